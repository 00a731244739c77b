import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { setSessionExpiredHandler } from '@/api/session';
import { paths } from '@/config/paths';
import { resetJobs } from './reset-jobs';
import { router } from './router';

// A session that cannot be renewed ends on the login screen, inside the app (no full reload).
setSessionExpiredHandler(() => {
  queryClient.clear();
  void resetJobs();
  void router.navigate(paths.login());
});

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
