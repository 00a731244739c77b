import type { QueryClient } from '@tanstack/react-query';
import { vmKeys } from './vms-keys';

/** After an action or a finished job: lists, details and interfaces may all have changed. */
export function refreshVms(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vmKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: vmKeys.details() }),
    queryClient.invalidateQueries({ queryKey: vmKeys.netAdapters() }),
  ]);
}
