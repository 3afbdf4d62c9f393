#!/usr/bin/env bash
# One simulated hour of a busy scene (scripts/soak.mjs); run scripts/setup.sh first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec node scripts/soak.mjs "$@"
