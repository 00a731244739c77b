import { describe, expect, it } from 'vitest';
import {
  VM_ACTION_STATUSES,
  VM_STATUSES,
  vmCan,
  vmRefusal,
  type VmAction,
} from '@contract/vm-status';
import { testVm } from '../../testing/test-records';
import { HttpError } from '../shared/errors';
import {
  applyDueTransition,
  assertCan,
  beginPower,
  beginProvisioning,
  beginResize,
  POWER_TRANSITIONS,
  statusAfterResize,
} from './vm-lifecycle';

const now = new Date('2026-03-15T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

const refusal = (fn: () => void): HttpError | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err as HttpError;
  }
};

describe('the action table, as the sandbox enforces it', () => {
  const actions = Object.keys(VM_ACTION_STATUSES) as VmAction[];
  for (const action of actions) {
    for (const status of VM_STATUSES) {
      const allowed = vmCan(action, status);
      it(`${allowed ? 'allows' : 'refuses'} ${action} when ${status}`, () => {
        const err = refusal(() => assertCan(action, status));
        if (allowed) expect(err).toBeNull();
        else expect(err).toMatchObject({ status: 409, message: vmRefusal(action, status) });
      });
    }
  }
});

describe('power transitions', () => {
  it.each([
    ['start', 'Stopped', 'Starting', 'Running', 10_000],
    ['start', 'Shutoff', 'Starting', 'Running', 10_000],
    ['stop', 'Running', 'Stopping', 'Stopped', 6_000],
    ['reset', 'Running', 'Starting', 'Running', 10_000],
  ] as const)('%s from %s goes through %s to %s in %i ms', (action, from, via, to, ms) => {
    const vm = testVm({ id: 1, status: from });
    beginPower(vm, action, now, 1);
    expect(vm.status).toBe(via);
    expect(vm.transition).toEqual({ from, to, startedAt: now.toISOString(), durationMs: ms });
    expect(applyDueTransition(vm, later(ms - 1))).toBe(false);
    expect(vm.status).toBe(via);
    expect(applyDueTransition(vm, later(ms))).toBe(true);
    expect(vm).toMatchObject({ status: to, transition: null, updatedAt: later(ms).toISOString() });
  });

  it('scales durations by the time scale', () => {
    const vm = testVm({ id: 1, status: 'Running' });
    beginPower(vm, 'stop', now, 0.5);
    expect(vm.transition?.durationMs).toBe(POWER_TRANSITIONS.stop.durationMs / 2);
  });

  it('refuses without touching the VM', () => {
    const vm = testVm({ id: 1, status: 'Stopping' });
    expect(refusal(() => beginPower(vm, 'start', now, 1))?.message).toBe(
      'VM can only be started when Stopped or Shutoff (it is Stopping)',
    );
    expect(vm).toMatchObject({ status: 'Stopping', transition: null });
  });
});

describe('resizing', () => {
  it('returns to the status it had, with the new size', () => {
    for (const from of ['Running', 'Stopped', 'Shutoff'] as const) {
      const vm = testVm({ id: 1, status: from, sizeId: 3 });
      beginResize(vm, 5, 25_000, now);
      expect(vm).toMatchObject({ status: 'Resizing', sizeId: 3 });
      applyDueTransition(vm, later(25_000));
      expect(vm).toMatchObject({ status: from, sizeId: 5 });
    }
  });

  it('brings a VM in Error back Stopped (the resize rebuilt it)', () => {
    expect(statusAfterResize('Error')).toBe('Stopped');
  });

  it('refuses while the VM is changing state', () => {
    const vm = testVm({ id: 1, status: 'Starting' });
    expect(refusal(() => beginResize(vm, 5, 1000, now))?.status).toBe(409);
  });
});

describe('provisioning', () => {
  it('ends Running, or Error for a failing job', () => {
    const ok = testVm({ id: 1 });
    beginProvisioning(ok, 'Running', 50_000, now);
    expect(ok).toMatchObject({ status: 'Provisioning', transition: { from: 'Provisioning' } });
    applyDueTransition(ok, later(50_000));
    expect(ok.status).toBe('Running');
    const failing = testVm({ id: 2 });
    beginProvisioning(failing, 'Error', 45_000, now);
    applyDueTransition(failing, later(45_000));
    expect(failing.status).toBe('Error');
  });
});
