import { EMAIL_PATTERN } from '@contract/envelope';
import type { WorldLeads } from '../../application/world-deps';
import { contactLead, keepLead, type Lead } from '../../domain/leads/leads';
import { contactEmail, keptEmail } from '../../domain/leads/lead-emails';
import { sendEmail, type EmailDraft } from '../../domain/outbox/outbox';
import type { OutboxEmail } from '../../model/schema';
import { conflict, HttpError } from '../../domain/shared/errors';
import type { Clock } from '../../simulation/clock';
import type { Store } from '../../storage/engine/store';
import type { DemoStore } from '../../storage/ports/demos';
import type { WorldRecord, WorldRegistry } from '../../storage/ports/world-registry';
import type { Signals, TrialSignal } from './signals';
import type { TrialConfig } from './trial-config';

/** Requests racing on one world's lead (a double click on two processes) each decide again. */
const ATTEMPTS = 5;

export const LEAD_GONE = 'This sandbox no longer exists';
export const LEAD_BUSY = 'This sandbox is busy: please try again';

type Options = {
  id: string;
  /** The world's address, as its visitors open it (the kept email's bookmark). */
  origin: string;
  registry: Pick<WorldRegistry, 'find' | 'replaceLead'>;
  clock: Clock;
  trial: Pick<TrialConfig, 'ttlMs' | 'keptTtlMs' | 'persona'>;
  store: Store;
  /** The world's own time, the outbox's dates. */
  worldNow: () => Date;
  demos: Pick<DemoStore, 'byWorld'>;
  signals: Pick<Signals, 'emit'>;
};

/**
 * Keeping a hosted world and asking sales, over the registry's record of its lead: each is
 * decided on the record as read and stored only if nobody changed it meanwhile (else read and
 * decided again), so a double click, even on two processes, stores one lead, sends one email
 * and one signal.
 */
export function worldLeads(o: Options): WorldLeads {
  const record = async (): Promise<WorldRecord> => {
    const found = await o.registry.find(o.id);
    if (found.state !== 'live') throw new HttpError(410, LEAD_GONE);
    return found.record;
  };
  // This very request counts as the last visit; a demo's fixed end is its seller's to move.
  const endOf = (r: WorldRecord, now: Date) =>
    r.expiresAt ?? new Date(now.getTime() + (r.lead?.kept ? o.trial.keptTtlMs : o.trial.ttlMs));

  /** Reads the lead, decides, stores if need be; the decision that was stored (or needed none). */
  async function decide<D extends { change: string }>(
    decision: (lead: Lead | null, now: Date) => D & { lead?: Lead },
  ): Promise<{ made: D; record: WorldRecord; now: Date }> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const read = await record();
      const now = o.clock.now();
      const made = decision(read.lead ?? null, now);
      if (!made.lead) return { made, record: read, now };
      if (await o.registry.replaceLead(o.id, read.lead ?? null, made.lead))
        return { made, record: { ...read, lead: made.lead }, now };
    }
    throw conflict(LEAD_BUSY);
  }

  /**
   * Files the email unless the outbox holds it already: a repeat whose first request filed it
   * sends nothing, one whose first request failed before filing it sends it now. In the world's
   * one unit of work, so two racing requests file it once.
   */
  const mailOnce = (draft: EmailDraft, same: (filed: OutboxEmail) => boolean) =>
    o.store.mutate((world) => {
      const filed = world.outbox.some((m) => m.kind === draft.kind && m.to === draft.to && same(m));
      if (!filed) sendEmail(world, o.worldNow(), draft);
    });

  /** `summary` is told what the world is: "Trial <id>", or "The demo for <company>". */
  const signal = async (
    type: TrialSignal['type'],
    summary: (where: string) => string,
    at: Date,
  ) => {
    const demo = await o.demos.byWorld(o.id);
    await o.signals.emit({
      type,
      world: o.id,
      summary: summary(demo ? `The demo for ${demo.company}` : `Trial ${o.id}`),
      at,
      ...(demo && { demo: { id: demo.id, company: demo.company } }),
    });
  };

  return {
    async standing() {
      const r = await record();
      return { expiresAt: endOf(r, o.clock.now()), kept: Boolean(r.lead?.kept) };
    },

    async keep(request) {
      const { made, record: r, now } = await decide((lead, at) => keepLead(lead, request, at));
      const expiresAt = endOf(r, now);
      const { kept } = made;
      if (made.change === 'kept' && made.first)
        await signal('trial.kept', (w) => `${w} was kept by ${kept.name} (${kept.company})`, now);
      // One to each address the world was kept with (again after a reset empties the outbox).
      const days = o.trial.keptTtlMs / 86_400_000;
      await mailOnce(keptEmail(kept, `${o.origin}/`, days, expiresAt), () => true);
      return { kept, expiresAt, again: made.change === 'none' };
    },

    async contact(request) {
      const { made, record: r, now } = await decide((lead, at) => contactLead(lead, request, at));
      const { contact } = made;
      const who = r.lead?.kept ? `${r.lead.kept.name} (${r.lead.kept.company})` : 'Its visitor';
      if (made.change === 'contacted')
        await signal(
          'trial.contact',
          (w) => `${w}: ${who} asked sales to get in touch at ${contact.preferredContact}`,
          now,
        );
      // Confirmed to the address given, else to whoever kept the world, else its own account.
      const to = EMAIL_PATTERN.test(contact.preferredContact)
        ? contact.preferredContact
        : (r.lead?.kept?.workEmail ?? o.trial.persona);
      const draft = contactEmail(contact, to, `${o.origin}/`);
      await mailOnce(draft, (filed) => filed.text === draft.text);
      return { contact, repeated: made.change === 'none' };
    },
  };
}
