import type { Change } from '../../model/changes';
import { isCommitted } from '../../model/committed';
import { changesSince, versionOf, type Version } from '../../model/derivation';
import type { Company, World } from '../../model/schema';
import { TextSet } from '../shared/same-text';
import type { RecordList } from '../../model/records';

/** Every company's name and domain, as uniqueness checks ask for them. */
type NameIndex = {
  names: TextSet;
  domains: Map<string, number>;
  byId: Map<number, { name: string; domain: string }>;
};

/** Per version of a committed world: its index, handed on to the next one change by change. */
const indexes = new WeakMap<Version, NameIndex>();

function forget(index: NameIndex, id: number): void {
  const old = index.byId.get(id);
  if (!old) return;
  index.byId.delete(id);
  index.names.delete(old.name);
  const left = (index.domains.get(old.domain) ?? 1) - 1;
  if (left > 0) index.domains.set(old.domain, left);
  else index.domains.delete(old.domain);
}

function remember(index: NameIndex, { id, name, domain }: Company): void {
  index.byId.set(id, { name, domain });
  index.names.add(name);
  index.domains.set(domain, (index.domains.get(domain) ?? 0) + 1);
}

function built(companies: RecordList<Company>): NameIndex {
  const index: NameIndex = { names: new TextSet(), domains: new Map(), byId: new Map() };
  for (const company of companies) remember(index, company);
  return index;
}

const replacesCompanies = (c: Change) => c.key === 'companies' && c.op === 'set';

/**
 * The names and domains of a committed world's companies. Worked out once, then followed
 * through each commit's changes to the companies (an import of 100 rows updates 100 entries,
 * whether the provider has 100 companies or 100,000). The index of the earlier world is taken
 * over, not copied: asked again for that world (rare), it is built again.
 */
export function committedCompanyNames(world: World): {
  hasName: (name: string) => boolean;
  hasDomain: (domain: string) => boolean;
} {
  const version = versionOf(world);
  let index = indexes.get(version);
  if (!index) {
    const since = changesSince(world, (earlier) => indexes.has(earlier));
    if (since && !since.changes.some(replacesCompanies)) {
      index = indexes.get(since.base) as NameIndex;
      indexes.delete(since.base);
      for (const change of since.changes) {
        if (change.key !== 'companies') continue;
        if (change.op === 'del') forget(index, change.id);
        if (change.op === 'put') {
          forget(index, change.record.id);
          remember(index, change.record as Company);
        }
      }
    } else index = built(world.companies);
    if (isCommitted(world.companies)) indexes.set(version, index);
  }
  const { names, domains } = index;
  return { hasName: (name) => names.has(name), hasDomain: (domain) => domains.has(domain) };
}
