import type { Faker } from '@faker-js/faker';
import type { DomainContext } from '../domain/shared/context';

/** What every seeding step shares: a seeded faker (the only source of variety) and the clock's now. */
export type SeedContext = DomainContext & { faker: Faker };

/** Per company: its id and its teams by fixture key. */
export type SeededCompany = {
  key: string;
  id: number;
  teamIds: Map<string, number>;
  datacenterIds: number[];
  /** A trial account starts small, well inside its quotas. */
  isTrial: boolean;
};

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
