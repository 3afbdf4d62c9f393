// The gallery as effect files: every example of the editor's gallery (web/editor/gallery.js) is in the repository
// as effects/<name>.plume.json (and in the package, plume-particles/effects/<name>.plume.json), exactly what
// scripts/export_effects.mjs makes from the gallery now, so the files cannot go stale; and every file loads with
// plume.loadEffect — by URL and as the parsed object, the same pixels — and draws its effect in headless Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { galleryEffects } from '../../web/editor/gallery.js';
import { formatJson, galleryFiles, staleEffects } from '../../scripts/export_effects.mjs';
import { openTestPage } from './harness.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GALLERY = galleryEffects();
const MOMENT = 0.4; // of each effect's timeline, played forward at 60 steps a second

describe('the gallery as effect files', () => {
  it('every gallery example has its effects/<name>.plume.json, equal to what scripts/export_effects.mjs makes now', async () => {
    assert.ok(GALLERY.length >= 8, `the gallery has its examples (${GALLERY.map((e) => e.name)})`);
    const made = await galleryFiles();
    assert.deepEqual(made.map(({ name }) => name), GALLERY.map(({ name }) => name));
    for (const { name, effect } of GALLERY) {
      const path = join(ROOT, 'effects', `${name}.plume.json`);
      assert.ok(existsSync(path), `effects/${name}.plume.json exists (node scripts/export_effects.mjs writes it)`);
      const text = readFileSync(path, 'utf8');
      assert.equal(text, `${formatJson(effect)}\n`, `effects/${name}.plume.json is what the script makes from the gallery now`);
      const file = JSON.parse(text);
      assert.deepEqual(file, effect, `effects/${name}.plume.json holds the gallery's ${name}`);
      assert.equal(file.plume, 'effect');
      assert.equal(file.version, 2);
      // generated art stays named: nothing to fetch, nothing embedded
      for (const layer of file.layers) {
        if (layer.texture !== undefined) assert.match(layer.texture, /^plume:[a-z]+$/, `${name}.${layer.name}: a generated texture by name`);
      }
    }
    const files = readdirSync(join(ROOT, 'effects')).filter((f) => f.endsWith('.plume.json')).sort();
    assert.deepEqual(files, GALLERY.map(({ name }) => `${name}.plume.json`).sort(), 'effects/ holds the gallery, nothing else');
    assert.deepEqual(await staleEffects(), [], 'node scripts/export_effects.mjs --check finds nothing to do');
  });

  it('package.json ships them: "files" and one "exports" entry each (plume-particles/effects/<name>.plume.json)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.ok(pkg.files.includes('effects/*.plume.json'), `"files": ${pkg.files}`);
    for (const { name } of GALLERY) {
      assert.equal(pkg.exports[`./effects/${name}.plume.json`], `./effects/${name}.plume.json`, `the export of ${name}`);
    }
  });
});

describe('the effect files in headless Chromium', () => {
  let session;
  before(async () => { session = await openTestPage(); });
  after(async () => { await session?.close(); });

  for (const { name, view } of GALLERY) {
    it(`effects/${name}.plume.json loads with loadEffect (by URL and parsed) and draws the effect`, async () => {
      const parsed = JSON.parse(readFileSync(join(ROOT, 'effects', `${name}.plume.json`), 'utf8'));
      const result = await session.page.evaluate(async ({ url, parsed, view, moment }) => {
        const { orbitView, perspective } = await import('/web/editor/camera.js');
        const { width, height } = { width: 320, height: 200 };
        // the editor's camera for this example
        const viewMatrix = orbitView(view.yaw ?? 0.5, view.pitch ?? 0.25, view.distance ?? 9, view.target ?? [0, 1, 0]);
        const projection = perspective(Math.PI / 3, width / height, 0.05, 500);
        const frameOf = async (source) => {
          const canvas = helpers.makeCanvas(width, height);
          const p = await plume.createPlume({ canvas });
          try {
            const effect = await p.loadEffect(source);
            effect.play([0, 0, 0]);
            const end = (effect.duration ?? parsed.duration) * moment;
            for (let t = 0; t + 1000 / 60 <= end; t += 1000 / 60) p.step(1000 / 60);
            const gl = canvas.getContext('webgl');
            helpers.clear(gl);
            p.render(viewMatrix, projection);
            const { pixels } = helpers.readPixels(gl);
            let lit = 0;
            for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 60) lit++;
            return { pixels, lit, particles: p.stats.particles, drawCalls: p.stats.drawCalls, effectName: effect.name };
          } finally {
            p.destroy();
            canvas.remove();
          }
        };
        const byUrl = await frameOf(url);
        const byObject = await frameOf(parsed);
        let difference = 0;
        for (let i = 0; i < byUrl.pixels.length; i++) difference = Math.max(difference, Math.abs(byUrl.pixels[i] - byObject.pixels[i]));
        const strip = ({ pixels, ...rest }) => rest;
        return { byUrl: strip(byUrl), byObject: strip(byObject), difference };
      }, { url: `/effects/${name}.plume.json`, parsed, view, moment: MOMENT });
      assert.equal(result.byUrl.effectName, name);
      assert.ok(result.byUrl.particles > 1, `${name}: particles alive at ${MOMENT * 100}% (${result.byUrl.particles})`);
      assert.ok(result.byUrl.drawCalls > 0, `${name}: drawn (${result.byUrl.drawCalls} draw calls)`);
      assert.ok(result.byUrl.lit > 100, `${name}: the effect shows (${result.byUrl.lit} lit pixels of 320 × 200)`);
      assert.deepEqual(result.byObject, result.byUrl, `${name}: the parsed file plays as the URL does`);
      assert.equal(result.difference, 0, `${name}: the same pixels by URL and parsed`);
      assert.deepEqual(session.problems, []);
    });
  }
});
