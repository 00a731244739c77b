import { randomInt } from 'node:crypto';

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789#%+=@';

/**
 * A 16-character password for a VM's default user (no look-alike characters). Here, beside the
 * record it fills, because a new VM, a world's own copy and a stored world's upgrade all make one.
 */
export function randomPassword(): string {
  return Array.from(
    { length: 16 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}
