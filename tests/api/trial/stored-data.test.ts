import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { damagedSnapshot, WORLD_DAMAGED } from '../../../mock-server/src/application/stored-data';
import { asVersion5, OLDER_SHAPES } from '../../../mock-server/src/testing/older-worlds';
import { WORLD_VERSION, type World } from '../../../mock-server/src/model/schema';
import { bearer, DEMO, signIn, type TestApp } from '../support/test-app';
import { createWorld, inWorld, OPERATOR_KEY, type TrialApp, trialApps } from '../support/trial-app';
import { LONG_SESSIONS } from '../support/vms';

const start = trialApps();
let t: TrialApp;

const HOUR = 3_600_000;
const folderOf = (id: string) => path.join(t.dir, 'worlds', id);
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as World;
const customerOf = (world: World) => world.users.find((u) => u.email === DEMO.customer.email)!;
const firstNameIn = async (world: TestApp) => {
  const { accessToken } = await signIn(world, DEMO.customer.email, DEMO.customer.password);
  const me = await world.api.get('/v1/users/me').set('authorization', bearer(accessToken));
  return me.body.data.firstName as string;
};
const operatorList = async () =>
  (await t.apex().get('/__worlds').set('x-sandbox-key', OPERATOR_KEY).expect(200)).body.data as {
    id: string;
    quarantined: { reason: string } | null;
  }[];

describe('a hosted world stored by an older sandbox', () => {
  it.each(OLDER_SHAPES)(
    'opens upgraded from version $version, with its data and its own secret',
    async ({ version, shape }) => {
      t = await start({ env: LONG_SESSIONS });
      const created = await createWorld(t);
      // Its snapshot as a sandbox of that version wrote it; its journal (the world's own
      // secret and links) is replayed onto it before the upgrade.
      const file = path.join(folderOf(created.id), 'db.json');
      const stored = await readJson(file);
      customerOf(stored).firstName = `Version${version}`;
      await writeFile(file, JSON.stringify(shape(stored)));

      expect(await firstNameIn(inWorld(t, created))).toBe(`Version${version}`);
      expect((await readJson(file)).version).toBe(WORLD_VERSION);
    },
  );
});

describe('a hosted world whose stored data is damaged', () => {
  it.each([
    [
      'a snapshot that fails the schema',
      (dir: string) =>
        writeFile(path.join(dir, 'db.json'), `{"version":${WORLD_VERSION},"users":"lost"}`),
    ],
    [
      'a journal damaged before its last line',
      (dir: string) =>
        appendFile(path.join(dir, 'db.journal'), 'garbage\n{"at":"x","changes":[]}\n'),
    ],
  ])(
    'with %s is quarantined: 503 for it alone, listed, kept past expiry and restarts',
    async (_, damage) => {
      t = await start();
      const damaged = await createWorld(t);
      const healthy = await createWorld(t);
      await damage(folderOf(damaged.id));
      const before = await readdir(folderOf(damaged.id));

      for (let i = 0; i < 2; i++) {
        const res = await inWorld(t, damaged).api.get('/v1/healthCheck/api').expect(503);
        expect(res.body).toEqual({ message: WORLD_DAMAGED, data: null });
      }
      await inWorld(t, healthy).api.get('/v1/healthCheck/api').expect(200);
      const listed = await operatorList();
      expect(listed.find((w) => w.id === damaged.id)?.quarantined?.reason).toMatch(/.+/);
      expect(listed.find((w) => w.id === healthy.id)?.quarantined).toBeNull();
      // Nothing of it was replaced: only the quarantine note was added.
      expect(await readdir(folderOf(damaged.id))).toEqual(
        expect.arrayContaining([...before, 'quarantined.json']),
      );

      t.clock.advance(400 * HOUR);
      await t.trial.sweep();
      expect(existsSync(folderOf(damaged.id))).toBe(true);
      await t.close();
      t = await start({ dir: t.dir, clock: t.clock });
      await inWorld(t, damaged).api.get('/v1/healthCheck/api').expect(503);
      await t
        .apex()
        .delete(`/__worlds/${damaged.id}`)
        .set('x-sandbox-key', OPERATOR_KEY)
        .expect(200);
      expect(existsSync(folderOf(damaged.id))).toBe(false);
    },
  );
});

describe('templates and snapshots stored by an older sandbox', () => {
  it('upgrades an older template at start, sets a damaged one aside, and makes worlds from it', async () => {
    t = await start({ env: LONG_SESSIONS });
    const templates = path.join(t.dir, 'templates');
    const seed = await readJson(path.join(templates, 'seed.json'));
    customerOf(seed).firstName = 'Templated';
    await writeFile(path.join(templates, 'demo.json'), JSON.stringify(asVersion5(seed)));
    await writeFile(path.join(templates, 'broken.json'), '{"version":1}');
    await t.close();

    t = await start({ env: LONG_SESSIONS, dir: t.dir, clock: t.clock });
    expect(await t.trial.templates.list()).toEqual([
      'demo',
      'demo-direct',
      'demo-enterprise',
      'demo-reseller',
      'seed',
    ]);
    expect((await readJson(path.join(templates, 'demo.json'))).version).toBe(WORLD_VERSION);
    expect((await readdir(templates)).some((f) => f.startsWith('broken.json.damaged-'))).toBe(true);
    expect(await firstNameIn(inWorld(t, await createWorld(t, 'demo')))).toBe('Templated');
  });

  it('loads and promotes a control-room snapshot saved by an older sandbox; refuses a damaged one', async () => {
    t = await start({ env: LONG_SESSIONS });
    const created = await createWorld(t);
    const world = inWorld(t, created);
    await world.api.post('/__sandbox/snapshots').send({ name: 'now' }).expect(200);
    const shelf = path.join(folderOf(created.id), 'snapshots');
    const saved = await readJson(path.join(shelf, 'now.json'));
    customerOf(saved).firstName = 'Snapshotted';
    await writeFile(path.join(shelf, 'older.json'), JSON.stringify(asVersion5(saved)));
    await writeFile(path.join(shelf, 'broken.json'), '{"version":7,"users":1}');

    await world.api.post('/__sandbox/snapshots/older/load').send({}).expect(200);
    expect(await firstNameIn(world)).toBe('Snapshotted');
    const refused = await world.api.post('/__sandbox/snapshots/broken/load').send({}).expect(422);
    expect(refused.body).toEqual({ message: damagedSnapshot('broken').message, data: null });

    await t
      .apex()
      .post('/__worlds/templates')
      .set('x-sandbox-key', OPERATOR_KEY)
      .send({ name: 'from-older', world: created.id, snapshot: 'older' })
      .expect(201);
    expect(await firstNameIn(inWorld(t, await createWorld(t, 'from-older')))).toBe('Snapshotted');
  });
});
