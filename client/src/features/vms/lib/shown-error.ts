import { VM_MESSAGES } from '@contract/virtual-machines';

/**
 * What a create-form field shows for its error: nothing while it is disabled (it cannot be
 * filled yet); a red mark without words when its message is "Please fill in empty fields",
 * which the form says once, under the fields.
 */
export function shownError(message: string | undefined, enabled: boolean) {
  if (!enabled || !message) return { invalid: false, text: null };
  return { invalid: true, text: message === VM_MESSAGES.emptyFields ? null : message };
}
