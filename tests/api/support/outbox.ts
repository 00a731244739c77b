import type { TestApp } from './test-app';

export type CaughtEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
};

/** The sandbox outbox for one address, newest first — what the portal's outbox page shows. */
export async function outboxOf(t: TestApp, to: string): Promise<CaughtEmail[]> {
  return (await t.api.get('/__sandbox/outbox').query({ to }).expect(200)).body.data;
}

/** token and id of the newest emailed link of that kind (e.g. /resetPassword, /confirmNewUser). */
export async function linkFor(
  t: TestApp,
  to: string,
  kind: 'password-reset' | 'invitation',
): Promise<{ token: string; id: number }> {
  const route = kind === 'invitation' ? 'confirmNewUser' : 'resetPassword';
  const mail = (await outboxOf(t, to)).find((m) => m.kind === kind);
  const match = new RegExp(`${t.config.portalUrl}/${route}\\?token=([\\w-]+)&id=(\\d+)`).exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no ${kind} link for ${to}`);
  return { token: match[1] as string, id: Number(match[2]) };
}

export const NEW_PASSWORD = 'Brand#NewPass2026';

export const resetPasswordFromEmail = (t: TestApp, token: string, body: object) =>
  t.api.post(`/v1/users/resetPasswordFromEmail/${token}`).send(body);
