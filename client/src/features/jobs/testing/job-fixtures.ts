import type { JobProgress } from '@contract/jobs';
import type { TrackedJob } from '../lib/tracked-job';

/** Test data only: a fixed clock origin and builders for progress and tracked jobs. */
export const T0 = Date.parse('2026-03-02T10:00:00.000Z');

export const makeProgress = (overrides: Partial<JobProgress> = {}): JobProgress => ({
  jobId: 101,
  resourceType: 'virtual_machine',
  resourceDisplayName: 'web-server-01',
  resourceName: 'web-server-01',
  resourceId: null,
  stage: 'provisioning',
  progressPercentage: 10,
  isCompleted: false,
  hasFailed: false,
  message: null,
  errorMessage: null,
  createdAt: new Date(T0),
  estimatedCompletion: null,
  timeRemaining: null,
  ...overrides,
});

export const makeJob = (
  progress: Partial<JobProgress> = {},
  job: Partial<TrackedJob> = {},
): TrackedJob => {
  const p = makeProgress(progress);
  return {
    id: `${p.resourceType}-${p.jobId}`,
    jobId: p.jobId,
    resourceType: p.resourceType,
    progress: p,
    startTime: T0,
    isModalOpen: false,
    displayedPercentage: p.progressPercentage,
    ...job,
  };
};

/** History entries: finished, newest first, jobIds 100+n (same length, same JSON size). */
export const makeHistory = (count: number, now = T0): TrackedJob[] =>
  Array.from({ length: count }, (_, i) =>
    makeJob(
      {
        jobId: 100 + i,
        isCompleted: true,
        progressPercentage: 100,
        resourceDisplayName: `vm-${100 + i}`,
      },
      { endTime: now - i * 60_000 },
    ),
  );
