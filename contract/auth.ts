import { z } from 'zod';
import { plainText } from './free-text';
import { emailField } from './envelope';
import { passwordSchema } from './password';
import { currentUserSchema } from './users';

/** A reset or invitation token in a link: 43 characters today, bounded with room to spare. */
export const RESET_TOKEN_MAX = 200;
/** A person's first or last name. */
export const NAME_MAX = 100;
/** Longer than any password the policy allows (50), so a sign-in never hashes a huge input. */
const PASSWORD_INPUT_MAX = 128;

export const loginRequestSchema = z.object({
  email: emailField('Email is required', 'Entered value does not match email format'),
  // A sign-in checks the password as given; anything longer than a password can be is wrong.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_INPUT_MAX, { message: 'Invalid email or password', abort: true }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ user: currentUserSchema });

export const MFA_CODE_LENGTH = 6;
export const mfaRequestSchema = z.object({
  code: z
    .string({ error: 'MFA code is required' })
    .trim()
    .min(1, { message: 'MFA code is required', abort: true })
    .max(MFA_CODE_LENGTH, { message: 'MFA code must be 6 digits', abort: true })
    .regex(/^\d{6}$/, 'MFA code must be 6 digits'),
});
export type MfaRequest = z.infer<typeof mfaRequestSchema>;
export const mfaResponseSchema = z.object({ user: currentUserSchema });

export { ACCOUNT_LOCKED_STATUS, AUTH_MESSAGES } from './auth-messages';

export const forgotPasswordRequestSchema = z.object({
  email: emailField('An email address is required', 'Please enter a valid email address'),
});

/** Said when a reset or activation request does not name a user: the link was cut short. */
export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete: it names no user. Please open the link from your email again.';
const linkUserId = z.coerce
  .number({ error: INCOMPLETE_LINK_MESSAGE })
  .int(INCOMPLETE_LINK_MESSAGE)
  .positive(INCOMPLETE_LINK_MESSAGE);
const linkKey = z
  .string({ error: INCOMPLETE_LINK_MESSAGE })
  .min(1, INCOMPLETE_LINK_MESSAGE)
  .max(RESET_TOKEN_MAX, INCOMPLETE_LINK_MESSAGE);

export const resetPasswordRequestSchema = z.object({
  password: passwordSchema,
  resetKey: linkKey,
  id: linkUserId,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const confirmEmailRequestSchema = z.object({
  password: passwordSchema,
  resetKey: linkKey,
  id: linkUserId,
  firstName: plainText(
    z
      .string({ error: 'First Name is Required' })
      .trim()
      .min(1, 'First Name is Required')
      .max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  ),
  lastName: plainText(
    z
      .string({ error: 'Last Name is Required' })
      .trim()
      .min(1, 'Last Name is Required')
      .max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
  ),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** Answer of /auth/shouldResetPassword: when a reset is due, the key the reset screen needs. */
export const shouldResetPasswordResponseSchema = z.object({
  shouldResetPassword: z.boolean(),
  id: z.number(),
  resetKey: z.string().nullable(),
});
export type ShouldResetPasswordResponse = z.infer<typeof shouldResetPasswordResponseSchema>;

/** Claims the portal reads from the access token. */
export type AccessTokenClaims = { sub: string; exp: number; iat: number; mfaVerified: boolean };
