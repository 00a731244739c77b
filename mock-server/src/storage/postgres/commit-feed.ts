import pg from 'pg';
import type { JournalEntry } from '../engine/durability';

/**
 * The channel every journal insert notifies on commit, with `<worldId>:<version>`, followed by
 * a newline and the row's entries (JSON) when they fit in a notification.
 */
export const COMMIT_CHANNEL = 'world_commits';
/** PostgreSQL refuses a notification of 8,000 bytes or more. */
export const NOTIFICATION_LIMIT_BYTES = 7_999;
/** Heard entries kept for a world whose copy does not catch up: past this, it reads instead. */
const MAX_HEARD_PER_WORLD = 256;
/** The channel a world's removal or quarantine notifies, with `<worldId>`, on commit. */
export const REGISTRY_CHANNEL = 'world_registry';

/** The listening session's name in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'sandbox-commit-feed';
/** After the connection is lost, the first retry comes this soon, then twice later each time. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** As the pool's: a database that does not answer fails the attempt instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * What every process commits, as PostgreSQL announces it: one connection of its own (a pooled
 * one would be handed to queries and drop the LISTEN) that listens on the commits' channel.
 * While connected it knows the newest version of each world committed since it started to
 * listen, so a copy read after that and at least as new as that is current without a read.
 * A lost connection forgets everything (the epoch changes) and comes back by itself.
 */
export class CommitFeed {
  /** The newest version of each world announced in this epoch. */
  readonly latest = new Map<string, number>();
  connected = false;
  /** One more on every (re)connection: what was verified in an earlier one vouches for nothing. */
  epoch = 0;
  private client: pg.Client | null = null;
  /** The connection being opened: what it hears once LISTEN is done counts already. */
  private connecting: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | null = null;
  private readonly registryListeners = new Set<(worldId: string) => void>();
  /** One more on every registry change heard and every lost connection. */
  registryChanges = 0;
  /** Round trips started so far: the next one is numbered this. */
  private tripsStarted = 0;
  /** The newest round trip that came back in this epoch (-1: none). */
  private lastTrip = -1;
  /** The round trip about to be sent or in flight, and the next one, each shared by its callers. */
  private syncing: { trip: number; done: Promise<boolean> } | null = null;
  private nextSync: Promise<boolean> | null = null;
  /** The worlds this process holds open: each one's version, and entries heard beyond it. */
  private readonly followed = new Map<string, Following>();

  constructor(private readonly url: string) {}

  /** The epoch if connected, else -1: taken before a read is sent, it says what the read saw. */
  get liveEpoch(): number {
    return this.connected ? this.epoch : -1;
  }

  /** Resolves once listening; rejects if the database cannot be reached (it is needed at start). */
  start(): Promise<void> {
    return this.listen();
  }

  /**
   * A point in time for `sync`: what one request checks (the registry's row, the world's copy)
   * can share one round trip that started after it.
   */
  mark(): number {
    return this.tripsStarted;
  }

  /**
   * Resolves with true once every notification of a transaction committed before `since` (a
   * `mark`, by default now) has been heard: a round trip on the listening connection that
   * started after it, since PostgreSQL sends a session its pending notifications before it
   * answers. With false if the connection is lost meanwhile (or was). Callers that come while
   * a round trip that started too early is in flight share the next one.
   */
  sync(since = this.mark()): Promise<boolean> {
    if (!this.connected) return Promise.resolve(false);
    if (this.lastTrip >= since) return Promise.resolve(true);
    if (!this.syncing) return this.roundTrip();
    if (this.syncing.trip >= since) return this.syncing.done;
    return (this.nextSync ??= this.syncing.done.then(() => {
      this.nextSync = null;
      return this.roundTrip();
    }));
  }

  /**
   * The next round trip, sent once the requests read in this turn of the event loop have all
   * asked for it (setImmediate), so that they share it; until it is sent, it is the one a new
   * mark waits for. The query is empty: what counts is the answer, not a result to parse.
   */
  private roundTrip(): Promise<boolean> {
    const trip = this.tripsStarted;
    const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const client = this.client;
      const epoch = this.epoch;
      if (!client || !this.connected) return false;
      this.tripsStarted = trip + 1;
      return client.query('').then(
        () => {
          const heard = this.connected && this.epoch === epoch;
          if (heard) this.lastTrip = Math.max(this.lastTrip, trip);
          return heard;
        },
        () => false,
      );
    });
    const syncing = { trip, done };
    this.syncing = syncing;
    void done.then(() => {
      if (this.syncing === syncing) this.syncing = null;
    });
    return done;
  }

  /**
   * Keeps the entries announced for the world beyond `version()` (its open copy's), so the
   * copy can catch up on other processes' commits without reading them (`heardAfter`).
   */
  follow(worldId: string, version: () => number): void {
    this.followed.set(worldId, { version, heard: new Map() });
  }

  /** The copy that followed the world is closed (a newer copy may follow it meanwhile). */
  unfollow(worldId: string, version: () => number): void {
    if (this.followed.get(worldId)?.version === version) this.followed.delete(worldId);
  }

  /**
   * The entries of every version after `version` up to the newest announced, with the bytes
   * they take, once each was heard with its entries (and taken from the feed); null when one
   * was not (too large for a notification, or committed before this epoch): read them instead.
   * Versions are committed in order, so from the first one on every later one was heard too.
   */
  heardAfter(
    worldId: string,
    version: number,
  ): { entries: JournalEntry[]; version: number; bytes: number } | null {
    const latest = this.latest.get(worldId) ?? 0;
    const heard = this.followed.get(worldId)?.heard;
    if (!this.connected || !heard || latest <= version) return null;
    const texts: string[] = [];
    for (let v = version + 1; v <= latest; v++) {
      const text = heard.get(v);
      if (text === undefined) return null;
      texts.push(text);
    }
    for (let v = version + 1; v <= latest; v++) heard.delete(v);
    return {
      entries: texts.flatMap((text) => JSON.parse(text) as JournalEntry[]),
      version: latest,
      bytes: texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    };
  }

  /** Calls `listener` with the world's id whenever any process removes or quarantines a world. */
  onRegistryChange(listener: (worldId: string) => void): void {
    this.registryListeners.add(listener);
  }

  /** Stops listening for good. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.forget();
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // What this session is, in pg_stat_activity.
      application_name: FEED_APPLICATION_NAME,
    });
    // Unhandled, an `error` would end the process: a lost connection only makes worlds read.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (client !== this.client && client !== this.connecting) return;
      if (n.channel === REGISTRY_CHANNEL) this.heardRegistry(n.payload);
      else this.heard(n.payload);
    });
    this.connecting = client;
    try {
      await client.connect();
      await client.query(`listen ${COMMIT_CHANNEL}; listen ${REGISTRY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    } finally {
      this.connecting = null;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.connected = true;
    this.epoch += 1;
    this.retryMs = FIRST_RETRY_MS;
  }

  private heard(payload: string | undefined): void {
    if (!payload) return;
    const newline = payload.indexOf('\n');
    const head = newline < 0 ? payload : payload.slice(0, newline);
    const at = head.lastIndexOf(':');
    if (at < 0) return;
    const worldId = head.slice(0, at);
    const version = Number(head.slice(at + 1));
    if ((this.latest.get(worldId) ?? 0) < version) this.latest.set(worldId, version);
    const following = this.followed.get(worldId);
    if (following) keep(following, version, newline < 0 ? undefined : payload.slice(newline + 1));
  }

  private heardRegistry(worldId: string | undefined): void {
    if (!worldId) return;
    this.registryChanges += 1;
    for (const listener of this.registryListeners) listener(worldId);
  }

  /** Only the connection in use counts: one that failed while connecting was never in use. */
  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.forget();
    void client.end().catch(() => {});
    this.reconnectLater();
  }

  /** Nothing announced before now can be trusted to be complete any more. */
  private forget(): void {
    this.client = null;
    this.connected = false;
    this.latest.clear();
    for (const following of this.followed.values()) following.heard.clear();
    this.lastTrip = -1;
    this.registryChanges += 1;
  }

  private reconnectLater(): void {
    if (this.closed) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().catch(() => this.reconnectLater());
    }, delay);
    // The process may end while the database is away: retries must not keep it alive.
    this.retry.unref();
  }
}

type Following = { version: () => number; heard: Map<number, string> };

/** Keeps what a followed world's copy has not got yet, and no more than it can use. */
function keep(following: Following, version: number, entries: string | undefined): void {
  const { heard } = following;
  const held = following.version();
  for (const v of heard.keys()) if (v <= held) heard.delete(v);
  if (version <= held) return;
  // Without it the copy must read: what comes after it would only wait for that read.
  if (entries === undefined || heard.size >= MAX_HEARD_PER_WORLD) heard.clear();
  else heard.set(version, entries);
}
