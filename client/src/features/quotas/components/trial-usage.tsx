import { QUOTA_KEYS, QUOTA_LABELS, TRIAL_QUOTAS } from '@contract/quotas';
import { useQuotaUsage } from '@/api/quotas/get-quota-usage';

/** A trial's usage of each quota on the dashboard, so it sees its limits before it hits them. */
export function TrialUsage() {
  const { data } = useQuotaUsage();
  if (!data?.used) return null; // not a trial (or not known yet): no limits to show
  const used = data.used;
  return (
    <section className="card mb-3" aria-labelledby="trial-usage-title">
      <div className="card-body">
        <h2 id="trial-usage-title" className="h6 mb-3">
          Trial limits
        </h2>
        <ul className="list-unstyled row row-cols-2 row-cols-md-5 g-3 mb-0">
          {QUOTA_KEYS.map((key) => {
            const limit = TRIAL_QUOTAS[key];
            const full = used[key] >= limit;
            return (
              <li key={key} className="col">
                <div className="d-flex justify-content-between gap-2 small">
                  <span>{QUOTA_LABELS[key]}</span>
                  <span
                    className={`text-nowrap ${full ? 'text-danger fw-semibold' : 'text-secondary'}`}
                  >
                    {used[key]} of {limit}
                  </span>
                </div>
                <div
                  className="progress mt-1"
                  role="progressbar"
                  aria-label={`${QUOTA_LABELS[key]}: ${used[key]} of ${limit} used`}
                  aria-valuenow={used[key]}
                  aria-valuemin={0}
                  aria-valuemax={limit}
                  style={{ height: '0.375rem' }}
                >
                  <div
                    className={`progress-bar ${full ? 'bg-danger' : ''}`}
                    style={{ width: `${Math.min(100, (used[key] / limit) * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
