import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import {
  p99sOfRounds,
  progress,
  ratioText,
  runInRounds,
  type Measured,
  type MeasuredInRounds,
} from './load';
import { measurePaced, type PacedRequest } from './paced-load';
import { keepBusy, type Answers, type BusyWorld } from './busy-world';
import { CUSTOMER, signInWith, type Session } from './sandbox';
import { fmt, type Row } from './server-figures';
import { createWorld, startTrial, worldFetch, worldHost, type TrialWorld } from './trial-server';

const RESELLER = { email: 'reseller@example.com', password: 'Reseller#Demo2026' };
/** The quiet world's pace: a visitor's portal, several tabs open. */
const READ_RATE = 100;
const WRITE_RATE = 50;

type Caller = { port: number; world: TrialWorld; session: Session };

/** Signs `persona` in inside a world, its code read from the world's own outbox. */
function signInAs(port: number, world: TrialWorld, persona: typeof CUSTOMER): Promise<Session> {
  const send = worldFetch(port, world.id);
  return signInWith(send, persona, async () => {
    const res = await send(`/__sandbox/outbox?to=${encodeURIComponent(persona.email)}`, {
      headers: { 'x-sandbox-key': world.key },
    });
    const mails = ((await res.json()) as { data: { kind: string; text: string }[] }).data;
    const code = /\b(\d{6})\b/.exec(mails.findLast((m) => m.kind === 'mfa')?.text ?? '')?.[1];
    if (!code) throw new Error(`no MFA email for ${persona.email} in world ${world.id}`);
    return code;
  });
}

/**
 * `measured` alone and while another world is kept busy (in a process of its own), in three
 * interleaved rounds: one stall of this shared machine in one round moves a median no more than
 * it would move any other row. The busy world's answers are those of every round.
 */
async function aloneAndBesides(
  what: string,
  busy: BusyWorld,
  measured: () => Promise<Measured>,
): Promise<{ alone: MeasuredInRounds; loaded: MeasuredInRounds; busy: Answers }> {
  const answers: Answers[] = [];
  const { alone, loaded } = await runInRounds(what, {
    alone: measured,
    loaded: async () => {
      const load = keepBusy(busy);
      try {
        return await measured();
      } finally {
        answers.push(await load.stop());
      }
    },
  });
  return { alone, loaded, busy: answers.join('; ') };
}

const paced = (rate: number, seconds: number, request: () => PacedRequest) =>
  measurePaced({ rate, seconds, warmupSeconds: 2, sockets: 10, request });

/** A row whose p99 is held to `limitMs` and to twice its p99 alone, both medians of rounds. */
function fairRow(
  figure: string,
  m: { alone: MeasuredInRounds; loaded: MeasuredInRounds; busy: Answers },
  limitMs: number,
) {
  const { alone, loaded } = m;
  // A p99 alone under 1 ms counts as 1 ms: below that, twice is the scheduler's noise.
  const ratio = loaded.p99 / Math.max(1, alone.p99);
  return {
    figure,
    value:
      `${fmt(loaded)}${loaded.errors ? `, ${loaded.errors} errors` : ''}; alone ${fmt(alone)}` +
      ` (${ratioText(ratio, 2, 1)}x; medians of rounds: ${p99sOfRounds(loaded)} against ${p99sOfRounds(alone)} ms);` +
      ` busy world: ${m.busy}`,
    target: `p99 <= ${limitMs} ms and <= 2x alone (same run)`,
    met: loaded.p99 <= limitMs && ratio <= 2 && loaded.errors === 0,
  };
}

/**
 * Fair worlds, in one trial process (file mode): a quiet world's `users/me` while another world
 * runs the audit's mixed heavy load, and the quiet world's writes (VM renames, fsynced) while
 * the other creates 10-VM batches and downloads their keys, each beside the same figure alone,
 * in interleaved rounds of the same run.
 */
export async function fairnessFigures(seconds: number): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-fair-'));
  const [port] = (await freePorts(1)) as [number];
  progress('starting the hosted trial with two worlds');
  const trial = await startTrial(port, path.join(tmp, 'trial'), { TRIAL_MAX_WORLD_MB: '2000' });
  try {
    const [busyWorld, quietWorld] = [await createWorld(port), await createWorld(port)];
    const busy = { port, world: busyWorld, session: await signInAs(port, busyWorld, CUSTOMER) };
    const reseller = { port, world: busyWorld, session: await signInAs(port, busyWorld, RESELLER) };
    const quiet = { port, world: quietWorld, session: await signInAs(port, quietWorld, CUSTOMER) };
    const headers = {
      host: worldHost(port, quietWorld.id),
      authorization: quiet.session.authorization,
      'content-type': 'application/json',
    };
    const span = Math.max(seconds * 2, 10);
    const me = () =>
      paced(READ_RATE, span, () => ({ port, method: 'GET', path: '/v1/users/me', headers }));

    const busyCalls = {
      port,
      world: busyWorld,
      customer: busy.session.authorization,
      reseller: reseller.session.authorization,
    };
    const reads = await aloneAndBesides(
      'users/me in a quiet world, another world under the mixed heavy load or not',
      { ...busyCalls, load: 'mixed' },
      me,
    );

    const vmId = (await firstVm(quiet)) ?? 0;
    let renames = 0;
    const rename = () =>
      paced(WRITE_RATE, span, () => ({
        port,
        method: 'PUT',
        path: `/v1/virtualMachines/edit/${vmId}`,
        headers,
        body: JSON.stringify({ name: `quiet-${++renames}` }),
      }));
    const writes = await aloneAndBesides(
      'VM renames in a quiet world, another world creating 10-VM batches (and their keys) or not',
      { ...busyCalls, load: 'vm-batches' },
      rename,
    );

    return [
      fairRow(
        `GET /v1/users/me at ${READ_RATE}/s, another world under mixed heavy load`,
        reads,
        50,
      ),
      fairRow(
        `PUT VM rename at ${WRITE_RATE}/s, another world creating 10-VM batches and downloading their keys`,
        writes,
        100,
      ),
    ];
  } finally {
    await trial.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

/** A VM of the caller's company, for the renames. */
async function firstVm(c: Caller): Promise<number | undefined> {
  const res = await worldFetch(c.port, c.world.id)('/v1/virtualMachines/list', {
    headers: { authorization: c.session.authorization },
  });
  const rows = ((await res.json()) as { data: { data: { id: number }[] } }).data.data;
  return rows[0]?.id;
}
