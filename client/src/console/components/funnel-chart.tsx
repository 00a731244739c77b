import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { Funnel } from '@contract/activity';

/** The funnel drawn as bars, widest first; the table beside it says the same for screen readers. */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  return (
    <div className="console-chart" aria-hidden="true" data-testid="funnel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={funnel.steps}
          layout="vertical"
          margin={{ left: 8, right: 40 }}
          // The table beside it is what a keyboard or a screen reader reads.
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} strokeOpacity={0.3} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: 'currentColor' }} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={{ fill: 'currentColor', fontSize: 13 }}
          />
          <Bar dataKey="worlds" fill="#2563eb" isAnimationActive={false}>
            <LabelList dataKey="worlds" position="right" fill="currentColor" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
