import { describe, expect, it } from 'vitest';
import { VM_STATUSES, vmCan, vmRefusal } from './vm-status';

describe('VM action table', () => {
  it('starts only from Stopped or Shutoff', () => {
    expect(VM_STATUSES.filter((s) => vmCan('start', s))).toEqual(['Stopped', 'Shutoff']);
  });

  it('stops and resets only from Running', () => {
    expect(VM_STATUSES.filter((s) => vmCan('stop', s))).toEqual(['Running']);
    expect(VM_STATUSES.filter((s) => vmCan('reset', s))).toEqual(['Running']);
  });

  it('blocks edit, upgrade, delete and key download while Provisioning', () => {
    for (const action of ['edit', 'upgrade', 'delete', 'downloadKey'] as const) {
      expect(vmCan(action, 'Provisioning')).toBe(false);
      expect(vmRefusal(action, 'Provisioning')).toBe('VM is still provisioning');
    }
  });

  it('allows edit and delete in every other status', () => {
    for (const status of VM_STATUSES.filter((s) => s !== 'Provisioning')) {
      expect(vmCan('edit', status)).toBe(true);
      expect(vmCan('delete', status)).toBe(true);
    }
  });

  it('refuses an upgrade while the VM is changing state', () => {
    expect(vmCan('upgrade', 'Resizing')).toBe(false);
    expect(vmCan('upgrade', 'Starting')).toBe(false);
    expect(vmCan('upgrade', 'Running')).toBe(true);
  });
});
