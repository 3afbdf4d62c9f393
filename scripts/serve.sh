#!/usr/bin/env bash
# Installs and builds (scripts/setup.sh), then serves web/ on http://127.0.0.1:8080/ (the demo).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh
exec node scripts/static_server.mjs web "${PORT:-8080}"
