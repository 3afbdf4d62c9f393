// Plume's generated textures (issue 16): every 'plume:' name draws, flipbooks bring their atlas, nothing is fetched,
// the pixels are the same each time; names work in layers, emitters, systems and effect files.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/generated_art_scenarios.js');
const ATLASES = { 'plume:smoke': { cols: 4, rows: 4 }, 'plume:fire': { cols: 8, rows: 4 }, 'plume:debris': { cols: 2, rows: 2 } };

describe('generated textures', () => {
  for (const mode of ['webgl1', 'webgl2']) {
    it(`${mode}: every name draws from a layer, with its atlas, and nothing is fetched`, async () => {
      const r = await run('everyName', mode);
      for (const name of ['plume:smoke', 'plume:fire', 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare', 'plume:debris', 'plume:noise',
        'plume:trail']) {
        assert.ok(r[name].lit > 20, `${name} draws (${r[name].lit} lit pixels)`);
        assert.ok(r[name].same, `${name}: generatedTexture gives the same PlumeTexture again`);
        assert.deepEqual(r[name].atlas, ATLASES[name] ?? null, `${name}: its atlas`);
        assert.equal(r[name].texture, name, `${name}: toJSON keeps the name`);
        assert.equal(r[name].layerAtlas, null, `${name}: toJSON adds no atlas`);
      }
      assert.ok(r['plume:noise'].lit > r['plume:glow'].lit, 'noise is opaque, a glow is a soft disc');
      assert.equal(r.fetched, 0, 'nothing is fetched');
    });
  }

  it('a smoke layer without an atlas plays the 4 × 4 sheet, exactly as with the atlas written out', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const r = await run('smokePlaysTheSheet', mode, { cols: 4, rows: 4 });
      assert.ok(r.litEarly > 100, `${mode}: the puff shows (${r.litEarly})`);
      assert.ok(r.earlyVsLate > 100, `${mode}: a later frame of the sheet shows later in life (${r.earlyVsLate} pixels differ)`);
      assert.equal(r.defaultVsExplicit, 0, `${mode}: the default atlas is the sheet's (and the art the same in two Plumes)`);
    }
  });

  it('names work in emitters, systems and effect files; mistakes are named', async () => {
    const r = await run('elsewhereAndMistakes');
    assert.equal(r.emitter, 'ok');
    assert.equal(r.system, 'ok');
    assert.ok(r.lit > 50, `they draw (${r.lit})`);
    assert.equal(r.file, 'plume:debris');
    assert.match(r.unknown, /^PlumeError: createEffect: layers\[0\]\.texture: name must be one of plume:smoke, plume:fire, .*got 'plume:smoak'/);
    assert.equal(r['mesh flipbook'], 'ok', 'a mesh layer plays a flipbook texture\'s frames');
    assert.equal(r['mesh picture'], 'ok');
    assert.match(r['emitter unknown'], /^PlumeError: createEmitter: texture 'plume:x' is not a generated texture \(plume:smoke, /);
    assert.match(r['direct unknown'], /^PlumeError: generatedTexture: name must be one of plume:smoke/);
  });

  // Issue 31, generated art's second generation: smoke lit per billow from its normal map, flipbooks blended.
  for (const mode of ['webgl1', 'webgl2']) {
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      it(`${mode} ${sim}: a smoke puff lit from +X is brighter on its +X half, each billow shaded (unlit: symmetric)`, async () => {
        const r = await run('litSmoke', mode, sim, { direction: [-1, 0, 0], strength: 0.9 }); // travelling toward -X
        const [right, left] = r.half.lit, [unlitRight, unlitLeft] = r.half.unlit;
        if (process.env.PLUME_ART_DIR) { // for looking at: unlit | lit, as a PPM (readPixels' rows are bottom-up)
          const n = r.size, rows = [];
          for (let y = n - 1; y >= 0; y--) for (const p of r.pictures) for (let x = 0; x < n; x++) rows.push(...p.slice((y * n + x) * 4, (y * n + x) * 4 + 3));
          writeFileSync(`${process.env.PLUME_ART_DIR}/lit_smoke_${mode}_${sim}.ppm`, Buffer.concat([Buffer.from(`P6 ${2 * n} ${n} 255\n`), Buffer.from(rows)]));
        }
        assert.ok(r.samples > 800, `the puff shows (${r.samples} pixels)`);
        assert.ok(Math.abs(unlitRight - unlitLeft) / (unlitRight + unlitLeft) < 0.06,
          `unlit, its halves match within 6 % (right ${unlitRight}, left ${unlitLeft})`);
        assert.ok(right > left * 1.3, `lit from +X, its +X half is at least 30 % brighter (right ${right}, left ${left})`);
        // a light per vertex (the old way, and still the way of textures without a normal map) is a plane across the
        // quad: it strays from the best plane by rounding only (< 0.01); the normal map lights each billow
        assert.ok(r.strays > 0.05, `the light follows the billows, not one gradient across the quad (strays ${r.strays.toFixed(3)})`);
      });
    }
  }

  for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      it(`${mode} ${sim}: a flipbook at 2 fps changes a little every 1/60 s frame, never a whole frame at once`, async () => {
        const r = await run('slowFlipbook', mode, sim, 2, 1100);
        assert.ok(r.step > 2000, `its frames differ (${r.step} summed over a frame step)`);
        // blended, each 1/60 s moves 1/30 of the way to the next frame; unblended, the frame change jumps the whole step
        assert.ok(r.consecutive < r.step / 8, `consecutive pictures differ by ${r.consecutive}, a frame step by ${r.step}`);
      });
    }
  }

  // tens of ms each (docs/guide.md, measured natively and here); the bound leaves room for a machine
  // shared with other work, and still catches a sheet that got several times dearer
  it('the flipbooks generate at first use within 400 ms, 128 pixels a frame or more', async () => {
    const r = await run('generationTimes', 'webgl1');
    for (const [name, t] of Object.entries(r)) {
      assert.ok(t.width / t.atlas.cols >= 128 && t.height / t.atlas.rows >= 128, `${name}: ${t.width} x ${t.height}, ${t.atlas.cols} x ${t.atlas.rows}`);
      assert.ok(t.ms < 400, `${name}: ${t.ms.toFixed(1)} ms`);
      console.log(`${name}: ${t.width} x ${t.height} generated in ${t.ms.toFixed(1)} ms`);
    }
  });
});
