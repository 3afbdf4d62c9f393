// The package as a game developer gets it: `npm pack`, installed into a fresh directory, imported
// by name from a tiny app (tests/browser/app), bundled with esbuild and with Vite (build and dev
// server), served, and run in headless Chromium — particles must be drawn, with nothing copied by hand.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, createServer as viteServer } from 'vite';
import webpack from 'webpack';
import { launchBrowser } from './harness.mjs';
import { installPackage, serve } from './package_helpers.mjs';

const APP = fileURLToPath(new URL('./app', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let work;
let browser;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'plume-package-'));
  installPackage(join(work, 'app'), APP);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens url, waits for the app's window.result, and returns it with the page's errors. */
async function runApp(url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 30000 });
    return { ...(await page.evaluate(() => window.result)), problems };
  } finally {
    await page.close();
  }
}

function assertDrawn(result, label) {
  assert.equal(result.error, undefined, `${label}: ${result.error}`);
  assert.deepEqual(result.problems, [], `${label}: page errors`);
  assert.deepEqual(result.centre, [255, 255, 255, 255], `${label}: the quad is drawn white at the centre`);
  assert.deepEqual(result.corner, [0, 0, 0, 255], `${label}: the corner stays clear`);
  assert.equal(result.drawCalls, 1, `${label}: one draw call`);
  assert.equal(result.effect, 'empty 500', `${label}: loadEffect works (plume_effects.js bundled or copied)`);
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.equal(result.version, version, `${label}: the module's version export is the package's`);
  assert.equal(result.wasmVersion, version, `${label}: plume.version (what the wasm says) is the package's`);
}

function esbuildApp(entry, format, outdir) {
  const app = join(work, 'app');
  const source = format === 'iife'
    ? readFileSync(join(app, 'main.js'), 'utf8').replace("from 'plume-particles'", `from '${entry}'`)
    : null;
  return esbuild({
    absWorkingDir: app,
    ...(source ? { stdin: { contents: source, resolveDir: app, sourcefile: 'main.js' } } : { entryPoints: ['main.js'] }),
    bundle: true, format, outfile: join(outdir, 'bundle.js'), logLevel: 'silent', platform: 'browser',
  });
}

describe('the npm package, bundled', () => {
  it('esbuild (ESM, no loaders or plugins): `plume-particles` draws, with the wasm embedded', async () => {
    const out = join(work, 'esbuild-esm');
    const { warnings } = await esbuildApp('plume-particles', 'esm', out);
    assert.deepEqual(warnings.map((w) => w.text), [], 'esbuild warnings');
    writeFileSync(join(out, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><body><script type="module" src="./bundle.js"></script>');
    assert.deepEqual(readdirSync(out).sort(), ['bundle.js', 'index.html'], 'no asset to copy');
    const result = await serve(out, (url) => runApp(`${url}index.html`));
    assertDrawn(result, 'esbuild esm');
    assert.deepEqual(result.wasmFetched, [], 'nothing fetched: the wasm is in the bundle');
  });

  it('esbuild IIFE (classic script, no import.meta): `plume-particles/inline` draws', async () => {
    const out = join(work, 'esbuild-iife');
    await esbuildApp('plume-particles/inline', 'iife', out);
    writeFileSync(join(out, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><body><script src="./bundle.js"></script>');
    assertDrawn(await serve(out, (url) => runApp(`${url}index.html`)), 'esbuild iife');
  });

  it('Vite build: plume.wasm is emitted as an asset and fetched from the build', async () => {
    const app = join(work, 'app');
    const out = join(work, 'vite-dist');
    const warnings = [];
    const logger = { info() {}, warn: (m) => warnings.push(m), warnOnce: (m) => warnings.push(m), error: (m) => warnings.push(m),
      clearScreen() {}, hasErrorLogged: () => false, hasWarned: false };
    await viteBuild({ root: app, configFile: false, logLevel: 'warn', customLogger: logger,
      build: { outDir: out, emptyOutDir: true } });
    assert.deepEqual(warnings, [], 'Vite warnings');
    const assets = readdirSync(join(out, 'assets'));
    assert.ok(assets.some((name) => /^plume-.*\.wasm$/.test(name)), `wasm among the assets: ${assets}`);
    const result = await serve(out, (url) => runApp(`${url}index.html`));
    assertDrawn(result, 'vite build');
    assert.equal(result.wasmFetched.length, 1, `one wasm fetched: ${result.wasmFetched}`);
  });

  it('Vite dev server (dependency pre-bundling, no config): draws', async () => {
    const server = await viteServer({ root: join(work, 'app'), configFile: false, logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', strictPort: false }, cacheDir: join(work, 'vite-cache') });
    await server.listen();
    try {
      const { port } = server.httpServer.address();
      assertDrawn(await runApp(`http://127.0.0.1:${port}/`), 'vite dev');
    } finally {
      await server.close();
    }
  });

  for (const mode of ['production', 'development']) {
    it(`webpack 5 (${mode}, no config beyond entry and output): draws`, async () => {
      const out = join(work, `webpack-${mode}`);
      const stats = await new Promise((resolve, reject) => {
        webpack({ mode, context: join(work, 'app'), entry: './main.js', devtool: false,
          output: { path: out, filename: 'bundle.js' } }, (error, result) => (error ? reject(error) : resolve(result)));
      });
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      assert.deepEqual([...info.errors, ...info.warnings].map((e) => e.message), [], 'webpack errors and warnings');
      writeFileSync(join(out, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><body><script src="./bundle.js"></script>');
      const result = await serve(out, (url) => runApp(`${url}index.html`));
      assertDrawn(result, `webpack ${mode}`);
      // production builds copy plume.wasm as an asset; development gets the inline build
      assert.equal(result.wasmFetched.length, mode === 'production' ? 1 : 0, `wasm fetched: ${result.wasmFetched}`);
    });
  }
});

// The gallery's effect files (effects/*.plume.json, scripts/export_effects.mjs) in the package: each resolves by
// name through "exports"; a bundler imports one as data and the page fetches another by URL, and both play.
describe('the npm package, its files', () => {
  it('every source map a shipped script names is shipped (dev tools fetch it: a 404 for each otherwise)', () => {
    const dist = join(work, 'app', 'node_modules', 'plume-particles', 'web', 'dist');
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const named = scripts.map((file) => [file, /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(dist, file), 'utf8'))?.[1]])
      .filter(([, map]) => map);
    assert.ok(named.length >= 3, `the bundles name their maps: ${JSON.stringify(named)}`);
    for (const [file, map] of named) assert.ok(existsSync(join(dist, map)), `${file} names ${map}, which the package ships`);
  });
});

describe('the npm package, effect files', () => {
  it('ships every gallery example as plume-particles/effects/<name>.plume.json, resolved by name', async () => {
    const { galleryEffects } = await import('../../web/editor/gallery.js');
    const require = createRequire(join(work, 'app', 'package.json'));
    for (const { name } of galleryEffects()) {
      const path = require.resolve(`plume-particles/effects/${name}.plume.json`);
      assert.equal(readFileSync(path, 'utf8'), readFileSync(join(ROOT, 'effects', `${name}.plume.json`), 'utf8'), `${name}: the repository's file`);
    }
  });

  it('esbuild imports one as JSON and the page fetches another from the package: loadEffect plays both', async () => {
    const app = join(work, 'app');
    const out = join(app, 'effects-page');
    const source = `
      import { createPlume } from 'plume-particles';
      import campfire from 'plume-particles/effects/campfire.plume.json';
      const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 100 });
      document.body.append(canvas);
      const f = 1 / Math.tan(Math.PI / 6), aspect = 1.6;
      const projection = [f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, -1.002, -1, 0, 0, -0.2002, 0];
      const view = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -0.8, -4, 1]; // 4 units back, 0.8 up
      async function lit(plume, source) {
        const effect = await plume.loadEffect(source);
        const instance = effect.play([0, 0, 0]);
        for (let i = 0; i < 60; i++) plume.step(16);
        const gl = canvas.getContext('webgl');
        gl.clearColor(0, 0, 0, 1);
        gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
        plume.render(view, projection);
        const pixels = new Uint8Array(160 * 100 * 4);
        gl.readPixels(0, 0, 160, 100, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
        instance.kill();
        let n = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 60) n++;
        return { name: effect.name, lit: n };
      }
      (async () => {
        const plume = await createPlume({ canvas });
        const imported = await lit(plume, campfire);
        const fetched = await lit(plume, new URL('../node_modules/plume-particles/effects/torch.plume.json', location.href).href);
        window.result = { imported, fetched };
      })().catch((error) => { window.result = { error: error.name + ': ' + error.message }; });`;
    const { warnings } = await esbuild({ absWorkingDir: app, stdin: { contents: source, resolveDir: app, sourcefile: 'effects.js' },
      bundle: true, format: 'esm', outfile: join(out, 'bundle.js'), logLevel: 'silent', platform: 'browser' });
    assert.deepEqual(warnings.map((w) => w.text), [], 'esbuild warnings');
    writeFileSync(join(out, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><body><script type="module" src="./bundle.js"></script>');
    const result = await serve(app, (url) => runApp(`${url}effects-page/index.html`));
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(result.problems, [], 'page errors');
    assert.equal(result.imported.name, 'campfire');
    assert.ok(result.imported.lit > 100, `the imported campfire draws (${result.imported.lit} lit pixels)`);
    assert.equal(result.fetched.name, 'torch');
    assert.ok(result.fetched.lit > 100, `the fetched torch draws (${result.fetched.lit} lit pixels)`);
  });
});
