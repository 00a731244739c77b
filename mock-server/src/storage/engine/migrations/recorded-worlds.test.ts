import { describe, expect, it } from 'vitest';
import { WORLD_VERSION } from '../../../model/schema';
import { RECORDED_WORLDS, recordedWorld } from '../../../testing/recorded-worlds';
import { checkWorld } from '../world-schema';
import { migrateWorld } from './migrate-world';

type Row = { id: number; [key: string]: unknown };
const rowsOf = (world: object, key: string) => (world as Record<string, Row[]>)[key]!;

describe('a world stored by an older sandbox, as it really wrote it', () => {
  it.each(RECORDED_WORLDS)(
    'of version $version ($commit) is upgraded to a current world that passes the schema',
    ({ version }) => {
      const stored = recordedWorld(version);
      expect(stored.version).toBe(version);
      const { world, from } = migrateWorld(stored);
      expect(from).toBe(version);
      expect(world.version).toBe(WORLD_VERSION);
      expect(() => checkWorld(world)).not.toThrow();
      // Nothing it held is lost: the same people, VMs and networks, counters still past them.
      const kept = ['companies', 'users', 'teams', 'virtualMachines', 'networks', 'jobs', 'outbox'];
      for (const key of [...kept, 'refreshFamilies']) {
        expect(rowsOf(world, key).map((r) => r.id)).toEqual(rowsOf(stored, key).map((r) => r.id));
        expect((world.counters as Record<string, number>)[key]).toBe(
          (stored.counters as Record<string, number>)[key],
        );
      }
      expect(world.meta).toEqual(stored.meta);
      expect(world.secrets).toEqual(stored.secrets);
    },
  );

  it.each(RECORDED_WORLDS.filter((r) => r.version < 3))(
    'of version $version keeps the session it stored, as never rotated under the grace rule',
    ({ version }) => {
      const stored = recordedWorld(version);
      const families = rowsOf(migrateWorld(stored).world, 'refreshFamilies');
      expect(families.length).toBeGreaterThan(0);
      for (const family of families)
        expect(family).toMatchObject({ previousJti: null, rotatedAt: family.createdAt });
    },
  );

  it('of version 2 keeps the VM its customer created, with its create job', () => {
    const { world } = migrateWorld(recordedWorld(2));
    const job = rowsOf(world, 'jobs').find((j) => j.kind === 'vm-create')!;
    expect(job).toMatchObject({ failureStage: null, companyId: 1, userId: 1 });
    const vm = rowsOf(world, 'virtualMachines').find((r) => r.id === (job.vmIds as number[])[0]);
    expect(vm).toMatchObject({ name: 'web-upgraded', jobId: job.id });
  });

  it.each(RECORDED_WORLDS)('of version $version is left as it was stored', ({ version }) => {
    const stored = recordedWorld(version);
    migrateWorld(stored);
    expect(stored).toEqual(recordedWorld(version));
  });
});
