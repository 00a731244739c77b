import { formatAge } from '../lib/elapsed-format';
import { jobMessage, resourceName, resourceTypeLabel } from '../lib/job-labels';
import { formatTimeRemaining } from '../lib/time-remaining';
import { jobStatus, type TrackedJob } from '../lib/tracked-job';
import { JobProgressBar } from './job-progress-bar';
import { JobStatusIcon } from './job-status-icon';

type Props = { job: TrackedJob; now: number; onOpen?: (jobId: number) => void };

/** One job in the drawer. Active jobs are buttons that open their modal; history is static. */
export function JobCard({ job, now, onOpen }: Props) {
  const { progress } = job;
  const status = jobStatus(progress);
  const name = resourceName(progress);
  const isActive = job.endTime === undefined;
  const remaining = isActive ? formatTimeRemaining(progress, now) : null;

  const content = (
    <>
      <JobStatusIcon progress={progress} />
      <span className="job-card-main">
        <span className="job-card-head">
          <span className="job-card-name">{name}</span>
          {job.endTime !== undefined && (
            <span className="job-card-age">{formatAge(job.endTime, now)}</span>
          )}
        </span>
        <span className="job-card-type">{resourceTypeLabel(progress.resourceType)}</span>
        {isActive && (
          <>
            <JobProgressBar
              percentage={job.displayedPercentage}
              status={status}
              label={`${name} progress`}
            />
            <span className="job-card-meta">
              <span>{job.displayedPercentage}%</span>
              {remaining && <span>{remaining}</span>}
            </span>
          </>
        )}
        <span className="job-card-message">{jobMessage(progress)}</span>
      </span>
    </>
  );

  const className = `job-card job-card--${status}`;
  if (isActive && onOpen) {
    return (
      <button
        type="button"
        className={`${className} is-clickable`}
        onClick={() => onOpen(job.jobId)}
      >
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
