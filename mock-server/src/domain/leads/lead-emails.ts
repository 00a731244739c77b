import type { ContactLead, KeptLead } from '@contract/sales-leads';
import { PRODUCT } from '../branding/product';
import type { EmailDraft } from '../outbox/outbox';

const day = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** To whoever kept the sandbox: its address to bookmark, and how long it now lives. */
export function keptEmail(
  kept: KeptLead,
  address: string,
  keptDays: number,
  until: Date,
): EmailDraft {
  return {
    kind: 'sandbox-kept',
    from: PRODUCT.senderEmail,
    to: kept.workEmail,
    subject: `Your ${PRODUCT.shortName} sandbox is kept`,
    text: [
      `Hello ${kept.name},`,
      '',
      `Your ${PRODUCT.shortName} sandbox for ${kept.company} is kept. Bookmark its address:`,
      address,
      '',
      `It now stays for ${keptDays} days after each visit: if you do not come back, until`,
      `${day(until)}. Our sales team may get in touch about moving to a real account.`,
    ].join('\n'),
  };
}

/** To the address the visitor gave (an email; a phone number: to the person who kept it, if known). */
export function contactEmail(contact: ContactLead, to: string, address: string): EmailDraft {
  return {
    kind: 'sales-contact',
    from: PRODUCT.senderEmail,
    to,
    subject: `We received your message to the ${PRODUCT.shortName} sales team`,
    text: [
      `Thank you for your message. Our sales team will reach you at ${contact.preferredContact}.`,
      '',
      `You wrote, on ${contact.at.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
      contact.message,
      '',
      `Your sandbox: ${address}`,
    ].join('\n'),
  };
}
