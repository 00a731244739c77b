import { z } from 'zod';
import { emailField, isoDate } from './envelope';
import { optionalText, recordMessages, refId, requiredText } from './records';

/**
 * The records of the caller's own company: its contacts, its business addresses, and the
 * company itself (a reseller also sees the companies it resells to). Everyone in the company
 * reads them; a company Admin (Admin role in any of its teams) changes them.
 */
export const ENTITY_MESSAGES = {
  contacts: recordMessages('Contact', 'Contacts'),
  businessAddresses: recordMessages('Business address', 'Business addresses'),
  companies: {
    ...recordMessages('Company', 'Companies'),
    duplicate: 'A company with this name or domain already exists',
    notReseller: 'Only an Admin of a reseller company may add companies',
    deleteSelf: 'A company cannot delete itself',
    stillUsed: 'This company still has users, virtual machines or customers and cannot be deleted',
  },
  adminOnly: 'Only an Admin of this company may change its records',
  unknownContactType: 'Unknown contact type',
  unknownAddressType: 'Unknown address type',
  unknownCountry: 'Unknown country',
} as const;

// Phone numbers: digits with the usual separators; the length bound runs first.
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*$/;
const POSTAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
// A host name: labels of letters, digits and inner hyphens, dot-separated, ending in a TLD.
const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const contactSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  contactTypeId: z.number(),
  contactType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Contact = z.infer<typeof contactSchema>;

const contactFields = {
  contactTypeId: refId('Contact type is required'),
  firstName: requiredText(
    100,
    'First name is required',
    'First name must be at most 100 characters',
  ),
  lastName: requiredText(100, 'Last name is required', 'Last name must be at most 100 characters'),
  email: emailField('Email is required', 'Please provide a valid email address').transform((v) =>
    v.toLowerCase(),
  ),
  phone: optionalText(50, 'Phone number must be at most 50 characters').refine(
    (v) => v === null || PHONE_PATTERN.test(v),
    'Please provide a valid phone number',
  ),
  jobTitle: optionalText(100, 'Job title must be at most 100 characters'),
};
export const contactCreateSchema = z.object(contactFields);
export const contactUpdateSchema = z.object(contactFields).partial();
export type ContactWrite = z.infer<typeof contactCreateSchema>;

export const businessAddressSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  addressTypeId: z.number(),
  addressType: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  countryId: z.number(),
  country: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BusinessAddress = z.infer<typeof businessAddressSchema>;

/** The address lines, also what an imported company's headquarters may carry. */
export const addressFields = {
  line1: requiredText(
    200,
    'Address line 1 is required',
    'Address line 1 must be at most 200 characters',
  ),
  line2: optionalText(200, 'Address line 2 must be at most 200 characters'),
  city: requiredText(100, 'City is required', 'City must be at most 100 characters'),
  state: optionalText(100, 'State must be at most 100 characters'),
  postalCode: requiredText(
    20,
    'Postal code is required',
    'Postal code must be at most 20 characters',
  ).regex(POSTAL_PATTERN, 'Please provide a valid postal code'),
  countryId: refId('Country is required'),
};
const businessAddressFields = {
  addressTypeId: refId('Address type is required'),
  ...addressFields,
};
export const businessAddressCreateSchema = z.object(businessAddressFields);
export const businessAddressUpdateSchema = z.object(businessAddressFields).partial();
export type BusinessAddressWrite = z.infer<typeof businessAddressCreateSchema>;

export const companyRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  domain: z.string(),
  isReseller: z.boolean(),
  /** The reseller this company buys through (for a reseller: its parent reseller), or null. */
  resellerId: z.number().nullable(),
  isTrial: z.boolean(),
  userCount: z.number(),
  createdAt: isoDate,
});
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

export const companyNameField = requiredText(
  200,
  'Company name is required',
  'Company name must be at most 200 characters',
);
export const domainField = z
  .string({ error: 'Domain is required' })
  .max(253, { message: 'Domain must be at most 253 characters', abort: true })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Domain is required', abort: true })
  .regex(DOMAIN_PATTERN, 'Please provide a valid domain (e.g. example.com)');

const companyFields = { name: companyNameField, domain: domainField };
export const companyCreateSchema = z.object(companyFields);
export const companyUpdateSchema = z.object(companyFields).partial();
export type CompanyWrite = z.infer<typeof companyCreateSchema>;
