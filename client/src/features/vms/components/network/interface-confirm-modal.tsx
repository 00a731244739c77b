import { AppModal } from '@/components/app-modal';

export type InterfaceConfirm = {
  title: string;
  body: string;
  warning?: string;
  confirmLabel: string;
  variant: 'primary' | 'danger';
};

type Props = {
  ask: InterfaceConfirm | null;
  pending: boolean;
  /** Already worded for the user; the dialog stays open with it. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Allocate, release and remove each ask first; a failure stays in the dialog. */
export function InterfaceConfirmModal({ ask, pending, error, onConfirm, onCancel }: Props) {
  return (
    <AppModal
      show={ask !== null}
      onHide={onCancel}
      preventClose={pending}
      title={ask?.title ?? ''}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={pending}
          >
            Cancel
          </button>
          <button
            type="button"
            className={`btn btn-${ask?.variant ?? 'primary'}`}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {ask?.confirmLabel}
          </button>
        </>
      }
    >
      <p className="mb-0">{ask?.body}</p>
      {ask?.warning && <p className="small text-secondary mt-2 mb-0">{ask.warning}</p>}
      {error && (
        <div className="alert alert-danger py-2 px-3 mt-3 mb-0 small" role="alert">
          {error}
        </div>
      )}
    </AppModal>
  );
}
