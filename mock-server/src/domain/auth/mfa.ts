import { randomInt } from 'node:crypto';
import type { MfaChallenge, User } from '../../model/schema';
import { isPast, plusMs, type DomainContext } from '../shared/context';
import { unauthorized } from '../shared/errors';
import { nextId } from '../../model/ids';
import { refuseAfterSaving } from '../../model/refusal-after-saving';
import { accountLocked, countWrongCode } from './account-lock';
import { hmac, safeEqual } from './secure-compare';

export const MFA_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed per challenge; after that only a new login (a new challenge) helps. */
export const MFA_MAX_ATTEMPTS = 5;

export const MFA_MESSAGES = {
  invalid: 'Invalid MFA code',
  exhausted: 'Retries exhausted',
  expired: 'MFA code has expired',
} as const;

const codeHash = (ctx: DomainContext, challengeId: number, code: string) =>
  hmac(ctx.world.secrets.jwt, `mfa:${challengeId}:${code}`);

/** One challenge per login (per session family); only a keyed hash of the code is kept. */
export function createChallenge(
  ctx: DomainContext,
  user: User,
  familyId: number,
): { challenge: MfaChallenge; code: string } {
  const code = ctx.config.mfaCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = nextId(ctx.world, 'mfaChallenges');
  const challenge: MfaChallenge = {
    id,
    userId: user.id,
    familyId,
    codeHash: codeHash(ctx, id, code),
    attempts: 0,
    usedAt: null,
    createdAt: ctx.time.now.toISOString(),
    expiresAt: plusMs(ctx.time.now, MFA_CODE_TTL_MS),
  };
  ctx.world.mfaChallenges.push(challenge);
  return { challenge, code };
}

/**
 * Checks a code against the session's challenge. Order matters: a used challenge is never
 * reusable, a locked one stays locked even for the right code, and an expired code is
 * reported as expired rather than wrong. Only wrong codes count as attempts.
 */
export function verifyChallenge(
  ctx: DomainContext,
  user: User,
  familyId: number,
  code: string,
): MfaChallenge {
  const challenge = ctx.world.mfaChallenges.findLast((c) => c.familyId === familyId);
  if (!challenge || challenge.usedAt) throw unauthorized(MFA_MESSAGES.invalid);
  if (challenge.attempts >= MFA_MAX_ATTEMPTS) throw unauthorized(MFA_MESSAGES.exhausted);
  if (isPast(challenge.expiresAt, ctx.time.now)) throw unauthorized(MFA_MESSAGES.expired);
  if (!safeEqual(codeHash(ctx, challenge.id, code), challenge.codeHash)) {
    // Counted although the code is refused: per challenge, and across challenges (account lock).
    challenge.attempts += 1;
    const locked = countWrongCode(ctx, user);
    throw refuseAfterSaving(locked ? accountLocked() : unauthorized(MFA_MESSAGES.invalid));
  }
  challenge.usedAt = ctx.time.now.toISOString();
  return challenge;
}
