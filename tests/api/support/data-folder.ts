import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { readConfig } from '../../../mock-server/src/config';
import type { FakeClock } from '../../../mock-server/src/simulation/clock';
import { openFileStore } from '../../../mock-server/src/storage/file/file-store';
import { seededWorld } from './test-app';
import { TEST_PASSWORD_COST } from '../../support/password-cost';

/** For a test file: a data folder of its own for each test, removed after it. */
export function dataFolderPerTest(): { readonly dir: string } {
  const folder = { dir: '' };
  beforeEach(async () => {
    folder.dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-'));
  });
  afterEach(() => rm(folder.dir, { recursive: true, force: true }));
  return folder;
}

/**
 * The file store of `dir`, as `npm start` opens it (the worker's seeded world when empty);
 * compaction only when asked, so tests can look at the journal between changes.
 */
export const openDataFolder = (dir: string, clock: FakeClock) =>
  openFileStore({
    dir,
    fresh: false,
    now: clock.now(),
    seed: () =>
      seededWorld(readConfig({ SANDBOX_DATA_DIR: dir, ...TEST_PASSWORD_COST }), clock.now()),
    quietMs: 60_000,
  });
