import { z } from 'zod';
import { isoDate } from './envelope';

/** What a background job builds: VMs and networks for a customer, a datacenter for the provider. */
export const RESOURCE_TYPES = ['virtual_machine', 'network', 'datacenter'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A background job's progress, as GET /resource/jobs/{id} returns it in data.data. */
export const jobProgressSchema = z.object({
  jobId: z.number(),
  resourceType: z.enum(RESOURCE_TYPES),
  resourceDisplayName: z.string(),
  resourceName: z.string(),
  resourceId: z.number().nullable(),
  stage: z.string(),
  progressPercentage: z.number().min(0).max(100),
  isCompleted: z.boolean(),
  hasFailed: z.boolean(),
  message: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: isoDate,
  estimatedCompletion: isoDate.nullable(),
  timeRemaining: z.number().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
