# syntax=docker/dockerfile:1
# Larder in production: build the web app with every dependency, then run the server on Node 24 with
# production dependencies only (Node strips the server's TypeScript types itself: ADR 001, ADR 027).

ARG NODE_IMAGE=node:24-bookworm-slim

# Only the manifests first, so a source change reuses the installed dependencies.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
# glibc's allocator: two arenas, and blocks of 64 KB or more returned when freed, so V8's WebAssembly
# compilations leave no resident heap behind (ADR 028; scripts/tune-malloc.mjs sets them for npm start).
ENV MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY packages ./packages
COPY apps/server ./apps/server
COPY scripts ./scripts
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The load balancer's health check, and Docker's own: /healthz answers 503 once the database is gone.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: no new requests, in-flight ones and running jobs finish (jobs up to 5 s), then exit.
STOPSIGNAL SIGTERM
# A young generation of 8 MB semi-spaces instead of V8's larger default: ~110 MB less resident (ADR 028).
CMD ["node", "--max-semi-space-size=8", "apps/server/src/server.ts"]
