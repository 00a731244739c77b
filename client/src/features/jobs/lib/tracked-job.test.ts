import { describe, expect, it } from 'vitest';
import { makeHistory, makeJob, makeProgress, T0 } from '../testing/job-fixtures';
import {
  EMPTY_LISTS,
  failJob,
  jobStatus,
  modalJob,
  showModal,
  updateJob,
  upsertJob,
} from './tracked-job';

const later = T0 + 30_000;

describe('tracked jobs', () => {
  it('starts following a job at the front of the active list', () => {
    const first = upsertJob(EMPTY_LISTS, makeProgress({ jobId: 1 }), T0);
    const lists = upsertJob(first, makeProgress({ jobId: 2, resourceType: 'network' }), later);
    expect(lists.active.map((j) => j.id)).toEqual(['network-2', 'virtual_machine-1']);
    expect(lists.active[0]).toMatchObject({
      jobId: 2,
      resourceType: 'network',
      startTime: later,
      isModalOpen: false,
      displayedPercentage: 10,
    });
    expect(lists.active[0]!.endTime).toBeUndefined();
  });

  it('updates an active job in place and never lowers its displayed percentage', () => {
    const lists = upsertJob(EMPTY_LISTS, makeProgress({ progressPercentage: 60 }), T0);
    const next = updateJob(
      lists,
      makeProgress({ progressPercentage: 40, stage: 'booting' }),
      later,
    );
    expect(next.active[0]).toMatchObject({ startTime: T0, displayedPercentage: 60 });
    expect(next.active[0]!.progress.stage).toBe('booting');
  });

  it('ignores poll results for jobs that are no longer active', () => {
    const lists = { active: [], completed: makeHistory(1) };
    expect(updateJob(lists, makeProgress({ jobId: 100, isCompleted: true }), later)).toBe(lists);
  });

  it('moves a completed job to the front of history, replacing the entry with its jobId', () => {
    const history = makeHistory(3); // jobIds 100, 101, 102
    const lists = upsertJob({ active: [], completed: history }, makeProgress({ jobId: 102 }), T0);
    const next = updateJob(lists, makeProgress({ jobId: 102, isCompleted: true }), later);
    expect(next.active).toEqual([]);
    expect(next.completed.map((j) => j.jobId)).toEqual([102, 100, 101]);
    expect(next.completed[0]).toMatchObject({ endTime: later, displayedPercentage: 100 });
  });

  it('moves a failed job to history as failed', () => {
    const lists = upsertJob(EMPTY_LISTS, makeProgress(), T0);
    const next = updateJob(lists, makeProgress({ hasFailed: true, stage: 'failed' }), later);
    expect(next.active).toEqual([]);
    expect(jobStatus(next.completed[0]!.progress)).toBe('failed');
  });

  it('treats a job flagged both completed and failed as failed', () => {
    expect(jobStatus(makeProgress({ isCompleted: true, hasFailed: true }))).toBe('failed');
    expect(jobStatus(makeProgress())).toBe('running');
  });

  it('fails an active job with a message, keeping its modal open', () => {
    const lists = showModal(upsertJob(EMPTY_LISTS, makeProgress({ jobId: 7 }), T0), 7);
    const next = failJob(lists, 7, 'Connection failed', later);
    expect(next.completed[0]!.progress).toMatchObject({
      hasFailed: true,
      errorMessage: 'Connection failed',
    });
    expect(modalJob(next)?.jobId).toBe(7);
    expect(failJob(next, 7, 'again', later)).toBe(next);
  });

  it('keeps at most one modal open across both lists', () => {
    const lists = { active: [makeJob({ jobId: 1 })], completed: makeHistory(2) };
    const a = showModal(lists, 101);
    expect(modalJob(a)?.jobId).toBe(101);
    const b = showModal(a, 1);
    expect([...b.active, ...b.completed].filter((j) => j.isModalOpen).map((j) => j.jobId)).toEqual([
      1,
    ]);
    expect(modalJob(showModal(b, null))).toBeNull();
  });
});
