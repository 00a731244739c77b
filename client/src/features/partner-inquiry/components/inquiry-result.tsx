import { CheckCircleFill, ExclamationTriangleFill } from 'react-bootstrap-icons';
import type { InquiryOutcome } from '@/api/partners/inquiry-outcome';

/** The inquiry form's outcome: green on success, red on failure. */
export function InquiryResult({ outcome }: { outcome?: InquiryOutcome }) {
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <div className="alert alert-success d-flex gap-2 align-items-start" role="status">
        <CheckCircleFill className="fs-5" aria-hidden="true" />
        <div>
          <div className="fw-semibold">{outcome.message}</div>
          <div className="small">Taking you back to the home page…</div>
        </div>
      </div>
    );
  }
  return (
    <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
      <ExclamationTriangleFill className="fs-5" aria-hidden="true" />
      <div>
        <div className="fw-semibold">{outcome.message}</div>
        {outcome.detail && <div className="small">{outcome.detail}</div>}
      </div>
    </div>
  );
}
