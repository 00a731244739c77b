import type { ActivityKind } from '@contract/activity';
import type {
  ContactLead,
  ContactSalesRequest,
  KeepSandboxRequest,
  KeptLead,
} from '@contract/sales-leads';
import type { Config } from '../config';
import type { DomainContext } from '../domain/shared/context';
import type { World } from '../model/schema';
import type { Clock } from '../simulation/clock';
import { worldTimeAt, type WorldTime } from '../simulation/world-time';
import type { SnapshotShelf } from '../storage/ports/snapshot-shelf';
import type { Store } from '../storage/engine/store';
import type { RequestLog } from './request-log';

/** What the sandbox process owns, whatever the number of worlds it serves. */
export type ProcessDeps = {
  config: Config;
  /** The real clock, which each world's own time (offset, pause) is measured against. */
  realClock: Clock;
  startedAt: Date;
};

/**
 * Who may use a world's controls (/__sandbox/*), and where their key may come from. The one
 * world of `npm start` asks for it only beyond loopback, in a header; a hosted world always,
 * in a header or in the HttpOnly cookie its visitor was given.
 */
export type WorldAccess = {
  /** Whether the controls ask for the key at all. */
  required: boolean;
  /** Whether `sent` is this world's key. */
  matches(sent: string): boolean;
  /** What a call without the key is told. */
  refusal: string;
  /** The cookie that may carry the key, given again for as long as the world lives; null: header only. */
  keyCookie: { maxAgeS: number; secure: boolean } | null;
  /**
   * Whether anyone may see the demo personas and read their mail: a hosted world's address is
   * its own invitation; the one world only while its controls are open to this machine.
   */
  personasOpen: boolean;
  /**
   * Whether only the world's own pages may call it from a browser: a hosted world's neighbours
   * are same-site with it (sub-domains of one host), so no other origin is trusted. False: the
   * configured portal's and any local dev server's too.
   */
  ownOriginOnly: boolean;
};

/** Where a world's visitors' doings go: buffered, written soon after, never waited on. */
export type WorldActivity = {
  /** `agoMs`: it happened this long before now (a page the portal reports a little later). */
  record(kind: ActivityKind, detail: string, visitor: string | null, agoMs?: number): void;
};

/**
 * A hosted world's next step for its visitor: keep it (it then lives longer after each visit)
 * or ask the sales team to get in touch. Stored with the world, apart from its data (a reset
 * keeps them), each answered once durable; a repeat of the same one stores nothing new.
 */
export type WorldLeads = {
  /** When the world expires unless used again, counting this request, and whether it is kept. */
  standing(): Promise<{ expiresAt: Date; kept: boolean }>;
  keep(request: KeepSandboxRequest): Promise<{ kept: KeptLead; expiresAt: Date; again: boolean }>;
  contact(request: ContactSalesRequest): Promise<{ contact: ContactLead; repeated: boolean }>;
};

/** What a reset returns to: the seed, or a hosted world's template. */
export type StartingPoint = {
  /** As a reset's answer names it: "seed 20260101", "the "demo" template". */
  name: string;
  world(): Promise<World>;
};

/**
 * What one world owns: its store (with its journal), its time, snapshots, request log and key,
 * and what makes it the kind of world it is (who may open its controls, what a reset returns
 * to, when it expires) as data. Resolved once per request as `request.world`; routes read
 * everything of a world from there, never from module state, so one process can serve many
 * isolated worlds, and none of them asks how it is hosted.
 */
export type WorldDeps = ProcessDeps & {
  /** The world's id: a hosted world's DNS label, `local` for the one world of `npm start`. */
  id: string;
  store: Store;
  /** The world's time now: what every rule reads. */
  time(): WorldTime;
  access: WorldAccess;
  /** Named copies of the world (the control room's snapshots). */
  snapshots: SnapshotShelf;
  /** The newest calls, for the control room. */
  requestLog: RequestLog;
  startingPoint: StartingPoint;
  /** Refuses a write that the world may not take (a hosted world past its size cap). */
  checkWrite(): void;
  /** It expires this long after its last request, and the page at `startUrl` starts another; null: never. */
  expiry: { ttlMs: number; startUrl: string } | null;
  /** What its visitors did is recorded (a hosted world, for the sales team); null: not. */
  activity: WorldActivity | null;
  /** Keeping it and asking sales (a hosted world); null: the one world has no such thing. */
  leads: WorldLeads | null;
};

/** The world's time by the real clock, its own settings over the process's defaults. */
export const timeOf = (deps: ProcessDeps, store: Store) => (): WorldTime =>
  worldTimeAt(deps.realClock.now(), store.data.sandbox, deps.config.defaultTimeScale);

/** The domain's view of this instant: the world as it is, at the world's time. */
export const domainContext = (deps: WorldDeps): DomainContext => ({
  world: deps.store.data,
  time: deps.time(),
  config: deps.config,
});
