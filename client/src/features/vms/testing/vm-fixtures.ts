import type { VmDetails } from '@contract/virtual-machines';
import type { VmStatus } from '@contract/vm-status';
import type { NetworkAdapter } from '@/api/vms/list-net-adapters';

export function vmDetails(
  status: VmStatus = 'Running',
  overrides: Partial<VmDetails> = {},
): VmDetails {
  return {
    status,
    virtualMachine: {
      id: 12,
      name: 'web-01',
      configuration: 'Small',
      configurationId: 3,
      isCustom: false,
      cpu: 6,
      ram: 10,
      disk: 180,
      country: 'Germany',
      region: 'Germany Central',
      image: 'Ubuntu 24.04 LTS',
      createdAt: new Date('2026-03-05T14:15:00Z'),
      updatedAt: new Date('2026-03-06T09:00:00Z'),
      username: 'ubuntu',
      teamId: 4,
      datacenterId: 8,
    },
    usage: { cpuUsage: 37.5, ramUsage: 4.25 },
    consoleAvailable: true,
    networkHotplug: true,
    ...overrides,
  };
}

export const adapters: NetworkAdapter[] = [
  {
    id: 2,
    vmnic: 2,
    networkId: 9,
    networkName: 'backend-custom',
    networkType: 'custom',
    cidrBlock: null,
    gatewayIp: null,
    privateIp: null,
    macAddress: 'FA:16:3E:00:00:02',
    publicIp: null,
    attaching: false,
  },
  {
    id: 1,
    vmnic: 1,
    networkId: 3,
    networkName: 'Default Network',
    networkType: 'standard',
    cidrBlock: '10.20.0.0/24',
    gatewayIp: '10.20.0.1',
    privateIp: '10.20.0.15',
    macAddress: 'FA:16:3E:AB:CD:EF',
    publicIp: '203.0.113.7',
    attaching: false,
  },
];
