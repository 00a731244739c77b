import { setImmediate as nextTurn } from 'node:timers/promises';
import { Records } from '../../model/records';

/** How long a piece of serialising may hold the event loop before other requests get a turn. */
const SLICE_MS = 2;
/**
 * Records serialised by one call to JSON.stringify: a call per record (and re-indenting its text)
 * made a world five times slower to write than one call for it all. Each collection starts with
 * a few, then takes as many as fit in a fraction of a slice (a few large images, thousands of VMs).
 */
const FIRST_CALL = 8;
const MOST_PER_CALL = 4096;

/**
 * The JSON text of a world, exactly as `JSON.stringify(world, null, indent)` makes it, written
 * a piece at a time: other requests (of every world of the process) run between the pieces.
 * Serialising a large world whole holds the event loop for tens of milliseconds. Safe because a
 * committed world never changes: a change makes a new root and new collections.
 */
export async function worldText(world: object, indent: 0 | 2 = 0): Promise<string> {
  const pad = ' '.repeat(indent);
  const newline = indent ? '\n' : '';
  // A nested value's own lines, one level deeper than JSON.stringify would put them.
  const nested = (text: string, depth: number) =>
    indent ? text.replaceAll('\n', `\n${pad.repeat(depth)}`) : text;
  // Records of a collection, each on its lines at the collection's depth, without brackets:
  // wrapped twice, JSON.stringify indents them exactly as it would inside the world. Cut off:
  // `[\n  [` before them and `\n  ]\n]` after (`[[` and `]]` without indent).
  const before = 2 + newline.length + indent;
  const after = 2 + 2 * newline.length + indent;
  const records = (items: unknown[]) => JSON.stringify([items], null, indent).slice(before, -after);
  const parts: string[] = [];
  let sliceStart = performance.now();
  const mayYield = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
  const entries = Object.entries(world).filter(([, value]) => value !== undefined);
  parts.push('{');
  for (const [index, [key, kept]] of entries.entries()) {
    const value = kept instanceof Records ? kept.toArray() : kept;
    parts.push(`${index ? ',' : ''}${newline}${pad}${JSON.stringify(key)}:${indent ? ' ' : ''}`);
    if (!Array.isArray(value) || value.length === 0) {
      parts.push(nested(JSON.stringify(value, null, indent) ?? 'null', 1));
      await mayYield();
      continue;
    }
    parts.push('[');
    let perCall = FIRST_CALL;
    for (let i = 0; i < value.length;) {
      const started = performance.now();
      parts.push(`${i ? ',' : ''}${records(value.slice(i, i + perCall))}`);
      i += perCall;
      const took = performance.now() - started;
      if (took < SLICE_MS / 8) perCall = Math.min(perCall * 2, MOST_PER_CALL);
      else if (took > SLICE_MS / 2) perCall = Math.max(1, perCall >> 1);
      await mayYield();
    }
    parts.push(`${newline}${pad}]`);
  }
  parts.push(entries.length ? `${newline}}` : '}');
  return parts.join('');
}
