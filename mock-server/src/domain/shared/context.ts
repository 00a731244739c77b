import type { Config } from '../../config';
import type { World } from '../../model/schema';
import type { WorldTime } from '../../simulation/world-time';

/**
 * What a domain operation works on: the world (mutated in place; the unit of work saves it
 * afterwards), the world's time at the request, and the configuration.
 */
export type DomainContext = { world: World; time: WorldTime; config: Config };

/** Who is calling, as the auth hook established it for the protected subtree. */
export type AuthContext = { userId: number; companyId: number; familyId: number };

export const plusMs = (date: Date, ms: number): string =>
  new Date(date.getTime() + ms).toISOString();
export const isPast = (iso: string, now: Date): boolean => Date.parse(iso) <= now.getTime();
