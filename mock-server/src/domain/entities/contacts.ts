import {
  ENTITY_MESSAGES,
  type Contact as ContactView,
  type ContactWrite,
} from '@contract/entities';
import type { RecordListQuery } from '@contract/records';
import type { Contact, World } from '../../model/schema';
import { matches, requireRef, type Caller } from '../platform/admins';
import { pageRows } from '../shared/paging';
import { addOwned, applyGiven, findOwned, requireEditor } from './owned-records';

const M = ENTITY_MESSAGES.contacts;

export function contactView(world: World, c: Contact): ContactView {
  const type = world.contactTypes.find((t) => t.id === c.contactTypeId);
  return {
    ...c,
    contactType: type?.name ?? '',
    createdAt: new Date(c.createdAt),
    updatedAt: new Date(c.updatedAt),
  };
}

/** The company's contacts by last then first name, searched in names, email and job title. */
export function listContacts(world: World, caller: Caller, q: RecordListQuery) {
  const needle = q.search.toLowerCase();
  const rows = world.contacts
    .filter((c) => c.companyId === caller.companyId)
    .filter((c) => matches(needle, c.firstName, c.lastName, c.email, c.jobTitle))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'en') ||
        a.firstName.localeCompare(b.firstName, 'en') ||
        a.id - b.id,
    );
  const page = pageRows(rows, q);
  return { ...page, data: page.data.map((c) => contactView(world, c)) };
}

export const findContact = (world: World, caller: Caller, id: number) =>
  findOwned(world.contacts, caller, id, M.notFound);

function requireContactType(world: World, id: number | undefined) {
  if (id !== undefined)
    requireRef(
      world.contactTypes.some((t) => t.id === id),
      'contactTypeId',
      ENTITY_MESSAGES.unknownContactType,
    );
}

export function createContact(
  world: World,
  caller: Caller,
  fields: ContactWrite,
  now: Date,
): Contact {
  requireEditor(world, caller);
  requireContactType(world, fields.contactTypeId);
  return addOwned(world, 'contacts', caller.companyId, fields, now);
}

export function updateContact(
  world: World,
  caller: Caller,
  id: number,
  fields: Partial<ContactWrite>,
  now: Date,
): Contact {
  const contact = findContact(world, caller, id);
  requireEditor(world, caller);
  requireContactType(world, fields.contactTypeId);
  return applyGiven(contact, fields, now);
}

export function deleteContact(world: World, caller: Caller, id: number): void {
  findContact(world, caller, id);
  requireEditor(world, caller);
  world.contacts.remove(id);
}
