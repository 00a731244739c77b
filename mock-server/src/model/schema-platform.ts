import type { LogLevel } from '@contract/logging';
import type { IsoDate } from './iso-date';

/** The provider's shared lookups (fixtures/system/): editable by a platform administrator. */
export type AddressType = { id: number; name: string; description: string };
export type ContactType = { id: number; name: string; description: string };
export type SystemCountry = { id: number; name: string; code: string };

/** A person a company can be reached through (billing, technical, ...). */
export type Contact = {
  id: number;
  companyId: number;
  contactTypeId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

export type BusinessAddress = {
  id: number;
  companyId: number;
  addressTypeId: number;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  countryId: number;
  createdAt: IsoDate;
  updatedAt: IsoDate;
};

/** A distributor a reseller buys through (imported by that reseller). */
export type Distributor = {
  id: number;
  companyId: number;
  name: string;
  countryId: number;
  contactEmail: string;
  phone: string | null;
  createdAt: IsoDate;
};

/** An event the portal reported through POST /logging; the newest few hundred are kept. */
export type ClientEventRecord = {
  id: number;
  at: IsoDate;
  level: LogLevel;
  message: string;
  context: Record<string, string | number | boolean | null>;
  userId: number | null;
  companyId: number | null;
};
