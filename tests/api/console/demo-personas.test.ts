import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { trialApps, worldHost } from '../support/trial-app';
import { createDemo } from '../support/console';
import { bearer, signIn, type TestApp } from '../support/test-app';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';

const start = trialApps();

describe("a demo's persona", () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    'is offered for one-click sign-in in a demo made from %s, and signs in',
    async (template, scenario) => {
      const t = await start();
      const demo = await createDemo(t, { company: 'Acme Corp', template });
      const visitor = supertest.agent(t.app.server).set('Host', worldHost(demo.worldId));
      const info = await visitor.get('/__sandbox/info').expect(200);
      expect(info.body.data.personas).toContainEqual(expect.objectContaining(scenario.signsInAs));
      // The whole one-click sign-in: password, then the code read from the world's outbox.
      const signedIn = await signIn(
        { ...t, api: visitor } as unknown as TestApp,
        scenario.signsInAs.email,
        scenario.signsInAs.password,
      );
      const me = await visitor
        .get('/v1/users/me')
        .set('authorization', bearer(signedIn.accessToken));
      expect(me.status).toBe(200);
      expect(me.body.data.email).toBe(scenario.signsInAs.email);
    },
  );

  it("is not offered in another scenario's world, which has no such user", async () => {
    const t = await start();
    const enterprise = SCENARIOS.find((s) => s.name === 'demo-enterprise');
    const demo = await createDemo(t, { company: 'Acme Corp', template: SCENARIOS[0]?.name });
    const visitor = supertest.agent(t.app.server).set('Host', worldHost(demo.worldId));
    const info = await visitor.get('/__sandbox/info').expect(200);
    const emails = info.body.data.personas.map((p: { email: string }) => p.email);
    expect(emails).not.toContain(enterprise?.signsInAs.email);
  });
});
