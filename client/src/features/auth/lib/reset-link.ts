/** What the reset and activation screens need from their link: the emailed key and the user id. */
export type ResetLink = { token: string; id: number };

type ResetState = { id?: unknown; resetKey?: unknown } | null | undefined;

/**
 * Reads ?token=&id= first, then navigation state { id, resetKey } (the forced reset after MFA).
 * Returns null when either part is missing, so the screen can show the missing-token message.
 */
export function readResetLink(search: string, state?: unknown): ResetLink | null {
  const query = new URLSearchParams(search);
  const fromState = (state ?? null) as ResetState;
  const token =
    query.get('token') || (typeof fromState?.resetKey === 'string' ? fromState.resetKey : '');
  const id = Number(query.get('id') ?? fromState?.id);
  if (!token || !Number.isInteger(id) || id <= 0) return null;
  return { token, id };
}
