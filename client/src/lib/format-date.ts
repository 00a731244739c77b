type DateInput = Date | string | number | null | undefined;
type Options = { timeZone?: string };

/** Shown for a missing or unreadable date instead of "Invalid Date". */
export const NO_DATE = '—';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day, short month, year: "5 Mar 2026" (lists, where the time of day is noise). */
export function formatDate(value: DateInput, { timeZone }: Options = {}): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/**
 * ISO date, 12-hour time and the time zone: "2026-03-05 2:15 PM UTC". The zone is spelled out
 * because teams reading the same VM sit in different places.
 */
export function formatDateTime(value: DateInput, { timeZone }: Options = {}): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  // en-CA writes dates as YYYY-MM-DD, i.e. the ISO order, in the requested zone.
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
    timeZone,
  }).format(date);
  return `${day} ${time}`;
}
