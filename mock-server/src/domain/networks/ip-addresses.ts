/** IPv4 arithmetic on plain numbers: enough for CIDR blocks, DHCP pools and address allocation. */

export function ipToInt(ip: string): number {
  const parts = ip.split('.');
  if (parts.length !== 4) throw new Error(`Not an IPv4 address: ${ip}`);
  return parts.reduce((acc, part) => {
    const n = Number(part);
    if (!/^\d{1,3}$/.test(part) || n > 255) throw new Error(`Not an IPv4 address: ${ip}`);
    return acc * 256 + n;
  }, 0);
}

export function intToIp(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

export type Cidr = { network: number; prefix: number; broadcast: number };

export function parseCidr(cidr: string): Cidr {
  const [ip, bits] = cidr.split('/');
  const prefix = Number(bits);
  if (ip === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > 32)
    throw new Error(`Not a CIDR block: ${cidr}`);
  const size = 2 ** (32 - prefix);
  const network = Math.floor(ipToInt(ip) / size) * size;
  return { network, prefix, broadcast: network + size - 1 };
}

export type AddressPool = { start: string; end: string };
export type AddressSpace = {
  cidrBlock: string;
  gatewayIp: string | null;
  pools: AddressPool[];
};

/**
 * The hosts a DHCP server may hand out, in order: inside the pools and the CIDR, never the
 * network or broadcast address, never the gateway.
 */
function* candidates(space: AddressSpace): Generator<number> {
  const { network, broadcast } = parseCidr(space.cidrBlock);
  const gateway = space.gatewayIp ? ipToInt(space.gatewayIp) : null;
  for (const pool of space.pools) {
    const from = Math.max(ipToInt(pool.start), network + 1);
    const to = Math.min(ipToInt(pool.end), broadcast - 1);
    for (let n = from; n <= to; n++) if (n !== gateway) yield n;
  }
}

/** The lowest free host of the space, or null when every address is taken. */
export function nextFreeAddress(space: AddressSpace, used: Iterable<string>): string | null {
  const taken = new Set([...used].map(ipToInt));
  for (const n of candidates(space)) if (!taken.has(n)) return intToIp(n);
  return null;
}

/** How many more hosts the space can hand out. */
export function freeAddressCount(space: AddressSpace, used: Iterable<string>): number {
  const taken = new Set([...used].map(ipToInt));
  let free = 0;
  for (const n of candidates(space)) if (!taken.has(n)) free++;
  return free;
}

/**
 * A locally administered QEMU/KVM-style MAC (52:54:00:xx:xx:xx), lowercase. The id is scrambled
 * by an odd multiplier modulo 2^24, a bijection: every adapter id gets its own address.
 */
export function macAddressFor(adapterId: number): string {
  const n = (Math.imul(adapterId, 0x9e3779) + 0x5a5a5a) & 0xffffff;
  const bytes = [n >>> 16, (n >>> 8) & 0xff, n & 0xff];
  return ['52', '54', '00', ...bytes.map((b) => b.toString(16).padStart(2, '0'))].join(':');
}
