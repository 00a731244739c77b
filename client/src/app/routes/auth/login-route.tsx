import { Link } from 'react-router-dom';
import { LoginForm } from '@/features/auth';
import { paths } from '@/config/paths';
import { resetJobs } from '@/app/reset-jobs';
import { AuthCard } from './auth-card';

export function LoginRoute() {
  return (
    <AuthCard>
      <h1 className="auth-title text-center">Welcome back</h1>
      <p className="text-secondary text-center mb-4">Sign in to manage your private cloud.</p>
      <LoginForm onSignedIn={() => void resetJobs()} />
      <p className="text-center text-secondary small mt-4 mb-0">
        New to Stratus? <Link to={paths.findPartner()}>Find a Partner</Link>
      </p>
    </AuthCard>
  );
}
