import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotaUsageReply } from '@contract/quota-usage';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';

/** Every screen that shows a trial's usage reads one query; writes that change it invalidate it. */
export const quotaKeys = {
  all: ['quotas'] as const,
  usage: () => [...quotaKeys.all, 'usage'] as const,
};

export async function getQuotaUsage() {
  const http = await lazyHttp();
  return unwrap<QuotaUsageReply>(await http.get('/quotas/usage'));
}

// Always re-read when a screen shows it: a create or delete elsewhere may have moved it.
export const quotaUsageQueryOptions = () =>
  queryOptions({ queryKey: quotaKeys.usage(), queryFn: getQuotaUsage, staleTime: 0 });

export const useQuotaUsage = () => useQuery(quotaUsageQueryOptions());
