// Writes web/dist/plume.js: web/src/plume.js bundled with what it imports (host_state.js,
// gl_state.js, the generated plume_constants.js and the Emscripten glue) into one minified ES
// module with a source map — one request and a third of the bytes of the separate files.
// `new URL('./plume.wasm', import.meta.url)` stays literal, so bundlers still find the wasm.
// esbuild bundles and minifies; terser then compresses its output once more (2.4 KB of plume.js's gzipped bytes that
// esbuild's minifier leaves: docs/size.md), carrying the source map through.
// Usage: node cmake/bundle_js.mjs <web/src> <web/dist> [--no-minify]
import { build as esbuild } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { minify as terser } from 'terser';
import { TERSER_OPTIONS } from './terser_options.mjs';

const [source, dist, flag] = process.argv.slice(2);
const generated = new Set(['./plume_module.js', './plume_constants.js']); // made by the build, in dist
// what both bundles are: one minified ES module each, with a source map
const minify = flag !== '--no-minify';
const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022', // native #private fields: es2020's WeakMap stand-ins cost every play a dozen WeakMap calls
  minify,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
};
// Each bundle as esbuild writes it, then (minified builds) through terser (cmake/terser_options.mjs).
async function build(options) {
  await esbuild(options);
  if (!minify) return;
  const file = options.outfile, map = `${file}.map`;
  const out = await terser(await readFile(file, 'utf8'), {
    ...TERSER_OPTIONS,
    sourceMap: { content: await readFile(map, 'utf8'), url: `${basename(file)}.map`, includeSources: true },
  });
  await writeFile(file, out.code);
  await writeFile(map, out.map);
}

await build({
  ...common,
  entryPoints: [join(source, 'plume.js')],
  outfile: join(dist, 'plume.js'),
  plugins: [{
    name: 'plume-generated',
    setup(b) {
      b.onResolve({ filter: /^\.\/plume_(module|constants)\.js$/ }, (args) =>
        (generated.has(args.path) ? { path: resolve(dist, args.path) } : undefined));
      // effect files and the HDR path load on demand: plume.js's import('./effect.js') and import('./hdr.js')
      // stay separate files
      b.onResolve({ filter: /^\.\/effect\.js$/ }, (args) =>
        (args.kind === 'dynamic-import' ? { path: './plume_effects.js', external: true } : undefined));
      b.onResolve({ filter: /^\.\/hdr\.js$/ }, (args) =>
        (args.kind === 'dynamic-import' ? { path: './plume_hdr.js', external: true } : undefined));
      b.onResolve({ filter: /^\.\/webgpu\/backend\.js$/ }, (args) =>
        (args.kind === 'dynamic-import' ? { path: './plume_webgpu_backend.js', external: true } : undefined));
    },
  }],
});

// plume_effects.js: effect files (effect.js and its schema), sharing PlumeError with the plume.js beside it.
await build({
  ...common,
  entryPoints: [join(source, 'effect.js')],
  outfile: join(dist, 'plume_effects.js'),
  plugins: [{
    name: 'plume-effects',
    setup(b) {
      b.onResolve({ filter: /^\.\/plume\.js$/ }, () => ({ path: './plume.js', external: true }));
      b.onResolve({ filter: /^\.\/plume_constants\.js$/ }, (args) => ({ path: resolve(dist, args.path) }));
    },
  }],
});

// plume_hdr.js: createPlume({ hdr: true })'s target, bloom and tonemap. hdr.js imports its GLSL from shaders/ (the C
// demo embeds the same files): each a string, without comments and indentation as cmake/embed_shaders.cmake writes them.
const stripGlsl = (text) => text.replace(/\/\/[^\n]*/g, '').replace(/[ \t]+\n/g, '\n').replace(/\n[ \t]+/g, '\n')
  .replace(/\n\n+/g, '\n');
await build({
  ...common,
  entryPoints: [join(source, 'hdr.js')],
  outfile: join(dist, 'plume_hdr.js'),
  plugins: [{
    name: 'plume-glsl',
    setup(b) {
      b.onLoad({ filter: /\.(glsl|vert|frag)$/ }, async (args) =>
        ({ contents: stripGlsl(await readFile(args.path, 'utf8')), loader: 'text' }));
    },
  }],
});

// plume_webgpu_backend.js: the WebGPU backend, loaded by plume.js only when a Plume asks for WebGPU; its WGSL from
// shaders/wgsl/ (each a string, comments and indentation stripped as for GLSL). plume_webgpu.js: the
// 'plume-particles/webgpu' entry (plume.js's API, createPlume on WebGPU), importing the plume.js beside it.
await build({
  ...common,
  entryPoints: [join(source, 'webgpu', 'backend.js')],
  outfile: join(dist, 'plume_webgpu_backend.js'),
  plugins: [{
    name: 'plume-wgsl',
    setup(b) {
      b.onResolve({ filter: /plume_(constants|webgpu_module)\.js$/ }, (args) => ({ path: resolve(dist, args.path.replace(/^.*\//, '')) }));
      b.onLoad({ filter: /\.wgsl$/ }, async (args) => ({ contents: stripGlsl(await readFile(args.path, 'utf8')), loader: 'text' }));
    },
  }],
});
await build({
  ...common,
  entryPoints: [join(source, 'plume_webgpu.js')],
  outfile: join(dist, 'plume_webgpu.js'),
  plugins: [{
    name: 'plume-webgpu-entry',
    setup(b) {
      b.onResolve({ filter: /^\.\/plume\.js$/ }, () => ({ path: './plume.js', external: true }));
    },
  }],
});
