import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { TEST_NOW } from '../api/support/test-app';
import { createWorld, inWorld, sharedTrial } from './support/pg-trial-app';

const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

describe('TRIAL_MAX_WORLD_MB across processes sharing PostgreSQL', () => {
  it('counts the snapshots each process saves: 48 saves at once through two never pass the cap', async () => {
    const env = { TRIAL_MAX_WORLD_MB: '1' };
    const [a, b] = await trial.two({ env });
    const world = await createWorld(a);
    const [inA, inB] = [inWorld(a, world, clock), inWorld(b, world, clock)];
    const answers: Awaited<ReturnType<typeof inA.api.post>>[] = [];
    // Eight at a time through each process, as many as a world's line of heavy calls holds.
    for (let round = 0; round < 3; round++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            (i % 2 ? inA : inB).api
              .post('/__sandbox/snapshots')
              .send({ name: `copy ${round}-${i}` }),
          ),
        )),
      );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 507)).toBe(true);
    expect(statuses).toContain(507);

    const [summary] = (await a.trial.list()).filter((w) => w.id === world.id);
    expect(summary?.sizeBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
