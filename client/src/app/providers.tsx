import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { clearSession, setSessionExpiredHandler } from '@/api/session';
import { paths } from '@/config/paths';
import { FollowAddressMovedMeanwhile } from './follow-address';
import { PageSpinner } from './page-spinner';
import { resetJobs } from './reset-jobs';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTree } from './route-gate';
import { basename, routes } from './router';
import type { LoginRouteState } from './session-expired';

/**
 * A session that cannot be renewed ends on the login screen, inside the app (no full reload),
 * which says why. Its jobs go too: once the job store has emptied itself, storage is cleared
 * again, since a poll answered meanwhile may have written its list back.
 */
function EndExpiredSessions() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      // The cache's code may never have loaded (nothing to clear then).
      import('@/api/query-client').then(
        (m) => m.queryClient.clear(),
        () => {},
      );
      void resetJobs().then(clearSession);
      const state: LoginRouteState = { sessionExpired: true };
      void navigate(paths.login(), { state });
    });
  }, [navigate]);
  return null;
}

export function Providers() {
  return (
    <BrowserRouter basename={basename}>
      <FollowAddressMovedMeanwhile basename={basename} />
      <EndExpiredSessions />
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <RouteTree routes={routes} />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
