import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import {
  dataFilePath,
  journalPath,
  openFileStore,
} from '../../mock-server/src/storage/file/file-store';
import { SAVE_FAILED, Store } from '../../mock-server/src/storage/engine/store';
import { WORLD_VERSION } from '../../mock-server/src/model/schema';
import { seedWorld } from '../../mock-server/src/seed/seed';
import { linkFor, NEW_PASSWORD, resetPasswordFromEmail } from './support/outbox';
import { createTestApp, DEMO, signIn, TEST_NOW, type TestApp } from './support/test-app';

let dir: string;
let t: TestApp | null = null;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-'));
});
afterEach(async () => {
  await t?.app.close();
  await rm(dir, { recursive: true, force: true });
});

const clock = fakeClock(TEST_NOW);
// Compaction only when asked: these tests look at the journal between changes.
const open = (fresh = false) => {
  const config = readConfig({ SANDBOX_DATA_DIR: dir });
  return openFileStore({
    dir,
    fresh,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
    quietMs: 60_000,
  });
};
const renameCustomer = (store: Store, firstName: string) =>
  store.mutate((world) => {
    const user = world.users.find((u) => u.email === DEMO.customer.email);
    if (user) user.firstName = firstName;
  });
const customerName = (store: Store) =>
  store.data.users.find((u) => u.email === DEMO.customer.email)?.firstName;

describe('the file store', () => {
  it('keeps a reset password across a reopen of the data file', async () => {
    const first = await open();
    expect(first.seeded).toBe(true);
    t = await createTestApp({ store: first.store, clock });
    await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email }).expect(200);
    const { token, id } = await linkFor(t, DEMO.customer.email, 'password-reset');
    await resetPasswordFromEmail(t, token, { password: NEW_PASSWORD, resetKey: token, id }).expect(
      200,
    );
    await t.app.close();
    await first.store.close();

    const second = await open();
    expect(second).toMatchObject({ seeded: false, reason: 'reused' });
    t = await createTestApp({ store: second.store, clock });
    await signIn(t, DEMO.customer.email, NEW_PASSWORD);
    await t.api.post('/v1/auth/login').send(DEMO.customer).expect(401);
  });

  it('keeps sessions valid across a reopen (the JWT secret is part of the data)', async () => {
    const first = await open();
    t = await createTestApp({ store: first.store, clock });
    const session = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    await t.app.close();
    await first.store.close();

    t = await createTestApp({ store: (await open()).store, clock });
    await t.api
      .get('/v1/users/me')
      .set('authorization', `Bearer ${session.accessToken}`)
      .expect(200);
  });

  it('reseeds when asked to, and sets an unreadable file aside instead of crashing', async () => {
    const first = await open();
    await first.store.mutate((world) => {
      const dana = world.users.find((u) => u.email === DEMO.customer.email);
      if (dana) dana.firstName = 'Changed';
    });
    await first.store.close();
    const reseeded = (await open(true)).store.data.users;
    expect(reseeded.find((u) => u.email === DEMO.customer.email)?.firstName).toBe('Dana');

    await writeFile(dataFilePath(dir), '{"half": '); // as if cut off mid-write by hand
    const recovered = await open();
    expect(recovered.seeded).toBe(true);
    expect(recovered.reason).toMatch(/unreadable/);
    expect(JSON.parse(await readFile(dataFilePath(dir), 'utf8')).version).toBe(WORLD_VERSION);
  });

  it('answers a change only once its journal line is on disk, and replays it after a crash', async () => {
    const first = await open();
    await renameCustomer(first.store, 'Journaled');
    // The snapshot does not have it yet: the journal does, and a reopen (after a crash, no
    // shutdown) replays it.
    expect(await readFile(dataFilePath(dir), 'utf8')).not.toContain('Journaled');
    expect(await readFile(journalPath(dir), 'utf8')).toContain('Journaled');
    const second = await open();
    expect(customerName(second.store)).toBe('Journaled');
    // Reopening folds the journal into a fresh snapshot.
    expect(await readFile(dataFilePath(dir), 'utf8')).toContain('Journaled');
    expect((await stat(journalPath(dir))).size).toBe(0);
  });

  it('ignores a torn last journal line (never acknowledged) but refuses a damaged middle', async () => {
    const first = await open();
    await renameCustomer(first.store, 'Whole');
    await appendFile(journalPath(dir), '{"at":"2026-03-15T10:00:00.000Z","changes":[{"op":"pu');
    expect(customerName((await open()).store)).toBe('Whole');

    const third = await open();
    await renameCustomer(third.store, 'Before');
    await appendFile(journalPath(dir), 'garbage\n');
    await renameCustomer(third.store, 'After');
    const damaged = await open();
    expect(damaged.seeded).toBe(true);
    expect(damaged.reason).toMatch(/line 2 is damaged/);
  });

  it('folds the journal into the snapshot at shutdown', async () => {
    const first = await open();
    await renameCustomer(first.store, 'Closed');
    await first.store.close();
    expect(JSON.parse(await readFile(dataFilePath(dir), 'utf8')).users).toContainEqual(
      expect.objectContaining({ firstName: 'Closed' }),
    );
    expect((await stat(journalPath(dir))).size).toBe(0);
  });

  it('keeps its folder and files readable by their owner only (they hold secrets)', async () => {
    const first = await open();
    await renameCustomer(first.store, 'Private');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(dataFilePath(dir))).mode & 0o777).toBe(0o600);
    expect((await stat(journalPath(dir))).mode & 0o777).toBe(0o600);
  });

  it('answers 503 when the disk refuses a change, and nothing is changed', async () => {
    const seeded = await seedWorld(readConfig({}), clock.now());
    const refusing = {
      append: () => Promise.reject(new Error('ENOSPC: no space left on device')),
      snapshot: async () => {},
      journalSize: 0,
      close: async () => {},
    };
    t = await createTestApp({ store: new Store(seeded, refusing, 'file', 'full-disk'), clock });
    const res = await t.api.post('/v1/users/forgotPassword').send({ email: DEMO.customer.email });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: SAVE_FAILED, data: null });
    expect(t.store.data.outbox.filter((m) => m.kind === 'password-reset')).toEqual([]);
  });
});
