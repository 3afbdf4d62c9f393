// Prints what plume.js + plume.wasm cost gzipped, and what each part of plume.js costs (each part
// minified alone with esbuild, the rest external, then gzipped: the parts add up to a little more than
// the bundle, whose gzip shares a dictionary). Usage: node scripts/size.mjs (after the wasm build).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

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
  return gz(result.outputFiles[0].contents);
}

const js = gz(dist('plume.js')), wasm = gz(dist('plume.wasm')), effects = gz(dist('plume_effects.js'));
console.log(`plume.js ${kb(js)} + plume.wasm ${kb(wasm)} = ${kb(js + wasm)} gzipped (plume_effects.js, loaded on demand: ${kb(effects)})`);
console.log('parts of plume.js, each alone:');
const parts = [
  ['the wrapper (plume.js: Plume, checks, emitters and systems; lent.js)', ['plume.js', 'lent.js']],
  ['the effect runtime (runtime.js, layer_desc.js, mesh_layer.js, plain_data.js, errors.js)',
    ['runtime.js', 'layer_desc.js', 'mesh_layer.js', 'plain_data.js', 'errors.js']],
  ['desc readers (emitter_desc.js, system_desc.js)', ['emitter_desc.js', 'system_desc.js']],
  ["a game's GL state (host_state.js, gl_state.js)", ['host_state.js', 'gl_state.js']],
];
for (const [what, entries] of parts) console.log(`  ${kb(await part(entries))}  ${what}`);
console.log(`  ${kb(gz(dist('plume_module.js')))}  the Emscripten glue (plume_module.js, as built)`);
console.log(`  ${kb(gz(dist('plume_constants.js')))}  constants generated from the C headers`);
