import type {
  ConfirmEmailRequest,
  ResetPasswordRequest,
  ShouldResetPasswordResponse,
} from '../../../../contract/auth';
import type { User } from '../../store/schema';
import { brandOf, companyOf } from '../branding/branding';
import type { DomainContext } from '../shared/context';
import { passwordResetEmail } from '../outbox/emails';
import { badRequest, unauthorized } from '../shared/errors';
import { findUserByEmail } from './login';
import { sendEmail } from '../outbox/outbox';
import { hashPassword } from './passwords';
import { consumeResetToken, createResetToken, INVALID_RESET_LINK } from './reset-tokens';
import { revokeUserSessions } from './sessions';

export const RECOVERY_MESSAGES = {
  // One answer for known and unknown emails: the form must not reveal who has an account.
  forgotSent:
    "If an account with that email exists, you'll receive a password reset link shortly. Please check your inbox and spam folder.",
  passwordReset: 'Password reset successfully',
  activated: 'Account activated successfully',
} as const;

export function requestPasswordReset(ctx: DomainContext, email: string): void {
  const user = findUserByEmail(ctx, email);
  if (!user || user.status !== 'active') return;
  const { token } = createResetToken(ctx, user.id, 'password-reset');
  const link = `${ctx.config.portalUrl}/resetPassword?token=${encodeURIComponent(token)}&id=${user.id}`;
  sendEmail(
    ctx.world,
    ctx.now,
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

function userById(ctx: DomainContext, id: number): User {
  const user = ctx.world.users.find((u) => u.id === id);
  if (!user) throw badRequest(INVALID_RESET_LINK);
  return user;
}

/** Sets the new password and ends every session of the user (a reset often follows a compromise). */
export async function resetPassword(
  ctx: DomainContext,
  token: string,
  input: ResetPasswordRequest,
): Promise<void> {
  const user = userById(ctx, input.id);
  // The token is spent before the slow hash so two concurrent requests cannot both use it.
  consumeResetToken(ctx, {
    token,
    resetKey: input.resetKey,
    userId: user.id,
    kind: 'password-reset',
  });
  user.passwordHash = await hashPassword(input.password);
  user.forcePasswordReset = false;
  user.updatedAt = ctx.now.toISOString();
  revokeUserSessions(ctx, user.id);
}

/** Activates an invited user: names, password, status. */
export async function confirmInvitation(
  ctx: DomainContext,
  token: string,
  input: ConfirmEmailRequest,
): Promise<void> {
  const user = userById(ctx, input.id);
  consumeResetToken(ctx, { token, resetKey: input.resetKey, userId: user.id, kind: 'invitation' });
  user.passwordHash = await hashPassword(input.password);
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  user.status = 'active';
  user.forcePasswordReset = false;
  user.updatedAt = ctx.now.toISOString();
}
