import type { Change } from './changes';
import type { World } from './schema';

/**
 * How a committed world was made: from which world, by which changes. Figures derived from a
 * world (the next instant something comes due, a company's sorted VMs) then follow a change in
 * proportion to what it touched, instead of walking 100,000 records again.
 */
/** `depth`: links behind this one, counted since the chain was last cut. */
type Derivation = { from: World; changes: readonly Change[]; depth: number };
const derivations = new WeakMap<World, Derivation>();

/**
 * Links kept behind the newest world. Reads see the durable world, which moves on by a whole
 * group commit at once (dozens of changes at 1,000 writes/s): a figure follows the group only
 * if the chain reaches back past it. Each older world is kept alive by its link, but holds only
 * what its change copied (a chunk of each collection it touched, a few kB), so a long chain is
 * cheap; a figure older than that is worked out again from the world.
 */
export const LINKS_KEPT = 1024;

export function recordDerivation(next: World, from: World, changes: readonly Change[]): void {
  const depth = (derivations.get(from)?.depth ?? 0) + 1;
  derivations.set(next, { from, changes, depth });
  // Cut once the chain is twice as long as kept: a walk every LINKS_KEPT commits, not each one.
  if (depth < 2 * LINKS_KEPT) return;
  let at = next;
  for (let i = LINKS_KEPT; i > 0; i--) {
    const link = derivations.get(at) as Derivation;
    link.depth = i;
    at = link.from;
  }
  derivations.delete(at);
}

/**
 * The nearest earlier world for which `known` holds (one a figure was worked out for) and the
 * changes made since, oldest first; undefined when none is linked to this one.
 */
export function changesSince(
  world: World,
  known: (earlier: World) => boolean,
): { base: World; changes: Change[] } | undefined {
  const steps: (readonly Change[])[] = [];
  let at = world;
  for (let link = derivations.get(at); link; link = derivations.get(at)) {
    steps.push(link.changes);
    at = link.from;
    if (known(at)) return { base: at, changes: steps.reverse().flat() };
  }
  return undefined;
}
