import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';
import ShuffleWithinProjects from './tests/support/shuffle-within-projects.ts';

const ci = Boolean(process.env.CI);

// On CI, each project's files and the tests inside them run in a random order, so a test that leans on what
// another left behind fails there instead of some day on a developer's machine. Vitest prints
// the seed at the start (`Running tests with seed "123456"`). To replay that order, give the
// seed to the same command (the order of files depends on which files run):
//   VITEST_SEED=123456 npm run test:vitest
// The order inside a file depends on the seed alone, so one file replays by itself:
//   VITEST_SEED=123456 npx vitest run tests/api/networks.test.ts
// VITEST_SEED shuffles outside CI too.
function shuffleSeed(): number | null {
  const given = process.env.VITEST_SEED;
  if (!given) return ci ? randomInt(1_000_000) : null;
  if (!/^\d+$/.test(given)) throw new Error(`VITEST_SEED must be a whole number, not "${given}"`);
  return Number(given);
}
const seed = shuffleSeed();

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
    ...(seed === null
      ? {}
      : {
          sequence: {
            sequencer: ShuffleWithinProjects,
            shuffle: { files: false, tests: true },
            seed,
          },
        }),
    // A `.only` left in a commit would quietly skip every other test of its file.
    allowOnly: !ci,
    // On CI, how much of the sandbox's rules and storage the tests run, as a summary at the end:
    // a figure to watch, not a gate. Only these folders are reported, which keeps it cheap.
    // `npx vitest run --coverage` measures it anywhere.
    coverage: {
      enabled: ci,
      provider: 'v8',
      include: [
        'mock-server/src/domain/**',
        'mock-server/src/storage/**',
        'mock-server/src/model/**',
        'mock-server/src/application/**',
      ],
      exclude: ['**/*.test.ts', '**/*.contract.ts', '**/testing/**'],
      reporter: ['text-summary'],
    },
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
          setupFiles: ['tests/support/guard-collections.ts'],
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
          setupFiles: ['tests/support/guard-collections.ts'],
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
          // Every file signs in as the one account, reading its code from the outbox: side by
          // side, a file could take the code of another file's sign-in (seen behind Prism).
          fileParallelism: false,
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
          setupFiles: ['tests/support/guard-collections.ts'],
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
          setupFiles: ['tests/support/guard-collections.ts'],
          include: ['tests/api/**/*.isolated.test.ts'],
        },
      },
    ],
  },
});
