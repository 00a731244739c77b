import { InfoCircle, PlayFill, StopFill } from 'react-bootstrap-icons';
import type { VmStatus } from '@contract/vm-status';
import { PowerConfirmModal } from '../details/power-confirm-modal';
import { usePowerActions } from '../details/use-power-actions';

type Props = { vmId: number; status: VmStatus; hotplug: boolean };

/** Interfaces change best on a stopped VM: a running one is offered Stop, a stopped one Start. */
export function PowerNotice({ vmId, status, hotplug }: Props) {
  const power = usePowerActions(vmId);
  const running = status === 'Running';
  const stopped = status === 'Stopped' || status === 'Shutoff';
  if (!running && !stopped) return null;
  return (
    <div
      className={`alert ${running ? 'alert-warning' : 'alert-secondary'} d-flex gap-3 align-items-start`}
    >
      <InfoCircle className="flex-shrink-0 mt-1" aria-hidden="true" />
      <div className="flex-grow-1">
        <strong className="d-block">{running ? 'VM Running Notice' : 'VM Stopped'}</strong>
        <span className="small">
          {running
            ? hotplug
              ? 'Interfaces can be changed while the VM runs, but stopping the VM first is recommended.'
              : 'The VM must be stopped before its network interfaces can be changed.'
            : 'Interfaces can be changed now. Start the VM when you are done.'}
        </span>
      </div>
      <button
        type="button"
        className={`btn btn-sm ${running ? 'btn-warning' : 'btn-success'} flex-shrink-0`}
        onClick={() => power.ask(running ? 'stop' : 'start')}
      >
        {running ? (
          <StopFill className="me-1" aria-hidden="true" />
        ) : (
          <PlayFill className="me-1" aria-hidden="true" />
        )}
        {running ? 'Stop VM' : 'Start VM'}
      </button>
      <PowerConfirmModal
        action={power.asking}
        pending={power.pending}
        onConfirm={power.confirm}
        onCancel={power.cancel}
      />
    </div>
  );
}
