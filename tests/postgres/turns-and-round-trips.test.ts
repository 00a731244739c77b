import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { FREE_UNDER_WAY } from '../../mock-server/src/application/fair-share';
import { trialHost } from '../../mock-server/src/hosting/trial/trial-host';
import type { Resolution } from '../../mock-server/src/hosting/world-host';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { TEST_NOW } from '../api/support/test-app';
import { worldHost } from '../api/support/trial-app';
import { createWorld, sharedTrial } from './support/pg-trial-app';

const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

describe('a busy world shared with other processes', () => {
  it('is checked in each request’s turn as of when the request came, one round trip for all', async () => {
    const p = await trial.start();
    const world = await createWorld(p);
    const host = trialHost(p.trial);
    const request = { headers: { host: worldHost(world.id) } } as FastifyRequest;
    const resolve = async () => (await host.resolve(request)) as Resolution;
    const roundTrips = () => p.storage.mark?.() ?? 0;
    const warm = await resolve();
    expect(warm.kind).toBe('world');
    if (warm.kind === 'world') warm.release?.();

    const opened: { since?: number; roundTripsThen: number }[] = [];
    const open = p.trial.open.bind(p.trial);
    vi.spyOn(p.trial, 'open').mockImplementation((id, since) => {
      opened.push({ since, roundTripsThen: roundTrips() });
      return open(id, since);
    });
    const came = roundTrips();
    const burst = Array.from({ length: 20 }, resolve);
    // Past the few that go on at once, a request waits for its turn before its world is looked up.
    expect(opened).toHaveLength(FREE_UNDER_WAY);
    const resolutions = await Promise.all(burst);
    expect(resolutions.map((r) => r.kind)).toEqual(Array(20).fill('world'));
    for (const r of resolutions) if (r.kind === 'world') r.release?.();

    expect(opened).toHaveLength(20);
    // Looked up after a round trip had started, yet as of when each came: that round trip,
    // which started after all of them came, answered for every one.
    expect(opened.map((o) => o.since)).toEqual(Array(20).fill(came));
    expect(opened.at(-1)?.roundTripsThen).toBeGreaterThan(came);
    expect(roundTrips() - came).toBe(1);
  });
});
