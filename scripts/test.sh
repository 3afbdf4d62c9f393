#!/usr/bin/env bash
# Installs and builds (scripts/setup.sh), then runs every test: the native core under ASan/UBSan
# with ctest (unit tests and fuzzers), then the rendering in headless Chromium (node --test), then the
# most important browser tests again against the memory-safety build (web/dist-safe).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh

status=0
echo "== native tests (ctest) =="
ctest --test-dir build/native --output-on-failure -j2 || status=1
echo "== browser tests (node --test, headless Chromium) =="
node --test --test-concurrency=1 tests/browser/ || status=1
echo "== browser tests against the memory-safety build (web/dist-safe: SAFE_HEAP, ASSERTIONS=2) =="
# (the fuzzer with one seed here: the second seed and the lifecycle's context-loss orders run in the optimized build)
# (WebGPU's lifecycle and one seed of its fuzzer too: the frames it draws are the same core's)
PLUME_DIST=dist-safe PLUME_FUZZ_SEEDS=1 PLUME_WEBGPU_FUZZ_SEEDS=1 PLUME_WEBGPU_SOAK=0 node --test --test-concurrency=1 tests/browser/rendering.test.mjs \
  tests/browser/boundary.test.mjs tests/browser/context_loss.test.mjs tests/browser/fuzz.test.mjs \
  tests/browser/seams.test.mjs tests/browser/runtime.test.mjs tests/browser/hostile.test.mjs \
  tests/browser/webgpu_reliability.test.mjs || status=1
exit $status
