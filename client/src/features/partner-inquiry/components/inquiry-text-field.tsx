import type { UseFormRegisterReturn } from 'react-hook-form';
import type { InquiryFieldConfig } from '../lib/inquiry-fields';

type Props = { field: InquiryFieldConfig; registration: UseFormRegisterReturn; error?: string };

export function InquiryTextField({ field, registration, error }: Props) {
  const id = `inquiry-${field.name}`;
  return (
    <div className={field.wide ? 'col-12' : 'col-md-6'}>
      <label htmlFor={id} className="form-label">
        {field.label}
        {field.required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="optional-tag">Optional</span>
        )}
      </label>
      <input
        id={id}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        required={field.required}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...registration}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
