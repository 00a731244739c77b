import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

// Local storage is per origin, and a hosted world has an origin of its own: the ids listed
// here are this world's users who were offered the tour on this device.
const offeredIds = (): number[] => {
  const stored = readJson<unknown>(STORAGE_KEYS.tour);
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
};

export const wasOfferedTour = (userId: number): boolean => offeredIds().includes(userId);

/** Offered once: a reload or the next sign-in does not offer it again (the user menu still does). */
export function rememberTourOffered(userId: number): void {
  if (wasOfferedTour(userId)) return;
  try {
    writeJson(STORAGE_KEYS.tour, [...offeredIds(), userId]);
  } catch {
    // Storage full or blocked: the offer may come again, which is no harm.
  }
}
