import { resourceName, jobMessage, jobModalTitle } from './job-labels';
import { jobStatus, type JobLists, type JobStatus } from './tracked-job';

export type SeenStatuses = ReadonlyMap<string, JobStatus>;

export const seenStatuses = (lists: JobLists): SeenStatuses =>
  new Map([...lists.active, ...lists.completed].map((j) => [j.id, jobStatus(j.progress)]));

/**
 * What a screen reader is told when jobs change: a job that started, finished or failed since
 * `before` ("Virtual Machine Created Successfully: web-01. Virtual machine is ready").
 * Progress within a state is not announced; it would talk over everything else.
 */
export function jobAnnouncement(before: SeenStatuses, lists: JobLists): string | null {
  const lines = [...lists.active, ...lists.completed].flatMap((job) => {
    const status = jobStatus(job.progress);
    if (before.get(job.id) === status) return [];
    // History loaded or trimmed is not news; only jobs seen running, or new ones, are.
    if (status !== 'running' && before.get(job.id) === undefined && job.endTime !== undefined)
      return [];
    const title = `${jobModalTitle(job.progress)}: ${resourceName(job.progress)}`;
    return [status === 'running' ? `${title}.` : `${title}. ${jobMessage(job.progress)}`];
  });
  return lines.length > 0 ? lines.join(' ') : null;
}
