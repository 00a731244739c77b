import { useEffect } from 'react';
import { LogoutStatus } from '@/features/auth';
import { jobTracker } from '@/features/jobs';
import { AuthCard } from './auth-card';

export function LogoutRoute() {
  // The signed-out browser keeps no trace of the session's jobs.
  useEffect(() => jobTracker.reset(), []);
  return (
    <AuthCard>
      <LogoutStatus />
    </AuthCard>
  );
}
