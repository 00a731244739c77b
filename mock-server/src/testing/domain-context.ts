import { readConfig, type Config } from '../config';
import type { DomainContext } from '../domain/shared/context';
import type { World } from '../model/schema';

/** For unit tests: the domain's view of `world` at `now`, its clock running plainly at `scale`. */
export function contextAt(
  world: World,
  now: Date,
  o: { config?: Config; scale?: number } = {},
): DomainContext {
  const config = o.config ?? readConfig({});
  const scale = o.scale ?? config.defaultTimeScale;
  return { world, time: { now, scale, paused: false, offsetMs: 0 }, config };
}
