import { z } from 'zod';
import { QUOTA_KEYS, type QuotaKey } from './quotas';

/**
 * GET /quotas/usage: whether the caller's company is a trial and, if it is, what it holds of
 * each quota of contract/quotas.ts, counted as the sandbox counts it when it refuses.
 */
export const quotaUsageSchema = z.object({
  isTrial: z.boolean(),
  used: z
    .object(
      Object.fromEntries(QUOTA_KEYS.map((k) => [k, z.number().int().min(0)])) as Record<
        QuotaKey,
        z.ZodNumber
      >,
    )
    .nullable(),
});
export type QuotaUsageReply = z.infer<typeof quotaUsageSchema>;
