import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { listOutbox, OUTBOX_LIMIT, sendEmail } from './outbox';

const world = () => emptyWorld({ seed: 1, now: new Date('2026-03-01T00:00:00Z'), jwtSecret: 's' });
const draft = (to: string, subject: string) => ({
  from: 'a@x.example',
  to,
  subject,
  text: 't',
  kind: 'mfa' as const,
});

describe('outbox', () => {
  it('lists newest first, also within the same instant', () => {
    const w = world();
    sendEmail(w, new Date('2026-03-01T10:00:00Z'), draft('a@example.com', 'first'));
    sendEmail(w, new Date('2026-03-01T11:00:00Z'), draft('b@example.com', 'second'));
    sendEmail(w, new Date('2026-03-01T11:00:00Z'), draft('a@example.com', 'third'));
    expect(listOutbox(w).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
  });

  it('filters by recipient case-insensitively', () => {
    const w = world();
    sendEmail(w, new Date(), draft('Customer@Example.com', 'hello'));
    sendEmail(w, new Date(), draft('other@example.com', 'other'));
    expect(listOutbox(w, 'customer@EXAMPLE.com').map((m) => m.subject)).toEqual(['hello']);
  });

  it('keeps only the newest emails, however many are sent', () => {
    const w = world();
    const now = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < OUTBOX_LIMIT + 100; i++) sendEmail(w, now, draft('c@d.example', `n${i}`));
    expect(w.outbox).toHaveLength(OUTBOX_LIMIT);
    expect(w.outbox.first()?.subject).toBe('n100');
    expect(w.outbox.last()?.subject).toBe(`n${OUTBOX_LIMIT + 99}`);
  });
});
