// README.md's complete page, pasted as a new user would: the first ```html block is saved as index.html
// in a fresh directory where the packed package is installed, built with Vite, served, and run in
// headless Chromium — sparks must appear on the canvas.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { launchBrowser } from './harness.mjs';
import { installPackage, serve } from './package_helpers.mjs';

const README = new URL('../../README.md', import.meta.url);
let work;
let browser;

export function readmePage() {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('## A complete page');
  const match = /```html\n([\s\S]*?)```/.exec(text.slice(start));
  assert.ok(start >= 0 && match, 'README has a "## A complete page" section with an html block');
  return match[1];
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'plume-readme-'));
  installPackage(join(work, 'app'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("README's example page", () => {
  it('builds with Vite from the installed package and draws sparks', async () => {
    const app = join(work, 'app');
    writeFileSync(join(app, 'index.html'), readmePage());
    await viteBuild({ root: app, configFile: false, logLevel: 'silent', build: { outDir: join(work, 'dist') } });
    const result = await serve(join(work, 'dist'), async (url) => {
      const page = await browser.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
      });
      // a 404 is a problem, except the favicon the browser asks for on its own
      page.on('response', (response) => {
        if (!response.ok() && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
      });
      // keep the drawing buffer after compositing, so the test can read what the page drew
      await page.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (type, attributes) {
          return getContext.call(this, type, type === 'webgl' ? { ...attributes, preserveDrawingBuffer: true } : attributes);
        };
      });
      await page.goto(`${url}index.html`);
      await page.waitForTimeout(1500);
      // PLUME_SCREENSHOT=some/path.png node --test tests/browser/readme.test.mjs saves what the page drew
      if (process.env.PLUME_SCREENSHOT) await page.locator('#scene').screenshot({ path: process.env.PLUME_SCREENSHOT });
      // the page's own clock: on a loaded machine SwiftShader draws a few frames a second, so the sparks are read
      // until they show (up to 10 s), not at one fixed moment
      const readLit = () => page.evaluate(() => {
        const gl = document.getElementById('scene').getContext('webgl');
        const { drawingBufferWidth: w, drawingBufferHeight: h } = gl;
        const pixels = new Uint8Array(w * h * 4);
        gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
        let count = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 64) count++;
        return { count, total: w * h };
      });
      let lit = await readLit();
      for (let tries = 0; lit.count <= 500 && tries < 20; tries++) {
        await page.waitForTimeout(500);
        lit = await readLit();
      }
      await page.close();
      return { lit, problems };
    });
    assert.deepEqual(result.problems, [], 'page errors');
    console.log(`README page: ${result.lit.count} of ${result.lit.total} pixels lit`);
    assert.ok(result.lit.count > 500, `sparks drawn: ${result.lit.count} of ${result.lit.total} pixels lit`);
    assert.ok(result.lit.count < result.lit.total / 2, `and not the whole canvas: ${result.lit.count}`);
  });
});
