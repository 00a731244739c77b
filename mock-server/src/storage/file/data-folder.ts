import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The data folder exists and only its owner can enter it (it holds secrets). */
export async function ensureDataFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

const lockPath = (dir: string) => path.join(dir, 'sandbox.lock');
const holderPath = (dir: string) => path.join(dir, 'sandbox.holder.json');

type Holder = { pid?: number; port?: number };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One sandbox per data folder: two processes writing the same files would silently undo each
 * other's changes. The lock is proper-lockfile's (a lock directory kept fresh while we run);
 * beside it we note our pid and port so that a second sandbox can say who holds the folder.
 * A holder that is gone (killed with kill -9) does not keep the folder locked.
 */
export async function lockDataFolder(dir: string, port: number): Promise<() => Promise<void>> {
  const options = {
    lockfilePath: lockPath(dir),
    realpath: false,
    stale: 10_000,
    update: 2_000,
    // The lock went missing under us (the folder was deleted or another process took it): say
    // so rather than crash; saves go on failing or succeeding on their own terms.
    onCompromised: (error: Error) =>
      process.emitWarning(`The data folder lock at ${lockPath(dir)} was lost: ${error.message}`),
  };
  const take = async () => {
    const release = await lockfile.lock(dir, options);
    await writeFile(holderPath(dir), JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
    return release;
  };
  try {
    return await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = JSON.parse(await readFile(holderPath(dir), 'utf8').catch(() => '{}')) as Holder;
    if (holder.pid && holder.pid !== process.pid && !isAlive(holder.pid)) {
      // The holder is gone (kill -9): its lock can only be removed, not released.
      await rm(lockPath(dir), { recursive: true, force: true });
      return take();
    }
    throw new Error(
      `The data folder ${dir} is in use by another sandbox (pid ${holder.pid ?? 'unknown'}, ` +
        `port ${holder.port ?? 'unknown'}). Stop that one, or give this one its own SANDBOX_DATA_DIR.`,
      { cause: error },
    );
  }
}

/**
 * The key that opens the sandbox controls when the sandbox listens beyond this machine: made
 * once, kept in the data folder (owner-only) so it survives restarts, printed at start.
 */
export async function sandboxKeyOf(dir: string): Promise<string> {
  const file = path.join(dir, 'sandbox.key');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const key = randomBytes(24).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
