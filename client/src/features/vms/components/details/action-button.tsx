import { useId } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import type { Icon } from 'react-bootstrap-icons';
import type { ButtonState } from '@/features/vms/lib/vm-actions';

type Props = {
  label: string;
  icon: Icon;
  variant: string;
  state: ButtonState;
  onClick: () => void;
  busy?: boolean;
};

/**
 * A toolbar button that explains itself when disabled: a tooltip on hover or focus (on a
 * wrapper, since disabled buttons get no pointer events) and a description for screen readers.
 */
export function ActionButton({ label, icon: ButtonIcon, variant, state, onClick, busy }: Props) {
  const reasonId = useId();
  const disabled = !state.enabled || busy;
  const button = (
    <button
      type="button"
      className={`btn btn-${variant} vm-action`}
      disabled={disabled}
      onClick={onClick}
      aria-describedby={!state.enabled && state.reason ? reasonId : undefined}
    >
      {busy ? (
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      ) : (
        <ButtonIcon aria-hidden="true" />
      )}
      <span>{label}</span>
    </button>
  );
  if (state.enabled || !state.reason) return button;
  return (
    <OverlayTrigger
      placement="bottom"
      overlay={<Tooltip id={`${reasonId}-tip`}>{state.reason}</Tooltip>}
    >
      <span className="vm-action-wrapper" tabIndex={0}>
        {button}
        <span id={reasonId} className="visually-hidden">
          {state.reason}
        </span>
      </span>
    </OverlayTrigger>
  );
}
