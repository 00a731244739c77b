/** How long a piece of serialising may hold the event loop before other requests get a turn. */
const SLICE_MS = 2;
/** Records written between looks at the time (a look costs more than a small record). */
const RECORDS_PER_LOOK = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  const parts: string[] = [];
  let sliceStart = performance.now();
  let sinceLook = 0;
  const mayYield = async () => {
    if (++sinceLook < RECORDS_PER_LOOK) return;
    sinceLook = 0;
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
  const entries = Object.entries(world).filter(([, value]) => value !== undefined);
  parts.push('{');
  for (const [index, [key, value]] of entries.entries()) {
    parts.push(`${index ? ',' : ''}${newline}${pad}${JSON.stringify(key)}:${indent ? ' ' : ''}`);
    if (!Array.isArray(value) || value.length === 0) {
      parts.push(nested(JSON.stringify(value, null, indent) ?? 'null', 1));
      await mayYield();
      continue;
    }
    parts.push('[');
    for (const [i, item] of value.entries()) {
      const text = JSON.stringify(item, null, indent) ?? 'null';
      parts.push(`${i ? ',' : ''}${newline}${pad.repeat(2)}${nested(text, 2)}`);
      await mayYield();
    }
    parts.push(`${newline}${pad}]`);
  }
  parts.push(entries.length ? `${newline}}` : '}');
  return parts.join('');
}
