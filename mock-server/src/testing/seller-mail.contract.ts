import { expect, it } from 'vitest';
import type { SellerMail, SellerMailStore } from '../storage/ports/seller-mail';

let n = 0;
const mail = (sellerId: string, minute: number): SellerMail => {
  n += 1;
  return {
    id: `mail-${n}-${Math.random().toString(36).slice(2)}`,
    sellerId,
    to: `${sellerId}@sales.example`,
    subject: `Subject ${n}`,
    text: `Line one\nLine "two" ${n}`,
    demoId: minute % 2 ? 'demo-1' : null,
    sentAt: new Date(Date.UTC(2026, 2, 15, 10, minute)),
  };
};

/** The behaviour every backend's seller mail outbox shares. */
export function describeSellerMail(
  backend: () => Promise<{ store: SellerMailStore; reopened: () => Promise<SellerMailStore> }>,
) {
  it("lists one seller's mail or everyone's, newest first, as kept across a restart", async () => {
    const b = await backend();
    const sams = [mail('sam', 1), mail('sam', 3)];
    const kims = mail('kim', 2);
    for (const m of [...sams, kims]) await b.store.add(m);
    const store = await b.reopened();
    expect(await store.list('sam', 10)).toEqual([sams[1], sams[0]]);
    expect(await store.list(null, 10)).toEqual([sams[1], kims, sams[0]]);
    expect(await store.list(null, 1)).toEqual([sams[1]]);
    expect(await store.list('nobody', 10)).toEqual([]);
  });
}
