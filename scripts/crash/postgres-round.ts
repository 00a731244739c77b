import type { TwoProcesses } from './postgres-subject';
import { verify, write } from './writers';

const pause = (minMs: number, spreadMs: number) =>
  new Promise((r) => setTimeout(r, minMs + Math.random() * spreadMs));

/**
 * One round of `--postgres`: writers in every world, their writes alternating between the two
 * processes; one process killed at random at a random moment; the writers going on through the
 * survivor while the killed one starts again, then through both for a moment. Then every
 * acknowledged write must be there through each process, and every world sound.
 */
export async function postgresRound(s: TwoProcesses, n: number) {
  const targets = await s.targets();
  let stopped = false;
  const writes = await Promise.all(
    targets.map((t) => write(t, { round: n, vms: s.vmsPerWorld, stopped: () => stopped })),
  );
  await pause(150, 1200);
  const victim = s.processes[Math.random() < 0.5 ? 0 : 1];
  await s.kill(victim);
  // The survivor alone for a while, then during the restart (its migrations, its first loads).
  await pause(300, 700);
  await s.restart(victim);
  await pause(200, 300);
  stopped = true;
  await Promise.all(writes.map((w) => w.done));
  const failures = s.takeFailures();

  let acked = 0;
  const losses: { label: string; lost: number }[] = [];
  const invalid: string[] = [];
  for (const w of writes) {
    const lost: { via: string; n: number }[] = [];
    for (const p of s.processes) {
      const send = s.through(p, w.target);
      try {
        // The writers' session, from before the kill, through each: the world loads there, its
        // token is accepted by both, and a visitor can list its VMs. (Signing in again through
        // each, every round, would soon meet the sign-in limit of 20 a minute per account.)
        const { authorization } = w;
        const list = await send('/v1/virtualMachines/list', { headers: { authorization } });
        if (list.status !== 200) throw new Error(`its list answered ${list.status}`);
        const found = await verify(w, send, authorization);
        if (lost.length === 0) acked += found.acked;
        lost.push({ via: p.label, n: found.lost });
      } catch (e) {
        invalid.push(`${w.target.label} through ${p.label}: ${(e as Error).message}`);
      }
    }
    // Missing through either process is lost: read-your-writes holds through any of them.
    const most = Math.max(0, ...lost.map((l) => l.n));
    const via = lost.map((l) => `${l.via} ${l.n}`).join(', ');
    if (most) losses.push({ label: `${w.target.label} (through ${via})`, lost: most });
  }
  invalid.push(...(await s.invalidWorlds()));
  const cut = writes.reduce((sum, w) => sum + w.cut(), 0);
  return { acked, cut, losses, invalid, failures, process: victim.label };
}
