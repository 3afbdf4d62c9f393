// Plume's generated textures (issue 16): every 'plume:' name draws, flipbooks bring their atlas, nothing is fetched,
// the pixels are the same each time; names work in layers, emitters, systems and effect files.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/generated_art_scenarios.js');
const ATLASES = { 'plume:smoke': { cols: 8, rows: 8 }, 'plume:fire': { cols: 8, rows: 4 }, 'plume:debris': { cols: 2, rows: 2 } };

describe('generated textures', () => {
  for (const mode of ['webgl1', 'webgl2']) {
    it(`${mode}: every name draws from a layer, with its atlas, and nothing is fetched`, async () => {
      const r = await run('everyName', mode);
      for (const name of ['plume:smoke', 'plume:fire', 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare', 'plume:debris', 'plume:noise']) {
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

  it('a smoke layer without an atlas plays the 8 × 8 sheet, exactly as with the atlas written out', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const r = await run('smokePlaysTheSheet', mode);
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
});
