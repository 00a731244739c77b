import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AUTH_MESSAGES } from '@contract/auth-messages';
import { config } from '@/config/env';
import { reviveIsoDates } from '@/lib/iso-dates';
import {
  endSession,
  getAccessToken,
  getRefreshToken,
  isExpired,
  readClaims,
  REFRESH_MARGIN_MS,
  saveTokens,
  setServerAhead,
} from './session';

export { setSessionExpiredHandler } from './session';

export const API_TIMEOUT_MS = 600_000;

// Calls that manage tokens themselves: no pre-refresh, no refresh-and-retry on 401.
const TOKEN_ENDPOINTS = ['/auth/login', '/auth/mfa', '/auth/refreshAuth'];
const isTokenEndpoint = (url = '') => TOKEN_ENDPOINTS.some((p) => url.endsWith(p));

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** The one HTTP client. Every status resolves; area functions decide what a status means. */
export const http = axios.create({
  baseURL: config.apiBaseUrl,
  withCredentials: true,
  timeout: API_TIMEOUT_MS,
  validateStatus: () => true,
  transformResponse: [
    ...(axios.defaults.transformResponse as never[]),
    (data: unknown) => reviveIsoDates(data),
  ],
});

/** Strips the Bearer scheme from a token header. */
function bearerValue(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Clocks this close are taken to agree: a token's whole-second `iat` and its trip blur less. */
const CLOCKS_AGREE_MS = 5_000;

/** What a new access token says of the server's clock: when it was issued, by that clock. */
function learnServerClock(token: string, now = Date.now()): void {
  const issuedAt = readClaims(token)?.iat;
  // A token that does not say when it was issued teaches nothing: what was learnt stands.
  if (typeof issuedAt !== 'number') return;
  const ahead = issuedAt * 1000 - now;
  setServerAhead(Math.abs(ahead) < CLOCKS_AGREE_MS ? 0 : ahead);
}

function storeTokensFrom(response: AxiosResponse) {
  const access = bearerValue(response.headers['authorization']);
  saveTokens(access, bearerValue(response.headers['refresh']));
  if (access) learnServerClock(access);
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Tabs share one session (local storage), so they refresh one at a time under a Web Lock; a tab
 * that waited finds the token another tab has just rotated and simply uses it. (The sandbox also
 * accepts the token just rotated for a few seconds, for browsers without Web Locks.)
 */
function oneTabAtATime(refresh: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('stratus-token-refresh', refresh) : refresh();
}

/** One refresh at a time: concurrent callers share the same promise. Resolves false on failure. */
export function refreshTokens(): Promise<boolean> {
  const seen = getRefreshToken();
  refreshInFlight ??= oneTabAtATime(async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    if (refreshToken !== seen) return true; // another tab refreshed while we waited
    try {
      const response = await axios.post(`${config.apiBaseUrl}/auth/refreshAuth`, null, {
        headers: { refresh: `Bearer ${refreshToken}` },
        withCredentials: true,
        timeout: API_TIMEOUT_MS,
        validateStatus: () => true,
      });
      if (response.status !== 200) return false;
      storeTokensFrom(response);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

http.interceptors.request.use(async (request) => {
  if (
    !isTokenEndpoint(request.url) &&
    getRefreshToken() &&
    isExpired(readClaims(), REFRESH_MARGIN_MS)
  ) {
    await refreshTokens();
  }
  const token = getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

http.interceptors.response.use(async (response) => {
  storeTokensFrom(response);
  const request = response.config as RetriableConfig;
  if (response.status !== 401 || isTokenEndpoint(request.url)) return response;
  if (response.data?.message === AUTH_MESSAGES.retriesExhausted) return response;
  if (request._retried) {
    endSession();
    return response;
  }
  request._retried = true;
  if (!(await refreshTokens())) {
    endSession();
    return response;
  }
  return http.request(request);
});
