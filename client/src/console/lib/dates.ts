/** A date as the console shows it: day and time, in the reader's locale. */
export const shownDate = (value: Date | string | null) =>
  value === null
    ? '—'
    : new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
