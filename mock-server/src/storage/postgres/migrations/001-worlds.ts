import type { Migration } from './migration';

/** The hosted trial's worlds: the registry, each world's snapshot and journal, and what they share. */
export const worlds: Migration = {
  version: 1,
  name: 'worlds',
  sql: `
    create table worlds (
      id text primary key,
      key_hash text not null,
      template text not null,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      quarantined_at timestamptz,
      quarantine_reason text,
      removed_at timestamptz,
      removed_reason text
    );
    -- the sweep reads the least recently seen live worlds, never the whole table
    create index worlds_live_by_last_seen on worlds (last_seen_at)
      where removed_at is null and quarantined_at is null;
    -- a world's current snapshot: its state as of journal version "version"
    create table world_snapshots (
      world_id text primary key references worlds(id) on delete cascade,
      version bigint not null,
      data jsonb not null,
      bytes integer not null
    );
    -- each commit: the next version; (world_id, version) is the optimistic lock
    create table world_journal (
      world_id text not null references worlds(id) on delete cascade,
      version bigint not null,
      entries jsonb not null,
      bytes integer not null,
      primary key (world_id, version)
    );
    -- the control room's named snapshots of a world
    create table world_saved_snapshots (
      world_id text not null references worlds(id) on delete cascade,
      name text not null,
      saved_at timestamptz not null,
      data jsonb not null,
      bytes integer not null,
      primary key (world_id, name)
    );
    create table templates (name text primary key, data jsonb not null, saved_at timestamptz not null);
    create table sandbox_secrets (name text primary key, value text not null);
    create table hand_offs (
      code_hash text primary key,
      world_id text not null references worlds(id) on delete cascade,
      world_key text not null,
      expires_at timestamptz not null
    );
  `,
};
