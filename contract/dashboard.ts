import { z } from 'zod';
import { SIZE_KEYS } from './sizes';

const countsBySize = z.object(
  Object.fromEntries(SIZE_KEYS.map((k) => [k, z.number().int().min(0)])) as Record<
    (typeof SIZE_KEYS)[number],
    z.ZodNumber
  >,
);

/** VMs created per size: this month, last month and since 1 January. */
export const dashboardDataSchema = z.object({
  currentMonth: countsBySize,
  previousMonth: countsBySize,
  ytd: countsBySize,
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;
