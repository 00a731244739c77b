import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataFilePath, journalPath } from '../mock-server/src/store/file-store';

/**
 * `npm run check:crash [-- --rounds N]`: does an acknowledged write survive kill -9?
 * Each round starts the sandbox on the same data folder, has 8 writers change VMs (each
 * waiting for its answer before the next change) and file partner inquiries, kills the
 * process with SIGKILL at a random moment, checks the files as the crash left them, restarts
 * and checks that every acknowledged change is there. Prints lost writes and invalid files.
 */
const PORT = Number(process.env.CRASH_PORT ?? 4960);
const BASE = `http://127.0.0.1:${PORT}`;
const MFA = '123456';
const WRITERS = 8;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

function start(dir: string, fresh: boolean): ChildProcess {
  return spawn('node', ['--import', 'tsx', 'mock-server/src/server.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: String(PORT),
      SANDBOX_DATA_DIR: dir,
      SANDBOX_FRESH: fresh ? '1' : '0',
      SANDBOX_MFA_CODE: MFA,
      ACCESS_TOKEN_TTL_S: String(24 * 3600),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function up(child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the sandbox did not start: ${stderr.trim()}`);
    try {
      if ((await fetch(`${BASE}/v1/healthCheck/api`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not answer within 30 s');
}

/** Resolves once the process has gone (at once if it already has). */
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signIn(): Promise<string> {
  const login = await fetch(`${BASE}/v1/auth/login`, {
    method: 'POST',
    ...json({ email: 'customer@example.com', password: 'Customer#Demo2026' }),
  });
  const mfa = await fetch(`${BASE}/v1/auth/mfa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: login.headers.get('authorization') ?? '',
    },
    body: JSON.stringify({ code: MFA }),
  });
  const token = mfa.headers.get('authorization');
  if (!token) throw new Error(`could not sign in (${mfa.status})`);
  return token;
}

async function vmIds(auth: string): Promise<number[]> {
  const res = await fetch(`${BASE}/v1/virtualMachines/list?rowsPerPage=${WRITERS}`, {
    headers: { authorization: auth },
  });
  return ((await res.json()) as { data: { data: { id: number }[] } }).data.data.map((v) => v.id);
}

/**
 * What one writer had acknowledged (how many changes, and the last), and what it had sent but
 * not yet heard back about. Each change overwrites the one before it, so the last one found
 * after the restart proves the writer's whole sequence survived in order.
 */
type Ledger = { vmId: number; acks: number; acked: string | null; inFlight: string | null };

async function files(dir: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    JSON.parse(await readFile(dataFilePath(dir), 'utf8'));
  } catch (e) {
    problems.push(`db.json: ${(e as Error).message}`);
  }
  const lines = (await readFile(journalPath(dir), 'utf8').catch(() => '')).split('\n');
  lines.forEach((line, i) => {
    if (line === '') return;
    try {
      JSON.parse(line);
    } catch {
      // Only the last line may be torn: it was never acknowledged.
      if (lines.slice(i + 1).some((l) => l !== '')) problems.push(`journal line ${i + 1}`);
    }
  });
  return problems;
}

async function round(dir: string, n: number, fresh: boolean) {
  const child = start(dir, fresh);
  await up(child);
  const auth = await signIn();
  const ids = await vmIds(auth);
  const ledgers: Ledger[] = ids.map((vmId) => ({ vmId, acks: 0, acked: null, inFlight: null }));
  const inquiries: { acked: string[]; inFlight: Set<string> } = { acked: [], inFlight: new Set() };
  let stop = false;
  let seq = 0;
  const edit = async (l: Ledger) => {
    while (!stop) {
      const name = `r${n}-w${l.vmId}-${++seq}`;
      l.inFlight = name;
      try {
        const res = await fetch(`${BASE}/v1/virtualMachines/edit/${l.vmId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: auth },
          body: JSON.stringify({ name }),
        });
        if (res.status === 200) {
          l.acked = name;
          l.acks += 1;
        }
      } catch {
        return; // the process died under us
      }
      l.inFlight = null;
    }
  };
  const inquire = async () => {
    while (!stop) {
      const marker = `crash check round ${n} inquiry ${++seq}`;
      inquiries.inFlight.add(marker);
      try {
        const res = await fetch(`${BASE}/v1/partners/inquiry`, {
          method: 'POST',
          ...json({
            firstName: 'Crash',
            lastName: 'Check',
            email: `crash${seq}@example.com`,
            company: 'Durability Ltd',
            country: 'Nowhere',
            message: marker,
          }),
        });
        if (res.status === 200) inquiries.acked.push(marker);
      } catch {
        return;
      }
      inquiries.inFlight.delete(marker);
    }
  };
  const writers = [...ledgers.map(edit), inquire()];
  await new Promise((r) => setTimeout(r, 150 + Math.random() * 1200));
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  await exited(child);

  const invalid = await files(dir);
  const restarted = start(dir, false);
  let lost = 0;
  let acked = inquiries.acked.length;
  try {
    await up(restarted);
    const after = await signIn();
    for (const l of ledgers) {
      if (!l.acked) continue;
      acked += l.acks;
      const res = await fetch(`${BASE}/v1/virtualMachines/details/${l.vmId}`, {
        headers: { authorization: after },
      });
      const name = ((await res.json()) as { data: { virtualMachine: { name: string } } }).data
        .virtualMachine.name;
      // The answer may have been lost in the crash after the change was saved: then the
      // change sent last is there instead, which is fine; an older one would not be.
      if (name !== l.acked && name !== l.inFlight) lost += 1;
    }
    const outbox = await fetch(`${BASE}/__sandbox/outbox?to=partners@stratus.example`);
    const texts = ((await outbox.json()) as { data: { text: string }[] }).data.map((m) => m.text);
    lost += inquiries.acked.filter((m) => !texts.some((t) => t.includes(m))).length;
  } catch (e) {
    invalid.push(`restart: ${(e as Error).message}`);
  } finally {
    restarted.kill('SIGKILL');
    await exited(restarted);
  }
  return { acked, lost, invalid };
}

async function main() {
  const rounds = arg('rounds', 50);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
  let acked = 0;
  let lost = 0;
  let invalid = 0;
  try {
    for (let n = 1; n <= rounds; n++) {
      const r = await round(dir, n, n === 1);
      acked += r.acked;
      lost += r.lost;
      invalid += r.invalid.length;
      const note = r.invalid.length ? `, invalid: ${r.invalid.join('; ')}` : '';
      console.log(`round ${n}/${rounds}: ${r.acked} acknowledged writes, ${r.lost} lost${note}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    `\n${rounds} rounds of kill -9: ${acked} acknowledged writes, ${lost} lost, ${invalid} invalid files`,
  );
  if (lost > 0 || invalid > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
