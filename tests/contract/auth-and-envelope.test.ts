import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@contract/users';
import { accessToken, bearerOf, call, signIn } from './support/client';
import { account, throughPrism } from './support/target';

/** Every refusal: a status, a readable message, no data. */
function expectRefusal(answer: Awaited<ReturnType<typeof call>>, statuses: number[]) {
  expect(statuses).toContain(answer.status);
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.message).not.toBe('');
  expect(answer.body.data ?? null).toBeNull();
}

describe('the envelope', () => {
  it('answers success as { message, data }', async () => {
    const health = await call('GET', '/healthCheck/api');
    expect(health.status).toBe(200);
    expect(typeof health.body.message).toBe('string');
    expect(health.body).toHaveProperty('data');
  });

  it.skipIf(throughPrism)('refuses an unknown call with 404 and a message', async () => {
    expectRefusal(await call('GET', '/noSuchCall/anywhere'), [404]);
  });

  it('refuses a protected call without a token, or with a forged one, with 401', async () => {
    if (!throughPrism) expectRefusal(await call('GET', '/users/me'), [401]);
    expectRefusal(await call('GET', '/users/me', { token: 'e30.e30.forged' }), [401]);
  });

  it('refuses bad input with 400, a message and field errors { path, msg }', async () => {
    const answer = await call('POST', '/auth/login', { body: { email: 'not-an-email' } });
    expectRefusal(answer, [400]);
    const errors = answer.body.errors as { path: string; msg: string }[];
    expect(Array.isArray(errors)).toBe(true);
    for (const error of errors) {
      expect(typeof error.path).toBe('string');
      expect(typeof error.msg).toBe('string');
    }
  });
});

describe('sign-in', () => {
  it('refuses a wrong password without any token', async () => {
    const answer = await call('POST', '/auth/login', {
      body: { email: account.email, password: 'Wrong#Password1' },
    });
    expectRefusal(answer, [400, 401]);
    expect(answer.headers.get('authorization')).toBeNull();
  });

  it('gives a pre-MFA token that cannot reach the console', async () => {
    const login = await call('POST', '/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(currentUserSchema.parse((login.body.data as { user: unknown }).user).email).toBe(
      account.email,
    );
    const preMfa = bearerOf(login.headers.get('authorization'));
    expectRefusal(await call('GET', '/virtualMachines/list', { token: preMfa }), [401]);
  });

  it('completes with MFA: tokens in the headers, the user from /users/me, a refresh that rotates', async () => {
    const session = await signIn();
    const me = await call('GET', '/users/me', { token: session.access });
    expect(me.status).toBe(200);
    expect(currentUserSchema.parse(me.body.data).email).toBe(account.email);

    const refreshed = await call('POST', '/auth/refreshAuth', {
      headers: { refresh: `Bearer ${session.refresh}` },
    });
    expect(refreshed.status).toBe(200);
    const rotated = bearerOf(refreshed.headers.get('refresh'));
    expect(rotated).not.toBe('');
    expect(rotated).not.toBe(session.refresh);
    expect((await call('GET', '/auth/check', { token: await accessToken() })).status).toBe(200);
  });
});
