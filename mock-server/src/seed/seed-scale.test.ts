import { describe, expect, it } from 'vitest';
import { parseCidr, blocksOverlap } from '@contract/ipv4';
import { readConfig } from '../config';
import type { Records } from '../model/records';
import { seedWorld } from './seed';

const now = new Date('2026-03-15T10:00:00Z');

describe('a seeded world grown to a large tenant (SANDBOX_SEED_VMS, _NETWORKS, _USERS)', () => {
  it("grows the customer demo login's company only, to the sizes asked, leaving the rest as seeded", async () => {
    const plain = await seedWorld(readConfig({}), now);
    const grown = await seedWorld(
      readConfig({
        SANDBOX_SEED_VMS: '2000',
        SANDBOX_SEED_NETWORKS: '300',
        SANDBOX_SEED_USERS: '120',
      }),
      now,
    );
    const companyId = grown.users.find((u) => u.email === 'customer@example.com')?.companyId;
    const of = <T extends { id: number; companyId: number }>(list: Records<T>, id = companyId) =>
      list.filter((r) => r.companyId === id);
    expect(of(grown.virtualMachines)).toHaveLength(2000);
    expect(of(grown.networks)).toHaveLength(300);
    expect(of(grown.users)).toHaveLength(120);
    for (const other of plain.companies.filter((c) => c.id !== companyId))
      expect(of(grown.virtualMachines, other.id)).toEqual(of(plain.virtualMachines, other.id));
    // Names stay unique, ids in order, and no two networks of the company share addresses.
    const names = of(grown.virtualMachines).map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = grown.virtualMachines.map((v) => v.id);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    const blocks = of(grown.networks)
      .filter((n) => n.cidrBlock !== null)
      .map((n) => parseCidr(n.cidrBlock as string));
    const overlapping = blocks.filter((b, i) =>
      blocks.slice(i + 1).some((c) => blocksOverlap(b, c)),
    );
    expect(overlapping).toEqual([]);
  });
});
