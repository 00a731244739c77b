import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ACTIVITY_KINDS, type ActivityKind } from '@contract/activity';
import type { ActivityStore, StoredActivity } from '../ports/activity';
import { WORLD_ID } from '../ports/world-registry';

type Line = { at: string; kind: ActivityKind; detail: string; visitor: string | null };

const KINDS = new Set<string>(ACTIVITY_KINDS);

/** A line as written, or null for one a crash cut short (only ever the last). */
function parse(line: string): StoredActivity | null {
  try {
    const l = JSON.parse(line) as Line;
    if (!KINDS.has(l.kind) || typeof l.detail !== 'string') return null;
    return { at: new Date(l.at), kind: l.kind, detail: l.detail, visitor: l.visitor ?? null };
  } catch {
    return null;
  }
}

/**
 * Each world's activity as a file of JSON lines in SANDBOX_DATA_DIR/activity/<id>.jsonl, beside
 * the worlds (not in a world's folder: it counts in no world's size), appended and synced per
 * batch. A crash can only cut the last line short, which reading skips.
 */
export async function fileActivityStore(dir: string): Promise<ActivityStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileOf = (worldId: string) => {
    if (!WORLD_ID.test(worldId)) throw new Error(`Not a world id: ${worldId}`);
    return path.join(dir, `${worldId}.jsonl`);
  };
  const read = async (worldId: string) => {
    const text = await readFile(fileOf(worldId), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const events: StoredActivity[] = [];
    for (const line of text.split('\n')) {
      const event = line ? parse(line) : null;
      if (event) events.push(event);
    }
    return events;
  };
  return {
    async append(worldId, events) {
      if (events.length === 0) return;
      const lines = events.map((e) =>
        JSON.stringify({
          at: e.at.toISOString(),
          kind: e.kind,
          detail: e.detail,
          visitor: e.visitor,
        }),
      );
      const handle = await open(fileOf(worldId), 'a', 0o600);
      try {
        // A line cut short by a crash before this one ends here, not inside the next.
        await handle.write(`\n${lines.join('\n')}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
    read,
    async readMany(worldIds) {
      const records = new Map<string, StoredActivity[]>();
      for (const id of worldIds) records.set(id, await read(id));
      return records;
    },
    remove: (worldId) => rm(fileOf(worldId), { force: true }),
  };
}
