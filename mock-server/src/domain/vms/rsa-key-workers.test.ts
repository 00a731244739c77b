import { createPrivateKey } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_WORKER_NICE, KEY_WORKERS_STOPPED, RsaKeyWorkers } from './rsa-key-workers';

const pools: RsaKeyWorkers[] = [];
const pool = (size = 2) => {
  const made = new RsaKeyWorkers(size);
  pools.push(made);
  return made;
};
afterEach(() => Promise.all(pools.splice(0).map((p) => p.close())));

/** Each thread of this process (Linux), by id, with its nice value. */
function threadNiceValues(): Map<string, number> {
  const values = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = threadStat(tid);
    // After the command name in parentheses, the fields from the third on; nice is the 19th.
    if (stat) values.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return values;
}

/** A thread's stat line, or null when it ended between the listing and the reading. */
function threadStat(tid: string): string | null {
  try {
    return readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

describe('RSA key workers', () => {
  it('make valid PKCS#8 PEM private keys of the size asked', async () => {
    const workers = pool();
    const pem = await workers.privateKeyPem(1024);
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\n$/);
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(1024);
  });

  it('start no worker before the first key, and at most their size however many are asked', async () => {
    const workers = pool(2);
    expect(workers.running).toBe(0);
    const keys = await Promise.all(Array.from({ length: 5 }, () => workers.privateKeyPem(1024)));
    expect(new Set(keys).size).toBe(5);
    expect(workers.running).toBe(2);
  });

  it.runIf(process.platform === 'linux')(
    'make keys on a thread of a lower priority, leaving the others as they were',
    async () => {
      const before = threadNiceValues();
      const workers = pool(1);
      await workers.privateKeyPem(1024);
      // Other files' tests may start threads meanwhile: the worker's is among the new ones.
      const started = [...threadNiceValues()].filter(([tid]) => !before.has(tid));
      expect(started.map(([, nice]) => nice)).toContain(KEY_WORKER_NICE);
      expect(getPriority()).toBe(0); // this thread's own
    },
  );

  it("pass a worker's failure on to the caller, and go on making keys after it", async () => {
    const workers = pool(1);
    await expect(workers.privateKeyPem(-1)).rejects.toThrow(/^Could not make an RSA key: /);
    expect(createPrivateKey(await workers.privateKeyPem(1024)).type).toBe('private');
  });

  it('end their workers on close, refusing the keys still being made, and start again on need', async () => {
    const workers = pool(1);
    const refused = expect(workers.privateKeyPem(4096)).rejects.toThrow(KEY_WORKERS_STOPPED);
    await workers.close();
    await refused;
    expect(workers.running).toBe(0);
    expect(createPrivateKey(await workers.privateKeyPem(1024)).type).toBe('private');
    expect(workers.running).toBe(1);
  });
});
