import { ensurePortalBuild } from './build/portal-build';

/**
 * `npm run trial`: the hosted trial from the sources. Builds the portal first if its build is
 * missing or stale (unless SANDBOX_PORTAL_DIR names another), then starts the trial's server.
 */
if (!process.env.SANDBOX_PORTAL_DIR) ensurePortalBuild();
await import('../mock-server/src/trial-server');
