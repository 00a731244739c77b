import { expect, it } from 'vitest';
import { fakeClock } from '../simulation/clock';
import { SESSION_IDLE_MS, SESSION_MAX_MS, Sellers } from '../hosting/trial/sellers';
import type { SellerStore } from '../storage/ports/sellers';

/** A backend's seller store for one test, and how to look inside. */
export type SellerBackend = {
  store: SellerStore;
  /** The same store as another process sees it, where several share it. */
  another?: () => Promise<SellerStore>;
  /** Everything stored, as a reader of the storage (a dump) would see it. */
  dump(): Promise<string>;
};

const PASSWORD = 'Seller#Password2026';
const HOUR = 3_600_000;

/**
 * The behaviour every backend's seller store shares, through the one policy (Sellers) that
 * adds, activates and signs sellers in: `backend` gives new storage for each test.
 */
export function describeSellers(backend: () => Promise<SellerBackend>) {
  const sellers = (store: SellerStore, clock = fakeClock()) => new Sellers(store, clock, 1024);

  it('adds a seller once per email, whatever its case, and lists them', async () => {
    const b = await backend();
    const s = sellers(b.store);
    const added = await s.add('Ana@Sales.example', 'Ana');
    expect(added?.seller.email).toBe('ana@sales.example');
    expect(await s.add('ANA@sales.example', 'Other')).toBeNull();
    await s.add('bo@sales.example', 'Bo');
    expect((await s.list()).map((x) => x.name)).toEqual(['Ana', 'Bo']);
  });

  it('activates once, signs in, keeps only hashes of tokens', async () => {
    const b = await backend();
    const s = sellers(b.store);
    const added = await s.add('ana@sales.example', 'Ana');
    if (!added) throw new Error('not added');
    expect(await s.signIn('ana@sales.example', PASSWORD)).toBeNull();
    expect(await s.activate(added.token, PASSWORD)).toBe(true);
    expect(await s.activate(added.token, PASSWORD)).toBe(false);
    expect(await s.signIn('ana@sales.example', 'Wrong#Password1')).toBeNull();
    expect(await s.signIn('nobody@sales.example', PASSWORD)).toBeNull();
    const signedIn = await s.signIn('ANA@sales.example', PASSWORD);
    expect(signedIn?.seller.id).toBe(added.seller.id);
    const dump = await b.dump();
    expect(dump).not.toContain(added.token);
    expect(dump).not.toContain(signedIn?.token);
    expect(dump).not.toContain(PASSWORD);
    await s.signOut(signedIn?.token ?? '');
    expect(await s.bySession(signedIn?.token ?? '')).toBeNull();
  });

  it('refuses an activation after 72 hours', async () => {
    const b = await backend();
    const clock = fakeClock();
    const s = sellers(b.store, clock);
    const added = await s.add('ana@sales.example', 'Ana');
    clock.advance(72 * HOUR + 1);
    expect(await s.activate(added?.token ?? '', PASSWORD)).toBe(false);
  });

  it('renews a session while used, ends it after 12 hours idle or 7 days', async () => {
    const b = await backend();
    const clock = fakeClock();
    const s = sellers(b.store, clock);
    const added = await s.add('ana@sales.example', 'Ana');
    await s.activate(added?.token ?? '', PASSWORD);
    const first = await s.signIn('ana@sales.example', PASSWORD);
    const token = first?.token ?? '';
    for (let used = 0; used < SESSION_MAX_MS - SESSION_IDLE_MS; used += 11 * HOUR) {
      expect((await s.bySession(token))?.email).toBe('ana@sales.example');
      clock.advance(11 * HOUR);
    }
    clock.advance(SESSION_IDLE_MS);
    expect(await s.bySession(token)).toBeNull();

    const second = await s.signIn('ana@sales.example', PASSWORD);
    clock.advance(SESSION_IDLE_MS + 1);
    expect(await s.bySession(second?.token ?? '')).toBeNull();
  });

  it("serves one process's sessions in another", async () => {
    const b = await backend();
    if (!b.another) return;
    const s = sellers(b.store);
    const added = await s.add('ana@sales.example', 'Ana');
    await s.activate(added?.token ?? '', PASSWORD);
    const signedIn = await s.signIn('ana@sales.example', PASSWORD);
    const other = sellers(await b.another());
    expect((await other.bySession(signedIn?.token ?? ''))?.name).toBe('Ana');
  });

  it("gives a new activation link in place of the last, which ends the old password's sessions", async () => {
    const b = await backend();
    const s = sellers(b.store);
    const added = await s.add('ana@sales.example', 'Ana');
    if (!added) throw new Error('not added');
    const first = await s.newActivation(added.seller.id);
    const second = await s.newActivation(added.seller.id);
    expect(await s.activate(added.token, PASSWORD)).toBe(false);
    expect(await s.activate(first?.token ?? '', PASSWORD)).toBe(false);
    expect(await s.activate(second?.token ?? '', PASSWORD)).toBe(true);
    const signedIn = await s.signIn('ana@sales.example', PASSWORD);

    // Forgotten password: a new link, a new password, and the old session ends.
    const again = await s.newActivation(added.seller.id);
    expect(await s.bySession(signedIn?.token ?? '')).not.toBeNull();
    expect(await s.activate(again?.token ?? '', 'Another#Password2026')).toBe(true);
    expect(await s.bySession(signedIn?.token ?? '')).toBeNull();
    expect(await s.signIn('ana@sales.example', PASSWORD)).toBeNull();
    expect(await s.signIn('ana@sales.example', 'Another#Password2026')).not.toBeNull();
    expect(await s.newActivation('no-such-seller')).toBeNull();
  });

  it('removes a seller with their links and sessions', async () => {
    const b = await backend();
    const s = sellers(b.store);
    const ana = await s.add('ana@sales.example', 'Ana');
    const bo = await s.add('bo@sales.example', 'Bo');
    await s.activate(ana?.token ?? '', PASSWORD);
    const signedIn = await s.signIn('ana@sales.example', PASSWORD);
    expect(await s.remove(ana?.seller.id ?? '')).toBe(true);
    expect(await s.remove(ana?.seller.id ?? '')).toBe(false);
    expect(await s.bySession(signedIn?.token ?? '')).toBeNull();
    expect(await s.signIn('ana@sales.example', PASSWORD)).toBeNull();
    expect((await s.list()).map((x) => x.name)).toEqual(['Bo']);
    expect(await s.activate(bo?.token ?? '', PASSWORD)).toBe(true);
    // The address may be given to a seller again.
    expect(await s.add('ana@sales.example', 'Ana again')).not.toBeNull();
  });
}
