import type { Inquiry as InquiryInput } from '@contract/partners';
import type { Inquiry } from '../../model/schema';
import { inquiryEmail } from '../outbox/emails';
import { nextId } from '../../model/ids';
import { sendEmail } from '../outbox/outbox';
import type { World } from '../../model/schema';

/** Inquiries come from anyone without signing in: only the newest are kept. */
export const INQUIRY_LIMIT = 200;

export const INQUIRY_THANKS =
  'Thank you for your inquiry! A partner will contact you within 24-48 hours.';

/** Files a partner inquiry (already validated and normalised by the contract schema) and mails the partner desk. */
export function receiveInquiry(world: World, now: Date, input: InquiryInput): Inquiry {
  // Optional fields the visitor left empty are absent, not stored as undefined keys.
  const fields = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as InquiryInput;
  const inquiry: Inquiry = {
    id: nextId(world, 'inquiries'),
    ...fields,
    receivedAt: now.toISOString(),
  };
  world.inquiries.push(inquiry);
  world.inquiries.keepNewest(INQUIRY_LIMIT);
  sendEmail(world, now, inquiryEmail(inquiry));
  return inquiry;
}
