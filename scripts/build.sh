#!/usr/bin/env bash
# Builds only the package, web/dist (plume.js, plume.wasm, the declarations, the three.js module): what
# `npm pack` ships. Needs CMake, Emscripten (emsdk on any OS, or Debian's `emscripten`) and Node.js; it
# installs no system packages (scripts/setup.sh does that on Debian/Ubuntu, for the full test build).
# cglm and stb come from third_party/ (vendored, pinned; PLUME_CGLM_DIR / PLUME_STB_DIR point elsewhere).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
for tool in cmake emcmake node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "build: '$tool' not found. The package needs CMake, Emscripten (https://emscripten.org/docs/getting_started/downloads.html:" \
      "emsdk install latest && emsdk activate latest && source emsdk_env.sh) and Node.js;" \
      "on Debian/Ubuntu ./scripts/setup.sh installs them and builds everything." >&2
    exit 1
  fi
done
# esbuild bundles the JavaScript: the npm dev packages
[ -d node_modules/esbuild ] || npm ci --no-audit --no-fund --loglevel=error
# Debian's emcc looks for its JS optimiser's acorn there
[ -d /usr/share/nodejs ] && export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# a build/wasm configured for another tree (this checkout copied or moved) would build that tree: start afresh
source scripts/lib/cmake_cache.sh
plume_forget_foreign_build build/wasm
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=MinSizeRel >/dev/null
cmake --build build/wasm -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
echo "build: web/dist is ready ($(node -p "require('./package.json').version")): npm pack makes the package"
