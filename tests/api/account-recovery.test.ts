import { beforeEach, describe, expect, it } from 'vitest';
import { INCOMPLETE_LINK_MESSAGE } from '../../contract/auth';
import { PASSWORD_MESSAGES } from '../../contract/password';
import { linkFor as link, NEW_PASSWORD, outboxOf, resetPasswordFromEmail } from './support/outbox';
import { bearer, createTestApp, DEMO, logIn, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const FORGOT_SENT =
  "If an account with that email exists, you'll receive a password reset link shortly. Please check your inbox and spam folder.";

const outbox = (to: string) => outboxOf(t, to);
const linkFor = (to: string, kind: 'password-reset' | 'invitation') => link(t, to, kind);
const reset = (token: string, body: object) => resetPasswordFromEmail(t, token, body);

describe('POST /v1/users/forgotPassword', () => {
  it('gives the same answer for known and unknown emails, and mails only the known one', async () => {
    const known = await t.api
      .post('/v1/users/forgotPassword')
      .send({ email: 'CUSTOMER@example.com' });
    const unknown = await t.api
      .post('/v1/users/forgotPassword')
      .send({ email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: FORGOT_SENT, data: null });
    expect(unknown.body).toEqual(known.body);
    expect((await linkFor(DEMO.customer.email, 'password-reset')).token).toHaveLength(43);
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('validates the email with the form messages', async () => {
    const res = await t.api.post('/v1/users/forgotPassword').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});

describe('POST /v1/users/resetPasswordFromEmail/:token', () => {
  it('refuses a weak password with the policy message', async () => {
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token, id } = await linkFor(DEMO.customer.email, 'password-reset');
    const weak = await reset(token, { password: 'weakpassword12', resetKey: token, id });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(PASSWORD_MESSAGES.weak);
    expect(weak.body.errors).toEqual([{ path: 'password', msg: PASSWORD_MESSAGES.weak }]);
    expect((await reset(token, { password: 'Short#1', resetKey: token, id })).body.message).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
  });

  it('says the link is incomplete when the request names no user', async () => {
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token } = await linkFor(DEMO.customer.email, 'password-reset');
    for (const id of [undefined, 'abc', '']) {
      const res = await reset(token, { password: NEW_PASSWORD, resetKey: token, id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INCOMPLETE_LINK_MESSAGE);
    }
  });

  it('sets the new password once, ends existing sessions, and the old password stops working', async () => {
    const session = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token, id } = await linkFor(DEMO.customer.email, 'password-reset');

    const res = await reset(token, { password: NEW_PASSWORD, resetKey: token, id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successfully', data: null });
    const again = await reset(token, { password: NEW_PASSWORD, resetKey: token, id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset link');

    await t.api.get('/v1/users/me').set('authorization', bearer(session.accessToken)).expect(401);
    await t.api.post('/v1/auth/login').send(DEMO.customer).expect(401);
    await logIn(t, DEMO.customer.email, NEW_PASSWORD);
  });

  it('refuses a key that does not match the link, another user id, and an expired link', async () => {
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token, id } = await linkFor(DEMO.customer.email, 'password-reset');
    for (const body of [
      { password: NEW_PASSWORD, resetKey: 'something-else', id },
      { password: NEW_PASSWORD, resetKey: token, id: id + 1 },
    ]) {
      expect((await reset(token, body)).body.message).toBe('Invalid or expired reset link');
    }
    t.clock.advance(60 * 60 * 1000);
    expect((await reset(token, { password: NEW_PASSWORD, resetKey: token, id })).status).toBe(400);
  });
});

describe('POST /v1/auth/shouldResetPassword', () => {
  it('hands a forced user a reset key that resets the password, and others none', async () => {
    const newhire = await signIn(t, DEMO.newhire.email, DEMO.newhire.password);
    const res = await t.api
      .post('/v1/auth/shouldResetPassword')
      .set('authorization', bearer(newhire.accessToken))
      .expect(200);
    const { shouldResetPassword, id, resetKey } = res.body.data;
    expect(shouldResetPassword).toBe(true);
    await reset(resetKey, { password: NEW_PASSWORD, resetKey, id }).expect(200);
    const after = await signIn(t, DEMO.newhire.email, NEW_PASSWORD);
    const me = await t.api
      .get('/v1/users/me')
      .set('authorization', bearer(after.accessToken))
      .expect(200);
    expect(me.body.data.forcePasswordReset).toBe(false);

    const customer = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const none = await t.api
      .post('/v1/auth/shouldResetPassword')
      .set('authorization', bearer(customer.accessToken));
    expect(none.body.data).toMatchObject({ shouldResetPassword: false, resetKey: null });
  });
});

describe('POST /v1/users/confirmEmail/:token', () => {
  it('activates the invited user from the seeded invitation email', async () => {
    const { token, id } = await linkFor(DEMO.invited.email, 'invitation');
    const body = {
      password: NEW_PASSWORD,
      resetKey: token,
      id,
      firstName: ' Ada ',
      lastName: 'Lovelace',
    };

    const missing = await t.api
      .post(`/v1/users/confirmEmail/${token}`)
      .send({ ...body, firstName: '' });
    expect(missing.body.message).toBe('First Name is Required');
    const noUser = await t.api
      .post(`/v1/users/confirmEmail/${token}`)
      .send({ ...body, id: undefined });
    expect(noUser.body).toMatchObject({ message: INCOMPLETE_LINK_MESSAGE, data: null });

    const res = await t.api.post(`/v1/users/confirmEmail/${token}`).send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account activated successfully');
    const session = await signIn(t, DEMO.invited.email, NEW_PASSWORD);
    const me = await t.api
      .get('/v1/users/me')
      .set('authorization', bearer(session.accessToken))
      .expect(200);
    expect(me.body.data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Northwind Logistics',
    });
    await t.api.post(`/v1/users/confirmEmail/${token}`).send(body).expect(400);
  });

  it('does not accept a password-reset token as an invitation', async () => {
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token, id } = await linkFor(DEMO.customer.email, 'password-reset');
    const res = await t.api
      .post(`/v1/users/confirmEmail/${token}`)
      .send({ password: NEW_PASSWORD, resetKey: token, id, firstName: 'A', lastName: 'B' });
    expect(res.body.message).toBe('Invalid or expired reset link');
  });
});
