import { describe, expect, it } from 'vitest';
import { isIsoDateTime, reviveIsoDates } from './iso-dates';

describe('ISO date revival', () => {
  it('recognises ISO date-times with Z, offsets and fractions', () => {
    expect(isIsoDateTime('2026-01-31T12:00:00Z')).toBe(true);
    expect(isIsoDateTime('2026-01-31T12:00:00.123+01:00')).toBe(true);
    expect(isIsoDateTime('2026-01-31T12:00+0100')).toBe(true);
  });
  it('leaves date-only, local and free text alone', () => {
    expect(isIsoDateTime('2026-01-31')).toBe(false);
    expect(isIsoDateTime('2026-01-31T12:00:00')).toBe(false);
    expect(isIsoDateTime('created 2026-01-31T12:00:00Z')).toBe(false);
  });
  it('turns nested date strings into Dates and keeps everything else', () => {
    const body = reviveIsoDates({
      message: 'ok',
      data: {
        createdAt: '2026-01-31T12:00:00Z',
        items: [{ at: '2026-02-01T00:00:00.000Z', n: 3 }],
        none: null,
      },
    });
    expect(body.data.createdAt).toBeInstanceOf(Date);
    expect((body.data.createdAt as unknown as Date).toISOString()).toBe('2026-01-31T12:00:00.000Z');
    expect(body.data.items[0]!.at).toBeInstanceOf(Date);
    expect(body.data.items[0]!.n).toBe(3);
    expect(body.message).toBe('ok');
    expect(body.data.none).toBeNull();
  });
  it('revives a bare string and leaves Dates untouched', () => {
    expect(reviveIsoDates('2026-01-31T12:00:00Z')).toBeInstanceOf(Date);
    const d = new Date();
    expect(reviveIsoDates({ d }).d).toBe(d);
  });
});
