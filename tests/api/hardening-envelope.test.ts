import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../contract/envelope';
import { loginRequestSchema } from '../../contract/auth';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.app.close();
  t = null;
});

/** Sends raw bytes and returns the whole answer: for requests no HTTP client would send. */
async function raw(app: TestApp['app'], bytes: string): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('every answer is in the { message, data } envelope', () => {
  it('an OPTIONS that is not a preflight', async () => {
    t = await createTestApp();
    const res = await t.api.options('/v1/auth/login');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: expect.stringMatching(/preflight/i), data: null });
  });

  it('a path parameter over the router limit', async () => {
    t = await createTestApp();
    const res = await t.api.get(`/v1/virtualMachines/details/${'1'.repeat(150)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ message: 'A path parameter is too long', data: null });
  });

  it('a malformed request line and oversized headers', async () => {
    t = await createTestApp();
    const answer = await raw(t.app, 'GET /v1 /x HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(answer)).toEqual({ message: 'Malformed HTTP request', data: null });
    await t.app.close();
    t = await createTestApp();
    const huge = await raw(t.app, `GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(huge).data).toBeNull();
  });
});

describe('hostile email addresses', () => {
  // Long, yet inside the body limit of the public forms.
  const hostile = `a@${'.'.repeat(20_000)}@`;

  it('are refused by their length before any pattern runs', () => {
    const result = loginRequestSchema.safeParse({ email: hostile, password: 'x' });
    expect(result.success).toBe(false);
    const emailIssues = result.error?.issues.filter((i) => i.path[0] === 'email') ?? [];
    // Only the length check ran: the pattern never saw the input.
    expect(emailIssues.map((i) => i.code)).toEqual(['too_big']);
    expect(emailIssues[0]?.message).toBe('Entered value does not match email format');
  });

  it('get the form message from login, forgot password and the partner inquiry', async () => {
    t = await createTestApp();
    const login = await t.api.post('/v1/auth/login').send({ email: hostile, password: 'x' });
    expect(login.body.message).toBe('Entered value does not match email format');
    const forgot = await t.api.post('/v1/users/forgotPassword').send({ email: hostile });
    expect(forgot.body.message).toBe('Please enter a valid email address');
  });

  it('the pattern still accepts and refuses what it did', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.co.uk'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', 'a@@b.c', '@b.c', 'a@b.'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
