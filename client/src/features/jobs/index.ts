// The jobs area's public surface; the app layer mounts JobTracker and hands jobTracker around.
export { JobTracker } from './components/job-tracker';
export { jobTracker, useJobs, type JobsSnapshot } from './lib/job-store';
export type { TrackedJob } from './lib/tracked-job';
