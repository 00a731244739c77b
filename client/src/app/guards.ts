import { redirect } from 'react-router-dom';
import { currentUserQueryOptions } from '@/api/auth/get-current-user';
import { queryClient } from '@/api/query-client';
import { getRefreshToken, hasValidSession, readClaims } from '@/api/session';
import { paths } from '@/config/paths';

/**
 * The login check: a verified session, or one an expired access token can still
 * renew silently with its refresh token. The HTTP client is fetched only for that renewal,
 * so the first screen does not carry it.
 */
async function ensureSession(): Promise<boolean> {
  if (hasValidSession()) return true;
  if (!getRefreshToken() || readClaims()?.mfaVerified !== true) return false;
  const { refreshTokens } = await import('@/api/http');
  return (await refreshTokens()) && hasValidSession();
}

/** Protected routes: visitors without a session go to the start page. */
export async function requireSession() {
  if (!(await ensureSession())) throw redirect(paths.home());
  return null;
}

/** The login screen sends a signed-in user straight to the dashboard. */
export async function redirectIfSignedIn() {
  if (await ensureSession()) throw redirect(paths.dashboard());
  return null;
}

/** Partner Center and Order Services: signed-in resellers only, everyone else to the dashboard. */
export async function requireReseller() {
  await requireSession();
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user.isReseller) throw redirect(paths.dashboard());
  return null;
}
