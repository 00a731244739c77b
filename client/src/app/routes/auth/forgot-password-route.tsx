import { ForgotPasswordForm } from '@/features/auth';
import { AuthCard } from './auth-card';

export function ForgotPasswordRoute() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
