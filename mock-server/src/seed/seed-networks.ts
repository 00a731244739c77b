import { ensureDefaultNetwork } from '../domain/networks/default-network';
import { attachPrimaryAdapter } from '../domain/networks/net-adapters';
import type { SeedContext, SeededCompany } from './seed-context';

/**
 * Replays the company's VMs in creation order through the same rules as a create: the first
 * VM in a region makes that region's Default Network, and every VM gets its primary interface
 * with the next free private IP and, mostly, a public IPv4 (on a trial account, only its first
 * VM: its public IPv4 quota is small, and room is left to show it).
 */
export function seedNetworking(s: SeedContext, company: SeededCompany): void {
  const vms = s.world.virtualMachines
    .filter((v) => v.companyId === company.id)
    .sort((a, b) => a.id - b.id);
  for (const [i, vm] of vms.entries()) {
    const network = ensureDefaultNetwork(s.world, company.id, vm.datacenterId, vm.createdAt);
    const publicIp = s.faker.number.float() < 0.85 && (!company.isTrial || i === 0);
    attachPrimaryAdapter(s.world, vm, network, { publicIp, at: vm.createdAt });
  }
}
