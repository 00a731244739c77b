import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth';
import { paths } from '@/config/paths';
import { resetJobs } from '@/app/reset-jobs';
import { PageSpinner } from '@/app/page-spinner';
import { AuthCard } from './auth-card';

// Only sandbox demos follow persona links: the first screen does not carry this code.
const PersonaSignIn = lazy(() =>
  import('@/features/demo-personas').then((m) => ({ default: m.PersonaSignIn })),
);

const startSession = () => void resetJobs();

export function LoginRoute() {
  const persona = useSearchParams()[0].get('persona');
  if (persona) {
    return (
      <AuthCard>
        <Suspense fallback={<PageSpinner />}>
          <PersonaSignIn email={persona} onSignedIn={startSession} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <h1 className="auth-title text-center">Welcome back</h1>
      <p className="text-secondary text-center mb-4">Sign in to manage your private cloud.</p>
      <LoginForm onSignedIn={startSession} />
      <p className="text-center text-secondary small mt-4 mb-0">
        New to Stratus? <Link to={paths.findPartner()}>Find a Partner</Link>
      </p>
    </AuthCard>
  );
}
