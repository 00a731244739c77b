import { readJson, remove, STORAGE_KEYS, writeJson, type StorageKey } from '@/lib/storage';
import { EMPTY_LISTS, type JobLists, type TrackedJob } from './tracked-job';

/**
 * Trim sizes when local storage is full while saving jobs.
 * Lists are newest first, so "the last N" means the N most recent, i.e. slice(0, N).
 */
export const TRIMMED_COMPLETED = 5;
export const TRIMMED_COMPLETED_FALLBACK = 10;
export const TRIMMED_ACTIVE = 5;

/**
 * Both lists as local storage holds them, each entry unchecked: `stored-jobs.ts` reads them as
 * jobs. Kept apart, so that a visitor with no stored jobs loads no schema library.
 */
export type StoredLists = { active: unknown[]; completed: unknown[] };

const readList = (key: StorageKey): unknown[] => {
  const raw = readJson<unknown>(key);
  return Array.isArray(raw) ? raw : [];
};

export const readStoredLists = (): StoredLists => ({
  active: readList(STORAGE_KEYS.activeJobs),
  completed: readList(STORAGE_KEYS.completedJobs),
});

const isQuotaExceeded = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** True when written or when retrying cannot help; false only when storage is full. */
function tryWrite(key: StorageKey, jobs: TrackedJob[]): boolean {
  try {
    // No jobs, no entry: a reset session leaves nothing of its jobs behind.
    if (jobs.length === 0) remove(key);
    else writeJson(key, jobs);
    return true;
  } catch (error) {
    if (isQuotaExceeded(error)) return false;
    console.warn('Jobs could not be saved', error);
    return true;
  }
}

/**
 * Saves both lists. When storage is full:
 * - history: all of it, else its 10 most recent, else its 5 most recent;
 * - active jobs: all of them, else first shrink the stored history to its 5 most recent (old
 *   history matters less than running jobs) and retry, else keep the 5 most recent active jobs.
 * If even that fails the jobs stay in memory only; nothing is thrown at the caller.
 */
export function saveJobs({ active, completed }: JobLists = EMPTY_LISTS): void {
  const history = [
    completed,
    completed.slice(0, TRIMMED_COMPLETED_FALLBACK),
    completed.slice(0, TRIMMED_COMPLETED),
  ];
  if (!history.some((jobs) => tryWrite(STORAGE_KEYS.completedJobs, jobs))) {
    console.warn('Job history could not be saved: storage is full');
  }
  if (tryWrite(STORAGE_KEYS.activeJobs, active)) return;
  tryWrite(STORAGE_KEYS.completedJobs, completed.slice(0, TRIMMED_COMPLETED));
  if (tryWrite(STORAGE_KEYS.activeJobs, active)) return;
  if (!tryWrite(STORAGE_KEYS.activeJobs, active.slice(0, TRIMMED_ACTIVE))) {
    console.warn('Active jobs could not be saved: storage is full');
  }
}
