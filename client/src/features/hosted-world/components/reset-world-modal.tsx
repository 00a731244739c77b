import { AppModal } from '@/components/app-modal';

type ResetWorldModalProps = {
  show: boolean;
  resetting: boolean;
  /** Already worded for the user; shown inside the dialog, which stays open. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a reset: it cannot be undone and signs everyone out of the sandbox. */
export function ResetWorldModal({
  show,
  resetting,
  error,
  onConfirm,
  onClose,
}: ResetWorldModalProps) {
  return (
    <AppModal
      show={show}
      onHide={onClose}
      preventClose={resetting}
      title="Reset this sandbox?"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onClose}
            disabled={resetting}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={resetting}>
            {resetting ? 'Resetting...' : 'Reset'}
          </button>
        </>
      }
    >
      <p className="mb-1">
        Every virtual machine, network, team and user goes back to how the sandbox started.
      </p>
      <p className="mb-0 text-secondary">
        Everyone signed in to it is signed out. This cannot be undone.
      </p>
      {error && (
        <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
          {error}
        </div>
      )}
    </AppModal>
  );
}
