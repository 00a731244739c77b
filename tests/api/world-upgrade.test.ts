import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { dataFilePath, journalPath } from '../../mock-server/src/storage/file/file-store';
import { asVersion6, OLDER_SHAPES } from '../../mock-server/src/testing/older-worlds';
import { RECORDED_WORLDS, recordedWorld } from '../../mock-server/src/testing/recorded-worlds';
import { WORLD_VERSION, type World } from '../../mock-server/src/model/schema';
import { vmListResponseSchema } from '../../contract/virtual-machines';
import {
  bearer,
  createTestApp,
  DEMO,
  seededWorld,
  signIn,
  TEST_NOW,
  type TestApp,
} from './support/test-app';
import { dataFolderPerTest, openDataFolder } from './support/data-folder';

const folder = dataFolderPerTest();
let t: TestApp | null = null;
afterEach(async () => {
  await t?.app.close();
  t = null;
});

const clock = fakeClock(TEST_NOW);
const config = () => readConfig({ SANDBOX_DATA_DIR: folder.dir });
const open = () => openDataFolder(folder.dir, clock);
const customerOf = (world: World) => world.users.find((u) => u.email === DEMO.customer.email)!;
const storedVersion = async () =>
  JSON.parse(await readFile(dataFilePath(folder.dir), 'utf8')).version;

describe('a data file of an older world version', () => {
  it.each(OLDER_SHAPES)(
    'is upgraded from version $version on open, its data and sign-ins kept, never reseeded',
    async ({ version, shape }) => {
      const world = await seededWorld(config(), clock.now());
      customerOf(world).firstName = 'Stored';
      await writeFile(dataFilePath(folder.dir), JSON.stringify(shape(world)));

      const opened = await open();
      expect(opened).toMatchObject({
        seeded: false,
        upgradedFrom: version,
        reason: `upgraded from world version ${version}`,
      });
      expect(await storedVersion()).toBe(WORLD_VERSION);
      t = await createTestApp({ store: opened.store, clock });
      const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
      const me = await t.api.get('/v1/users/me').set('authorization', bearer(accessToken));
      expect(me.body.data.firstName).toBe('Stored');
      // What the upgrade added works: the system lookups of the platform calls.
      const types = await t.api
        .get('/v1/system/addressTypes')
        .set('authorization', bearer(accessToken))
        .expect(200);
      expect(types.body.data.length).toBeGreaterThan(0);
    },
  );

  it.each(RECORDED_WORLDS)(
    'is opened from the world version $version really stored ($commit): the demo customer signs in and sees its VMs',
    async ({ version }) => {
      const stored = recordedWorld(version);
      await writeFile(dataFilePath(folder.dir), JSON.stringify(stored));
      // A day after it was seeded and used, so the sign-in's code is the newest email.
      const seededAt = Date.parse((stored.meta as { seededAt: string }).seededAt);
      const later = fakeClock(new Date(seededAt + 24 * 3_600_000).toISOString());

      const opened = await openDataFolder(folder.dir, later);
      expect(opened).toMatchObject({ seeded: false, upgradedFrom: version });
      expect(await storedVersion()).toBe(WORLD_VERSION);
      t = await createTestApp({ store: opened.store, clock: later });
      const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
      const get = (url: string) => t!.api.get(url).set('authorization', bearer(accessToken));
      const list = vmListResponseSchema.parse(
        (await get('/v1/virtualMachines/list?rowsPerPage=100').expect(200)).body.data,
      );
      const rows = <T>(key: string) => stored[key] as T[];
      const customer = rows<{ id: number; email: string; companyId: number }>('users').find(
        (u) => u.email === DEMO.customer.email,
      )!;
      type StoredVm = { id: number; companyId: number; teamId: number | null; status: string };
      const own = rows<StoredVm>('virtualMachines').filter(
        (vm) => vm.companyId === customer.companyId,
      );
      expect(list.data.map((vm) => vm.id).sort((a, b) => a - b)).toEqual(own.map((vm) => vm.id));
      // A field the upgrade made: a VM of a team the customer runs (Admin) has its SSH password.
      const runs = rows<{ teamId: number; userId: number; roleId: number }>('teamMembers')
        .filter((m) => m.userId === customer.id && m.roleId === 1)
        .map((m) => m.teamId);
      const reachable = own.find((vm) => vm.status === 'Running' && runs.includes(vm.teamId!))!;
      const password = await get(`/v1/virtualMachines/getPassword/${reachable.id}`).expect(200);
      expect(password.body.data.sshPassword).toMatch(/^.{16}$/);
      // Its jobs (a VM the customer created on version 2) still report their progress.
      for (const job of rows<{ id: number; companyId: number | null }>('jobs'))
        if (job.companyId === customer.companyId)
          await get(`/v1/resource/jobs/${job.id}`).expect(200);
    },
  );

  it('has its journal (written in that version) replayed before the upgrade, then folded', async () => {
    const world = await seededWorld(config(), clock.now());
    const old = asVersion6(world);
    await writeFile(dataFilePath(folder.dir), JSON.stringify(old));
    const network = (old.networks as { id: number; name: string }[])[0]!;
    const changes = [
      { op: 'put', key: 'users', record: { ...customerOf(world), firstName: 'Journaled' } },
      { op: 'put', key: 'networks', record: { ...network, name: 'renamed-before-upgrade' } },
    ];
    await appendFile(journalPath(folder.dir), `${JSON.stringify({ at: TEST_NOW, changes })}\n`);

    const { store } = await open();
    expect(customerOf(store.data).firstName).toBe('Journaled');
    const upgraded = store.data.networks.find((n) => n.id === network.id);
    expect(upgraded).toMatchObject({ name: 'renamed-before-upgrade', pendingJobId: null });
    expect(await readFile(journalPath(folder.dir), 'utf8')).toBe('');
    expect(await storedVersion()).toBe(WORLD_VERSION);
  });
});

describe('a damaged data file (npm start)', () => {
  it.each([
    ['fails the schema', (w: World) => ({ ...w, virtualMachines: 'lost' }), /virtualMachines/],
    ['is of a newer version', (w: World) => ({ ...w, version: WORLD_VERSION + 1 }), /newer/],
  ])(
    'that %s is set aside with its time and said so, never silently replaced',
    async (_, damage, why) => {
      const world = await seededWorld(config(), clock.now());
      const damaged = JSON.stringify(damage(world));
      await writeFile(dataFilePath(folder.dir), damaged);

      const opened = await open();
      expect(opened.seeded).toBe(true);
      expect(opened.reason).toMatch(why);
      expect(opened.reason).toMatch(/kept as \*\.corrupt-/);
      const aside = (await readdir(folder.dir)).find((f) => f.startsWith('db.json.corrupt-'));
      expect(await readFile(path.join(folder.dir, aside!), 'utf8')).toBe(damaged);
      expect(await storedVersion()).toBe(WORLD_VERSION);
    },
  );
});
