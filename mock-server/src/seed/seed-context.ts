import type { Faker } from '@faker-js/faker';
import type { Config } from '../config';
import type { World } from '../model/schema';

/**
 * What every seeding step shares: the world being made, a seeded faker (the only source of
 * variety) and the instant it is made at (every seeded date is relative to it).
 */
export type SeedContext = { world: World; now: Date; config: Config; faker: Faker };

/** Per company: its id and its teams by fixture key. */
export type SeededCompany = {
  key: string;
  id: number;
  teamIds: Map<string, number>;
  datacenterIds: number[];
  /** A trial account starts small, well inside its quotas. */
  isTrial: boolean;
  /** How many VMs against the usual spread. */
  vmScale: number;
};

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
