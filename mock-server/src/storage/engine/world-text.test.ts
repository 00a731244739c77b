import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { worldText } from './world-text';

const world = () => {
  const w = emptyWorld({ seed: 3, now: new Date('2026-01-01'), jwtSecret: 'x'.repeat(32) });
  return {
    ...w,
    notes: undefined,
    virtualMachines: Array.from({ length: 5000 }, (_, id) => ({
      id,
      name: `vm "${id}"\n`,
      tags: id % 2 ? [] : ['a', { b: null }],
      nested: { deep: [1, { x: 'é' }] },
    })),
    // Records far larger than a VM: the pieces shrink to fit them.
    brandAssets: Array.from({ length: 40 }, (_, id) => ({ id, data: 'x'.repeat(100_000 + id) })),
  };
};

describe('worldText', () => {
  it.each([0, 2] as const)('is JSON.stringify(world, null, %i), to the byte', async (indent) => {
    const w = world();
    expect(await worldText(w, indent)).toBe(JSON.stringify(w, null, indent));
    expect(await worldText({}, indent)).toBe(JSON.stringify({}, null, indent));
    expect(await worldText({ a: [], b: {} }, indent)).toBe(
      JSON.stringify({ a: [], b: {} }, null, indent),
    );
  });

  it('lets other work run while it writes a large world', async () => {
    const w = world();
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      const big = { ...w, virtualMachines: [...w.virtualMachines, ...w.virtualMachines] };
      const text = await worldText(big, 2);
      expect(JSON.parse(text).virtualMachines).toHaveLength(10_000);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
