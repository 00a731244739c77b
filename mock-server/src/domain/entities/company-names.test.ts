import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import { testCompany } from '../../testing/test-records';
import { openMemoryStore } from '../../storage/memory/memory-store';
import { sameText } from '../shared/same-text';
import { committedCompanyNames } from './company-names';

const now = new Date('2026-03-15T10:00:00Z');
const company = (id: number, name: string, domain: string) => testCompany({ id, name, domain });

async function storeOf() {
  const world = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  world.companies.push(company(1, 'Acme', 'acme.example'), company(2, 'Globex', 'globex.example'));
  return openMemoryStore(world);
}

/** What walking every company says. */
const walked = (world: World, name: string, domain: string) => ({
  name: world.companies.some((c) => sameText(c.name, name)),
  domain: world.companies.some((c) => c.domain === domain),
});
const indexed = (world: World, name: string, domain: string) => {
  const names = committedCompanyNames(world);
  return { name: names.hasName(name), domain: names.hasDomain(domain) };
};
const PROBES = [
  ['ACME', 'acme.example'],
  ['Globex', 'new.example'],
  ['Initech', 'initech.example'],
  ['Hooli', 'hooli.example'],
  ['Umbrella', 'globex.example'],
] as const;

describe("the committed companies' names, followed change by change", () => {
  it('answers as walking every company would, after adds, a rename and a removal', async () => {
    const store = await storeOf();
    expect(indexed(store.data, 'acme', 'x')).toEqual({ name: true, domain: false });
    await store.mutate((w) => {
      w.companies.push(company(3, 'Initech', 'initech.example'));
    });
    await store.mutate((w) => {
      w.companies.byId(2)!.name = 'Hooli';
      w.companies.byId(2)!.domain = 'hooli.example';
    });
    await store.mutate((w) => {
      w.companies.remove(1);
    });
    for (const [name, domain] of PROBES)
      expect(indexed(store.data, name, domain)).toEqual(walked(store.data, name, domain));
    expect(indexed(store.data, 'Globex', 'globex.example')).toEqual({ name: false, domain: false });
  });

  it('still answers for an earlier state once a later one has taken its index over', async () => {
    const store = await storeOf();
    const before = store.data;
    indexed(before, 'Acme', 'acme.example');
    await store.mutate((w) => {
      w.companies.byId(1)!.name = 'Renamed';
    });
    expect(indexed(store.data, 'Acme', 'acme.example')).toEqual({ name: false, domain: true });
    expect(indexed(before, 'Acme', 'acme.example')).toEqual({ name: true, domain: true });
  });

  it('keeps a name two companies share until both are gone', async () => {
    const store = await storeOf();
    await store.mutate((w) => {
      w.companies.push(company(3, 'acme', 'acme.example'));
    });
    indexed(store.data, 'Acme', 'acme.example');
    await store.mutate((w) => {
      w.companies.remove(1);
    });
    expect(indexed(store.data, 'Acme', 'acme.example')).toEqual({ name: true, domain: true });
  });
});
