import { ACCOUNT_LOCKED_STATUS } from '@contract/auth';
import type { SignInGuard, User } from '../../model/schema';
import { nextId } from '../../model/ids';
import { brandOf, companyOf } from '../branding/branding';
import { accountLockedEmail } from '../outbox/emails';
import { sendEmail } from '../outbox/outbox';
import { isPast, plusMs, type DomainContext } from '../shared/context';
import { HttpError } from '../shared/errors';
import type { Records } from '../../model/records';

/**
 * Each challenge allows five wrong codes, but a new sign-in opens a new challenge. Across
 * challenges: 10 wrong codes within 30 minutes lock the account for 15 minutes, and its owner
 * is told by email. The lock is only ever revealed to someone who knows the password.
 */
export const LOCK_AFTER_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 30 * 60_000;
export const LOCK_MS = 15 * 60_000;

export const ACCOUNT_LOCKED =
  'Too many incorrect sign-in codes: this account is locked for 15 minutes. Its owner has been told by email.';

export const accountLocked = () => new HttpError(ACCOUNT_LOCKED_STATUS, ACCOUNT_LOCKED);

const guardOf = (ctx: DomainContext, userId: number) =>
  ctx.world.signInGuards.find((g) => g.userId === userId);

export function isLocked(guards: Records<SignInGuard>, userId: number, now: Date): boolean {
  const lockedUntil = guards.find((g) => g.userId === userId)?.lockedUntil;
  return !!lockedUntil && !isPast(lockedUntil, now);
}

/** Counts a wrong code; the one that reaches the limit locks the account and mails its owner. */
export function countWrongCode(ctx: DomainContext, user: User): boolean {
  let guard = guardOf(ctx, user.id);
  if (!guard) {
    guard = {
      id: nextId(ctx.world, 'signInGuards'),
      userId: user.id,
      wrongCodes: [],
      lockedUntil: null,
    };
    ctx.world.signInGuards.push(guard);
  }
  const since = ctx.time.now.getTime() - WRONG_CODE_WINDOW_MS;
  guard.wrongCodes = [
    ...guard.wrongCodes.filter((at) => Date.parse(at) > since),
    ctx.time.now.toISOString(),
  ];
  if (guard.wrongCodes.length < LOCK_AFTER_WRONG_CODES) return false;
  guard.wrongCodes = [];
  guard.lockedUntil = plusMs(ctx.time.now, LOCK_MS);
  const brand = brandOf(ctx.world, companyOf(ctx.world, user));
  sendEmail(ctx.world, ctx.time.now, accountLockedEmail(brand, user.email));
  return true;
}
