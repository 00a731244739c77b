import { MfaForm, MfaGate } from '@/features/auth';
import { AuthCard } from './auth-card';

export function MfaRoute() {
  return (
    <MfaGate>
      <AuthCard>
        <MfaForm />
      </AuthCard>
    </MfaGate>
  );
}
