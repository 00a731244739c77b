import type { Change } from './changes';
import type { World } from './schema';

/**
 * How a committed world was made: from which world, by which changes. Figures derived from a
 * world (the next instant something comes due, a company's sorted VMs) then follow a change in
 * proportion to what it touched, instead of walking 100,000 records again.
 */
type Derivation = { from: World; changes: readonly Change[] };
const derivations = new WeakMap<World, Derivation>();

/**
 * Links kept behind the newest world. Each older world is kept alive by its link (its changed
 * collections with it), so the chain is cut this far back; a figure older than that is worked
 * out again from the world.
 */
const LINKS_KEPT = 16;

export function recordDerivation(next: World, from: World, changes: readonly Change[]): void {
  derivations.set(next, { from, changes });
  let oldest = from;
  for (let i = 1; i < LINKS_KEPT; i++) {
    const link = derivations.get(oldest);
    if (!link) return;
    oldest = link.from;
  }
  derivations.delete(oldest);
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
