import { z } from 'zod';

/** The password policy of reset and activation: 12-50 characters, digit, special, upper, lower, no spaces. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 50;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 12 characters long',
  tooLong: 'Password must not exceed 50 characters',
  weak: 'Password must be at least 12 characters long, contain at least one number, one special character, no spaces, no repeating characters, and at least one uppercase letter',
  mismatch: "Your passwords don't match. Please try again.",
} as const;

const hasDigit = (v: string) => /\d/.test(v);
const hasSpecial = (v: string) => /[^A-Za-z0-9\s]/.test(v);
const hasUpper = (v: string) => /[A-Z]/.test(v);
const hasLower = (v: string) => /[a-z]/.test(v);
const hasSpace = (v: string) => /\s/.test(v);

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, { message: PASSWORD_MESSAGES.tooLong, abort: true })
  .refine((v) => hasDigit(v) && hasSpecial(v) && hasUpper(v) && hasLower(v) && !hasSpace(v), {
    message: PASSWORD_MESSAGES.weak,
  });

/** The live checklist shown under reset and activation forms, in display order. */
export const passwordChecklist = (password: string, confirmation: string) => [
  { label: 'Minimum 12 characters', met: password.length >= PASSWORD_MIN },
  { label: 'Special character', met: hasSpecial(password) },
  { label: 'Contains number', met: hasDigit(password) },
  { label: 'Uppercase letter', met: hasUpper(password) },
  { label: 'Lowercase letter', met: hasLower(password) },
  { label: 'Password confirmed', met: password.length > 0 && password === confirmation },
];
