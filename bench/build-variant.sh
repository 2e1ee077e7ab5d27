#!/usr/bin/env bash
# Builds the web app of a git ref in a checkout of its own, so that two versions of the app (issue 26: the Preact
# build of main and the React build of a branch) can be measured side by side in one bench run:
#   bench/build-variant.sh <git ref> [folder]
# The checkout is a detached `git worktree` of the ref (default bench/results/tmp/builds/<commit>, not committed)
# with its own `npm ci`: a branch may change the dependencies (React instead of Preact), and the server render
# (apps/web/dist-ssr) imports the packages that are not bundled from the checkout's node_modules. A checkout
# already built for that commit is reused. Progress goes to stderr; the last line on stdout is the folder.
set -euo pipefail
ref=${1:?usage: bench/build-variant.sh <git ref> [folder]}
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse --verify "$ref^{commit}")
folder=${2:-$repo/bench/results/tmp/builds/${commit:0:12}}
# Written last, so a build that failed half-way is done again.
built="$folder/node_modules/.bench-built"
if [ -f "$built" ] && [ "$(cat "$built")" = "$commit" ]; then
  echo "$folder"
  exit 0
fi
if [ ! -e "$folder/.git" ]; then
  mkdir -p "$(dirname "$folder")"
  git -C "$repo" worktree add --detach --force "$folder" "$commit" >&2
fi
cd "$folder"
if [ "$(git rev-parse HEAD)" != "$commit" ]; then
  echo "$folder holds another commit than $commit: remove it (git worktree remove --force $folder)" >&2
  exit 1
fi
echo "building $ref ($commit) in $folder" >&2
npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2
npm run build >&2
echo "$commit" > "$built"
echo "$folder"
