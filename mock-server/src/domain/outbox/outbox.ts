import type { OutboxKind } from '@contract/sandbox';
import type { OutboxEmail, World } from '../../model/schema';
import { nextId } from '../../model/ids';

export type EmailDraft = {
  from: string;
  to: string;
  subject: string;
  text: string;
  kind: OutboxKind;
};

/** The outbox keeps the newest emails only: anyone can make the sandbox send one. */
export const OUTBOX_LIMIT = 500;

/** The sandbox never sends mail: it files it here, where the portal's outbox page and tests read it. */
export function sendEmail(world: World, now: Date, draft: EmailDraft): OutboxEmail {
  const email: OutboxEmail = { id: nextId(world, 'outbox'), ...draft, sentAt: now.toISOString() };
  world.outbox.push(email);
  world.outbox.keepNewest(OUTBOX_LIMIT);
  return email;
}

/** Newest first; `to` matches case-insensitively, as mail addresses do in practice. */
export function listOutbox(world: World, to?: string): OutboxEmail[] {
  const wanted = to?.trim().toLowerCase();
  return world.outbox
    .filter((m) => !wanted || m.to.toLowerCase() === wanted)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id);
}
