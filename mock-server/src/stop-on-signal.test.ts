import { describe, expect, it } from 'vitest';
import { stopInOrder } from './stop-on-signal';

describe('stopInOrder', () => {
  it('runs every step in order and exits 0 when all succeed', async () => {
    const ran: string[] = [];
    const step = (what: string) => ({ what, run: async () => void ran.push(what) });
    const code = await stopInOrder([step('close'), step('fold'), step('release')]);
    expect(ran).toEqual(['close', 'fold', 'release']);
    expect(code).toBe(0);
  });

  it('goes on past a failed step, says which failed, and exits 1', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const code = await stopInOrder(
      [
        { what: 'stop serving', run: async () => void ran.push('close') },
        {
          what: 'fold the journal into the snapshot',
          run: async () => {
            throw new Error('ENOSPC: no space left on device');
          },
        },
        { what: 'release the data folder', run: async () => void ran.push('release') },
      ],
      (line) => lines.push(line),
    );
    expect(ran).toEqual(['close', 'release']);
    expect(lines).toEqual([
      'Could not fold the journal into the snapshot on the way out: ENOSPC: no space left on device',
    ]);
    expect(code).toBe(1);
  });
});
