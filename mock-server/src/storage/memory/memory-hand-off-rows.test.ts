import { describe } from 'vitest';
import { newWorldId } from '../../hosting/trial/world-ids';
import { describeHandOffs } from '../../testing/hand-offs.contract';
import { memoryHandOffRows } from './memory-hand-off-rows';

describe('memory hand-offs', () => {
  describeHandOffs(async () => {
    const stored: unknown[] = [];
    const rows = memoryHandOffRows();
    return {
      rows: {
        ...rows,
        put: async (codeHash, handOff) => {
          stored.push({ codeHash, ...handOff });
          return rows.put(codeHash, handOff);
        },
      },
      world: async () => newWorldId(),
      dump: async () => JSON.stringify(stored),
    };
  });
});
