import type { Config } from '../../config';
import type { World } from '../../model/schema';

/**
 * What a domain operation works on: the world (mutated in place; the route saves it afterwards),
 * the instant of the request from the clock, and the configuration.
 */
export type DomainContext = { world: World; now: Date; config: Config };

export const plusMs = (date: Date, ms: number): string =>
  new Date(date.getTime() + ms).toISOString();
export const isPast = (iso: string, now: Date): boolean => Date.parse(iso) <= now.getTime();
