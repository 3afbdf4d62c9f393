#!/usr/bin/env node
// check_package.mjs — npm's prepack: refuses to pack a package without its code. A clean clone has no
// web/dist (the build makes it), and `npm pack` would otherwise quietly make a tarball of a README and
// a license. Checks that every file package.json's exports, main and types name exists.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const named = new Set([pkg.main, pkg.module, pkg.types]);
const walk = (entry) => {
  if (typeof entry === 'string') named.add(entry);
  else if (entry && typeof entry === 'object') Object.values(entry).forEach(walk);
};
walk(pkg.exports);
const missing = [...named].filter((file) => file && !existsSync(join(root, file)));
if (missing.length) {
  console.error(`plume-particles: cannot pack: the build has not made ${missing.join(', ')}.\n` +
    'Build the package first (Emscripten, CMake and Node), then pack again:\n' +
    '  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release && cmake --build build/wasm\n' +
    'or, on Debian/Ubuntu, ./scripts/setup.sh (installs the toolchain and builds everything).');
  process.exit(1);
}
// a build left from another version packs the wrong code under this version's name
const constants = readFileSync(join(root, 'web/dist/plume_constants.js'), 'utf8');
const part = (name) => new RegExp(`export const VERSION_${name} = (\\d+);`).exec(constants)?.[1];
const built = `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
if (built !== pkg.version) {
  console.error(`plume-particles: cannot pack: web/dist was built as version ${built}, package.json says ${pkg.version}.\n` +
    'Rebuild (cmake --build build/wasm), or set PLUME_VERSION_* in include/plume/plume.h and package.json alike.');
  process.exit(1);
}
// the gallery's effect files (effects/*.plume.json) are made by scripts/export_effects.mjs: packed stale, the
// package's examples would differ from the editor's
const { staleEffects } = await import('./export_effects.mjs');
const stale = await staleEffects();
if (stale.length) {
  console.error(`plume-particles: cannot pack: the effect files are out of date (${stale.join('; ')}).\n` +
    'Write them from the editor\'s gallery: node scripts/export_effects.mjs');
  process.exit(1);
}
// silent when all is there: `npm pack --json` prints to the same stdout
