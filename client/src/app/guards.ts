import { redirect } from 'react-router-dom';
import { lazyHttp } from '@/api/lazy-http';
import { getRefreshToken, hasValidSession, readClaims } from '@/api/session';
import { isSignedInPath, paths } from '@/config/paths';
import { isHostedWorld } from '@/lib/is-hosted-world';
import type { GuardArgs } from './route-gate';

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

/**
 * Protected routes: visitors without a session go to the start page. Every signed-in screen
 * calls the API at once, so its client starts loading here, with the login check, rather than
 * when the screen's first query asks for it.
 */
export async function requireSession() {
  if (!(await ensureSession())) throw redirect(paths.home());
  // A failed load is the first query's to report: it asks for the client again.
  lazyHttp().catch(() => {});
  return null;
}

/** A hosted trial world has no home page of its own: its address opens sign-in (or the dashboard). */
export function startAtSignInInHostedWorld() {
  if (isHostedWorld()) throw redirect(paths.login());
  return null;
}

/**
 * The login screen sends a signed-in user straight to the dashboard, unless it was opened to
 * sign in as a persona (a demo's link): that asks for a new session, and the one this browser
 * holds may be one the world no longer knows (the demo was reset since).
 */
export async function redirectIfSignedIn({ url }: GuardArgs) {
  if (url.searchParams.has('persona')) return null;
  if (await ensureSession()) throw redirect(paths.dashboard());
  return null;
}

/** Partner Center and Order Services: signed-in resellers only, everyone else to the dashboard. */
export async function requireReseller() {
  await requireSession();
  // Loaded here, not with the router: the first screen never needs them.
  const [{ currentUserQueryOptions }, { queryClient }] = await Promise.all([
    import('@/api/auth/get-current-user'),
    import('@/api/query-client'),
  ]);
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user.isReseller) throw redirect(paths.dashboard());
  return null;
}

export type NotFoundState = { signedIn: boolean };

/**
 * An unknown path: signed in, the not-found message inside the shell; signed out, a path of the
 * signed-in screens goes to the start page like every protected route, anything else is not found.
 */
export async function resolveNotFound({ url }: GuardArgs): Promise<NotFoundState> {
  if (await ensureSession()) return { signedIn: true };
  if (isSignedInPath(url.pathname)) throw redirect(paths.home());
  return { signedIn: false };
}
