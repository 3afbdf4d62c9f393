# shellcheck shell=bash
# cmake_cache.sh — sourced by scripts/build.sh and scripts/setup.sh (bash).
#
# plume_forget_foreign_build DIR [SOURCE]: a CMake build directory records, in its CMakeCache.txt, the source tree
# it was configured for (CMAKE_HOME_DIRECTORY) and where it lives (CMAKE_CACHEFILE_DIR), and its makefiles name
# both by absolute path. A checkout copied or moved elsewhere brings build/ along: `cmake --build` there would
# build the ORIGINAL tree and write into its web/dist while reporting success. When DIR's cache belongs to another
# source tree (SOURCE: default the current directory) or to another build directory, this says so on stderr and
# removes DIR, so the caller configures a fresh one. Returns 0 always; nothing happens without a cache.
plume_forget_foreign_build() {
  local dir="$1" source="${2:-.}"
  local cache="$dir/CMakeCache.txt"
  [ -f "$cache" ] || return 0
  local here build cached_source cached_build
  here="$(cd "$source" && pwd -P)"
  build="$(cd "$dir" && pwd -P)"
  cached_source="$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$cache" | head -n 1)"
  cached_build="$(sed -n 's/^CMAKE_CACHEFILE_DIR:INTERNAL=//p' "$cache" | head -n 1)"
  # the paths as recorded may run through symbolic links: compare where they lead when they still exist
  [ -n "$cached_source" ] && [ -d "$cached_source" ] && cached_source="$(cd "$cached_source" && pwd -P)"
  [ -n "$cached_build" ] && [ -d "$cached_build" ] && cached_build="$(cd "$cached_build" && pwd -P)"
  if [ "$cached_source" = "$here" ] && { [ -z "$cached_build" ] || [ "$cached_build" = "$build" ]; }; then
    return 0
  fi
  local reason
  if [ "$cached_source" != "$here" ]; then
    reason="configured for another source tree (${cached_source:-none recorded}), not this one ($here)"
  else
    reason="copied from $cached_build"
  fi
  echo "$(basename "$0" .sh): $dir was $reason: the checkout was copied or moved; removing it to configure a fresh build" >&2
  rm -rf -- "$dir"
}
