import { planBlock } from '@contract/ipv4';
import { DEFAULT_DNS_SERVERS } from '@contract/networks';
import { ensureDefaultNetwork } from '../domain/networks/default-network';
import { attachPrimaryAdapter } from '../domain/networks/net-adapters';
import { allocatePublicIp } from '../domain/networks/public-ips';
import { nextId } from '../model/ids';
import type { NetworkFixture } from './fixtures';
import { daysBefore, type SeedContext, type SeededCompany } from './seed-context';

/**
 * Replays the company's VMs in creation order through the same rules as a create: the first
 * VM in a region makes that region's Default Network, and every VM gets its primary interface
 * with the next free private IP and, mostly, a public IPv4 (on a trial account, only its first
 * VM: its public IPv4 quota is small, and room is left to show it). Then the company's own
 * networks from fixtures/networks.json, laid out by the provider's rules (gateway, reserved
 * addresses, DHCP pool).
 */
export function seedNetworking(
  s: SeedContext,
  company: SeededCompany,
  fixtures: NetworkFixture[],
): void {
  const vms = s.world.virtualMachines
    .filter((v) => v.companyId === company.id)
    .sort((a, b) => a.id - b.id);
  for (const [i, vm] of vms.entries()) {
    const network = ensureDefaultNetwork(s.world, company.id, vm.datacenterId, vm.createdAt);
    const publicIp = s.faker.number.float() < 0.85 && (!company.isTrial || i === 0);
    attachPrimaryAdapter(s.world, vm, network, { publicIp, at: vm.createdAt });
  }
  for (const f of fixtures.filter((n) => n.company === company.key)) {
    const at = daysBefore(s.now, f.daysAgo).toISOString();
    const plan = f.cidrBlock ? planBlock(f.cidrBlock) : null;
    s.world.networks.push({
      id: nextId(s.world, 'networks'),
      companyId: company.id,
      name: f.name,
      description: f.description,
      datacenterId: f.datacenterId,
      networkType: f.networkType,
      isDefault: false,
      cidrBlock: plan?.cidr ?? null,
      gatewayIp: plan?.gatewayIp ?? null,
      snatEnabled: plan !== null,
      snatAddress: plan ? allocatePublicIp(s.world) : null,
      dnsNameservers: plan ? [...DEFAULT_DNS_SERVERS] : [],
      allocationPools: plan ? [{ start: plan.dhcpStartAddress, end: plan.dhcpEndAddress }] : [],
      pendingJobId: null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
