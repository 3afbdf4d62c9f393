// A layer's distortion (issue 31 item 3): the scene's colour behind its particles, handed over as render's
// colorTexture, drawn displaced there and untouched elsewhere (WebGL 1 and 2, gpu and cpu sims); strength 0 draws as a
// layer without the field; no colour texture: nothing drawn and one warning; bad colour textures refused by name; the
// game's unit 2 kept; three.js's PlumePass and PlumeObject hand three's scene over themselves; Plume's own canvas
// displaces what the page drew (with and without hdr). A frame asks GL nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/distortion_scenarios.js');

// the checkerboard's 6-pixel cells moved by up to 16 pixels: measured 644 of the 1,369 pixels inside the particle change
// colour (yellow <-> blue); a displacement of a few pixels would already swap hundreds
const SWAPPED_AT_LEAST = 300;

describe('distortion', () => {
  for (const webgl of [1, 2]) {
    for (const sim of ['gpu', 'cpu']) {
      it(`WebGL ${webgl}, '${sim}': the checkerboard is displaced under the particle and untouched outside it`, async () => {
        const r = await run('checker', { webgl, sim });
        assert.equal(r.glError, 0);
        assert.ok(r.insideSwapped >= SWAPPED_AT_LEAST, `${r.insideSwapped} of ${r.insidePixels} pixels under the particle displaced`);
        assert.equal(r.outside, 0, 'outside the particle the frame is the checkerboard, byte for byte');
        assert.deepEqual(r.warnings, []);
        assert.equal(r.getters, 0, `no GL getter in a frame: ${JSON.stringify(r.gettersByName)}`);
        assert.equal(r.draws, 1, 'one draw');
      });
    }

    it(`WebGL ${webgl}: strength 0 draws as a layer without distortion`, async () => {
      const zero = await run('checker', { webgl, strength: 0 });
      const none = await run('checker', { webgl, strength: null });
      assert.deepEqual(zero.pixels, none.pixels);
      assert.equal(zero.inside, zero.insidePixels, 'the white particle covers the checkerboard as it always did');
      assert.equal(zero.outside, 0);
    });

    it(`WebGL ${webgl}: without a colorTexture a distorting layer draws nothing and says so once`, async () => {
      const r = await run('checker', { webgl, noColor: true });
      assert.equal(r.inside, 0);
      assert.equal(r.outside, 0);
      assert.equal(r.draws, 0);
      assert.equal(r.glError, 0);
      assert.equal(r.warnings.length, 1, JSON.stringify(r.warnings));
      assert.match(r.warnings[0], /createEffect layers\[0\] asks for distortion, but render was given no colorTexture, so its distorting layers draw nothing/);
    });
  }

  it('bad colorTexture values are refused by name, and a good one works after them', async () => {
    const { messages, glError } = await run('badColorTextures');
    assert.match(messages[0], /^PlumeError: render: colorTexture is the colour texture of the framebuffer being drawn into/);
    for (const m of messages.slice(1, 5)) assert.match(m, /^PlumeError: render: colorTexture must be a WebGLTexture holding the scene's colour, got /);
    assert.match(messages[4], /a THREE\.Texture/);
    assert.match(messages[5], /^PlumeError: render: colorTexture is not a texture of this context/); // another context's
    assert.match(messages[6], /^PlumeError: render: colorTexture is not a texture of this context/); // deleted
    assert.match(messages[7], /^PlumeError: render: colorTexture is not a 2D texture/);
    assert.equal(messages[8], null);
    assert.equal(glError, 0);
  });

  for (const hostState of ['track', 'query', 'reset']) {
    it(`hostState '${hostState}': the game's texture on unit 2 and its active unit are put back`, async () => {
      for (const webgl of [1, 2]) {
        const r = await run('unit2Kept', hostState, webgl);
        assert.deepEqual(r, { active: hostState === 'reset' ? 0 : 3, kept: true, glError: 0 }, `WebGL ${webgl}`);
      }
    });
  }

  for (const path of ['pass', 'object']) {
    it(`three.js ${path === 'pass' ? 'PlumePass' : 'PlumeObject'}: three's scene is displaced under the particle, untouched outside`, async () => {
      const r = await run('threeChecker', path);
      assert.equal(r.glError, 0);
      assert.deepEqual(r.warnings, []);
      assert.ok(r.insideSwapped >= SWAPPED_AT_LEAST, `${r.insideSwapped} of ${r.insidePixels} displaced`);
      assert.equal(r.outside, 0);
    });
  }

  for (const webgl of [1, 2]) {
    for (const hdr of [false, true]) {
      it(`Plume's own canvas, WebGL ${webgl}${hdr ? ', hdr' : ''}: what the page drew is displaced under the particle`, async () => {
        const r = await run('ownCanvas', { webgl, hdr });
        assert.equal(r.glError, 0);
        assert.equal(r.path, hdr ? 'half-float' : false);
        assert.ok(r.insideSwapped >= SWAPPED_AT_LEAST, `${r.insideSwapped} of ${r.insidePixels} displaced`);
        assert.equal(r.outside, 0);
      });
    }
  }
});
