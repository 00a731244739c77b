import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newWorldId } from '../../hosting/trial/world-ids';
import { describeActivity } from '../../testing/activity.contract';
import { fileActivityStore } from './file-activity';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'activity-'));
  dirs.push(dir);
  return dir;
};

describe('file activity', () => {
  describeActivity(async () => ({
    store: await fileActivityStore(await folder()),
    world: async () => newWorldId(),
  }));

  it('skips a line a crash cut short, and the next batch starts on a line of its own', async () => {
    const dir = await folder();
    const store = await fileActivityStore(dir);
    const id = newWorldId();
    const at = new Date('2026-03-15T10:00:00.000Z');
    await store.append(id, [{ at, kind: 'opened', detail: '', visitor: 'v' }]);
    await appendFile(path.join(dir, `${id}.jsonl`), '{"at":"2026-03-15T10:01:00.000Z","ki');
    await store.append(id, [{ at, kind: 'page', detail: '/vms', visitor: 'v' }]);
    expect((await store.read(id)).map((e) => e.kind)).toEqual(['opened', 'page']);
    expect(await readFile(path.join(dir, `${id}.jsonl`), 'utf8')).toContain('"ki\n');
  });

  it('refuses a name that is not a world id', async () => {
    const store = await fileActivityStore(await folder());
    await expect(store.read('../../etc/passwd')).rejects.toThrow('Not a world id');
  });
});
