import { Speedometer2 } from 'react-bootstrap-icons';
import type { VmDetails } from '@contract/virtual-machines';
import { VmCard } from '../vm-card';

type Props = { details: VmDetails };

const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const gb = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} GB`;

/** CPU usage percent of the cores, memory used out of the RAM, as progress bars. */
export function VmUsageCard({ details }: Props) {
  const { cpu, ram } = details.virtualMachine;
  const { cpuUsage, ramUsage } = details.usage;
  const ramPercent = ram > 0 ? clampPercent((ramUsage / ram) * 100) : 0;
  return (
    <VmCard icon={Speedometer2} title="Resource Usage">
      <div className="vm-card-body vm-usage">
        <UsageBar
          label="CPU usage"
          percent={clampPercent(cpuUsage)}
          detail={`${clampPercent(cpuUsage)}% of ${cpu} ${cpu === 1 ? 'core' : 'cores'}`}
        />
        <UsageBar
          label="Memory usage"
          percent={ramPercent}
          detail={`${gb(ramUsage)} of ${gb(ram)}`}
        />
      </div>
    </VmCard>
  );
}

function UsageBar({ label, percent, detail }: { label: string; percent: number; detail: string }) {
  const level = percent >= 90 ? 'high' : percent >= 70 ? 'medium' : 'low';
  return (
    <div className="vm-usage-item">
      <div className="vm-usage-label">
        <span>{label}</span>
        <span className="text-secondary">{detail}</span>
      </div>
      <div
        className={`progress vm-usage-bar vm-usage-${level}`}
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={detail}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
