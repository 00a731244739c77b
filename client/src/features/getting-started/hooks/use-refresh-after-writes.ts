import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sandboxKeys } from '@/api/sandbox/sandbox-keys';

/**
 * Asks for the checklist again after any change the portal made (a VM, a network, a user, a
 * ticket): a step done shows at once, not at the next refresh.
 */
export function useRefreshAfterWrites(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        void queryClient.invalidateQueries({ queryKey: sandboxKeys.gettingStarted() });
    });
  }, [enabled, queryClient]);
}
