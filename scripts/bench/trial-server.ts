import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostFetch, originFetch, type Send } from './host-fetch';
import { startServer, type Server } from './processes';
import { BENCH_BUILD, CUSTOMER, signInWith, YOUNG_GENERATION, type Session } from './sandbox';

/** Opens /__worlds without the per-address creation limit. */
export const OPERATOR_KEY = 'bench-operator-key-of-the-trial';

export type TrialWorld = { id: string; key: string };

/** The hosted trial's command and variables, on `port`, keeping its worlds under `dir`. */
export function trialProcess(port: number, dir: string, env: Record<string, string> = {}) {
  return {
    // node itself, not npx: the process started is the server, whose pid the checks need. The
    // bench's build, with the young generation `npm run serve:trial` gives it.
    command: ['node', ...YOUNG_GENERATION, `${BENCH_BUILD}/trial.js`],
    env: {
      TRIAL_PORT: String(port),
      TRIAL_OPERATOR_KEY: OPERATOR_KEY,
      SANDBOX_DATA_DIR: dir,
      // What is measured is the API: a stand-in page spares the portal's build.
      SANDBOX_PORTAL_DIR: path.join(dir, 'portal'),
      SANDBOX_DEMO: '1',
      ACCESS_TOKEN_TTL_S: String(24 * 3600),
      LOG_LEVEL: 'error',
      ...env,
    },
  };
}

/** The stand-in portal build the trial serves at each world's `/`. */
export async function writePortalStandIn(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'portal', 'static'), { recursive: true });
  await writeFile(path.join(dir, 'portal', 'index.html'), '<!doctype html><head></head>');
}

/** The trial in its own process (pinned like every measured server), on a new data folder. */
export async function startTrial(
  port: number,
  dir: string,
  env: Record<string, string> = {},
): Promise<Server> {
  await writePortalStandIn(dir);
  const { command, env: vars } = trialProcess(port, dir, env);
  return startServer(command, vars, `http://127.0.0.1:${port}/`);
}

/** A new world, as the operator creates it. */
export async function createWorld(port: number): Promise<TrialWorld> {
  const res = await originFetch(`http://127.0.0.1:${port}`)('/__worlds', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-key': OPERATOR_KEY },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`world creation answered ${res.status}`);
  const { data } = (await res.json()) as { data: TrialWorld };
  return { id: data.id, key: data.key };
}

export const worldHost = (port: number, id: string) => `${id}.localhost:${port}`;

/** Requests to one world, by its host name. */
export const worldFetch = (port: number, id: string): Send =>
  hostFetch(`http://127.0.0.1:${port}`, worldHost(port, id));

/** Signs in inside one world: its code read from its own outbox, opened with its key. */
export function signInToWorld(port: number, world: TrialWorld): Promise<Session> {
  const send = worldFetch(port, world.id);
  return signInWith(send, CUSTOMER, async () => {
    const res = await send(`/__sandbox/outbox?to=${encodeURIComponent(CUSTOMER.email)}`, {
      headers: { 'x-sandbox-key': world.key },
    });
    const mails = ((await res.json()) as { data: { kind: string; text: string }[] }).data;
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.kind === 'mfa')?.text ?? '')?.[1];
    if (!code) throw new Error(`no MFA email in world ${world.id} (${res.status})`);
    return code;
  });
}
