import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { dataFilePath, openFileStore } from '../../mock-server/src/store/file-store';
import { WORLD_VERSION } from '../../mock-server/src/store/schema';
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
const open = (fresh = false) => {
  const config = readConfig({ SANDBOX_DATA_DIR: dir });
  return openFileStore({
    dir,
    fresh,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
  });
};

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

    t = await createTestApp({ store: (await open()).store, clock });
    await t.api
      .get('/v1/users/me')
      .set('authorization', `Bearer ${session.accessToken}`)
      .expect(200);
  });

  it('reseeds when asked to, and sets an unreadable file aside instead of crashing', async () => {
    const first = await open();
    const dana = first.store.data.users.find((u) => u.email === DEMO.customer.email);
    if (dana) dana.firstName = 'Changed';
    await first.store.save();
    const reseeded = (await open(true)).store.data.users;
    expect(reseeded.find((u) => u.email === DEMO.customer.email)?.firstName).toBe('Dana');

    await writeFile(dataFilePath(dir), '{"half": '); // as if cut off mid-write by hand
    const recovered = await open();
    expect(recovered.seeded).toBe(true);
    expect(recovered.reason).toMatch(/unreadable/);
    expect(JSON.parse(await readFile(dataFilePath(dir), 'utf8')).version).toBe(WORLD_VERSION);
  });
});
