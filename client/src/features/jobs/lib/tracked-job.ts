import type { JobProgress, ResourceType } from '@contract/jobs';
import { displayedProgress } from './progress-display';

/** A job the portal follows, plus the percentage last shown for it. */
export type TrackedJob = {
  id: string;
  jobId: number;
  resourceType: ResourceType;
  progress: JobProgress;
  /** Epoch ms when the portal started following it; endTime when it finished. */
  startTime: number;
  endTime?: number;
  isModalOpen: boolean;
  displayedPercentage: number;
};

export type JobLists = { active: TrackedJob[]; completed: TrackedJob[] };
export type JobStatus = 'running' | 'completed' | 'failed';

export const trackedJobId = (p: Pick<JobProgress, 'resourceType' | 'jobId'>) =>
  `${p.resourceType}-${p.jobId}`;

// A job flagged as failed never reads as a success, even if the server also says completed.
export const jobStatus = (p: JobProgress): JobStatus =>
  p.hasFailed ? 'failed' : p.isCompleted ? 'completed' : 'running';

export const isFinished = (p: JobProgress) => jobStatus(p) !== 'running';

/** Active entries newest first; history newest first too, so "the last N" is slice(0, N). */
export const EMPTY_LISTS: JobLists = { active: [], completed: [] };

function withProgress(job: TrackedJob, progress: JobProgress, now: number): TrackedJob {
  const previous = job.displayedPercentage;
  return { ...job, progress, displayedPercentage: displayedProgress({ progress, now, previous }) };
}

/** Moves a finished active job to the front of history, replacing any entry with its jobId. */
function settle(lists: JobLists, id: string, now: number): JobLists {
  const job = lists.active.find((j) => j.id === id);
  if (!job || !isFinished(job.progress)) return lists;
  const done = { ...job, endTime: now };
  return {
    active: lists.active.filter((j) => j.id !== id),
    completed: [done, ...lists.completed.filter((j) => j.jobId !== job.jobId)],
  };
}

/** Starts following a job, or refreshes it if it is already active. */
export function upsertJob(lists: JobLists, progress: JobProgress, now: number): JobLists {
  const id = trackedJobId(progress);
  const existing = lists.active.find((j) => j.id === id);
  const fresh: TrackedJob = {
    id,
    jobId: progress.jobId,
    resourceType: progress.resourceType,
    progress,
    startTime: now,
    isModalOpen: false,
    displayedPercentage: 0,
  };
  const job = withProgress(existing ?? fresh, progress, now);
  const active = existing
    ? lists.active.map((j) => (j.id === id ? job : j))
    : [job, ...lists.active];
  return settle({ ...lists, active }, id, now);
}

/** A poll result; ignored when the job is no longer active (finished or cleared meanwhile). */
export function updateJob(lists: JobLists, progress: JobProgress, now: number): JobLists {
  const id = trackedJobId(progress);
  if (!lists.active.some((j) => j.id === id)) return lists;
  return upsertJob(lists, progress, now);
}

/** Ends an active job as failed with the given message (used when polling gives up). */
export function failJob(lists: JobLists, jobId: number, message: string, now: number): JobLists {
  const job = lists.active.find((j) => j.jobId === jobId);
  if (!job) return lists;
  const progress = { ...job.progress, hasFailed: true, errorMessage: message };
  return upsertJob(lists, progress, now);
}

/** Only one job modal at a time: opening one (or null) closes every other. */
export function showModal(lists: JobLists, jobId: number | null): JobLists {
  const mark = (j: TrackedJob) =>
    j.isModalOpen === (j.jobId === jobId) ? j : { ...j, isModalOpen: j.jobId === jobId };
  return { active: lists.active.map(mark), completed: lists.completed.map(mark) };
}

export const findJob = (lists: JobLists, jobId: number) =>
  lists.active.find((j) => j.jobId === jobId) ?? lists.completed.find((j) => j.jobId === jobId);

export const modalJob = (lists: JobLists) =>
  lists.active.find((j) => j.isModalOpen) ?? lists.completed.find((j) => j.isModalOpen) ?? null;
