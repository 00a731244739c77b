import { ConfirmNewUserScreen } from '@/features/auth/components/confirm-new-user-form';
import { AuthCard } from './auth-card';

export function ConfirmNewUserRoute() {
  return (
    <AuthCard wide>
      <ConfirmNewUserScreen />
    </AuthCard>
  );
}
