import type { Migration } from './migration';

/** Attempt counters (sign-in, MFA, world creation...) that every process counts in. */
export const rateCounts: Migration = {
  version: 2,
  name: 'rate counts',
  sql: `
    create table rate_counts (
      key text primary key,
      window_started_at timestamptz not null,
      count integer not null
    );
    -- stale counters are deleted by age
    create index rate_counts_by_window on rate_counts (window_started_at);
  `,
};
