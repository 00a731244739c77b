import { ExclamationTriangle } from 'react-bootstrap-icons';
import { AppModal } from './app-modal';

type ConfirmDeleteModalProps = {
  show: boolean;
  title: string;
  /** What goes, as the warning names it: "the team", "the virtual machine". */
  subject: string;
  deleting: boolean;
  /** Already worded for the user; shown inside the dialog, which stays open. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The delete confirmation every area uses: two fixed warnings, Cancel and Delete, both
 * disabled with "Deleting..." while the call runs, and the error kept in the dialog.
 */
export function ConfirmDeleteModal({
  show,
  title,
  subject,
  deleting,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <AppModal
      show={show}
      onHide={onClose}
      preventClose={deleting}
      title={title}
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
          <ExclamationTriangle aria-hidden="true" />
        </span>
        <div>
          <p className="mb-1">You are going to delete {subject} completely.</p>
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
