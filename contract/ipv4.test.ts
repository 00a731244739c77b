import { describe, expect, it } from 'vitest';
import {
  blocksOverlap,
  filterCidrInput,
  intToIp,
  ipToInt,
  isIpv4,
  isNetworkCidr,
  isPrivateBlock,
  parseCidr,
  planBlock,
  rangeSize,
} from './ipv4';

describe('IPv4 maths', () => {
  it('converts addresses both ways and refuses what is not an address', () => {
    expect(ipToInt('10.0.1.2')).toBe(10 * 2 ** 24 + 258);
    expect(intToIp(ipToInt('203.0.113.254'))).toBe('203.0.113.254');
    expect(intToIp(ipToInt('255.255.255.255'))).toBe('255.255.255.255');
    for (const bad of [
      '10.0.0.256',
      '10.0.0',
      '10.0.0.0.1',
      'a.b.c.d',
      '',
      '10..0.1',
      '1000.0.0.1',
      '10.0.0.1.',
      '.10.0.0.1',
      '10.0.0.1 ',
      '10.0.0.-1',
      '0010.0.0.1',
    ])
      expect(isIpv4(bad), bad).toBe(false);
    expect(() => ipToInt('10.0.0.256')).toThrow();
    expect(isIpv4('0.0.0.0') && isIpv4('010.1.1.1')).toBe(true);
  });

  it('parses CIDR blocks, normalising an inner address to the network address', () => {
    expect(parseCidr('10.14.2.9/22')).toEqual({
      network: ipToInt('10.14.0.0'),
      prefix: 22,
      broadcast: ipToInt('10.14.3.255'),
    });
    // The last address of a /22 names the same block as its first.
    expect(planBlock('10.0.3.255/22').cidr).toBe('10.0.0.0/22');
    for (const bad of ['10.0.0.0/33', '10.0.0.0/', '10.0.0.0', '10.0.0.0/2x', '10.0.0.0/24/1'])
      expect(() => parseCidr(bad), bad).toThrow();
  });

  // prefix: gateway, pool start, pool end, usable hosts
  const PLANS: [number, string, string, string, number][] = [
    [22, '10.20.0.1', '10.20.0.10', '10.20.3.254', 1022],
    [23, '10.20.0.1', '10.20.0.10', '10.20.1.254', 510],
    [24, '10.20.0.1', '10.20.0.10', '10.20.0.254', 254],
    [25, '10.20.0.1', '10.20.0.10', '10.20.0.126', 126],
    [26, '10.20.0.1', '10.20.0.10', '10.20.0.62', 62],
    [27, '10.20.0.1', '10.20.0.10', '10.20.0.30', 30],
  ];
  for (const [prefix, gateway, start, end, hosts] of PLANS) {
    it(`lays out a /${prefix}: gateway ${gateway}, pool ${start}-${end}, ${hosts} hosts`, () => {
      expect(isNetworkCidr(`10.20.0.0/${prefix}`)).toBe(true);
      expect(planBlock(`10.20.0.0/${prefix}`)).toEqual({
        cidr: `10.20.0.0/${prefix}`,
        gatewayIp: gateway,
        dhcpStartAddress: start,
        dhcpEndAddress: end,
        usableHosts: hosts,
      });
      expect(rangeSize(start, end)).toBe(hosts - 9);
    });
  }

  it('accepts only prefixes 22 to 27 for a network', () => {
    for (const prefix of [0, 8, 16, 21, 28, 30, 32])
      expect(isNetworkCidr(`10.0.0.0/${prefix}`)).toBe(false);
    expect(isNetworkCidr('10.0.0.999/24')).toBe(false);
  });

  it('takes a block as private only when it lies wholly inside 10/8, 172.16/12 or 192.168/16', () => {
    for (const ok of ['10.0.0.0/24', '10.255.255.224/27', '172.16.0.0/22', '172.31.255.0/24'])
      expect(isPrivateBlock(parseCidr(ok)), ok).toBe(true);
    expect(isPrivateBlock(parseCidr('192.168.4.0/22'))).toBe(true);
    for (const bad of [
      '127.0.0.0/24', // loopback
      '224.0.0.0/24', // multicast
      '255.255.255.0/24', // broadcast
      '0.0.0.0/24',
      '169.254.0.0/24', // link-local
      '8.8.8.0/24', // public
      '172.15.255.0/24',
      '172.32.0.0/24',
      '192.169.0.0/24',
      '100.64.0.0/24', // carrier-grade NAT, not RFC 1918
      '10.0.0.0/7', // reaches past 10/8
    ])
      expect(isPrivateBlock(parseCidr(bad)), bad).toBe(false);
  });

  it('finds overlapping blocks, edges included', () => {
    const a = parseCidr('10.0.0.0/22');
    expect(blocksOverlap(a, parseCidr('10.0.3.224/27'))).toBe(true);
    expect(blocksOverlap(a, parseCidr('10.0.4.0/27'))).toBe(false);
    expect(blocksOverlap(parseCidr('10.0.4.0/24'), a)).toBe(false);
    expect(blocksOverlap(parseCidr('10.0.2.0/23'), a)).toBe(true);
  });
});

describe('CIDR input filter', () => {
  it.each([
    ['10.20.0.0/24', '10.20.0.0/24'],
    ['10.20.0.0 / 24', '10.20.0.0/24'],
    ['abc10.x20.0.0/24', '10.20.0.0/24'],
    ['300.20.999.1', '255.20.255.1'],
    ['10.20.0.0.5.6', '10.20.0.0'],
    ['10.20.0.0/3', '10.20.0.0/'],
    ['10.20.0.0/245', '10.20.0.0/24'],
    ['10.20.0.0/2/4', '10.20.0.0/24'],
    ['10.', '10.'],
    ['', ''],
  ])('%s becomes %s', (raw, kept) => {
    expect(filterCidrInput(raw)).toBe(kept);
  });
});
