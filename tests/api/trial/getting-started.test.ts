import { describe, expect, it } from 'vitest';
import { createWorld, inWorld, type TrialApp, trialApps } from '../support/trial-app';
import { readyNetwork } from '../support/networks';
import { DEMO, signIn } from '../support/test-app';
import { as, createBody, LONG_SESSIONS, signInAs, type As } from '../support/vms';

const start = trialApps();
let t: TrialApp;

const doneIds = async (who: As) =>
  (
    (await who.get('/__sandbox/gettingStarted').expect(200)).body.data.steps as {
      id: string;
      done: boolean;
    }[]
  )
    .filter((s) => s.done)
    .map((s) => s.id);

describe('getting started in hosted worlds', () => {
  it("follows each world's own state, and no world sees another's progress", async () => {
    t = await start({ env: LONG_SESSIONS });
    const a = inWorld(t, await createWorld(t));
    const b = inWorld(t, await createWorld(t));
    const inA = await signInAs(a);
    const inB = await signInAs(b);
    expect(await doneIds(inA)).toEqual([]);

    const vm = await inA.post('/v1/virtualMachines/create', createBody()).expect(200);
    await readyNetwork(a, inA);
    t.clock.advance(10 * 60_000);
    await inA.get(`/v1/virtualMachines/details/${vm.body.data.resourceId}`).expect(200);
    await inA
      .get('/assets/support/Portal%20Guides%20and%20Information/Portal%20Quick%20Start%20Guide.md')
      .expect(200);
    expect(await doneIds(inA)).toEqual(['vm-running', 'network-created', 'support-used']);
    expect(await doneIds(inB)).toEqual([]);
  });

  it('is offered in a hosted world even without SANDBOX_DEMO', async () => {
    t = await start({ env: { ...LONG_SESSIONS, SANDBOX_DEMO: '0' } });
    const world = inWorld(t, await createWorld(t));
    const res = await (await signInAs(world)).get('/__sandbox/gettingStarted').expect(200);
    expect(res.body.data).toMatchObject({ done: 0, total: 5 });
  });

  it("refuses a token from another world (401): the checklist is that world's user's", async () => {
    t = await start({ env: LONG_SESSIONS });
    const a = inWorld(t, await createWorld(t));
    const b = inWorld(t, await createWorld(t));
    const { accessToken } = await signIn(a, DEMO.customer.email, DEMO.customer.password);
    await as(a, accessToken).get('/__sandbox/gettingStarted').expect(200);
    await as(b, accessToken).get('/__sandbox/gettingStarted').expect(401);
  });
});
