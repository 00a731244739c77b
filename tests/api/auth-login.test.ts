import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/users';
import {
  bearer,
  claimsOf,
  createTestApp,
  DEMO,
  logIn,
  signIn,
  TEST_NOW,
  tokenFrom,
  type TestApp,
} from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe('POST /v1/auth/login', () => {
  it('answers the user and sends a pre-MFA token pair in the authorization and refresh headers', async () => {
    const res = await t.api
      .post('/v1/auth/login')
      .send({ email: 'Customer@Example.COM', password: DEMO.customer.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful');
    const user = currentUserSchema.parse(res.body.data.user);
    expect(user).toMatchObject({
      email: 'customer@example.com',
      companyName: 'Northwind Logistics',
      isReseller: false,
      resellerName: null,
      logoUrl: null,
    });

    const access = claimsOf(tokenFrom(res.headers.authorization));
    const now = Date.parse(TEST_NOW) / 1000;
    expect(access).toMatchObject({
      sub: String(user.id),
      mfaVerified: false,
      iat: now,
      exp: now + 900,
    });
    expect(typeof access.companyId).toBe('number');
    expect(typeof access.sid).toBe('number');
    expect(claimsOf(tokenFrom(res.headers.refresh))).toMatchObject({
      typ: 'refresh',
      fid: access.sid,
    });
  });

  it('mails a 6-digit code, branded by the reseller for a reseller customer', async () => {
    await logIn(t, DEMO.customer.email, DEMO.customer.password);
    await logIn(t, DEMO.resellerCustomer.email, DEMO.resellerCustomer.password);
    const outbox = (await t.api.get('/__sandbox/outbox').expect(200)).body.data;
    const [harborMail, customerMail] = outbox;
    expect(customerMail).toMatchObject({
      kind: 'mfa',
      to: DEMO.customer.email,
      subject: 'Your Stratus sign-in code',
    });
    expect(customerMail.text).toMatch(/\b\d{6}\b/);
    expect(harborMail).toMatchObject({
      to: DEMO.resellerCustomer.email,
      from: 'support@skylinecloud.example',
      subject: 'Your Skyline Cloud sign-in code',
    });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const body of [
      { email: DEMO.customer.email, password: 'Wrong#Password1' },
      { email: 'nobody@example.com', password: DEMO.customer.password },
    ]) {
      const res = await t.api.post('/v1/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password', data: null });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('does not reveal that an invited (not yet activated) account exists', async () => {
    const invited = await t.api
      .post('/v1/auth/login')
      .send({ email: DEMO.invited.email, password: 'Whatever#2026x' });
    const unknown = await t.api
      .post('/v1/auth/login')
      .send({ email: 'nobody@example.com', password: 'Whatever#2026x' });
    expect(invited.status).toBe(401);
    expect(invited.body).toEqual({ message: 'Invalid email or password', data: null });
    expect(unknown.body).toEqual(invited.body);
  });

  it('validates the body with the contract messages', async () => {
    const res = await t.api.post('/v1/auth/login').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Entered value does not match email format',
      data: null,
      errors: [
        { path: 'email', msg: 'Entered value does not match email format' },
        { path: 'password', msg: 'Password is required' },
      ],
    });
    const empty = await t.api.post('/v1/auth/login');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { path: string }) => e.path)).toEqual(['email', 'password']);
  });
});

describe('the protected subtree', () => {
  it('refuses a pre-MFA token and accepts a verified one', async () => {
    const pre = await logIn(t, DEMO.customer.email, DEMO.customer.password);
    for (const path of [
      '/v1/auth/check',
      '/v1/users/me',
      '/v1/teams/list',
      '/v1/virtualMachines/GetDashboardData',
    ]) {
      const res = await t.api.get(path).set('authorization', bearer(pre.accessToken));
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized access', data: null });
    }
    const verified = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const me = await t.api
      .get('/v1/users/me')
      .set('authorization', bearer(verified.accessToken))
      .expect(200);
    expect(currentUserSchema.parse(me.body.data).email).toBe(DEMO.customer.email);
    const check = await t.api
      .get('/v1/auth/check')
      .set('authorization', bearer(verified.accessToken))
      .expect(200);
    expect(check.body.data.user.email).toBe(DEMO.customer.email);
  });

  it('refuses requests without a token', async () => {
    const res = await t.api.get('/v1/users/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized access');
  });

  it('refuses an access token once it has expired by the clock', async () => {
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    t.clock.advance(899_000);
    await t.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(200);
    t.clock.advance(1_000);
    await t.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(401);
  });
});
