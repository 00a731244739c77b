import type { VmAction } from '@contract/vm-status';
import type { World } from '../../model/schema';
import { requirePermission, type PermissionCaller } from '../permissions/require-permission';
import { assertCan } from './vm-lifecycle';
import { findVm } from './vm-queries';

/**
 * A live VM of the caller's company that they may get into (its password, its key, a console):
 * tenancy first (another company's VM stays a 404), then the permission, then the status rule.
 */
export function accessibleVm(
  world: World,
  caller: PermissionCaller,
  id: number,
  action: Extract<VmAction, 'password' | 'downloadKey' | 'console'>,
) {
  const vm = findVm(world, caller.companyId, id);
  requirePermission(world, caller, 'vm.access', vm.teamId);
  assertCan(action, vm.status);
  return vm;
}

/** The password of the VM's default user: not while Provisioning. */
export const vmPassword = (world: World, caller: PermissionCaller, id: number): string =>
  accessibleVm(world, caller, id, 'password').sshPassword;
