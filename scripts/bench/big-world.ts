import type { Config } from '../../mock-server/src/config';
import { seedWorld } from '../../mock-server/src/seed/seed';
import type { World } from '../../mock-server/src/store/schema';

/**
 * The seeded demo world, with one company (the customer demo login's) grown to `total` VMs:
 * copies of its own VMs, renamed and spread over the last two years, as a large tenant's
 * account would look. Used to measure lists and writes at scale.
 */
export async function bigWorld(config: Config, now: Date, total: number): Promise<World> {
  const world = await seedWorld(config, now);
  const companyId = world.users.find((u) => u.email === 'customer@example.com')?.companyId;
  const own = world.virtualMachines.filter((v) => v.companyId === companyId);
  const twoYears = 2 * 365 * 24 * 3600 * 1000;
  for (let i = own.length; i < total; i++) {
    const model = own[i % own.length] as World['virtualMachines'][number];
    world.counters.virtualMachines += 1;
    const id = world.counters.virtualMachines;
    const createdAt = new Date(now.getTime() - ((i * 7919) % twoYears)).toISOString();
    world.virtualMachines.push({
      ...model,
      id,
      name: `${model.name.replace(/-\d+$/, '')}-${String(i).padStart(5, '0')}`,
      jobId: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return world;
}
