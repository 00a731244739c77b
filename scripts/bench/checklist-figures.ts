import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { measure, progress, ratioText, runInRounds, type Load } from './load';
import { fmt, loadRow, type Row } from './server-figures';
import type { Session } from './sandbox';
import {
  createWorld,
  signInToWorld,
  startTrial,
  worldFetch,
  worldHost,
  type TrialWorld,
} from './trial-server';

const GUIDE = '/assets/support/Portal%20Guides%20and%20Information/Portal%20Quick%20Tips.md';
/** Portals asking for their checklist meanwhile: each asks every 10 s, so this stands for 200. */
const CHECKLIST_POLL_MS = 50;

/**
 * What the getting-started checklist costs a world's other calls: `users/me` in a world whose
 * checklist is in use (a guide read and noted, its progress asked for 20 times a second
 * throughout) beside the same in a world of the same trial where nobody uses it, in
 * interleaved rounds.
 */
export async function checklistFigures(seconds: number): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-checklist-'));
  const [port] = (await freePorts(1)) as [number];
  progress('starting a trial with two worlds, the checklist used in one');
  const trial = await startTrial(port, path.join(tmp, 'trial'));
  try {
    const [onWorld, offWorld] = await Promise.all([createWorld(port), createWorld(port)]);
    const [onUser, offUser] = await Promise.all([
      signInToWorld(port, onWorld),
      signInToWorld(port, offWorld),
    ]);
    const checklist = await useChecklist(port, onWorld, onUser);
    const me = (world: TrialWorld, user: Session): Load => ({
      url: `http://127.0.0.1:${port}/v1/users/me`,
      headers: { authorization: user.authorization, host: worldHost(port, world.id) },
      seconds,
      warmupSeconds: 1,
    });
    const reads = await runInRounds('reads', {
      off: () => measure(me(offWorld, offUser)),
      on: async () => {
        const polling = checklist.poll();
        try {
          return await measure(me(onWorld, onUser));
        } finally {
          await polling.stop();
        }
      },
    });
    const ratio = reads.on.rps / reads.off.rps;
    const row = loadRow(
      'GET /v1/users/me, checklist in use',
      reads.on,
      '>= 0.95x not in use (same run)',
      ratio >= 0.95 && checklist.failures() === 0,
    );
    return [
      {
        ...row,
        value: `${row.value}, ${ratioText(ratio, 0.95)}x not in use: ${fmt(reads.off)}; ${checklist.asked()} checklist answers`,
      },
    ];
  } finally {
    await trial.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

/** A world whose checklist has a step done, and a poller of its progress as portals ask for it. */
async function useChecklist(port: number, world: TrialWorld, user: Session) {
  const send = worldFetch(port, world.id);
  const headers = { authorization: user.authorization };
  const guide = await send(GUIDE, { headers });
  await guide.arrayBuffer();
  let asked = 0;
  let failures = 0;
  const ask = async () => {
    const res = await send('/__sandbox/gettingStarted', { headers });
    const body = (await res.json()) as { data?: { done?: number } };
    if (res.status === 200 && body.data?.done === 1) asked += 1;
    else failures += 1;
  };
  await ask();
  return {
    asked: () => asked,
    failures: () => failures,
    poll() {
      let running = true;
      const loop = (async () => {
        while (running) {
          await ask();
          await new Promise((resolve) => setTimeout(resolve, CHECKLIST_POLL_MS));
        }
      })();
      return {
        stop: async () => {
          running = false;
          await loop;
        },
      };
    },
  };
}
