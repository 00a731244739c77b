import Offcanvas from 'react-bootstrap/Offcanvas';
import { ClockHistory, Hourglass, ListTask, Trash3 } from 'react-bootstrap-icons';
import { trapTab } from '@/components/trap-tab';
import { useNow } from '../hooks/use-now';
import { HISTORY_VISIBLE, historyFooter } from '../lib/job-labels';
import type { TrackedJob } from '../lib/tracked-job';
import { JobCard } from './job-card';
import { JobSection } from './job-section';

type Props = {
  show: boolean;
  active: TrackedJob[];
  completed: TrackedJob[];
  onHide: () => void;
  onOpenJob: (jobId: number) => void;
  onClearHistory: () => void;
};

/** The Job Status side drawer. Offcanvas brings Escape, backdrop click and ×. */
export function JobDrawer({ show, onHide, ...lists }: Props) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="job-drawer"
      aria-labelledby="job-drawer-title"
      onKeyDown={trapTab}
    >
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title as="h2" id="job-drawer-title" className="job-drawer-title">
          <ListTask aria-hidden="true" /> Job Status
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="job-drawer-body">
        <JobDrawerContent {...lists} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}

// Mounted only while the drawer is open, so its clock ticks only then.
function JobDrawerContent({
  active,
  completed,
  onOpenJob,
  onClearHistory,
}: Omit<Props, 'show' | 'onHide'>) {
  const now = useNow();
  const clearButton = (
    <button
      type="button"
      className="btn btn-sm btn-link job-clear-button"
      aria-label="Clear history"
      title="Clear history"
      onClick={onClearHistory}
      disabled={completed.length === 0}
    >
      <Trash3 aria-hidden="true" />
    </button>
  );
  return (
    <>
      <JobSection
        title="Active Jobs"
        count={active.length}
        emptyTitle="No active jobs"
        emptyHint="Jobs will appear here when you create resources"
        emptyIcon={Hourglass}
      >
        {active.map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} onOpen={onOpenJob} />
          </li>
        ))}
      </JobSection>
      <JobSection
        title="History"
        count={completed.length}
        emptyTitle="No completed jobs"
        emptyHint="Completed jobs will appear here"
        emptyIcon={ClockHistory}
        action={clearButton}
      >
        {completed.slice(0, HISTORY_VISIBLE).map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} />
          </li>
        ))}
      </JobSection>
      {completed.length > 0 && (
        <p className="job-history-footer">{historyFooter(completed.length)}</p>
      )}
    </>
  );
}
