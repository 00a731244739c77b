import type { JobProgress } from '@contract/jobs';
import { CONNECTION_FAILED_MESSAGE } from '../lib/poll-failures';
import { jobStatus, type JobStatus } from '../lib/tracked-job';

const ICONS: Record<JobStatus, string> = {
  running: 'bi-arrow-repeat',
  completed: 'bi-check-circle-fill',
  failed: 'bi-x-circle-fill',
};

/** Green check, red cross (a cut-off signal when polling lost the connection), blue spinner. */
export function JobStatusIcon({ progress }: { progress: JobProgress }) {
  const status = jobStatus(progress);
  const lostConnection = status === 'failed' && progress.errorMessage === CONNECTION_FAILED_MESSAGE;
  const icon = lostConnection ? 'bi-wifi-off' : ICONS[status];
  return (
    <span className={`job-icon job-icon--${status}`} aria-hidden="true">
      <i className={`bi ${icon}${status === 'running' ? ' job-spin' : ''}`} />
    </span>
  );
}
