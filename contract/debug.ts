import { z } from 'zod';
import { isoDate } from './envelope';
import { activeScenarioSchema, clockStateSchema } from './sandbox';

/** GET /debug/debugSharktech: what a developer wants to know about the sandbox, signed in only. */
export const diagnosticsSchema = z.object({
  startedAt: isoDate,
  uptimeSeconds: z.number(),
  node: z.string(),
  worldVersion: z.number(),
  seed: z.number(),
  seededAt: isoDate,
  clock: clockStateSchema,
  activeScenarios: z.array(activeScenarioSchema),
  counts: z.record(z.string(), z.number()),
  store: z.object({
    kind: z.enum(['file', 'memory', 'postgres']),
    journalBytes: z.number(),
    snapshotBytes: z.number().nullable(),
  }),
  requestLogSize: z.number(),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;
