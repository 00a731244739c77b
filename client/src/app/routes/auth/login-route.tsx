import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { InfoCircleFill } from 'react-bootstrap-icons';
import { LoginForm } from '@/features/auth';
import { paths } from '@/config/paths';
import { resetJobs } from '@/app/reset-jobs';
import { PageSpinner } from '@/app/page-spinner';
import { SESSION_EXPIRED_MESSAGE, type LoginRouteState } from '@/app/session-expired';
import { isHostedWorld } from '@/lib/is-hosted-world';
import { WithQueries } from '@/app/with-queries';
import { AuthCard } from './auth-card';

// Only sandbox demos follow persona links: the first screen does not carry this code.
const PersonaSignIn = lazy(() =>
  import('@/features/demo-personas').then((m) => ({ default: m.PersonaSignIn })),
);

// A hosted trial world lists its personas under the form; nowhere else is this code loaded.
const PersonaLinks = lazy(() =>
  import('@/features/hosted-world').then((m) => ({ default: m.PersonaLinks })),
);

const startSession = () => void resetJobs();

export function LoginRoute() {
  const expired = (useLocation().state as LoginRouteState)?.sessionExpired === true;
  const persona = useSearchParams()[0].get('persona');
  if (persona) {
    return (
      <AuthCard>
        <Suspense fallback={<PageSpinner />}>
          <WithQueries>
            <PersonaSignIn email={persona} onSignedIn={startSession} />
          </WithQueries>
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <h1 className="auth-title text-center">Welcome back</h1>
      <p className="text-secondary text-center mb-4">Sign in to manage your private cloud.</p>
      {expired && (
        <div className="alert alert-warning py-2 px-3 d-flex gap-2" role="status">
          <InfoCircleFill className="mt-1 flex-shrink-0" aria-hidden="true" />
          <span>{SESSION_EXPIRED_MESSAGE}</span>
        </div>
      )}
      <LoginForm onSignedIn={startSession} />
      <p className="text-center text-secondary small mt-4 mb-0">
        New to Stratus? <Link to={paths.findPartner()}>Find a Partner</Link>
      </p>
      {isHostedWorld() && (
        <Suspense fallback={null}>
          <WithQueries>
            <PersonaLinks />
          </WithQueries>
        </Suspense>
      )}
    </AuthCard>
  );
}
