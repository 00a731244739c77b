import type { CompanyDetails, CurrentUser } from '@contract/users';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

const BRANDING_KEYS = [
  'companyName',
  'logoUrl',
  'tabLogoUrl',
  'resellerName',
] as const satisfies readonly (keyof CompanyDetails)[];

/**
 * Branding survives reloads (and shows on the public screens) through local storage. Read on
 * the first screen, so checked by hand rather than with a schema library: each field is text
 * or null; anything else is not branding.
 */
export function readCompanyDetails(): CompanyDetails | null {
  const stored = readJson<Record<string, unknown>>(STORAGE_KEYS.companyDetails);
  if (typeof stored !== 'object' || stored === null) return null;
  const details: Record<string, string | null> = {};
  for (const key of BRANDING_KEYS) {
    const value = stored[key];
    if (value !== null && typeof value !== 'string') return null;
    details[key] = value;
  }
  return details as CompanyDetails;
}

export function saveCompanyDetails(user: CurrentUser): void {
  const { companyName, logoUrl, tabLogoUrl, resellerName } = user;
  writeJson(STORAGE_KEYS.companyDetails, {
    companyName,
    logoUrl,
    tabLogoUrl,
    resellerName,
  } satisfies CompanyDetails);
}
