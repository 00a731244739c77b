import type { User, World } from '../../model/schema';
import { brandOf, companyOf } from '../branding/branding';
import type { DomainContext } from '../shared/context';
import { mfaEmail } from '../outbox/emails';
import { badRequest, unauthorized } from '../shared/errors';
import { accountLocked, isLocked } from './account-lock';
import { createChallenge, verifyChallenge } from './mfa';
import { sendEmail } from '../outbox/outbox';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { issuePair, startSession, type Session, type TokenPair } from './sessions';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  mfaAlreadyVerified: 'MFA already verified',
} as const;

export const findUserByEmail = (world: World, email: string): User | undefined => {
  const wanted = email.trim().toLowerCase();
  return world.users.find((u) => u.email.toLowerCase() === wanted);
};

/**
 * Step one of sign-in, before anything changes: the password. The scrypt check runs for
 * unknown emails too (against a dummy hash) so timing does not reveal who has an account.
 * Resolves with the user's id.
 */
export async function checkPassword(
  world: World,
  input: { email: string; password: string },
  now: Date,
  /** The cost new hashes are made with (the config's), for the dummy hash. */
  passwordCost: number,
): Promise<number> {
  const user = findUserByEmail(world, input.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash(passwordCost));
  const passwordOk = await verifyPassword(input.password, hash);
  // An invited account has no password yet: the same answer as any wrong one, so the form
  // cannot be used to find out who has been invited.
  if (!user || user.status !== 'active' || !user.passwordHash || !passwordOk)
    throw unauthorized(LOGIN_MESSAGES.invalid);
  if (isLocked(world.signInGuards, user.id, now)) throw accountLocked();
  return user.id;
}

/** Then: a session that is not MFA-verified yet, and the one-time code mailed to the user. */
export function beginLogin(ctx: DomainContext, userId: number): { user: User; tokens: TokenPair } {
  const user = ctx.world.users.find((u) => u.id === userId && u.status === 'active');
  if (!user) throw unauthorized(LOGIN_MESSAGES.invalid);
  const { family, tokens } = startSession(ctx, user);
  const { code } = createChallenge(ctx, user, family.id);
  sendEmail(
    ctx.world,
    ctx.time.now,
    mfaEmail(brandOf(ctx.world, companyOf(ctx.world, user)), user.email, code),
  );
  return { user, tokens };
}

/** Step two: the emailed code, presented with the pre-MFA access token of step one. */
export function completeMfa(ctx: DomainContext, session: Session, code: string): TokenPair {
  if (session.claims.mfaVerified) throw badRequest(LOGIN_MESSAGES.mfaAlreadyVerified);
  if (isLocked(ctx.world.signInGuards, session.user.id, ctx.time.now)) throw accountLocked();
  // A pre-MFA token of a session that has since been verified lands on the used challenge: 401.
  verifyChallenge(ctx, session.user, session.family.id, code);
  session.family.mfaVerified = true;
  return issuePair(ctx, session.family, session.user);
}
