import type { World } from '../../model/schema';
import { nextFreeAddress, type AddressSpace } from './dhcp-leases';

/**
 * Public IPv4s come from the documentation ranges of RFC 5737, so a demo never shows (or
 * invites a visitor to reach) somebody's real address. Unique across every company.
 */
const PUBLIC_SPACES: AddressSpace[] = ['198.51.100', '203.0.113', '192.0.2'].map((prefix) => ({
  cidrBlock: `${prefix}.0/24`,
  gatewayIp: `${prefix}.1`,
  pools: [{ start: `${prefix}.10`, end: `${prefix}.250` }],
}));

function usedPublicIps(world: World): string[] {
  return [
    ...world.netAdapters.flatMap((a) => (a.publicIp ? [a.publicIp] : [])),
    ...world.networks.flatMap((n) => (n.snatAddress ? [n.snatAddress] : [])),
  ];
}

/** The next unused public address, or null when the ranges are spent (the VM is then private only). */
export function allocatePublicIp(world: World): string | null {
  const used = usedPublicIps(world);
  for (const space of PUBLIC_SPACES) {
    const ip = nextFreeAddress(space, used);
    if (ip) return ip;
  }
  return null;
}
