import type { World } from '../../model/schema';
import type { Quarantine, RemovedWorld } from '../../storage/ports/world-registry';
import type { Lease } from './loaded-worlds';

/** What the hosted trial answers about its worlds. */
export type CreatedWorld = { id: string; url: string; key: string; expiresAt: Date };
export type OpenedWorld =
  | ({ state: 'open' } & Lease)
  | { state: 'unknown' }
  | { state: 'quarantined' }
  | { state: 'gone'; reason: RemovedWorld['reason'] };
export type WorldSummary = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  template: string;
  sizeBytes: number;
  loaded: boolean;
  quarantined: Quarantine | null;
};
/** What a new world may carry besides its template: a fixed end, its own changes made on it. */
export type WorldOptions = { expiresAt?: Date; personalise?: (world: World) => World };
/** `mistyped`: a name under the apex that cannot be a world's (a label of the wrong shape). */
export type HostAddress = { kind: 'apex' } | { kind: 'world'; id: string } | { kind: 'mistyped' };
