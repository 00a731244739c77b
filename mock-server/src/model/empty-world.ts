import type { Catalogue, CollectionName, Collections, SandboxState, World } from './schema';
import { WORLD_VERSION } from './schema';
import { Records } from './records';

const COLLECTIONS: CollectionName[] = [
  'companies',
  'users',
  'roles',
  'teams',
  'teamMembers',
  'teamPermissions',
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
  'addressTypes',
  'contactTypes',
  'systemCountries',
  'contacts',
  'businessAddresses',
  'distributors',
  'clientEvents',
  'brandAssets',
];

const emptyCatalogue = (): Catalogue => ({
  countries: [],
  regions: [],
  datacenters: [],
  images: [],
  sizes: [],
  providers: [],
});

/** Real time, no scenario on. */
export const calmSandbox = (): SandboxState => ({
  clock: { offsetMs: 0, pausedAt: null },
  timeScale: null,
  scenarios: {
    failNextCreation: null,
    consolesUnavailable: false,
    latencyMs: 0,
    serverErrors: null,
    quotaExceeded: false,
  },
});

/** A world with nothing in it: the seed fills it, unit tests add just what they need. */
export function emptyWorld(opts: { seed: number; now: Date; jwtSecret: string }): World {
  const collections = Object.fromEntries(
    COLLECTIONS.map((c) => [c, new Records()]),
  ) as unknown as Collections;
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
    sandbox: calmSandbox(),
    ...collections,
  };
}

/** The collections the health check counts. */
export const collectionNames = (): readonly CollectionName[] => COLLECTIONS;
