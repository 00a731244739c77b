import { afterAll, beforeAll, describe } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { describeDeliveries } from '../../testing/deliveries.contract';
import { describeSellerMail } from '../../testing/seller-mail.contract';
import { openDatabase, type Database } from './database';
import { pgDeliveryStore } from './pg-deliveries';
import { pgSellerMailStore } from './pg-seller-mail';

let url: string;
const databases: Database[] = [];
beforeAll(async () => {
  url = await freshDatabase();
});
afterAll(() => Promise.all(databases.map((d) => d.close())));

/** A process of its own on the shared database: its own pool. */
async function pool() {
  const database = await openDatabase(url, { max: 2 });
  databases.push(database);
  return database.pool;
}

describe('PostgreSQL deliveries', () => {
  describeDeliveries(async () => {
    const mine = await pool();
    await mine.query('delete from deliveries');
    return {
      store: pgDeliveryStore(mine),
      another: async () => pgDeliveryStore(await pool()),
      reopened: async () => pgDeliveryStore(await pool()),
    };
  });
});

describe('PostgreSQL seller mail', () => {
  describeSellerMail(async () => {
    const mine = await pool();
    await mine.query('delete from seller_mail');
    return {
      store: pgSellerMailStore(mine),
      reopened: async () => pgSellerMailStore(await pool()),
    };
  });
});
