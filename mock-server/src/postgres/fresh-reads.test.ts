import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answers the test releases one by one, counting how many were started. */
function controlledRead() {
  const started: { key: string; answer: (v: number) => void }[] = [];
  const read = (key: string) => new Promise<number>((answer) => started.push({ key, answer }));
  return { read, started };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('freshReads', () => {
  it('answers a caller only from a read that started after it asked; a burst shares one read', async () => {
    const { read, started } = controlledRead();
    const find = freshReads(read);
    const first = find('w');
    // Asked while the first read is in flight: they wait for the next, and share it.
    const second = find('w');
    const third = find('w');
    expect(started).toHaveLength(1);
    started[0]?.answer(1);
    expect(await first).toBe(1);
    await tick();
    expect(started).toHaveLength(2);
    started[1]?.answer(2);
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('reads keys apart, and starts again after a failed read', async () => {
    const find = freshReads(async (key: string) => {
      if (key === 'bad') throw new Error('gone');
      return key.length;
    });
    await expect(find('bad')).rejects.toThrow('gone');
    expect(await Promise.all([find('a'), find('bbb')])).toEqual([1, 3]);
    await expect(find('bad')).rejects.toThrow('gone');
  });
});
