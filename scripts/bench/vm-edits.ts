import type { Measured } from './load';
import { measurePaced } from './paced-load';

/** A Running VM of the signed-in company (any VM when none runs): the one the writes rename. */
async function vmToEdit(base: string, authorization: string): Promise<number> {
  const res = await fetch(`${base}/v1/virtualMachines/list?search=web`, {
    headers: { authorization },
  });
  const rows = ((await res.json()) as { data: { data: { id: number; status: string }[] } }).data
    .data;
  const vm = rows.find((r) => r.status === 'Running') ?? rows[0];
  if (!vm) throw new Error('no VM to edit');
  return vm.id;
}

let renames = 0;

/**
 * The write rows' load: renames of one VM held at `rate` per second, evenly paced, each a real
 * change (a new name every time), measured after a warm-up at the same rate.
 */
export async function measureVmEdits(
  base: string,
  authorization: string,
  seconds: number,
  rate = 200,
): Promise<Measured> {
  const id = await vmToEdit(base, authorization);
  return measurePaced({
    rate,
    seconds: Math.max(seconds * 2, 10),
    // Nothing before ran the write path: its first requests would time the JIT.
    warmupSeconds: 2,
    sockets: Math.max(10, rate / 20),
    request: () => ({
      port: Number(new URL(base).port),
      method: 'PUT',
      path: `/v1/virtualMachines/edit/${id}`,
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ name: `bench-${++renames}` }),
    }),
  });
}
