import { z } from 'zod';
import { plainText } from './free-text';
import { emailField } from './envelope';

/** Length limits of the partner inquiry; the form's maxlength attributes use the same numbers. */
export const INQUIRY_LIMITS = {
  firstName: 100,
  lastName: 100,
  company: 200,
  jobTitle: 100,
  phone: 50,
  state: 100,
  country: 100,
  howDidYouHear: 500,
  messageMin: 10,
  message: 5000,
  messageWarnAbove: 4500,
} as const;

const required = (requiredMsg: string, max: number, maxMsg: string) =>
  plainText(z.string({ error: requiredMsg }).trim().min(1, requiredMsg).max(max, maxMsg));

// Empty optional fields are omitted from the payload.
const optional = (max: number, maxMsg: string) =>
  plainText(z.string().trim().max(max, maxMsg))
    .optional()
    .transform((v) => (v ? v : undefined));

export const inquirySchema = z.object({
  firstName: required('First name is required', 100, 'First name must be less than 100 characters'),
  lastName: required('Last name is required', 100, 'Last name must be less than 100 characters'),
  email: emailField('Email is required', 'Please provide a valid email address').transform((v) =>
    v.toLowerCase(),
  ),
  phone: optional(50, 'Phone number must be less than 50 characters'),
  company: required(
    'Company name is required',
    200,
    'Company name must be less than 200 characters',
  ),
  jobTitle: optional(100, 'Job title must be less than 100 characters'),
  country: required('Country is required', 100, 'Country must be less than 100 characters'),
  state: optional(100, 'State must be less than 100 characters'),
  howDidYouHear: optional(500, 'How did you hear about us must be less than 500 characters'),
  message: plainText(
    z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .min(10, 'Message must be at least 10 characters')
      .max(5000, 'Message must be less than 5000 characters'),
    true,
  ),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

export const inquiryResponseSchema = z.object({ success: z.boolean(), id: z.number() });
