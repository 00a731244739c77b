import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureInRounds, percentile, progress, runInRounds, type MeasuredInRounds } from './load';
import {
  cloneWorlds,
  databaseFigures,
  measureSpreadWrites,
  measureWritesByProcess,
  writeTarget,
  type WriteTarget,
} from './postgres-measures';
import { startPostgresTrials } from './postgres-server';
import { startServer } from './processes';
import { fmt, loadRow, type Row } from './server-figures';
import { timeCreations } from './trial-measures';
import { createWorld, signInToWorld, worldHost } from './trial-server';

/** Two processes behind a load balancer; the hello-world beside them in the same run. */
const PORTS = [4910, 4911];
const HELLO_PORT = 4912;
/** Worlds in the database when creation is timed; first made through the API, then copied. */
const WORLDS = 10_000;
const MADE_BY_API = 4;
/** Creations timed, half through each process, one after the other. */
const TIMED_CREATIONS = 150;
/** Worlds the spread writes go to, and the rate held over all of them. */
const WRITTEN_WORLDS = 10;
const WRITE_RATE = 500;
/** autocannon's connections: a multiple of the processes, so each gets as many. */
const CONNECTIONS = 20;

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;

/**
 * The hosted trial in PostgreSQL, two processes sharing one embedded server: world creation
 * beside 10,000 worlds, VM renames held at 500/s spread over both processes (over ten worlds;
 * the same ten with each world written through one process, as a load balancer hashing the host
 * name sends them; then all on one world, where the two processes' commits conflict; three
 * interleaved rounds of each, their medians the figures), the most writes a second, and
 * `users/me` in a warm world beside a Fastify hello-world. The servers run on the first core,
 * PostgreSQL (started by this process) and the load generator on the second.
 */
export async function postgresFigures(seconds: number): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-pg-'));
  const [first, second] = PORTS as [number, number];
  const env = { TRIAL_MAX_WORLDS: String(WORLDS * 2) };
  const pgTrials = await startPostgresTrials(PORTS, tmp, env).catch(async (error: unknown) => {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  });
  const hello = await startServer(
    ['npx', 'tsx', 'scripts/bench/hello-server.ts'],
    { PORT: String(HELLO_PORT) },
    `http://127.0.0.1:${HELLO_PORT}/hello`,
  ).catch(async (error: unknown) => {
    await pgTrials.stop();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  });
  try {
    progress(`creating ${MADE_BY_API} worlds, then copying them to ${WORLDS} in SQL`);
    for (let i = 0; i < MADE_BY_API; i++) await createWorld(PORTS[i % 2] as number);
    await cloneWorlds(pgTrials.url, WORLDS);
    const db = await databaseFigures(pgTrials.url);
    progress(`timing ${TIMED_CREATIONS} creations beside ${db.worlds} worlds`);
    const creations = [
      ...(await timeCreations(first, TIMED_CREATIONS / 2)),
      ...(await timeCreations(second, TIMED_CREATIONS / 2)),
    ];

    progress(`signing in to ${WRITTEN_WORLDS + 1} worlds`);
    const targets: WriteTarget[] = [];
    for (let i = 0; i <= WRITTEN_WORLDS; i++)
      targets.push(await writeTarget(PORTS[i % 2] as number, await createWorld(first)));
    const [shared, ...spread] = targets as [WriteTarget, ...WriteTarget[]];

    const writes = { ports: PORTS, seconds: Math.max(seconds * 2, 10), connections: CONNECTIONS };
    const half = WRITTEN_WORLDS / 2;
    // The held rates in interleaved rounds, as the reads: one stall of this shared machine
    // would otherwise be the whole p99 of the row it falls in.
    const held = await runInRounds('writes', {
      spread: () => measureSpreadWrites({ ...writes, targets: spread, rate: WRITE_RATE }),
      eachThroughOneProcess: () =>
        measureWritesByProcess({
          ...writes,
          groups: [
            { port: first, targets: spread.slice(0, half) },
            { port: second, targets: spread.slice(half) },
          ],
          rate: WRITE_RATE,
        }),
      oneWorld: () => measureSpreadWrites({ ...writes, targets: [shared], rate: WRITE_RATE }),
    });
    progress(`writes as fast as they go over ${WRITTEN_WORLDS} worlds, both processes`);
    const spreadMost = await measureSpreadWrites({ ...writes, targets: spread });

    const reads = await warmWorldReads(spread[0] as WriteTarget, seconds);
    const gb = (db.bytes / 1024 ** 3).toFixed(2);
    return [
      writesRow(
        `VM edits, ${WRITTEN_WORLDS} worlds, 2 processes (PostgreSQL)`,
        held.spread,
        WRITTEN_WORLDS,
        `, most ${fmt(spreadMost)}${spreadMost.errors ? ` (${spreadMost.errors} errors)` : ''}`,
      ),
      writesRow(
        `VM edits, ${WRITTEN_WORLDS} worlds, each through 1 of 2 processes (PostgreSQL)`,
        held.eachThroughOneProcess,
        WRITTEN_WORLDS,
        '',
      ),
      writesRow('VM edits, 1 world, 2 processes (PostgreSQL, conflicts)', held.oneWorld, 1, ''),
      reads,
      {
        figure: `world creation, ${db.worlds.toLocaleString('en')} worlds in PostgreSQL`,
        value: `p50 ${ms(creations, 50)}, p95 ${ms(creations, 95)} (${TIMED_CREATIONS} creations, database ${gb} GB)`,
        target: 'p95 <= 50 ms',
        met: percentile(creations, 95) <= 50,
      },
    ];
  } finally {
    await Promise.all([hello.stop(), pgTrials.stop()]);
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Writes held at the rate in all, per world too, each round's p99 shown beside the median; each
 * non-2xx answer (a 409) makes it miss.
 */
function writesRow(figure: string, m: MeasuredInRounds, worlds: number, more: string): Row {
  const row = loadRow(
    `${figure} at ${WRITE_RATE}/s`,
    m,
    `>= ${WRITE_RATE}/s in all, p99 <= 30 ms`,
    m.rps >= WRITE_RATE * 0.975 && m.p99 <= 30,
  );
  const perWorld = Math.round(m.rps / worlds).toLocaleString('en');
  const rounds = m.rounds.map((r) => r.p99).join('/');
  return {
    ...row,
    value: `${row.value} (median of rounds: ${rounds} ms), ${perWorld}/s per world${more}`,
  };
}

/**
 * `users/me` signed in inside one warm world, through the first process, beside the Fastify
 * hello-world in interleaved rounds: what a request costs the trial in PostgreSQL, whose
 * process reads the world's version before answering.
 */
async function warmWorldReads(target: WriteTarget, seconds: number): Promise<Row> {
  const [port] = PORTS as [number];
  const { authorization } = await signInToWorld(port, target.world);
  const reads = await measureInRounds({
    hello: { url: `http://127.0.0.1:${HELLO_PORT}/hello`, seconds },
    world: {
      url: `http://127.0.0.1:${port}/v1/users/me`,
      headers: { authorization, host: worldHost(port, target.world.id) },
      seconds,
      warmupSeconds: 1,
    },
  });
  const ratio = reads.world.rps / reads.hello.rps;
  const row = loadRow(
    'GET /v1/users/me, warm world (PostgreSQL)',
    reads.world,
    '>= 0.4x hello (same run)',
    ratio >= 0.4,
  );
  return { ...row, value: `${row.value}, ${ratio.toFixed(2)}x hello: ${fmt(reads.hello)}` };
}
