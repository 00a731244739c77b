import { ipToInt, intToIp, parseCidr } from '@contract/ipv4';

/** DHCP leases and MAC addresses: how the sandbox hands out addresses inside a network. */

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
