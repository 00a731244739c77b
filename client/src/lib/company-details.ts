import type { CompanyDetails, CurrentUser } from '@contract/users';
import { companyDetailsSchema } from '@contract/users';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** Branding survives reloads (and shows on the public screens) through local storage. */
export function readCompanyDetails(): CompanyDetails | null {
  const parsed = companyDetailsSchema.safeParse(readJson(STORAGE_KEYS.companyDetails));
  return parsed.success ? parsed.data : null;
}

export function saveCompanyDetails(user: CurrentUser): void {
  const { companyName, logoUrl, tabLogoUrl, resellerName } = user;
  writeJson(STORAGE_KEYS.companyDetails, { companyName, logoUrl, tabLogoUrl, resellerName });
}
