import { scaledDuration } from '../../simulation/clock';
import { hash32 } from '../shared/hash';

/**
 * How long the simulated provider takes, at SANDBOX_TIME_SCALE=1 (docs/developer-guide.md,
 * "Simulated time"):
 *
 *   create a VM        45-90 s: by size (bigger disks take longer) plus up to 10 s that depends
 *                      on the job id, plus 1 s per extra copy (at most 5)
 *   start              10 s   Starting  -> Running
 *   stop                6 s   Stopping  -> Stopped
 *   reset              10 s   Starting  -> Running
 *   upgrade         20-60 s   Resizing  -> the status it had: 20 s plus 2.5 s per added core
 *   create a network 20-39 s: 20 s plus up to 19 s that depends on the job id
 *   attach interface 45-119 s: 45 s plus up to 74 s that depends on the job id ("up to 2 minutes")
 *   datacenter setup   20 min (seeded; see fixtures/catalogue/datacenter-availability.json)
 *
 * Every duration is multiplied by the time scale when the operation starts and stored with it,
 * so a restart (even with another scale) resumes the same operation where it was.
 */
export const BASE_DURATIONS_MS = {
  start: 10_000,
  stop: 6_000,
  reset: 10_000,
  upgradeBase: 20_000,
  upgradePerCore: 2_500,
  upgradeMax: 60_000,
  createMin: 45_000,
  createMax: 90_000,
} as const;

/** Seconds a create takes before the job-id spread, by the size's cores (custom VMs pass theirs). */
const createBaseSeconds = (cpu: number) => Math.min(75, 41 + 2 * cpu);

export function createDurationMs(cpu: number, jobId: number, copies: number): number {
  const spread = hash32(`create-job-${jobId}`) % 11;
  const extra = Math.min(5, Math.max(0, copies - 1));
  const seconds = createBaseSeconds(cpu) + spread + extra;
  return Math.min(
    BASE_DURATIONS_MS.createMax,
    Math.max(BASE_DURATIONS_MS.createMin, seconds * 1000),
  );
}

export function upgradeDurationMs(fromCpu: number, toCpu: number): number {
  const added = Math.max(0, toCpu - fromCpu);
  return Math.min(
    BASE_DURATIONS_MS.upgradeMax,
    BASE_DURATIONS_MS.upgradeBase + added * BASE_DURATIONS_MS.upgradePerCore,
  );
}

export const networkCreateDurationMs = (jobId: number) =>
  (20 + (hash32(`network-job-${jobId}`) % 20)) * 1000;
export const interfaceAttachDurationMs = (jobId: number) =>
  (45 + (hash32(`nic-job-${jobId}`) % 75)) * 1000;

/** A scaled duration is never zero: progress maths divides by it. */
export const scaled = (ms: number, timeScale: number): number =>
  Math.max(1, scaledDuration(ms, timeScale));
