import { blocksOverlap, parseCidr } from '@contract/ipv4';
import type { World } from '../../model/schema';

/** The company's CIDR blocks (custom networks have none). Private ranges may repeat between tenants. */
export const companyBlocks = (world: World, companyId: number) =>
  world.networks.flatMap((n) =>
    n.companyId === companyId && n.cidrBlock ? [{ network: n, block: parseCidr(n.cidrBlock) }] : [],
  );

/**
 * The first of `candidates` that overlaps none of the company's networks, so a VM with
 * interfaces on several of them never sees two routes to the same address.
 */
export function firstFreeBlock(
  world: World,
  companyId: number,
  candidates: (i: number) => string,
  limit = 4096,
): string | null {
  const taken = companyBlocks(world, companyId).map((t) => t.block);
  for (let i = 0; i < limit; i++) {
    const cidr = candidates(i);
    const block = parseCidr(cidr);
    if (!taken.some((t) => blocksOverlap(t, block))) return cidr;
  }
  return null;
}

/** Default Networks: 10.10.0.0/22, 10.14.0.0/22, ... one per region. */
export const defaultNetworkBlock = (i: number) => `10.${10 + 4 * (i % 60)}.0.0/22`;
/** What "Use Default Settings" proposes: a /24 from 10.100.0.0 on. */
export const suggestedBlock = (i: number) => `10.${100 + Math.floor(i / 256)}.${i % 256}.0/24`;
