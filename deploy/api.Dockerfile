# syntax=docker/dockerfile:1
# The API image. Build from the repository root (docker-compose does):
#   docker build -f deploy/api.Dockerfile -t storefront-api .
# The API runs its TypeScript through tsx (as `npm start` does), so there is no compile stage:
# the image holds the API's production dependencies, its sources and migrations, and the pure
# modules of `shared` it imports (limits, permissions, dto), nothing of the front ends.

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

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/api/node_modules api/node_modules
COPY package.json pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY shared/src shared/src
COPY api/package.json api/tsconfig.json api/
COPY api/migrations api/migrations
COPY api/src api/src
# The uploads volume is mounted here; a fresh named volume takes this folder's owner.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
WORKDIR /app/api
ENV HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads
EXPOSE 3000
# node itself as the command (no npm/pnpm wrapper): SIGTERM must reach it to drain.
CMD ["node", "--import", "tsx", "src/server.ts"]
