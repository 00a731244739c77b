import { z } from 'zod';
import { plainText } from './free-text';

/** The support message's limits: the counter, the submit button and the API use the same numbers. */
export const SUPPORT_MESSAGE_MAX = 2000;
/** Below this many characters left, the counter turns amber. */
export const SUPPORT_MESSAGE_WARN_BELOW = 100;

export const SUPPORT_MESSAGES = {
  required: 'Message is required',
  tooLong: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  sent: 'Support Request Submitted Successfully!',
} as const;

/** Counted as typed (the counter shows the same length), then refused when only blanks remain. */
export const supportMessageSchema = z.object({
  message: plainText(
    z
      .string({ error: SUPPORT_MESSAGES.required })
      .max(SUPPORT_MESSAGE_MAX, { message: SUPPORT_MESSAGES.tooLong, abort: true })
      .trim()
      .min(1, SUPPORT_MESSAGES.required),
    true,
  ),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketResponseSchema = z.object({ ticketId: z.number() });
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
