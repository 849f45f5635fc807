# syntax=docker/dockerfile:1
# The production image (docker compose builds it: `build: .`; docs/deployment.md).
# deps → build (the client with vite, the server's bundle with esbuild) → prod-deps (dev
# dependencies pruned) → runtime: the runtime stage holds the built client, the server's bundle,
# the migrations and production dependencies only, runs as the unprivileged `node` user and
# never builds anything at start.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# playwright-core (a dev dependency, for the browser tests) ships no browser; keep downloads off.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm_config_audit=false npm_config_fund=false
COPY package.json package-lock.json ./
# The lock file was written by npm 11 against a registry that does not serve every optional
# platform package (tailwind's oxide builds for other systems, for one), so they are missing
# from it and `npm ci` refuses it. `npm install` then installs the locked versions and adds
# only the missing optional packages for this platform: the same fallback as .ci/run.
RUN npm ci || { echo "npm ci refused the lock file; installing the locked versions with npm install"; npm install; }

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the app: a compromised process cannot rewrite its own code.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY migrations ./migrations
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
# The only writable place (embedded database, uploads); a fresh named volume takes this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm run start:prod`, without npm in between: node gets SIGTERM itself and shuts down cleanly.
# The bundle, as under `npm start`: half the memory of running the sources through tsx.
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
