import type { NetworkAdapter } from '@/api/vms/list-net-adapters';
import type { InterfaceConfirm } from './interface-confirm-modal';

export const INTERFACE_TOASTS = {
  allocate: { done: 'IP allocated successfully', failed: 'Failed to allocate IP' },
  release: { done: 'IP deallocated successfully', failed: 'Failed to deallocate IP' },
  remove: {
    done: 'Network interface removed successfully',
    failed: 'Failed to remove network interface',
  },
  add: { done: 'Network interface added successfully', failed: 'Failed to add network interface' },
} as const;
export type InterfaceAction = 'allocate' | 'release' | 'remove';

export const INTERFACE_GUIDELINES = [
  'The primary interface cannot be removed',
  'Up to 4 additional interfaces can be added',
  'Each interface must be on a different network',
  "Networks must be in the VM's region",
  'IP addresses are assigned by DHCP',
];

export function confirmFor(action: InterfaceAction, a: NetworkAdapter): InterfaceConfirm {
  if (action === 'allocate')
    return {
      title: 'Allocate Public IP',
      body: `Allocate a public IPv4 address to interface ${a.vmnic} (${a.networkName})? It is NAT-mapped to ${a.privateIp ?? 'its private address'}.`,
      confirmLabel: 'Allocate',
      variant: 'primary',
    };
  if (action === 'release')
    return {
      title: 'Release Public IP',
      body: `Release the public IP ${a.publicIp ?? ''} of interface ${a.vmnic}?`,
      warning: 'This action cannot be reversed.',
      confirmLabel: 'Release',
      variant: 'danger',
    };
  return {
    title: 'Remove Network Interface',
    body: `Remove interface ${a.vmnic} on ${a.networkName}?`,
    warning: 'This action cannot be reversed and may affect VM connectivity.',
    confirmLabel: 'Remove',
    variant: 'danger',
  };
}
