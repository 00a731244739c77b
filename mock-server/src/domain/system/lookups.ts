import {
  SYSTEM_MESSAGES,
  SYSTEM_WRITE_REFUSAL,
  type CountryWrite,
  type SystemLookup,
  type TypeWrite,
} from '@contract/system';
import { nextId } from '../../model/ids';
import type { AddressType, CollectionName, SystemCountry, World } from '../../model/schema';
import { requireResellerAdmin, sameText, type Caller } from '../platform/admins';
import { conflict, notFound } from '../shared/errors';
import type { Records } from '../../model/records';

type Row = AddressType | SystemCountry;
type Fields = Partial<TypeWrite> | Partial<CountryWrite>;

const COLLECTION = {
  addressTypes: 'addressTypes',
  contactTypes: 'contactTypes',
  countries: 'systemCountries',
} as const satisfies Record<SystemLookup, CollectionName>;

const rowsOf = (world: World, kind: SystemLookup) => world[COLLECTION[kind]] as Records<Row>;

/** What still points at a lookup value: such a value cannot be deleted. */
const IN_USE: Record<SystemLookup, (world: World, id: number) => boolean> = {
  addressTypes: (w, id) => w.businessAddresses.some((a) => a.addressTypeId === id),
  contactTypes: (w, id) => w.contacts.some((c) => c.contactTypeId === id),
  countries: (w, id) =>
    w.businessAddresses.some((a) => a.countryId === id) ||
    w.distributors.some((d) => d.countryId === id),
};

/** The whole lookup, by name (these lists are short: no paging, no query). */
export const listLookup = (world: World, kind: SystemLookup): Row[] =>
  [...rowsOf(world, kind)].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function findLookup(world: World, kind: SystemLookup, id: number): Row {
  const row = rowsOf(world, kind).find((r) => r.id === id);
  if (!row) throw notFound(SYSTEM_MESSAGES[kind].notFound);
  return row;
}

/** Two values may not share a name (nor, for countries, a code). */
function refuseDuplicate(world: World, kind: SystemLookup, fields: Fields, exceptId = 0): void {
  const clash = rowsOf(world, kind).some(
    (r) =>
      r.id !== exceptId &&
      ((fields.name !== undefined && sameText(r.name, fields.name)) ||
        ('code' in r && 'code' in fields && fields.code !== undefined && r.code === fields.code)),
  );
  if (clash) throw conflict(SYSTEM_MESSAGES[kind].duplicate);
}

export function createLookup(
  world: World,
  caller: Caller,
  kind: SystemLookup,
  fields: TypeWrite | CountryWrite,
): Row {
  requireResellerAdmin(world, caller, SYSTEM_WRITE_REFUSAL);
  refuseDuplicate(world, kind, fields);
  const row =
    'code' in fields
      ? { id: nextId(world, COLLECTION[kind]), name: fields.name, code: fields.code }
      : {
          id: nextId(world, COLLECTION[kind]),
          name: fields.name,
          description: fields.description ?? '',
        };
  rowsOf(world, kind).push(row);
  return row;
}

export function updateLookup(
  world: World,
  caller: Caller,
  kind: SystemLookup,
  id: number,
  fields: Fields,
): Row {
  // The values are everyone's, so the refusal comes before any word about them.
  requireResellerAdmin(world, caller, SYSTEM_WRITE_REFUSAL);
  const row = findLookup(world, kind, id);
  refuseDuplicate(world, kind, fields, id);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if ('description' in changes) changes.description ??= '';
  Object.assign(row, changes);
  // A copy: the row itself is a draft that ends with the change.
  return { ...row };
}

export function deleteLookup(world: World, caller: Caller, kind: SystemLookup, id: number): void {
  requireResellerAdmin(world, caller, SYSTEM_WRITE_REFUSAL);
  findLookup(world, kind, id);
  if (IN_USE[kind](world, id)) throw conflict(SYSTEM_MESSAGES[kind].inUse);
  rowsOf(world, kind).remove(id);
}
