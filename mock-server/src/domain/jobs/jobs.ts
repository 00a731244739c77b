import type { JobProgress } from '@contract/jobs';
import type { World } from '../../model/schema';
import { notFound } from '../shared/errors';
import { jobProgress } from './job-progress';

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  retrieved: 'Job progress retrieved',
} as const;

/**
 * A job the caller may follow: one of their company's, or a provider job (a datacenter setup,
 * companyId null). Another company's job is "not found", so job ids cannot be probed.
 */
export function readJob(world: World, companyId: number, jobId: number, now: Date): JobProgress {
  const job = world.jobs.find(
    (j) => j.id === jobId && (j.companyId === companyId || j.companyId === null),
  );
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return jobProgress(job, now);
}
