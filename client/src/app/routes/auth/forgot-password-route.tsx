import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthCard } from './auth-card';

export function ForgotPasswordRoute() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
