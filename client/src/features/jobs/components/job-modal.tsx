import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppModal } from '@/components/app-modal';
import { returnableOpener, useOpener, type Opener } from '@/lib/use-opener';
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

/** Back to what opened the dialog or, when that is gone, to the button that lists every job. */
const returnTo = (opener: Opener) =>
  returnableOpener(opener) ?? document.querySelector<HTMLElement>('.job-status-button');

/** The job modal: a completed job counts down, then opens the resource it created. */
export function JobModal({ job, onClose, onAutoClosed }: Props) {
  const navigate = useNavigate();
  // The last job stays rendered while the dialog fades out, instead of an empty box.
  const [shown, setShown] = useState(job);
  const opener = useOpener(job !== null);
  // Closed by its countdown, it leads to another screen, which takes focus itself.
  const [leaving, setLeaving] = useState(false);
  if (job && job !== shown) {
    setShown(job);
    setLeaving(false);
  }

  const completedId = job && jobStatus(job.progress) === 'completed' ? job.id : null;
  const secondsLeft = useAutoCloseCountdown(completedId, () => {
    if (!shown) return;
    setLeaving(true);
    onClose();
    onAutoClosed?.();
    navigate(jobDestination(shown.progress));
  });

  return (
    <AppModal
      show={job !== null}
      onHide={onClose}
      title={shown ? jobModalTitle(shown.progress) : ''}
      returnFocus={() => (leaving ? null : returnTo(opener))}
    >
      {shown && <JobModalBody job={shown} secondsLeft={secondsLeft} />}
    </AppModal>
  );
}
