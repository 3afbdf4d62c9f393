#!/usr/bin/env bash
# Installs what a fresh Debian/Ubuntu machine lacks (apt and npm packages), then builds Plume:
# the native core with its tests (build/native) and the WebAssembly package (web/dist).
# Idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for package in emscripten chromium cmake make gcc clang-14 libclang-rt-14-dev; do
  installed "$package" || missing+=("$package")
done
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm dev packages (playwright-core drives the system Chromium; three for the shared-context test)
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

# emcc's JS optimiser needs Debian's acorn, which Node.js does not search for by default
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=$(nproc 2>/dev/null || echo 2)
# build directories configured for another tree (this checkout copied or moved) would build that tree: start afresh
source scripts/lib/cmake_cache.sh
for dir in build/native build/wasm build/wasm-safe; do plume_forget_foreign_build "$dir"; done
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build build/native -j "$jobs" >/dev/null
# MinSizeRel (-Os): a fifth smaller than -O3, and Plume's per-frame C work is a few calls either way
grep -qs "CMAKE_BUILD_TYPE:STRING=MinSizeRel" build/wasm/CMakeCache.txt ||
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=MinSizeRel >/dev/null
cmake --build build/wasm -j "$jobs" >/dev/null
# the memory-safety build the browser tests also run against (SAFE_HEAP, ASSERTIONS=2, stack checks)
grep -qs "PLUME_WASM_SAFE:BOOL=ON" build/wasm-safe/CMakeCache.txt ||
  emcmake cmake -S . -B build/wasm-safe -DCMAKE_BUILD_TYPE=MinSizeRel -DPLUME_WASM_SAFE=ON >/dev/null
cmake --build build/wasm-safe -j "$jobs" >/dev/null
echo "setup: built build/native and web/dist ($(du -k web/dist/plume.wasm | cut -f1) KiB of wasm)"
