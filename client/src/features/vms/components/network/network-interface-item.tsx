import { Trash } from 'react-bootstrap-icons';
import { CopyButton } from '@/components/copy-button';
import type { NetworkAdapter } from '@/api/vms/list-net-adapters';
import { PublicIpPanel } from './public-ip-panel';
import { FactList, type Fact } from '../fact-list';

type Props = {
  adapter: NetworkAdapter;
  /** The edit screen's actions; absent, the interface is read-only. */
  onRemove?: () => void;
  onPublicIp?: () => void;
  busy?: boolean;
};

/** One interface: number, Primary badge for the first, addresses (custom networks hide theirs). */
export function NetworkInterfaceItem({ adapter, onRemove, onPublicIp, busy }: Props) {
  const custom = adapter.networkType === 'custom';
  const facts: Fact[] = [['Network', adapter.networkName]];
  if (!custom) {
    facts.push(['CIDR', adapter.cidrBlock ?? '—'], ['Gateway', adapter.gatewayIp ?? '—']);
    facts.push([
      'Private IP',
      adapter.privateIp ? (
        <span className="vm-secret">
          <code className="vm-secret-value">{adapter.privateIp}</code>
          <CopyButton
            value={adapter.privateIp}
            label={`private IP of interface ${adapter.vmnic}`}
          />
        </span>
      ) : (
        '—'
      ),
    ]);
  }
  facts.push([
    'MAC Address',
    <code key="mac" className="vm-secret-value">
      {adapter.macAddress.toLowerCase()}
    </code>,
  ]);

  return (
    <article className="vm-interface" aria-label={`Interface ${adapter.vmnic}`}>
      <header className="vm-interface-header">
        <span className="vm-interface-number" aria-hidden="true">
          {adapter.vmnic}
        </span>
        <h3 className="vm-interface-title">Interface {adapter.vmnic}</h3>
        {adapter.vmnic === 1 && <span className="badge text-bg-primary">Primary</span>}
        {custom && <span className="badge text-bg-light border">Custom network</span>}
        {adapter.attaching && <span className="badge text-bg-info">Attaching...</span>}
        {onRemove && adapter.vmnic !== 1 && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger ms-auto"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove interface ${adapter.vmnic}`}
          >
            <Trash aria-hidden="true" />
          </button>
        )}
      </header>
      <FactList facts={facts} compact />
      {!custom && <PublicIpPanel adapter={adapter} onChange={onPublicIp} busy={busy} />}
    </article>
  );
}
