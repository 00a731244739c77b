import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DEFAULT_PASSWORD_COST } from '../../config';

/**
 * Password hashing with node's scrypt: no native dependency, memory-hard, and the async form
 * keeps the event loop free while a login is checked. Stored as
 * `scrypt$N$r$p$saltBase64$hashBase64` so the parameters can change without breaking old hashes.
 */
const PARAMS = { r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(
  password: string,
  cost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, N: cost });
  return ['scrypt', cost, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A real hash of a random password, at the cost the accounts' hashes are made with: checking
// an unknown email against it costs the same scrypt work as a wrong password, so response times
// do not reveal which emails exist.
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = DEFAULT_PASSWORD_COST): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
