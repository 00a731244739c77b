import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../support/test-app';
import { createWorld, inWorld, trialApps, type TrialApp } from '../support/trial-app';
import { as, LONG_SESSIONS } from '../support/vms';

const start = trialApps();

type Vm = { id: number; status: string };

/** The customer's running VMs in that world, and a way to read their passwords. */
async function customerIn(t: TrialApp) {
  const world = inWorld(t, await createWorld(t));
  const { email, password } = DEMO.customer;
  const customer = as(world, (await signIn(world, email, password)).accessToken);
  const listed = await customer.get('/v1/virtualMachines/list', { rowsPerPage: 100 }).expect(200);
  const running = (listed.body.data.data as Vm[]).filter((v) => v.status === 'Running');
  const passwordOf = async (id: number) =>
    (await customer.get(`/v1/virtualMachines/getPassword/${id}`).expect(200)).body.data
      .sshPassword as string;
  return { running, passwordOf };
}

describe('worlds made from one template', () => {
  it('give each world VM passwords of its own', async () => {
    const t = await start({ env: LONG_SESSIONS });
    const first = await customerIn(t);
    const second = await customerIn(t);
    expect(first.running.length).toBeGreaterThan(1);
    // The same VMs (same ids), but not the same passwords.
    expect(second.running.map((v) => v.id)).toEqual(first.running.map((v) => v.id));
    for (const vm of first.running.slice(0, 3)) {
      const mine = await first.passwordOf(vm.id);
      expect(mine).toMatch(/^.{16}$/);
      expect(await second.passwordOf(vm.id)).not.toBe(mine);
    }
  });
});
