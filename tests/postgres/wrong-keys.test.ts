import { describe, it } from 'vitest';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { WRONG_KEYS } from '../../mock-server/src/plugins/wrong-keys';
import { TEST_NOW } from '../api/support/test-app';
import { sharedTrial, type Process } from './support/pg-trial-app';

const clock = fakeClock(TEST_NOW);
const trial = sharedTrial(clock);

describe('wrong keys across processes sharing PostgreSQL', () => {
  it('counts wrong operator keys in every process: spreading them over two gains nothing', async () => {
    const [a, b] = await trial.two();
    const list = (p: Process, i: number) =>
      p.apex().get('/__worlds').set('x-sandbox-key', `wrong-operator-key-${i}`);
    for (let i = 0; i < WRONG_KEYS.max; i++) await list(i % 2 ? a : b, i).expect(403);
    await list(a, -1).expect(429);
    await list(b, -2).expect(429);
  });
});
