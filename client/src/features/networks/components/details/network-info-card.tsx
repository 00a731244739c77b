import { InfoCircle } from 'react-bootstrap-icons';
import type { NetworkDetail } from '@contract/networks';
import { CopyButton } from '@/components/copy-button';
import { FactList, type Fact } from '@/components/fact-list';
import { TitledCard } from '@/components/titled-card';
import { formatDate } from '@/lib/format-date';

export const NO_DESCRIPTION = 'No description provided';

const copyable = (value: string | null, label: string) =>
  value ? (
    <span className="vm-secret">
      <code className="vm-secret-value">{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  ) : (
    '—'
  );

/** Name, place, addressing and dates; a custom network has no addressing to show. */
export function NetworkInfoCard({ network: n }: { network: NetworkDetail }) {
  const facts: Fact[] = [
    ['Name', n.name],
    ['Description', n.description || <span className="text-secondary">{NO_DESCRIPTION}</span>],
    ['Type', n.networkType === 'standard' ? 'Standard' : 'Custom'],
    ['Country', n.country.name],
    ['Region', n.region.name],
    ['Datacenter', n.datacenter.name],
  ];
  if (n.networkType === 'standard') {
    facts.push(
      ['CIDR Block', copyable(n.cidrBlock, 'CIDR block')],
      [
        'SNAT',
        <span key="snat" className="d-inline-flex align-items-center gap-2 flex-wrap">
          {copyable(n.snat, 'SNAT address')}
          <span className={`badge ${n.snatEnabled ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {n.snatEnabled ? 'Enabled' : 'Disabled'}
          </span>
        </span>,
      ],
      ['Default Route', copyable(n.gatewayIp, 'default route')],
      ['DNS Servers', n.dnsNameservers.join(', ') || '—'],
    );
  }
  facts.push(['Created', formatDate(n.createdAt)], ['Updated', formatDate(n.updatedAt)]);
  return (
    <TitledCard icon={InfoCircle} title="Network Information">
      <div className="vm-card-body">
        <FactList facts={facts} />
      </div>
    </TitledCard>
  );
}
