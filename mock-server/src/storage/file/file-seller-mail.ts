import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SellerMail, SellerMailStore } from '../ports/seller-mail';
import { writeFileDurably } from './snapshot-file';

const revive = (key: string, value: unknown) =>
  key === 'sentAt' && typeof value === 'string' ? new Date(value) : value;

/**
 * The sellers' caught mail in SANDBOX_DATA_DIR/console/mail/: <id>.json per message, written
 * durably, read once at start.
 */
export async function fileSellerMailStore(dir: string): Promise<SellerMailStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const mails: SellerMail[] = [];
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue;
    mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8'), revive) as SellerMail);
  }
  return {
    async add(mail) {
      await writeFileDurably(path.join(dir, `${mail.id}.json`), JSON.stringify(mail));
      mails.push({ ...mail });
    },
    list: async (sellerId, limit) =>
      mails
        .filter((m) => sellerId === null || m.sellerId === sellerId)
        .sort((a, b) => +b.sentAt - +a.sentAt || b.id.localeCompare(a.id))
        .slice(0, limit)
        .map((m) => ({ ...m })),
  };
}
