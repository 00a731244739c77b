/** A console URL must be a non-empty string that the frame can load. */
export function isUsableConsoleUrl(value: unknown, base = window.location.href): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value, base);
    // Anything else (javascript:, data:) is not a console and must not run in the frame.
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Route ids are digits only: "12abc" is not VM 12. */
export function parseVmId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
