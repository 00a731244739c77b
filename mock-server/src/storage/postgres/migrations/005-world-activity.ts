import type { Migration } from './migration';

/**
 * What each world's visitors did (removed with the world's data), and what a demo's list sorts
 * on: its last visit, visits and actions, kept on the demo's row as its activity is written.
 */
export const worldActivity: Migration = {
  version: 5,
  name: 'world activity',
  sql: `
    create table world_activity (
      seq bigserial primary key,
      world_id text not null references worlds (id) on delete cascade,
      at timestamptz not null,
      kind text not null,
      detail text not null,
      visitor text
    );
    create index world_activity_by_world on world_activity (world_id, seq);

    alter table demos add column last_visit_at timestamptz;
    alter table demos add column visits integer not null default 0;
    alter table demos add column actions integer not null default 0;
  `,
};
