import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED, LOCK_MS } from '../../mock-server/src/domain/auth/account-lock';
import { RATE_LIMITS } from '../../mock-server/src/plugins/rate-limits';
import { bearer, createTestApp, DEMO, latestMfaCode, logIn, signIn } from './support/test-app';

const TOO_MANY = /^Too many attempts\. Please wait .+ and try again\.$/;

// Every wrong password costs a real scrypt check: these tests make dozens of them.
describe('limits on guessing and flooding', { timeout: 60_000 }, () => {
  it('stops one machine trying passwords, whatever the accounts', async () => {
    const t = await createTestApp();
    const { max } = RATE_LIMITS.login.perIp;
    for (let i = 0; i < max; i++)
      await t.api
        .post('/v1/auth/login')
        .send({ email: `u${i}@example.com`, password: 'x' })
        .expect(401);
    const res = await t.api.post('/v1/auth/login').send({ email: 'u@example.com', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), data: null });
  });

  it('stops guessing one account’s password, even from several machines', async () => {
    const t = await createTestApp();
    const { max } = RATE_LIMITS.login.perAccount;
    const attempt = (ip: number) =>
      t.api
        .post('/v1/auth/login')
        .set('x-forwarded-for', `10.0.0.${ip}`) // ignored: the socket address counts per machine
        .send({ email: DEMO.customer.email, password: 'Wrong#Password1' });
    for (let i = 0; i < max; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(99)).status).toBe(429);
  });

  it('gives the attempts back when the world is reset, as it does the accounts’ locks', async () => {
    const t = await createTestApp();
    const { max } = RATE_LIMITS.login.perAccount;
    const attempt = () =>
      t.api
        .post('/v1/auth/login')
        .send({ email: DEMO.customer.email, password: 'Wrong#Password1' });
    for (let i = 0; i < max; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    await t.api.post('/__sandbox/reset').send({}).expect(200);
    expect((await attempt()).status).toBe(401);
    await signIn(t, DEMO.customer.email, DEMO.customer.password);
  });

  it('locks an account after 10 wrong codes across sign-ins, tells its owner, and unlocks later', async () => {
    const t = await createTestApp();
    const guess = async (token: string) =>
      t.api.post('/v1/auth/mfa').set('authorization', bearer(token)).send({ code: '000000' });
    let last;
    for (let signInNo = 0; signInNo < 2; signInNo++) {
      const { accessToken } = await logIn(t, DEMO.customer.email, DEMO.customer.password);
      for (let i = 0; i < 5; i++) last = await guess(accessToken);
    }
    expect(last?.status).toBe(423);
    expect(last?.body).toEqual({ message: ACCOUNT_LOCKED, data: null });
    // Locked, and only someone who knows the password learns it.
    const locked = await t.api.post('/v1/auth/login').send(DEMO.customer);
    expect(locked.status).toBe(423);
    const wrong = await t.api
      .post('/v1/auth/login')
      .send({ email: DEMO.customer.email, password: 'Wrong#Password1' });
    expect(wrong.body.message).toBe('Invalid email or password');
    const alerts = await t.api.get('/__sandbox/outbox').query({ to: DEMO.customer.email });
    expect(alerts.body.data[0]).toMatchObject({ kind: 'security-alert' });

    t.clock.advance(LOCK_MS);
    await signIn(t, DEMO.customer.email, DEMO.customer.password);
  });

  it('keeps the fixed demo code working sign-in after sign-in', async () => {
    const t = await createTestApp({ env: { SANDBOX_MFA_CODE: '424242' } });
    for (let i = 0; i < 15; i++) {
      const { accessToken } = await logIn(t, DEMO.reseller.email, DEMO.reseller.password);
      expect(await latestMfaCode(t, DEMO.reseller.email)).toBe('424242');
      await t.api
        .post('/v1/auth/mfa')
        .set('authorization', bearer(accessToken))
        .send({ code: '424242' })
        .expect(200);
    }
  });

  it('limits reset requests per address asked about, and inquiries per machine', async () => {
    const t = await createTestApp();
    const forgot = () =>
      t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email });
    for (let i = 0; i < RATE_LIMITS.forgotPassword.perAccount.max; i++) await forgot().expect(200);
    expect((await forgot()).status).toBe(429);

    const inquiry = (n: number) =>
      t.api.post('/v1/partners/inquiry').send({
        firstName: 'A',
        lastName: 'B',
        email: `sender${n}@example.com`,
        company: 'C',
        country: 'D',
        message: 'Please tell me more about reselling.',
      });
    for (let i = 0; i < RATE_LIMITS.inquiry.perIp.max; i++) await inquiry(i).expect(200);
    expect((await inquiry(99)).status).toBe(429);
  });
});
