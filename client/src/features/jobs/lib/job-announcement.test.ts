import { describe, expect, it } from 'vitest';
import { makeJob } from '../testing/job-fixtures';
import { jobAnnouncement, seenStatuses } from './job-announcement';

const running = makeJob({ jobId: 5, resourceName: 'web-01', resourceDisplayName: 'web-01' });
const done = makeJob(
  { jobId: 5, resourceName: 'web-01', resourceDisplayName: 'web-01', isCompleted: true },
  { endTime: 1 },
);
const failed = makeJob(
  { jobId: 5, resourceDisplayName: 'web-01', hasFailed: true, errorMessage: 'No capacity' },
  { endTime: 1 },
);

describe('jobAnnouncement', () => {
  it('announces a job that starts, then its success', () => {
    const none = seenStatuses({ active: [], completed: [] });
    const started = { active: [running], completed: [] };
    expect(jobAnnouncement(none, started)).toBe('Creating Virtual Machine: web-01.');
    expect(jobAnnouncement(seenStatuses(started), { active: [], completed: [done] })).toBe(
      'Virtual Machine Created Successfully: web-01. Created successfully',
    );
  });

  it('announces a failure with its reason', () => {
    const seen = seenStatuses({ active: [running], completed: [] });
    expect(jobAnnouncement(seen, { active: [], completed: [failed] })).toBe(
      'Virtual Machine Creation Failed: web-01. No capacity',
    );
  });

  it('stays quiet when only progress moved, or for old history', () => {
    const seen = seenStatuses({ active: [running], completed: [] });
    const moved = { ...running, displayedPercentage: 60 };
    expect(jobAnnouncement(seen, { active: [moved], completed: [] })).toBeNull();
    expect(jobAnnouncement(new Map(), { active: [], completed: [done] })).toBeNull();
  });
});
