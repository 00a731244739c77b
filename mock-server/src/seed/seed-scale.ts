import { planBlock } from '@contract/ipv4';
import { DEFAULT_DNS_SERVERS } from '@contract/networks';
import { nextId } from '../model/ids';
import type { VirtualMachine } from '../model/schema';
import { daysBefore, type SeedContext, type SeededCompany } from './seed-context';
import { seedGeneratedUsers } from './seed-people';

/** How large the customer demo login's company grows: SANDBOX_SEED_VMS, _NETWORKS, _USERS. */
export type SeedScale = { vms: number; networks: number; users: number };

const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

/**
 * Grows one company to a large tenant's size, for measuring and for trying paging and search
 * where it matters: VMs copied from its own (renamed, spread over the last two years, without
 * network interfaces), private networks on distinct /24 blocks, and generated teammates. Runs
 * after everything else is seeded, so a world at the default size is the same as ever.
 */
export async function growCompany(
  s: SeedContext,
  company: SeededCompany,
  domain: string,
  scale: SeedScale,
): Promise<void> {
  growVms(s, company.id, scale.vms);
  growNetworks(s, company, scale.networks);
  const users = s.world.users.filter((u) => u.companyId === company.id).length;
  if (scale.users > users) await seedGeneratedUsers(s, company, scale.users - users, domain);
}

function growVms(s: SeedContext, companyId: number, total: number): void {
  const own = s.world.virtualMachines.filter((v) => v.companyId === companyId);
  for (let i = own.length; i < total; i++) {
    const model = own[i % own.length] as VirtualMachine;
    const id = nextId(s.world, 'virtualMachines');
    const createdAt = new Date(s.now.getTime() - ((i * 7919) % TWO_YEARS_MS)).toISOString();
    s.world.virtualMachines.push({
      ...model,
      id,
      name: `${model.name.replace(/-\d+$/, '')}-${String(i).padStart(6, '0')}`,
      status: model.status === 'Running' || model.status === 'Stopped' ? model.status : 'Running',
      transition: null,
      jobId: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

function growNetworks(s: SeedContext, company: SeededCompany, total: number): void {
  const own = s.world.networks.filter((n) => n.companyId === company.id).length;
  const datacenters = company.datacenterIds.length > 0 ? company.datacenterIds : [1];
  for (let i = own; i < total; i++) {
    // 10.128.0.0/9 holds 32,768 blocks of /24, apart from the seeded networks' blocks.
    const plan = planBlock(`10.${128 + (Math.floor(i / 256) % 128)}.${i % 256}.0/24`);
    const at = daysBefore(s.now, (i * 7) % 700).toISOString();
    s.world.networks.push({
      id: nextId(s.world, 'networks'),
      companyId: company.id,
      name: `net-${String(i).padStart(6, '0')}`,
      description: 'A private network of a large tenant',
      datacenterId: datacenters[i % datacenters.length] as number,
      networkType: 'standard',
      isDefault: false,
      cidrBlock: plan.cidr,
      gatewayIp: plan.gatewayIp,
      snatEnabled: false,
      snatAddress: null,
      dnsNameservers: [...DEFAULT_DNS_SERVERS],
      allocationPools: [{ start: plan.dhcpStartAddress, end: plan.dhcpEndAddress }],
      pendingJobId: null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
