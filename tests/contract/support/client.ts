import { expect } from 'vitest';
import { account, apiBaseUrl, isSandbox, sandboxOrigin } from './target';

export type Answer = {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { message?: string; data?: unknown };
};

type Options = {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
};

/** One call as any client makes it: JSON in, the { message, data } envelope out. */
export async function call(method: string, path: string, options: Options = {}): Promise<Answer> {
  const url = new URL(`${apiBaseUrl}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // Behind Prism: what the OpenAPI document does not describe of this answer.
  const violations = response.headers.get('sl-violations');
  expect(violations, `${method} ${path}: not as the OpenAPI document says`).toBeNull();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

export const bearerOf = (header: string | null) => header?.replace(/^Bearer /, '') ?? '';

/** The MFA code for this sign-in: a configured one, or the newest from the sandbox outbox. */
async function mfaCode(afterId: number): Promise<string> {
  if (account.mfaCode) return account.mfaCode;
  expect(await isSandbox(), 'a real API needs CONTRACT_MFA_CODE or CONTRACT_ACCESS_TOKEN').toBe(
    true,
  );
  for (let i = 0; i < 50; i++) {
    const mail = (await outbox()).find((m) => m.kind === 'mfa' && m.id > afterId);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no MFA email arrived');
}

async function outbox(): Promise<{ id: number; kind: string; text: string }[]> {
  const r = await fetch(
    `${sandboxOrigin}/__sandbox/outbox?to=${encodeURIComponent(account.email)}`,
  );
  return ((await r.json()) as { data: { id: number; kind: string; text: string }[] }).data;
}

export type Session = { access: string; refresh: string };

/** Login, then MFA: what a person does, ending with the session's tokens from the headers. */
export async function signIn(): Promise<Session> {
  const mark = account.mfaCode || !(await isSandbox()) ? 0 : ((await outbox())[0]?.id ?? 0);
  const login = await call('POST', '/auth/login', {
    body: { email: account.email, password: account.password },
  });
  expect(login.status, login.body.message).toBe(200);
  const preMfa = bearerOf(login.headers.get('authorization'));
  expect(preMfa).not.toBe('');
  const mfa = await call('POST', '/auth/mfa', {
    token: preMfa,
    body: { code: await mfaCode(mark) },
  });
  expect(mfa.status, mfa.body.message).toBe(200);
  return {
    access: bearerOf(mfa.headers.get('authorization')),
    refresh: bearerOf(mfa.headers.get('refresh')),
  };
}

let shared: Promise<string> | undefined;
/** One MFA-verified token for the read-only tests (or the configured one). */
export const accessToken = (): Promise<string> =>
  (shared ??= account.accessToken
    ? Promise.resolve(account.accessToken)
    : signIn().then((s) => s.access));
