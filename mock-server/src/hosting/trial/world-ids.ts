import { randomBytes } from 'node:crypto';
import { safeEqual, sha256 } from '../../domain/auth/secure-compare';

/** 128 random bits in base 36: 25 lowercase letters and digits, a DNS label nobody can guess. */
export function newWorldId(): string {
  return BigInt(`0x${randomBytes(16).toString('hex')}`)
    .toString(36)
    .padStart(25, '0');
}

/** The key that opens a world's controls: handed out once, kept only as its hash. */
export function newWorldKey(): { key: string; keyHash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, keyHash: hashWorldKey(key) };
}

// The key is 192 random bits: a plain hash is enough, no slow password hash is needed.
export const hashWorldKey = (key: string): string => sha256(key);

export const keyMatches = (sent: string, keyHash: string): boolean =>
  safeEqual(hashWorldKey(sent), keyHash);
