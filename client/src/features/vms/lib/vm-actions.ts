import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import type { Permission } from '@contract/permissions';
import { vmCan, vmRefusal, type VmAction, type VmStatus } from '@contract/vm-status';

/** One button's state; `reason` explains a disabled button (tooltip / title). */
export type ButtonState = { enabled: boolean; reason?: string };

export type VmButtons = {
  console: ButtonState;
  downloadKey: ButtonState;
  /** Show and copy of the default user's password. */
  password: ButtonState;
  /** Stop is shown while Running, Start otherwise. */
  power: ButtonState & { action: 'start' | 'stop' };
  reset: ButtonState;
  upgrade: ButtonState;
  edit: ButtonState;
  delete: ButtonState;
};

type VmFacts = {
  status: VmStatus;
  consoleAvailable: boolean;
  isCustom: boolean;
  /**
   * The signed-in user's permission in the VM's team (contract/permissions.ts, the table the
   * API refuses by); when it says no, its reason wins over the status's.
   */
  may?: (permission: Permission) => ButtonState;
};

const by = (action: VmAction, status: VmStatus): ButtonState =>
  vmCan(action, status) ? { enabled: true } : { enabled: false, reason: vmRefusal(action, status) };

/**
 * Every details-screen button from the contract's action table, the same table the API
 * refuses by, so an enabled button is never refused for its status.
 */
export function vmButtons({ status, consoleAvailable, isCustom, may }: VmFacts): VmButtons {
  const powerAction = status === 'Running' ? 'stop' : 'start';
  const upgrade = by('upgrade', status);
  const allowed = (permission: Permission, state: ButtonState): ButtonState => {
    const permitted = may?.(permission) ?? { enabled: true };
    return permitted.enabled ? state : permitted;
  };
  return {
    console: allowed(
      'vm.access',
      vmCan('console', status) && consoleAvailable
        ? { enabled: true }
        : { enabled: false, reason: VM_ERROR_MESSAGES.consoleUnavailable },
    ),
    downloadKey: allowed('vm.access', by('downloadKey', status)),
    password: allowed('vm.access', by('password', status)),
    power: { action: powerAction, ...allowed('vm.power', by(powerAction, status)) },
    reset: allowed('vm.power', by('reset', status)),
    upgrade: allowed(
      'vm.change',
      isCustom ? { enabled: false, reason: VM_ERROR_MESSAGES.customNotUpgradable } : upgrade,
    ),
    edit: allowed('vm.change', by('edit', status)),
    delete: allowed('vm.delete', by('delete', status)),
  };
}
