import { ENTITY_MESSAGES } from '@contract/entities';
import { nextId } from '../../model/ids';
import type { BusinessAddress, Contact, World } from '../../model/schema';
import { requireCompanyAdmin, requireRef, type Caller } from '../platform/admins';
import { notFound } from '../shared/errors';
import type { Records } from '../../model/records';

type Owned = { id: number; companyId: number };

/**
 * A record of the caller's company, or 404: another company's id answers exactly like an id
 * that does not exist, so other tenants' records cannot be probed.
 */
export function findOwned<T extends Owned>(
  rows: Records<T>,
  caller: Caller,
  id: number,
  notFoundMessage: string,
): T {
  const row = rows.byId(id);
  if (row?.companyId !== caller.companyId) throw notFound(notFoundMessage);
  return row;
}

/** Changes need a company Admin (checked after the lookup, so a foreign id is still a 404). */
export const requireEditor = (world: World, caller: Caller) =>
  requireCompanyAdmin(world, caller, ENTITY_MESSAGES.adminOnly);

/** Only the fields the request carried. */
export const given = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

export function requireCountry(world: World, countryId: number | undefined, path = 'countryId') {
  if (countryId !== undefined)
    requireRef(
      world.systemCountries.some((c) => c.id === countryId),
      path,
      ENTITY_MESSAGES.unknownCountry,
    );
}

type OwnedCollections = { contacts: Contact; businessAddresses: BusinessAddress };
type Stamped = 'id' | 'companyId' | 'createdAt' | 'updatedAt';

/** Adds a record to one of a company's collections, with a fresh id and its dates. */
export function addOwned<K extends keyof OwnedCollections>(
  world: World,
  key: K,
  companyId: number,
  fields: Omit<OwnedCollections[K], Stamped>,
  now: Date,
): OwnedCollections[K] {
  const at = now.toISOString();
  const record = {
    id: nextId(world, key),
    companyId,
    ...fields,
    createdAt: at,
    updatedAt: at,
  } as OwnedCollections[K];
  (world[key] as Records<OwnedCollections[K]>).push(record);
  return record;
}

/** Applies the fields the request carried and stamps the change. */
export const applyGiven = <T extends { updatedAt: string }>(
  record: T,
  fields: object,
  now: Date,
): T => Object.assign(record, given(fields), { updatedAt: now.toISOString() });
