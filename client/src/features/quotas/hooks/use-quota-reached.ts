import { quotaRefusal, TRIAL_QUOTAS, type QuotaKey } from '@contract/quotas';
import { useQuotaUsage } from '@/api/quotas/get-quota-usage';

/**
 * The sandbox's own refusal when a trial already holds all that `quota` allows, so a form can
 * say it before its fields are filled; null for any other account, or while the usage loads.
 */
export function useQuotaReached(quota: QuotaKey): string | null {
  const { data } = useQuotaUsage();
  if (!data?.used) return null;
  return data.used[quota] >= TRIAL_QUOTAS[quota] ? quotaRefusal(quota) : null;
}
