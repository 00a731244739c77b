import { describe, expect, it } from 'vitest';
import { VM_STATUSES, type VmStatus } from '@contract/vm-status';
import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import { permissionRefusal, type Permission } from '@contract/permissions';
import { vmButtons } from './vm-actions';

// Expected enablement per status, written out by hand (not derived from the table):
// which power button shows, and whether power / reset / upgrade / edit+delete+key / console are on.
type Row = [VmStatus, 'start' | 'stop', boolean, boolean, boolean, boolean, boolean];
const table: Row[] = [
  ['Running', 'stop', true, true, true, true, true],
  ['Stopped', 'start', true, false, true, true, false],
  ['Shutoff', 'start', true, false, true, true, false],
  ['Error', 'start', false, false, true, true, false],
  ['Provisioning', 'start', false, false, false, false, false],
  ['Starting', 'start', false, false, false, true, false],
  ['Stopping', 'start', false, false, false, true, false],
  ['Resizing', 'start', false, false, false, true, false],
];

describe('vmButtons', () => {
  it('covers every status', () => {
    expect(table.map((r) => r[0]).sort()).toEqual([...VM_STATUSES].sort());
  });

  it.each(table)('%s: buttons follow the action table', (status, power, ...on) => {
    const [powerOn, reset, upgrade, editDeleteKey, consoleOn] = on;
    const b = vmButtons({ status, consoleAvailable: true, isCustom: false });
    expect(b.power.action).toBe(power);
    expect(b.power.enabled).toBe(powerOn);
    expect(b.reset.enabled).toBe(reset);
    expect(b.upgrade.enabled).toBe(upgrade);
    expect(b.edit.enabled).toBe(editDeleteKey);
    expect(b.delete.enabled).toBe(editDeleteKey);
    expect(b.downloadKey.enabled).toBe(editDeleteKey);
    expect(b.password.enabled).toBe(editDeleteKey);
    expect(b.console.enabled).toBe(consoleOn);
  });

  it('gives a disabled button its reason', () => {
    const b = vmButtons({ status: 'Provisioning', consoleAvailable: true, isCustom: false });
    expect(b.edit.reason).toBe('VM is still provisioning');
    expect(b.password.reason).toBe('VM is still provisioning');
    expect(b.downloadKey.reason).toBe('VM is still provisioning');
    expect(b.console.reason).toBe(VM_ERROR_MESSAGES.consoleUnavailable);
  });

  it('keeps the console off while Running when the console is not available', () => {
    const b = vmButtons({ status: 'Running', consoleAvailable: false, isCustom: false });
    expect(b.console).toEqual({ enabled: false, reason: VM_ERROR_MESSAGES.consoleUnavailable });
  });

  it('never offers an upgrade for a custom VM', () => {
    for (const status of VM_STATUSES) {
      const b = vmButtons({ status, consoleAvailable: true, isCustom: true });
      expect(b.upgrade).toEqual({ enabled: false, reason: VM_ERROR_MESSAGES.customNotUpgradable });
    }
  });
});

describe('vmButtons with the permission table', () => {
  const refuse = (permission: Permission) => ({
    enabled: false,
    reason: permissionRefusal(permission),
  });
  it("disables what the user's role may not do, with the sandbox's words", () => {
    const readOnly = vmButtons({
      status: 'Running',
      consoleAvailable: true,
      isCustom: false,
      may: (p) => refuse(p),
    });
    expect(readOnly.power).toEqual({ action: 'stop', ...refuse('vm.power') });
    expect(readOnly.reset).toEqual(refuse('vm.power'));
    expect(readOnly.upgrade).toEqual(refuse('vm.change'));
    expect(readOnly.edit).toEqual(refuse('vm.change'));
    expect(readOnly.delete).toEqual(refuse('vm.delete'));
    // The password, the key and the console give full control of the machine.
    expect(readOnly.console).toEqual(refuse('vm.access'));
    expect(readOnly.downloadKey).toEqual(refuse('vm.access'));
    expect(readOnly.password).toEqual(refuse('vm.access'));
  });

  it('leaves the status rules in charge of what the role allows', () => {
    const operator = vmButtons({
      status: 'Running',
      consoleAvailable: true,
      isCustom: false,
      may: (p) => (p === 'vm.delete' ? refuse(p) : { enabled: true }),
    });
    expect(operator.power.enabled).toBe(true);
    expect(operator.delete).toEqual(refuse('vm.delete'));
    const stopped = vmButtons({
      status: 'Stopped',
      consoleAvailable: true,
      isCustom: false,
      may: () => ({ enabled: true }),
    });
    expect(stopped.reset.enabled).toBe(false);
  });
});
