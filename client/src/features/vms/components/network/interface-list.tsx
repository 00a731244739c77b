import type { ReactNode } from 'react';
import { Ethernet } from 'react-bootstrap-icons';
import { withPrefix } from '@/api/api-error';
import type { NetworkAdapter } from '@/api/vms/list-net-adapters';
import { useNetAdapters } from '@/api/vms/list-net-adapters';
import { LoadError } from '@/components/load-error';

export const NO_INTERFACES = 'No network interfaces have been found';

type Props = {
  vmId: number;
  renderItem: (adapter: NetworkAdapter) => ReactNode;
};

/** A VM's interfaces, primary first, with loading, empty and error states. */
export function InterfaceList({ vmId, renderItem }: Props) {
  const adapters = useNetAdapters(vmId);
  const list = [...(adapters.data ?? [])].sort((a, b) => a.vmnic - b.vmnic);
  return (
    <>
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
            <li key={adapter.id}>{renderItem(adapter)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
