import type { Config } from '../../mock-server/src/config';
import { seedWorld } from '../../mock-server/src/seed/seed';
import { openFileStore } from '../../mock-server/src/storage/file/file-store';
import type { Team, World } from '../../mock-server/src/model/schema';

/**
 * The seeded demo world with the customer's company grown to `total` teams, nested ten deep
 * under its existing teams, as a large organisation's tree would look. Its members keep their
 * roles, so every permission check walks a tree of this size.
 */
export async function manyTeamsWorld(config: Config, now: Date, total: number): Promise<World> {
  const world = await seedWorld(config, now);
  const companyId = world.users.find((u) => u.email === 'customer@example.com')?.companyId;
  const own = world.teams.filter((t) => t.companyId === companyId);
  const at = now.toISOString();
  let parent: Team | undefined;
  for (let i = own.length; i < total; i++) {
    // Chains of ten, each starting under one of the company's own teams.
    const top = own[i % own.length] as Team;
    world.counters.teams += 1;
    const team: Team = {
      id: world.counters.teams,
      companyId: top.companyId,
      name: `Unit ${String(i).padStart(5, '0')}`,
      parentTeamId: i % 10 === 0 || !parent ? top.id : parent.id,
      createdAt: at,
      updatedAt: at,
    };
    world.teams.push(team);
    parent = team;
  }
  return world;
}

/** A data folder holding a built world, for a sandbox started on it without SANDBOX_FRESH. */
export async function writeWorldFolder(
  dir: string,
  now: Date,
  build: () => Promise<World>,
): Promise<void> {
  const { store } = await openFileStore({ dir, fresh: true, now, seed: build });
  await store.close();
}
