/** What a spreadsheet would read as a formula when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell: quoted when it holds a comma, quote or line break (quotes doubled), and
 * made inert when it starts like a formula (prefixed with ' and quoted), so an exported name
 * such as `=HYPERLINK(...)` stays text in a spreadsheet.
 */
export function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  return formula || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header row and the rows, lines ended by CRLF as RFC 4180 says. */
export function csvOf(header: string[], rows: Array<Array<string | number | Date | null>>): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
