import { withPrefix } from '../../../../api/api-error';
import { AppModal } from '../../../../components/app-modal';

type Props = {
  /** The VM's name while the dialog is open, else null. */
  name: string | null;
  deleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec 2: the delete confirmation; a refusal stays inside the dialog. */
export function DeleteVmModal({ name, deleting, error, onConfirm, onClose }: Props) {
  return (
    <AppModal
      show={name !== null}
      onHide={onClose}
      preventClose={deleting}
      title={`Delete Virtual Machine ${name ?? ''}?`}
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
          <p className="mb-1">You are going to delete the virtual machine completely.</p>
          <p className="mb-0 text-secondary">This action cannot be reversed.</p>
          {error != null && (
            <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
              {withPrefix('Failed to delete VM', error)}
            </div>
          )}
        </div>
      </div>
    </AppModal>
  );
}
