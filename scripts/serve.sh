#!/usr/bin/env bash
# npm start (or ./scripts/serve.sh): serves the editor and the demo pages (web/, which load the built package
# web/dist) on http://127.0.0.1:8080/, and the static site (scripts/site.mjs: landing page, the same pages, the docs
# as HTML, the gallery's video loops if scripts/site.sh made them) on http://127.0.0.1:8081/. Installs no system
# package and builds neither the native core nor the memory-safety build (./scripts/setup.sh and ./scripts/test.sh
# do): when web/dist is there it only serves; when it is not (a fresh clone), it runs scripts/build.sh first.
# Options: --build  rebuild web/dist first even when it is there (after editing src/ or web/src/).
# PORT=8090 serves on 8090 and 8091.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

build=0
for arg in "$@"; do
  case "$arg" in
    --build) build=1 ;;
    -h | --help) sed -n '2,8s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "serve: unknown option '$arg' (known: --build, --help)" >&2; exit 2 ;;
  esac
done

# what the pages load from web/dist: the package (both backends), the game demo, the vendored three.js (WebGL and WebGPU
# builds), lil-gui, Babylon.js, PixiJS
needed=(plume.js plume.wasm plume_webgpu.wasm plume_webgpu_backend.js plume_effects.js plume_hdr.js plume_constants.js plume_three.js
  demo/game.js demo/game.wasm demo/vendor/three.webgpu.min.js
  demo/vendor/lil-gui.esm.min.js demo/vendor/three.module.min.js demo/vendor/three-postprocessing.min.js
  demo/vendor/babylon.min.js demo/vendor/pixi.min.js)
missing=""
for file in "${needed[@]}"; do [ -f "web/dist/$file" ] || { missing="web/dist/$file"; break; }; done
if [ "$build" = 1 ] || [ -n "$missing" ]; then
  [ -n "$missing" ] && echo "serve: web/dist is not built ($missing is missing): building it (scripts/build.sh)"
  if ! scripts/build.sh; then
    echo "serve: web/dist could not be built (above: what is missing); once built, npm start serves it" >&2
    exit 1
  fi
fi

# a web/dist left from another version still serves, but says so
version="$(node -p "require('./package.json').version")"
built="$(node -p "const c = require('fs').readFileSync('web/dist/plume_constants.js', 'utf8');
  ['MAJOR', 'MINOR', 'PATCH'].map((p) => new RegExp('VERSION_' + p + ' = ([0-9]+);').exec(c)?.[1]).join('.')")"
[ "$built" = "$version" ] ||
  echo "serve: web/dist was built as version ${built:-unknown}, package.json says $version: npm start -- --build rebuilds it" >&2

port="${PORT:-8080}" # 0: any free ports (each server says which)
echo "Plume $version: web/ (the editor, its gallery in the examples menu, and the demo pages, loading web/dist)," \
  "and build/site/ (the landing page, the same pages, the docs as HTML); the gallery as files: effects/*.plume.json"
# both servers go with this script however it ends: Ctrl+C, or a signal to npm's process alone (npm passes it on)
site=""
pages=""
trap 'kill $site $pages 2>/dev/null' EXIT
trap 'exit 130' INT TERM
if node scripts/site.mjs build/site --cached-videos >/dev/null; then
  node scripts/static_server.mjs build/site "$((port ? port + 1 : 0))" &
  site=$!
else
  echo "serve: the site (docs as HTML) was not written; the pages are served all the same" >&2
fi
node scripts/static_server.mjs web "$port" --pages &
pages=$!
wait "$pages"
