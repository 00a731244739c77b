/**
 * IPv4 arithmetic on plain numbers, written once for both sides: the sandbox's CIDR details,
 * pools, leases and overlap checks, and the portal's address fields. No imports: pure maths.
 */

/** Prefixes a network's CIDR block may have: /22 (1022 hosts) to /27 (30 hosts). */
export const CIDR_PREFIX_MIN = 22;
export const CIDR_PREFIX_MAX = 27;

/**
 * Addresses at the start of every block: the gateway is the first usable one, the next eight
 * (2 to 9) are kept for the provider's DHCP, DNS and metadata services, and the DHCP pool runs
 * from the 10th usable address to the last.
 */
export const GATEWAY_OFFSET = 1;
export const DHCP_POOL_OFFSET = 10;

const OCTET = /^\d{1,3}$/;

/**
 * The address as a number, or -1 when it is not four dotted parts of one to three digits, each
 * 0 to 255. One pass over the characters: allocating an address reads every address in use.
 */
function parseIpv4(ip: string): number {
  let value = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= ip.length; i++) {
    const c = i < ip.length ? ip.charCodeAt(i) : 46; // the end closes the last part, as a dot
    if (c >= 48 && c <= 57) {
      part = part * 10 + (c - 48);
      if (++digits > 3) return -1;
    } else if (c === 46) {
      if (digits === 0 || part > 255 || ++parts > 4) return -1;
      value = value * 256 + part;
      part = 0;
      digits = 0;
    } else return -1;
  }
  return parts === 4 ? value : -1;
}

/** Whether `ip` is a dotted address of four parts, each 0 to 255. */
export const isIpv4 = (ip: string): boolean => parseIpv4(ip) >= 0;

export function ipToInt(ip: string): number {
  const value = parseIpv4(ip);
  if (value < 0) throw new Error(`Not an IPv4 address: ${ip}`);
  return value;
}

export function intToIp(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

export type Cidr = { network: number; prefix: number; broadcast: number };

/**
 * A CIDR block with any prefix 0-32. An address inside the block is normalised to the block's
 * network address: 10.0.3.255/22 is 10.0.0.0/22.
 */
export function parseCidr(cidr: string): Cidr {
  const [ip, bits, extra] = cidr.trim().split('/');
  const prefix = Number(bits);
  if (ip === undefined || extra !== undefined || !bits || !OCTET.test(bits))
    throw new Error(`Not a CIDR block: ${cidr}`);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32)
    throw new Error(`Not a CIDR block: ${cidr}`);
  const size = 2 ** (32 - prefix);
  const network = Math.floor(ipToInt(ip.trim()) / size) * size;
  return { network, prefix, broadcast: network + size - 1 };
}

export const formatCidr = (c: Cidr) => `${intToIp(c.network)}/${c.prefix}`;

/** Whether a text is a CIDR block a network may have (valid address, prefix /22 to /27). */
export function isNetworkCidr(cidr: string): boolean {
  try {
    const { prefix } = parseCidr(cidr);
    return prefix >= CIDR_PREFIX_MIN && prefix <= CIDR_PREFIX_MAX;
  } catch {
    return false;
  }
}

/**
 * The private ranges a network's block must lie in: loopback, link-local, multicast, broadcast
 * and public addresses would clash with the provider's own routing or with the internet.
 */
export const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const;
const privateBlocks = PRIVATE_RANGES.map(parseCidr);

/** Whether the whole block lies inside one of the private ranges. */
export const isPrivateBlock = (block: Cidr) =>
  privateBlocks.some((p) => block.network >= p.network && block.broadcast <= p.broadcast);

export type BlockPlan = {
  cidr: string;
  gatewayIp: string;
  dhcpStartAddress: string;
  dhcpEndAddress: string;
  /** Usable hosts: every address but the network and broadcast ones. */
  usableHosts: number;
};

/** The provider's standard layout of a block: gateway, reserved addresses, DHCP pool. */
export function planBlock(cidr: string): BlockPlan {
  const block = parseCidr(cidr);
  return {
    cidr: formatCidr(block),
    gatewayIp: intToIp(block.network + GATEWAY_OFFSET),
    dhcpStartAddress: intToIp(block.network + DHCP_POOL_OFFSET),
    dhcpEndAddress: intToIp(block.broadcast - 1),
    usableHosts: block.broadcast - block.network - 1,
  };
}

export const blocksOverlap = (a: Cidr, b: Cidr) =>
  a.network <= b.broadcast && b.network <= a.broadcast;

/** Whether `ip` is a usable host of the block (not its network or broadcast address). */
export function isHostOf(block: Cidr, ip: string): boolean {
  const n = ipToInt(ip);
  return n > block.network && n < block.broadcast;
}

/** How many addresses a range holds, ends included (0 when it runs backwards). */
export const rangeSize = (start: string, end: string) =>
  Math.max(0, ipToInt(end) - ipToInt(start) + 1);

/**
 * What a person may type into a CIDR field: only digits, dots, a slash and spaces; at most four
 * octets, each clamped to 255; a prefix of at most two digits that starts with 2 (so it can only
 * become 20-29, and the lookup waits for 22-27).
 */
export function filterCidrInput(raw: string): string {
  const kept = raw.replace(/[^\d./ ]/g, '').replace(/ /g, '');
  const slash = kept.indexOf('/');
  const address = slash === -1 ? kept : kept.slice(0, slash);
  const prefix = slash === -1 ? null : kept.slice(slash + 1).replace(/\//g, '');
  const octets = address
    .split('.')
    .slice(0, 4)
    .map((o) => (o === '' ? '' : String(Math.min(255, Number(o.slice(0, 3))))));
  const ip = octets.join('.');
  if (prefix === null) return ip;
  const bits = prefix.startsWith('2') ? prefix.slice(0, 2) : '';
  return `${ip}/${bits}`;
}
