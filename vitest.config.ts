import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Portal units in node, or in jsdom when they need a DOM (components, `*.dom.test.ts`),
// mock-server units in node, API tests against buildApp(), and the conformance suite over HTTP.
// Each extends this root, so every project resolves the @/ and @contract/ aliases.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Every core: the default leaves one of two idle.
    maxWorkers: availableParallelism(),
    // Worker threads rather than processes: a file's environment (jsdom above all) is set up
    // faster in a thread. Alternate runs of everything: 97-109 s against 110-113 s.
    pool: 'threads',
    // A guard against a hung test, not a speed check: on two cores the workers share the
    // machine with everything else `npm test` runs beside them.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['client/src/**/*.test.tsx', 'client/src/**/*.dom.test.ts'],
          exclude: ['**/*.isolated.test.tsx', '**/*.isolated.dom.test.ts'],
          setupFiles: ['client/src/test-setup.ts'],
          // One DOM per worker instead of one per file: setting up jsdom cost more than the
          // tests themselves (44 s against 14 s for the project).
          isolate: false,
        },
      },
      {
        // DOM tests that mock a module (`vi.mock`) or hold module state (the toast queue): they
        // need modules of their own.
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-dom-isolated',
          environment: 'jsdom',
          include: ['client/src/**/*.isolated.test.tsx', 'client/src/**/*.isolated.dom.test.ts'],
          setupFiles: ['client/src/test-setup.ts'],
        },
      },
      {
        // Rules, storage-free helpers and the contract: no DOM to set up (it costs more than
        // the tests themselves).
        extends: true,
        test: {
          name: 'unit-client',
          environment: 'node',
          include: ['client/src/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-server',
          environment: 'node',
          include: ['mock-server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['mock-server/src/storage/postgres/**'],
        },
      },
      {
        // On a real PostgreSQL server, one per run (started by the global setup unless
        // TEST_DATABASE_URL names one); each file makes a database of its own.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['mock-server/src/storage/postgres/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          hookTimeout: 60_000,
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
          exclude: ['tests/api/**/*.isolated.test.ts'],
          // Every file builds its own apps from buildApp(): no module state to isolate, and
          // importing the sandbox once per worker instead of once per file saves most of the time.
          isolate: false,
        },
      },
      {
        // API tests that mock a module the sandbox imports (`vi.mock`): they need modules of
        // their own, which a shared worker cannot give.
        extends: true,
        test: {
          name: 'api-isolated',
          environment: 'node',
          include: ['tests/api/**/*.isolated.test.ts'],
        },
      },
    ],
  },
});
