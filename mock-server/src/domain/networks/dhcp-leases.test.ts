import { describe, expect, it } from 'vitest';
import { freeAddressCount, macAddressFor, nextFreeAddress } from './dhcp-leases';

const space = {
  cidrBlock: '10.20.0.0/29', // .0 network, .1-.6 hosts, .7 broadcast
  gatewayIp: '10.20.0.1',
  pools: [{ start: '10.20.0.0', end: '10.20.0.7' }],
};

describe('DHCP leases', () => {
  it('hands out the next free host, skipping network, gateway, used and broadcast', () => {
    expect(nextFreeAddress(space, [])).toBe('10.20.0.2');
    expect(nextFreeAddress(space, ['10.20.0.2', '10.20.0.4'])).toBe('10.20.0.3');
    expect(nextFreeAddress(space, ['10.20.0.2', '10.20.0.3'])).toBe('10.20.0.4');
    expect(freeAddressCount(space, ['10.20.0.2'])).toBe(4);
  });

  it('stays inside the pools and crosses octets', () => {
    const wide = {
      cidrBlock: '10.14.0.0/22',
      gatewayIp: '10.14.0.1',
      pools: [{ start: '10.14.0.10', end: '10.14.3.254' }],
    };
    expect(nextFreeAddress(wide, [])).toBe('10.14.0.10');
    const firstBlock = Array.from({ length: 246 }, (_, i) => `10.14.0.${10 + i}`);
    expect(nextFreeAddress(wide, firstBlock)).toBe('10.14.1.0');
    expect(freeAddressCount(wide, [])).toBe(1013);
  });

  it('reports exhaustion as null', () => {
    const all = ['10.20.0.2', '10.20.0.3', '10.20.0.4', '10.20.0.5', '10.20.0.6'];
    expect(nextFreeAddress(space, all)).toBeNull();
    expect(freeAddressCount(space, all)).toBe(0);
  });

  it('gives every adapter its own lowercase 52:54:00 MAC', () => {
    const macs = Array.from({ length: 5000 }, (_, i) => macAddressFor(i + 1));
    expect(new Set(macs).size).toBe(macs.length);
    for (const mac of macs.slice(0, 50)) expect(mac).toMatch(/^52:54:00(:[0-9a-f]{2}){3}$/);
    expect(macAddressFor(42)).toBe(macAddressFor(42));
  });
});
