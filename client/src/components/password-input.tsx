import { useState, type ComponentProps } from 'react';
import { Eye, EyeSlash } from 'react-bootstrap-icons';

type Props = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** A password field with a show/hide toggle; spreads react-hook-form's register() props. */
export function PasswordInput({ invalid, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group password-input">
      <input
        {...input}
        type={visible ? 'text' : 'password'}
        className={`form-control${invalid ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={invalid || undefined}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={input.disabled}
      >
        {visible ? <EyeSlash aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
