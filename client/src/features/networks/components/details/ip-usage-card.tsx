import { BarChart } from 'react-bootstrap-icons';
import type { NetworkDetail } from '@contract/networks';
import { TitledCard } from '@/components/titled-card';

/** Used over total addresses as a bar, what is left, and each DHCP pool's range. */
export function IpUsageCard({ network }: { network: NetworkDetail }) {
  const { usedIPAddresses: used, totalIPAddresses: total } = network.usage;
  const percent = total > 0 ? Math.round((used / total) * 100) : 0;
  return (
    <TitledCard icon={BarChart} title="IP Address Usage">
      <div className="vm-card-body">
        <div className="d-flex justify-content-between small mb-1">
          <span>
            <strong>{used}</strong> of {total} used
          </span>
          <span>{total - used} available</span>
        </div>
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label="IP addresses used"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <ul className="list-unstyled mb-2">
          {network.allocationPools.map((pool) => (
            <li key={pool.start} className="small">
              IP range: <code>{pool.start}</code> to <code>{pool.end}</code>
            </li>
          ))}
        </ul>
        <p className="small text-secondary mb-0">
          IP addresses are assigned automatically by DHCP from these ranges.
        </p>
      </div>
    </TitledCard>
  );
}
