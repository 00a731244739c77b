import type { Diagnostics } from '@contract/debug';
import { collectionNames } from '../../model/empty-world';
import type { World } from '../../model/schema';
import type { WorldTime } from '../../simulation/world-time';
import { clockState } from '../sandbox/clock-controls';
import { activeScenarios } from '../sandbox/scenarios';

export type StoreFacts = Diagnostics['store'];

/**
 * Everything a developer asks first about a sandbox that behaves oddly: how long it has run,
 * which world it holds (version, seed), how its clock stands, what is switched on, how much is
 * in each collection and how much is waiting in the journal.
 */
export function diagnostics(
  world: World,
  facts: {
    realNow: Date;
    time: WorldTime;
    startedAt: Date;
    store: StoreFacts;
    requestLogSize: number;
  },
): Diagnostics {
  const counts: Record<string, number> = {};
  for (const name of collectionNames()) counts[name] = world[name].length;
  for (const [name, list] of Object.entries(world.catalogue))
    counts[`catalogue.${name}`] = list.length;
  return {
    startedAt: facts.startedAt,
    uptimeSeconds: Math.max(
      0,
      Math.round((facts.realNow.getTime() - facts.startedAt.getTime()) / 1000),
    ),
    node: process.version,
    worldVersion: world.version,
    seed: world.meta.seed,
    seededAt: new Date(world.meta.seededAt),
    clock: clockState(facts.time),
    activeScenarios: activeScenarios(world),
    counts,
    store: facts.store,
    requestLogSize: facts.requestLogSize,
  };
}
