import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { clearSession, setSessionExpiredHandler } from '@/api/session';
import { paths } from '@/config/paths';
import { resetJobs } from './reset-jobs';
import { router } from './router';
import type { LoginRouteState } from './session-expired';

// A session that cannot be renewed ends on the login screen, inside the app (no full reload),
// which says why. Its jobs go too: once the job store has emptied itself, storage is cleared
// again, since a poll answered meanwhile may have written its list back.
setSessionExpiredHandler(() => {
  queryClient.clear();
  void resetJobs().then(clearSession);
  const state: LoginRouteState = { sessionExpired: true };
  void router.navigate(paths.login(), { state });
});

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
