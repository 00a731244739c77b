import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Portal units in jsdom, mock-server units in node, API tests against buildApp(), and the
// conformance suite over HTTP.
// Each extends this root, so every project resolves the @/ and @contract/ aliases.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['client/src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-server',
          environment: 'node',
          include: ['mock-server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The conformance suite: HTTP against API_BASE_URL (by default a sandbox it starts).
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
        },
      },
    ],
  },
});
