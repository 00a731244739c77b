import type { Icon } from 'react-bootstrap-icons';
import { GuardedButton } from '@/components/guarded-button';
import type { ButtonState } from '@/features/vms/lib/vm-actions';

type Props = {
  label: string;
  icon: Icon;
  variant: string;
  state: ButtonState;
  onClick: () => void;
  busy?: boolean;
};

/** A toolbar button that explains itself when disabled (tooltip and screen-reader text). */
export function ActionButton({ label, icon: ButtonIcon, variant, state, onClick, busy }: Props) {
  return (
    <GuardedButton
      state={state}
      className={`btn btn-${variant} vm-action`}
      wrapperClassName="vm-action-wrapper"
      onClick={onClick}
      busy={busy}
    >
      {busy ? (
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      ) : (
        <ButtonIcon aria-hidden="true" />
      )}
      <span>{label}</span>
    </GuardedButton>
  );
}
