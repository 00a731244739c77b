import type { APIRequestContext, Page } from '@playwright/test';
import { VM_REFRESH_MS } from '../../../client/src/api/vms/vm-transitions';
import {
  AUTO_CLOSE_DELAY_MS,
  AUTO_CLOSE_SECONDS,
} from '../../../client/src/features/jobs/hooks/use-auto-close-countdown';
import { JOB_POLL_INTERVAL_MS } from '../../../client/src/features/jobs/lib/job-poll-interval';
import { INQUIRY_REDIRECT_MS } from '../../../client/src/features/partner-inquiry/lib/inquiry-redirect';
import { STATUS_POLL_MS } from '../../../client/src/features/vms/lib/status-poll';
import { fastForward } from './sandbox';

// Nothing waits for time to pass: the sandbox's clock jumps over simulated work, and the
// portal's own timers (polls, countdowns) run on the page's clock, which the tests move
// (files that do set `test.use({ portalClock: true })`).

/** Everything that takes up to `seconds` in the sandbox (jobs, boots, stops) is done now. */
export const finishSimulatedWork = (request: APIRequestContext, seconds = 600) =>
  fastForward(request, seconds);

/**
 * The portal's timers stop running by themselves: what is on screen (a finished job's dialog
 * before it closes itself) stays until the test moves the page's clock on.
 */
async function holdPortalTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // Ahead, as the page's clock moves on while this call travels (seconds on a busy machine).
  await page.clock.pauseAt(now + 5_000);
}

/** The portal's timers run by themselves again. */
export const releasePortalTime = (page: Page) => page.clock.resume();

/** The job tracker's next poll, now; then the portal's time holds still (see `runAutoClose`). */
export async function nextJobPoll(page: Page) {
  await holdPortalTime(page);
  await page.clock.runFor(JOB_POLL_INTERVAL_MS);
}

/** A finished job's dialog counts down and closes (or moves on); the portal's time runs again. */
export async function runAutoClose(page: Page) {
  await page.clock.runFor(AUTO_CLOSE_DELAY_MS + AUTO_CLOSE_SECONDS * 1000);
  await releasePortalTime(page);
}

/** The first second of a finished job's countdown, so its "Auto-closing in" line shows. */
export const startAutoClose = (page: Page) => page.clock.runFor(AUTO_CLOSE_DELAY_MS);

/** The next re-read of a VM's status (its details, the list, a start or stop), now. */
export const nextStatusPoll = (page: Page) =>
  page.clock.runFor(Math.max(VM_REFRESH_MS, STATUS_POLL_MS));

/** After a partner inquiry is sent, the visitor is taken home now. */
export const runInquiryRedirect = (page: Page) => page.clock.runFor(INQUIRY_REDIRECT_MS);
