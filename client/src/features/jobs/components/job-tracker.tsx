import '@/styles/jobs.css';
import {
  clearHistory,
  closeDrawer,
  closeModal,
  openDrawer,
  openJobModal,
  useJobs,
} from '../lib/job-store';
import { useJobPolling } from '../hooks/use-job-polling';
import { JobAnnouncer } from './job-announcer';
import { JobDrawer } from './job-drawer';
import { JobModal } from './job-modal';
import { JobStatusButton } from './job-status-button';

const openJob = (jobId: number) => void openJobModal(jobId);
// After auto-navigation the drawer would only hide the page the user was taken to.
const afterAutoClose = () => closeDrawer();

/** Button, drawer, modal and polling; mounted once inside the signed-in shell. */
export function JobTracker() {
  useJobPolling();
  const { active, completed, drawerOpen, modalJob } = useJobs();
  return (
    <>
      <JobAnnouncer active={active} completed={completed} />
      <JobStatusButton activeCount={active.length} onClick={openDrawer} />
      <JobDrawer
        show={drawerOpen}
        active={active}
        completed={completed}
        onHide={closeDrawer}
        onOpenJob={openJob}
        onClearHistory={clearHistory}
      />
      <JobModal job={modalJob} onClose={closeModal} onAutoClosed={afterAutoClose} />
    </>
  );
}
