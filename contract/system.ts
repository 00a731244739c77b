import { z } from 'zod';
import { recordMessages, requiredText, optionalText } from './records';

/**
 * The provider's shared lookups (address types, contact types, countries): every signed-in
 * user reads them; only a platform administrator (an Admin of a reseller company) changes them,
 * and a value still in use cannot be deleted.
 */
export const SYSTEM_LOOKUPS = ['addressTypes', 'contactTypes', 'countries'] as const;
export type SystemLookup = (typeof SYSTEM_LOOKUPS)[number];

export const SYSTEM_MESSAGES = {
  addressTypes: {
    ...recordMessages('Address type', 'Address types'),
    duplicate: 'An address type with this name already exists',
    inUse: 'This address type is used by business addresses and cannot be deleted',
  },
  contactTypes: {
    ...recordMessages('Contact type', 'Contact types'),
    duplicate: 'A contact type with this name already exists',
    inUse: 'This contact type is used by contacts and cannot be deleted',
  },
  countries: {
    ...recordMessages('Country', 'Countries'),
    duplicate: 'A country with this name or code already exists',
    inUse: 'This country is used by business addresses or distributors and cannot be deleted',
  },
} as const satisfies Record<SystemLookup, Record<string, string>>;

export const SYSTEM_WRITE_REFUSAL =
  'Only an Admin of a reseller company may change the system lookups';

export const typeRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
});
export type TypeRecord = z.infer<typeof typeRecordSchema>;

const typeFields = {
  name: requiredText(60, 'Name is required', 'Name must be at most 60 characters'),
  description: optionalText(200, 'Description must be at most 200 characters'),
};
export const typeCreateSchema = z.object(typeFields);
export const typeUpdateSchema = z.object(typeFields).partial();

export const countryRecordSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type CountryRecord = z.infer<typeof countryRecordSchema>;

const countryFields = {
  name: requiredText(100, 'Name is required', 'Name must be at most 100 characters'),
  code: z
    .string({ error: 'Code is required' })
    .max(2, 'Code must be two letters (ISO 3166-1 alpha-2)')
    .regex(/^[A-Za-z]{2}$/, 'Code must be two letters (ISO 3166-1 alpha-2)')
    .transform((v) => v.toUpperCase()),
};
export const countryCreateSchema = z.object(countryFields);
export const countryUpdateSchema = z.object(countryFields).partial();
export type CountryWrite = z.infer<typeof countryCreateSchema>;
export type TypeWrite = z.infer<typeof typeCreateSchema>;
