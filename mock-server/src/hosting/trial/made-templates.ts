import type { Config } from '../../config';
import { SCENARIOS } from '../../seed/scenarios';
import { seedWorld } from '../../seed/seed';
import { SEED_TEMPLATE, type TemplateMaker } from '../../storage/policies/templates';

/** The templates the trial makes itself: the seed, and every demo scenario. */
export function madeTemplates(config: Config): Record<string, TemplateMaker> {
  return {
    [SEED_TEMPLATE]: (now) => seedWorld(config, now),
    ...Object.fromEntries(SCENARIOS.map((s) => [s.name, (now: Date) => s.make(config, now)])),
  };
}
