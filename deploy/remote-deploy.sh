#!/bin/sh
# The `remote-deploy` tool of docker-compose.yml: builds ONE remote from the sources baked into
# the workspace image and adds it to the static-root volume with scripts/deploy-remote.mjs
# (hashed chunks first, the manifest last, nothing deleted), without touching the shell.
#   docker-compose --profile tools build remote-deploy
#   docker-compose --profile tools run --rm remote-deploy mf-auth
set -eu
remote=${1:?usage: remote-deploy <remote package, e.g. mf-auth>}
pnpm --filter "$remote" run build
node scripts/deploy-remote.mjs "$remote" --to /srv/www
