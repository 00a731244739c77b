import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDeliveries } from '../../testing/deliveries.contract';
import { describeSellerMail } from '../../testing/seller-mail.contract';
import { fileDeliveryStore } from './file-deliveries';
import { fileSellerMailStore } from './file-seller-mail';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'deliveries-'));
  dirs.push(dir);
  return dir;
};

describe('file deliveries', () => {
  describeDeliveries(async () => {
    const dir = await folder();
    return {
      store: await fileDeliveryStore(dir),
      reopened: () => fileDeliveryStore(dir),
    };
  });

  it('leaves no temporary file behind', async () => {
    const dir = await folder();
    const store = await fileDeliveryStore(dir);
    const createdAt = new Date();
    await store.enqueue({ id: 'd1', type: 'test', body: '{}', createdAt });
    await store.claimDue(createdAt, createdAt, 1);
    await store.delivered('d1', createdAt);
    expect(await readdir(dir)).toEqual(['d1.json']);
  });
});

describe('file seller mail', () => {
  describeSellerMail(async () => {
    const dir = await folder();
    return { store: await fileSellerMailStore(dir), reopened: () => fileSellerMailStore(dir) };
  });
});
