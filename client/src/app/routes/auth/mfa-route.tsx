import { MfaForm } from '@/features/auth/components/mfa-form';
import { MfaGate } from '@/features/auth/components/mfa-gate';
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
