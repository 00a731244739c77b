import { defineConfig } from '@playwright/test';
import { E2E } from './tests/e2e/support/e2e-env';

// Browser tests run the built portal (vite preview) against a fresh sandbox on their own ports,
// so they never touch a developer's running `npm start`.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.portalUrl,
    actionTimeout: 10_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
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
