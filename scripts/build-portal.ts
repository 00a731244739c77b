import { ensurePortalBuild } from './build/portal-build';

/** `npm run build:portal`: the same-origin portal build, unless the one in dist/ is current. */
ensurePortalBuild();
