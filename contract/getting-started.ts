import { z } from 'zod';
import { GETTING_STARTED_STEP_IDS } from './getting-started-steps';

/** GET /__sandbox/gettingStarted: which steps the signed-in user's company has done. */
export const gettingStartedSchema = z.object({
  /** The world's id: where the portal remembers that its visitor folded or hid the checklist. */
  world: z.string(),
  steps: z.array(z.object({ id: z.enum(GETTING_STARTED_STEP_IDS), done: z.boolean() })),
  done: z.number().int().min(0),
  total: z.number().int().min(1),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/** Said when the sandbox offers no checklist (a plain sandbox run, not a demo or a hosted world). */
export const GETTING_STARTED_UNAVAILABLE =
  'Getting started is offered in demo and hosted sandboxes only';
