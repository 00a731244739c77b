import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@contract/sales-leads';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { TEST_NOW } from '../api/support/test-app';
import { OPERATOR_KEY, worldHost } from '../api/support/trial-app';
import { outboxOf } from '../api/support/outbox';
import { createWorld, inWorld, sharedTrial } from './support/pg-trial-app';

// Two sandbox processes on one database, as behind a load balancer with no sticky sessions.
const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

const DAY = 24 * 3_600_000;
const ADA = { name: 'Ada Lovelace', workEmail: 'ada@acme.example', company: 'Acme Robotics' };

describe('a kept world in PostgreSQL', () => {
  it('is kept for every process: its info, its lifetime in the sweep, the console, one lead for a double click on two processes', async () => {
    const env = { TRIAL_TTL_HOURS: '24', TRIAL_KEPT_DAYS: '30' };
    const [a, b] = await trial.two({ env });
    const world = await createWorld(a);
    const idle = await createWorld(a);

    await inWorld(a, world, clock).api.post('/__sandbox/keep').send(ADA).expect(200);
    const inB = inWorld(b, world, clock);
    const info = (await inB.api.get('/__sandbox/info').expect(200)).body.data.hosted;
    expect(info).toMatchObject({
      kept: true,
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const leads = await b.apex().get('/__leads').set('x-sandbox-key', OPERATOR_KEY).expect(200);
    expect(leads.body.data).toEqual([
      expect.objectContaining({ worldId: world.id, kept: expect.objectContaining(ADA) }),
    ]);

    // A double click landing on both processes at once: one lead, one email.
    const twice = await createWorld(b);
    const [first, second] = await Promise.all([
      inWorld(a, twice, clock).api.post('/__sandbox/keep').send(ADA),
      inWorld(b, twice, clock).api.post('/__sandbox/keep').send(ADA),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect([first?.body.message, second?.body.message].sort()).toEqual(
      [LEAD_MESSAGES.kept, LEAD_MESSAGES.keptAgain].sort(),
    );
    expect(await outboxOf(inWorld(a, twice, clock), ADA.workEmail)).toHaveLength(1);

    // Past the trial's lifetime: B's sweep removes the idle world and keeps the kept ones.
    clock.advance(2 * DAY);
    expect(await b.trial.sweep()).toBe(1);
    await b.apex().set('Host', worldHost(idle.id)).get('/v1/healthCheck/api').expect(410);
    await a.apex().set('Host', worldHost(world.id)).get('/v1/healthCheck/api').expect(200);

    // Removed, the world takes its lead along: its tombstone keeps no name or address.
    await a
      .apex()
      .delete(`/__worlds/${world.id}`)
      .set('x-sandbox-key', OPERATOR_KEY)
      .set('content-type', 'application/json')
      .send('{}')
      .expect(200);
    const { rows } = await b.database.pool.query(
      'select lead, kept_at, removed_at from worlds where id = $1',
      [world.id],
    );
    expect(rows[0]).toMatchObject({ lead: null, kept_at: null, removed_at: expect.any(Date) });
  });
});
