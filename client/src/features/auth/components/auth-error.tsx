import { ExclamationTriangleFill } from 'react-bootstrap-icons';
import { prefixLabel } from '@/api/api-error';

/**
 * "{prefix}: {detail}". The detail sits in its own element so the server's own words
 * ("Invalid MFA code", "Retries exhausted") can be found as they are.
 */
export function AuthError({ prefix, error }: { prefix: string; error: unknown }) {
  if (!error) return null;
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="alert alert-danger auth-error py-2 px-3" role="alert">
      <ExclamationTriangleFill className="me-2" aria-hidden="true" />
      <span>{detail ? `${prefixLabel(prefix)}:` : prefix}</span> {detail && <span>{detail}</span>}
    </div>
  );
}
