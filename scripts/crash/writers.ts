import type { Send } from '../bench/host-fetch';
import { CUSTOMER, MFA, signInWith } from '../bench/sandbox';

/** One world written to: how to reach it, where it is kept, and the key that opens its controls. */
export type Target = {
  label: string;
  send: Send;
  /** Its folder, checked as the crash left it (none in PostgreSQL). */
  dir?: string;
  sandboxKey?: string;
  /**
   * Whether a writer goes on after a dropped connection: another process still serves the
   * world (`--postgres`). Without it, a dropped connection means the one process died.
   */
  goesOn?: () => boolean;
};

/**
 * What one writer had acknowledged (how many changes, and the last), and what it sent after
 * that without an answer (in flight, or its connection dropped by a kill: saved or not). Each
 * change overwrites the one before it, so the last one found after the restart proves the
 * writer's whole sequence survived in order.
 */
type Ledger = { vmId: number; acks: number; acked: string | null; unsure: string[] };
type Inquiries = { acked: string[]; inFlight: Set<string> };
export type Writes = {
  target: Target;
  ledgers: Ledger[];
  inquiries: Inquiries;
  /** Writes whose connection the kill cut (saved or not: either is fine). */
  cut: () => number;
  /** The writers' session, signed in before the kill. */
  authorization: string;
};

const JSON_TYPE = { 'content-type': 'application/json' };
const authorizationIn = async (t: Target) =>
  (await signInWith(t.send, CUSTOMER, async () => MFA)).authorization;

async function vmIds(t: Target, authorization: string, count: number): Promise<number[]> {
  const res = await t.send(`/v1/virtualMachines/list?rowsPerPage=${count}`, {
    headers: { authorization },
  });
  return ((await res.json()) as { data: { data: { id: number }[] } }).data.data.map((v) => v.id);
}

let seq = 0;

/**
 * Writers in one world until `stopped()`: one per VM renaming it (each waiting for its answer
 * before the next change), and one filing partner inquiries. Resolves when they have all
 * stopped (the process died under them, or `stopped()` turned true).
 */
export async function write(
  t: Target,
  o: { round: number; vms: number; stopped: () => boolean },
): Promise<Writes & { done: Promise<void> }> {
  const authorization = await authorizationIn(t);
  const ids = await vmIds(t, authorization, o.vms);
  const ledgers: Ledger[] = ids.map((vmId) => ({ vmId, acks: 0, acked: null, unsure: [] }));
  const inquiries: Inquiries = { acked: [], inFlight: new Set() };
  let cut = 0;
  const edit = async (l: Ledger) => {
    while (!o.stopped()) {
      const name = `r${o.round}-w${l.vmId}-${++seq}`;
      l.unsure.push(name);
      try {
        const res = await t.send(`/v1/virtualMachines/edit/${l.vmId}`, {
          method: 'PUT',
          headers: { ...JSON_TYPE, authorization },
          body: JSON.stringify({ name }),
        });
        if (res.status === 200) {
          l.acked = name;
          l.acks += 1;
          l.unsure = [];
        } else l.unsure.pop(); // answered, so not saved
      } catch {
        cut += 1;
        // The process died under us: the change stays unsure.
        if (!t.goesOn?.()) return;
      }
    }
  };
  const inquire = async () => {
    while (!o.stopped()) {
      const marker = `crash check round ${o.round} inquiry ${++seq}`;
      inquiries.inFlight.add(marker);
      try {
        const res = await t.send('/v1/partners/inquiry', {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify({
            firstName: 'Crash',
            lastName: 'Check',
            email: `crash${seq}@example.com`,
            company: 'Durability Ltd',
            country: 'Nowhere',
            message: marker,
          }),
        });
        if (res.status === 200) inquiries.acked.push(marker);
        // Ten a minute per address: past that, more would only be refused.
        if (res.status === 429) return;
      } catch {
        cut += 1;
        if (!t.goesOn?.()) return;
        continue;
      }
      inquiries.inFlight.delete(marker);
    }
  };
  const done = Promise.all([...ledgers.map(edit), inquire()]).then(() => {});
  return { target: t, ledgers, inquiries, cut: () => cut, authorization, done };
}

/**
 * After the restart: how many writes that world acknowledged, and how many of them are missing,
 * read through `send` (by default the target's own), signed in as `signedIn` if given.
 */
export async function verify(
  w: Writes,
  send = w.target.send,
  signedIn?: string,
): Promise<{ acked: number; lost: number }> {
  const { ledgers, inquiries } = w;
  const t = { ...w.target, send };
  const authorization = signedIn ?? (await authorizationIn(t));
  let lost = 0;
  let acked = inquiries.acked.length;
  for (const l of ledgers) {
    if (!l.acked) continue;
    acked += l.acks;
    const res = await t.send(`/v1/virtualMachines/details/${l.vmId}`, {
      headers: { authorization },
    });
    const name = ((await res.json()) as { data: { virtualMachine: { name: string } } }).data
      .virtualMachine.name;
    // The answer may have been lost in the crash after the change was saved: then a change
    // sent after the last acknowledged one is there instead, which is fine; an older one not.
    if (name !== l.acked && !l.unsure.includes(name)) lost += 1;
  }
  const outbox = await t.send('/__sandbox/outbox?to=partners@stratus.example', {
    headers: t.sandboxKey ? { 'x-sandbox-key': t.sandboxKey } : {},
  });
  const texts = ((await outbox.json()) as { data: { text: string }[] }).data.map((m) => m.text);
  lost += inquiries.acked.filter((m) => !texts.some((text) => text.includes(m))).length;
  return { acked, lost };
}
