#!/usr/bin/env bash
# Installs and builds (scripts/setup.sh), then serves web/ on http://127.0.0.1:8080/ (the demo pages as they
# are developed) and the static site (scripts/site.mjs: landing page, the same pages, the docs as HTML) on
# http://127.0.0.1:8081/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh
node scripts/site.mjs build/site >/dev/null
port="${PORT:-8080}"
node scripts/static_server.mjs build/site "$((port + 1))" &
trap 'kill $! 2>/dev/null' EXIT
echo "Plume: the site (landing page, docs) at http://127.0.0.1:$((port + 1))/"
node scripts/static_server.mjs web "$port"
