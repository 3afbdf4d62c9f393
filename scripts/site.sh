#!/usr/bin/env bash
# Builds the package if needed (scripts/build.sh: CMake, Emscripten, Node; installs no system package), then
# writes the static site to build/site/ (or the folder given): the landing page, the game, the editor, the
# stress and three.js pages, the docs as HTML. Relative URLs only: any static host, any path prefix.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/build.sh >/dev/null
node scripts/site.mjs "${1:-build/site}"
