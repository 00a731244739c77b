import type { z } from 'zod';
import type {
  changeConfigurationRequestSchema,
  editVmRequestSchema,
} from '@contract/virtual-machines';
import { VM_MESSAGES } from '@contract/virtual-machines';
import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import type { VirtualMachine } from '../../model/schema';
import { configurationsForImage, providersOffering } from '../catalogue/catalogue';
import type { DomainContext } from '../shared/context';
import { scaled, upgradeDurationMs } from './durations';
import { badRequest, conflict } from '../shared/errors';
import { releaseAdapters } from '../networks/net-adapters';
import type { PowerAction } from '@contract/vm-status';
import { assertCan, beginPower, beginResize } from './vm-lifecycle';
import { findVm } from './vm-queries';
import type { Permission } from '@contract/permissions';
import { requirePermission, type PermissionCaller } from '../permissions/require-permission';
import { findConfiguration, specOf } from './vm-specs';
import { assertWithinQuota } from '../quotas/quotas';

export type Caller = PermissionCaller;

/** A live VM of the caller's company that the caller's role in its team allows this on. */
function vmFor(ctx: DomainContext, caller: Caller, id: number, permission: Permission) {
  const vm = findVm(ctx.world, caller.companyId, id);
  requirePermission(ctx.world, caller, permission, vm.teamId);
  return vm;
}

/** start / stop / reset: accepted only in the statuses the contract's table allows. */
export function powerVm(ctx: DomainContext, caller: Caller, id: number, action: PowerAction) {
  const vm = vmFor(ctx, caller, id, 'vm.power');
  beginPower(vm, action, ctx.time.now, ctx.time.scale);
  return vm;
}

/**
 * Soft delete: the VM leaves every list and lookup at once and gives its addresses back; the
 * record stays so the dashboard keeps counting the VMs that were created.
 */
export function deleteVm(ctx: DomainContext, caller: Caller, id: number): VirtualMachine {
  const vm = vmFor(ctx, caller, id, 'vm.delete');
  assertCan('delete', vm.status);
  const at = ctx.time.now.toISOString();
  vm.deletedAt = at;
  vm.updatedAt = at;
  vm.transition = null;
  releaseAdapters(ctx.world, vm.id);
  return vm;
}

/** Rename and/or move to a team of the company; teamId 0 or null means unassigned. */
export function editVm(
  ctx: DomainContext,
  caller: Caller,
  id: number,
  changes: z.output<typeof editVmRequestSchema>,
): VirtualMachine {
  const vm = vmFor(ctx, caller, id, 'vm.change');
  const teamId = changes.teamId === 0 ? null : changes.teamId;
  if (
    teamId !== undefined &&
    teamId !== null &&
    !ctx.world.teams.some((t) => t.id === teamId && t.companyId === caller.companyId)
  )
    throw badRequest(VM_ERROR_MESSAGES.teamNotFound, [
      { path: 'teamId', msg: VM_ERROR_MESSAGES.teamNotFound },
    ]);
  // Moving a VM into a team needs the same right there as here.
  if (teamId) requirePermission(ctx.world, caller, 'vm.change', teamId);
  assertCan('edit', vm.status);
  if (changes.name !== undefined) vm.name = changes.name;
  if (teamId !== undefined) vm.teamId = teamId;
  vm.updatedAt = ctx.time.now.toISOString();
  return vm;
}

/**
 * Upgrade to a bigger standard size: only to more cores, never for a custom VM, only to a
 * size the VM's provider offers in its datacenter. The VM shows Resizing, then returns to the
 * status it had with the new size (vm-lifecycle.ts).
 */
export function changeConfiguration(
  ctx: DomainContext,
  caller: Caller,
  req: z.output<typeof changeConfigurationRequestSchema>,
): VirtualMachine {
  const { world } = ctx;
  const vm = vmFor(ctx, caller, req.id, 'vm.change');
  const current = specOf(world, vm);
  if (current.isCustom) throw conflict(VM_ERROR_MESSAGES.customNotUpgradable);
  assertCan('upgrade', vm.status);
  const target = findConfiguration(world, req.configurationId);
  if (!target)
    throw badRequest('Machine configuration not found', [
      { path: 'configurationId', msg: 'Machine configuration not found' },
    ]);
  if (target.cpu <= current.cpu) throw badRequest(VM_ERROR_MESSAGES.upgradeNeedsMoreCores);
  const offered = providersOffering(world, vm.datacenterId, target.id).some(
    (p) => p.id === vm.providerId,
  );
  if (!offered) throw badRequest(VM_MESSAGES.noProvider);
  assertWithinQuota(world, vm.companyId, { cpuCores: target.cpu - current.cpu });
  const durationMs = scaled(upgradeDurationMs(current.cpu, target.cpu), ctx.time.scale);
  beginResize(vm, target.id, durationMs, ctx.time.now);
  return vm;
}

/** The sizes the upgrade dialog offers: more cores, offered by the VM's provider there. */
export function upgradeOptions(ctx: DomainContext, caller: Caller, vmId: number) {
  const { world } = ctx;
  const vm = findVm(world, caller.companyId, vmId);
  const current = specOf(world, vm);
  if (current.isCustom) return [];
  return world.catalogue.sizes
    .map((s) => findConfiguration(world, s.id))
    .filter((c): c is NonNullable<typeof c> => c !== undefined && c.cpu > current.cpu)
    .filter((c) =>
      providersOffering(world, vm.datacenterId, c.id).some((p) => p.id === vm.providerId),
    );
}

/**
 * listConfigurations answers two questions: the upgrade dialog's (a VM given: bigger sizes its
 * provider offers) and the create form's (an image and datacenter given: the sizes that fit).
 */
export function configurationChoices(
  ctx: DomainContext,
  caller: Caller,
  q: { vmId?: number; imageId?: number; datacenterId?: number },
) {
  if (q.vmId !== undefined) return upgradeOptions(ctx, caller, q.vmId);
  return configurationsForImage(ctx.world, q.imageId ?? 0, q.datacenterId ?? 0);
}
