import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims } from '@contract/auth';
import { clearAllButDeviceKeys, readString, STORAGE_KEYS, writeString } from '@/lib/storage';

/** Refresh this long before the access token's expiry, so a call never leaves with a dead token. */
export const REFRESH_MARGIN_MS = 5_000;

export const getAccessToken = () => readString(STORAGE_KEYS.token);
export const getRefreshToken = () => readString(STORAGE_KEYS.refreshToken);

/**
 * How far the server's clock is ahead of this device's (negative: behind), as the last access
 * token received said (`http.ts`): a token's expiry is the server's time, and a device set
 * minutes fast would otherwise see every new token as expired already. Zero until a token comes.
 */
let serverAheadMs = 0;
export const setServerAhead = (ms: number) => void (serverAheadMs = ms);

export function saveTokens(access: string | null, refresh: string | null): void {
  if (access) writeString(STORAGE_KEYS.token, access);
  if (refresh) writeString(STORAGE_KEYS.refreshToken, refresh);
}

/** Sign-out on this device: everything but the remember-me entry and the colour scheme goes. */
export const clearSession = clearAllButDeviceKeys;

/** Called when the session cannot be kept alive; the app sends the browser to the login route. */
let onSessionExpired: () => void = () => window.location.assign('/login');
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** The session is over (its refresh failed): forget it and let the app take the user out. */
export function endSession(): void {
  clearSession();
  onSessionExpired();
}

export function readClaims(token: string | null = getAccessToken()): AccessTokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
}

/** Whether the token has expired, or will within `marginMs`, by the server's clock. */
export function isExpired(
  claims: AccessTokenClaims | null,
  marginMs = 0,
  now = Date.now(),
): boolean {
  return !claims || claims.exp * 1000 - marginMs <= now + serverAheadMs;
}

/** A session is valid only with an unexpired access token whose MFA step is done. */
export function hasValidSession(now = Date.now()): boolean {
  const claims = readClaims();
  return !!claims && claims.mfaVerified === true && !isExpired(claims, 0, now);
}
