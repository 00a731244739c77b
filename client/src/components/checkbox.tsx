import { useId, type ReactNode } from 'react';

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/** A labelled checkbox: the label is clickable and tied to the input for screen readers. */
export function Checkbox({ label, checked, onChange, disabled, id, className }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`form-check ${className ?? ''}`}>
      <input
        id={inputId}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor={inputId}>
        {label}
      </label>
    </div>
  );
}
