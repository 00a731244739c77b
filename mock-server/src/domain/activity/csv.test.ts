import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('CSV cells', () => {
  it('leaves plain text, numbers and dates as they are', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-03-15T10:00:00Z'))).toBe('2026-03-15T10:00:00.000Z');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes a cell that starts like a formula inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
  });

  it('ends every row with CRLF', () => {
    expect(csvOf(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});
