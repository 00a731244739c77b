import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '@contract/demos';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { signIn, TEST_NOW, type TestApp } from '../api/support/test-app';
import { SCENARIOS } from '../../mock-server/src/seed/scenarios';

const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;
import { OPERATOR_KEY, worldHost } from '../api/support/trial-app';
import { SELLER_PASSWORD, tokenOf } from '../api/support/console';
import { sharedTrial, type Process } from './support/pg-trial-app';

// Two sandbox processes on one database, as behind a load balancer with no sticky sessions.
const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

const visitor = (p: Process, worldId: string): TestApp => ({
  app: p.app,
  api: supertest.agent(p.app.server).set('Host', worldHost(worldId)) as unknown as TestApp['api'],
  clock,
  config: p.trial.shared.config,
  get store(): TestApp['store'] {
    throw new Error('no store');
  },
});

describe('the sales console over PostgreSQL', () => {
  it('serves any seller and any demo from any process', async () => {
    const [a, b] = await trial.two();

    // Added through A, activated through B, signed in through A, its session used through B.
    const added = await a
      .apex()
      .post('/__sellers')
      .set('x-sandbox-key', OPERATOR_KEY)
      .send({ email: 'sam@sales.example', name: 'Sam' })
      .expect(201);
    const token = tokenOf(added.body.data.activationUrl as string);
    await b
      .apex()
      .post('/__sellers/activate')
      .send({ token, password: SELLER_PASSWORD })
      .expect(200);
    const signedIn = await a
      .apex()
      .post('/__sellers/session')
      .send({ email: 'sam@sales.example', password: SELLER_PASSWORD })
      .expect(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    const inB = (path: string) => b.apex().get(path).set('cookie', cookie);
    expect((await inB('/__sellers/me').expect(200)).body.data.name).toBe('Sam');

    // Made through B, listed and opened through A.
    const made = await b
      .apex()
      .post('/__demos')
      .set('cookie', cookie)
      .send({ company: 'Acme Corp' })
      .expect(201);
    const demo = made.body.data as { id: string; url: string; worldId: string };
    const listed = await a.apex().get('/__demos').set('cookie', cookie).expect(200);
    expect(listed.body.data.data.map((d: { id: string }) => d.id)).toEqual([demo.id]);
    const link = new URL(demo.url);
    const opened = await visitor(a, demo.worldId).api.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/login?persona=${encodeURIComponent(PERSONA.email)}`);
    await signIn(visitor(b, demo.worldId), PERSONA.email, PERSONA.password);

    // Reset through A, prepared through B: the same demo.
    await a.apex().post(`/__demos/${demo.id}/reset`).set('cookie', cookie).send({}).expect(200);
    await b.apex().post(`/__demos/${demo.id}/prepare`).set('cookie', cookie).send({}).expect(200);
    const detail = await inB(`/__demos/${demo.id}`).expect(200);
    expect(detail.body.data.status).toBe('opened');
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'reset',
      'prepared',
    ]);

    // Revoked through B: A's host of the world answers 410.
    await b.apex().post(`/__demos/${demo.id}/revoke`).set('cookie', cookie).send({}).expect(200);
    const gone = await visitor(a, demo.worldId).api.get(`${link.pathname}${link.search}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(DEMO_MESSAGES.linkRevoked);

    // Its timeline stays for the sales team: the opening and the sign-in, whichever process saw them.
    await Promise.all([a.trial.activity.flush(), b.trial.activity.flush()]);
    const activity = await inB(`/__demos/${demo.id}/activity`).expect(200);
    const kinds = activity.body.data.sessions.flatMap((s: { events: { kind: string }[] }) =>
      s.events.map((e) => e.kind),
    );
    expect(kinds).toEqual(expect.arrayContaining(['opened', 'signed-in']));
  });
});
