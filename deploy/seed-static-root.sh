#!/bin/sh
# Copies a web image's build into the static root that nginx serves (a volume), adding and
# replacing files but never deleting: chunks an open page still asks for stay served.
#   seed-static-root <static-root> [<build>]     (<build> defaults to /opt/storefront/www)
# Runs once per build (its .build-id is recorded in <static-root>/.seeded/), so restarting the
# stack never puts an image's older copy of a remote over one redeployed since with
# scripts/deploy-remote.mjs. Write order as in that script: content-hashed files first, then the
# other files, then the entry points (index.html, mf-manifest.json) that name them; each file is
# written under a temporary name and renamed, so nobody reads half a file.
set -eu
dst=${1:?usage: seed-static-root <static-root> [<build>]}
src=${2:-/opt/storefront/www}
build=$(cat "$src/.build-id")
if [ -e "$dst/.seeded/$build" ]; then
  echo "seed-static-root: $dst already holds build $build"
  exit 0
fi

# $1: hashed | other | entry
copy_pass() {
  (cd "$src" && find . -type f ! -name .build-id) | while IFS= read -r file; do
    name=${file##*/}
    case $name in
      index.html | mf-manifest.json) kind=entry ;;
      *) if printf '%s\n' "$name" | grep -Eiq '(^|[.-])[0-9a-f]{8,64}[.-]'; then
           kind=hashed
         else
           kind=other
         fi ;;
    esac
    [ "$kind" = "$1" ] || continue
    mkdir -p "$dst/${file%/*}"
    cp "$src/$file" "$dst/$file.seed-tmp"
    mv -f "$dst/$file.seed-tmp" "$dst/$file"
  done
}
copy_pass hashed
copy_pass other
copy_pass entry
mkdir -p "$dst/.seeded"
touch "$dst/.seeded/$build"
echo "seed-static-root: build $build copied into $dst"
