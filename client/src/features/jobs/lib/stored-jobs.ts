import { z } from 'zod';
import { jobProgressSchema, RESOURCE_TYPES } from '@contract/jobs';
import type { StoredLists } from './job-storage';
import type { JobLists, TrackedJob } from './tracked-job';

// Dates are ISO strings in storage; the contract schema coerces them back into Date objects.
const storedJobSchema = z.object({
  id: z.string(),
  jobId: z.number(),
  resourceType: z.enum(RESOURCE_TYPES),
  progress: jobProgressSchema,
  startTime: z.number(),
  endTime: z.number().optional(),
  displayedPercentage: z.number().default(0),
});

// One corrupt entry should not cost the user every other job.
const jobsOf = (items: unknown[]): TrackedJob[] =>
  items.flatMap((item) => {
    const parsed = storedJobSchema.safeParse(item);
    return parsed.success ? [{ ...parsed.data, isModalOpen: false }] : [];
  });

/** The stored entries that read as jobs; a reload never reopens a modal. */
export const jobsFromStorage = (stored: StoredLists): JobLists => ({
  active: jobsOf(stored.active),
  completed: jobsOf(stored.completed),
});
