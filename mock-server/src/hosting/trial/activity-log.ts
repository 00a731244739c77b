import type { ActivityKind } from '@contract/activity';
import {
  follow,
  noEngagement,
  type Engagement,
  type Milestone,
} from '../../domain/activity/engagement';
import { NewestMap } from '../../model/newest-map';
import type { Clock } from '../../simulation/clock';
import type { ActivityStore, StoredActivity } from '../../storage/ports/activity';

/** What is done with a world's events once written: the demo's counts, the sales team's signals. */
export type ActivityWritten = (
  worldId: string,
  milestones: Milestone[],
  engagement: Engagement,
) => Promise<void>;

/** How long events wait in memory before they are written together. */
export const ACTIVITY_FLUSH_MS = 1000;
/** Worlds whose engagement is kept in memory; the least recent are read again when needed. */
const ENGAGEMENTS_KEPT = 1000;
/** A world's engagement is read again after this long, for what other processes wrote. */
const ENGAGEMENT_FRESH_MS = 5 * 60_000;

/**
 * The hosted trial's activity record, as requests make it: each event is kept in memory and
 * written with the others of its world about a second later (one append per world, never a
 * round trip inside a request, never waited on by one); a failed write keeps its events for
 * the next. After each write, the world's engagement (visits, actions) is followed and its
 * milestones passed on. `close` writes what is left.
 */
export class ActivityLog {
  private pending = new Map<string, StoredActivity[]>();
  /** The batch being written: still read with the rest until it is stored. */
  private inFlight = new Map<string, StoredActivity[]>();
  /** What follows each write (counts, signals), one after another, never holding up the next write. */
  private following: Promise<void> = Promise.resolve();
  private readonly engagements = new NewestMap<string, { engagement: Engagement; readAt: number }>(
    ENGAGEMENTS_KEPT,
  );
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: ActivityStore,
    private readonly clock: Clock,
    private readonly written: ActivityWritten,
    private readonly log: (error: unknown) => void = (error) => console.error(error),
  ) {}

  record(
    worldId: string,
    kind: ActivityKind,
    detail: string,
    visitor: string | null,
    agoMs = 0,
  ): void {
    const events = this.pending.get(worldId) ?? [];
    const at = new Date(this.clock.now().getTime() - agoMs);
    events.push({ at, kind, detail, visitor });
    this.pending.set(worldId, events);
    this.writeSoon();
  }

  /** A world's whole record: what is written, then what waits to be. */
  async read(worldId: string): Promise<StoredActivity[]> {
    const writing = this.inFlight.get(worldId) ?? [];
    const stored = await this.store.read(worldId);
    // Written meanwhile: then already in `stored`.
    const unwritten = this.inFlight.get(worldId) === writing ? writing : [];
    return [...stored, ...unwritten, ...(this.pending.get(worldId) ?? [])];
  }

  /** Several worlds' records (a funnel, an export), the waiting events included. */
  async readMany(worldIds: string[]): Promise<Map<string, StoredActivity[]>> {
    const writing = new Map(this.inFlight);
    const records = await this.store.readMany(worldIds);
    for (const [id, events] of records) {
      const batch = writing.get(id);
      if (batch && this.inFlight.get(id) === batch) events.push(...batch);
      events.push(...(this.pending.get(id) ?? []));
    }
    return records;
  }

  /**
   * Writes every waiting event now (one write at a time: each batch after the last); resolves
   * once what follows the writes (counts, signals) is done too.
   */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing.then(() => this.following);
  }

  /** Removes a world's record: what is stored, what waits to be and its engagement. */
  async remove(worldId: string): Promise<void> {
    this.pending.delete(worldId);
    this.engagements.delete(worldId);
    // A batch being written is stored first, so that the removal takes it too.
    await this.writing;
    await this.store.remove(worldId);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private writeSoon(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ACTIVITY_FLUSH_MS).unref();
  }

  private async writeWaiting(): Promise<void> {
    const batches = this.pending;
    this.pending = new Map();
    for (const [worldId, events] of batches) {
      this.inFlight.set(worldId, events);
      try {
        // Read before the append, or these events would be counted twice.
        const engagement = await this.engagementOf(worldId);
        await this.store.append(worldId, events);
        const milestones = follow(engagement, events);
        const counts = { ...engagement, lastSeen: new Map(engagement.lastSeen) };
        this.following = this.following
          .then(() => this.written(worldId, milestones, counts))
          .catch(this.log);
      } catch (error) {
        // Kept for the next write, ahead of what came since.
        this.pending.set(worldId, [...events, ...(this.pending.get(worldId) ?? [])]);
        this.engagements.delete(worldId);
        this.writeSoon();
        this.log(error);
      } finally {
        if (this.inFlight.get(worldId) === events) this.inFlight.delete(worldId);
      }
    }
  }

  private async engagementOf(worldId: string): Promise<Engagement> {
    const now = Date.now();
    const kept = this.engagements.get(worldId);
    this.engagements.delete(worldId);
    if (kept && now - kept.readAt < ENGAGEMENT_FRESH_MS) {
      this.engagements.set(worldId, kept);
      return kept.engagement;
    }
    const engagement = noEngagement();
    follow(engagement, await this.store.read(worldId));
    this.engagements.set(worldId, { engagement, readAt: now });
    return engagement;
  }
}
