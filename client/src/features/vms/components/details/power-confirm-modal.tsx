import type { PowerAction } from '@contract/vm-status';
import { AppModal } from '@/components/app-modal';
import { powerMessages, STOP_WARNING } from '@/features/vms/lib/power-messages';

type Props = {
  action: PowerAction | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const VERBS: Record<PowerAction, string> = { start: 'Start', stop: 'Stop', reset: 'Reset' };

/** "Are you sure you want to start/stop/reset the VM?" */
export function PowerConfirmModal({ action, pending, onConfirm, onCancel }: Props) {
  const messages = action ? powerMessages(action) : null;
  return (
    <AppModal
      show={action !== null}
      onHide={onCancel}
      preventClose={pending}
      title={messages?.title ?? ''}
      footer={
        action && (
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
              className={`btn ${action === 'start' ? 'btn-success' : 'btn-warning'}`}
              onClick={onConfirm}
              disabled={pending}
            >
              {pending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {VERBS[action]}
            </button>
          </>
        )
      }
    >
      <p className="mb-0">{messages?.confirm}</p>
      {action === 'stop' && <p className="small text-secondary mt-2 mb-0">{STOP_WARNING}</p>}
    </AppModal>
  );
}
