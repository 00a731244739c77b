import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  component: z.enum(['api', 'database', 'remoteAPI']),
  checkedAt: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type Health = z.infer<typeof healthSchema>;
