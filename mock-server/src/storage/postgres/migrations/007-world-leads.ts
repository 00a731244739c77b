import type { Migration } from './migration';

/**
 * What a world's visitor left for the sales team (kept it, asked to be contacted), on its
 * registry row: kept_at for the sweep (a kept world lives longer after its last visit), lead_at
 * for the sales console's list, the lead itself as JSON.
 */
export const worldLeads: Migration = {
  version: 7,
  name: 'world leads',
  sql: `
    alter table worlds add column lead jsonb;
    alter table worlds add column kept_at timestamptz;
    alter table worlds add column lead_at timestamptz;
    create index worlds_by_lead on worlds (lead_at desc)
      where lead_at is not null and removed_at is null;
  `,
};
