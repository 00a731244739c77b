import { QUOTA_KEYS, QUOTA_LABELS, TRIAL_QUOTAS, type QuotaKey } from '@contract/quotas';
import { useQuotaUsage } from '@/api/quotas/get-quota-usage';
import { isHostedWorld } from '@/lib/is-hosted-world';

/** A trial's usage of each quota on the dashboard, so it sees its limits before it hits them. */
export function TrialUsage() {
  const { data, isPending } = useQuotaUsage();
  // A hosted world is a trial: its card holds its place while the figures load, so the
  // dashboard below does not jump down under the pointer when they arrive.
  if (isPending && isHostedWorld()) return <TrialUsageCard used={null} />;
  if (!data?.used) return null; // not a trial (or not known yet): no limits to show
  return <TrialUsageCard used={data.used} />;
}

/** The card itself; `used` null while the figures load (their places kept, hidden). */
function TrialUsageCard({ used }: { used: Record<QuotaKey, number> | null }) {
  return (
    <section
      className="card mb-3"
      aria-labelledby="trial-usage-title"
      aria-busy={used === null || undefined}
    >
      <div className="card-body">
        <h2 id="trial-usage-title" className="h6 mb-3">
          Trial limits
        </h2>
        <ul className="list-unstyled row row-cols-2 row-cols-md-5 g-3 mb-0">
          {QUOTA_KEYS.map((key) => (
            <li key={key} className="col">
              {used === null ? (
                <QuotaLoading quota={key} />
              ) : (
                <QuotaMeter quota={key} used={used[key]} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BAR_HEIGHT = { height: '0.375rem' };

function QuotaMeter({ quota, used }: { quota: QuotaKey; used: number }) {
  const limit = TRIAL_QUOTAS[quota];
  const full = used >= limit;
  return (
    <>
      <div className="d-flex justify-content-between gap-2 small">
        <span>{QUOTA_LABELS[quota]}</span>
        <span className={`text-nowrap ${full ? 'text-danger fw-semibold' : 'text-secondary'}`}>
          {used} of {limit}
        </span>
      </div>
      <div
        className="progress mt-1"
        role="progressbar"
        aria-label={`${QUOTA_LABELS[quota]}: ${used} of ${limit} used`}
        aria-valuenow={used}
        aria-valuemin={0}
        aria-valuemax={limit}
        style={BAR_HEIGHT}
      >
        <div
          className={`progress-bar ${full ? 'bg-danger' : ''}`}
          style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
        />
      </div>
    </>
  );
}

/** A meter's label and empty bar, its figure not known yet. */
function QuotaLoading({ quota }: { quota: QuotaKey }) {
  return (
    <>
      <div className="d-flex justify-content-between gap-2 small">
        <span>{QUOTA_LABELS[quota]}</span>
        <span className="text-nowrap text-secondary" aria-hidden="true">
          … of {TRIAL_QUOTAS[quota]}
        </span>
      </div>
      <div className="progress mt-1" style={BAR_HEIGHT} />
    </>
  );
}
