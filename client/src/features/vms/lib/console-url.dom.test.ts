import { describe, expect, it } from 'vitest';
import { isUsableConsoleUrl, parseVmId } from './console-url';

describe('isUsableConsoleUrl', () => {
  it('accepts http(s) addresses, relative ones too', () => {
    expect(isUsableConsoleUrl('https://console.example/vnc?token=abc')).toBe(true);
    expect(isUsableConsoleUrl('/console/12?token=x', 'http://localhost:4000/')).toBe(true);
  });

  it('refuses empty, non-string and script addresses', () => {
    expect(isUsableConsoleUrl('')).toBe(false);
    expect(isUsableConsoleUrl('   ')).toBe(false);
    expect(isUsableConsoleUrl(null)).toBe(false);
    expect(isUsableConsoleUrl(42)).toBe(false);
    expect(isUsableConsoleUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('parseVmId', () => {
  it('reads positive whole numbers only', () => {
    expect(parseVmId('12')).toBe(12);
    expect(parseVmId('12abc')).toBeNull();
    expect(parseVmId('0')).toBeNull();
    expect(parseVmId('-3')).toBeNull();
    expect(parseVmId(undefined)).toBeNull();
  });
});
