import { describe, expect, it } from 'vitest';
import { SANDBOX_FULL } from '../../../mock-server/src/hosting/trial/hosted-trial';
import { createWorld, inWorld, OPERATOR_KEY, trialApps } from '../support/trial-app';

const start = trialApps();

describe('limits counted with the work in flight', () => {
  it('makes at most TRIAL_MAX_WORLDS worlds from 30 creations at once', async () => {
    const t = await start({ env: { TRIAL_MAX_WORLDS: '6' } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.apex().post('/__worlds').set('x-sandbox-key', OPERATOR_KEY).send({}),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 503)).toBe(true);
    expect(answers.find((a) => a.status === 503)?.body.message).toBe(SANDBOX_FULL);
    expect(await t.trial.list()).toHaveLength(6);
  });

  it('counts snapshots being saved against TRIAL_MAX_WORLD_MB', async () => {
    const t = await start({ env: { TRIAL_MAX_WORLD_MB: '1' } });
    const world = await createWorld(t);
    const { api } = inWorld(t, world);
    // Eight at once, as many as a world's line of heavy calls holds, until the cap is met.
    const answers: Awaited<ReturnType<typeof api.post>>[] = [];
    for (let round = 0; round < 10 && !answers.some((a) => a.status === 507); round++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            api.post('/__sandbox/snapshots').send({ name: `copy ${round}-${i}` }),
          ),
        )),
      );
    const refused = answers.filter((a) => a.status !== 200);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.status === 507)).toBe(true);
    // Each save is counted before it is written, with those in flight: the world stays within.
    const [summary] = await t.trial.list();
    expect(summary?.sizeBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
