import type { ReactNode } from 'react';
import { CopyButton } from '../../../../components/copy-button';
import type { NetworkAdapter } from '../../api/list-net-adapters';
import { PublicIpPanel } from './public-ip-panel';

/** One interface: number, Primary badge for the first, addresses (custom networks hide theirs). */
export function NetworkInterfaceItem({ adapter }: { adapter: NetworkAdapter }) {
  const custom = adapter.networkType === 'custom';
  const facts: [string, ReactNode][] = [['Network', adapter.networkName]];
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
      </header>
      <dl className="vm-facts vm-facts-compact">
        {facts.map(([term, value]) => (
          <div key={term} className="vm-fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!custom && <PublicIpPanel adapter={adapter} />}
    </article>
  );
}
