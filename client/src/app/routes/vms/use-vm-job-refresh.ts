import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobTracker } from '@/features/jobs';
import { refreshVms } from '@/api/vms/refresh-vms';

/** A VM job that ends (created, or failed) changes lists and details: re-read them. */
export function useVmJobRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      jobTracker.onFinished((job) => {
        if (job.resourceType === 'virtual_machine') void refreshVms(queryClient);
      }),
    [queryClient],
  );
}
