import { z } from 'zod';
import { emailField, fieldErrorSchema } from './envelope';
import { addressFields, companyNameField, domainField } from './entities';
import { optionalText, refId, requiredText } from './records';

/**
 * Bulk imports of the sales channel. A batch is JSON `{ rows: [...] }`; every row is checked on
 * its own, valid rows are created and refused rows are reported with their reasons, so one bad
 * row never sinks the batch. Only an Admin of a reseller company may import: companies become
 * its customers, resellers its sub-resellers, distributors the distributors it buys through.
 */
export const IMPORT_KINDS = ['distributer', 'reseller', 'company'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MAX_ROWS = 100;

export const IMPORT_MESSAGES = {
  adminOnly: 'Only an Admin of a reseller company may import',
  rowsRequired: 'At least one row is required',
  tooManyRows: `At most ${IMPORT_MAX_ROWS} rows per import`,
  rowNotObject: 'Each row must be an object',
  duplicateInBatch: 'Appears more than once in this import',
  nameTaken: 'A company with this name already exists',
  domainTaken: 'A company with this domain already exists',
  distributorTaken: 'A distributor with this name already exists',
  unknownCountry: 'Unknown country',
} as const;

export const importDone = (created: number, refused: number) =>
  `Import finished: ${created} created, ${refused} refused`;

export const importRequestSchema = z.object({
  rows: z
    .array(z.unknown(), { error: IMPORT_MESSAGES.rowsRequired })
    .min(1, IMPORT_MESSAGES.rowsRequired)
    .max(IMPORT_MAX_ROWS, IMPORT_MESSAGES.tooManyRows),
});

const contactEmail = emailField(
  'Contact email is required',
  'Please provide a valid email address',
).transform((v) => v.toLowerCase());
const contactName = {
  contactFirstName: requiredText(
    100,
    'First name is required',
    'First name must be at most 100 characters',
  ),
  contactLastName: requiredText(
    100,
    'Last name is required',
    'Last name must be at most 100 characters',
  ),
};

/** A customer company, its primary contact and, optionally, its headquarters. */
export const companyImportRowSchema = z.object({
  name: companyNameField,
  domain: domainField,
  ...contactName,
  contactEmail,
  address: z.object(addressFields).optional(),
});
export type CompanyImportRow = z.infer<typeof companyImportRowSchema>;

/** A reseller company also has the brand its customers see and their support address. */
export const resellerImportRowSchema = companyImportRowSchema.extend({
  resellerName: requiredText(
    100,
    'Brand name is required',
    'Brand name must be at most 100 characters',
  ),
  resellerEmail: emailField('Support email is required', 'Please provide a valid email address'),
});
export type ResellerImportRow = z.infer<typeof resellerImportRowSchema>;

export const distributorImportRowSchema = z.object({
  name: companyNameField,
  countryId: refId('Country is required'),
  contactEmail,
  phone: optionalText(50, 'Phone number must be at most 50 characters'),
});
export type DistributorImportRow = z.infer<typeof distributorImportRowSchema>;

export const importReportSchema = z.object({
  created: z.array(z.object({ row: z.number(), id: z.number(), name: z.string() })),
  refused: z.array(z.object({ row: z.number(), reasons: z.array(fieldErrorSchema) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
