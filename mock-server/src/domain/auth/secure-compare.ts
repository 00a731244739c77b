import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time string equality: codes and tokens must not leak how many characters matched. */
export function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length buffers, so the length of a secret does not leak either.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** Reset and invitation tokens are stored hashed: a leaked data file does not hand out live links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** MFA codes are short, so they are keyed with the world's secret rather than plainly hashed. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}
