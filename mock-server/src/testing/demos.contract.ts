import { expect, it } from 'vitest';
import type { DemoActor, DemoQuery, DemoRecord, DemoStore } from '../storage/ports/demos';
import { worldOfJson } from '../model/world-json';

/** A backend's demo store for one test, and how to look inside. */
export type DemoBackend = {
  store: DemoStore;
  /** The same store as another process sees it, where several share it. */
  another?: () => Promise<DemoStore>;
  /** A world a demo may hang on. */
  world(): Promise<string>;
};

const SELLER: DemoActor = { kind: 'seller', id: 's1', name: 'Sam' };
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 15, 10, minutes));
const worldNamed = (name: string) => worldOfJson({ companies: [{ id: 1, name }] });

let n = 0;
function demo(worldId: string, over: Partial<DemoRecord> = {}): DemoRecord {
  n += 1;
  return {
    id: `demo-${n}-${Math.random().toString(36).slice(2)}`,
    worldId,
    company: 'Acme',
    template: 'seed',
    persona: 'trial@example.com',
    logoUrl: null,
    tabIconUrl: null,
    contact: { name: null, email: null },
    note: '',
    createdBy: SELLER,
    createdAt: at(0),
    expiresAt: at(60 * 24),
    revokedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    lastVisitAt: null,
    visits: 0,
    actions: 0,
    linkTokenHash: `hash-${n}-${Math.random()}`,
    history: [{ at: at(0), by: SELLER, action: 'created', detail: '' }],
    ...over,
  };
}

/** The behaviour every backend's demo store shares: `backend` gives new storage for each test. */
export function describeDemos(backend: () => Promise<DemoBackend>) {
  it('finds a demo by id, world and link, with its prepared world', async () => {
    const b = await backend();
    const record = demo(await b.world(), { contact: { name: 'Jo', email: null } });
    await b.store.add(record, worldNamed('Prepared'));
    expect(await b.store.find(record.id)).toEqual(record);
    expect((await b.store.byWorld(record.worldId))?.id).toBe(record.id);
    expect((await b.store.byLinkHash(record.linkTokenHash))?.id).toBe(record.id);
    expect(await b.store.find('unknown')).toBeNull();
    expect(await b.store.byLinkHash('unknown')).toBeNull();
    expect(await b.store.readPrepared(record.id)).toEqual(worldNamed('Prepared'));
    expect(await b.store.readPrepared('unknown')).toBeNull();
  });

  it('lists newest first, paged, searched in company and note, sorted', async () => {
    const b = await backend();
    const names = ['Beta', 'alpha', 'Gamma'];
    for (const [i, company] of names.entries())
      await b.store.add(
        demo(await b.world(), { company, note: i === 2 ? 'the big one' : '', createdAt: at(i) }),
        worldNamed(company),
      );
    const query: DemoQuery = { page: 1, size: 25, search: '', sort: 'createdAt', descending: true };
    const companies = async (q: Partial<DemoQuery>) =>
      (await b.store.list({ ...query, ...q })).data.map((d) => d.company);
    expect(await companies({})).toEqual(['Gamma', 'alpha', 'Beta']);
    expect((await b.store.list({ ...query, size: 2, page: 2 })).total).toBe(3);
    expect(await companies({ size: 2, page: 2 })).toEqual(['Beta']);
    expect(await companies({ sort: 'company', descending: false })).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
    expect(await companies({ search: 'ALP' })).toEqual(['alpha']);
    expect(await companies({ search: 'big' })).toEqual(['Gamma']);
    expect(await companies({ search: '%' })).toEqual([]);
    expect((await b.store.list({ ...query, search: 'none' })).total).toBe(0);
  });

  it('records changes with their history, openings, and a new prepared world', async () => {
    const b = await backend();
    const record = demo(await b.world());
    await b.store.add(record, worldNamed('First'));
    const entry = { at: at(5), by: SELLER, action: 'extended' as const, detail: 'later' };
    expect(await b.store.change(record.id, { expiresAt: at(9000) }, entry)).toBe(true);
    expect(await b.store.change('unknown', {}, entry)).toBe(false);
    await b.store.opened(record.id, at(6));
    const other = b.another ? await b.another() : b.store;
    await other.opened(record.id, at(7));
    const prepared = { at: at(8), by: SELLER, action: 'prepared' as const, detail: '' };
    await b.store.savePrepared(record.id, worldNamed('Second'), prepared);
    const found = await other.find(record.id);
    expect(found).toMatchObject({ expiresAt: at(9000), openCount: 2, lastOpenedAt: at(7) });
    expect(found?.history.map((h) => h.action)).toEqual(['created', 'extended', 'prepared']);
    expect(found?.history[1]).toEqual(entry);
    expect(await other.readPrepared(record.id)).toEqual(worldNamed('Second'));
    const revoked = { at: at(9), by: SELLER, action: 'revoked' as const, detail: '' };
    await b.store.change(record.id, { revokedAt: at(9) }, revoked);
    expect((await b.store.find(record.id))?.revokedAt).toEqual(at(9));
  });

  it("keeps each demo's activity counts and sorts by them, the never visited last", async () => {
    const b = await backend();
    const [quiet, busy, once] = [
      demo(await b.world(), { company: 'Quiet' }),
      demo(await b.world(), { company: 'Busy' }),
      demo(await b.world(), { company: 'Once' }),
    ];
    for (const record of [quiet, busy, once]) await b.store.add(record, worldNamed(record.company));
    const other = b.another ? await b.another() : b.store;
    await b.store.engaged(busy.id, { lastVisitAt: at(30), visits: 3, actions: 7 });
    await other.engaged(once.id, { lastVisitAt: at(40), visits: 1, actions: 2 });
    expect(await other.find(busy.id)).toMatchObject({ lastVisitAt: at(30), visits: 3, actions: 7 });
    const query: DemoQuery = { page: 1, size: 25, search: '', sort: 'visits', descending: true };
    const companies = async (q: Partial<DemoQuery>) =>
      (await b.store.list({ ...query, ...q })).data.map((d) => d.company);
    expect(await companies({})).toEqual(['Busy', 'Once', 'Quiet']);
    expect(await companies({ sort: 'actions', descending: false })).toEqual([
      'Quiet',
      'Once',
      'Busy',
    ]);
    expect(await companies({ sort: 'lastVisitAt' })).toEqual(['Once', 'Busy', 'Quiet']);
  });

  it('removes a demo with its prepared world', async () => {
    const b = await backend();
    const record = demo(await b.world());
    await b.store.add(record, worldNamed('Gone'));
    await b.store.remove(record.id);
    expect(await b.store.find(record.id)).toBeNull();
    expect(await b.store.readPrepared(record.id)).toBeNull();
  });

  it('keeps one link secret, shared by every process', async () => {
    const b = await backend();
    const secret = await b.store.linkSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await b.store.linkSecret()).toBe(secret);
    if (b.another) expect(await (await b.another()).linkSecret()).toBe(secret);
  });
}
