import type { Catalogue, CollectionName, Collections, World } from './schema';
import { WORLD_VERSION } from './schema';

const COLLECTIONS: CollectionName[] = [
  'companies',
  'users',
  'roles',
  'teams',
  'teamMembers',
  'virtualMachines',
  'networks',
  'netAdapters',
  'jobs',
  'datacenterOutages',
  'refreshFamilies',
  'mfaChallenges',
  'resetTokens',
  'consoleTickets',
  'signInGuards',
  'inquiries',
  'supportTickets',
  'outbox',
];

const emptyCatalogue = (): Catalogue => ({
  countries: [],
  regions: [],
  datacenters: [],
  images: [],
  sizes: [],
  providers: [],
});

/** A world with nothing in it: the seed fills it, unit tests add just what they need. */
export function emptyWorld(opts: { seed: number; now: Date; jwtSecret: string }): World {
  const collections = Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as Collections;
  const counters = Object.fromEntries(COLLECTIONS.map((c) => [c, 0])) as Record<
    CollectionName,
    number
  >;
  return {
    version: WORLD_VERSION,
    meta: { seed: opts.seed, seededAt: opts.now.toISOString() },
    counters,
    secrets: { jwt: opts.jwtSecret },
    catalogue: emptyCatalogue(),
    ...collections,
  };
}

/** The collections the health check counts. */
export const collectionNames = (): readonly CollectionName[] => COLLECTIONS;
