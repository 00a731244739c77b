import type { OutboxMessage } from '@contract/sandbox';
import { MFA_CODE_LENGTH } from '@contract/auth';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { sandboxUrl } from './sandbox-url';

const CODE = new RegExp(`\\b(\\d{${MFA_CODE_LENGTH}})\\b`);
const POLL_MS = 250;
const GIVE_UP_MS = 10_000;

/** The sandbox's caught emails to one address, newest first. */
async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const http = await lazyHttp();
  return unwrap<OutboxMessage[]>(await http.get(sandboxUrl('outbox'), { params: { to } }));
}

/**
 * Where the outbox of `to` stands before a sign-in (its newest message id): the code to use is
 * in a later message. Ids, not dates, since the sandbox's clock may be paused or moved on.
 */
export async function outboxMark(to: string): Promise<number> {
  return (await readOutbox(to))[0]?.id ?? 0;
}

/**
 * The verification code of the newest MFA email to `to` after `mark`, read from the sandbox
 * outbox as a person would read their inbox; waits briefly for it to arrive.
 */
export async function readMfaCode(to: string, mark: number): Promise<string> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const mail = (await readOutbox(to)).find((m) => m.kind === 'mfa' && m.id > mark);
    const code = mail && CODE.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error('No verification email arrived in the sandbox outbox');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
