import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { bearer, DEMO, signIn, TEST_NOW } from '../api/support/test-app';
import { OPERATOR_KEY, worldHost } from '../api/support/trial-app';
import { as, signInAs } from '../api/support/vms';
import { createWorld, inWorld, sharedTrial } from './support/pg-trial-app';

// Two sandbox processes on one database, as behind a load balancer with no sticky sessions.
const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

async function twoProcesses() {
  const [a, b] = await trial.two();
  const world = await createWorld(a);
  return { a, b, world, inA: inWorld(a, world, clock), inB: inWorld(b, world, clock) };
}

const teamNames = async (who: ReturnType<typeof as>) =>
  (
    (await who.get('/v1/teams/list', { size: 100 }).expect(200)).body.data.data as {
      name: string;
    }[]
  ).map((t) => t.name);

describe('several processes sharing the worlds in PostgreSQL', () => {
  it('serves a world created by one process through the other, with its tokens', async () => {
    const { inA, inB } = await twoProcesses();
    // Signed in through A (the code read from the outbox through B): B accepts the token.
    const { accessToken } = await signIn(inA, DEMO.customer.email, DEMO.customer.password);
    const me = await inB.api.get('/v1/users/me').set('authorization', bearer(accessToken));
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(DEMO.customer.email);
  });

  it('shows a write acknowledged by one process to the very next request through the other', async () => {
    const { inA, inB } = await twoProcesses();
    const token = (await signIn(inA, DEMO.customer.email, DEMO.customer.password)).accessToken;
    const [viaA, viaB] = [as(inA, token), as(inB, token)];
    // B has the world in memory before A writes: it must catch up, not answer from its copy.
    expect(await teamNames(viaB)).not.toContain('Written through A');
    await viaA.post('/v1/teams/create', { name: 'Written through A' }).expect(200);
    expect(await teamNames(viaB)).toContain('Written through A');
    await viaB.post('/v1/teams/create', { name: 'Written through B' }).expect(200);
    expect(await teamNames(viaA)).toEqual(
      expect.arrayContaining(['Written through A', 'Written through B']),
    );
  });

  it('reads nothing from the journal while the commit feed vouches for the copy', async () => {
    const { a, b, inA, inB } = await twoProcesses();
    const token = (await signIn(inA, DEMO.customer.email, DEMO.customer.password)).accessToken;
    const [viaA, viaB] = [as(inA, token), as(inB, token)];
    await viaA.post('/v1/teams/create', { name: 'Written once through A' }).expect(200);
    // B's journal reads, counted on its real pool.
    let journalReads = 0;
    const query = b.database.pool.query.bind(b.database.pool) as (...args: unknown[]) => unknown;
    b.database.pool.query = ((...args: unknown[]) => {
      if (String(args[0]).includes('from world_journal')) journalReads++;
      return query(...args);
    }) as typeof b.database.pool.query;
    // B's first request opens the world: that read is the one it needs.
    expect(await teamNames(viaB)).toContain('Written once through A');
    expect(journalReads).toBe(1);
    // One round trip on each process's feed per request: the registry's row and the world's
    // copy are checked as of the same moment.
    const trips = () => [a.storage.mark?.() ?? 0, b.storage.mark?.() ?? 0];
    const [aBefore, bBefore] = trips();
    for (let i = 0; i < 50; i++)
      expect(await teamNames(i % 2 ? viaA : viaB)).toContain('Written once through A');
    expect(journalReads).toBe(1);
    expect(trips()).toEqual([(aBefore ?? 0) + 25, (bBefore ?? 0) + 25]);
  });

  it('loses no update when both processes write to one world at once', async () => {
    const { inA, inB } = await twoProcesses();
    const token = (await signIn(inA, DEMO.customer.email, DEMO.customer.password)).accessToken;
    const [viaA, viaB] = [as(inA, token), as(inB, token)];
    const names = Array.from({ length: 24 }, (_, i) => `Concurrent ${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      names.map((name, i) => (i % 2 ? viaA : viaB).post('/v1/teams/create', { name })),
    );
    expect(answers.map((r) => r.status)).toEqual(names.map(() => 200));
    // Each got an id of its own: a change that met the other's commit ran again on top of it.
    const ids = answers.map((r) => r.body.data.teamId as number);
    expect(new Set(ids).size).toBe(names.length);
    for (const who of [viaA, viaB])
      expect(await teamNames(who)).toEqual(expect.arrayContaining(names));
  });

  it('resets a world through one process for every process', async () => {
    const { inA, inB } = await twoProcesses();
    const customerA = await signInAs(inA);
    await customerA.post('/v1/teams/create', { name: 'Gone after the reset' }).expect(200);
    await inB.api.post('/__sandbox/reset').send({}).expect(200);
    const customerA2 = await signInAs(inA);
    expect(await teamNames(customerA2)).not.toContain('Gone after the reset');
  });

  it("hands a new world's key over through whichever process the visitor reaches", async () => {
    const { a, b } = await twoProcesses();
    const started = await a.apex().post('/__worlds/start').send('').expect(303);
    const claim = new URL(started.headers.location as string);
    const id = claim.hostname.split('.')[0] as string;
    const res = await b.app.inject({
      method: 'GET',
      url: `${claim.pathname}${claim.search}`,
      headers: { host: worldHost(id) },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/login/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
  });

  it("accepts the operator's key in a process started without it: its hash is shared", async () => {
    await trial.start(); // started with the key: it stores the key's hash
    const b = await trial.start({ env: { TRIAL_OPERATOR_KEY: '' } });
    await b.apex().get('/__worlds').set('x-sandbox-key', OPERATOR_KEY).expect(200);
    await b.apex().get('/__worlds').set('x-sandbox-key', `${OPERATOR_KEY}x`).expect(403);
  });

  it('counts sign-in attempts in every process: spreading them over two gains nothing', async () => {
    const { inA, inB } = await twoProcesses();
    const wrong = { email: DEMO.customer.email, password: 'not-the-password' };
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await (i % 2 ? inA : inB).api.post('/v1/auth/login').send(wrong)).status);
    // 20 a minute per account (plugins/rate-limits.ts), whichever process answers.
    expect(answers.slice(0, 20).every((s) => s === 401 || s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('removes a world for every process: deleted through one, gone (410) through the other', async () => {
    const { a, b, world, inB } = await twoProcesses();
    await inB.api.get('/v1/healthCheck/api').expect(200);
    await a.apex().delete(`/__worlds/${world.id}`).set('x-sandbox-key', world.key).expect(200);
    await inB.api.get('/v1/healthCheck/api').expect(410);
    expect((await b.trial.list()).map((w) => w.id)).not.toContain(world.id);
  });
});
