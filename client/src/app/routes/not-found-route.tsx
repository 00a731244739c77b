import '@/styles/shell/not-found.css';
import { Link, useLocation } from 'react-router-dom';
import { HouseDoor, SignpostSplit, Speedometer2 } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { AppShell } from '@/shell/app-shell';
import { PageFrame } from '@/shell/page-frame';
import type { NotFoundState } from '../guards';
import { useRouteData } from '../route-gate';

/** Any unknown path: signed in, inside the shell (the sidebar stays); signed out, on its own. */
export function NotFoundRoute() {
  const { signedIn } = useRouteData<NotFoundState>();
  if (!signedIn) {
    return (
      <main className="not-found">
        <NotFoundCard signedIn={false} />
      </main>
    );
  }
  return (
    <AppShell>
      <PageFrame>
        <div className="not-found-in-shell">
          <NotFoundCard signedIn />
        </div>
      </PageFrame>
    </AppShell>
  );
}

/** Say which path, and offer the way back that fits the visitor. */
function NotFoundCard({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="not-found-card">
      <span className="not-found-icon" aria-hidden="true">
        <SignpostSplit aria-hidden="true" />
      </span>
      <p className="not-found-code">404</p>
      <h1 className="h3 fw-bold mb-2">Page not found</h1>
      <p className="text-secondary mb-4">
        There is nothing at <code className="not-found-path">{`${pathname}${search}`}</code>. It may
        have moved, or the link may be mistyped.
      </p>
      {signedIn ? (
        <Link className="btn btn-primary" to={paths.dashboard()}>
          <Speedometer2 className="me-2" aria-hidden="true" />
          Back to Dashboard
        </Link>
      ) : (
        <Link className="btn btn-primary" to={paths.home()}>
          <HouseDoor className="me-2" aria-hidden="true" />
          Back to Home
        </Link>
      )}
    </div>
  );
}
