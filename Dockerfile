# The two tiers' images, one target each, both built by docker-compose.yml: `--target gateway`
# (with the web client it serves) and `--target backend`. Built in stages so that the images hold
# compiled JavaScript and production dependencies only: no compiler, no devDependencies, no
# TypeScript loader, nothing compiled at start. Node 20, as CI. Every stage is Debian bookworm, so
# the native modules (better-sqlite3, @node-rs/argon2) installed in `production-dependencies` are
# those of the platform that runs them.
ARG NODE_IMAGE=node:20-bookworm-slim

# A compiler for better-sqlite3 where no prebuilt binary fits the platform.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests alone first, so the installs below run again only when a dependency changes.
COPY package.json package-lock.json ./
COPY rules/package.json rules/
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/

# Every dependency, to build the web client (Vite), the gateway and the backend (esbuild).
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web && npm run build -w gateway && npm run build -w backend

# What the built code imports at run time, and nothing else.
FROM toolchain AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund

# The manifests and node_modules of the production install (with the workspaces' links), read-only
# to the user the tiers run as.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app ./

FROM runtime AS gateway
COPY schema.graphql ./
COPY --from=build /app/gateway/dist gateway/dist
# The built web client and its server-rendering entry (with the persisted-query manifest of its
# operations, which the safelist names: SAFELIST_PATH=gateway/safelist.json runs only those).
COPY --from=build /app/web/dist web/dist
COPY gateway/safelist.json gateway/
USER node
ENV HOST=0.0.0.0 PORT=4000
EXPOSE 4000
# Healthy while it answers and its backend is ready (its /readyz asks the backend's).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A bounded old generation, as `npm start` runs it (scripts/start.mjs says why).
CMD ["node", "--max-old-space-size=256", "gateway/dist/main.mjs"]

# Last, so a build without --target is the backend.
FROM runtime AS backend
# pg_dump and pg_restore 15 (the compose file's PostgreSQL) for backup and restore on PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
# The SQL migrations (run at start) beside the bundles: the server, backup.mjs and restore.mjs.
COPY backend/drizzle backend/drizzle
COPY backend/drizzle-pg backend/drizzle-pg
COPY --from=build /app/backend/dist backend/dist
# DATA_DIR, made and given to the user the backend runs as before USER: a volume mounted there
# (`docker run -v portal-data:/data`) starts out owned by that user, so the backend can write.
RUN mkdir -p /data && chown node:node /data
USER node
ENV BACKEND_HOST=0.0.0.0 BACKEND_PORT=4100 DATA_DIR=/data
EXPOSE 4100
# Healthy while the database answers, the files' store can be reached and DATA_DIR takes writes.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.BACKEND_PORT}/readyz`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.mjs"]
