#!/usr/bin/env bash
# Installs and builds (scripts/setup.sh), then prints the benchmark table (bench/run.mjs).
# BENCH_COUNTS=300,3000 and BENCH_FRAMES=60 change what is measured; BENCH_ONLY=emitters prints only the
# GPU emitter table (BENCH_EMITTER_COUNTS=10000,100000 picks its totals); BENCH_ONLY=systems only the CPU
# particle-system table (BENCH_SYSTEM_FRAMES, BENCH_SYSTEM_PARTICLES per system, BENCH_SYSTEM_RENDER=spark or velocity); BENCH_ONLY=effects the effect-plays
# table (BENCH_EFFECT_COUNTS=10000,100000 picks its live particle counts); BENCH_ONLY=peers the peer workload on the CPU
# against Babylon.js and three.quarks (BENCH_PEER_COUNTS=10000 picks its counts; ~9 min with 100,000 on SwiftShader).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh
exec node bench/run.mjs
