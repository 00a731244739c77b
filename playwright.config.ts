import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-launch';
import { E2E } from './tests/e2e/support/e2e-env';

// Browser tests run the built portal (vite preview) against a fresh sandbox on their own ports,
// so they never touch a developer's running `npm start`.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A broken environment (no browser, a server that never answers) fails the run in minutes
  // with its errors shown, instead of every test waiting out its timeout.
  maxFailures: 8,
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E.portalUrl,
    actionTimeout: 10_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'npx tsx mock-server/src/server.ts',
      url: `${E2E.apiUrl}/healthCheck/api`,
      env: E2E.mockEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite build && npx vite preview',
      url: E2E.portalUrl,
      env: E2E.clientEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
