# syntax=docker/dockerfile:1
# The web image: nginx with the built shell and remotes. Build from the repository root:
#   docker build -f deploy/web.Dockerfile -t storefront-web .
# Stages: `workspace` (Node, pnpm, the front ends' dependencies and the sources; also the image of
# the `remote-deploy` tool, which builds one remote at run time), `build` (every front end built
# and laid out as a static root), and the final nginx image.

ARG NODE_IMAGE=node:22-bookworm-slim
# Debian's nginx, for Debian's brotli_static module (nginx.org's image has no brotli).
ARG WEB_BASE_IMAGE=debian:bookworm-slim

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

FROM ${WEB_BASE_IMAGE} AS web
# nginx and its brotli_static module, envsubst for the template, wget for the health check.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-static gettext-base wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
# Rendered at start by the entrypoint (envsubst) into /etc/nginx/conf.d/.
COPY deploy/nginx/storefront.conf.template /etc/nginx/templates/storefront.conf.template
COPY deploy/nginx/entrypoint.sh /usr/local/bin/web-entrypoint
COPY deploy/seed-static-root.sh /usr/local/bin/seed-static-root
COPY --from=build /out/www /opt/storefront/www
# Template defaults; API_UPSTREAM_1/2 come from docker-compose.
ENV NGINX_PORT=80 \
    STATIC_ROOT=/srv/www \
    REMOTE_ORIGINS=""
EXPOSE 80
STOPSIGNAL SIGQUIT
ENTRYPOINT ["web-entrypoint"]
CMD ["nginx", "-g", "daemon off;"]
