import type { JobStatus } from '../lib/tracked-job';

type Props = { percentage: number; status: JobStatus; label: string };

/** Spans, not divs: the bar also sits inside a job card, which is a <button>. */
export function JobProgressBar({ percentage, status, label }: Props) {
  return (
    <span
      className={`job-progress job-progress--${status}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percentage}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span className="job-progress-fill" style={{ width: `${percentage}%` }} />
    </span>
  );
}
