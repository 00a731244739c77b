import { z } from 'zod';
import { EMAIL_PATTERN } from './envelope';
import { passwordSchema } from './password';
import { currentUserSchema } from './users';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL_PATTERN, 'Entered value does not match email format'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ user: currentUserSchema });

export const MFA_CODE_LENGTH = 6;
export const mfaRequestSchema = z.object({
  code: z
    .string({ error: 'MFA code is required' })
    .trim()
    .min(1, 'MFA code is required')
    .regex(/^\d{6}$/, 'MFA code must be 6 digits'),
});
export type MfaRequest = z.infer<typeof mfaRequestSchema>;
export const mfaResponseSchema = z.object({ user: currentUserSchema });

/** Server messages the portal reacts to. */
export const AUTH_MESSAGES = {
  invalidMfaCode: 'Invalid MFA code',
  retriesExhausted: 'Retries exhausted',
} as const;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'An email address is required' })
    .trim()
    .min(1, 'An email address is required')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});

/** Said when a reset or activation request does not name a user: the link was cut short. */
export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete: it names no user. Please open the link from your email again.';
const linkUserId = z.coerce
  .number({ error: INCOMPLETE_LINK_MESSAGE })
  .int(INCOMPLETE_LINK_MESSAGE)
  .positive(INCOMPLETE_LINK_MESSAGE);
const linkKey = z.string({ error: INCOMPLETE_LINK_MESSAGE }).min(1, INCOMPLETE_LINK_MESSAGE);

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
  firstName: z.string({ error: 'First Name is Required' }).trim().min(1, 'First Name is Required'),
  lastName: z.string({ error: 'Last Name is Required' }).trim().min(1, 'Last Name is Required'),
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
