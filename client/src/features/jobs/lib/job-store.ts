import { useSyncExternalStore } from 'react';
import type { JobProgress } from '@contract/jobs';
import { withPrefix } from '@/api/api-error';
import { notify } from '@/lib/notify';
import { getJob } from '@/api/jobs/get-job';
import { readStoredLists, saveJobs, type StoredLists } from './job-storage';
import { CONNECTION_FAILED_MESSAGE, judgePollFailure } from './poll-failures';
import * as lists from './tracked-job';
import type { JobLists, TrackedJob } from './tracked-job';

export type JobsSnapshot = JobLists & { drawerOpen: boolean; modalJob: TrackedJob | null };
type FinishedListener = (job: TrackedJob) => void;
type Deps = {
  now?: () => number;
  fetchJob?: (jobId: number) => Promise<JobProgress>;
  /** Reads stored entries as jobs: a schema, fetched only when there are stored entries. */
  loadReader?: () => Promise<(stored: StoredLists) => JobLists>;
};

const loadStoredJobsReader = () => import('./stored-jobs').then((m) => m.jobsFromStorage);

/**
 * The jobs the portal follows, outside React so other areas (and non-React code) can start
 * tracking a job. Lists persist to local storage on every change; drawer state does not.
 */
export function createJobStore({
  now = Date.now,
  fetchJob = getJob,
  loadReader = loadStoredJobsReader,
}: Deps = {}) {
  let snapshot: JobsSnapshot = { ...lists.EMPTY_LISTS, drawerOpen: false, modalJob: null };
  const stored = readStoredLists();
  // Stored jobs join the lists once their reader has come (a moment after start), so a visitor
  // with none loads no schema library. Nothing is saved until then: a change made meanwhile
  // would write over them. If the reader cannot be fetched, they stay stored as they were.
  let restoring = stored.active.length + stored.completed.length > 0;
  const listeners = new Set<() => void>();
  const finishedListeners = new Set<FinishedListener>();
  const failures = new Map<number, number>(); // per jobId; memory only, a reload starts afresh

  function commit(next: Partial<JobsSnapshot>) {
    const before = snapshot;
    snapshot = { ...snapshot, ...next };
    if (next.active || next.completed) {
      snapshot.modalJob = lists.modalJob(snapshot);
      if (!restoring) saveJobs(snapshot);
      const finished = snapshot.completed[0];
      const justFinished =
        finished &&
        before.active.some((j) => j.id === finished.id) &&
        !snapshot.active.some((j) => j.id === finished.id);
      if (justFinished) finishedListeners.forEach((listener) => listener(finished));
    }
    listeners.forEach((listener) => listener());
  }
  const setLists = (next: JobLists) => commit({ active: next.active, completed: next.completed });

  /** Jobs followed since the start come first; a stored one they already hold is left out. */
  function restore(read: JobLists) {
    restoring = false;
    const held = new Set([...snapshot.active, ...snapshot.completed].map((j) => j.id));
    const fresh = (jobs: TrackedJob[]) => jobs.filter((j) => !held.has(j.id));
    setLists({
      active: [...snapshot.active, ...fresh(read.active)],
      completed: [...snapshot.completed, ...fresh(read.completed)],
    });
  }
  /** Resolves once the stored jobs are in the lists (or could not be read). */
  const restored: Promise<void> = restoring
    ? loadReader().then(
        (read) => {
          // A session started or ended meanwhile: its jobs are not these.
          if (restoring) restore(read(stored));
        },
        (error: unknown) => console.warn('Stored jobs could not be read', error),
      )
    : Promise.resolve();

  const store = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    restored,

    /**
     * Starts following a job the user just created: its modal opens, alone. The drawer stays
     * behind the Job Status button; two overlays stacked would hide each other.
     */
    trackJob(progress: JobProgress) {
      const next = lists.upsertJob(snapshot, progress, now());
      commit({ ...lists.showModal(next, progress.jobId), drawerOpen: false });
    },

    /** Opens a job's modal; a job not followed yet is fetched first, then followed. */
    async openJobModal(jobId: number) {
      if (lists.findJob(snapshot, jobId)) return setLists(lists.showModal(snapshot, jobId));
      try {
        const progress = await fetchJob(jobId);
        setLists(lists.showModal(lists.upsertJob(snapshot, progress, now()), jobId));
      } catch (error) {
        notify.error(withPrefix('Error loading job', error));
      }
    },

    /** Jobs belong to a session: a sign-in or sign-out starts with none, so no user sees another's. */
    reset() {
      restoring = false;
      failures.clear();
      commit({ active: [], completed: [], drawerOpen: false });
    },

    closeModal: () => setLists(lists.showModal(snapshot, null)),
    clearHistory: () => commit({ completed: [] }),
    openDrawer: () => commit({ drawerOpen: true }),
    closeDrawer: () => commit({ drawerOpen: false }),

    /** One polling round for one job; rethrows so the caller's query records the error. */
    async pollJob(jobId: number): Promise<JobProgress> {
      try {
        const progress = await fetchJob(jobId);
        setLists(lists.updateJob(snapshot, progress, now()));
        return progress;
      } catch (error) {
        store.recordPollFailure(jobId, error);
        throw error;
      }
    },

    recordPollFailure(jobId: number, error: unknown) {
      const count = (failures.get(jobId) ?? 0) + 1;
      failures.set(jobId, count);
      console.warn(`Polling job ${jobId} failed (${count})`, error);
      if (judgePollFailure(count, error) !== 'fail') return;
      failures.delete(jobId);
      setLists(lists.failJob(snapshot, jobId, CONNECTION_FAILED_MESSAGE, now()));
    },

    /** Lets other areas react when a job ends (e.g. refetch their list). Returns unsubscribe. */
    onFinished(listener: FinishedListener) {
      finishedListeners.add(listener);
      return () => void finishedListeners.delete(listener);
    },
  };
  return store;
}

export type JobStore = ReturnType<typeof createJobStore>;

/** The portal's one job store, restored from local storage when the app starts. */
export const jobStore = createJobStore();

/** What a render without the browser's storage (the first-paint test's) shows: no jobs. */
const NO_JOBS: JobsSnapshot = { active: [], completed: [], drawerOpen: false, modalJob: null };

export const useJobs = (): JobsSnapshot =>
  useSyncExternalStore(jobStore.subscribe, jobStore.getSnapshot, () => NO_JOBS);

export const { trackJob, openJobModal, closeModal, clearHistory, openDrawer, closeDrawer } =
  jobStore;

/** For other areas, React or not: `jobTracker.track(job)` after creating a resource. */
export const jobTracker = {
  track: (progress: JobProgress) => jobStore.trackJob(progress),
  open: (jobId: number) => jobStore.openJobModal(jobId),
  onFinished: (listener: FinishedListener) => jobStore.onFinished(listener),
  reset: () => jobStore.reset(),
};
