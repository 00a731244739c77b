import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_WARN_BELOW,
  supportMessageSchema,
} from '@contract/support';

export type CounterTone = 'normal' | 'warning' | 'over';

/** What the counter under the support message says, and in which colour. */
export function messageCounter(message: string): { text: string; tone: CounterTone } {
  const remaining = SUPPORT_MESSAGE_MAX - message.length;
  if (remaining < 0) return { text: `${-remaining} characters over limit`, tone: 'over' };
  return {
    text: `${remaining} characters remaining`,
    tone: remaining < SUPPORT_MESSAGE_WARN_BELOW ? 'warning' : 'normal',
  };
}

/** Submit stays disabled for an empty, blank or overlong message: the API's own rule. */
export const canSubmitMessage = (message: string) =>
  supportMessageSchema.safeParse({ message }).success;
