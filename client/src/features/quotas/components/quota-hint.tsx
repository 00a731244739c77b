import { QUOTA_LABELS, TRIAL_QUOTAS, type QuotaKey } from '@contract/quotas';
import { useQuotaUsage } from '@/api/quotas/get-quota-usage';

/** Beside an action that consumes a quota: how much of it a trial has used ("3 of 5 Users"). */
export function QuotaHint({ quota }: { quota: QuotaKey }) {
  const { data } = useQuotaUsage();
  if (!data?.used) return null;
  const used = data.used[quota];
  const limit = TRIAL_QUOTAS[quota];
  return (
    <span className={`small ${used >= limit ? 'text-danger' : 'text-secondary'}`}>
      Trial: {used} of {limit} {QUOTA_LABELS[quota].toLowerCase()} used
    </span>
  );
}
