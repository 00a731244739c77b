import { enableArrayMethods, produce, setAutoFreeze } from 'immer';
import { diffWorld, freezeChanges, freezeWorld, withChanges } from '../../model/changes';
import {
  KeptChangingError,
  CommitConflict,
  type Durability,
  type JournalEntry,
} from './durability';
import { joinDerivation, recordDerivation } from '../../model/derivation';
import { timed } from './storage-timings';
import { RefusalAfterSaving } from '../../model/refusal-after-saving';
import type { World } from '../../model/schema';
import { realClock, type Clock } from '../../simulation/clock';

// Drafts iterate without a proxy per element (a lookup among 10,000 VMs stays cheap), and
// committed state is frozen by us, change by change, instead of immer re-walking collections.
enableArrayMethods();
setAutoFreeze(false);

export const SAVE_FAILED =
  'The change could not be saved, so nothing was changed. Please try again.';
export class SaveFailedError extends Error {
  constructor(readonly reason: unknown) {
    super(SAVE_FAILED);
  }
}

/** How often a change is run again on a newer world before it gives up. */
const MAX_RUNS = 8;
/**
 * Two processes writing one world at once would keep colliding in step: after a conflict, a
 * random pause of up to this many ms per run so far lets one go first (and its next group
 * gathers the changes that queued meanwhile). Where the durability can lock the world, the
 * retry waits for the lock instead.
 */
const BACKOFF_MS = 2;

export type StoreOptions = {
  /** Compact (snapshot, then empty the journal) once it grows past this. */
  journalLimitBytes?: number;
  /** ...or once no change has come for this long. */
  quietMs?: number;
  /** What journal entries are dated by (the real clock unless a test fakes it). */
  clock?: Clock;
};

type Recipe = (draft: World) => unknown;
/** A recipe run on a world: the world it made, its result, and a refusal to throw once saved. */
type Run = { next: World; result: unknown; refusal: RefusalAfterSaving | null };
type Commit = {
  kind: 'commit';
  recipe: Recipe;
  run: Run;
  entry: JournalEntry;
  runs: number;
  done: (error: Error | null, run?: Run) => void;
};
type Snapshot = { kind: 'snapshot'; state: World | null; done: (error?: Error) => void };
type CatchUpStep = { kind: 'catch-up'; done: (error?: Error) => void };
type Step = Commit | Snapshot | CatchUpStep;

/** Runs the recipe on a draft of `base`, synchronously: it happens completely or not at all. */
function runRecipe(base: World, recipe: Recipe): Run {
  let result: unknown;
  let refusal: RefusalAfterSaving | null = null;
  const next = produce(base, (draft: World) => {
    try {
      result = recipe(draft);
    } catch (error) {
      if (!(error instanceof RefusalAfterSaving)) throw error;
      refusal = error;
    }
    if (result instanceof Promise) throw new Error('A mutation must be synchronous');
  });
  return { next, result, refusal };
}

/**
 * The world lives in memory. `data` is what is durable: reads never see a change that could
 * still be lost. A mutation runs synchronously on a draft of the latest world (immer), so it
 * happens completely or not at all; the records it changed go to the journal, and it resolves
 * once they are on disk. Changes that arrive while a write is in flight go out together in
 * the next one (group commit). If a write fails, that group and everything made on top of it
 * are rejected in one step, and memory returns to what the disk holds.
 *
 * A world shared by several processes (a durability with `catchUp`) may have moved on
 * elsewhere: a commit that meets a newer version catches up and runs its recipes again on
 * that world (a few times at most), and `catchUp()` brings the copy current before a request.
 */
export class Store {
  private durable: World;
  private latest: World;
  private readonly steps: Step[] = [];
  private draining = false;
  private quietTimer: NodeJS.Timeout | null = null;
  /** A snapshot being written while commits go on (a durability that allows it). */
  private compacting: Promise<void> | null = null;
  private readonly journalLimit: number;
  private readonly quietMs: number;
  private readonly clock: Clock;
  private lineage = 0;

  constructor(
    world: World,
    private readonly durability: Durability,
    readonly kind: 'file' | 'memory' | 'postgres',
    readonly location: string,
    options: StoreOptions = {},
  ) {
    this.durable = this.latest = freezeWorld(world);
    this.journalLimit = options.journalLimitBytes ?? 8 * 1024 * 1024;
    this.quietMs = options.quietMs ?? 2000;
    this.clock = options.clock ?? realClock();
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

  /** Whether other processes write to this world too. */
  get shared(): boolean {
    return this.durability.catchUp !== undefined;
  }

  /** Runs `fn` on a draft of the latest world; resolves with its result once it is durable. */
  async mutate<T>(fn: (draft: World) => T): Promise<T> {
    const run = runRecipe(this.latest, fn);
    const committed = run.next === this.latest ? run : await this.commit(fn, run);
    if (committed.refusal) throw committed.refusal.error;
    return committed.result as T;
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
  async replace(world: World): Promise<void> {
    this.lineage++;
    freezeWorld(world);
    if (this.shared) {
      // Other processes learn of it like any change: every record put or deleted.
      await this.mutate((draft) => {
        const target = draft as unknown as Record<string, unknown>;
        for (const key of Object.keys(target)) if (!(key in world)) delete target[key];
        Object.assign(draft, world);
      });
      return;
    }
    this.latest = world;
    return this.enqueue({ kind: 'snapshot', state: world });
  }

  /**
   * Brings a shared world's copy up to what every process committed before `since` (a mark of
   * the durability's, by default now); nothing to do alone.
   */
  async catchUp(since?: number): Promise<void> {
    if (!this.shared || (await this.durability.isCurrent?.(since))) return;
    return this.enqueue({ kind: 'catch-up' });
  }

  /** Writes everything durable into the snapshot and empties the journal. */
  compact(): Promise<void> {
    return this.enqueue({ kind: 'snapshot', state: null });
  }

  async close(): Promise<void> {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    await this.compacting;
    if (this.durability.journalSize > 0) await this.compact();
    await this.durability.close();
  }

  private commit(recipe: Recipe, run: Run): Promise<Run> {
    const changes = diffWorld(this.latest, run.next);
    freezeChanges(run.next, changes);
    recordDerivation(run.next, this.latest, changes);
    this.latest = run.next;
    return new Promise((resolve, reject) => {
      this.push({
        kind: 'commit',
        recipe,
        run,
        entry: { at: this.clock.now().toISOString(), changes },
        runs: 1,
        done: (error, final) => (error ? reject(error) : resolve(final as Run)),
      });
    });
  }

  private enqueue(step: Omit<Snapshot, 'done'> | Omit<CatchUpStep, 'done'>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.push({ ...step, done: (error?: Error) => (error ? reject(error) : resolve()) } as Step);
    });
  }

  private push(step: Step): void {
    this.steps.push(step);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    if (this.quietTimer) clearTimeout(this.quietTimer);
    while (this.steps.length > 0) {
      const first = this.steps[0] as Step;
      if (first.kind === 'snapshot') await this.writeSnapshot(first);
      else if (first.kind === 'catch-up') await this.catchUpWaiting();
      else await this.writeGroup();
    }
    this.draining = false;
    this.scheduleQuietCompaction();
  }

  /**
   * One read for every request waiting to catch up: each was queued before the read starts, so
   * each sees everything committed before it arrived. Under load, one round trip serves many.
   */
  private async catchUpWaiting(): Promise<void> {
    const waiting = this.steps.filter((s): s is CatchUpStep => s.kind === 'catch-up');
    this.steps.splice(0, this.steps.length, ...this.steps.filter((s) => s.kind !== 'catch-up'));
    let failure: Error | undefined;
    await this.catchUpNow().catch((error: unknown) => (failure = error as Error));
    for (const step of waiting) step.done(failure);
  }

  private async writeSnapshot(step: Snapshot): Promise<void> {
    this.steps.shift();
    await this.compacting;
    if (step.state === null && this.durability.snapshotsBesideCommits)
      return this.compactBesideCommits(step);
    const state = step.state ?? this.durable;
    try {
      await timed('snapshot', this.kind, () => this.durability.snapshot(state));
      this.durable = state;
      step.done();
    } catch (error) {
      if (step.state) this.fail(error, [step]);
      else step.done(error as Error);
    }
  }

  /**
   * Writes the durable world as the snapshot while later commits go on. Started here, between two
   * steps of the queue, no commit is being written: the snapshot holds every one before it.
   */
  private compactBesideCommits(step: Snapshot): void {
    const state = this.durable;
    this.compacting = timed('snapshot', this.kind, () => this.durability.snapshot(state))
      .then(
        () => step.done(),
        (error: unknown) => step.done(error as Error),
      )
      .finally(() => {
        this.compacting = null;
        if (!this.draining) this.scheduleQuietCompaction();
      });
  }

  /** The commits at the head of the queue, in one write (`locked`: under the world's lock). */
  private async writeGroup(locked = false): Promise<void> {
    const end = this.steps.findIndex((s) => s.kind !== 'commit');
    const group = this.steps.splice(0, end === -1 ? this.steps.length : end) as Commit[];
    try {
      await timed('commit', this.kind, () => this.durability.append(group.map((g) => g.entry)));
    } catch (error) {
      if (!(error instanceof CommitConflict)) return this.fail(error, group);
      // Another process was first: the group goes back, and runs again on the newer world.
      const again = group.filter((g) => g.runs < MAX_RUNS);
      for (const g of group) if (g.runs >= MAX_RUNS) g.done(new KeptChangingError());
      this.steps.unshift(...again.map((g) => ({ ...g, runs: g.runs + 1 })));
      // Those given up on may hold up the rest, which were built on them.
      const gaveUp = again.length < group.length;
      try {
        // Contended: queue for the world's lock rather than race the other writers again.
        if (this.durability.exclusively && !locked)
          await this.durability.exclusively(() => this.retryLocked(gaveUp));
        else {
          const runs = Math.max(...again.map((g) => g.runs), 0);
          await new Promise((resume) => setTimeout(resume, Math.random() * BACKOFF_MS * runs));
          await this.catchUpNow();
          if (gaveUp) this.rebase();
        }
      } catch (failure) {
        this.fail(failure, []);
      }
      return;
    }
    const before = this.durable;
    this.durable = (group.at(-1) as Commit).run.next;
    joinDerivation(this.durable, before);
    for (const g of group) g.done(null, g.run);
    // A snapshot rewrites the whole world while writes wait: past the limit, the journal may
    // grow as large as the snapshot before one is made, so its cost stays in proportion to what
    // was written (a 58 MB world of 100,000 VMs is not rewritten every 8 MB of renames).
    const limit = Math.max(this.journalLimit, this.durability.snapshotSize ?? 0);
    const planned = this.compacting || this.steps.some((s) => s.kind === 'snapshot');
    if (this.durability.journalSize > limit && !planned)
      this.steps.push({ kind: 'snapshot', state: null, done: () => {} });
  }

  /** Under the world's lock: catches up, then writes the queued commits, which nobody can beat. */
  private async retryLocked(gaveUp: boolean): Promise<void> {
    await this.catchUpNow();
    if (gaveUp) this.rebase();
    if (this.steps[0]?.kind === 'commit') await this.writeGroup(true);
  }

  /** Applies what other processes committed, then runs the queued changes again on top of it. */
  private async catchUpNow(): Promise<void> {
    const update = await this.durability.catchUp?.();
    if (!update) return;
    const before = this.durable;
    this.durable = 'world' in update ? freezeWorld(update.world) : this.applied(update.entries);
    joinDerivation(this.durable, before);
    this.rebase();
  }

  /**
   * Runs every queued change again, in order, on the durable world: each sees the one before
   * it, and a change that now fails is refused on its own.
   */
  private rebase(): void {
    this.latest = this.durable;
    for (const step of this.steps.splice(0)) {
      if (step.kind !== 'commit') {
        this.steps.push(step);
        continue;
      }
      let run: Run;
      try {
        run = runRecipe(this.latest, step.recipe);
      } catch (error) {
        step.done(error as Error);
        continue;
      }
      if (run.next === this.latest) {
        step.done(null, run);
        continue;
      }
      const changes = diffWorld(this.latest, run.next);
      freezeChanges(run.next, changes);
      recordDerivation(run.next, this.latest, changes);
      this.latest = run.next;
      this.steps.push({ ...step, run, entry: { ...step.entry, changes } });
    }
  }

  private applied(entries: readonly JournalEntry[]): World {
    let world = this.durable;
    for (const entry of entries) {
      const next = withChanges(world, entry.changes);
      recordDerivation(next, world, entry.changes);
      world = next;
    }
    return world;
  }

  /**
   * A failed write: it and every queued change (all built on it) are dropped together. A world
   * that kept changing (its lock never came) says so; anything else failed to save.
   */
  private fail(error: unknown, failed: Step[]): void {
    const lost = [...failed, ...this.steps.splice(0)];
    this.latest = this.durable;
    const reason = error instanceof KeptChangingError ? error : new SaveFailedError(error);
    for (const step of lost) step.done(reason);
  }

  private scheduleQuietCompaction(): void {
    if (this.durability.journalSize === 0 || this.compacting) return;
    this.quietTimer = setTimeout(() => void this.compact().catch(() => {}), this.quietMs);
    this.quietTimer.unref();
  }
}
