import { ENTITY_MESSAGES } from '@contract/entities';
import type { World } from '../../store/schema';
import { requireCompanyAdmin, requireRef, type Caller } from '../platform/admins';
import { notFound } from '../shared/errors';

type Owned = { id: number; companyId: number };

/**
 * A record of the caller's company, or 404: another company's id answers exactly like an id
 * that does not exist, so other tenants' records cannot be probed.
 */
export function findOwned<T extends Owned>(
  rows: T[],
  caller: Caller,
  id: number,
  notFoundMessage: string,
): T {
  const row = rows.find((r) => r.id === id && r.companyId === caller.companyId);
  if (!row) throw notFound(notFoundMessage);
  return row;
}

/** Changes need a company Admin (checked after the lookup, so a foreign id is still a 404). */
export const requireEditor = (world: World, caller: Caller) =>
  requireCompanyAdmin(world, caller, ENTITY_MESSAGES.adminOnly);

export function removeById<T extends Owned>(rows: T[], id: number): void {
  const index = rows.findIndex((r) => r.id === id);
  if (index >= 0) rows.splice(index, 1);
}

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
