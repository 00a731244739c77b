import { enableArrayMethods, produce, setAutoFreeze } from 'immer';
import { deepFreeze, diffWorld, freezeChanges } from './changes';
import type { JournalEntry } from './journal';
import type { World } from './schema';

// Drafts iterate without a proxy per element (a lookup among 10,000 VMs stays cheap), and
// committed state is frozen by us, change by change, instead of immer re-walking collections.
enableArrayMethods();
setAutoFreeze(false);

/** Where committed changes go: a journal and a snapshot on disk, or nowhere (tests). */
export interface Durability {
  /** One write for the group; resolves once every entry would survive a crash. */
  append(entries: readonly JournalEntry[]): Promise<void>;
  /** Writes the whole world as the snapshot, then empties the journal. */
  snapshot(world: World): Promise<void>;
  /** Bytes in the journal since the last snapshot. */
  readonly journalSize: number;
  /** Bytes of the snapshot on disk, where there is one. */
  readonly snapshotSize?: number;
  close(): Promise<void>;
}

/**
 * A refusal whose bookkeeping must be kept (a wrong MFA code still counts as an attempt):
 * thrown from a mutation, the changes are committed first, then `error` is thrown.
 */
export class RefusalAfterSaving extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}
export const refuseAfterSaving = (error: Error) => new RefusalAfterSaving(error);

export const SAVE_FAILED =
  'The change could not be saved, so nothing was changed. Please try again.';
export class SaveFailedError extends Error {
  constructor(readonly reason: unknown) {
    super(SAVE_FAILED);
  }
}

export type StoreOptions = {
  /** Compact (snapshot, then empty the journal) once it grows past this. */
  journalLimitBytes?: number;
  /** ...or once no change has come for this long. */
  quietMs?: number;
};

type StepInput =
  { kind: 'commit'; entry: JournalEntry; state: World } | { kind: 'snapshot'; state: World | null };
type Step = StepInput & { done: (error?: Error) => void };

/**
 * The world lives in memory. `data` is what is durable: reads never see a change that could
 * still be lost. A mutation runs synchronously on a draft of the latest world (immer), so it
 * happens completely or not at all; the records it changed go to the journal, and it resolves
 * once they are on disk. Changes that arrive while a write is in flight go out together in
 * the next one (group commit). If a write fails, that group and everything made on top of it
 * are rejected in one step, and memory returns to what the disk holds.
 */
export class Store {
  private durable: World;
  private latest: World;
  private readonly steps: Step[] = [];
  private draining = false;
  private quietTimer: NodeJS.Timeout | null = null;
  private readonly journalLimit: number;
  private readonly quietMs: number;
  private lineage = 0;

  constructor(
    world: World,
    private readonly durability: Durability,
    readonly kind: 'file' | 'memory',
    readonly location: string,
    options: StoreOptions = {},
  ) {
    this.durable = this.latest = deepFreeze(world);
    this.journalLimit = options.journalLimitBytes ?? 8 * 1024 * 1024;
    this.quietMs = options.quietMs ?? 2000;
  }

  get data(): World {
    return this.durable;
  }

  /** Bytes written to the journal since the last snapshot. */
  get journalBytes(): number {
    return this.durability.journalSize;
  }

  /** What the world takes on disk: its snapshot and its journal. */
  get storedBytes(): number {
    return (this.durability.snapshotSize ?? 0) + this.durability.journalSize;
  }

  /** Runs `fn` on a draft of the latest world; resolves with its result once it is durable. */
  async mutate<T>(fn: (draft: World) => T): Promise<T> {
    let result!: T;
    let refusal: RefusalAfterSaving | null = null;
    const base = this.latest;
    const next = produce(base, (draft: World) => {
      try {
        result = fn(draft);
      } catch (error) {
        if (!(error instanceof RefusalAfterSaving)) throw error;
        refusal = error;
      }
      if (result instanceof Promise) throw new Error('A mutation must be synchronous');
    });
    if (next !== base) {
      const changes = diffWorld(base, next);
      freezeChanges(next, changes);
      this.latest = next;
      await this.enqueue({
        kind: 'commit',
        entry: { at: new Date().toISOString(), changes },
        state: next,
      });
    }
    if (refusal) throw (refusal as RefusalAfterSaving).error;
    return result;
  }

  /**
   * Which world this is: a reset or a loaded snapshot starts a new one. Work that began in one
   * (a key still being made) checks it before writing, so it never lands on a record of the
   * next world that happens to have the same id.
   */
  get generation(): number {
    return this.lineage;
  }

  /** Swaps in a whole new world (sandbox reset): later changes build on it. */
  replace(world: World): Promise<void> {
    this.lineage++;
    this.latest = deepFreeze(world);
    return this.enqueue({ kind: 'snapshot', state: this.latest });
  }

  /** Writes everything durable into the snapshot and empties the journal. */
  compact(): Promise<void> {
    return this.enqueue({ kind: 'snapshot', state: null });
  }

  async close(): Promise<void> {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    if (this.durability.journalSize > 0) await this.compact();
    await this.durability.close();
  }

  private enqueue(step: StepInput): Promise<void> {
    return new Promise((resolve, reject) => {
      this.steps.push({ ...step, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    if (this.quietTimer) clearTimeout(this.quietTimer);
    while (this.steps.length > 0) {
      const first = this.steps[0] as Step;
      if (first.kind === 'snapshot') {
        this.steps.shift();
        const state = first.state ?? this.durable;
        try {
          await this.durability.snapshot(state);
          this.durable = state;
          first.done();
        } catch (error) {
          if (first.state) this.fail(error, [first]);
          else first.done(error as Error);
        }
        continue;
      }
      const end = this.steps.findIndex((s) => s.kind !== 'commit');
      const group = this.steps.splice(0, end === -1 ? this.steps.length : end) as Extract<
        Step,
        { kind: 'commit' }
      >[];
      try {
        await this.durability.append(group.map((g) => g.entry));
      } catch (error) {
        this.fail(error, group);
        continue;
      }
      this.durable = (group.at(-1) as (typeof group)[number]).state;
      for (const g of group) g.done();
      if (
        this.durability.journalSize > this.journalLimit &&
        !this.steps.some((s) => s.kind === 'snapshot')
      )
        this.steps.push({ kind: 'snapshot', state: null, done: () => {} });
    }
    this.draining = false;
    this.scheduleQuietCompaction();
  }

  /** A failed write: it and every queued change (all built on it) are dropped together. */
  private fail(error: unknown, failed: Step[]): void {
    const lost = [...failed, ...this.steps.splice(0)];
    this.latest = this.durable;
    for (const step of lost) step.done(new SaveFailedError(error));
  }

  private scheduleQuietCompaction(): void {
    if (this.durability.journalSize === 0) return;
    this.quietTimer = setTimeout(() => void this.compact().catch(() => {}), this.quietMs);
    this.quietTimer.unref();
  }
}
