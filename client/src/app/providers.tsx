import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { setSessionExpiredHandler } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { jobTracker } from '@/features/jobs';
import { paths } from '@/config/paths';
import { router } from './router';

// A session that cannot be renewed ends on the login screen, inside the app (no full reload).
setSessionExpiredHandler(() => {
  queryClient.clear();
  jobTracker.reset();
  void router.navigate(paths.login());
});

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
