import { describe, expect, it } from 'vitest';
import type { DashboardData } from '@contract/dashboard';
import { buildVmUsageRows, describeSize, formatCount } from './vm-usage';

const counts = (micro: number) => ({
  micro,
  extraSmall: 0,
  small: 3,
  medium: 0,
  large: 1,
  extraLarge: 0,
});
const data: DashboardData = { currentMonth: counts(2), previousMonth: counts(0), ytd: counts(9) };

describe('formatCount', () => {
  it('shows "-" for zero and for missing counts', () => {
    expect(formatCount(0)).toBe('-');
    expect(formatCount(undefined)).toBe('-');
    expect(formatCount(null)).toBe('-');
  });

  it('shows other counts as they are', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(42)).toBe('42');
  });
});

describe('describeSize', () => {
  it('reads "CPU: n Cores - RAM: n GB - Disk: n GB"', () => {
    expect(describeSize({ key: 'micro', name: 'Micro', cpu: 2, ram: 4, disk: 80 })).toBe(
      'CPU: 2 Cores - RAM: 4 GB - Disk: 80 GB',
    );
  });
});

describe('buildVmUsageRows', () => {
  it('gives the six sizes in size order with their counts', () => {
    const rows = buildVmUsageRows(data, '');
    expect(rows.map((r) => r.name)).toEqual([
      'Micro',
      'Extra Small',
      'Small',
      'Medium',
      'Large',
      'Extra Large',
    ]);
    expect(rows[0]).toMatchObject({ currentMonth: 2, previousMonth: 0, ytd: 9 });
  });

  it('filters size names case-insensitively', () => {
    expect(buildVmUsageRows(data, 'LARGE').map((r) => r.name)).toEqual(['Large', 'Extra Large']);
    expect(buildVmUsageRows(data, '  small ').map((r) => r.name)).toEqual(['Extra Small', 'Small']);
  });

  it('gives no rows when nothing matches or there is no data', () => {
    expect(buildVmUsageRows(data, 'huge')).toEqual([]);
    expect(buildVmUsageRows(undefined, '')).toEqual([]);
  });
});
