import type { Config } from '../../config';
import { NewestMap } from '../../model/newest-map';
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

// The same few expiry timestamps are compared on every call (a session's, by its token check),
// and parsing one cost more than the rest of that check: each is parsed once (newest 5,000).
const parsed = new NewestMap<string, number>(5000);
function epochMsOf(iso: string): number {
  let ms = parsed.get(iso);
  if (ms === undefined) parsed.set(iso, (ms = Date.parse(iso)));
  return ms;
}

export const isPast = (iso: string, now: Date): boolean => epochMsOf(iso) <= now.getTime();
