import { spawn } from 'node:child_process';
import os from 'node:os';
import { worldFetch, type TrialWorld } from './trial-server';

/**
 * One world kept busy with heavy calls, in a process of its own so that its requests never
 * delay the measuring process's paced load (its timers and answers are what is timed). Run as
 * `node --import tsx scripts/bench/busy-world.ts` with BUSY_WORLD set (JSON): it sends batch
 * after batch until its stdin closes, then prints how its calls were answered.
 */
export type BusyWorld = {
  port: number;
  world: TrialWorld;
  /** `authorization` of the customer (snapshots, VMs, clock) and of the reseller (imports). */
  customer: string;
  reseller: string;
  load: 'mixed' | 'vm-batches';
};

/** Counts of answers by status, as "559x 200, 805x 429". */
export type Answers = string;

/** Starts the busy world; `stop()` ends it and says how its calls were answered. */
export function keepBusy(busy: BusyWorld): { stop: () => Promise<Answers> } {
  const child = spawn('node', ['--import', 'tsx', 'scripts/bench/busy-world.ts'], {
    env: { ...process.env, BUSY_WORLD: JSON.stringify(busy) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // The busy visitor's client would run on a machine of its own; here it shares the measuring
  // process's core. At the lowest priority it cannot delay the measuring process's own timers
  // and reads, which the row would otherwise count as the quiet world's wait.
  if (child.pid) os.setPriority(child.pid, 19);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.stdin.end();
      await ended;
      return out.trim();
    },
  };
}

/** One call in the busy world (a GET when it has no body); resolves with the status and body. */
async function call(
  b: BusyWorld,
  who: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json?: unknown }> {
  const res = await worldFetch(b.port, b.world.id)(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: who,
      'x-sandbox-key': b.world.key,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // Only a GET's body is read as JSON (a list, a key), and only when it is JSON.
  const json = body === undefined && res.headers.get('content-type')?.includes('json');
  return { status: res.status, json: json ? await res.json() : await res.arrayBuffer() };
}

/**
 * The private keys of the world's `count` newest VMs that are Running and whose key no one has
 * asked for yet, all at once: a key is made (RSA, ~100 ms of a core) on its first download.
 */
const downloaded = new Set<number>();
async function firstKeyDownloads(b: BusyWorld, count: number): Promise<number[]> {
  const list = await call(b, b.customer, `/v1/virtualMachines/list?rowsPerPage=${count}`);
  const rows = (list.json as { data?: { data?: { id: number; status: string }[] } }).data?.data;
  const fresh = (rows ?? []).filter((vm) => vm.status === 'Running' && !downloaded.has(vm.id));
  fresh.forEach((vm) => downloaded.add(vm.id));
  const keys = fresh.map((vm) => call(b, b.customer, `/v1/virtualMachines/getAccessKey/${vm.id}`));
  return [list.status, ...(await Promise.all(keys)).map((r) => r.status)];
}

let made = 0;
const newVm = (copies: number) => ({
  datacenterId: 1,
  imageId: 1,
  configurationId: 3,
  providerId: 1,
  name: `busy-${++made}`,
  numberOfInstances: copies,
  allocatePublicIp: false,
});
const importRows = () =>
  Array.from({ length: 100 }, () => {
    const n = ++made;
    return {
      name: `Busy Import ${n}`,
      domain: `busy-${n}.example`,
      contactFirstName: 'Ana',
      contactLastName: 'Silva',
      contactEmail: `ana@busy-${n}.example`,
    };
  });

/**
 * The audit's mixed heavy load, all at once: 10 concurrent snapshot saves, a 100-row import,
 * 10 VM creations and a 60-minute clock jump; then the first downloads of 10 new VMs' keys. Or
 * two 10-VM batches at once, a clock jump past their provisioning, and their 20 keys.
 */
async function batch(b: BusyWorld): Promise<number[]> {
  const post = (who: string, url: string, body: unknown) =>
    call(b, who, url, body).then((r) => r.status);
  if (b.load === 'vm-batches') {
    const created = await Promise.all(
      [1, 2].map(() => post(b.customer, '/v1/virtualMachines/create', newVm(10))),
    );
    const provisioned = await post(b.customer, '/__sandbox/clock/fastForward', { minutes: 5 });
    return [...created, provisioned, ...(await firstKeyDownloads(b, 20))];
  }
  const mixed = await Promise.all([
    ...Array.from({ length: 10 }, (_, i) =>
      post(b.customer, '/__sandbox/snapshots', { name: `busy-${i}` }),
    ),
    post(b.reseller, '/v1/imports/company', { rows: importRows() }),
    ...Array.from({ length: 10 }, () => post(b.customer, '/v1/virtualMachines/create', newVm(1))),
    post(b.customer, '/__sandbox/clock/fastForward', { minutes: 60 }),
  ]);
  return [...mixed, ...(await firstKeyDownloads(b, 10))];
}

async function main(b: BusyWorld): Promise<void> {
  let stopped = false;
  process.stdin.on('end', () => (stopped = true)).resume();
  const answers = new Map<number, number>();
  while (!stopped)
    for (const status of await batch(b)) answers.set(status, (answers.get(status) ?? 0) + 1);
  const said = [...answers].sort(([a], [c]) => a - c).map(([s, n]) => `${n}x ${s}`);
  process.stdout.write(said.join(', '));
}

if (process.env.BUSY_WORLD) void main(JSON.parse(process.env.BUSY_WORLD) as BusyWorld);
