import { ArrowClockwise } from 'react-bootstrap-icons';
import { useMinSpin } from '@/lib/use-min-spin';

type RefreshButtonProps = {
  loading: boolean;
  onClick: () => void;
  label?: string;
};

/** Refresh with an icon that keeps spinning 300 ms past the end of loading. */
export function RefreshButton({ loading, onClick, label = 'Refresh' }: RefreshButtonProps) {
  const spinning = useMinSpin(loading);
  return (
    <button
      type="button"
      className="btn btn-outline-secondary refresh-button"
      onClick={onClick}
      disabled={spinning}
      aria-label={label}
      title={label}
    >
      <ArrowClockwise className={spinning ? 'spin' : undefined} aria-hidden="true" />
      <span className="refresh-button-label">{label}</span>
    </button>
  );
}
