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

/** The job tracker's next poll, now. */
export const nextJobPoll = (page: Page) => page.clock.runFor(JOB_POLL_INTERVAL_MS);

/** A finished job's dialog counts down and closes (or moves on) at once. */
export const runAutoClose = (page: Page) =>
  page.clock.runFor(AUTO_CLOSE_DELAY_MS + AUTO_CLOSE_SECONDS * 1000);

/** The first second of a finished job's countdown, so its "Auto-closing in" line shows. */
export const startAutoClose = (page: Page) => page.clock.runFor(AUTO_CLOSE_DELAY_MS);

/** The next re-read of a VM's status (its details, the list, a start or stop), now. */
export const nextStatusPoll = (page: Page) =>
  page.clock.runFor(Math.max(VM_REFRESH_MS, STATUS_POLL_MS));

/** After a partner inquiry is sent, the visitor is taken home now. */
export const runInquiryRedirect = (page: Page) => page.clock.runFor(INQUIRY_REDIRECT_MS);
