import { useEffect, useEffectEvent, useRef } from 'react';
import { withPrefix } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { notify } from '@/lib/notify';
import { useVmDetails } from '@/api/vms/get-vm-details';
import { NetworkConfigCard } from '../network/network-config-card';
import { VmEditForm } from './vm-edit-form';

export const STILL_PROVISIONING = 'VM is still provisioning';

type Props = { id: number; onBack: () => void };

/** The VM edit screen's body; a VM still being built cannot be edited yet. */
export function VmEdit({ id, onBack }: Props) {
  const details = useVmDetails(id);
  const provisioning = details.data?.status === 'Provisioning';
  const leave = useEffectEvent(() => {
    notify.error(STILL_PROVISIONING);
    onBack();
  });
  // Once only, even if React runs the effect twice or the status is re-read meanwhile.
  const left = useRef(false);
  useEffect(() => {
    if (!provisioning || left.current) return;
    left.current = true;
    leave();
  }, [provisioning]);

  if (details.isError && !details.data) {
    return (
      <LoadError
        message={withPrefix('Error fetching virtual machine details', details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!details.data || provisioning) {
    return (
      <div className="vm-loading" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span>Loading virtual machine...</span>
      </div>
    );
  }
  const vm = details.data.virtualMachine;
  return (
    <div className="vm-edit">
      <VmEditForm vm={vm} onCancel={onBack} />
      <NetworkConfigCard
        vmId={vm.id}
        status={details.data.status}
        hotplug={details.data.networkHotplug}
      />
    </div>
  );
}
