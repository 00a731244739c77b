import { test as base } from '@playwright/test';
import { startSandbox, type WorkerSandbox } from './worker-sandbox';

export { expect } from '@playwright/test';

type Options = {
  /** The portal's timers run on Playwright's clock, so the test can move it (`page.clock.runFor`). */
  portalClock: boolean;
};

/**
 * Every browser test runs against its worker's own sandbox, which serves the portal too: pages,
 * `request` and `page.request` all address it through `baseURL`. A file whose tests wait on the
 * portal's polls or countdowns sets `test.use({ portalClock: true })` and moves time itself.
 */
export const test = base.extend<Options, { sandbox: WorkerSandbox }>({
  sandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use, workerInfo) => {
      const sandbox = await startSandbox(workerInfo.parallelIndex);
      await use(sandbox);
      await sandbox.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sandbox }, use) => use(sandbox.origin),
  portalClock: [false, { option: true }],
  page: async ({ page, portalClock }, use) => {
    if (portalClock) await page.clock.install();
    await use(page);
  },
});
