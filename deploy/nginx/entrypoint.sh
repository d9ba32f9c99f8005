#!/bin/sh
# The web image's entrypoint: renders the site template with envsubst, as the official nginx
# image's entrypoint did, then runs the command. Only the template's own variables are replaced,
# so nginx's $uri and friends stay as they are; a missing one stops the start instead of leaving
# `${NAME}` in the configuration. Other commands (seed-static-root) run without rendering.
set -eu
if [ "${1:-}" = nginx ]; then
  for name in NGINX_PORT STATIC_ROOT API_UPSTREAM_1 API_UPSTREAM_2; do
    eval "value=\${$name:-}"
    [ -n "$value" ] || { echo "entrypoint: $name is not set" >&2; exit 1; }
  done
  # REMOTE_ORIGINS may be empty (every remote on this origin).
  export REMOTE_ORIGINS="${REMOTE_ORIGINS:-}"
  envsubst '${NGINX_PORT} ${STATIC_ROOT} ${API_UPSTREAM_1} ${API_UPSTREAM_2} ${REMOTE_ORIGINS}' \
    < /etc/nginx/templates/storefront.conf.template > /etc/nginx/conf.d/storefront.conf
fi
exec "$@"
