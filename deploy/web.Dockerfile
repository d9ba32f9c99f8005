# syntax=docker/dockerfile:1
# The web image: nginx with the built shell and remotes. Build from the repository root:
#   docker build -f deploy/web.Dockerfile -t storefront-web .
# Stages: `workspace` (Node, pnpm, the front ends' dependencies and the sources; also the image of
# the `remote-deploy` tool, which builds one remote at run time), `build` (every front end built
# and laid out as a static root), and the final nginx image.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS workspace
RUN npm install --global pnpm@12.21.0
WORKDIR /src
# Downloads depend on the lockfile alone, so this layer survives every source change.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# The shell, every remote and what they build with (shared); not the API, e2e or bench.
RUN pnpm install --offline --frozen-lockfile --filter "shell..." --filter "mf-*..."

FROM workspace AS build
RUN pnpm --workspace-concurrency=1 --filter shell --filter "mf-*" run build
# The static root, laid out like the repository: shell/dist and mf-*/dist. Its id is a hash of
# the content, so seeding skips a rebuilt image whose files did not change.
RUN set -eu; \
    for package in shell mf-*; do \
      mkdir -p "/out/www/$package"; \
      cp -R "$package/dist" "/out/www/$package/dist"; \
    done; \
    cd /out/www; \
    find . -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16 > .build-id

FROM ${NGINX_IMAGE} AS web
RUN rm -f /etc/nginx/conf.d/default.conf
# Rendered at start by the image's entrypoint (envsubst) into /etc/nginx/conf.d/.
COPY deploy/nginx/storefront.conf.template /etc/nginx/templates/storefront.conf.template
COPY deploy/seed-static-root.sh /usr/local/bin/seed-static-root
COPY --from=build /out/www /opt/storefront/www
# Template defaults; API_UPSTREAM_1/2 come from docker-compose. A variable left undefined would
# stay in the rendered file as ${NAME}, so the optional one is defined, empty.
ENV NGINX_PORT=80 \
    STATIC_ROOT=/srv/www \
    REMOTE_ORIGINS=""
EXPOSE 80
