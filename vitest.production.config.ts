import { defineConfig } from 'vitest/config';

// The production build on a copy of the tree (`npm run test:production`): npm ci, the build and
// the prune take minutes, so it runs as a stage of its own in `npm test`, not with the projects.
export default defineConfig({
  test: {
    include: ['tests/production/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15 * 60_000,
    hookTimeout: 15 * 60_000,
  },
});
