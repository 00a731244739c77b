// Ports and settings of the browser tests. Each Playwright worker starts a sandbox of its own
// (port: the base plus the worker's index; its own data folder) that also serves the one portal
// build from the same origin, so no test ever sees another's world, outbox or clock.
// The base port is overridable so two checkouts can run their browser tests side by side.
import { SAME_ORIGIN_BUILD } from '../../../scripts/build/portal-build';
import { TEST_PASSWORD_COST } from '../../support/password-cost';

const basePort = Number(process.env.E2E_MOCK_PORT ?? 4010);

export const E2E = {
  /** Access tokens a test outlives only when it moves the clocks past them (the refresh test). */
  accessTokenTtlS: 120,
  portOf: (workerIndex: number) => basePort + workerIndex,
  sandboxEnv(port: number): Record<string, string> {
    const origin = `http://localhost:${port}`;
    return {
      MOCK_PORT: String(port),
      PORTAL_URL: origin,
      SANDBOX_PORTAL_DIR: SAME_ORIGIN_BUILD.dir,
      SANDBOX_DATA_DIR: `.e2e-data/sandbox-${port}`,
      SANDBOX_TIME_SCALE: '0.05',
      ACCESS_TOKEN_TTL_S: String(this.accessTokenTtlS),
      SANDBOX_FRESH: '1',
      SANDBOX_CHECK_RESPONSES: '1',
      // As `npm start` runs it: demo personas on, so one-click sign-in can be tested.
      SANDBOX_DEMO: '1',
      ...TEST_PASSWORD_COST,
    };
  },
};
