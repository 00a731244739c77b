import { LogoutStatus } from '../../../features/auth/components/logout-status';
import { AuthCard } from './auth-card';

export function LogoutRoute() {
  return (
    <AuthCard>
      <LogoutStatus />
    </AuthCard>
  );
}
