import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled control with its message underneath (the spec's words). */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className="vm-form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
