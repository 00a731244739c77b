import { ConfirmNewUserScreen } from '@/features/auth';
import { AuthCard } from './auth-card';

export function ConfirmNewUserRoute() {
  return (
    <AuthCard wide>
      <ConfirmNewUserScreen />
    </AuthCard>
  );
}
