import { ResetPasswordScreen } from '@/features/auth/components/reset-password-form';
import { AuthCard } from './auth-card';

export function ResetPasswordRoute() {
  return (
    <AuthCard wide>
      <ResetPasswordScreen />
    </AuthCard>
  );
}
