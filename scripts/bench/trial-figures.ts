import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { measureInRounds, percentile, progress, ratioText } from './load';
import { signIn, startSandbox } from './sandbox';
import { fmt, loadRow, type Row } from './server-figures';
import { firstRequestsAfterEviction, residentBytes, timeCreations } from './trial-measures';
import { createWorld, signInToWorld, startTrial, worldHost, type TrialWorld } from './trial-server';

const WORLDS = 1_000;
const TIMED_CREATIONS = 100;
/** Worlds in memory: the trial's default, which the memory row is about. */
const LOADED = 200;
const EVICTED = 50;
/** Creations under way at once while the worlds are made (only the later ones are timed). */
const FILLERS = 4;

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;

/**
 * The hosted trial, in one process with 1,000 worlds made first: timed creations, `users/me`
 * in a warm world beside a sandbox of one world in the same run, the first request to worlds
 * evicted by 200 others, and the process's resident memory with those 200 in memory.
 */
export async function trialFigures(seconds: number): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-trial-'));
  // Ports no one else uses: another bench, or servers a crashed one left, cannot answer for ours.
  const [trialPort, singlePort] = (await freePorts(2)) as [number, number];
  progress('starting the hosted trial and a sandbox of one world');
  const [trial, single] = await Promise.all([
    startTrial(trialPort, path.join(tmp, 'trial'), {
      TRIAL_MAX_WORLDS: String(WORLDS * 2),
      TRIAL_MAX_LOADED: String(LOADED),
    }),
    startSandbox(singlePort, path.join(tmp, 'single'), { fresh: true }),
  ]);
  try {
    progress(`creating ${WORLDS} worlds`);
    const worlds = await makeWorlds(trialPort, WORLDS);
    progress(`timing ${TIMED_CREATIONS} more creations`);
    const creations = await timeCreations(trialPort, TIMED_CREATIONS);

    const warm = await warmWorldReads(
      { trial: trialPort, single: singlePort },
      worlds[0] as TrialWorld,
      seconds,
    );

    progress(`first requests to ${EVICTED} worlds after ${LOADED} others`);
    const evicted = await firstRequestsAfterEviction(trialPort, {
      measured: worlds.slice(1, 1 + EVICTED),
      others: worlds.slice(1 + EVICTED, 1 + EVICTED + LOADED),
      afterLoading: async () => residentBytes(trial.child.pid as number),
    });
    const rssGb = evicted.atLoaded / 1024 ** 3;
    const madeCount = (WORLDS + TIMED_CREATIONS).toLocaleString('en');
    const problems = evicted.problems ? `, ${evicted.problems}` : '';
    return [
      {
        figure: `world creation, ${WORLDS.toLocaleString('en')} worlds existing`,
        value: `p50 ${ms(creations, 50)}, p95 ${ms(creations, 95)} (${TIMED_CREATIONS} creations)`,
        target: 'p95 <= 100 ms',
        met: percentile(creations, 95) <= 100,
      },
      warm,
      {
        figure: 'first request to an evicted world',
        value: `p50 ${ms(evicted.times, 50)}, p95 ${ms(evicted.times, 95)} (${EVICTED} worlds)${problems}`,
        target: 'p95 <= 50 ms',
        met: percentile(evicted.times, 95) <= 50 && !evicted.problems,
      },
      {
        figure: `trial RSS, ${madeCount} worlds, ${LOADED} loaded`,
        value: `${rssGb.toFixed(2)} GB`,
        target: '<= 1.5 GB',
        met: rssGb <= 1.5,
      },
    ];
  } finally {
    await Promise.all([trial.stop(), single.stop()]);
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * `users/me` signed in inside one warm world, beside the same call to a sandbox of one world,
 * in interleaved rounds: what addressing a world by its host name costs a request.
 */
async function warmWorldReads(
  ports: { trial: number; single: number },
  world: TrialWorld,
  seconds: number,
): Promise<Row> {
  const [inWorld, alone] = await Promise.all([
    signInToWorld(ports.trial, world),
    signIn(`http://127.0.0.1:${ports.single}`),
  ]);
  const me = (port: number, authorization: string, host?: string) => ({
    url: `http://127.0.0.1:${port}/v1/users/me`,
    headers: { authorization, ...(host ? { host } : {}) },
    seconds,
    warmupSeconds: 1,
  });
  const reads = await measureInRounds({
    single: me(ports.single, alone.authorization),
    world: me(ports.trial, inWorld.authorization, worldHost(ports.trial, world.id)),
  });
  const ratio = reads.world.rps / reads.single.rps;
  const row = loadRow(
    'GET /v1/users/me, warm trial world',
    reads.world,
    '>= 0.95x one world (same run)',
    ratio >= 0.95,
  );
  return {
    ...row,
    value: `${row.value}, ${ratioText(ratio, 0.95)}x one world: ${fmt(reads.single)}`,
  };
}

/** `count` worlds, made a few at a time by the operator of the trial on `port`. */
async function makeWorlds(port: number, count: number): Promise<TrialWorld[]> {
  const made: TrialWorld[] = [];
  let claimed = 0;
  const filler = async () => {
    while (claimed < count) {
      claimed++;
      made.push(await createWorld(port));
    }
  };
  await Promise.all(Array.from({ length: FILLERS }, filler));
  return made;
}
