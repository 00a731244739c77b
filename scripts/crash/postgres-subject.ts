import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../tests/support/embedded-postgres-server';
import type { Send } from '../bench/host-fetch';
import { MFA } from '../bench/sandbox';
import { createWorld, trialProcess, worldFetch, writePortalStandIn } from '../bench/trial-server';
import { exited, startProcess, up } from './process';
import type { Target } from './writers';

/** One of the two trial processes: killed and started again, its port kept. */
export type Proc = { label: string; port: number; child: ChildProcess | null; down: boolean };

/**
 * `--postgres`: two hosted-trial processes on one embedded PostgreSQL, as behind a load
 * balancer without sticky sessions. Each world's writes alternate between the processes that
 * are up; what either answers other than 2xx, or a connection it drops without having been
 * killed, is a failure the round reports.
 */
export type TwoProcesses = {
  processes: readonly [Proc, Proc];
  vmsPerWorld: number;
  /** The worlds written to, made by the operator through the first process on the first call. */
  targets: () => Promise<Target[]>;
  /** A world's requests through one process only, to check what each of them serves. */
  through: (p: Proc, t: Target) => Send;
  kill: (p: Proc) => Promise<void>;
  /** Starts it again; resolves once it answers, and only then does it get writes again. */
  restart: (p: Proc) => Promise<void>;
  /** The failures since the last call. */
  takeFailures: () => string[];
  /** Why worlds are not sound in the database. */
  invalidWorlds: () => Promise<string[]>;
  /** Stops both processes and destroys the database (also after a failure). */
  close: () => Promise<void>;
};

export async function twoProcesses(port: number, count: number): Promise<TwoProcesses> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crash-pg-'));
  let database: EmbeddedServer | null = null;
  const processes = [
    { label: 'A', port, child: null, down: true },
    { label: 'B', port: port + 1, child: null, down: true },
  ] as const satisfies readonly Proc[];
  const failures: string[] = [];
  const ids = new Map<Target, string>();
  let worlds: Target[] | null = null;

  const start = async (p: Proc) => {
    if (!database) throw new Error('no database');
    const { command, env } = trialProcess(p.port, dir, {
      DATABASE_URL: database.url,
      SANDBOX_MFA_CODE: MFA,
      LOG_LEVEL: 'fatal',
    });
    p.child = startProcess(command, env);
    await up(p.child, `http://127.0.0.1:${p.port}/`);
    p.down = false;
  };
  const kill = async (p: Proc) => {
    // Marked first: a connection it drops from now on was cut by the check, not a failure.
    p.down = true;
    p.child?.kill('SIGKILL');
    if (p.child) await exited(p.child);
  };
  const close = async () => {
    await Promise.all(processes.map(kill));
    await database?.destroy();
    await rm(dir, { recursive: true, force: true });
  };

  /** Alternates per request over the processes that are up, noting what went wrong where. */
  const router = (id: string): Send => {
    let turn = 0;
    return async (route, init) => {
      const live = processes.filter((p) => !p.down);
      const p = live[turn++ % live.length];
      if (!p) throw new Error('no process is up');
      const what = `${p.label}: ${init?.method ?? 'GET'} ${route}`;
      try {
        const res = await worldFetch(p.port, id)(route, init);
        // 429 is a limit doing its job (inquiries: ten a minute per address), not a failure.
        if (!res.ok && res.status !== 429) failures.push(`${what} answered ${res.status}`);
        return res;
      } catch (error) {
        if (!p.down) failures.push(`${what} dropped (${(error as Error).message})`);
        throw error;
      }
    };
  };

  try {
    await writePortalStandIn(dir);
    database = await startEmbeddedPostgres();
    await Promise.all(processes.map(start));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    processes,
    vmsPerWorld: 2,
    async targets() {
      worlds ??= await Promise.all(
        Array.from({ length: count }, async () => {
          const w = await createWorld(port);
          const t: Target = {
            label: `world ${w.id}`,
            send: router(w.id),
            sandboxKey: w.key,
            goesOn: () => processes.some((p) => !p.down),
          };
          ids.set(t, w.id);
          return t;
        }),
      );
      return worlds;
    },
    through: (p, t) => worldFetch(p.port, ids.get(t) ?? ''),
    kill,
    restart: start,
    takeFailures: () => failures.splice(0),
    invalidWorlds: () =>
      unsoundInDatabase(
        database?.url ?? '',
        (worlds ?? []).map((t) => ids.get(t) ?? ''),
      ),
    close,
  };
}

type Soundness = {
  id: string;
  snapshot: string | null;
  rows: string;
  last: string | null;
  quarantined: boolean;
  removed: boolean;
};

/**
 * What a process reads to load each world: a live registry row, a snapshot, and journal rows
 * after it numbered without a gap (a gap or a torn commit would fail the load or lose a write).
 */
async function unsoundInDatabase(url: string, ids: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Soundness>(
      `select w.id, s.version as snapshot, count(j.version) as rows, max(j.version) as last,
              w.quarantined_at is not null as quarantined, w.removed_at is not null as removed
         from worlds w
         left join world_snapshots s on s.world_id = w.id
         left join world_journal j on j.world_id = w.id and j.version > s.version
        where w.id = any($1)
        group by w.id, s.version`,
      [ids],
    );
    const problems = ids
      .filter((id) => !rows.some((r) => r.id === id))
      .map((id) => `world ${id}: not in the registry`);
    for (const r of rows) {
      const name = `world ${r.id}`;
      if (r.snapshot === null) problems.push(`${name}: no snapshot row`);
      if (r.quarantined) problems.push(`${name}: quarantined`);
      if (r.removed) problems.push(`${name}: removed`);
      // Versions above the snapshot's, unique by the key: n of them end at snapshot + n.
      if (
        r.snapshot !== null &&
        r.last !== null &&
        Number(r.last) !== Number(r.snapshot) + Number(r.rows)
      )
        problems.push(
          `${name}: journal versions ${r.snapshot}+1..${r.last} have gaps (${r.rows} rows)`,
        );
    }
    return problems;
  } finally {
    await client.end();
  }
}
