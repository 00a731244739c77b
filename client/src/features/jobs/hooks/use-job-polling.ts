import { useQueries } from '@tanstack/react-query';
import { jobsKeys } from '@/api/jobs/jobs-keys';
import { JOB_POLL_INTERVAL_MS } from '../lib/job-poll-interval';
import { jobStore, useJobs } from '../lib/job-store';

/**
 * One polling query per active job. A finished job leaves the active list, so its query is
 * dropped and its polling stops; with no active job nothing runs. Retries are off because
 * failures are counted by the store (3 tolerated), not by react-query.
 */
export function useJobPolling() {
  const { active } = useJobs();
  useQueries({
    queries: active.map((job) => ({
      queryKey: [...jobsKeys.detail(job.jobId), 'poll'] as const,
      queryFn: () => jobStore.pollJob(job.jobId),
      refetchInterval: JOB_POLL_INTERVAL_MS,
      // A job must finish (and its modal navigate) even while the user looks at another tab.
      refetchIntervalInBackground: true,
      retry: false,
      staleTime: 0,
      gcTime: 0,
    })),
  });
}
