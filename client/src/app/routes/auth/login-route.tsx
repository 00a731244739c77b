import { Link, useLocation } from 'react-router-dom';
import { InfoCircleFill } from 'react-bootstrap-icons';
import { LoginForm } from '@/features/auth';
import { paths } from '@/config/paths';
import { resetJobs } from '@/app/reset-jobs';
import { SESSION_EXPIRED_MESSAGE, type LoginRouteState } from '@/app/session-expired';
import { AuthCard } from './auth-card';

export function LoginRoute() {
  const expired = (useLocation().state as LoginRouteState)?.sessionExpired === true;
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
      <LoginForm onSignedIn={() => void resetJobs()} />
      <p className="text-center text-secondary small mt-4 mb-0">
        New to Stratus? <Link to={paths.findPartner()}>Find a Partner</Link>
      </p>
    </AuthCard>
  );
}
