import { isAxiosError } from 'axios';
import type { FieldError } from '@contract/envelope';

/** What the visitor sees after submitting the inquiry form. */
export type InquiryOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; detail?: string; fieldErrors: FieldError[] };

export const INQUIRY_MESSAGES = {
  submissionFailed: 'Submission failed. Please try again.',
  serverError: (status: number) => `Server error (${status}). Please try again later.`,
  correctErrors: 'Please correct the errors below and try again.',
  validationFailed: 'Validation failed. Please check your input.',
  noResponse: 'No response from server. Please check your connection and try again.',
  requestError: 'Request error. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

type Body = {
  message?: unknown;
  success?: unknown;
  data?: { success?: unknown } | null;
  errors?: unknown;
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const failure = (
  message: string,
  detail?: string,
  fieldErrors: FieldError[] = [],
): InquiryOutcome => ({
  ok: false,
  message,
  ...(detail && detail !== message ? { detail } : {}),
  fieldErrors,
});

/** Server errors that name one of the form's fields ("email" or "body.email"); others are unusable. */
function usableFieldErrors(errors: unknown, fields: readonly string[]): FieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: { path?: unknown; msg?: unknown }) => {
    const path = typeof e?.path === 'string' ? e.path.replace(/^(body)?[./]/, '') : '';
    const msg = text(e?.msg);
    return fields.includes(path) && msg ? [{ path, msg }] : [];
  });
}

export function outcomeFromResponse(
  status: number,
  data: unknown,
  fields: readonly string[],
): InquiryOutcome {
  const body = (data && typeof data === 'object' ? data : {}) as Body;
  const message = text(body.message);
  if (status === 200) {
    const success = body.data?.success ?? body.success;
    // A success without the server's words is not trusted as one, even with success: true.
    if (success !== false && message) return { ok: true, message };
    return failure(message ?? INQUIRY_MESSAGES.submissionFailed);
  }
  if (status === 400) {
    const fieldErrors = usableFieldErrors(body.errors, fields);
    return fieldErrors.length > 0
      ? failure(INQUIRY_MESSAGES.correctErrors, message, fieldErrors)
      : failure(INQUIRY_MESSAGES.validationFailed, message);
  }
  return failure(message ?? INQUIRY_MESSAGES.serverError(status));
}

// Codes axios gives when the request left but nothing came back (timeout, network down).
const NO_RESPONSE_CODES = ['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK'];

/** http.ts resolves every status, so axios only throws when no reply exists or setup failed. */
export function outcomeFromError(error: unknown, fields: readonly string[]): InquiryOutcome {
  if (!isAxiosError(error)) return failure(INQUIRY_MESSAGES.unexpected);
  if (error.response)
    return outcomeFromResponse(error.response.status, error.response.data, fields);
  if (error.request || NO_RESPONSE_CODES.includes(error.code ?? ''))
    return failure(INQUIRY_MESSAGES.noResponse);
  return failure(INQUIRY_MESSAGES.requestError);
}
