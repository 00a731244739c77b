import { InfoCircle } from 'react-bootstrap-icons';
import { useNow } from '../hooks/use-now';
import { autoCloseText } from '../hooks/use-auto-close-countdown';
import { formatDuration } from '../lib/elapsed-format';
import { formatStage, jobMessage, resourceName, resourceTypeLabel } from '../lib/job-labels';
import { formatTimeRemaining } from '../lib/time-remaining';
import { jobStatus, type TrackedJob } from '../lib/tracked-job';
import { JobProgressBar } from './job-progress-bar';
import { JobStatusIcon } from './job-status-icon';

export const BACKGROUND_HINT =
  'You can close this window safely — progress continues in the background.';

type Props = { job: TrackedJob; secondsLeft: number | null };

export function JobModalBody({ job, secondsLeft }: Props) {
  const now = useNow();
  const { progress } = job;
  const status = jobStatus(progress);
  const name = resourceName(progress);
  const remaining = status === 'running' ? formatTimeRemaining(progress, now) : null;

  return (
    <div className={`job-modal job-modal--${status}`}>
      <div className="job-modal-resource">
        <JobStatusIcon progress={progress} />
        <div>
          <div className="job-modal-name">{name}</div>
          <div className="job-modal-type">{resourceTypeLabel(progress.resourceType)}</div>
        </div>
      </div>
      <div className="job-modal-stage">
        Stage: <strong>{formatStage(progress.stage)}</strong>
      </div>
      <JobProgressBar
        percentage={job.displayedPercentage}
        status={status}
        label={`${name} progress`}
      />
      <div className="job-modal-meta">
        <span>{job.displayedPercentage}%</span>
        {remaining && <span>{remaining}</span>}
      </div>
      <p className={status === 'failed' ? 'job-modal-error' : 'job-modal-message'}>
        {jobMessage(progress)}
      </p>
      <dl className="job-modal-details">
        <dt>Job ID</dt>
        <dd>{job.jobId}</dd>
        <dt>Duration</dt>
        <dd>{formatDuration((job.endTime ?? now) - job.startTime)}</dd>
        <dt>Resource ID</dt>
        <dd>{progress.resourceId ?? '—'}</dd>
      </dl>
      {status === 'running' && (
        <p className="job-modal-hint">
          <InfoCircle aria-hidden="true" /> {BACKGROUND_HINT}
        </p>
      )}
      {secondsLeft !== null && (
        <p className="job-modal-countdown" role="status">
          {autoCloseText(secondsLeft)}
        </p>
      )}
    </div>
  );
}
