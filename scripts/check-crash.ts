import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sendTestEvents, undelivered } from './crash/deliveries';
import { invalidFiles } from './crash/files';
import { postgresRound } from './crash/postgres-round';
import { twoProcesses } from './crash/postgres-subject';
import { exited, up } from './crash/process';
import { manyWorlds, singleWorld, type Subject } from './crash/subjects';
import { verify, write } from './crash/writers';

/**
 * `npm run check:crash [-- --rounds N] [-- --worlds W] [-- --postgres]`: does an acknowledged
 * write survive kill -9? Each round starts the sandbox on the same data folder, has writers
 * change VMs (each waiting for its answer before the next change) and file partner inquiries,
 * kills the process with SIGKILL at a random moment, checks the files as the crash left them,
 * restarts and checks that every acknowledged change is there. Prints lost writes and invalid
 * files. With `--worlds W`, the process is the hosted trial and the writes are spread over W
 * worlds.
 *
 * With `--postgres` (W defaults to 10), one embedded PostgreSQL for the whole check and two
 * hosted-trial processes on it: the writes alternate between them, each round kills one at
 * random, the writers go on through the survivor while it starts again, then every
 * acknowledged write must be there through both, every world must answer through both and
 * have its snapshot and gapless journal rows. A write the survivor fails is a failure too.
 */
const PORT = Number(process.env.CRASH_PORT ?? 4960);

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

async function round(subject: Subject, n: number) {
  const child = subject.start(n === 1);
  await up(child, subject.readyUrl);
  const targets = await subject.targets();
  let stopped = false;
  const writes = await Promise.all(
    targets.map((t) => write(t, { round: n, vms: subject.vmsPerWorld, stopped: () => stopped })),
  );
  const events = subject.webhooks && sendTestEvents(subject.webhooks.port, () => stopped);
  await new Promise((r) => setTimeout(r, 150 + Math.random() * 1200));
  child.kill('SIGKILL');
  stopped = true;
  await Promise.all(writes.map((w) => w.done));
  await events?.done;
  await exited(child);

  const invalid: string[] = [];
  for (const t of targets)
    if (t.dir) invalid.push(...(await invalidFiles(t.dir)).map((p) => `${t.label}: ${p}`));
  const restarted = subject.start(false);
  let acked = 0;
  const losses: { label: string; lost: number }[] = [];
  try {
    await up(restarted, subject.readyUrl);
    for (const w of writes) {
      const found = await verify(w);
      acked += found.acked;
      if (found.lost) losses.push({ label: w.target.label, lost: found.lost });
    }
    if (subject.webhooks && events) {
      const lost = await undelivered(subject.webhooks.receiver, events.acked);
      acked += events.acked.length;
      if (lost) losses.push({ label: 'the webhook outbox', lost });
      if (subject.webhooks.receiver.badSignatures())
        invalid.push(`${subject.webhooks.receiver.badSignatures()} badly signed deliveries`);
    }
  } catch (e) {
    invalid.push(`restart: ${(e as Error).message}`);
  } finally {
    restarted.kill('SIGKILL');
    await exited(restarted);
  }
  return { acked, losses, invalid, deliveries: events?.acked.length ?? 0 };
}

async function main() {
  if (process.argv.includes('--postgres')) return postgresMain();
  const rounds = arg('rounds', 50);
  const worlds = arg('worlds', 0);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
  const subject = worlds > 0 ? await manyWorlds(PORT, dir, worlds) : singleWorld(PORT, dir);
  const over = worlds > 0 ? ` over ${worlds} worlds` : '';
  let acked = 0;
  let lost = 0;
  let invalid = 0;
  try {
    for (let n = 1; n <= rounds; n++) {
      const r = await round(subject, n);
      const roundLost = r.losses.reduce((sum, l) => sum + l.lost, 0);
      acked += r.acked;
      lost += roundLost;
      invalid += r.invalid.length;
      const where = r.losses.length
        ? ` (${r.losses.map((l) => `${l.lost} in ${l.label}`).join(', ')})`
        : '';
      const note = r.invalid.length ? `, invalid: ${r.invalid.join('; ')}` : '';
      const sent = r.deliveries ? ` (${r.deliveries} of them webhook deliveries)` : '';
      console.log(
        `round ${n}/${rounds}: ${r.acked} acknowledged writes${sent}${over}, ${roundLost} lost${where}${note}`,
      );
    }
  } finally {
    await subject.webhooks?.receiver.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    `\n${rounds} rounds of kill -9${over}: ${acked} acknowledged writes, ${lost} lost, ${invalid} invalid files`,
  );
  if (lost > 0 || invalid > 0) process.exit(1);
}

async function postgresMain() {
  const rounds = arg('rounds', 50);
  const worlds = arg('worlds', 10);
  const began = Date.now();
  const subject = await twoProcesses(PORT, worlds);
  // Ctrl-C: the database and its folder go too.
  process.once('SIGINT', () => void subject.close().finally(() => process.exit(130)));
  const over = ` over ${worlds} worlds`;
  let acked = 0;
  let lost = 0;
  let invalid = 0;
  let failures = 0;
  let cut = 0;
  try {
    for (let n = 1; n <= rounds; n++) {
      const r = await postgresRound(subject, n);
      const roundLost = r.losses.reduce((sum, l) => sum + l.lost, 0);
      acked += r.acked;
      lost += roundLost;
      invalid += r.invalid.length;
      failures += r.failures.length;
      cut += r.cut;
      const where = r.losses.length
        ? ` (${r.losses.map((l) => `${l.lost} in ${l.label}`).join(', ')})`
        : '';
      const note = r.invalid.length ? `, invalid: ${r.invalid.join('; ')}` : '';
      const failed = r.failures.length ? `, failed: ${r.failures.join('; ')}` : '';
      console.log(
        `round ${n}/${rounds}: ${r.process} killed (${r.cut} writes cut), ` +
          `${r.acked} acknowledged writes${over}, ` +
          `${roundLost} lost${where}${note}${failed}`,
      );
    }
  } finally {
    await subject.close();
  }
  const seconds = Math.round((Date.now() - began) / 1000);
  console.log(
    `\n${rounds} rounds of kill -9 of one of two processes on PostgreSQL${over} (${seconds} s): ` +
      `${acked} acknowledged writes (${cut} more cut by the kills), ${lost} lost, ` +
      `${invalid} invalid worlds, ` +
      `${failures} failed requests to a process not killed`,
  );
  if (lost > 0 || invalid > 0 || failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
