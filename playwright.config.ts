import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium-launch';

// Browser tests run the built portal, served with the API by a fresh sandbox of each worker's
// own (tests/e2e/support/fixtures.ts), so they never touch a developer's running `npm start`
// and never one another's world.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // A worker per core, each with its Chromium and its sandbox (E2E_WORKERS to try others).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A test that needs a retry has a defect to fix.
  retries: 0,
  // On CI a `.only` left in a commit fails the run instead of quietly skipping every other test.
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A broken environment (no browser, a server that never answers) fails the run in minutes
  // with its errors shown, instead of every test waiting out its timeout.
  maxFailures: 8,
  globalTimeout: 20 * 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    actionTimeout: 10_000,
    // Pages as a user who asked for less motion sees them: no fades or slides to wait out and
    // no animation frames to paint, which cost the two cores a sixth of the stage. Tests of
    // motion itself set `emulateMedia({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions, network, console) and a screenshot; DOM snapshots of
    // every action cost a sixth of the stage, so `--trace on` asks for them when debugging.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
