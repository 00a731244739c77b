import { queryOptions } from '@tanstack/react-query';
import type { JobProgress } from '@contract/jobs';
import { http } from '@/api/http';
import { unwrap } from '@/api/api-error';
import { jobsKeys } from './jobs-keys';

/** GET /resource/jobs/{id}: the job's progress, dates already revived by the HTTP layer. */
export async function getJob(jobId: number): Promise<JobProgress> {
  return unwrap<JobProgress>(await http.get(`/resource/jobs/${jobId}`));
}

export const jobQueryOptions = (jobId: number) =>
  queryOptions({ queryKey: jobsKeys.detail(jobId), queryFn: () => getJob(jobId) });
