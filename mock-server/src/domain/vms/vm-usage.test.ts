import { describe, expect, it } from 'vitest';
import { VM_STATUSES } from '@contract/vm-status';
import { vmUsage } from './vm-usage';

const t0 = Date.parse('2026-03-15T10:00:00.000Z');

describe('vmUsage', () => {
  it('is zero in every status but Running', () => {
    for (const status of VM_STATUSES.filter((s) => s !== 'Running'))
      expect(vmUsage({ id: 5, status }, { ram: 8 }, new Date(t0))).toEqual({
        cpuUsage: 0,
        ramUsage: 0,
      });
  });

  it('stays within 0-100 % CPU and within the RAM, over days and many VMs', () => {
    for (let id = 1; id <= 60; id++) {
      for (let m = 0; m < 3 * 24 * 60; m += 37) {
        const u = vmUsage({ id, status: 'Running' }, { ram: 4 }, new Date(t0 + m * 60_000));
        expect(u.cpuUsage).toBeGreaterThan(0);
        expect(u.cpuUsage).toBeLessThanOrEqual(100);
        expect(u.ramUsage).toBeGreaterThan(0);
        expect(u.ramUsage).toBeLessThanOrEqual(4);
      }
    }
  });

  it('is the same at the same instant, and moves over time', () => {
    const read = (ms: number) =>
      vmUsage({ id: 9, status: 'Running' }, { ram: 48 }, new Date(t0 + ms));
    expect(read(1234)).toEqual(read(1234));
    const cpu = Array.from({ length: 20 }, (_, i) => read(i * 60_000).cpuUsage);
    expect(new Set(cpu).size).toBeGreaterThan(10);
    // Believable: no wild jumps between two polls 5 s apart.
    expect(Math.abs(read(60_000).cpuUsage - read(65_000).cpuUsage)).toBeLessThan(10);
  });

  it('differs between VMs', () => {
    const at = new Date(t0);
    const a = vmUsage({ id: 1, status: 'Running' }, { ram: 8 }, at);
    const b = vmUsage({ id: 2, status: 'Running' }, { ram: 8 }, at);
    expect(a).not.toEqual(b);
  });
});
