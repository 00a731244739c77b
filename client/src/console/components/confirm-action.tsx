import type { ReactNode } from 'react';
import { AppModal } from '@/components/app-modal';

type Props = {
  show: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A destructive action asked for twice: the portal's dialog, focus kept inside and returned. */
export function ConfirmAction({
  show,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: Props) {
  return (
    <AppModal
      show={show}
      onHide={onCancel}
      title={title}
      loading={busy}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </AppModal>
  );
}
