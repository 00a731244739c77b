import { ListTask } from 'react-bootstrap-icons';
type Props = { activeCount: number; onClick: () => void };

/** The floating round Job Status button; it bounces while any job is unfinished. */
export function JobStatusButton({ activeCount, onClick }: Props) {
  const busy = activeCount > 0;
  return (
    <button
      type="button"
      className={`job-status-button${busy ? ' is-busy' : ''}`}
      aria-label="Job Status"
      title="Job Status"
      data-tour="jobStatus"
      onClick={onClick}
    >
      <ListTask aria-hidden="true" />
      {busy && (
        <span className="job-status-badge" aria-hidden="true">
          {activeCount}
        </span>
      )}
    </button>
  );
}
