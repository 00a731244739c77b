import autocannon from 'autocannon';
import pg from 'pg';
import { measureAutocannon, type Measured } from './load';
import { measurePaced, measurePacedCalls } from './paced-load';
import { signInToWorld, worldFetch, worldHost, type TrialWorld } from './trial-server';

/** One world the writes go to: who writes, and the VM they rename. */
export type WriteTarget = { world: TrialWorld; authorization: string; vmId: number };

/** Signs in inside `world` (through `port`) and picks the VM its writes rename. */
export async function writeTarget(port: number, world: TrialWorld): Promise<WriteTarget> {
  const { authorization } = await signInToWorld(port, world);
  const res = await worldFetch(port, world.id)('/v1/virtualMachines/list?search=web', {
    headers: { authorization },
  });
  const rows = ((await res.json()) as { data: { data: { id: number; status: string }[] } }).data
    .data;
  const vm = rows.find((r) => r.status === 'Running') ?? rows[0];
  if (!vm) throw new Error(`no VM to edit in world ${world.id}`);
  return { world, authorization, vmId: vm.id };
}

let renames = 0;

/** A rename of the target's VM, a new name each time, through the process on `port`. */
function rename(port: number, t: WriteTarget) {
  return {
    method: 'PUT' as const,
    path: `/v1/virtualMachines/edit/${t.vmId}`,
    headers: {
      'content-type': 'application/json',
      authorization: t.authorization,
      // The world is in the host name; every process serves it.
      host: worldHost(port, t.world.id),
    },
    body: JSON.stringify({ name: `bench-pg-${++renames}` }),
  };
}

/**
 * The most VM renames a second the processes take: autocannon's connections dealt over the
 * processes' URLs, each going round the targets in turn, as fast as they are answered.
 */
export async function measureMostWrites(o: {
  ports: number[];
  targets: WriteTarget[];
  seconds: number;
  connections: number;
}): Promise<Measured> {
  const [port] = o.ports as [number];
  return measureAutocannon(
    {
      // autocannon takes several URLs (its types say one) and deals the connections out over them.
      url: o.ports.map((p) => `http://127.0.0.1:${p}`) as unknown as string,
      connections: o.connections,
      duration: o.seconds,
      // Nothing before ran the write path on this world: its first requests would time the JIT.
      ...{ warmup: { duration: 2 } },
      requests: o.targets.map((t) => ({
        setupRequest: (req: autocannon.Request) => ({ ...req, ...rename(port, t) }),
      })),
    },
    o.seconds,
  );
}

/** Where the n-th write goes: the process (its port) and the world. */
export type Route = (n: number) => { port: number; target: WriteTarget };

/**
 * VM renames held at `rate` a second, evenly paced (see `measurePaced`), each to the process
 * and world `route` gives it; 2 s of the same before, not counted (the write path compiled).
 */
export function measureHeldWrites(o: {
  route: Route;
  rate: number;
  seconds: number;
  sockets: number;
}): Promise<Measured> {
  return measurePaced({
    rate: o.rate,
    seconds: o.seconds,
    warmupSeconds: 2,
    sockets: o.sockets,
    request: (n) => {
      const { port, target } = o.route(n);
      return { port, ...rename(port, target) };
    },
  });
}

/** A row about the size of a VM rename's journal entry. */
const BARE_ROW = 'x'.repeat(512);
let bareCommits = 0;

/**
 * PostgreSQL alone, the floor under the write rows: one-row INSERTs, each its own commit, held
 * at `rate` a second on the same server, straight from this process through a pool of
 * `connections`; 2 s of the same before, not counted. What the database and its disk take
 * without any sandbox around them.
 */
export async function measureBareCommits(o: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<Measured> {
  const pool = new pg.Pool({ connectionString: o.url, max: o.connections });
  try {
    await pool.query(
      'create table if not exists bench_commits (n bigint primary key, row text not null)',
    );
    return await measurePacedCalls({
      rate: o.rate,
      seconds: o.seconds,
      warmupSeconds: 2,
      call: () =>
        pool
          .query('insert into bench_commits values ($1, $2)', [++bareCommits, BARE_ROW])
          .then(() => true),
    });
  } finally {
    await pool.end();
  }
}

/**
 * Makes the database hold `total` live worlds, fast: the worlds made through the API are
 * copied in SQL (registry row, snapshot and journal) under new ids, in one transaction. What
 * is timed afterwards is creation beside that many worlds, not how they came to be.
 */
export async function cloneWorlds(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Each copy is of one of the worlds there are, in turn; its id is 25 base-36 characters.
    await client.query(
      `create temp table clones on commit drop as
         with sources as (select id, row_number() over (order by id) - 1 as n from worlds
                          where removed_at is null)
         select substr(md5(random()::text || g::text), 1, 25) as id, s.id as source
           from generate_series(1, $1::int - (select count(*) from sources)::int) g
           join sources s on s.n = g % (select count(*) from sources)`,
      [total],
    );
    await client.query(
      `insert into worlds (id, key_hash, template, created_at, last_seen_at)
       select c.id, w.key_hash, w.template, w.created_at, w.last_seen_at
         from clones c join worlds w on w.id = c.source`,
    );
    await client.query(
      `insert into world_snapshots (world_id, version, data, bytes)
       select c.id, s.version, s.data, s.bytes from clones c join world_snapshots s on s.world_id = c.source`,
    );
    await client.query(
      `insert into world_journal (world_id, version, entries, bytes)
       select c.id, j.version, j.entries, j.bytes from clones c join world_journal j on j.world_id = c.source`,
    );
    await client.query('commit');
    await client.query('analyze');
    // The copies' pages go to disk now: left to the background writer and the kernel, writing
    // them back stalled the commits measured next (p99 spikes of 100 ms and more).
    await client.query('checkpoint');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Live worlds in the database, and its size on disk: what the creation row is beside. */
export async function databaseFigures(url: string): Promise<{ worlds: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ worlds: number; bytes: string }>(
      `select (select count(*)::int from worlds where removed_at is null) as worlds,
              pg_database_size(current_database()) as bytes`,
    );
    return { worlds: rows[0]?.worlds ?? 0, bytes: Number(rows[0]?.bytes ?? 0) };
  } finally {
    await client.end();
  }
}
