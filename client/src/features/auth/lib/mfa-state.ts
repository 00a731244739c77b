import type { CurrentUser } from '@contract/users';

/** What login hands to the MFA screen through navigation state. */
export type MfaNavigationState = { email: string; resellerEmail: string; user: CurrentUser };

export function readMfaState(state: unknown): Partial<MfaNavigationState> {
  return state && typeof state === 'object' ? (state as Partial<MfaNavigationState>) : {};
}
