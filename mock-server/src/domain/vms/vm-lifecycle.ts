import {
  vmCan,
  vmRefusal,
  type PowerAction,
  type VmAction,
  type VmStatus,
} from '@contract/vm-status';
import type { VirtualMachine } from '../../model/schema';
import { BASE_DURATIONS_MS, scaled } from './durations';
import { conflict } from '../shared/errors';

/**
 * How a VM moves between statuses. Whether an action is allowed comes only from the contract's
 * table (vmCan / vmRefusal), the same one the portal enables its buttons by; this file adds
 * what each accepted action does: the status shown meanwhile, the status it ends in, how long.
 */
export const POWER_TRANSITIONS: Record<
  PowerAction,
  { via: VmStatus; to: VmStatus; durationMs: number }
> = {
  start: { via: 'Starting', to: 'Running', durationMs: BASE_DURATIONS_MS.start },
  stop: { via: 'Stopping', to: 'Stopped', durationMs: BASE_DURATIONS_MS.stop },
  // A reset is a hard reboot: the guest goes through its boot again.
  reset: { via: 'Starting', to: 'Running', durationMs: BASE_DURATIONS_MS.reset },
};

/** Refuses (409, the contract's words) an action the VM's status does not allow. */
export function assertCan(action: VmAction, status: VmStatus): void {
  if (!vmCan(action, status)) throw conflict(vmRefusal(action, status));
}

function begin(
  vm: VirtualMachine,
  via: VmStatus,
  to: VmStatus,
  durationMs: number,
  now: Date,
  toSizeId?: number,
): void {
  const startedAt = now.toISOString();
  vm.transition = { from: vm.status, to, startedAt, durationMs, ...(toSizeId ? { toSizeId } : {}) };
  vm.status = via;
  vm.updatedAt = startedAt;
}

export function beginPower(
  vm: VirtualMachine,
  action: PowerAction,
  now: Date,
  timeScale: number,
): void {
  assertCan(action, vm.status);
  const t = POWER_TRANSITIONS[action];
  begin(vm, t.via, t.to, scaled(t.durationMs, timeScale), now);
}

/**
 * After a resize the VM is back in the status it had: Running stays Running, Stopped and Shutoff
 * stay off. A VM in Error comes back Stopped: the resize rebuilt it, which clears the error.
 */
export const statusAfterResize = (from: VmStatus): VmStatus =>
  from === 'Error' ? 'Stopped' : from;

export function beginResize(
  vm: VirtualMachine,
  toSizeId: number,
  durationMs: number,
  now: Date,
): void {
  assertCan('upgrade', vm.status);
  begin(vm, 'Resizing', statusAfterResize(vm.status), durationMs, now, toSizeId);
}

/** A new VM is Provisioning until its create job ends: Running, or Error when the job fails. */
export function beginProvisioning(
  vm: VirtualMachine,
  to: 'Running' | 'Error',
  durationMs: number,
  now: Date,
): void {
  vm.status = 'Provisioning';
  begin(vm, 'Provisioning', to, durationMs, now);
}

/** Applies a transition whose time has come, dated when it finished. Returns whether it did. */
export function applyDueTransition(vm: VirtualMachine, now: Date): boolean {
  const t = vm.transition;
  if (!t) return false;
  const endsAt = Date.parse(t.startedAt) + t.durationMs;
  if (endsAt > now.getTime()) return false;
  vm.status = t.to;
  if (t.toSizeId) vm.sizeId = t.toSizeId;
  vm.transition = null;
  vm.updatedAt = new Date(endsAt).toISOString();
  return true;
}
