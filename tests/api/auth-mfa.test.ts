import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/users';
import {
  bearer,
  claimsOf,
  createTestApp,
  DEMO,
  latestMfaCode,
  logIn,
  signIn,
  tokenFrom,
  type TestApp,
} from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const mfa = (token: string, code: string) =>
  t.api.post('/v1/auth/mfa').set('authorization', bearer(token)).send({ code });

describe('POST /v1/auth/mfa', () => {
  it('verifies the right code and returns an MFA-verified pair of the same session', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await mfa(pre.accessToken, await latestMfaCode(t, DEMO.customer.email));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('MFA verified');
    expect(currentUserSchema.parse(res.body.data.user).email).toBe(DEMO.customer.email);
    const access = claimsOf(tokenFrom(res.headers.authorization));
    expect(access).toMatchObject({ mfaVerified: true, sid: claimsOf(pre.accessToken).sid });
  });

  it('refuses a wrong code, then locks after 5 wrong codes even for the right one', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const code = await latestMfaCode(t, DEMO.customer.email);
    for (let i = 0; i < 5; i++) {
      const res = await mfa(pre.accessToken, wrongCode(code));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid MFA code');
    }
    for (const attempt of [wrongCode(code), code]) {
      const res = await mfa(pre.accessToken, attempt);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Retries exhausted');
    }
    // A new login is a new challenge.
    const again = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    expect((await mfa(again.accessToken, await latestMfaCode(t, DEMO.customer.email))).status).toBe(
      200,
    );
  });

  it('expires the code 10 minutes after login', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const code = await latestMfaCode(t, DEMO.customer.email);
    t.clock.advance(10 * 60 * 1000);
    const res = await mfa(pre.accessToken, code);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('MFA code has expired');
  });

  it('accepts a code once only', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const code = await latestMfaCode(t, DEMO.customer.email);
    expect((await mfa(pre.accessToken, code)).status).toBe(200);
    const replay = await mfa(pre.accessToken, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid MFA code');
  });

  it('refuses an already verified token with 400, and no or a bad token with 401', async () => {
    const verified = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await mfa(verified.accessToken, '123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('MFA already verified');

    const none = await t.api.post('/v1/auth/mfa').send({ code: '123456' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthorized access', data: null });
    expect((await mfa('garbage', '123456')).status).toBe(401);
  });

  it('validates the code format', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    const res = await mfa(pre.accessToken, '12ab');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('MFA code must be 6 digits');
  });
});
