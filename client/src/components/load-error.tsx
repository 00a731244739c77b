import { ArrowClockwise, ExclamationOctagon } from 'react-bootstrap-icons';
type LoadErrorProps = {
  /** Already formatted as "{prefix}: {message}". */
  message: string;
  onRetry: () => void;
};

/** A failed load: what went wrong and a way to try again, in place of the missing content. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="alert alert-danger d-flex align-items-center gap-2 mb-3" role="alert">
      <ExclamationOctagon className="flex-shrink-0" aria-hidden="true" />
      <span className="flex-grow-1">{message}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger flex-shrink-0"
        onClick={onRetry}
      >
        <ArrowClockwise className="me-1" aria-hidden="true" />
        Reload
      </button>
    </div>
  );
}
