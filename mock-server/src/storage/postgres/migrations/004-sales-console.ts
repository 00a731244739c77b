import type { Migration } from './migration';

/**
 * The sales console: its sellers (with their activation links and sessions, kept as hashes),
 * its demos (each a world, removed with it) and what a demo's reset returns to; and a world's
 * fixed end, for a demo's world, which lives until its demo expires however often it is seen.
 */
export const salesConsole: Migration = {
  version: 4,
  name: 'sales console',
  sql: `
    alter table worlds add column expires_at timestamptz;
    create index worlds_live_by_end on worlds (expires_at)
      where removed_at is null and expires_at is not null;

    create table sellers (
      id text primary key,
      email text not null unique,
      name text not null,
      password_hash text,
      activated_at timestamptz,
      created_at timestamptz not null
    );
    create table seller_tokens (
      token_hash text primary key,
      seller_id text not null references sellers (id) on delete cascade,
      expires_at timestamptz not null
    );
    create table seller_sessions (
      token_hash text primary key,
      seller_id text not null references sellers (id) on delete cascade,
      created_at timestamptz not null,
      last_used_at timestamptz not null
    );

    create table demos (
      id text primary key,
      world_id text not null unique references worlds (id) on delete cascade,
      link_token_hash text not null unique,
      company text not null,
      note text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      last_opened_at timestamptz,
      open_count integer not null default 0,
      record jsonb not null
    );
    create index demos_by_created on demos (created_at desc, id);
    create table demo_prepared (
      demo_id text primary key references demos (id) on delete cascade,
      world jsonb not null
    );
  `,
};
