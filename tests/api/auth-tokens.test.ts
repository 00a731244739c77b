import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../mock-server/src/domain/auth/sessions';
import {
  bearer,
  claimsOf,
  createTestApp,
  DEMO,
  logIn,
  signIn,
  tokenFrom,
  type TestApp,
} from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const refresh = (token: string) => t.api.post('/v1/auth/refreshAuth').set('refresh', bearer(token));
const me = (token: string) => t.api.get('/v1/users/me').set('authorization', bearer(token));
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('POST /v1/auth/refreshAuth', () => {
  it('rotates the pair within the same session and keeps its MFA state', async () => {
    const first = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    t.clock.advance(5_000);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const access = tokenFrom(res.headers.authorization);
    const next = tokenFrom(res.headers.refresh);
    expect(next).not.toBe(first.refreshToken);
    expect(claimsOf(access)).toMatchObject({
      mfaVerified: true,
      sid: claimsOf(first.accessToken).sid,
    });
    await me(access).expect(200);
  });

  it('accepts the bodyless POST browsers send, whatever its content type', async () => {
    const first = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await t.api
      .post('/v1/auth/refreshAuth')
      .set('refresh', bearer(first.refreshToken))
      .set('content-type', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    expect(tokenFrom(res.headers.authorization)).toBeTruthy();
  });

  it('keeps a pre-MFA session pre-MFA', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await refresh(pre.refreshToken).expect(200);
    expect(claimsOf(tokenFrom(res.headers.authorization)).mfaVerified).toBe(false);
  });

  it('gives tabs refreshing with one token at once the same successor (no logout)', async () => {
    const first = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    t.clock.advance(5_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((r) => tokenFrom(r.headers.refresh)));
    expect(successors.size).toBe(1);
    const access = new Set(answers.map((r) => tokenFrom(r.headers.authorization)));
    expect(access.size).toBe(1);
    await me([...access][0] as string).expect(200);
    await refresh([...successors][0] as string).expect(200);
  });

  it('revokes the whole family when an old refresh token is replayed after its grace window, the newest one included', async () => {
    const first = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const rotated = await refresh(first.refreshToken).expect(200);
    const newestRefresh = tokenFrom(rotated.headers.refresh);
    const newestAccess = tokenFrom(rotated.headers.authorization);

    t.clock.advance(REFRESH_GRACE_MS + 1);
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Invalid refresh token', data: null });
    expect((await refresh(newestRefresh)).body.message).toBe('Invalid refresh token');
    await me(newestAccess).expect(401);
  });

  it('revokes the family when a token two rotations old comes back, even at once', async () => {
    const first = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const second = tokenFrom((await refresh(first.refreshToken).expect(200)).headers.refresh);
    await refresh(second).expect(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
  });

  it('refuses a missing header, an access token and garbage', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    expect((await t.api.post('/v1/auth/refreshAuth')).status).toBe(401);
    expect((await refresh(accessToken)).status).toBe(401);
    expect((await refresh('abc.def.ghi')).status).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const s = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await t.api.post('/v1/auth/logout').set('authorization', bearer(s.accessToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out', data: null });
    await me(s.accessToken).expect(401);
    await refresh(s.refreshToken).expect(401);
  });

  it('works with the refresh header alone, and always answers 200', async () => {
    const s = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    await t.api.post('/v1/auth/logout').set('refresh', bearer(s.refreshToken)).expect(200);
    await me(s.accessToken).expect(401);
    await t.api.post('/v1/auth/logout').expect(200);
  });

  it('leaves other sessions of the same user alone', async () => {
    const a = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const b = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    await t.api.post('/v1/auth/logout').set('authorization', bearer(a.accessToken)).expect(200);
    await me(b.accessToken).expect(200);
  });
});

describe('forged tokens', () => {
  it('refuses alg none', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const [, payload] = accessToken.split('.');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const res = await me(unsigned);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized access');
  });

  it('refuses a tampered payload (another company) with the original signature', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const [header, , signature] = accessToken.split('.');
    const claims = { ...claimsOf(accessToken), companyId: 2 };
    await me(`${header}.${b64(claims)}.${signature}`).expect(401);
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const claims = claimsOf(accessToken);
    await me(jwt.sign(claims, 'guessed-secret', { algorithm: 'HS256' })).expect(401);
    await me(jwt.sign(claims, t.store.data.secrets.jwt, { algorithm: 'HS512' })).expect(401);
  });
});
