import type { TeamRow } from '../../../../../contract/teams';
import { AppModal } from '../../../components/app-modal';

type DeleteTeamModalProps = {
  /** The team asked about; null keeps the dialog closed. */
  team: TeamRow | null;
  deleting: boolean;
  /** Already formatted: "Error deleting team: {message}". */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirmation before a team goes for good (spec 2.12); the error stays inside the dialog. */
export function DeleteTeamModal({
  team,
  deleting,
  error,
  onConfirm,
  onClose,
}: DeleteTeamModalProps) {
  return (
    <AppModal
      show={team !== null}
      onHide={onClose}
      preventClose={deleting}
      title={team ? `Delete team ${team.name}?` : 'Delete team'}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onClose}
            disabled={deleting}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                Deleting...
              </>
            ) : (
              'Delete'
            )}
          </button>
        </>
      }
    >
      <div className="d-flex gap-3">
        <span className="danger-icon" aria-hidden="true">
          <i className="bi bi-exclamation-triangle" />
        </span>
        <div>
          <p className="mb-1">You are going to delete the team completely.</p>
          <p className="mb-0 text-secondary">This action cannot be reversed.</p>
          {error && (
            <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
              {error}
            </div>
          )}
        </div>
      </div>
    </AppModal>
  );
}
