import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobProgress } from '@contract/jobs';
import type { CreateNetworkRequest } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { networkKeys } from './networks-keys';

/** POST create: the network is built by a background job, whose progress comes back. */
export async function createNetwork(request: CreateNetworkRequest): Promise<JobProgress> {
  return unwrap<JobProgress>(await http.post('/networks/create', request));
}

export function useCreateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNetwork,
    onSuccess: () => invalidate(queryClient, networkKeys.all, quotaKeys.all),
  });
}
