import type { ContactLead, ContactSalesRequest, KeepSandboxRequest } from '@contract/sales-leads';
import type { KeptLead } from '@contract/sales-leads';

/** What a world's visitor left for the sales team (the registry's record of it). */
export type Lead = { kept: KeptLead | null; contacts: ContactLead[] };

/** The same message to sales within this time is the same lead (a double click, a retry). */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** The newest messages kept per world; the per-world limit keeps them far fewer anyway. */
export const CONTACTS_KEPT = 20;

export type KeepDecision =
  /** Nothing to store: kept already, with these very details. */
  | { change: 'none'; kept: KeptLead }
  /** Kept now (`first`), or its details corrected. */
  | { change: 'kept'; lead: Lead; kept: KeptLead; first: boolean };

/**
 * Keeping a world: the first time records who kept it and when; again with the same details
 * changes nothing (a double click), with other details corrects them, keeping the first date.
 */
export function keepLead(
  current: Lead | null,
  request: KeepSandboxRequest,
  now: Date,
): KeepDecision {
  const was = current?.kept ?? null;
  const same =
    was?.name === request.name &&
    was.workEmail === request.workEmail &&
    was.company === request.company;
  if (was && same) return { change: 'none', kept: was };
  const kept: KeptLead = { at: was?.at ?? now, ...request };
  return {
    change: 'kept',
    lead: { kept, contacts: current?.contacts ?? [] },
    kept,
    first: !was,
  };
}

export type ContactDecision =
  | { change: 'none'; contact: ContactLead }
  | { change: 'contacted'; lead: Lead; contact: ContactLead };

/**
 * Asking sales to get in touch: the same message and contact as one sent within the repeat
 * window is that one (nothing new); anything else is a new message, the oldest dropped past
 * the few kept.
 */
export function contactLead(
  current: Lead | null,
  request: ContactSalesRequest,
  now: Date,
): ContactDecision {
  const contacts = current?.contacts ?? [];
  const repeated = contacts.findLast(
    (c) =>
      c.message === request.message &&
      c.preferredContact === request.preferredContact &&
      now.getTime() - c.at.getTime() < REPEAT_WINDOW_MS,
  );
  if (repeated) return { change: 'none', contact: repeated };
  const contact: ContactLead = { at: now, ...request };
  return {
    change: 'contacted',
    lead: { kept: current?.kept ?? null, contacts: [...contacts, contact].slice(-CONTACTS_KEPT) },
    contact,
  };
}
