/** ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z or 2026-01-31T12:00:00.123+01:00. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export const isIsoDateTime = (value: string) => ISO_DATE_TIME.test(value);

/** Walks a parsed JSON body and turns every ISO date-time string into a Date, in place. */
export function reviveIsoDates<T>(value: T): T {
  if (typeof value === 'string') {
    return (isIsoDateTime(value) ? new Date(value) : value) as T;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = reviveIsoDates(item)));
    return value;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = reviveIsoDates(record[key]);
  }
  return value;
}
