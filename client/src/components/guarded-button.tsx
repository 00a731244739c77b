import { useId, type MouseEvent, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

export type GuardState = { enabled: boolean; reason?: string };

type Props = {
  state: GuardState;
  className: string;
  onClick: () => void;
  children: ReactNode;
  busy?: boolean;
  type?: 'button' | 'submit';
  /** Class of the focusable wrapper a disabled button sits in (default: inline-block). */
  wrapperClassName?: string;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
  title?: string;
};

/**
 * A button the caller may not be allowed to use: disabled with the reason in a tooltip (on a
 * focusable wrapper, since disabled buttons get no pointer events) and for screen readers.
 */
export function GuardedButton(props: Props) {
  const { state, className, onClick, children, busy, type, wrapperClassName } = props;
  const reasonId = useId();
  const button = (
    <button
      type={type ?? 'button'}
      className={className}
      disabled={!state.enabled || busy}
      aria-label={props['aria-label']}
      aria-pressed={props['aria-pressed']}
      title={props.title}
      aria-describedby={!state.enabled && state.reason ? reasonId : undefined}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
  if (state.enabled || !state.reason) return button;
  return (
    <OverlayTrigger
      placement="bottom"
      overlay={<Tooltip id={`${reasonId}-tip`}>{state.reason}</Tooltip>}
    >
      <span
        className={wrapperClassName ?? 'd-inline-block'}
        tabIndex={0}
        onClick={(e) => e.stopPropagation()}
      >
        {button}
        <span id={reasonId} className="visually-hidden">
          {state.reason}
        </span>
      </span>
    </OverlayTrigger>
  );
}
