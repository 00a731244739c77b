import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, NO_DATE } from './format-date';

const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate(new Date('2026-03-05T14:15:00Z'), utc)).toBe('5 Mar 2026');
    expect(formatDate('2025-12-31T23:59:00Z', utc)).toBe('31 Dec 2025');
  });

  it('uses the requested time zone for the day', () => {
    expect(formatDate('2025-12-31T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('1 Jan 2026');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDate(undefined)).toBe(NO_DATE);
    expect(formatDate('not a date')).toBe(NO_DATE);
  });
});

describe('formatDateTime', () => {
  it('writes the ISO date, 12-hour time and the zone', () => {
    expect(formatDateTime(new Date('2026-03-05T14:15:00Z'), utc)).toBe('2026-03-05 2:15 PM UTC');
    expect(formatDateTime('2026-03-05T00:05:00Z', utc)).toBe('2026-03-05 12:05 AM UTC');
  });

  it('converts into another zone, date included', () => {
    expect(formatDateTime('2026-01-31T23:30:00Z', { timeZone: 'Europe/Berlin' })).toBe(
      '2026-02-01 12:30 AM GMT+1',
    );
  });

  it('shows a dash for a missing date', () => {
    expect(formatDateTime(null)).toBe(NO_DATE);
  });
});
