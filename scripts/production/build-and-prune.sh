#!/bin/sh
# The production build, as the Dockerfile's build stage and tests/production run it: the
# locked dependencies, the build into dist/, then only the production dependencies kept.
set -eu
cd "$(dirname "$0")/../.."
npm ci --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
