import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Clock } from '../../simulation/clock';
import type { HandOffRows, HandOffStore } from '../ports/hand-offs';

/** How long the landing page's visitor has to arrive at their world. */
export const HAND_OFF_MS = 60_000;

/** Two keys from one code: the row's name, and the key that seals the world's key. */
const derived = (code: string, use: 'row' | 'seal') =>
  Buffer.from(hkdfSync('sha256', code, 'sandbox hand-off', use, 32));

const rowOf = (code: string) => derived(code, 'row').toString('hex');

function seal(key: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived(code, 'seal'), iv);
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, code: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived(code, 'seal'), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Carries a new world's key from the apex to the world's own host, where it becomes an HttpOnly
 * cookie. The apex cannot set a cookie for another host, and the key must not sit in an address
 * (history, logs, Referer): the visitor is sent to the world with a one-time code, good for one
 * minute, that the world exchanges for the key. What is stored is named by a hash of the code
 * and holds the key sealed with the code: whoever reads the rows (a database dump) has neither
 * a code to redeem nor a key to use. Codes nobody used are removed when the next is issued, and
 * by the trial's sweep.
 */
export class HandOffs implements HandOffStore {
  constructor(
    private readonly rows: HandOffRows,
    private readonly clock: Clock,
  ) {}

  async issue(worldId: string, key: string): Promise<string> {
    const now = this.clock.now();
    await this.rows.removeExpired(now);
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + HAND_OFF_MS);
    await this.rows.put(rowOf(code), { worldId, sealedKey: seal(key, code), expiresAt });
    return code;
  }

  async redeem(worldId: string, code: string): Promise<string | null> {
    const handOff = await this.rows.take(rowOf(code), worldId);
    if (!handOff || handOff.expiresAt <= this.clock.now()) return null;
    return unseal(handOff.sealedKey, code);
  }

  removeExpired(): Promise<void> {
    return this.rows.removeExpired(this.clock.now());
  }
}
