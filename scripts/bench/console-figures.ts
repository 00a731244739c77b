import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { SCENARIOS } from '../../mock-server/src/seed/scenarios';
import { percentile, progress } from './load';
import { originFetch, type Send } from './host-fetch';
import { signInWith } from './sandbox';
import type { Row } from './server-figures';
import { OPERATOR_KEY, startTrial, worldFetch } from './trial-server';

const DEMOS = 1_000;
const TIMED_CREATIONS = 100;
const TIMED_OPENINGS = 50;
/** Creations under way at once while the demos are made (only the later ones are timed). */
const FILLERS = 4;
/** Demos made without a template start from the first scenario, signed in as its persona. */
const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;

type Demo = { id: string; url: string; worldId: string };

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;

async function createDemo(apex: Send, company: string): Promise<Demo> {
  const res = await apex('/__demos', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-key': OPERATOR_KEY },
    body: JSON.stringify({ company }),
  });
  if (res.status !== 201) throw new Error(`demo creation answered ${res.status}`);
  return ((await res.json()) as { data: Demo }).data;
}

/**
 * A demo's link to a signed-in dashboard, as the portal does it after the redirect: the link,
 * the persona's password, its code from the world's outbox, the code, users/me, the dashboard.
 */
async function openToDashboard(port: number, demo: Demo): Promise<void> {
  const send = worldFetch(port, demo.worldId);
  const link = new URL(demo.url);
  const opened = await send(`${link.pathname}${link.search}`);
  if (opened.status !== 303) throw new Error(`the link answered ${opened.status}`);
  const session = await signInWith(send, PERSONA, async () => {
    const res = await send(`/__sandbox/outbox?to=${encodeURIComponent(PERSONA.email)}`);
    const mails = ((await res.json()) as { data: { kind: string; text: string }[] }).data;
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.kind === 'mfa')?.text ?? '')?.[1];
    if (!code) throw new Error(`no MFA email in world ${demo.worldId} (${res.status})`);
    return code;
  });
  for (const call of ['/v1/users/me', '/v1/virtualMachines/GetDashboardData']) {
    const res = await send(call, { headers: { authorization: session.authorization } });
    if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

const timed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

/**
 * The sales console in the hosted trial, one process: demos made with 1,000 existing, and a
 * demo's link opened to a signed-in dashboard (server side).
 */
export async function consoleFigures(): Promise<Row[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-console-'));
  const [port] = (await freePorts(1)) as [number];
  progress('starting the hosted trial');
  const trial = await startTrial(port, path.join(tmp, 'trial'), {
    TRIAL_MAX_WORLDS: String(DEMOS * 2),
  });
  const apex = originFetch(`http://localhost:${port}`);
  try {
    progress(`creating ${DEMOS} demos`);
    let made = 0;
    const demos: Demo[] = [];
    await Promise.all(
      Array.from({ length: FILLERS }, async () => {
        while (made < DEMOS) {
          made += 1;
          demos.push(await createDemo(apex, `Prospect ${made}`));
        }
      }),
    );
    progress(`timing ${TIMED_CREATIONS} more creations`);
    const creations: number[] = [];
    for (let i = 0; i < TIMED_CREATIONS; i++)
      creations.push(await timed(() => createDemo(apex, `Timed ${i}`)));
    progress(`timing ${TIMED_OPENINGS} links opened to the dashboard`);
    const openings: number[] = [];
    for (const demo of demos.slice(0, TIMED_OPENINGS))
      openings.push(await timed(() => openToDashboard(port, demo)));
    return [
      {
        figure: `demo creation, ${DEMOS.toLocaleString('en')} demos existing`,
        value: `p50 ${ms(creations, 50)}, p95 ${ms(creations, 95)} (${TIMED_CREATIONS} creations)`,
        target: 'p95 <= 200 ms',
        met: percentile(creations, 95) <= 200,
      },
      {
        figure: 'demo link to a signed-in dashboard',
        value: `p50 ${ms(openings, 50)}, p95 ${ms(openings, 95)} (${TIMED_OPENINGS} links)`,
        target: 'p95 <= 300 ms',
        met: percentile(openings, 95) <= 300,
      },
    ];
  } finally {
    await trial.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}
