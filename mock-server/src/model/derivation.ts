import type { Change } from './changes';
import type { World } from './schema';

/**
 * How a committed world was made: from which world, by which changes. Derived figures (the next
 * instant something comes due) then follow a change in proportion to what it touched, instead
 * of walking 100,000 records again. A link is dropped once followed (`followed`), so a chain of
 * old worlds is kept only until the next request asks about the newest one.
 */
type Derivation = { from: World; changes: readonly Change[] };
const derivations = new WeakMap<World, Derivation>();

export function recordDerivation(next: World, from: World, changes: readonly Change[]): void {
  derivations.set(next, { from, changes });
}

export function derivationOf(world: World): Derivation | undefined {
  return derivations.get(world);
}

export function followed(world: World): void {
  derivations.delete(world);
}
