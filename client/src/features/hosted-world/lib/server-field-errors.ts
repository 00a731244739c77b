import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';

/**
 * Puts the server's field messages under their fields; true when it had some (the form then
 * says nothing more), false for any other failure, which the dialog shows as a whole.
 */
export function showFieldErrors<T extends FieldValues>(
  failure: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(failure instanceof ApiError)) return false;
  const known = failure.fieldErrors.filter((e) => fields.includes(e.path as Path<T>));
  for (const { path, msg } of known) setError(path as Path<T>, { type: 'server', message: msg });
  return known.length > 0;
}

/** A failure the fields do not explain (a limit, a lost connection): the dialog says it whole. */
export const wholeFailure = (failure: unknown): Error | null =>
  failure instanceof Error && !(failure instanceof ApiError && failure.fieldErrors.length > 0)
    ? failure
    : null;
