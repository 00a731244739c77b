import { useSyncExternalStore } from 'react';
import type { CompanyDetails, CurrentUser } from '@contract/users';
import { config } from '@/config/env';
import { onStorageChange, readJson, readString, STORAGE_KEYS, writeJson } from './storage';

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

// The snapshot changes only when the stored text does, as useSyncExternalStore requires.
let lastRaw: string | null = null;
let lastDetails: CompanyDetails | null = null;
function storedBranding(): CompanyDetails | null {
  const raw = readString(STORAGE_KEYS.companyDetails);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastDetails = readCompanyDetails();
  }
  return lastDetails;
}

/**
 * The one branding every screen shows: the stored company details (saved at sign-in, replaced
 * by the signed-in user's, gone at sign-out), followed live.
 */
export const useBranding = (): CompanyDetails | null =>
  useSyncExternalStore(onStorageChange, storedBranding, () => null);

/** The product's names, or the reseller's where the branding has one. */
export const brandName = (branding: CompanyDetails | null) =>
  branding?.resellerName || config.productName;
export const brandShortName = (branding: CompanyDetails | null) =>
  branding?.resellerName || config.productShortName;
