import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowS, unsignedJwt as jwt } from '@/testing/unsigned-jwt';
import { http, setSessionExpiredHandler } from './http';
import { hasValidSession, setServerAhead } from './session';

const OLD = jwt({ sub: '1', iat: nowS(), exp: nowS() + 3600, mfaVerified: true });
const EXPIRED = jwt({ sub: '1', iat: nowS() - 7200, exp: nowS() - 60, mfaVerified: true });
const NEW = jwt({ sub: '1', iat: nowS(), exp: nowS() + 7200, mfaVerified: true });

type Reply = { status: number; data?: unknown; headers?: Record<string, string> };
const bearerOf = (config: InternalAxiosRequestConfig) =>
  String(config.headers.get('Authorization') ?? '');

/** Replaces the network: every request goes to `handler`; returns the list of requests seen. */
function stubNetwork(handler: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    seen.push(config);
    const reply = handler(config);
    return {
      status: reply.status,
      statusText: '',
      data: reply.data ?? { message: 'ok', data: null },
      headers: reply.headers ?? {},
      config,
      request: {},
    };
  };
  return seen;
}

/** The refresh call goes through the global axios.post; a fake that answers after a short delay. */
function stubRefresh(reply: Reply) {
  return vi
    .spyOn(axios, 'post')
    .mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ data: {}, headers: {}, ...reply } as AxiosResponse), 10),
        ),
    );
}

const sessionExpired = vi.fn();
const defaultAdapter = http.defaults.adapter;
beforeEach(() => setSessionExpiredHandler(sessionExpired));
afterEach(() => {
  setServerAhead(0);
  http.defaults.adapter = defaultAdapter;
  vi.restoreAllMocks();
  sessionExpired.mockReset();
});

describe('http client', () => {
  it('attaches the stored access token as a bearer', async () => {
    localStorage.setItem('token', OLD);
    const seen = stubNetwork(() => ({ status: 200 }));
    await http.get('/users/me');
    expect(bearerOf(seen[0]!)).toBe(`Bearer ${OLD}`);
  });

  it('saves tokens from the authorization and refresh response headers', async () => {
    stubNetwork(() => ({
      status: 200,
      headers: { authorization: `Bearer ${NEW}`, refresh: 'Bearer R2' },
    }));
    await http.post('/auth/login', { email: 'a@b.co', password: 'x' });
    expect(localStorage.getItem('token')).toBe(NEW);
    expect(localStorage.getItem('refreshToken')).toBe('R2');
  });

  it("learns the server's clock from each new access token, unless the two agree", async () => {
    const issuedAt = (offsetS: number) =>
      jwt({ sub: '1', iat: nowS() + offsetS, exp: nowS() + offsetS + 120, mfaVerified: true });
    const answerWith = async (token: string) => {
      stubNetwork(() => ({ status: 200, headers: { authorization: `Bearer ${token}` } }));
      await http.get('/users/me');
    };
    // A device 20 minutes fast: the token is good for its 2 minutes all the same.
    await answerWith(issuedAt(-20 * 60));
    expect(hasValidSession()).toBe(true);
    expect(hasValidSession(Date.now() + 121_000)).toBe(false);
    // No iat: what was learnt stands.
    await answerWith(jwt({ sub: '1', exp: nowS() - 20 * 60 + 120, mfaVerified: true }));
    expect(hasValidSession()).toBe(true);
    // Clocks 3 s apart agree: the device's clock again.
    await answerWith(issuedAt(-3));
    expect(hasValidSession(Date.now() + 118_000)).toBe(false);
  });

  it('refreshes an expired token before the call goes out', async () => {
    localStorage.setItem('token', EXPIRED);
    localStorage.setItem('refreshToken', 'R1');
    const refresh = stubRefresh({
      status: 200,
      headers: { authorization: `Bearer ${NEW}`, refresh: 'Bearer R2' },
    });
    const seen = stubNetwork(() => ({ status: 200 }));
    await http.get('/users/me');
    expect(refresh).toHaveBeenCalledTimes(1);
    const [url, , options] = refresh.mock.calls[0]!;
    expect(url).toMatch(/\/auth\/refreshAuth$/);
    expect(options?.headers).toMatchObject({ refresh: 'Bearer R1' });
    expect(seen).toHaveLength(1);
    expect(bearerOf(seen[0]!)).toBe(`Bearer ${NEW}`);
    expect(localStorage.getItem('refreshToken')).toBe('R2');
  });

  it('shares ONE refresh among concurrent 401s and retries each request once', async () => {
    localStorage.setItem('token', OLD);
    localStorage.setItem('refreshToken', 'R1');
    const refresh = stubRefresh({
      status: 200,
      headers: { authorization: `Bearer ${NEW}`, refresh: 'Bearer R2' },
    });
    const seen = stubNetwork((c) =>
      bearerOf(c) === `Bearer ${NEW}`
        ? { status: 200 }
        : { status: 401, data: { message: 'Unauthorized access', data: null } },
    );
    const replies = await Promise.all(['/a', '/b', '/c'].map((url) => http.get(url)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((c) => c.url).sort()).toEqual(['/a', '/a', '/b', '/b', '/c', '/c']);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes under a lock shared by tabs, and uses the token another tab rotated meanwhile', async () => {
    localStorage.setItem('token', EXPIRED);
    localStorage.setItem('refreshToken', 'R1');
    const held: string[] = [];
    // While this tab waited for the lock, another tab refreshed the shared session.
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, fn: () => Promise<boolean>) => {
          held.push(name);
          localStorage.setItem('token', NEW);
          localStorage.setItem('refreshToken', 'R2-from-the-other-tab');
          return fn();
        },
      },
    });
    const refresh = stubRefresh({ status: 200 });
    const seen = stubNetwork(() => ({ status: 200 }));
    await http.get('/users/me');
    expect(held).toEqual(['stratus-token-refresh']);
    expect(refresh).not.toHaveBeenCalled();
    expect(bearerOf(seen[0]!)).toBe(`Bearer ${NEW}`);
    vi.unstubAllGlobals();
  });

  it('on refresh failure clears storage except RememberMe and calls the session-expired handler', async () => {
    localStorage.setItem('token', OLD);
    localStorage.setItem('refreshToken', 'R1');
    localStorage.setItem('CompanyDetails', '{}');
    localStorage.setItem('RememberMe', '{"rememberMe":true,"email":"a@b.co"}');
    stubRefresh({ status: 401 });
    stubNetwork(() => ({ status: 401, data: { message: 'Unauthorized access', data: null } }));
    const reply = await http.get('/users/me');
    expect(reply.status).toBe(401);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(Object.keys({ ...localStorage })).toEqual(['RememberMe']);
  });

  it('ends the session when the retried call is refused again', async () => {
    localStorage.setItem('token', OLD);
    localStorage.setItem('refreshToken', 'R1');
    const refresh = stubRefresh({ status: 200, headers: { authorization: `Bearer ${NEW}` } });
    const seen = stubNetwork(() => ({ status: 401 }));
    await http.get('/users/me');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh or redirect on a 401 "Retries exhausted" from /auth/mfa', async () => {
    localStorage.setItem(
      'token',
      jwt({ sub: '1', iat: nowS(), exp: nowS() + 600, mfaVerified: false }),
    );
    localStorage.setItem('refreshToken', 'R1');
    const refresh = stubRefresh({ status: 200 });
    stubNetwork(() => ({ status: 401, data: { message: 'Retries exhausted', data: null } }));
    const reply = await http.post('/auth/mfa', { code: '000000' });
    expect(reply.status).toBe(401);
    expect(reply.data.message).toBe('Retries exhausted');
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('R1');
  });

  it('revives ISO dates in response bodies', async () => {
    stubNetwork(() => ({
      status: 200,
      data: JSON.stringify({ message: 'ok', data: { at: '2026-01-31T12:00:00Z' } }),
    }));
    const reply = await http.get('/x');
    expect(reply.data.data.at).toBeInstanceOf(Date);
  });
});
