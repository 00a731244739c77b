import { inject } from 'vitest';

/**
 * What the suite talks to, and as whom. Against the sandbox (the default) it signs in as the demo
 * customer and reads the MFA code from the outbox; against a real provider, give an account with
 * CONTRACT_EMAIL / CONTRACT_PASSWORD and either CONTRACT_MFA_CODE (a code the account accepts) or
 * CONTRACT_ACCESS_TOKEN (an MFA-verified token). Tests that change data run against the sandbox,
 * or elsewhere only with CONTRACT_ALLOW_WRITES=1.
 */
export const apiBaseUrl = inject('apiBaseUrl');
/** The sandbox's own calls (outbox, info) go to it directly, around a proxy in front of the API. */
export const sandboxOrigin = inject('sandboxOrigin');

/**
 * Behind Prism (CONTRACT_THROUGH_PRISM=1), which refuses by itself what the document rules out
 * before the sandbox sees it (an unknown path, a protected call without a token): those
 * refusals are Prism's, not the sandbox's, and are not checked then.
 */
export const throughPrism = process.env.CONTRACT_THROUGH_PRISM === '1';

export const account = {
  email: process.env.CONTRACT_EMAIL ?? 'customer@example.com',
  password: process.env.CONTRACT_PASSWORD ?? 'Customer#Demo2026',
  mfaCode: process.env.CONTRACT_MFA_CODE,
  accessToken: process.env.CONTRACT_ACCESS_TOKEN,
};

let sandbox: Promise<boolean> | undefined;
/** Whether the API is this sandbox (only it answers /__sandbox/info). */
export const isSandbox = (): Promise<boolean> =>
  (sandbox ??= fetch(`${sandboxOrigin}/__sandbox/info`)
    .then((r) => r.ok)
    .catch(() => false));

export const writesAllowed = async () =>
  process.env.CONTRACT_ALLOW_WRITES === '1' || (await isSandbox());
