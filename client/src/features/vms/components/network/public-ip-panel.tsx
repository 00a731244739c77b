import { Globe2 } from 'react-bootstrap-icons';
import { CopyButton } from '@/components/copy-button';
import type { NetworkAdapter } from '@/api/vms/list-net-adapters';

/** Public IP and NAT. Read-only here: allocate/release belong to the editable card. */
export function PublicIpPanel({ adapter }: { adapter: NetworkAdapter }) {
  const ip = adapter.publicIp;
  return (
    <div className={`vm-public-ip ${ip ? 'is-on' : ''}`}>
      <div className="vm-public-ip-head">
        <span className="vm-public-ip-title">
          <Globe2 aria-hidden="true" /> Public IP and NAT
        </span>
        <span className={`badge ${ip ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {ip ? 'NAT Enabled' : 'Not Configured'}
        </span>
      </div>
      {ip && (
        <span className="vm-secret">
          <code className="vm-secret-value">{ip}</code>
          <CopyButton value={ip} label={`public IP of interface ${adapter.vmnic}`} />
        </span>
      )}
    </div>
  );
}
