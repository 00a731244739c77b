import type { VmDetails } from '@contract/virtual-machines';
import { useCan } from '@/api/permissions/get-my-permissions';
import { vmButtons, type VmButtons } from '@/features/vms/lib/vm-actions';

/** The details screen's buttons for the signed-in user, by the action and permission tables. */
export function useVmButtons(details: VmDetails): VmButtons {
  const can = useCan();
  return vmButtons({
    may: (permission) => can(permission, details.virtualMachine.teamId),
    status: details.status,
    consoleAvailable: details.consoleAvailable,
    isCustom: details.virtualMachine.isCustom,
  });
}
