import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PcDisplayHorizontal } from 'react-bootstrap-icons';
import type { NetworkVm } from '@contract/networks';
import { withPrefix } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { TitledCard } from '@/components/titled-card';
import { paths } from '@/config/paths';

export const NO_CONNECTED_VMS = 'No virtual machines are connected to this network';

/** The VMs with an interface on the network: name, private IP and a link to each. */
export function ConnectedVmsCard({ query }: { query: UseQueryResult<NetworkVm[]> }) {
  const vms = query.data ?? [];
  return (
    <TitledCard
      icon={PcDisplayHorizontal}
      title="Connected Virtual Machines"
      actions={<span className="badge text-bg-primary">{vms.length}</span>}
    >
      <div className="vm-card-body">
        {query.isError && (
          <LoadError
            message={withPrefix('Error fetching network VMs', query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isPending && <p className="text-secondary mb-0">Loading...</p>}
        {query.isSuccess && vms.length === 0 && <p className="vm-empty mb-0">{NO_CONNECTED_VMS}</p>}
        {vms.length > 0 && (
          <ul className="list-group list-group-flush">
            {vms.map((vm) => (
              <li key={vm.id} className="list-group-item d-flex align-items-center gap-3 px-0">
                <span className="fw-semibold flex-grow-1">{vm.name}</span>
                <code>{vm.privateIp ?? '—'}</code>
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={paths.virtualMachineDetails(vm.id)}
                >
                  Details
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledCard>
  );
}
