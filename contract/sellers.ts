import { z } from 'zod';
import { emailField, isoDate } from './envelope';
import { plainText } from './free-text';
import { passwordSchema } from './password';

/**
 * The sales team's accounts on the hosted trial's apex (a real provider has no such thing):
 * sellers are accounts of the trial, not of any world.
 */

export const SELLER_NAME_MAX = 100;

export const SELLER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: `Name must not exceed ${SELLER_NAME_MAX} characters`,
  added: 'The seller was added: send them the activation link',
  exists: 'There is already a seller with that email',
  activated: 'Your account is active: sign in',
  activationInvalid:
    'This activation link is invalid or has expired. Ask the operator for a new one.',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  badCredentials: 'Invalid email or password',
  signInRequired: 'Sign in to the sales console',
  operatorOnly: 'Only the operator may add or remove sellers',
  linkIssued: 'A new activation link, in place of any earlier one: send it to the seller',
  removed: 'The seller was removed; the demos they made stay',
  notFound: 'There is no such seller',
  me: 'Seller',
  listed: 'Sellers',
} as const;

const sellerName = plainText(
  z
    .string({ error: SELLER_MESSAGES.nameRequired })
    .trim()
    .min(1, SELLER_MESSAGES.nameRequired)
    .max(SELLER_NAME_MAX, SELLER_MESSAGES.nameTooLong),
);
const sellerEmail = emailField(SELLER_MESSAGES.emailRequired, SELLER_MESSAGES.emailInvalid);

/** POST /__sellers (operator only). */
export const addSellerRequestSchema = z.object({ email: sellerEmail, name: sellerName });

/** The new seller, and the one-time link where they choose a password (valid 72 hours, once). */
export const addedSellerSchema = z.object({
  id: z.string(),
  email: z.string(),
  activationUrl: z.string(),
});

/** POST /__sellers/activate: the token from the link, and the seller's new password. */
export const activateSellerRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

/** POST /__sellers/session: sign in. */
export const sellerSignInRequestSchema = z.object({
  email: sellerEmail,
  password: z.string().min(1, 'Password is required').max(200),
});

/** Who is using the console: a seller, or the operator (with its key). */
export const consoleUserSchema = z.object({
  kind: z.enum(['seller', 'operator']),
  id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
});

export const sellerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Null until the seller has chosen a password. */
  activatedAt: isoDate.nullable(),
  createdAt: isoDate,
});

export type AddSellerRequest = z.infer<typeof addSellerRequestSchema>;
export type ConsoleUser = z.infer<typeof consoleUserSchema>;
export type Seller = z.infer<typeof sellerSchema>;
export type AddedSeller = z.infer<typeof addedSellerSchema>;
