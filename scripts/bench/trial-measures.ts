import { readFile } from 'node:fs/promises';
import { originFetch } from './host-fetch';
import type { Session } from './sandbox';
import {
  createWorld,
  OPERATOR_KEY,
  signInToWorld,
  worldFetch,
  type TrialWorld,
} from './trial-server';

/** Milliseconds `work` took, seen from the client. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Creation times, one creation after the other (none queues behind another). */
export async function timeCreations(port: number, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timed(() => createWorld(port)));
  return times;
}

/** The process's resident memory (VmRSS), as the machine counts it. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** The worlds held in memory, as the operator's list says. */
async function loadedWorlds(port: number): Promise<Set<string>> {
  const res = await originFetch(`http://127.0.0.1:${port}`)('/__worlds', {
    headers: { 'x-sandbox-key': OPERATOR_KEY },
  });
  const worlds = ((await res.json()) as { data: { id: string; loaded: boolean }[] }).data;
  return new Set(worlds.filter((w) => w.loaded).map((w) => w.id));
}

/**
 * A visitor coming back to a world that was closed while others were used: each measured
 * world is signed in to (so it was loaded once), then `others` are loaded with one request
 * each, which pushes the measured ones out of memory (LRU); `afterLoading` reads what it
 * needs with those in memory. Then one `users/me` per measured world is timed.
 */
export async function firstRequestsAfterEviction<T>(
  port: number,
  o: { measured: TrialWorld[]; others: TrialWorld[]; afterLoading: () => Promise<T> },
): Promise<{ times: number[]; atLoaded: T; problems: string }> {
  const sessions: Session[] = [];
  for (const world of o.measured) sessions.push(await signInToWorld(port, world));
  for (const world of o.others) {
    const res = await worldFetch(port, world.id)('/v1/healthCheck/api');
    if (!res.ok) throw new Error(`world ${world.id} answered ${res.status}`);
  }
  const atLoaded = await o.afterLoading();
  const loaded = await loadedWorlds(port);
  const stillLoaded = o.measured.filter((w) => loaded.has(w.id)).length;
  const times: number[] = [];
  let failed = 0;
  for (const [i, world] of o.measured.entries()) {
    const send = worldFetch(port, world.id);
    const authorization = sessions[i]?.authorization ?? '';
    times.push(
      await timed(async () => {
        const res = await send('/v1/users/me', { headers: { authorization } });
        if (!res.ok) failed++;
        await res.arrayBuffer();
      }),
    );
  }
  const problems = [
    stillLoaded ? `${stillLoaded} never evicted` : '',
    failed ? `${failed} errors` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { times, atLoaded, problems };
}
