import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import {
  measureInRounds,
  msText,
  p99sOfRounds,
  progress,
  ratioText,
  runInRounds,
  type Measured,
  type MeasuredInRounds,
} from './load';
import { helloUrl, startHelloWorld } from './processes';
import { signIn, startSandbox } from './sandbox';
import { measureVmEdits } from './vm-edits';

/** The large tenant of goal 1: SANDBOX_SEED_VMS, _NETWORKS and _USERS. */
const BIG = { vms: 100_000, networks: 10_000, users: 5_000 };
const BIG_NAME = `${BIG.vms.toLocaleString('en')} VMs`;

export type Row = { figure: string; value: string; target: string; met: boolean };

export const fmt = (m: Measured) =>
  `${Math.round(m.rps).toLocaleString('en')} req/s, p99 ${msText(m.p99)} ms`;

/** A row of measured load: its figures, and any non-2xx answers, which make it miss. */
export const loadRow = (figure: string, m: Measured, target: string, met: boolean): Row => ({
  figure,
  value: `${fmt(m)}${m.errors ? `, ${m.errors} errors` : ''}`,
  target,
  met: met && m.errors === 0,
});

/**
 * Reads and writes of the sandbox beside a Fastify hello-world, in one run: three interleaved
 * rounds of 10 connections for reads (medians; users/me at 40 too), then writes held at 200
 * and 1,000 per second, in three interleaved rounds as well.
 */
export async function serverFigures(seconds: number): Promise<Row[]> {
  // Ports no one else uses: another bench, or servers a crashed one left, cannot answer for ours.
  const [helloPort, seededPort, bigPort] = (await freePorts(3)) as [number, number, number];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  progress('starting the servers');
  const [hello, seededServer] = await Promise.all([
    startHelloWorld(helloPort),
    startSandbox(seededPort, path.join(tmp, 'seeded'), { fresh: true }),
  ]);
  // Alone, so its time is the start of a large world: seeding it, writing it, listening.
  progress(`starting a sandbox seeded with ${BIG_NAME}`);
  const startedAt = performance.now();
  const bigServer = await startSandbox(bigPort, path.join(tmp, 'big'), {
    fresh: true,
    env: {
      SANDBOX_SEED_VMS: String(BIG.vms),
      SANDBOX_SEED_NETWORKS: String(BIG.networks),
      SANDBOX_SEED_USERS: String(BIG.users),
    },
  });
  const bigStartS = (performance.now() - startedAt) / 1000;
  const servers = [hello, seededServer, bigServer];
  try {
    const seeded = `http://127.0.0.1:${seededPort}`;
    const large = `http://127.0.0.1:${bigPort}`;
    const [seededAuth, bigAuth] = (await Promise.all([signIn(seeded), signIn(large)])).map(
      (s) => s.authorization,
    ) as [string, string];
    const authed = (authorization: string) => ({ headers: { authorization }, seconds });
    const page = '?page=1&rowsPerPage=10';
    const reads = {
      hello: { url: helloUrl(helloPort), seconds },
      hello40: { url: helloUrl(helloPort), seconds, connections: 40 },
      me: { url: `${seeded}/v1/users/me`, ...authed(seededAuth) },
      me40: { url: `${seeded}/v1/users/me`, ...authed(seededAuth), connections: 40 },
      list: { url: `${seeded}/v1/virtualMachines/list${page}`, ...authed(seededAuth) },
      users: { url: `${seeded}/v1/users/list${page}`, ...authed(seededAuth) },
      networks: { url: `${seeded}/v1/networks/list${page}`, ...authed(seededAuth) },
      dashboard: { url: `${seeded}/v1/virtualMachines/GetDashboardData`, ...authed(seededAuth) },
      bigList: { url: `${large}/v1/virtualMachines/list${page}`, ...authed(bigAuth) },
      bigUsers: { url: `${large}/v1/users/list${page}`, ...authed(bigAuth) },
      bigNetworks: { url: `${large}/v1/networks/list${page}`, ...authed(bigAuth) },
      bigDashboard: { url: `${large}/v1/virtualMachines/GetDashboardData`, ...authed(bigAuth) },
    };
    const m = await measureInRounds(reads);

    // Held writes in interleaved rounds too, as the PostgreSQL rows: one stall of this shared
    // machine would otherwise be the whole p99 of the row it falls in.
    const writes = await runInRounds('writes', {
      seeded: () => measureVmEdits(seeded, seededAuth, seconds),
      big: () => measureVmEdits(large, bigAuth, seconds),
      bigFast: () => measureVmEdits(large, bigAuth, seconds, 1000),
    });
    const { seeded: seededWrites, big: bigWrites, bigFast: bigFastWrites } = writes;
    // Last: a reset ends the large world's sessions.
    progress(`resetting the sandbox seeded with ${BIG_NAME}`);
    const bigResetS = await timeReset(large);

    const ratio = (x: Measured) => x.rps / m.hello.rps;
    /**
     * A large tenant's read beside the seeded world's, in the same rounds; a p99 under 1 ms is
     * allowed whatever the seeded one: below that, 1.5x is this machine's scheduling noise.
     */
    const atScale = (what: string, big: Measured, seededRead: Measured) =>
      loadRow(
        `${what}, ${BIG_NAME} tenant`,
        big,
        `p99 <= 1.5x seeded (${msText(seededRead.p99)} ms), at least 1 ms`,
        big.p99 <= Math.max(1.5 * seededRead.p99, 1),
      );
    return [
      loadRow('Fastify hello-world (baseline)', m.hello, 'baseline', true),
      {
        ...loadRow(
          'GET /v1/users/me',
          m.me,
          '>= 0.7x hello, p99 <= 5 ms',
          ratio(m.me) >= 0.7 && m.me.p99 <= 5,
        ),
        value: `${fmt(m.me)}, ${ratioText(ratio(m.me), 0.7)}x`,
      },
      {
        ...loadRow(
          'GET /v1/users/me, 40 connections',
          m.me40,
          '>= 0.7x hello at 40 connections',
          m.me40.rps / m.hello40.rps >= 0.7,
        ),
        value: `${fmt(m.me40)}, ${ratioText(m.me40.rps / m.hello40.rps, 0.7)}x hello: ${fmt(m.hello40)}`,
      },
      {
        ...loadRow(
          'VM list page 1 (seeded world)',
          m.list,
          '>= 0.6x hello, p99 <= 5 ms',
          ratio(m.list) >= 0.6 && m.list.p99 <= 5,
        ),
        value: `${fmt(m.list)}, ${ratioText(ratio(m.list), 0.6)}x`,
      },
      atScale('VM list page 1', m.bigList, m.list),
      atScale('user list page 1', m.bigUsers, m.users),
      atScale('network list page 1', m.bigNetworks, m.networks),
      atScale('dashboard data', m.bigDashboard, m.dashboard),
      {
        figure: `start of a sandbox seeded with ${BIG_NAME}, ${BIG.networks.toLocaleString('en')} networks, ${BIG.users.toLocaleString('en')} users`,
        value: `${bigStartS.toFixed(1)} s`,
        target: '<= 5 s',
        met: bigStartS <= 5,
      },
      {
        figure: `reset of a sandbox seeded with ${BIG_NAME} (seeded again, written, fsynced)`,
        value: `${bigResetS.toFixed(1)} s`,
        target: '<= 5 s',
        met: bigResetS <= 5,
      },
      writesRow(
        'VM edit at 200 writes/s, seeded world (fsynced)',
        seededWrites,
        '200/s held, p99 <= 25 ms',
        seededWrites.rps >= 195 && seededWrites.p99 <= 25,
      ),
      writesRow(
        `VM edit at 200 writes/s, ${BIG_NAME} (fsynced)`,
        bigWrites,
        `200/s held, p99 <= 2x seeded (${msText(seededWrites.p99)} ms)`,
        bigWrites.rps >= 195 && bigWrites.p99 <= 2 * seededWrites.p99,
      ),
      writesRow(
        `VM edit at 1,000 writes/s, ${BIG_NAME} (fsynced)`,
        bigFastWrites,
        '1,000/s held, p99 <= 20 ms',
        bigFastWrites.rps >= 975 && bigFastWrites.p99 <= 20,
      ),
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** A held-writes row: the medians of its rounds, each round's p99 beside them. */
const writesRow = (figure: string, m: MeasuredInRounds, target: string, met: boolean): Row => {
  const row = loadRow(figure, m, target, met);
  return { ...row, value: `${row.value} (median of rounds: ${p99sOfRounds(m)} ms)` };
};

/**
 * Seconds a reset of the world takes, from the control room's call to its answer: the world
 * seeded again at its size and written durably (its answer comes once the snapshot is on disk).
 */
async function timeReset(base: string): Promise<number> {
  const startedAt = performance.now();
  const res = await fetch(`${base}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`the reset answered ${res.status}`);
  return (performance.now() - startedAt) / 1000;
}
