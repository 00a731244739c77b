import { expect, it } from 'vitest';
import type { DeliveryStore, NewDelivery } from '../storage/ports/deliveries';

/** A backend's delivery store for one test, and the same storage as another process sees it. */
export type DeliveryBackend = {
  store: DeliveryStore;
  /** Where several processes share the storage: another's store. */
  another?: () => Promise<DeliveryStore>;
  /** The store as the storage is opened again (after a restart). */
  reopened: () => Promise<DeliveryStore>;
};

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 15, 10, 0, seconds));
let n = 0;
const delivery = (over: Partial<NewDelivery> = {}): NewDelivery => {
  n += 1;
  return {
    id: `dlv-${n}-${Math.random().toString(36).slice(2)}`,
    type: 'demo.opened',
    body: JSON.stringify({ n, text: 'é "quoted"' }),
    createdAt: at(0),
    ...over,
  };
};

/** The behaviour every backend's webhook outbox shares: `backend` gives new storage per test. */
export function describeDeliveries(backend: () => Promise<DeliveryBackend>) {
  it('keeps an enqueued delivery, due at once, with its body byte for byte', async () => {
    const b = await backend();
    const d = delivery();
    await b.store.enqueue(d);
    const again = await b.reopened();
    expect(await again.find(d.id)).toEqual({
      ...d,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at(0),
      lastAttemptAt: null,
      lastError: null,
      deliveredAt: null,
    });
    expect(await again.find('unknown')).toBeNull();
  });

  it('claims only what is due, counts the attempt and holds it until the lease ends', async () => {
    const b = await backend();
    const first = delivery({ createdAt: at(0) });
    const later = delivery({ createdAt: at(30) });
    await b.store.enqueue(first);
    await b.store.enqueue(later);
    const claimed = await b.store.claimDue(at(10), at(70), 10);
    expect(claimed.map((c) => [c.id, c.attempts, c.nextAttemptAt])).toEqual([
      [first.id, 1, at(70)],
    ]);
    expect(await b.store.claimDue(at(40), at(100), 10)).toEqual([
      expect.objectContaining({ id: later.id }),
    ]);
    // Nothing is given twice before its lease ends; after it, it is due again.
    expect(await b.store.claimDue(at(69), at(200), 10)).toEqual([]);
    const lapsed = await b.store.claimDue(at(70), at(130), 10);
    expect(lapsed.map((c) => [c.id, c.attempts])).toEqual([[first.id, 2]]);
  });

  it('claims at most `limit`, oldest due first', async () => {
    const b = await backend();
    const ds = [delivery({ createdAt: at(3) }), delivery({ createdAt: at(1) }), delivery()];
    for (const d of ds) await b.store.enqueue(d);
    const claimed = await b.store.claimDue(at(10), at(70), 2);
    expect(new Set(claimed.map((c) => c.id))).toEqual(new Set([ds[2]?.id, ds[1]?.id]));
  });

  it('records a delivery, a retry and a giving-up, and lists the newest first', async () => {
    const b = await backend();
    const ok = delivery({ createdAt: at(1) });
    const retried = delivery({ createdAt: at(2) });
    const lost = delivery({ createdAt: at(3) });
    for (const d of [ok, retried, lost]) await b.store.enqueue(d);
    await b.store.claimDue(at(5), at(65), 10);
    await b.store.delivered(ok.id, at(6));
    await b.store.failed(retried.id, { at: at(6), error: 'answered 503', retryAt: at(11) });
    await b.store.failed(lost.id, { at: at(6), error: 'answered 410', retryAt: null });
    const store = await b.reopened();
    const recent = await store.recent(10);
    expect(recent.map((r) => [r.id, r.status, r.nextAttemptAt, r.lastError])).toEqual([
      [lost.id, 'failed', null, 'answered 410'],
      [retried.id, 'pending', at(11), 'answered 503'],
      [ok.id, 'delivered', null, null],
    ]);
    expect(recent[2]?.deliveredAt).toEqual(at(6));
    expect(recent[2]?.lastAttemptAt).toEqual(at(5));
    expect(await store.recent(1)).toHaveLength(1);
    // Only the retry comes due again; the finished ones never do.
    expect((await store.claimDue(at(3600), at(3660), 10)).map((c) => c.id)).toEqual([retried.id]);
  });

  it('forgets finished deliveries older than a time, never a pending one', async () => {
    const b = await backend();
    const old = delivery();
    const pending = delivery();
    await b.store.enqueue(old);
    await b.store.claimDue(at(1), at(61), 1);
    await b.store.delivered(old.id, at(2));
    await b.store.enqueue(pending);
    await b.store.removeFinishedBefore(at(100));
    expect(await b.store.find(old.id)).toBeNull();
    expect(await b.store.find(pending.id)).not.toBeNull();
    expect(await (await b.reopened()).find(old.id)).toBeNull();
  });

  it('gives each due delivery to one claim only when processes claim at once', async (ctx) => {
    const b = await backend();
    if (!b.another) return ctx.skip();
    const ds = Array.from({ length: 20 }, () => delivery());
    for (const d of ds) await b.store.enqueue(d);
    const others = await Promise.all([b.another(), b.another(), b.another()]);
    const claims = await Promise.all(
      [b.store, ...others].flatMap((s) => [1, 2].map(() => s.claimDue(at(5), at(65), 4))),
    );
    const ids = claims.flat().map((c) => c.id);
    expect(ids).toHaveLength(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(ds.map((d) => d.id)));
  });
}
