import type { World } from '../model/schema';
import { jsonOfWorld } from '../model/world-json';
import { from5To6 } from '../storage/engine/migrations/from-5-to-6';
import type { JsonWorld } from '../storage/engine/migrations/json-world';

/*
 * For tests: a current world written back in the shape of an earlier version, as a sandbox of
 * that version stored it. Each function undoes one step, so a test can start from any version.
 */

// The collections version 6 added: what its upgrade step adds, besides version and counters.
const PLATFORM = Object.keys(from5To6.migrate({ version: 5 })).filter(
  (key) => key !== 'version' && key !== 'counters',
);

/** Version 7: no brand images in the world (nor their counter). */
export function asVersion7(world: World): JsonWorld {
  const { brandAssets: _, ...copy } = jsonOfWorld(world) as JsonWorld;
  const { brandAssets: __, ...counters } = copy.counters as Record<string, number>;
  return { ...copy, version: 7, counters };
}

/** Version 6: networks and interfaces had no pendingJobId. */
export function asVersion6(world: World): JsonWorld {
  const copy = asVersion7(world);
  const strip = (rows: unknown) =>
    (rows as Record<string, unknown>[]).map(({ pendingJobId: _, ...rest }) => rest);
  return {
    ...copy,
    version: 6,
    networks: strip(copy.networks),
    netAdapters: strip(copy.netAdapters),
  };
}

/** Version 5: no platform records at all (nor their counters). */
export function asVersion5(world: World): JsonWorld {
  const copy = asVersion6(world);
  const counters = { ...(copy.counters as Record<string, number>) };
  for (const key of PLATFORM) {
    delete copy[key];
    delete counters[key];
  }
  return { ...copy, version: 5, counters };
}

/** Every earlier version this sandbox upgrades, with its shape. */
export const OLDER_SHAPES: readonly { version: number; shape: (world: World) => JsonWorld }[] = [
  { version: 5, shape: asVersion5 },
  { version: 6, shape: asVersion6 },
  { version: 7, shape: asVersion7 },
];
