import { isDraft, original } from 'immer';
import { ENTITY_MESSAGES, type CompanyRecord, type CompanyWrite } from '@contract/entities';
import type { RecordListQuery } from '@contract/records';
import { nextId } from '../../model/ids';
import type { Company, World } from '../../model/schema';
import {
  isCompanyAdmin,
  isResellerAdmin,
  matches,
  sameText,
  type Caller,
} from '../platform/admins';
import { conflict, forbidden, notFound } from '../shared/errors';
import { pageRows } from '../shared/paging';
import { TextSet } from '../shared/same-text';
import { committedCompanyNames } from './company-names';
import { given } from './owned-records';

const M = ENTITY_MESSAGES.companies;

/** The caller's own company and, for a reseller, the companies it resells to. */
const visible = (c: Company, caller: Caller) =>
  c.id === caller.companyId || c.resellerId === caller.companyId;

export function companyView(world: World, c: Company): CompanyRecord {
  return {
    id: c.id,
    name: c.name,
    domain: c.domain,
    isReseller: c.isReseller,
    resellerId: c.resellerId,
    isTrial: c.isTrial,
    userCount: world.users.filter((u) => u.companyId === c.id).length,
    createdAt: new Date(c.createdAt),
  };
}

/** The caller's company first, then its customers by name; searched in name and domain. */
export function listCompanies(world: World, caller: Caller, q: RecordListQuery) {
  const needle = q.search.toLowerCase();
  const rows = world.companies
    .filter((c) => visible(c, caller) && matches(needle, c.name, c.domain))
    .sort(
      (a, b) =>
        Number(b.id === caller.companyId) - Number(a.id === caller.companyId) ||
        a.name.localeCompare(b.name, 'en'),
    );
  const page = pageRows(rows, q);
  return { ...page, data: page.data.map((c) => companyView(world, c)) };
}

export function findCompany(world: World, caller: Caller, id: number): Company {
  const company = world.companies.find((c) => c.id === id && visible(c, caller));
  if (!company) throw notFound(M.notFound);
  return company;
}

/** Names and domains are unique across the provider (they identify a tenant). */
export function companyClash(
  world: World,
  fields: Partial<CompanyWrite>,
  exceptId = 0,
): 'name' | 'domain' | null {
  for (const c of world.companies) {
    if (c.id === exceptId) continue;
    if (fields.name !== undefined && sameText(c.name, fields.name)) return 'name';
    if (fields.domain !== undefined && c.domain === fields.domain) return 'domain';
  }
  return null;
}

/**
 * The names and domains taken across the provider, indexed once for a batch of new companies
 * (an import): each row's check costs the same however many companies exist, and reads the
 * committed records, not the change's draft of each. Made before the batch adds any; `add`
 * keeps it up to date as it does.
 */
export function companyNames(world: World) {
  const committed = committedCompanyNames(isDraft(world) ? original(world)! : world);
  // The batch's own new companies, beside the committed ones (left alone: the batch may fail).
  const names = new TextSet();
  const domains = new Set<string>();
  return {
    clash: (fields: CompanyWrite): 'name' | 'domain' | null =>
      committed.hasName(fields.name) || names.has(fields.name)
        ? 'name'
        : committed.hasDomain(fields.domain) || domains.has(fields.domain)
          ? 'domain'
          : null,
    add(company: Company): void {
      names.add(company.name);
      domains.add(company.domain);
    },
  };
}

/** A company buying through `resellerId` (or, as a reseller, under it): made by creates and imports. */
export function addCompany(
  world: World,
  resellerId: number,
  fields: CompanyWrite & { reseller?: { name: string; email: string } },
  now: Date,
): Company {
  const company: Company = {
    id: nextId(world, 'companies'),
    name: fields.name,
    domain: fields.domain,
    isReseller: fields.reseller !== undefined,
    resellerId,
    resellerName: fields.reseller?.name ?? null,
    resellerEmail: fields.reseller?.email ?? null,
    logoPath: null,
    tabLogoPath: null,
    isTrial: false,
    createdAt: now.toISOString(),
  };
  world.companies.push(company);
  return company;
}

/** Only an Admin of a reseller company adds companies: they become its customers. */
export function createCompany(world: World, caller: Caller, fields: CompanyWrite, now: Date) {
  if (!isResellerAdmin(world, caller)) throw forbidden(M.notReseller);
  if (companyClash(world, fields)) throw conflict(M.duplicate);
  return addCompany(world, caller.companyId, fields, now);
}

/** The own company by its Admin; a customer company by its reseller's Admin. */
function requireManager(world: World, caller: Caller, company: Company) {
  const allowed =
    company.id === caller.companyId
      ? isCompanyAdmin(world, caller)
      : isResellerAdmin(world, caller);
  if (!allowed) throw forbidden(ENTITY_MESSAGES.adminOnly);
}

export function updateCompany(
  world: World,
  caller: Caller,
  id: number,
  fields: Partial<CompanyWrite>,
): Company {
  const company = findCompany(world, caller, id);
  requireManager(world, caller, company);
  if (companyClash(world, fields, id)) throw conflict(M.duplicate);
  return Object.assign(company, given(fields));
}

/**
 * A reseller removes a customer company that has nobody and nothing in it yet (an import made
 * by mistake); its contacts and addresses go with it. A company never deletes itself.
 */
export function deleteCompany(world: World, caller: Caller, id: number): void {
  const company = findCompany(world, caller, id);
  requireManager(world, caller, company);
  if (company.id === caller.companyId) throw conflict(M.deleteSelf);
  const used =
    world.users.some((u) => u.companyId === id) ||
    world.virtualMachines.some((v) => v.companyId === id) ||
    world.companies.some((c) => c.resellerId === id);
  if (used) throw conflict(M.stillUsed);
  world.contacts.removeWhere((c) => c.companyId === id);
  world.businessAddresses.removeWhere((a) => a.companyId === id);
  world.distributors.removeWhere((d) => d.companyId === id);
  world.companies.remove(id);
}
