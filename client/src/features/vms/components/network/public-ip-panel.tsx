import { Globe2 } from 'react-bootstrap-icons';
import { CopyButton } from '@/components/copy-button';
import type { NetworkAdapter } from '@/api/vms/list-net-adapters';

type Props = {
  adapter: NetworkAdapter;
  /** On the edit screen: Allocate or Release, as the interface has none or one. */
  onChange?: () => void;
  busy?: boolean;
};

/** Public IP and NAT: its address and badge, and on the edit screen the button to change it. */
export function PublicIpPanel({ adapter, onChange, busy }: Props) {
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
      {onChange && (
        <button
          type="button"
          className={`btn btn-sm ${ip ? 'btn-outline-danger' : 'btn-outline-primary'} mt-2`}
          onClick={onChange}
          disabled={busy}
        >
          {ip ? 'Release Public IP' : 'Allocate Public IP'}
        </button>
      )}
    </div>
  );
}
