import { inject } from 'vitest';

/**
 * What the suite talks to, and as whom. Against the sandbox (the default) it signs in as the demo
 * customer and reads the MFA code from the outbox; against a real provider, give an account with
 * CONTRACT_EMAIL / CONTRACT_PASSWORD and either CONTRACT_MFA_CODE (a code the account accepts) or
 * CONTRACT_ACCESS_TOKEN (an MFA-verified token). Tests that change data run against the sandbox,
 * or elsewhere only with CONTRACT_ALLOW_WRITES=1.
 */
export const apiBaseUrl = inject('apiBaseUrl');
export const origin = new URL(apiBaseUrl).origin;

export const account = {
  email: process.env.CONTRACT_EMAIL ?? 'customer@example.com',
  password: process.env.CONTRACT_PASSWORD ?? 'Customer#Demo2026',
  mfaCode: process.env.CONTRACT_MFA_CODE,
  accessToken: process.env.CONTRACT_ACCESS_TOKEN,
};

let sandbox: Promise<boolean> | undefined;
/** Whether the API is this sandbox (only it answers /__sandbox/info). */
export const isSandbox = (): Promise<boolean> =>
  (sandbox ??= fetch(`${origin}/__sandbox/info`)
    .then((r) => r.ok)
    .catch(() => false));

export const writesAllowed = async () =>
  process.env.CONTRACT_ALLOW_WRITES === '1' || (await isSandbox());
