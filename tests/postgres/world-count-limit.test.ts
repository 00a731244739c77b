import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { SANDBOX_FULL } from '../../mock-server/src/hosting/trial/hosted-trial';
import { TEST_NOW } from '../api/support/test-app';
import { OPERATOR_KEY } from '../api/support/trial-app';
import { sharedTrial } from './support/pg-trial-app';

const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

describe('TRIAL_MAX_WORLDS across processes sharing PostgreSQL', () => {
  it('makes at most the limit from 30 creations at once through two processes', async () => {
    const env = { TRIAL_MAX_WORLDS: '6' };
    const [a, b] = await trial.two({ env });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).apex().post('/__worlds').set('x-sandbox-key', OPERATOR_KEY).send({}),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 503)).toBe(true);
    expect(answers.find((r) => r.status === 503)?.body.message).toBe(SANDBOX_FULL);
    expect(await a.trial.list()).toHaveLength(6);
  });
});
