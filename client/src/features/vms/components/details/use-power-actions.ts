import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PowerAction } from '@contract/vm-status';
import { notify } from '@/lib/notify';
import { vmDetailsQueryOptions } from '@/api/vms/get-vm-details';
import { usePowerVm } from '@/api/vms/power-vm';
import { POWER_MESSAGES } from '@/features/vms/lib/power-messages';
import { POWER_POLLS, pollVmStatus } from '@/features/vms/lib/status-poll';

/**
 * Start, stop and reset behind a confirmation. After start or stop the status is followed,
 * so the user hears when the VM has really got there.
 */
export function usePowerActions(vmId: number) {
  const queryClient = useQueryClient();
  const power = usePowerVm(vmId);
  const [asking, setAsking] = useState<PowerAction | null>(null);
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  async function follow(action: 'start' | 'stop') {
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    const read = async () =>
      (await queryClient.fetchQuery({ ...vmDetailsQueryOptions(vmId), staleTime: 0 })).status;
    const outcome = await pollVmStatus({ read, ...POWER_POLLS[action], signal: controller.signal });
    if (outcome === 'reached') notify.success(POWER_MESSAGES[action].done);
    if (outcome === 'timeout') notify.info(POWER_MESSAGES[action].timeout);
  }

  const confirm = () => {
    const action = asking;
    if (!action) return;
    power.mutate(action, {
      onSuccess: () => {
        notify.info(POWER_MESSAGES[action].pending);
        if (action !== 'reset') void follow(action);
      },
      onError: () => notify.error(POWER_MESSAGES[action].failed),
      onSettled: () => setAsking(null),
    });
  };

  return {
    asking,
    pending: power.isPending,
    ask: (action: PowerAction) => setAsking(action),
    cancel: () => setAsking(null),
    confirm,
  };
}
