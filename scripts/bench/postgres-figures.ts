import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { fsyncRow } from './disk-figures';
import {
  measureInRounds,
  msText,
  p99sOfRounds,
  percentile,
  progress,
  ratioText,
  runInRounds,
  type MeasuredInRounds,
} from './load';
import {
  cloneWorlds,
  databaseFigures,
  measureBareCommits,
  measureHeldWrites,
  measureMostWrites,
  type Route,
  writeTarget,
  type WriteTarget,
} from './postgres-measures';
import { startPostgresTrials } from './postgres-server';
import { helloUrl, startHelloWorld } from './processes';
import { fmt, loadRow, type Row } from './server-figures';
import { timeCreations } from './trial-measures';
import { createWorld, signInToWorld, worldHost } from './trial-server';

/** Worlds in the database when creation is timed; first made through the API, then copied. */
const WORLDS = 10_000;
const MADE_BY_API = 4;
/** Creations timed, half through each process, one after the other. */
const TIMED_CREATIONS = 150;
/** Worlds the spread writes go to, and the rate held over all of them. */
const WRITTEN_WORLDS = 10;
const WRITE_RATE = 500;
/**
 * Writes before the first round, not counted. A process's first seconds of writing are slower
 * (its write path compiling, its heap growing to its working size): with only each load's 2 s
 * warm-up, the first round had a 0.5 s window at p99 81 ms where 10 s gave 25 ms, and settled
 * after about 5 s. A campaign's processes run for days; the rows are their steady state.
 */
const WRITE_WARMUP_SECONDS = 10;
/** Connections of the write loads: autocannon's in all (a multiple of the processes), the paced load's per process. */
const CONNECTIONS = 20;
/**
 * Connections for `users/me` and its hello-world: visitors at once. Every request waits for
 * one round trip to the database, shared by all that came in the same turn of the event loop:
 * with few connections a process mostly waits for it, so the figure is measured with as many
 * as a trial campaign brings, and with 10 (the other rows' load) beside it.
 */
const READ_CONNECTIONS = 40;
const FEW_CONNECTIONS = 10;
/** BENCH_PG_ON_DISK=1 keeps the database's data on disk (the temp folder), not in memory. */
const dataParent = process.env.BENCH_PG_ON_DISK === '1' ? os.tmpdir() : undefined;

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;

/**
 * The hosted trial in PostgreSQL, two processes sharing one embedded server: world creation
 * beside 10,000 worlds, VM renames held at 500/s spread over both processes (over ten worlds;
 * the same ten with each world written through one process, as a load balancer hashing the host
 * name sends them; then all on one world, where the two processes' commits conflict; and bare
 * one-row commits at the same pace, the database's own floor; three interleaved rounds of each,
 * their medians the figures, after 10 s of writes to all those worlds, not counted), the most
 * writes a second, and `users/me` in a warm world beside a Fastify hello-world. The servers run on the first core,
 * PostgreSQL (started by this process) and the load generator on the second. The database keeps
 * its data in memory where there is room: this machine's disk stalls a commit's flush at times
 * (the fsync row, measured first), which would make the latency figures the disk's.
 */
export async function postgresFigures(seconds: number): Promise<Row[]> {
  progress('timing commit flushes on the temp folder disk');
  const fsync = await fsyncRow();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-pg-'));
  // Two processes behind a load balancer and the hello-world beside them, on ports no one else
  // uses: another bench, or servers a crashed one left, cannot answer for ours.
  const [first, second, helloPort] = (await freePorts(3)) as [number, number, number];
  const ports = [first, second];
  const env = { TRIAL_MAX_WORLDS: String(WORLDS * 2) };
  const pgTrials = await startPostgresTrials(ports, tmp, env, dataParent).catch(
    async (error: unknown) => {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    },
  );
  // Every row says where the database's data was.
  const where = pgTrials.inMemory ? 'in memory' : 'on disk';
  const pgLabel = `PostgreSQL ${where}`;
  const hello = await startHelloWorld(helloPort).catch(async (error: unknown) => {
    await pgTrials.stop();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  });
  try {
    progress(`creating ${MADE_BY_API} worlds, then copying them to ${WORLDS} in SQL`);
    for (let i = 0; i < MADE_BY_API; i++) await createWorld(ports[i % 2] as number);
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
      targets.push(await writeTarget(ports[i % 2] as number, await createWorld(first)));
    const [shared, ...spread] = targets as [WriteTarget, ...WriteTarget[]];

    const writeSeconds = Math.max(seconds * 2, 10);
    const half = WRITTEN_WORLDS / 2;
    const held = (route: Route, forSeconds = writeSeconds) =>
      measureHeldWrites({ route, rate: WRITE_RATE, seconds: forSeconds, sockets: CONNECTIONS });
    // No sticky sessions: each world's writes take turns between the processes.
    const takingTurns =
      (worlds: WriteTarget[]): Route =>
      (n) => ({
        port: ports[Math.floor(n / worlds.length) % ports.length] as number,
        target: worlds[n % worlds.length] as WriteTarget,
      });
    progress(`warming the write path: ${WRITE_WARMUP_SECONDS} s of writes, not counted`);
    await held(takingTurns(targets), WRITE_WARMUP_SECONDS);
    // The held rates in interleaved rounds, as the reads: one stall of this shared machine
    // would otherwise be the whole p99 of the row it falls in.
    const rounds = await runInRounds('writes', {
      spread: () => held(takingTurns(spread)),
      // A load balancer hashing the host name: each world's writes through one process.
      eachThroughOneProcess: () =>
        held((n) => ({
          port: n % WRITTEN_WORLDS < half ? first : second,
          target: spread[n % WRITTEN_WORLDS] as WriteTarget,
        })),
      oneWorld: () => held((n) => ({ port: ports[n % ports.length] as number, target: shared })),
      // The same pace of commits with no sandbox: what of the p99 is the database's own.
      bare: () =>
        measureBareCommits({
          url: pgTrials.url,
          rate: WRITE_RATE,
          seconds: writeSeconds,
          connections: CONNECTIONS,
        }),
    });
    progress(`writes as fast as they go over ${WRITTEN_WORLDS} worlds, both processes`);
    const spreadMost = await measureMostWrites({
      ports,
      targets: spread,
      seconds: writeSeconds,
      connections: CONNECTIONS,
    });

    const reads = await warmWorldReads(first, helloPort, spread[0] as WriteTarget, seconds);
    const gb = (db.bytes / 1024 ** 3).toFixed(2);
    return [
      fsync,
      writesRow(
        `VM edits, ${WRITTEN_WORLDS} worlds, 2 processes (${pgLabel})`,
        rounds.spread,
        WRITTEN_WORLDS,
        `, most ${fmt(spreadMost)}${spreadMost.errors ? ` (${spreadMost.errors} errors)` : ''}`,
      ),
      writesRow(
        `VM edits, ${WRITTEN_WORLDS} worlds, each through 1 of 2 processes (${pgLabel})`,
        rounds.eachThroughOneProcess,
        WRITTEN_WORLDS,
        '',
      ),
      writesRow(`VM edits, 1 world, 2 processes (${pgLabel}, conflicts)`, rounds.oneWorld, 1, ''),
      bareCommitsRow(`PostgreSQL alone (${where}), 1-row commits`, rounds.bare),
      { ...reads, figure: `${reads.figure} (${pgLabel})` },
      {
        figure: `world creation, ${db.worlds.toLocaleString('en')} worlds (${pgLabel})`,
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
  const rounds = p99sOfRounds(m);
  return {
    ...row,
    value: `${row.value} (median of rounds: ${rounds} ms), ${perWorld}/s per world${more}`,
  };
}

/** The database's own floor under the write rows: no goal, shown beside them. */
function bareCommitsRow(figure: string, m: MeasuredInRounds): Row {
  const rounds = p99sOfRounds(m);
  const failed = m.errors ? `, ${m.errors} failed` : '';
  return {
    figure: `${figure} at ${WRITE_RATE}/s`,
    value: `${Math.round(m.rps).toLocaleString('en')} commits/s, p99 ${msText(m.p99)} ms (median of rounds: ${rounds} ms)${failed}`,
    target: '',
    met: true,
  };
}

/**
 * `users/me` signed in inside one warm world, through the first process, beside the Fastify
 * hello-world in interleaved rounds, both with `READ_CONNECTIONS` and with `FEW_CONNECTIONS`:
 * what a request costs the trial in PostgreSQL, whose process makes sure its copy is current
 * (one shared round trip) before answering.
 */
async function warmWorldReads(
  port: number,
  helloPort: number,
  target: WriteTarget,
  seconds: number,
): Promise<Row> {
  const { authorization } = await signInToWorld(port, target.world);
  const hello = { url: helloUrl(helloPort), seconds };
  const world = {
    url: `http://127.0.0.1:${port}/v1/users/me`,
    headers: { authorization, host: worldHost(port, target.world.id) },
    seconds,
    warmupSeconds: 1,
  };
  const reads = await measureInRounds({
    hello: { ...hello, connections: READ_CONNECTIONS },
    world: { ...world, connections: READ_CONNECTIONS },
    helloFew: { ...hello, connections: FEW_CONNECTIONS },
    worldFew: { ...world, connections: FEW_CONNECTIONS },
  });
  const ratio = reads.world.rps / reads.hello.rps;
  const few = reads.worldFew.rps / reads.helloFew.rps;
  const row = loadRow(
    `GET /v1/users/me, warm world, ${READ_CONNECTIONS} connections`,
    reads.world,
    '>= 0.6x hello (same run)',
    ratio >= 0.6,
  );
  return {
    ...row,
    value: `${row.value}, ${ratioText(ratio, 0.6)}x hello: ${fmt(reads.hello)}; ${FEW_CONNECTIONS} connections: ${few.toFixed(2)}x (${fmt(reads.worldFew)})`,
  };
}
