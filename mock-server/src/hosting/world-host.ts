import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { ProcessDeps, WorldDeps } from '../application/world-deps';
import type { MaybePromise } from '../model/maybe-promise';

/** What a request addresses, as its host found it. */
export type Resolution =
  /**
   * A world, held until `release` (called once the reply is sent). `since`: a mark taken when the
   * request came, for a world shared with other processes to catch up to.
   */
  | { kind: 'world'; world: WorldDeps; since?: number; release?: () => void }
  /** The host's own address (the trial's apex): only routes marked `apex` answer there. */
  | { kind: 'apex' }
  /** No world to serve: the status and message of an API call, and a page for a browser. */
  | { kind: 'refused'; status: number; message: string; page?: { html: string; csp: string } };

/**
 * Where the worlds a process serves come from: one world (`npm start`, most tests), or the
 * hosted trial's many, one per host name. The one resolution hook (resolve-world.ts) asks it
 * for each request's world; everything after reads `request.world`, whatever the host.
 */
export interface WorldHost {
  readonly process: ProcessDeps;
  /** Whether a request may name this host in its Host header; any other name gets a 421. */
  serves(hostName: string): boolean;
  /**
   * The request's world, or why there is none. Synchronous where nothing needs looking up or
   * waiting for: where many worlds share the process, one with many requests under way has its
   * next ones wait for later turns of the event loop (fair-share.ts).
   */
  resolve(request: FastifyRequest): MaybePromise<Resolution>;
  /** Behind the trial's proxy, the client's address (for its limits) is forwarded. */
  readonly trustProxy: boolean;
  /** Null when the worlds' storage answers and is up to date, else why not; unset: always ready. */
  readiness?(): Promise<string | null>;
  /** Whether `sent` is the operator's key (GET /metrics); unset: nobody's is. */
  isOperator?(sent: string): boolean;
  /** What the host counts of its worlds, for GET /metrics; unset: one world, nothing to count. */
  figures?(): Promise<HostFigures>;
  /** Attempt counters shared by every process serving the worlds; unset: counted in memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  /**
   * Whether the worlds live in a database reached over the network: only then does a connection
   * error mean the storage is away for a while (503). Unset: files or memory.
   */
  readonly usesDatabase?: boolean;
}

/** A host's worlds as the metrics show them. */
export type HostFigures = {
  /** Worlds that exist (every process's), and those this process holds in memory. */
  existing: number;
  loaded: number;
  /** Since this process started: worlds it created, and those it removed, by reason. */
  created: number;
  expired: number;
  deleted: number;
  quarantined: number;
  /** The database's connections, where there is one. */
  pool?: { total: number; idle: number; waiting: number };
};
