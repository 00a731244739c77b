import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, loginRequestSchema, mfaRequestSchema } from '@contract/auth';
import { PASSWORD_MESSAGES, passwordChecklist, passwordSchema } from '@contract/password';
import { confirmNewUserFormSchema, resetPasswordFormSchema } from './password-form-schema';

/** The message a form shows for a field: the first issue on that path, as zodResolver picks it. */
function firstMessage(schema: z.ZodType, value: unknown, path = ''): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

const STRONG = 'Str0ng!Passw0rd';

describe('login form rules', () => {
  it('requires an email', () => {
    expect(firstMessage(loginRequestSchema, { email: '  ', password: 'x' }, 'email')).toBe(
      'Email is required',
    );
  });
  it('rejects a malformed email', () => {
    expect(firstMessage(loginRequestSchema, { email: 'a@b', password: 'x' }, 'email')).toBe(
      'Entered value does not match email format',
    );
  });
  it('requires a password', () => {
    expect(firstMessage(loginRequestSchema, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
  });
});

describe('forgot password rules', () => {
  it('requires an email, then a valid one', () => {
    expect(firstMessage(forgotPasswordRequestSchema, { email: '' }, 'email')).toBe(
      'An email address is required',
    );
    expect(firstMessage(forgotPasswordRequestSchema, { email: 'nope' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(forgotPasswordRequestSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('MFA code rules', () => {
  it('requires a code of exactly 6 digits', () => {
    expect(firstMessage(mfaRequestSchema, { code: '' }, 'code')).toBe('MFA code is required');
    expect(firstMessage(mfaRequestSchema, { code: '12345' }, 'code')).toBe(
      'MFA code must be 6 digits',
    );
    expect(firstMessage(mfaRequestSchema, { code: '12a456' }, 'code')).toBe(
      'MFA code must be 6 digits',
    );
    expect(mfaRequestSchema.safeParse({ code: '123456' }).success).toBe(true);
  });
});

describe('password policy', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    [`Ab1!${'x'.repeat(47)}`, PASSWORD_MESSAGES.tooLong],
    ['alllowercase1!', PASSWORD_MESSAGES.weak],
    ['NoDigitsHere!!', PASSWORD_MESSAGES.weak],
    ['NoSpecial12345', PASSWORD_MESSAGES.weak],
    ['Has Space 123!', PASSWORD_MESSAGES.weak],
  ])(
    '%j gives the first applicable message (required → too short → too long → weak)',
    (value, message) => {
      expect(firstMessage(passwordSchema, value)).toBe(message);
    },
  );
  it('accepts a strong password of 12 to 50 characters', () => {
    expect(passwordSchema.safeParse(STRONG).success).toBe(true);
    expect(passwordSchema.safeParse(`Ab1!${'x'.repeat(46)}`).success).toBe(true);
  });
});

describe('password checklist', () => {
  const labels = passwordChecklist('', '').map((i) => i.label);
  it('lists the six checks in display order', () => {
    expect(labels).toEqual([
      'Minimum 12 characters',
      'Special character',
      'Contains number',
      'Uppercase letter',
      'Lowercase letter',
      'Password confirmed',
    ]);
  });
  it('marks each check as the password meets it', () => {
    const met = (pw: string, confirm = '') =>
      passwordChecklist(pw, confirm)
        .filter((i) => i.met)
        .map((i) => i.label);
    expect(met('')).toEqual([]);
    expect(met('a')).toEqual(['Lowercase letter']);
    expect(met('A1!')).toEqual(['Special character', 'Contains number', 'Uppercase letter']);
    expect(met(STRONG, STRONG)).toEqual(labels);
    expect(met(STRONG, 'other')).not.toContain('Password confirmed');
  });
});

describe('reset and activation forms', () => {
  it('reports a mismatched confirmation on the confirmation field', () => {
    const value = { password: STRONG, confirmPassword: `${STRONG}x` };
    expect(firstMessage(resetPasswordFormSchema, value, 'confirmPassword')).toBe(
      "Your passwords don't match. Please try again.",
    );
  });
  it('requires first and last names on activation', () => {
    const value = { firstName: ' ', lastName: '', password: STRONG, confirmPassword: STRONG };
    expect(firstMessage(confirmNewUserFormSchema, value, 'firstName')).toBe(
      'First Name is Required',
    );
    expect(firstMessage(confirmNewUserFormSchema, value, 'lastName')).toBe('Last Name is Required');
  });
});
