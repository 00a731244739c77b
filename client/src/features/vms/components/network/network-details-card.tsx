import { Diagram2 } from 'react-bootstrap-icons';
import { InterfaceList } from './interface-list';
import { NetworkInterfaceItem } from './network-interface-item';
import { VmCard } from '../vm-card';

export { NO_INTERFACES } from './interface-list';

/** The read-only "Network Details" card: one entry per network interface. */
export function NetworkDetailsCard({ vmId }: { vmId: number }) {
  return (
    <VmCard icon={Diagram2} title="Network Details">
      <div className="vm-card-body">
        <InterfaceList
          vmId={vmId}
          renderItem={(adapter) => <NetworkInterfaceItem adapter={adapter} />}
        />
      </div>
    </VmCard>
  );
}
