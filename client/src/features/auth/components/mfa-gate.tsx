import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isExpired, readClaims } from '@/api/session';
import { paths } from '@/config/paths';

/**
 * The MFA step needs the pre-MFA token login left behind. Checked once on entry, so
 * the verified token that arrives on success does not bounce the screen mid-navigation.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const [claims] = useState(() => readClaims());
  if (!claims || isExpired(claims)) return <Navigate to={paths.login()} replace />;
  if (claims.mfaVerified) return <Navigate to={paths.dashboard()} replace />;
  return children;
}
