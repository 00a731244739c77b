import type { Migration } from './migration';

/**
 * Hand-offs keep the world's key sealed with their code, which is not stored: a reader of the
 * table can redeem nothing. Codes in flight (a minute's worth) are dropped with their clear keys.
 */
export const sealedHandOffs: Migration = {
  version: 3,
  name: 'sealed hand-offs',
  sql: `
    delete from hand_offs;
    alter table hand_offs rename column world_key to sealed_key;
    create index hand_offs_by_expiry on hand_offs (expires_at);
  `,
};
