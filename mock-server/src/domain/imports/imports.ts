import { isDraft, original } from 'immer';
import type { FieldError } from '@contract/envelope';
import {
  companyImportRowSchema,
  distributorImportRowSchema,
  IMPORT_MESSAGES as M,
  resellerImportRowSchema,
  type CompanyImportRow,
  type DistributorImportRow,
  type ImportKind,
  type ImportReport,
  type ResellerImportRow,
} from '@contract/imports';
import { nextId } from '../../model/ids';
import type { World } from '../../model/schema';
import { addAddress } from '../entities/business-addresses';
import { addCompany, companyNames } from '../entities/companies';
import { addOwned } from '../entities/owned-records';
import { fieldErrors, requireResellerAdmin, type Caller } from '../platform/admins';
import { TextSet } from '../shared/same-text';
import type { Records } from '../../model/records';

type Row = CompanyImportRow | ResellerImportRow | DistributorImportRow;
type Created = { id: number; name: string };

const SCHEMAS = {
  company: companyImportRowSchema,
  reseller: resellerImportRowSchema,
  distributer: distributorImportRowSchema,
} as const;

/** A company's primary contact type and headquarters address type, by name, else the first. */
const typeId = (types: Records<{ id: number; name: string }>, name: string) =>
  (types.find((t) => t.name === name) ?? types.first())?.id ?? 0;

/**
 * What a batch checks its rows against, indexed once: the names and domains taken, the caller's
 * distributors, the countries and the types its records get. A row then costs the same however large the world has grown.
 */
function takenIn(world: World, caller: Caller) {
  // Read from the committed records: walking the change's draft would wrap every one of them.
  const committed = isDraft(world) ? original(world)! : world;
  return {
    companies: companyNames(committed),
    distributors: new TextSet(
      committed.distributors.filter((d) => d.companyId === caller.companyId).map((d) => d.name),
    ),
    countries: new Set(committed.systemCountries.map((c) => c.id)),
    primaryContactType: typeId(committed.contactTypes, 'Primary'),
    headquartersType: typeId(committed.addressTypes, 'Headquarters'),
  };
}
type Taken = ReturnType<typeof takenIn>;

/** Problems a well-formed row can still have: what it refers to, or what already exists. */
function conflictsOf(taken: Taken, row: Row): FieldError[] {
  const problems: FieldError[] = [];
  const unknownCountry = (path: string, id: number) => {
    if (!taken.countries.has(id)) problems.push({ path, msg: M.unknownCountry });
  };
  if ('countryId' in row) {
    unknownCountry('countryId', row.countryId);
    if (taken.distributors.has(row.name)) problems.push({ path: 'name', msg: M.distributorTaken });
    return problems;
  }
  const clash = taken.companies.clash(row);
  if (clash === 'name') problems.push({ path: 'name', msg: M.nameTaken });
  if (clash === 'domain') problems.push({ path: 'domain', msg: M.domainTaken });
  if (row.address) unknownCountry('address.countryId', row.address.countryId);
  return problems;
}

function create(world: World, caller: Caller, taken: Taken, row: Row, now: Date): Created {
  const at = now.toISOString();
  if ('countryId' in row) {
    const distributor = {
      id: nextId(world, 'distributors'),
      companyId: caller.companyId,
      name: row.name,
      countryId: row.countryId,
      contactEmail: row.contactEmail,
      phone: row.phone,
      createdAt: at,
    };
    world.distributors.push(distributor);
    taken.distributors.add(distributor.name);
    return distributor;
  }
  const reseller =
    'resellerName' in row ? { name: row.resellerName, email: row.resellerEmail } : undefined;
  const company = addCompany(
    world,
    caller.companyId,
    { name: row.name, domain: row.domain, reseller },
    now,
  );
  taken.companies.add(company);
  addOwned(
    world,
    'contacts',
    company.id,
    {
      contactTypeId: taken.primaryContactType,
      firstName: row.contactFirstName,
      lastName: row.contactLastName,
      email: row.contactEmail,
      phone: null,
      jobTitle: null,
    },
    now,
  );
  if (row.address)
    addAddress(world, company.id, { addressTypeId: taken.headquartersType, ...row.address }, now);
  return company;
}

/**
 * Runs one import for an Admin of a reseller company. Every row is checked on its own (shape,
 * references, uniqueness against the world and the rows before it); the valid ones are created
 * and the others reported with their reasons. Rows are numbered from 1, as in a spreadsheet.
 */
export function runImport(
  world: World,
  caller: Caller,
  kind: ImportKind,
  rows: unknown[],
  now: Date,
): ImportReport {
  requireResellerAdmin(world, caller, M.adminOnly);
  const report: ImportReport = { created: [], refused: [] };
  const seen = new Set<string>();
  const taken = takenIn(world, caller);
  rows.forEach((raw, index) => {
    const row = index + 1;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      report.refused.push({ row, reasons: [{ path: '', msg: M.rowNotObject }] });
      return;
    }
    const parsed = SCHEMAS[kind].safeParse(raw);
    if (!parsed.success) {
      report.refused.push({ row, reasons: fieldErrors(parsed.error) });
      return;
    }
    const key = parsed.data.name.toLowerCase();
    const reasons = seen.has(key)
      ? [{ path: 'name', msg: M.duplicateInBatch }]
      : conflictsOf(taken, parsed.data);
    if (reasons.length > 0) {
      report.refused.push({ row, reasons });
      return;
    }
    seen.add(key);
    const created = create(world, caller, taken, parsed.data, now);
    report.created.push({ row, id: created.id, name: created.name });
  });
  return report;
}
