import type { Change } from './changes';
import type { World } from './schema';

/**
 * How a committed world was made: from which world, by which changes. Figures derived from a
 * world (the next instant something comes due, a company's sorted VMs) are filed under its
 * version, and then follow a change in proportion to what it touched, instead of walking 100,000
 * records again.
 *
 * A version names the version it was made from, never the world: a chain of worlds kept each
 * world alive with what its change copied (a chunk of 512 VMs and the list of chunks), long
 * enough at 1,000 writes/s to be promoted to the old generation and fill it (see
 * docs/benchmarks.md). A figure that needs an earlier world's records keeps them itself.
 *
 * `depth`: links behind this one, counted since the chain was last cut. A join can leave fewer
 * behind a version made before it, which still counts them: never more.
 */
export type Version = { from: Version | undefined; changes: readonly Change[]; depth: number };
const versions = new WeakMap<World, Version>();

/**
 * Links kept behind the newest version; older ones are cut off, and a figure older than that is
 * worked out again from the world. It must reach back past the commits in flight to the durable
 * world, so that their group can be joined into one link once written (a few dozen at 1,000
 * writes/s).
 */
export const LINKS_KEPT = 64;

/** The version of a world: what figures derived from it are filed under, as long as it lives. */
export function versionOf(world: World): Version {
  let version = versions.get(world);
  if (!version) versions.set(world, (version = { from: undefined, changes: [], depth: 0 }));
  return version;
}

export function recordDerivation(next: World, from: World, changes: readonly Change[]): void {
  const before = versionOf(from);
  const version: Version = { from: before, changes, depth: before.depth + 1 };
  versions.set(next, version);
  // Cut once the chain is twice as long as kept: a walk every LINKS_KEPT links, not each one.
  if (version.depth < 2 * LINKS_KEPT) return;
  let at = version;
  for (let i = LINKS_KEPT; i > 0; i--) {
    // Shorter than counted: a join (below) took links away from behind versions made before
    // it, which still count them. Nothing is past LINKS_KEPT to cut.
    if (!at.from) return;
    at.depth = i;
    at = at.from;
  }
  at.from = undefined;
  at.depth = 0;
}

/**
 * Makes `to` follow from `from` in one link that carries every change between them, when `to` was
 * made from `from` through a chain of links. Reads see the durable world, which moves on by a
 * whole group commit (dozens of changes at 1,000 writes/s) or a catch-up at once: one link per
 * step of the durable world lets a figure follow any group, and the versions in between go.
 */
export function joinDerivation(to: World, from: World): void {
  const target = versionOf(to);
  const base = versionOf(from);
  const steps: (readonly Change[])[] = [];
  for (let at = target; at !== base;) {
    if (!at.from) return;
    steps.push(at.changes);
    at = at.from;
  }
  if (steps.length < 2) return;
  target.from = base;
  target.changes = steps.reverse().flat();
  target.depth = base.depth + 1;
}

/**
 * The nearest earlier version for which `known` holds (one a figure was worked out for) and the
 * changes made since, oldest first; undefined when none is linked to this world's.
 */
export function changesSince(
  world: World,
  known: (earlier: Version) => boolean,
): { base: Version; changes: Change[] } | undefined {
  const steps: (readonly Change[])[] = [];
  for (let at = versionOf(world); at.from;) {
    steps.push(at.changes);
    at = at.from;
    if (known(at)) return { base: at, changes: steps.reverse().flat() };
  }
  return undefined;
}
