import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppModal } from '@/components/app-modal';
import { useAutoCloseCountdown } from '../hooks/use-auto-close-countdown';
import { jobDestination } from '../lib/job-destination';
import { jobModalTitle } from '../lib/job-labels';
import { jobStatus, type TrackedJob } from '../lib/tracked-job';
import { JobModalBody } from './job-modal-body';

type Props = {
  /** The job whose modal is open, or null; the store guarantees at most one. */
  job: TrackedJob | null;
  onClose: () => void;
  /** Called after the countdown closed the modal, before navigating. */
  onAutoClosed?: () => void;
};

/** The job modal: a completed job counts down, then opens the resource it created. */
export function JobModal({ job, onClose, onAutoClosed }: Props) {
  const navigate = useNavigate();
  // The last job stays rendered while the dialog fades out, instead of an empty box.
  const [shown, setShown] = useState(job);
  if (job && job !== shown) setShown(job);

  const completedId = job && jobStatus(job.progress) === 'completed' ? job.id : null;
  const secondsLeft = useAutoCloseCountdown(completedId, () => {
    if (!shown) return;
    onClose();
    onAutoClosed?.();
    navigate(jobDestination(shown.progress));
  });

  return (
    <AppModal
      show={job !== null}
      onHide={onClose}
      title={shown ? jobModalTitle(shown.progress) : ''}
    >
      {shown && <JobModalBody job={shown} secondsLeft={secondsLeft} />}
    </AppModal>
  );
}
