import type { Change } from './changes';
import type { World } from './schema';

/**
 * How a committed world was made: from which world, by which changes. Figures derived from a
 * world (the next instant something comes due, a company's sorted VMs) then follow a change in
 * proportion to what it touched, instead of walking 100,000 records again.
 */
/**
 * `depth`: links behind this one, counted since the chain was last cut. A join can leave fewer
 * behind a world made before it, which still counts them: never more.
 */
type Derivation = { from: World; changes: readonly Change[]; depth: number };
const derivations = new WeakMap<World, Derivation>();

/**
 * Links kept behind the newest world. Each older world is kept alive by its link (what its change
 * copied), so the chain is cut this far back; a figure older than that is worked out again from
 * the world. It must reach back past the commits in flight to the durable world, so that their
 * group can be joined into one link once written (a few dozen at 1,000 writes/s).
 */
export const LINKS_KEPT = 64;

export function recordDerivation(next: World, from: World, changes: readonly Change[]): void {
  const depth = (derivations.get(from)?.depth ?? 0) + 1;
  derivations.set(next, { from, changes, depth });
  // Cut once the chain is twice as long as kept: a walk every LINKS_KEPT links, not each one.
  if (depth < 2 * LINKS_KEPT) return;
  let at = next;
  for (let i = LINKS_KEPT; i > 0; i--) {
    const link = derivations.get(at);
    // Shorter than counted: a join (below) took links away from behind worlds made before it,
    // which still count them. Nothing is past LINKS_KEPT to cut.
    if (!link) return;
    link.depth = i;
    at = link.from;
  }
  derivations.delete(at);
}

/**
 * Makes `to` follow from `from` in one link that carries every change between them, when `to` was
 * made from `from` through a chain of links. Reads see the durable world, which moves on by a
 * whole group commit (dozens of changes at 1,000 writes/s) or a catch-up at once: one link per
 * step of the durable world lets a figure follow any group, and the worlds in between go.
 */
export function joinDerivation(to: World, from: World): void {
  const steps: (readonly Change[])[] = [];
  for (let at = to; at !== from;) {
    const link = derivations.get(at);
    if (!link) return;
    steps.push(link.changes);
    at = link.from;
  }
  if (steps.length < 2) return;
  const depth = (derivations.get(from)?.depth ?? 0) + 1;
  derivations.set(to, { from, changes: steps.reverse().flat(), depth });
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
