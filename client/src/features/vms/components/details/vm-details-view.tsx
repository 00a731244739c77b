import { useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { VmDetails } from '@contract/virtual-machines';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteVm } from '@/api/vms/delete-vm';
import { NetworkDetailsCard } from '../network/network-details-card';
import { UpgradeVmModal } from '../upgrade/upgrade-vm-modal';
import { DeleteVmModal } from './delete-vm-modal';
import { PowerConfirmModal } from './power-confirm-modal';
import { useDownloadKey } from './use-download-key';
import { usePowerActions } from './use-power-actions';
import { useVmButtons } from './use-vm-buttons';
import { VmActionsBar } from './vm-actions-bar';
import { VmCredentialsCard } from './vm-credentials-card';
import { VmInfoCard } from './vm-info-card';
import { VmUsageCard } from './vm-usage-card';

type Props = { details: VmDetails; refreshing: boolean; onRefresh: () => void };

/** The VM details screen's body: actions, facts, credentials, usage, interfaces. */
export function VmDetailsView({ details, refreshing, onRefresh }: Props) {
  const vm = details.virtualMachine;
  const navigate = useNavigate();
  const consoleHref = useHref(paths.virtualMachineConsole(vm.id));
  const buttons = useVmButtons(details);
  const power = usePowerActions(vm.id);
  const key = useDownloadKey(vm.id);
  const deletion = useDeleteVm();
  const [deleting, setDeleting] = useState(false);
  const [upgrading, setUpgrading] = useState(false);

  const confirmDelete = () =>
    deletion.mutate(vm.id, {
      onSuccess: () => {
        notify.info('VM is being deleted');
        void navigate(paths.virtualMachines());
      },
    });

  return (
    <div className="vm-details">
      <VmActionsBar
        buttons={buttons}
        // A named window: a second click brings the same console forward instead of another.
        onConsole={() =>
          window.open(consoleHref, `vm-console-${vm.id}`, 'popup,width=1100,height=760')
        }
        onDownloadKey={key.download}
        downloading={key.downloading}
        onPower={power.ask}
        onUpgrade={() => setUpgrading(true)}
        onEdit={() => void navigate(paths.virtualMachineEdit(vm.id))}
        onDelete={() => {
          deletion.reset();
          setDeleting(true);
        }}
      />
      <div className="vm-details-grid">
        <VmInfoCard details={details} refreshing={refreshing} onRefresh={onRefresh} />
        <div className="vm-details-side">
          <VmCredentialsCard details={details} password={buttons.password} />
          <VmUsageCard details={details} />
        </div>
      </div>
      <NetworkDetailsCard vmId={vm.id} />

      <PowerConfirmModal
        action={power.asking}
        pending={power.pending}
        onConfirm={power.confirm}
        onCancel={power.cancel}
      />
      <DeleteVmModal
        name={deleting ? vm.name : null}
        deleting={deletion.isPending}
        error={deletion.error}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
      <UpgradeVmModal vm={upgrading ? vm : null} onClose={() => setUpgrading(false)} />
    </div>
  );
}
