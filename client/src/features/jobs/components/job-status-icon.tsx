import {
  ArrowRepeat,
  CheckCircleFill,
  WifiOff,
  XCircleFill,
  type Icon,
} from 'react-bootstrap-icons';
import type { JobProgress } from '@contract/jobs';
import { CONNECTION_FAILED_MESSAGE } from '../lib/poll-failures';
import { jobStatus, type JobStatus } from '../lib/tracked-job';

const ICONS: Record<JobStatus, Icon> = {
  running: ArrowRepeat,
  completed: CheckCircleFill,
  failed: XCircleFill,
};

/** Green check, red cross (a cut-off signal when polling lost the connection), blue spinner. */
export function JobStatusIcon({ progress }: { progress: JobProgress }) {
  const status = jobStatus(progress);
  const lostConnection = status === 'failed' && progress.errorMessage === CONNECTION_FAILED_MESSAGE;
  const StatusIcon = lostConnection ? WifiOff : ICONS[status];
  return (
    <span className={`job-icon job-icon--${status}`} aria-hidden="true">
      <StatusIcon className={status === 'running' ? 'job-spin' : undefined} />
    </span>
  );
}
