import { ensurePortalBuild } from '../../../scripts/build/portal-build';

/** One portal build for every worker (and for the bundle check after): skipped when current. */
export default function globalSetup() {
  ensurePortalBuild();
}
