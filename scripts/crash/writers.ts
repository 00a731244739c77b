import type { Send } from '../bench/host-fetch';
import { CUSTOMER, MFA, signInWith } from '../bench/sandbox';

/** One world written to: how to reach it, its folder, and the key that opens its controls. */
export type Target = { label: string; send: Send; dir: string; sandboxKey?: string };

/**
 * What one writer had acknowledged (how many changes, and the last), and what it had sent but
 * not yet heard back about. Each change overwrites the one before it, so the last one found
 * after the restart proves the writer's whole sequence survived in order.
 */
type Ledger = { vmId: number; acks: number; acked: string | null; inFlight: string | null };
type Inquiries = { acked: string[]; inFlight: Set<string> };
export type Writes = { target: Target; ledgers: Ledger[]; inquiries: Inquiries };

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
  const ledgers: Ledger[] = ids.map((vmId) => ({ vmId, acks: 0, acked: null, inFlight: null }));
  const inquiries: Inquiries = { acked: [], inFlight: new Set() };
  const edit = async (l: Ledger) => {
    while (!o.stopped()) {
      const name = `r${o.round}-w${l.vmId}-${++seq}`;
      l.inFlight = name;
      try {
        const res = await t.send(`/v1/virtualMachines/edit/${l.vmId}`, {
          method: 'PUT',
          headers: { ...JSON_TYPE, authorization },
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
      } catch {
        return;
      }
      inquiries.inFlight.delete(marker);
    }
  };
  const done = Promise.all([...ledgers.map(edit), inquire()]).then(() => {});
  return { target: t, ledgers, inquiries, done };
}

/** After the restart: how many writes that world acknowledged, and how many of them are missing. */
export async function verify(w: Writes): Promise<{ acked: number; lost: number }> {
  const { target: t, ledgers, inquiries } = w;
  const authorization = await authorizationIn(t);
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
    // The answer may have been lost in the crash after the change was saved: then the
    // change sent last is there instead, which is fine; an older one would not be.
    if (name !== l.acked && name !== l.inFlight) lost += 1;
  }
  const outbox = await t.send('/__sandbox/outbox?to=partners@stratus.example', {
    headers: t.sandboxKey ? { 'x-sandbox-key': t.sandboxKey } : {},
  });
  const texts = ((await outbox.json()) as { data: { text: string }[] }).data.map((m) => m.text);
  lost += inquiries.acked.filter((m) => !texts.some((text) => text.includes(m))).length;
  return { acked, lost };
}
