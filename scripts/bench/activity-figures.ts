import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { measureInRounds, progress, ratioText } from './load';
import { fmt, loadRow, type Row } from './server-figures';
import { createWorld, signInToWorld, startTrial, worldHost } from './trial-server';

/** A visitor's cookie, as a browser sends it back after its first answer. */
const VISITOR = 'sandbox_visitor=bench-visitor-0123456789';

/**
 * What recording a world's activity costs a request: `users/me` in a world of a trial that
 * records (its cookie read, its answer looked up in the table of recorded calls) beside the same
 * in a trial with TRIAL_RECORD_ACTIVITY=0, in interleaved rounds.
 */
export async function activityFigures(seconds: number): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-activity-'));
  const [onPort, offPort] = (await freePorts(2)) as [number, number];
  progress('starting two trials, recording on and off');
  const [on, off] = await Promise.all([
    startTrial(onPort, path.join(tmp, 'on')),
    startTrial(offPort, path.join(tmp, 'off'), { TRIAL_RECORD_ACTIVITY: '0' }),
  ]);
  try {
    const [onWorld, offWorld] = await Promise.all([createWorld(onPort), createWorld(offPort)]);
    const [onUser, offUser] = await Promise.all([
      signInToWorld(onPort, onWorld),
      signInToWorld(offPort, offWorld),
    ]);
    const me = (port: number, authorization: string, id: string) => ({
      url: `http://127.0.0.1:${port}/v1/users/me`,
      headers: { authorization, host: worldHost(port, id), cookie: VISITOR },
      seconds,
      warmupSeconds: 1,
    });
    const reads = await measureInRounds({
      off: me(offPort, offUser.authorization, offWorld.id),
      on: me(onPort, onUser.authorization, onWorld.id),
    });
    const ratio = reads.on.rps / reads.off.rps;
    const row = loadRow(
      'GET /v1/users/me, activity recorded',
      reads.on,
      '>= 0.95x not recorded (same run)',
      ratio >= 0.95,
    );
    return [
      { ...row, value: `${row.value}, ${ratioText(ratio, 0.95)}x not recorded: ${fmt(reads.off)}` },
    ];
  } finally {
    await Promise.all([on.stop(), off.stop()]);
    await rm(tmp, { recursive: true, force: true });
  }
}
