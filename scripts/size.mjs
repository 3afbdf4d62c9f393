// Prints what plume.js + plume.wasm cost gzipped, and what each part of plume.js costs (each part
// minified alone as the bundle is, esbuild then terser, the rest external, then gzipped: the parts add up to a little more than
// the bundle, whose gzip shares a dictionary). Usage: node scripts/size.mjs (after the wasm build).
// node scripts/size.mjs --parts also prints the wasm's parts: it builds the same module with its function names
// (build/wasm-names, --profiling-funcs; a minute or two the first time) and sums function bodies by source file.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { minify as terser } from 'terser';
import { TERSER_OPTIONS } from '../cmake/terser_options.mjs';

// piped into head: stop quietly when the reader is gone
process.stdout.on('error', (error) => { if (error.code === 'EPIPE') process.exit(0); throw error; });
const root = fileURLToPath(new URL('..', import.meta.url));
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const dist = (name) => readFileSync(`${root}web/dist/${name}`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function part(entries) {
  const result = await build({
    stdin: { contents: entries.map((e) => `export * from './${e}';`).join('\n'), resolveDir: `${root}web/src`, loader: 'js' },
    bundle: true, format: 'esm', minify: true, write: false, legalComments: 'none', logLevel: 'silent',
    plugins: [{ name: 'only', setup(b) {
      b.onResolve({ filter: /^\.\// }, (args) => (args.importer === '<stdin>' ? undefined : { path: args.path, external: true }));
    } }],
  });
  return gz((await terser(result.outputFiles[0].text, TERSER_OPTIONS)).code);
}

// A generated file of web/dist (the Emscripten glue) minified alone as the bundle minifies it.
async function minifiedDist(name) {
  const result = await build({ entryPoints: [`${root}web/dist/${name}`], bundle: false, format: 'esm', minify: true,
    write: false, legalComments: 'none', logLevel: 'silent' });
  return gz((await terser(result.outputFiles[0].text, TERSER_OPTIONS)).code);
}

const js = gz(dist('plume.js')), wasm = gz(dist('plume.wasm')), effects = gz(dist('plume_effects.js')), hdr = gz(dist('plume_hdr.js'));
console.log(`plume.js ${kb(js)} + plume.wasm ${kb(wasm)} = ${kb(js + wasm)} gzipped (plume_effects.js, loaded on demand: ${kb(effects)}; ` +
  `plume_hdr.js, loaded by createPlume({ hdr: true }): ${kb(hdr)})`);
const backend = gz(dist('plume_webgpu_backend.js')), gpuWasm = gz(dist('plume_webgpu.wasm'));
console.log(`WebGPU (createPlume({ device }) or backend: 'webgpu'): plume.js ${kb(js)} + plume_webgpu_backend.js ${kb(backend)} + ` +
  `plume_webgpu.wasm ${kb(gpuWasm)} = ${kb(js + backend + gpuWasm)} gzipped (plume.wasm is not fetched)`);
console.log('parts of plume.js, each alone:');
const parts = [
  ['the wrapper (plume.js: Plume, checks, emitters and systems; lent.js)', ['plume.js', 'lent.js']],
  ['the effect runtime (runtime.js, layer_desc.js, mesh_layer.js, plain_data.js, errors.js)',
    ['runtime.js', 'layer_desc.js', 'mesh_layer.js', 'plain_data.js', 'errors.js']],
  ['desc readers (emitter_desc.js, system_desc.js)', ['emitter_desc.js', 'system_desc.js']],
  ["a game's GL state (host_state.js, gl_state.js)", ['host_state.js', 'gl_state.js']],
];
for (const [what, entries] of parts) console.log(`  ${kb(await part(entries))}  ${what}`);
console.log(`  ${kb(await minifiedDist('plume_module.js'))}  the Emscripten glue (plume_module.js: ${kb(gz(dist('plume_module.js')))} as Emscripten writes it)`);
console.log(`  ${kb(gz(dist('plume_constants.js')))}  constants generated from the C headers (as generated)`);

if (process.argv.includes('--parts')) wasmParts();

/** The wasm by source file: function bodies (raw bytes, and each part gzipped alone) and the data section. */
function wasmParts() {
  const dir = `${root}build/wasm-names`;
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') } });
  if (!existsSync(`${dir}/CMakeCache.txt`)) {
    run('emcmake', ['cmake', '-S', '.', '-B', dir, '-DCMAKE_BUILD_TYPE=MinSizeRel', '-DPLUME_WASM_NAMES=ON']);
  }
  run('cmake', ['--build', dir, '--target', 'plume_module', '-j', '2']);
  const { bodies, names, data } = readWasm(readFileSync(`${dir}/dist/plume.wasm`));
  // which object defines each function: llvm-nm reads the LTO objects' bitcode (static functions included)
  const fileOf = new Map();
  const objects = (folder) => readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? objects(`${folder}/${entry.name}`) : entry.name.endsWith('.c.o') ? [`${folder}/${entry.name}`] : []);
  for (const object of objects(`${dir}/CMakeFiles`)) {
    const source = object.replace(/^.*\.dir\//, '').replace(/\.o$/, '');
    for (const line of execFileSync(process.env.LLVM_NM || 'llvm-nm', ['--defined-only', object], { encoding: 'utf8' }).split('\n')) {
      const name = line.trim().split(/\s+/)[2];
      if (name && !fileOf.has(name)) fileOf.set(name, source);
    }
  }
  const parts = new Map();
  for (const { index, bytes } of bodies) {
    const name = (names.get(index) ?? '').replace(/(\.llvm)?\.\d+$/, '');
    const part = fileOf.get(name) ?? 'libc and the Emscripten runtime (malloc, memcpy, ...: no Plume object defines them)';
    if (!parts.has(part)) parts.set(part, []);
    parts.get(part).push(bytes);
  }
  const total = bodies.reduce((sum, { bytes }) => sum + bytes.length, 0);
  console.log(`parts of plume.wasm (function bodies by the file that defines them, after inlining across files, approximate: a static name in two files counts for the first; raw bytes, ` +
    `then each part gzipped alone; ${kb(total)} of code, ${kb(data.length)} of data):`);
  const rows = [...parts].map(([part, list]) => [part, list.reduce((sum, b) => sum + b.length, 0), gz(Buffer.concat(list))]);
  rows.sort((a, b) => b[1] - a[1]);
  for (const [part, raw, zipped] of rows) console.log(`  ${kb(raw).padStart(8)} ${kb(zipped).padStart(8)}  ${part}`);
  // the data section's strings, sorted by what they look like (approximate)
  const strings = { shader: [], text: [] };
  let rest = data.length;
  for (const match of data.toString('latin1').matchAll(/[\t\n\x20-\x7e]{6,}/g)) {
    strings[/gl_|uniform |varying |attribute |#define |precision /.test(match[0]) ? 'shader' : 'text'].push(match[0]);
    rest -= match[0].length;
  }
  const sum = (list) => Buffer.from(list.join('\0'), 'latin1');
  const both = (list) => `${kb(sum(list).length)} (${kb(gz(sum(list)))} gzipped alone)`;
  console.log(`  ${kb(data.length).padStart(8)} ${kb(gz(data)).padStart(8)}  the data section: shader text ` +
    `${both(strings.shader)}, messages and names ${both(strings.text)}, tables and the rest ${kb(rest)}`);
}

/** A wasm binary's function bodies (with their function indices), names (the name section) and data section. */
function readWasm(b) {
  let p = 8;
  const leb = () => { let result = 0, shift = 0, byte; do { byte = b[p++]; result += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80); return result; };
  const skipLimits = () => { const flags = b[p++]; leb(); if (flags & 1) leb(); };
  let imported = 0;
  const bodies = [], names = new Map();
  let data = Buffer.alloc(0);
  while (p < b.length) {
    const id = b[p++], size = leb(), end = p + size;
    if (id === 2) { // imports: functions come first in the index space
      for (let n = leb(); n > 0; n--) {
        for (let name = 0; name < 2; name++) { const length = leb(); p += length; } // module, field
        const kind = b[p++];
        if (kind === 0) { leb(); imported++; } else if (kind === 1) { p++; skipLimits(); } else if (kind === 2) skipLimits(); else p += 2;
      }
    } else if (id === 10) {
      for (let n = leb(), i = 0; i < n; i++) { const length = leb(); bodies.push({ index: imported + i, bytes: b.subarray(p, p + length) }); p += length; }
    } else if (id === 11) {
      data = b.subarray(p, end);
    } else if (id === 0) {
      const length = leb();
      if (b.subarray(p, p + length).toString() === 'name') {
        p += length;
        while (p < end) {
          const sub = b[p++], subEnd = leb() + p;
          if (sub === 1) for (let n = leb(); n > 0; n--) { const index = leb(), l = leb(); names.set(index, b.subarray(p, p + l).toString()); p += l; }
          p = subEnd;
        }
      }
    }
    p = end;
  }
  return { bodies, names, data };
}
