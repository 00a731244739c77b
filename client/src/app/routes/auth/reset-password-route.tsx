import { ResetPasswordScreen } from '@/features/auth';
import { AuthCard } from './auth-card';

export function ResetPasswordRoute() {
  return (
    <AuthCard wide>
      <ResetPasswordScreen />
    </AuthCard>
  );
}
