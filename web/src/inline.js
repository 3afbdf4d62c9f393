// plume-particles/inline — the same API as plume.js with the wasm embedded (base64, generated at
// build time), for bundlers and pages that copy no asset files: esbuild, IIFE builds, a single-file page.
// About a third larger to download than plume.js + plume.wasm, and nothing to serve beside it.
import { createPlume as createPlumeFrom } from './plume.js';
import { wasmBase64, wasmByteLength } from './plume_wasm_inline.js';

export { Plume, PlumeEmitter, PlumeError, PlumeSystem, PlumeTexture, version } from './plume.js';

let bytes = null; // decoded once: every Plume of the page then shares one wasm module

function embeddedWasm() {
  if (!bytes) {
    const text = atob(wasmBase64);
    bytes = new Uint8Array(wasmByteLength);
    for (let i = 0; i < wasmByteLength; i++) bytes[i] = text.charCodeAt(i);
  }
  return bytes;
}

/** createPlume of plume.js, with the embedded wasm unless `options.wasm` says otherwise. */
export function createPlume(options) {
  if (options === null || typeof options !== 'object' || options.wasm !== undefined) return createPlumeFrom(options);
  return createPlumeFrom({ ...options, wasm: embeddedWasm() });
}
