import { describe, expect, it } from 'vitest';
import type { Job } from '../../model/schema';
import { failureShare, jobEndsAt, jobProgress, stagesOf } from './job-progress';

const start = Date.parse('2026-03-15T10:00:00.000Z');
const job = (fields: Partial<Job> = {}): Job => ({
  id: 7,
  kind: 'vm-create',
  companyId: 1,
  userId: 1,
  resourceType: 'virtual_machine',
  resourceName: 'web',
  resourceDisplayName: 'web',
  resourceId: 3,
  datacenterId: 1,
  vmIds: [3],
  startedAt: new Date(start).toISOString(),
  durationMs: 60_000,
  outcome: 'success',
  failureStage: null,
  errorMessage: null,
  finishedAt: null,
  createdAt: new Date(start).toISOString(),
  ...fields,
});
const at = (ms: number) => new Date(start + ms);

describe('jobProgress', () => {
  it('has stage shares that add up to the whole job', () => {
    for (const kind of [
      'vm-create',
      'datacenter-init',
      'network-create',
      'interface-attach',
    ] as const) {
      const total = stagesOf(kind).reduce((sum, s) => sum + s.share, 0);
      expect(total).toBeCloseTo(1, 10);
    }
  });

  it('walks queued → allocating → creating_disk → booting → configuring_network → completed', () => {
    const seen: string[] = [];
    for (let ms = 0; ms <= 60_000; ms += 500) {
      const stage = jobProgress(job(), at(ms)).stage;
      if (seen.at(-1) !== stage) seen.push(stage);
    }
    expect(seen).toEqual([
      'queued',
      'allocating',
      'creating_disk',
      'booting',
      'configuring_network',
      'completed',
    ]);
  });

  it('gives a monotonic percentage, 100 only once completed', () => {
    let previous = -1;
    for (let ms = 0; ms <= 61_000; ms += 250) {
      const p = jobProgress(job(), at(ms));
      expect(p.progressPercentage).toBeGreaterThanOrEqual(previous);
      expect(p.progressPercentage === 100).toBe(p.isCompleted);
      previous = p.progressPercentage;
    }
    expect(jobProgress(job(), at(30_000)).progressPercentage).toBe(50);
    expect(jobProgress(job(), at(59_999)).progressPercentage).toBe(99);
  });

  it('estimates completion at start + duration and counts the seconds left, rounded up', () => {
    const p = jobProgress(job(), at(20_300));
    expect(p.estimatedCompletion?.toISOString()).toBe(new Date(start + 60_000).toISOString());
    expect(p.timeRemaining).toBe(40);
    expect(p.createdAt.toISOString()).toBe(new Date(start).toISOString());
    expect(p).toMatchObject({ isCompleted: false, hasFailed: false, message: 'Creating disk...' });
  });

  it('completes at the end with the ready message, nothing remaining', () => {
    expect(jobProgress(job(), at(60_000))).toMatchObject({
      stage: 'completed',
      progressPercentage: 100,
      isCompleted: true,
      hasFailed: false,
      message: 'Virtual machine is ready',
      errorMessage: null,
      timeRemaining: 0,
    });
    const several = job({ vmIds: [3, 4, 5], resourceId: null });
    expect(jobProgress(several, at(61_000)).message).toBe('3 virtual machines are ready');
  });

  it('fails halfway through the network stage, frozen there, with its error', () => {
    const failing = job({ outcome: 'failure', errorMessage: 'Network configuration failed' });
    expect(failureShare('vm-create')).toBeCloseTo(0.9, 10);
    expect(jobEndsAt(failing)).toBe(start + 54_000);
    // Until then it looks like any job, estimate included.
    expect(jobProgress(failing, at(53_999))).toMatchObject({
      stage: 'configuring_network',
      hasFailed: false,
      timeRemaining: 7,
    });
    for (const ms of [54_000, 60_000, 3_600_000]) {
      const p = jobProgress(failing, at(ms));
      expect(p).toMatchObject({
        stage: 'failed',
        hasFailed: true,
        isCompleted: false,
        progressPercentage: 90,
        errorMessage: 'Network configuration failed',
        message: 'Failed while configuring network',
        timeRemaining: 0,
      });
      expect(p.estimatedCompletion?.toISOString()).toBe(new Date(start + 54_000).toISOString());
    }
  });

  it('reads a job that started before now (a seeded datacenter setup) part-way', () => {
    const init = job({ kind: 'datacenter-init', durationMs: 20 * 60_000, vmIds: [] });
    expect(jobProgress(init, at(3 * 60_000))).toMatchObject({
      stage: 'preparing_hosts',
      progressPercentage: 15,
      timeRemaining: 17 * 60,
    });
    expect(jobProgress(init, at(20 * 60_000)).message).toBe('Datacenter is ready');
  });
});
