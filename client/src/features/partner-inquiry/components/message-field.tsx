import type { UseFormRegisterReturn } from 'react-hook-form';
import { INQUIRY_LIMITS } from '@contract/partners';

type Props = {
  registration: UseFormRegisterReturn;
  value: string;
  touched: boolean;
  error?: string;
};

/** The message textarea with its live "N/5000 characters" counter. */
export function MessageField({ registration, value, touched, error }: Props) {
  const length = value.length;
  const tone =
    length > INQUIRY_LIMITS.message
      ? 'text-danger'
      : length > INQUIRY_LIMITS.messageWarnAbove
        ? 'text-warning'
        : 'text-secondary';
  // The hint gives way to the field's error message rather than repeating it.
  const tooShort = touched && !error && value.trim().length < INQUIRY_LIMITS.messageMin;
  return (
    <div className="col-12">
      <label htmlFor="inquiry-message" className="form-label">
        How can we help?
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id="inquiry-message"
        rows={6}
        maxLength={INQUIRY_LIMITS.message}
        required
        placeholder="Tell us about your workloads, regions and timeline."
        aria-invalid={!!error || undefined}
        aria-describedby="inquiry-message-counter inquiry-message-error"
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...registration}
      />
      {error && (
        <div id="inquiry-message-error" className="invalid-feedback">
          {error}
        </div>
      )}
      <div className="d-flex justify-content-between small mt-1 gap-3">
        <span className="text-secondary">
          {tooShort ? `Please enter at least ${INQUIRY_LIMITS.messageMin} characters.` : ''}
        </span>
        <span
          id="inquiry-message-counter"
          className={`message-counter ${tone}`}
          data-testid="message-counter"
        >
          {length}/{INQUIRY_LIMITS.message} characters
        </span>
      </div>
    </div>
  );
}
