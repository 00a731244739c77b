import type { ProcessDeps } from '../../application/world-deps';
import type { Config } from '../../config';
import { loadSnapshot, worldDamaged } from '../../application/stored-data';
import { badRequest, HttpError, notFound } from '../../domain/shared/errors';
import type { Clock } from '../../simulation/clock';
import { ensureDataFolder } from '../../storage/file/data-folder';
import { DamagedWorldError } from '../../storage/engine/damaged-world';
import { openFileWorldStorage } from '../../storage/file/file-world-storage';
import { openHostedWorld } from './hosted-world';
import { LoadedWorlds, type Lease } from './loaded-worlds';
import type { HostFigures } from '../world-host';
import type {
  CreatedWorld,
  HostAddress,
  OpenedWorld,
  WorldOptions,
  WorldSummary,
} from './trial-types';
import { ownChanges } from './own-world';
import { SEED_TEMPLATE, Templates } from '../../storage/policies/templates';
import { apexOrigin, worldOrigin, type TrialConfig } from './trial-config';
import { hashWorldKey, keyMatches, newWorldId, newWorldKey } from './world-ids';
import { WORLD_ID } from '../../storage/ports/world-registry';
import type {
  FoundWorld,
  RemovedWorld,
  WorldRecord,
  WorldRegistry,
} from '../../storage/ports/world-registry';
import { andThen, type MaybePromise } from '../../model/maybe-promise';
import type { WorldStorage } from '../../storage/ports/world-storage';
import type { HandOffStore } from '../../storage/ports/hand-offs';
import type { TemplateStore } from '../../storage/ports/templates';
import { HandOffs } from '../../storage/policies/hand-offs';
import { memoryHandOffRows } from '../../storage/memory/memory-hand-off-rows';
import { madeTemplates } from './made-templates';
import type { DemoStore } from '../../storage/ports/demos';
import { DemoWorlds } from './demo-worlds';
import { Sellers } from './sellers';
import { Signals } from './signals';
import { diffWorld } from '../../model/changes';
import { ActivityLog } from './activity-log';
import { engagementWritten } from './engagement-written';
import { worldLeads } from './world-leads';

export const SANDBOX_FULL = 'The sandbox is full, please try again later';
export const CREATE_FAILED = 'Your sandbox could not be created. Please try again.';

export type {
  CreatedWorld,
  HostAddress,
  OpenedWorld,
  WorldOptions,
  WorldSummary,
} from './trial-types';

/** One label of a host name: what a visitor may have mistyped a world's id as. */
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Worlds removed per sweep: the sweep never runs long, whatever expired at once. */
const SWEEP_BATCH = 200;

/**
 * The hosted trial's worlds: created as copies of a template, found by id, opened on demand
 * and closed when idle, expired some time after their last request, removed with their files.
 * Everything per request goes by id (a map lookup); only the operator's list reads them all.
 */
export class HostedTrial {
  readonly shared: ProcessDeps;
  readonly handOffs: HandOffStore;
  /** The sales console's accounts and demos (kept with the worlds). */
  readonly sellers: Sellers;
  readonly demos: DemoStore;
  readonly demoWorlds: DemoWorlds;
  /** What the worlds' visitors did, for the sales team. */
  readonly activity: ActivityLog;
  /** Webhooks and seller mail about what prospects do (sent by `signals.start()`). */
  readonly signals: Signals;
  private readonly registry: WorldRegistry;
  private readonly loaded: LoadedWorlds;
  private sweeper: NodeJS.Timeout | null = null;
  /** The host name last asked about, and what it addresses. */
  private lastAddressed: { name: string; address: HostAddress | null } = {
    name: '',
    address: null,
  };
  /** What this process did to worlds since it started (for the metrics). */
  private readonly tally = { created: 0, expired: 0, deleted: 0, quarantined: 0 };

  private constructor(
    readonly config: TrialConfig,
    sandbox: Config,
    private readonly clock: Clock,
    private readonly storage: WorldStorage,
    readonly templates: TemplateStore,
    /** The operator key's hash, shared by every process of the storage. */
    private readonly operatorKeyHash: string | null,
  ) {
    this.shared = { config: sandbox, realClock: clock, startedAt: clock.now() };
    this.registry = storage.registry;
    this.handOffs = new HandOffs(storage.handOffRows ?? memoryHandOffRows(), clock);
    this.loaded = new LoadedWorlds(config.maxLoaded);
    this.sellers = new Sellers(storage.sellerStore, clock, sandbox.passwordCost);
    this.demos = storage.demoStore;
    this.demoWorlds = new DemoWorlds(this, clock);
    this.activity = new ActivityLog(storage.activityStore, clock, engagementWritten(this));
    this.signals = new Signals(storage, config, clock);
  }

  /**
   * Opens the worlds' storage (SANDBOX_DATA_DIR, or the storage given: PostgreSQL) and its
   * templates, making the seed template once if need be.
   */
  static async open(o: {
    sandbox: Config;
    trial: TrialConfig;
    clock: Clock;
    storage?: WorldStorage;
  }): Promise<HostedTrial> {
    let storage = o.storage;
    if (!storage) {
      await ensureDataFolder(o.sandbox.dataDir);
      storage = await openFileWorldStorage(o.sandbox.dataDir, o.clock);
    }
    const templates = await Templates.open(storage.templateShelf, {
      clock: o.clock,
      made: madeTemplates(o.sandbox),
    }).catch(async (error: unknown) => {
      await storage.close();
      throw error;
    });
    if (!(await templates.has(o.trial.template))) {
      const names = (await templates.list()).join(', ');
      await storage.close();
      throw new Error(
        `TRIAL_TEMPLATE "${o.trial.template}" is not a template (there are: ${names})`,
      );
    }
    const configured = o.trial.operatorKey ? hashWorldKey(o.trial.operatorKey) : null;
    const operatorKeyHash = await storage.operatorKeyHash(configured);
    return new HostedTrial(o.trial, o.sandbox, o.clock, storage, templates, operatorKeyHash);
  }

  /** What a host name addresses: the apex, one world, or nothing of ours. */
  addressOf(hostName: string): HostAddress | null {
    // Asked twice a request (the host check, then the world), mostly for the same name.
    if (hostName !== this.lastAddressed.name)
      this.lastAddressed = { name: hostName, address: this.readAddress(hostName) };
    return this.lastAddressed.address;
  }

  private readAddress(hostName: string): HostAddress | null {
    const apex = this.config.apexHost;
    if (hostName === apex) return { kind: 'apex' };
    if (!hostName.endsWith(`.${apex}`)) return null;
    const id = hostName.slice(0, -apex.length - 1);
    if (WORLD_ID.test(id)) return { kind: 'world', id };
    return DNS_LABEL.test(id) ? { kind: 'mistyped' } : null;
  }

  /** Null when the worlds' storage answers and is up to date, else why not. */
  readiness(): Promise<string | null> {
    return this.storage.readiness();
  }

  /** Attempt counters shared by every process of the storage, where it has them. */
  get rateLimitStore() {
    return this.storage.rateLimitStore;
  }

  /** Whether the worlds are in a database reached through a pool of connections (PostgreSQL). */
  get usesDatabase(): boolean {
    return this.storage.poolUse !== undefined;
  }

  isOperator(sent: unknown): boolean {
    const hash = this.operatorKeyHash;
    return hash !== null && typeof sent === 'string' && keyMatches(sent, hash);
  }

  async create(template = this.config.template, options: WorldOptions = {}): Promise<CreatedWorld> {
    // Anyone may ask: the names of the operator's templates are not theirs to learn.
    if (!(await this.templates.has(template)))
      throw badRequest(`There is no template "${template}"`);
    await this.sweep();
    // A full trial says so at once; the storage's own count, creations in flight included, is
    // the one that holds.
    if ((await this.registry.count()) >= this.config.maxWorlds)
      throw new HttpError(503, SANDBOX_FULL);
    const id = newWorldId();
    const { key, keyHash } = newWorldKey();
    const now = this.clock.now();
    const origin = worldOrigin(this.config, id);
    let registered: boolean;
    try {
      const made = await this.templates.read(template);
      // Made its own after it is personalised, so no change of the one undoes the other's.
      const personalised = options.personalise?.(made) ?? made;
      const personalising = personalised === made ? [] : diffWorld(made, personalised);
      const own = [...personalising, ...ownChanges(personalised, origin)];
      const { expiresAt = null } = options;
      const record = { id, keyHash, template, createdAt: now, lastSeenAt: now, expiresAt };
      registered = await this.storage.create(record, own, this.config.maxWorlds);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, CREATE_FAILED);
    }
    if (!registered) throw new HttpError(503, SANDBOX_FULL);
    this.tally.created++;
    const expiresAt = options.expiresAt ?? this.expiry(now);
    return { id, url: `${worldOrigin(this.config, id)}/`, key, expiresAt };
  }

  /**
   * The world for a request (held until `release`), or why there is none: at once for a world
   * in memory whose registry row is at hand. `since`: the request's `mark`.
   */
  open(id: string, since?: number): MaybePromise<OpenedWorld> {
    return andThen(this.registry.find(id, since), (found) => this.openFound(id, found));
  }

  /**
   * A point in time for `open`, taken when a request comes: what its world then checks (the
   * registry's row, the world's copy) is current as of it, so one round trip to the database
   * that another request asked for meanwhile answers for it too. Undefined: nothing to catch up.
   */
  mark(): number | undefined {
    return this.storage.mark?.();
  }

  private openFound(id: string, found: FoundWorld): MaybePromise<OpenedWorld> {
    if (found.state === 'unknown') return found;
    if (found.state === 'removed') return { state: 'gone', reason: found.removed.reason };
    if (found.record.quarantined) return { state: 'quarantined' };
    const now = this.clock.now();
    if (this.endTimeOf(found.record) <= now.getTime())
      return this.remove(id, 'expired').then(() => ({ state: 'gone', reason: 'expired' }));
    this.registry.seen(id, now);
    const { record } = found;
    return andThen(
      this.loaded.acquire(id, () => this.openWorld(record)),
      (lease) => ({
        state: 'open',
        ...lease,
      }),
    );
  }

  /** A live world held for a caller of the apex (until `release`); null when it is not live. */
  async lease(id: string): Promise<Lease | null> {
    const found = await this.registry.find(id);
    if (found.state !== 'live' || found.record.quarantined) return null;
    const { record } = found;
    return this.loaded.acquire(id, () => this.openWorld(record));
  }

  /** Gives a world a fixed end (a demo's, extended). */
  setExpiry(id: string, expiresAt: Date): Promise<void> {
    return this.registry.setExpiry(id, expiresAt);
  }

  /** Whether `sent` is that world's own key. */
  async keyOpens(id: string, sent: unknown): Promise<boolean> {
    const found = await this.registry.find(id);
    return (
      found.state === 'live' && typeof sent === 'string' && keyMatches(sent, found.record.keyHash)
    );
  }

  /** Removes the world for good: the registry first (its host answers 410), then its data. */
  async remove(id: string, reason: RemovedWorld['reason']): Promise<boolean> {
    if ((await this.registry.find(id)).state !== 'live') return false;
    await this.registry.remove(id, reason, this.clock.now());
    this.tally[reason]++;
    await this.loaded.drop(id);
    await this.storage.removeData(id);
    // A demo's timeline outlives its world (revoked, expired) until the demo is deleted.
    if (!(await this.demos.byWorld(id))) await this.activity.remove(id);
    return true;
  }

  /**
   * Removes worlds whose time is up, least recently seen first, a batch at a time, and the
   * hand-off codes nobody used; one process at a time where several share the worlds.
   */
  async sweep(): Promise<number> {
    const swept = await this.storage.exclusively('sweep', async () => {
      const now = this.clock.now().getTime();
      const cutoff = new Date(now - this.config.ttlMs);
      const keptCutoff = new Date(now - this.config.keptTtlMs);
      const expired = [
        ...(await this.registry.endedBy(this.clock.now(), SWEEP_BATCH)),
        ...(await this.registry.seenBefore(cutoff, SWEEP_BATCH)),
        ...(await this.registry.keptSeenBefore(keptCutoff, SWEEP_BATCH)),
      ];
      for (const record of expired) await this.remove(record.id, 'expired');
      await this.handOffs.removeExpired();
      return expired.length;
    });
    return swept ?? 0;
  }

  /** Makes a snapshot saved in a world a template new worlds can be copies of. */
  async promote(worldId: string, snapshot: string, name: string): Promise<void> {
    if (this.templates.isMade(name))
      throw badRequest(
        name === SEED_TEMPLATE
          ? 'The seed template is made from the seed only'
          : `The template "${name}" is made by the sandbox from its scenario only`,
      );
    const found = await this.registry.find(worldId);
    if (found.state !== 'live') throw notFound(`There is no sandbox "${worldId}"`);
    // A snapshot saved by an older sandbox is upgraded; a damaged one is refused.
    const lease = await this.loaded.acquire(worldId, () => this.openWorld(found.record));
    let world;
    try {
      world = await loadSnapshot(lease.world.snapshots, snapshot);
    } finally {
      lease.release();
    }
    if (!world) throw notFound(`That sandbox has no snapshot "${snapshot}"`);
    await this.templates.save(name, world);
  }

  /** Live worlds whose visitors kept them or asked sales, the latest first. */
  withLeads(limit: number): Promise<WorldRecord[]> {
    return this.registry.withLeads(limit);
  }

  /** Every live world's record, without its size (cheap: the registry only). */
  records(): Promise<WorldRecord[]> {
    return this.registry.list();
  }

  async list(): Promise<WorldSummary[]> {
    const records = await this.registry.list();
    return Promise.all(records.map((r) => this.summaryOf(r)));
  }

  /** Sweeps now and then on its own; the timer never keeps the process alive. */
  startSweeping(): void {
    const every = Math.max(1000, Math.min(this.config.ttlMs / 4, 10 * 60_000));
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), every);
    this.sweeper.unref();
  }

  /** What the metrics show of the worlds: how many there are, and what this process did. */
  async figures(): Promise<HostFigures> {
    const pool = this.storage.poolUse?.();
    return {
      existing: await this.registry.count(),
      loaded: this.loaded.size,
      ...this.tally,
      ...(pool ? { pool } : {}),
    };
  }

  get loadedCount(): number {
    return this.loaded.size;
  }

  isLoaded(id: string): boolean {
    return this.loaded.has(id);
  }

  /** Closes every open world (each folds its journal) and stores pending last-seen times. */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.signals.stop();
    await this.loaded.closeAll();
    await this.activity.close();
    await this.storage.close();
  }

  /** A new world's end: some time after its creation, its first sight. */
  private expiry(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.config.ttlMs);
  }

  /** A fixed end where the world has one, else some time after its last request (longer kept). */
  endOf(record: WorldRecord): Date {
    return record.expiresAt ?? new Date(this.endTimeOf(record));
  }

  /** `endOf` as a time, for the check every request makes: no Date made. */
  private endTimeOf(record: WorldRecord): number {
    const ttlMs = record.lead?.kept ? this.config.keptTtlMs : this.config.ttlMs;
    return record.expiresAt?.getTime() ?? record.lastSeenAt.getTime() + ttlMs;
  }

  private async summaryOf(r: WorldRecord): Promise<WorldSummary> {
    return {
      id: r.id,
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      expiresAt: this.endOf(r),
      template: r.template,
      sizeBytes: await this.storage.sizeOf(r.id),
      loaded: this.loaded.has(r.id),
      quarantined: r.quarantined ?? null,
    };
  }

  /**
   * Opens a world's store. Stored data that fails on load (unreadable, failing the schema, a
   * version that cannot be upgraded) quarantines that world: marked for the operator, its files
   * kept as they are, 503 to its visitors; no other world notices.
   */
  private async openWorld(record: WorldRecord) {
    const { id } = record;
    const origin = worldOrigin(this.config, id);
    try {
      return await openHostedWorld({
        shared: {
          ...this.shared,
          config: { ...this.shared.config, publicOrigin: origin, portalUrl: origin },
        },
        record,
        opened: await this.storage.open(id, this.clock.now()),
        templates: this.templates,
        prepared: await this.demoWorlds.preparedOf(id),
        maxBytes: this.config.maxWorldBytes,
        expiry: { ttlMs: this.config.ttlMs, startUrl: `${apexOrigin(this.config)}/` },
        longestTtlMs: Math.max(this.config.ttlMs, this.config.keptTtlMs),
        activity: this.config.recordActivity
          ? {
              record: (kind, detail, visitor, agoMs) =>
                this.activity.record(id, kind, detail, visitor, agoMs),
            }
          : null,
        leadsOf: ({ store, time }) =>
          worldLeads({
            id,
            origin,
            registry: this.registry,
            clock: this.clock,
            trial: this.config,
            store,
            worldNow: () => time().now,
            demos: this.demos,
            signals: this.signals,
          }),
      });
    } catch (error) {
      if (!(error instanceof DamagedWorldError)) throw error;
      await this.registry.quarantine(id, { at: this.clock.now(), reason: error.message });
      this.tally.quarantined++;
      throw worldDamaged();
    }
  }
}
