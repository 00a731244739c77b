import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../mock-server/src/config';
import { freePorts } from '../../tests/support/free-port';
import { bigWorld, writeWorldFolder } from './big-world';
import { measureInRounds, progress, type Measured } from './load';
import { startServer } from './processes';
import { signIn, startSandbox } from './sandbox';
import { measureVmEdits } from './vm-edits';

const BIG_VMS = 10_000;

export type Row = { figure: string; value: string; target: string; met: boolean };

export const fmt = (m: Measured) =>
  `${Math.round(m.rps).toLocaleString('en')} req/s, p99 ${m.p99} ms`;

/** A row of measured load: its figures, and any non-2xx answers, which make it miss. */
export const loadRow = (figure: string, m: Measured, target: string, met: boolean): Row => ({
  figure,
  value: `${fmt(m)}${m.errors ? `, ${m.errors} errors` : ''}`,
  target,
  met: met && m.errors === 0,
});

/**
 * Reads and writes of the sandbox beside a Fastify hello-world, in one run: three interleaved
 * rounds of 10 connections for reads (medians), then writes held at 200 per second.
 */
export async function serverFigures(seconds: number): Promise<Row[]> {
  // Ports no one else uses: another bench, or servers a crashed one left, cannot answer for ours.
  const [helloPort, seededPort, bigPort] = (await freePorts(3)) as [number, number, number];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const bigDir = path.join(tmp, 'big');
  const now = new Date();
  const config = readConfig({});
  progress(`building a world with ${BIG_VMS} VMs`);
  await writeWorldFolder(bigDir, now, () => bigWorld(config, now, BIG_VMS));

  progress('starting the servers');
  const servers = await Promise.all([
    startServer(
      ['npx', 'tsx', 'scripts/bench/hello-server.ts'],
      { PORT: String(helloPort) },
      `http://127.0.0.1:${helloPort}/hello`,
    ),
    startSandbox(seededPort, path.join(tmp, 'seeded'), { fresh: true }),
    startSandbox(bigPort, bigDir, { fresh: false }),
  ]);
  try {
    const seeded = `http://127.0.0.1:${seededPort}`;
    const large = `http://127.0.0.1:${bigPort}`;
    const [seededAuth, bigAuth] = (await Promise.all([signIn(seeded), signIn(large)])).map(
      (s) => s.authorization,
    ) as [string, string];
    const authed = (authorization: string) => ({ headers: { authorization }, seconds });
    const reads = {
      hello: { url: `http://127.0.0.1:${helloPort}/hello`, seconds },
      me: { url: `${seeded}/v1/users/me`, ...authed(seededAuth) },
      list: { url: `${seeded}/v1/virtualMachines/list?page=1`, ...authed(seededAuth) },
      bigList: { url: `${large}/v1/virtualMachines/list?page=1`, ...authed(bigAuth) },
      bigDashboard: { url: `${large}/v1/virtualMachines/GetDashboardData`, ...authed(bigAuth) },
    };
    const { hello, me, list, bigList, bigDashboard } = await measureInRounds(reads);

    progress('writes at 200/s, seeded world');
    const seededWrites = await measureVmEdits(seeded, seededAuth, seconds);
    progress(`writes at 200/s, ${BIG_VMS} VMs`);
    const bigWrites = await measureVmEdits(large, bigAuth, seconds);

    const ratio = (m: Measured) => m.rps / hello.rps;
    return [
      loadRow('Fastify hello-world (baseline)', hello, 'baseline', true),
      {
        ...loadRow(
          'GET /v1/users/me',
          me,
          '>= 0.5x hello, p99 <= 10 ms',
          ratio(me) >= 0.5 && me.p99 <= 10,
        ),
        value: `${fmt(me)}, ${ratio(me).toFixed(2)}x`,
      },
      {
        ...loadRow(
          'VM list page 1 (seeded world)',
          list,
          '>= 0.4x hello, p99 <= 10 ms',
          ratio(list) >= 0.4 && list.p99 <= 10,
        ),
        value: `${fmt(list)}, ${ratio(list).toFixed(2)}x`,
      },
      loadRow(
        `VM list page 1, ${BIG_VMS.toLocaleString('en')} VMs`,
        bigList,
        'p99 <= 20 ms',
        bigList.p99 <= 20,
      ),
      loadRow(
        `dashboard data, ${BIG_VMS.toLocaleString('en')} VMs`,
        bigDashboard,
        'p99 <= 20 ms',
        bigDashboard.p99 <= 20,
      ),
      loadRow(
        'VM edit at 200 writes/s, seeded world (fsynced)',
        seededWrites,
        '200/s held, p99 <= 25 ms',
        seededWrites.rps >= 195 && seededWrites.p99 <= 25,
      ),
      loadRow(
        `VM edit at 200 writes/s, ${BIG_VMS.toLocaleString('en')} VMs (fsynced)`,
        bigWrites,
        '200/s held, p99 <= 50 ms',
        bigWrites.rps >= 195 && bigWrites.p99 <= 50,
      ),
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
