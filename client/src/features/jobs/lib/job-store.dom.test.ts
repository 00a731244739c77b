import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@contract/jobs';
import { ApiError } from '@/api/api-error';
import { STORAGE_KEYS } from '@/lib/storage';
import { createJobStore } from './job-store';
import { CONNECTION_FAILED_MESSAGE } from './poll-failures';
import { jobsFromStorage } from './stored-jobs';
import { makeProgress, T0 } from '../testing/job-fixtures';

const fetchJob = vi.fn<(jobId: number) => Promise<JobProgress>>();
let clock = T0;
const newStore = () => createJobStore({ now: () => clock, fetchJob });
/** What a reload shows once its stored jobs are read back. */
async function afterReload() {
  const store = newStore();
  await store.restored;
  return store.getSnapshot();
}

describe('job store', () => {
  beforeEach(() => {
    clock = T0;
    fetchJob.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('tracks a job: active, its modal open alone (drawer closed), saved to local storage', () => {
    const store = newStore();
    store.openDrawer();
    const listener = vi.fn();
    store.subscribe(listener);
    store.trackJob(makeProgress({ jobId: 5 }));
    const state = store.getSnapshot();
    expect(state.active.map((j) => j.id)).toEqual(['virtual_machine-5']);
    expect(state.drawerOpen).toBe(false);
    expect(state.modalJob?.jobId).toBe(5);
    expect(listener).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.activeJobs)).toContain('"jobId":5');
  });

  it('survives a reload: a new store reads the jobs back, closed drawer and modal', async () => {
    const before = newStore();
    before.trackJob(makeProgress({ jobId: 5, estimatedCompletion: new Date(T0 + 60_000) }));
    before.trackJob(makeProgress({ jobId: 6, isCompleted: true }));

    const after = await afterReload();
    expect(after.active.map((j) => j.jobId)).toEqual([5]);
    expect(after.completed.map((j) => j.jobId)).toEqual([6]);
    expect(after.active[0]!.progress.estimatedCompletion).toEqual(new Date(T0 + 60_000));
    expect(after).toMatchObject({ drawerOpen: false, modalJob: null });
  });

  it('polls a job to completion: history front, endTime, finished listeners told', async () => {
    const store = newStore();
    const finished = vi.fn();
    store.onFinished(finished);
    store.trackJob(makeProgress({ jobId: 5 }));
    clock = T0 + 9000;
    fetchJob.mockResolvedValue(makeProgress({ jobId: 5, isCompleted: true, resourceId: 42 }));
    await store.pollJob(5);
    const state = store.getSnapshot();
    expect(state.active).toEqual([]);
    expect(state.completed[0]).toMatchObject({
      jobId: 5,
      endTime: T0 + 9000,
      displayedPercentage: 100,
    });
    expect(state.modalJob?.jobId).toBe(5); // the modal stays to count down
    expect(finished).toHaveBeenCalledWith(expect.objectContaining({ jobId: 5 }));
    expect((await afterReload()).completed.map((j) => j.jobId)).toEqual([5]);
  });

  it('tolerates 3 polling failures, then fails the job on a network error', async () => {
    const store = newStore();
    store.trackJob(makeProgress({ jobId: 5 }));
    fetchJob.mockRejectedValue(new Error('Network Error'));
    for (let i = 0; i < 3; i++) await expect(store.pollJob(5)).rejects.toThrow();
    expect(store.getSnapshot().active).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledTimes(3);

    await expect(store.pollJob(5)).rejects.toThrow();
    const failed = store.getSnapshot().completed[0]!;
    expect(failed.progress).toMatchObject({
      hasFailed: true,
      errorMessage: CONNECTION_FAILED_MESSAGE,
    });
    expect(store.getSnapshot().active).toEqual([]);
  });

  it('keeps polling after a 4th failure that is not a connection problem', async () => {
    const store = newStore();
    store.trackJob(makeProgress({ jobId: 5 }));
    fetchJob.mockRejectedValue(new ApiError('An error occurred', 500));
    for (let i = 0; i < 5; i++) await expect(store.pollJob(5)).rejects.toThrow();
    expect(store.getSnapshot().active.map((j) => j.jobId)).toEqual([5]);
  });

  it('opens a known job modal without fetching, and fetches an unknown one first', async () => {
    const store = newStore();
    store.trackJob(makeProgress({ jobId: 5 }));
    store.closeModal();
    expect(store.getSnapshot().modalJob).toBeNull();
    await store.openJobModal(5);
    expect(store.getSnapshot().modalJob?.jobId).toBe(5);
    expect(fetchJob).not.toHaveBeenCalled();

    fetchJob.mockResolvedValue(makeProgress({ jobId: 9, resourceType: 'network' }));
    await store.openJobModal(9);
    const state = store.getSnapshot();
    expect(fetchJob).toHaveBeenCalledWith(9);
    expect(state.modalJob?.id).toBe('network-9');
    expect(state.active.map((j) => j.jobId)).toEqual([9, 5]);
    expect(state.active.filter((j) => j.isModalOpen)).toHaveLength(1);
  });

  it('leaves the state alone when an unknown job cannot be fetched', async () => {
    const store = newStore();
    fetchJob.mockRejectedValue(new ApiError('Job not found', 404));
    await store.openJobModal(77);
    expect(store.getSnapshot()).toMatchObject({ active: [], completed: [], modalJob: null });
  });

  it('forgets every job, in storage too, when a session starts or ends', async () => {
    const store = newStore();
    store.trackJob(makeProgress({ jobId: 5 }));
    store.reset();
    expect(store.getSnapshot()).toMatchObject({ active: [], completed: [], drawerOpen: false });
    expect(store.getSnapshot().modalJob).toBeNull();
    expect((await afterReload()).active).toEqual([]);
  });

  it('clears history (in storage too) and toggles the drawer', async () => {
    const store = newStore();
    store.trackJob(makeProgress({ jobId: 6, isCompleted: true }));
    store.clearHistory();
    expect(store.getSnapshot().completed).toEqual([]);
    expect((await afterReload()).completed).toEqual([]);
    store.closeDrawer();
    expect(store.getSnapshot().drawerOpen).toBe(false);
    store.openDrawer();
    expect(store.getSnapshot().drawerOpen).toBe(true);
  });

  describe('stored jobs, read back after the start', () => {
    /** A reader that comes when the test says so (or never, rejected). */
    function heldReader() {
      let come: () => void = () => undefined;
      let fail: () => void = () => undefined;
      const loadReader = vi.fn(
        () =>
          new Promise<typeof jobsFromStorage>((resolve, reject) => {
            come = () => resolve(jobsFromStorage);
            fail = () => reject(new Error('chunk could not be fetched'));
          }),
      );
      return { loadReader, come: () => come(), fail: () => fail() };
    }
    const storeWith = (loadReader: ReturnType<typeof heldReader>['loadReader']) =>
      createJobStore({ now: () => clock, fetchJob, loadReader });
    const storedIds = (key: string) =>
      (JSON.parse(localStorage.getItem(key) ?? '[]') as { jobId: number }[]).map((j) => j.jobId);

    beforeEach(() => {
      const before = newStore();
      before.trackJob(makeProgress({ jobId: 5 }));
      before.trackJob(makeProgress({ jobId: 6, isCompleted: true }));
    });

    it('fetches no reader when nothing is stored', async () => {
      localStorage.clear();
      const reader = heldReader();
      await storeWith(reader.loadReader).restored;
      expect(reader.loadReader).not.toHaveBeenCalled();
    });

    it('keeps a job followed meanwhile first, and overwrites nothing stored before', async () => {
      const reader = heldReader();
      const store = storeWith(reader.loadReader);
      store.trackJob(makeProgress({ jobId: 7 }));
      store.trackJob(makeProgress({ jobId: 5, progressPercentage: 50 }));
      expect(storedIds(STORAGE_KEYS.activeJobs)).toEqual([5]);
      reader.come();
      await store.restored;
      const { active, completed } = store.getSnapshot();
      expect(active.map((j) => j.jobId)).toEqual([5, 7]);
      expect(active[0]!.progress.progressPercentage).toBe(50);
      expect(completed.map((j) => j.jobId)).toEqual([6]);
      expect(storedIds(STORAGE_KEYS.activeJobs)).toEqual([5, 7]);
    });

    it('drops them when a session starts or ends before they are read', async () => {
      const reader = heldReader();
      const store = storeWith(reader.loadReader);
      store.reset();
      reader.come();
      await store.restored;
      expect(store.getSnapshot()).toMatchObject({ active: [], completed: [] });
      expect(storedIds(STORAGE_KEYS.activeJobs)).toEqual([]);
    });

    it('leaves them stored when their reader cannot be fetched', async () => {
      const reader = heldReader();
      const store = storeWith(reader.loadReader);
      reader.fail();
      await store.restored;
      store.trackJob(makeProgress({ jobId: 8 }));
      expect(store.getSnapshot().active.map((j) => j.jobId)).toEqual([8]);
      expect(storedIds(STORAGE_KEYS.activeJobs)).toEqual([5]);
      expect(storedIds(STORAGE_KEYS.completedJobs)).toEqual([6]);
    });
  });
});
