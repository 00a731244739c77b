import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { originFetch } from '../bench/host-fetch';
import { MFA } from '../bench/sandbox';
import {
  createWorld,
  trialProcess,
  worldFetch,
  writePortalStandIn,
  type TrialWorld,
} from '../bench/trial-server';
import { deliveryReceiver, type DeliveryReceiver } from './deliveries';
import { startProcess } from './process';
import type { Target } from './writers';

/** What the check kills and restarts on one data folder, and the worlds it writes to there. */
export type Subject = {
  start: (fresh: boolean) => ChildProcess;
  readyUrl: string;
  /** VMs renamed in each world (one writer each). */
  vmsPerWorld: number;
  /** The worlds written to, once the process answers (made on the first round). */
  targets: () => Promise<Target[]>;
  /** The hosted trial's: where its webhooks go, while test events are sent too. */
  webhooks?: { port: number; receiver: DeliveryReceiver };
};

/** `npm run check:crash`: the sandbox of one world (`npm start`'s), eight writers. */
export function singleWorld(port: number, dir: string): Subject {
  const base = `http://127.0.0.1:${port}`;
  return {
    start: (fresh) =>
      startProcess(['node', '--import', 'tsx', 'mock-server/src/server.ts'], {
        MOCK_PORT: String(port),
        SANDBOX_DATA_DIR: dir,
        SANDBOX_FRESH: fresh ? '1' : '0',
        SANDBOX_MFA_CODE: MFA,
        ACCESS_TOKEN_TTL_S: String(24 * 3600),
        LOG_LEVEL: 'fatal',
      }),
    readyUrl: `${base}/v1/healthCheck/api`,
    vmsPerWorld: 8,
    targets: async () => [{ label: 'the world', send: originFetch(base), dir }],
  };
}

/**
 * `--worlds N`: the hosted trial with N worlds, made by the operator on the first round and
 * written to at once, two writers each (so that every world has changes in flight at the kill),
 * and test events sent from the console (each a webhook delivery that must arrive).
 */
export async function manyWorlds(port: number, dir: string, count: number): Promise<Subject> {
  await writePortalStandIn(dir);
  const receiver = await deliveryReceiver();
  const { command, env } = trialProcess(port, dir, {
    SANDBOX_MFA_CODE: MFA,
    LOG_LEVEL: 'fatal',
    ...receiver.env,
  });
  let worlds: TrialWorld[] | null = null;
  return {
    webhooks: { port, receiver },
    start: () => startProcess(command, env),
    readyUrl: `http://127.0.0.1:${port}/`,
    vmsPerWorld: 2,
    async targets() {
      worlds ??= await Promise.all(Array.from({ length: count }, () => createWorld(port)));
      return worlds.map((w) => ({
        label: `world ${w.id}`,
        send: worldFetch(port, w.id),
        dir: path.join(dir, 'worlds', w.id),
        sandboxKey: w.key,
      }));
    },
  };
}
