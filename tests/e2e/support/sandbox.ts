import { expect, type APIRequestContext } from '@playwright/test';

// Every call goes to the worker's own sandbox: `request` and `page.request` carry its baseURL.

type OutboxMessage = { id: number; to: string; subject: string; text: string; kind: string };

/** Emails the sandbox caught for one address, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/__sandbox/outbox', { params: { to } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The newest email of one kind, waiting for it to arrive. */
export async function latestEmail(request: APIRequestContext, to: string, kind: string) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(request, to)).find((m) => m.kind === kind);
      return found;
    })
    .toBeTruthy();
  return found!;
}

export const mfaCodeIn = (mail: OutboxMessage) => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'MFA email carries a 6-digit code').toBeTruthy();
  return code!;
};

export async function latestMfaCode(request: APIRequestContext, to: string): Promise<string> {
  return mfaCodeIn(await latestEmail(request, to, 'mfa'));
}

/** Back to the seeded world, so every test starts from the same data. */
export async function resetSandbox(request: APIRequestContext) {
  // Sandbox controls take JSON only (a page cannot send that without a CORS preflight).
  const response = await request.post('/__sandbox/reset', { data: {} });
  expect(response.ok()).toBeTruthy();
}

/** Moves the sandbox's clock on: whatever comes due (jobs, boots, stops) applies at once. */
export async function fastForward(request: APIRequestContext, seconds: number) {
  const response = await request.post('/__sandbox/clock/fastForward', {
    data: { minutes: seconds / 60 },
  });
  expect(response.ok()).toBeTruthy();
}

/** The portal link inside an email, made relative so it opens against the test portal. */
export function portalLink(text: string, route: string) {
  const match = new RegExp(`https?://[^\\s]+${route}\\?[^\\s]+`).exec(text);
  expect(match, `email carries a ${route} link`).toBeTruthy();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** Holds simulated time still (jobs and transitions stay where they are) until fast-forwarded. */
export async function pauseSandboxClock(request: APIRequestContext) {
  const response = await request.post('/__sandbox/clock/pause', { data: {} });
  expect(response.ok()).toBeTruthy();
}
