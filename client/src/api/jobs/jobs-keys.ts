/** Every job query sits under ['jobs']; one job's progress under ['jobs', 'detail', jobId]. */
export const jobsKeys = {
  all: ['jobs'] as const,
  details: () => [...jobsKeys.all, 'detail'] as const,
  detail: (jobId: number) => [...jobsKeys.details(), jobId] as const,
};
