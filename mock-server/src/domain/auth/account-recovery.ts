import type { ConfirmEmailRequest, ShouldResetPasswordResponse } from '@contract/auth';
import type { ResetTokenKind, User, World } from '../../model/schema';
import { brandOf, companyOf } from '../branding/branding';
import type { DomainContext } from '../shared/context';
import { passwordResetEmail } from '../outbox/emails';
import { badRequest, unauthorized } from '../shared/errors';
import { findUserByEmail } from './login';
import { sendEmail } from '../outbox/outbox';
import {
  consumeResetToken,
  createResetToken,
  findResetToken,
  INVALID_RESET_LINK,
} from './reset-tokens';
import { revokeUserSessions } from './sessions';

export const RECOVERY_MESSAGES = {
  // One answer for known and unknown emails: the form must not reveal who has an account.
  forgotSent:
    "If an account with that email exists, you'll receive a password reset link shortly. Please check your inbox and spam folder.",
  passwordReset: 'Password reset successfully',
  activated: 'Account activated successfully',
} as const;

export function requestPasswordReset(ctx: DomainContext, email: string): void {
  const user = findUserByEmail(ctx.world, email);
  if (!user || user.status !== 'active') return;
  const { token } = createResetToken(ctx, user.id, 'password-reset');
  const link = `${ctx.config.portalUrl}/resetPassword?token=${encodeURIComponent(token)}&id=${user.id}`;
  sendEmail(
    ctx.world,
    ctx.time.now,
    passwordResetEmail(brandOf(ctx.world, companyOf(ctx.world, user)), user.email, link),
  );
}

/** After MFA: a user flagged forcePasswordReset gets a reset key at once, without an email round trip. */
export function shouldResetPassword(
  ctx: DomainContext,
  userId: number,
): ShouldResetPasswordResponse {
  const user = ctx.world.users.find((u) => u.id === userId);
  if (!user) throw unauthorized();
  if (!user.forcePasswordReset) return { shouldResetPassword: false, id: user.id, resetKey: null };
  const { token } = createResetToken(ctx, user.id, 'password-reset');
  return { shouldResetPassword: true, id: user.id, resetKey: token };
}

function userById(world: World, id: number): User {
  const user = world.users.find((u) => u.id === id);
  if (!user) throw badRequest(INVALID_RESET_LINK);
  return user;
}

type LinkInput = { id: number; resetKey: string };

/**
 * Before the slow password hash: is the link still good? Checked again, atomically, when the
 * token is spent, so two requests racing with one link cannot both succeed.
 */
export function checkLink(
  world: World,
  token: string,
  input: LinkInput,
  kind: ResetTokenKind,
  now: Date,
) {
  findResetToken(
    world,
    { token, resetKey: input.resetKey, userId: userById(world, input.id).id, kind },
    now,
  );
}

/** Sets the new password (already hashed) and ends every session of the user: a reset often follows a compromise. */
export function resetPassword(
  ctx: DomainContext,
  token: string,
  input: LinkInput,
  passwordHash: string,
): void {
  const user = userById(ctx.world, input.id);
  consumeResetToken(ctx, {
    token,
    resetKey: input.resetKey,
    userId: user.id,
    kind: 'password-reset',
  });
  user.passwordHash = passwordHash;
  user.forcePasswordReset = false;
  user.updatedAt = ctx.time.now.toISOString();
  revokeUserSessions(ctx, user.id);
}

/** Activates an invited user: names, password (already hashed), status. */
export function confirmInvitation(
  ctx: DomainContext,
  token: string,
  input: LinkInput & Pick<ConfirmEmailRequest, 'firstName' | 'lastName'>,
  passwordHash: string,
): void {
  const user = userById(ctx.world, input.id);
  consumeResetToken(ctx, { token, resetKey: input.resetKey, userId: user.id, kind: 'invitation' });
  user.passwordHash = passwordHash;
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  user.status = 'active';
  user.forcePasswordReset = false;
  user.updatedAt = ctx.time.now.toISOString();
}
