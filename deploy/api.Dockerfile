# syntax=docker/dockerfile:1
# The API image. Build from the repository root (docker-compose does):
#   docker build -f deploy/api.Dockerfile -t storefront-api .
# The image runs the API's build (api/scripts/bundle.mjs, esbuild), as `npm start` does: its
# TypeScript and the pure modules of `shared` it imports compiled to plain ES modules in dist/,
# beside its production dependencies and its migrations, nothing of the front ends. A start
# costs half the CPU of loading the sources through tsx, and no compiler ships.

# Node 22: a few of the API's dependencies declare engines node >= 22.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
RUN npm install --global pnpm@12.21.0
WORKDIR /app

# Downloads depend on the lockfile alone, so this layer survives every source change.
FROM pnpm AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --prod
COPY package.json ./
COPY api/package.json api/
COPY shared/package.json shared/
# Only the api project (shared is linked, its build tools are not installed): the lockfile
# decides every version; --offline proves the fetch above had it all.
RUN pnpm install --offline --frozen-lockfile --prod --filter api

# The build: the api project with its build tools (esbuild), then its sources and shared's.
FROM pnpm AS build
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY package.json tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
RUN pnpm install --offline --frozen-lockfile --filter api
COPY shared/src shared/src
COPY api/tsconfig.json api/
COPY api/scripts api/scripts
COPY api/src api/src
RUN pnpm --filter api run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/api/node_modules api/node_modules
COPY api/package.json api/
COPY api/migrations api/migrations
COPY --from=build /app/api/dist api/dist
# The uploads volume is mounted here; a fresh named volume takes this folder's owner.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
WORKDIR /app/api
ENV HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads
EXPOSE 3000
# node itself as the command (no npm/pnpm wrapper): SIGTERM must reach it to drain.
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
