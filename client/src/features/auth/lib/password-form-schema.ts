import { z } from 'zod';
import { confirmEmailRequestSchema } from '@contract/auth';
import { PASSWORD_MESSAGES, passwordSchema } from '@contract/password';

/** Form-only rule: the confirmation is never sent, so it lives here rather than in contract/. */
const matching = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] };

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(matching, mismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const confirmNewUserFormSchema = z
  .object({
    firstName: confirmEmailRequestSchema.shape.firstName,
    lastName: confirmEmailRequestSchema.shape.lastName,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(matching, mismatch);
export type ConfirmNewUserForm = z.infer<typeof confirmNewUserFormSchema>;
