import {
  ENTITY_MESSAGES,
  type BusinessAddress as AddressView,
  type BusinessAddressWrite,
} from '@contract/entities';
import type { RecordListQuery } from '@contract/records';
import type { BusinessAddress, World } from '../../model/schema';
import { matches, requireRef, type Caller } from '../platform/admins';
import { pageRows } from '../shared/paging';
import { addOwned, applyGiven, findOwned, requireCountry, requireEditor } from './owned-records';

const M = ENTITY_MESSAGES.businessAddresses;

export function addressView(world: World, a: BusinessAddress): AddressView {
  return {
    ...a,
    createdAt: new Date(a.createdAt),
    updatedAt: new Date(a.updatedAt),
    addressType: world.addressTypes.find((t) => t.id === a.addressTypeId)?.name ?? '',
    country: world.systemCountries.find((c) => c.id === a.countryId)?.name ?? '',
  };
}

/** The company's addresses by city, searched in the lines, city, state and postal code. */
export function listAddresses(world: World, caller: Caller, q: RecordListQuery) {
  const needle = q.search.toLowerCase();
  const rows = world.businessAddresses
    .filter((a) => a.companyId === caller.companyId)
    .filter((a) => matches(needle, a.line1, a.line2, a.city, a.state, a.postalCode))
    .sort((a, b) => a.city.localeCompare(b.city, 'en') || a.id - b.id);
  const page = pageRows(rows, q);
  return { ...page, data: page.data.map((a) => addressView(world, a)) };
}

export const findAddress = (world: World, caller: Caller, id: number) =>
  findOwned(world.businessAddresses, caller, id, M.notFound);

function requireRefs(world: World, fields: Partial<BusinessAddressWrite>) {
  if (fields.addressTypeId !== undefined)
    requireRef(
      world.addressTypes.some((t) => t.id === fields.addressTypeId),
      'addressTypeId',
      ENTITY_MESSAGES.unknownAddressType,
    );
  requireCountry(world, fields.countryId);
}

/** A new address of a company (also used for an imported company's headquarters). */
export function addAddress(
  world: World,
  companyId: number,
  fields: BusinessAddressWrite,
  now: Date,
): BusinessAddress {
  return addOwned(world, 'businessAddresses', companyId, fields, now);
}

export function createAddress(
  world: World,
  caller: Caller,
  fields: BusinessAddressWrite,
  now: Date,
): BusinessAddress {
  requireEditor(world, caller);
  requireRefs(world, fields);
  return addAddress(world, caller.companyId, fields, now);
}

export function updateAddress(
  world: World,
  caller: Caller,
  id: number,
  fields: Partial<BusinessAddressWrite>,
  now: Date,
): BusinessAddress {
  const address = findAddress(world, caller, id);
  requireEditor(world, caller);
  requireRefs(world, fields);
  return applyGiven(address, fields, now);
}

export function deleteAddress(world: World, caller: Caller, id: number): void {
  findAddress(world, caller, id);
  requireEditor(world, caller);
  world.businessAddresses.remove(id);
}
