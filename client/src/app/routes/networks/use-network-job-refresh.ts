import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { networkKeys } from '@/api/networks/networks-keys';
import { jobTracker } from '@/features/jobs';

/** A network job that ends (created, or failed) changes the lists: re-read them. */
export function useNetworkJobRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      jobTracker.onFinished((job) => {
        if (job.resourceType === 'network')
          void queryClient.invalidateQueries({ queryKey: networkKeys.all });
      }),
    [queryClient],
  );
}

/** A path's network id, or null when it is not a positive whole number. */
export function parseNetworkId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
