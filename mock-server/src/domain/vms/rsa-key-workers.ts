import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The key thread's nice value (on Linux a thread's own): on a core it shares with the event loop,
 * a waking loop then preempts it at once. Measured on one core beside a loop waking every 10 ms:
 * the loop's lateness p99 was 0.9-2.7 ms beside a key thread at 0, 0.2 ms at 10. Not 19: there a
 * key starved whenever other processes kept the cores busy (ten took over 20 s); keys are only
 * made on a first download now, one at a time per world.
 */
export const KEY_WORKER_NICE = 10;

/**
 * RSA key generation on worker threads of its own. Node's crypto.generateKeyPair runs on libuv's
 * thread pool (4 threads), the same pool every world's file writes and fsyncs wait on before a
 * 2xx: ten keys at once held other worlds' writes for seconds. A worker thread makes the key
 * synchronously on its own thread, so durability never queues behind it, at a nice value of 10
 * (KEY_WORKER_NICE).
 *
 * The worker's code is given inline (plain CommonJS), so it runs the same from the TypeScript
 * sources and from the bundled build, with no file of its own to find.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { generateKeyPairSync } = require('node:crypto');
try { require('node:os').setPriority(${KEY_WORKER_NICE}); } catch {}
parentPort.on('message', ({ id, modulusLength }) => {
  try {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    parentPort.postMessage({ id, privateKey });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Job = { resolve: (pem: string) => void; reject: (error: Error) => void };
type Answer = { id: number; privateKey?: string; error?: string };
type KeyWorker = { thread: Worker; jobs: Map<number, Job> };

/** One or two workers: a core is left to the event loop on a small machine. */
export const KEY_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));

export const KEY_WORKERS_STOPPED = 'Key generation stopped: the server is shutting down.';

export class RsaKeyWorkers {
  private readonly workers: KeyWorker[] = [];
  private nextId = 1;

  constructor(private readonly size = KEY_WORKERS) {}

  /** A PKCS#8 PEM private key of `modulusLength` bits, made on the least busy worker. */
  privateKeyPem(modulusLength = 2048): Promise<string> {
    const worker = this.leastBusy();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      worker.jobs.set(id, { resolve, reject });
      worker.thread.ref(); // a pending key keeps the process alive; an idle worker does not
      worker.thread.postMessage({ id, modulusLength });
    });
  }

  /** How many workers are running (they start on first need). */
  get running(): number {
    return this.workers.length;
  }

  /** Ends every worker; keys still being made are refused. A later call starts workers again. */
  async close(): Promise<void> {
    const stopping = this.workers.splice(0);
    for (const worker of stopping) this.fail(worker, new Error(KEY_WORKERS_STOPPED));
    await Promise.all(stopping.map((worker) => worker.thread.terminate()));
  }

  private leastBusy(): KeyWorker {
    const idle = this.workers.find((w) => w.jobs.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  }

  private start(): KeyWorker {
    const worker: KeyWorker = {
      thread: new Worker(WORKER_SOURCE, { eval: true }),
      jobs: new Map(),
    };
    worker.thread.unref();
    worker.thread.on('message', (answer: Answer) => {
      const job = worker.jobs.get(answer.id);
      if (!job) return;
      worker.jobs.delete(answer.id);
      if (worker.jobs.size === 0) worker.thread.unref();
      if (answer.privateKey !== undefined) job.resolve(answer.privateKey);
      else job.reject(new Error(`Could not make an RSA key: ${answer.error ?? 'no answer'}`));
    });
    // A worker that dies takes its pending keys with it; the next key starts another.
    const lost = (error: Error) => {
      this.forget(worker);
      this.fail(worker, error);
    };
    worker.thread.on('error', lost);
    worker.thread.on('exit', (code) => lost(new Error(`The key worker stopped (exit ${code}).`)));
    this.workers.push(worker);
    return worker;
  }

  private forget(worker: KeyWorker): void {
    const at = this.workers.indexOf(worker);
    if (at >= 0) this.workers.splice(at, 1);
  }

  private fail(worker: KeyWorker, error: Error): void {
    for (const job of worker.jobs.values()) job.reject(error);
    worker.jobs.clear();
  }
}

/** The process's key workers: started on the first key, ended by the entries' stop steps. */
export const rsaKeyWorkers = new RsaKeyWorkers();
