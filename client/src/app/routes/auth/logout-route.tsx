import { useEffect } from 'react';
import { LogoutStatus } from '@/features/auth';
import { resetJobs } from '@/app/reset-jobs';
import { AuthCard } from './auth-card';

export function LogoutRoute() {
  // The signed-out browser keeps no trace of the session's jobs.
  useEffect(() => void resetJobs(), []);
  return (
    <AuthCard>
      <LogoutStatus />
    </AuthCard>
  );
}
