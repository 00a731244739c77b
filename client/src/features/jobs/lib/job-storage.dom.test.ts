import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeHistory, makeJob, T0 } from '../testing/job-fixtures';
import { readStoredLists, saveJobs } from './job-storage';
import { jobsFromStorage } from './stored-jobs';
import type { TrackedJob } from './tracked-job';

/** A storage that throws QuotaExceededError when the total size would pass `limit` chars. */
function quotaStorage(limit: number) {
  const data = new Map<string, string>();
  const size = () => [...data.values()].reduce((n, v) => n + v.length, 0);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (size() - (data.get(key)?.length ?? 0) + value.length > limit) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

/** What a reload reads back: the stored entries, as jobs. */
const loadJobs = () => jobsFromStorage(readStoredLists());
const sizeOf = (jobs: TrackedJob[]) => JSON.stringify(jobs).length;
const stored = (storage: ReturnType<typeof quotaStorage>, key: string) =>
  (JSON.parse(storage.data.get(key) ?? 'null') as TrackedJob[]).map((j) => j.jobId);
const activeJobs = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeJob({ jobId: 500 + i, resourceDisplayName: `vm-${500 + i}` }),
  );

describe('job storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips both lists, dates revived, no modal open', () => {
    const active = [makeJob({ estimatedCompletion: new Date(T0 + 60_000) }, { isModalOpen: true })];
    saveJobs({ active, completed: makeHistory(2) });
    const loaded = loadJobs();
    expect(loaded.completed.map((j) => j.jobId)).toEqual([100, 101]);
    expect(loaded.active[0]!.progress.createdAt).toEqual(new Date(T0));
    expect(loaded.active[0]!.progress.estimatedCompletion).toEqual(new Date(T0 + 60_000));
    expect(loaded.active[0]!.isModalOpen).toBe(false);
  });

  it('skips corrupt entries and unreadable lists', () => {
    localStorage.setItem(STORAGE_KEYS.activeJobs, '{not json');
    localStorage.setItem(
      STORAGE_KEYS.completedJobs,
      JSON.stringify([{ id: 'x' }, ...makeHistory(1)]),
    );
    expect(loadJobs()).toMatchObject({ active: [], completed: [{ jobId: 100 }] });
  });

  describe('when storage is full', () => {
    const warn = vi.spyOn(console, 'warn');
    beforeEach(() => warn.mockImplementation(() => undefined));

    it('keeps the 10 most recent history entries, else the 5 most recent', () => {
      const history = makeHistory(20);
      const ten = quotaStorage(sizeOf(history.slice(0, 10)) + 2);
      vi.stubGlobal('localStorage', ten);
      saveJobs({ active: [], completed: history });
      expect(stored(ten, STORAGE_KEYS.completedJobs)).toEqual([
        100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
      ]);

      const five = quotaStorage(sizeOf(history.slice(0, 7)));
      vi.stubGlobal('localStorage', five);
      saveJobs({ active: [], completed: history });
      expect(stored(five, STORAGE_KEYS.completedJobs)).toEqual([100, 101, 102, 103, 104]);
    });

    it('trims stored history to 5 to make room for all active jobs', () => {
      const history = makeHistory(10);
      const active = activeJobs(8);
      const storage = quotaStorage(sizeOf(history.slice(0, 5)) + sizeOf(active));
      vi.stubGlobal('localStorage', storage);
      saveJobs({ active, completed: history });
      expect(stored(storage, STORAGE_KEYS.completedJobs)).toHaveLength(5);
      expect(stored(storage, STORAGE_KEYS.activeJobs)).toHaveLength(8);
    });

    it('keeps the 5 most recent active jobs when that is still not enough', () => {
      const history = makeHistory(10);
      const active = activeJobs(12);
      const storage = quotaStorage(sizeOf(history) + 2);
      vi.stubGlobal('localStorage', storage);
      saveJobs({ active, completed: history });
      expect(stored(storage, STORAGE_KEYS.completedJobs)).toEqual([100, 101, 102, 103, 104]);
      expect(stored(storage, STORAGE_KEYS.activeJobs)).toEqual([500, 501, 502, 503, 504]);
    });

    it('never throws, even when nothing fits or storage refuses for another reason', () => {
      vi.stubGlobal('localStorage', quotaStorage(0));
      expect(() => saveJobs({ active: activeJobs(1), completed: makeHistory(1) })).not.toThrow();
      vi.stubGlobal('localStorage', {
        setItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      expect(() => saveJobs({ active: activeJobs(1), completed: [] })).not.toThrow();
    });
  });
});
