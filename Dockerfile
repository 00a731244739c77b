# The hosted trial in production. Build: the locked dependencies, `npm run build`, then the
# development dependencies removed, by the same script the production test runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN scripts/production/build-and-prune.sh

# Run: production dependencies, the build, the seed's fixtures and the documents only; as a
# user without rights to change them.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    TRIAL_PORT=4500 \
    SANDBOX_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/fixtures ./fixtures
COPY --from=build /app/docs-assets ./docs-assets
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4500
# SIGTERM lets the requests in flight finish (up to 10 s) before the process exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.TRIAL_PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The heap set, not left to the machine: 16 MB semi-spaces from the start, and every object born
# young (no pretenuring); why in hosting-the-trial.md.
CMD ["node", "--min-semi-space-size=16", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "dist/server/trial.js"]
