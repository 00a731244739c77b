import { Diagram2, Ethernet } from 'react-bootstrap-icons';
import { withPrefix } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { useNetAdapters } from '@/api/vms/list-net-adapters';
import { NetworkInterfaceItem } from './network-interface-item';
import { VmCard } from '../vm-card';

export const NO_INTERFACES = 'No network interfaces have been found';

/** The read-only "Network Details" card: one entry per network interface. */
export function NetworkDetailsCard({ vmId }: { vmId: number }) {
  const adapters = useNetAdapters(vmId);
  const list = [...(adapters.data ?? [])].sort((a, b) => a.vmnic - b.vmnic);
  return (
    <VmCard icon={Diagram2} title="Network Details">
      <div className="vm-card-body">
        {adapters.isError && (
          <LoadError
            message={withPrefix('Error fetching net adapters', adapters.error)}
            onRetry={() => void adapters.refetch()}
          />
        )}
        {adapters.isPending && (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-12 rounded vm-interface-placeholder" />
          </div>
        )}
        {adapters.isSuccess && list.length === 0 && (
          <p className="vm-empty">
            <Ethernet aria-hidden="true" />
            {NO_INTERFACES}
          </p>
        )}
        {list.length > 0 && (
          <ul className="vm-interfaces">
            {list.map((adapter) => (
              <li key={adapter.id}>
                <NetworkInterfaceItem adapter={adapter} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </VmCard>
  );
}
