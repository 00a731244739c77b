import { RecencyMap } from '../../model/recency-map';
import type { WorldDeps } from '../../application/world-deps';
import type { MaybePromise } from '../../model/maybe-promise';

type Entry = { world: WorldDeps; busy: number; onIdle?: () => void };

/** How long a removed world waits for the requests still in it before it is closed anyway. */
export const DROP_WAIT_MS = 5_000;
export type Lease = { world: WorldDeps; release: () => void };

/**
 * The hosted worlds held in memory, least recently used first. A world is opened on its first
 * request and closed again when more than `max` are open and it is idle (no request holds it):
 * its journal is already durable, so closing loses nothing. Requests for a world that is still
 * opening share the one opening, and a world being closed is opened again only once its files
 * are written, so two copies of a world never touch its files at once.
 */
export class LoadedWorlds {
  private readonly entries = new RecencyMap<string, Entry>();
  private readonly opening = new Map<string, Promise<Entry>>();
  private readonly closing = new Map<string, Promise<void>>();
  /** Requests waiting for a world to open: it must not be closed before they get it. */
  private readonly waiting = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly onCloseError: (id: string, error: unknown) => void = () => {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /**
   * The world, opened by `open` if need be, held (never closed) until `release`: at once when it
   * is in memory.
   */
  acquire(id: string, open: () => Promise<WorldDeps>): MaybePromise<Lease> {
    const entry = this.entries.get(id);
    return entry ? this.hold(id, entry) : this.loadHeld(id, open);
  }

  private async loadHeld(id: string, open: () => Promise<WorldDeps>): Promise<Lease> {
    // Counted as waiting, so that it is not closed before this request holds it.
    this.waiting.set(id, (this.waiting.get(id) ?? 0) + 1);
    try {
      return this.hold(id, await this.load(id, open));
    } finally {
      const left = (this.waiting.get(id) ?? 1) - 1;
      if (left === 0) this.waiting.delete(id);
      else this.waiting.set(id, left);
    }
  }

  private hold(id: string, entry: Entry): Lease {
    entry.busy++;
    // Most recently used last: the map's order is the eviction order.
    this.entries.use(id, entry);
    this.closeIdleBeyondMax();
    let released = false;
    return {
      world: entry.world,
      release: () => {
        if (released) return;
        released = true;
        entry.busy--;
        if (entry.busy === 0) entry.onIdle?.();
      },
    };
  }

  /**
   * Closes a world that was deleted or expired: no new request gets it, the requests already in
   * it finish first (for up to `waitMs`), so none of them writes into a world being removed.
   */
  async drop(id: string, waitMs = DROP_WAIT_MS): Promise<void> {
    await this.opening.get(id)?.catch(() => {});
    const entry = this.entries.get(id);
    if (entry) this.close(id, entry, waitMs);
    await this.closing.get(id);
  }

  async closeAll(): Promise<void> {
    for (const [id, entry] of this.entries) this.close(id, entry);
    await Promise.all(this.closing.values());
  }

  private load(id: string, open: () => Promise<WorldDeps>): Promise<Entry> {
    let pending = this.opening.get(id);
    if (!pending) {
      pending = (async () => {
        await this.closing.get(id);
        const entry: Entry = { world: await open(), busy: 0 };
        this.entries.set(id, entry);
        return entry;
      })().finally(() => this.opening.delete(id));
      this.opening.set(id, pending);
    }
    return pending;
  }

  private closeIdleBeyondMax(): void {
    if (this.entries.size <= this.max) return;
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.max) return;
      if (entry.busy === 0 && !this.waiting.has(id)) this.close(id, entry);
    }
  }

  /** Closes a world once idle (or `waitMs` later); it is opened again only after that. */
  private close(id: string, entry: Entry, waitMs = 0): void {
    this.entries.delete(id);
    const closed = idle(entry, waitMs)
      .then(() => entry.world.store.close())
      .catch((error: unknown) => this.onCloseError(id, error))
      .finally(() => this.closing.delete(id));
    this.closing.set(id, closed);
  }
}

/** Resolves when no request holds the world any more, or after `waitMs`. */
function idle(entry: Entry, waitMs: number): Promise<void> {
  if (entry.busy === 0 || waitMs === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    timer.unref();
    entry.onIdle = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}
