import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from './snapshot-file';
import type { SellerActivation, SellerRecord, SellerSession, SellerStore } from '../ports/sellers';

type Stored = {
  sellers: SellerRecord[];
  activations: SellerActivation[];
  sessions: SellerSession[];
};

const DATES = new Set(['activatedAt', 'createdAt', 'expiresAt', 'lastUsedAt']);
/** JSON's dates come back as strings: these keys are turned back into Dates. */
const revive = (key: string, value: unknown) =>
  DATES.has(key) && typeof value === 'string' ? new Date(value) : value;

/**
 * The console's accounts in SANDBOX_DATA_DIR/console/sellers.json, held in memory and written
 * durably on every change (one process holds the folder). A handful of sellers and sessions:
 * one small file is enough.
 */
export async function fileSellerStore(dir: string): Promise<SellerStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'sellers.json');
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  const state: Stored = text
    ? (JSON.parse(text, revive) as Stored)
    : { sellers: [], activations: [], sessions: [] };
  // Writes one after another: a later write never lands before an earlier one.
  let writing = Promise.resolve();
  const save = () => {
    const snapshot = JSON.stringify(state);
    writing = writing.then(() => writeFileDurably(file, snapshot));
    return writing;
  };
  const copy = <T extends object>(row: T | undefined): T | null => (row ? { ...row } : null);

  return {
    async add(seller, activation) {
      if (state.sellers.some((s) => s.email === seller.email)) return false;
      state.sellers.push({ ...seller });
      state.activations.push({ ...activation });
      await save();
      return true;
    },
    byId: async (id) => copy(state.sellers.find((s) => s.id === id)),
    byEmail: async (email) => copy(state.sellers.find((s) => s.email === email)),
    // Oldest first, by email where two were added at once (as PostgreSQL orders them).
    list: async () =>
      state.sellers
        .map((s) => ({ ...s }))
        .sort((a, b) => +a.createdAt - +b.createdAt || a.email.localeCompare(b.email)),
    async takeActivation(tokenHash) {
      const i = state.activations.findIndex((a) => a.tokenHash === tokenHash);
      if (i < 0) return null;
      const [taken] = state.activations.splice(i, 1);
      await save();
      return taken ?? null;
    },
    async replaceActivation(activation) {
      if (!state.sellers.some((s) => s.id === activation.sellerId)) return false;
      state.activations = state.activations.filter((a) => a.sellerId !== activation.sellerId);
      state.activations.push({ ...activation });
      await save();
      return true;
    },
    async setPassword(id, passwordHash, activatedAt) {
      const seller = state.sellers.find((s) => s.id === id);
      if (!seller) return;
      seller.passwordHash = passwordHash;
      seller.activatedAt = activatedAt;
      state.sessions = state.sessions.filter((s) => s.sellerId !== id);
      await save();
    },
    async remove(id) {
      if (!state.sellers.some((s) => s.id === id)) return false;
      state.sellers = state.sellers.filter((s) => s.id !== id);
      state.activations = state.activations.filter((a) => a.sellerId !== id);
      state.sessions = state.sessions.filter((s) => s.sellerId !== id);
      await save();
      return true;
    },
    async addSession(session) {
      state.sessions.push({ ...session });
      await save();
    },
    findSession: async (tokenHash) => copy(state.sessions.find((s) => s.tokenHash === tokenHash)),
    async touchSession(tokenHash, lastUsedAt) {
      const session = state.sessions.find((s) => s.tokenHash === tokenHash);
      if (!session) return;
      session.lastUsedAt = lastUsedAt;
      await save();
    },
    async removeSession(tokenHash) {
      state.sessions = state.sessions.filter((s) => s.tokenHash !== tokenHash);
      await save();
    },
    async removeExpired(now, idleBefore, startedBefore) {
      state.activations = state.activations.filter((a) => a.expiresAt > now);
      state.sessions = state.sessions.filter(
        (s) => s.lastUsedAt >= idleBefore && s.createdAt >= startedBefore,
      );
      await save();
    },
  };
}
