import { useState } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Diagram2, PlusLg, QuestionCircle } from 'react-bootstrap-icons';
import { interfaceChangeRefusal, MAX_INTERFACES } from '@contract/network-interfaces';
import type { VmStatus } from '@contract/vm-status';
import { withPrefix } from '@/api/api-error';
import { useInterfaceActions } from '@/api/networks/vm-interface-actions';
import { useNetAdapters, type NetworkAdapter } from '@/api/vms/list-net-adapters';
import { notify } from '@/lib/notify';
import { AddInterfaceModal } from './add-interface-modal';
import { InterfaceConfirmModal } from './interface-confirm-modal';
import { InterfaceList } from './interface-list';
import {
  confirmFor,
  INTERFACE_GUIDELINES,
  INTERFACE_TOASTS,
  type InterfaceAction,
} from './interface-messages';
import { NetworkInterfaceItem } from './network-interface-item';
import { PowerNotice } from './power-notice';
import { VmCard } from '../vm-card';

type Props = { vmId: number; status: VmStatus; hotplug: boolean };
type Asking = { action: InterfaceAction; adapter: NetworkAdapter };

/** The edit screen's "Network Configuration": add and remove interfaces, public IPs. */
export function NetworkConfigCard({ vmId, status, hotplug }: Props) {
  const adapters = useNetAdapters(vmId);
  const actions = useInterfaceActions(vmId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [adding, setAdding] = useState(false);
  const mutation = asking ? actions[asking.action] : null;
  const busy = [actions.allocate, actions.release, actions.remove].some((m) => m.isPending);
  const count = adapters.data?.length ?? 0;
  const refusal = interfaceChangeRefusal(status, hotplug);
  const canAdd = adapters.isSuccess && count < MAX_INTERFACES && !busy && refusal === null;

  const confirm = () => {
    if (!asking || !mutation) return;
    const { action, adapter } = asking;
    mutation.mutate(adapter.id, {
      onSuccess: () => {
        notify.success(INTERFACE_TOASTS[action].done);
        setAsking(null);
      },
    });
  };
  const cancel = () => {
    mutation?.reset();
    setAsking(null);
  };

  const header = (
    <div className="d-flex align-items-center gap-2">
      <OverlayTrigger
        placement="bottom"
        overlay={
          <Tooltip id={`nic-guidelines-${vmId}`}>
            <ul className="text-start ps-3 mb-0">
              {INTERFACE_GUIDELINES.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </Tooltip>
        }
      >
        <button
          type="button"
          className="btn btn-sm btn-link p-1"
          aria-label="Network interface guidelines"
        >
          <QuestionCircle aria-hidden="true" />
        </button>
      </OverlayTrigger>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={!canAdd}
        onClick={() => setAdding(true)}
      >
        <PlusLg className="me-1" aria-hidden="true" />
        Add Interface
      </button>
    </div>
  );

  return (
    <VmCard icon={Diagram2} title="Network Configuration" actions={header}>
      <div className="vm-card-body">
        <PowerNotice vmId={vmId} status={status} hotplug={hotplug} />
        <InterfaceList
          vmId={vmId}
          renderItem={(adapter) => (
            <NetworkInterfaceItem
              adapter={adapter}
              busy={busy}
              onRemove={
                refusal === null ? () => setAsking({ action: 'remove', adapter }) : undefined
              }
              onPublicIp={() =>
                setAsking({ action: adapter.publicIp ? 'release' : 'allocate', adapter })
              }
            />
          )}
        />
      </div>
      <InterfaceConfirmModal
        ask={asking ? confirmFor(asking.action, asking.adapter) : null}
        pending={mutation?.isPending ?? false}
        error={
          asking && mutation?.error
            ? withPrefix(INTERFACE_TOASTS[asking.action].failed, mutation.error)
            : null
        }
        onConfirm={confirm}
        onCancel={cancel}
      />
      <AddInterfaceModal
        vmId={vmId}
        show={adding}
        add={actions.add}
        onDone={() => {
          void actions.refresh();
          actions.add.reset();
          setAdding(false);
        }}
        onClose={() => setAdding(false)}
      />
    </VmCard>
  );
}
