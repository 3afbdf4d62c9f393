// createPlume({ canvas, hdr: true }) — issue 31 item 1: on Plume's own canvas (WebGL 1 and 2) an HDR colour keeps
// its hue instead of clipping to white and glows past the particle; the 8-bit fallback draws the same within a
// stated tolerance; a frame asks GL nothing; the targets follow the canvas's size; the particles sit over the page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/hdr_scenarios.js');
const VERSIONS = [1, 2];
// the 8-bit target keeps colours / 4 in 8 bits: a step is 4/255 of a colour (~1 level after the shoulder), the bloom
// the same; measured at most 3 levels apart from the half-float frame anywhere in it
const RGBA8_TOLERANCE = 6;

describe('HDR on the own canvas', () => {
  for (const webgl of VERSIONS) {
    it(`WebGL ${webgl}: [4, 2, 1] keeps its hue at the centre and glows past the particle's edge`, async () => {
      const on = await run('glow', { webgl });
      const off = await run('glow', { webgl, hdr: false });
      assert.equal(on.path, 'half-float');
      assert.equal(off.path, false);
      assert.equal(on.glError, 0);
      const [r, g, b] = on.centre;
      // without hdr the 8-bit canvas clips every channel: flat white
      assert.deepEqual(off.centre, [255, 255, 255], 'hdr off: clipped to white');
      assert.ok(r > g + 60 && g > b + 30, `hdr on: red > green > blue at the centre, got ${on.centre}`);
      assert.ok(r >= 250, `the brightest channel is near full, got ${on.centre}`);
      // past the edge: black without hdr, lit (and orange) with it
      for (const d of [1, 4, 8]) {
        assert.ok(Math.max(...off.beyond[d]) <= 2, `hdr off, ${d} px beyond the edge: black, got ${off.beyond[d]}`);
        const [gr, gg, gb] = on.beyond[d];
        assert.ok(gr > 100 && gr > gg && gg > gb, `hdr on, ${d} px beyond the edge: an orange glow, got ${on.beyond[d]}`);
      }
    });

    it(`WebGL ${webgl}: [1, 0.5, 0.25] does not glow (nothing above 1)`, async () => {
      const plain = await run('glow', { webgl, color: [1, 0.5, 0.25, 1] });
      for (const d of [1, 4, 8]) assert.ok(Math.max(...plain.beyond[d]) <= 2, `${d} px beyond: ${plain.beyond[d]}`);
      // as given below the shoulder: green and blue are what the canvas shows without hdr (128, 64); red rolls off
      assert.ok(Math.abs(plain.centre[1] - 128) <= 14 && Math.abs(plain.centre[2] - 64) <= 8, `centre ${plain.centre}`);
    });

    it(`WebGL ${webgl}: the 8-bit fallback draws the same frame within ${RGBA8_TOLERANCE} levels`, async () => {
      const half = await run('frame', { webgl });
      const rgba8 = await run('frame', { webgl, rgba8: true });
      assert.equal(half.path, 'half-float');
      assert.equal(rgba8.path, 'rgba8');
      let max = 0;
      let lit = 0;
      for (let i = 0; i < half.pixels.length; i++) {
        max = Math.max(max, Math.abs(half.pixels[i] - rgba8.pixels[i]));
        if (i % 4 === 0 && half.pixels[i] > 50) lit++;
      }
      assert.ok(lit > 1000, `the frame shows the particle and its glow (${lit} lit pixels)`);
      assert.ok(max <= RGBA8_TOLERANCE, `largest difference ${max} levels`);
    });

    it(`WebGL ${webgl}: a frame asks GL nothing and costs 8 draws and a few dozen calls over a plain frame`, async () => {
      const hdr = await run('callsPerFrame', { webgl });
      const plain = await run('callsPerFrame', { webgl, hdr: false });
      assert.equal(hdr.getters, 0, `getters: ${JSON.stringify(hdr.getterNames)}`);
      assert.equal(hdr.draws - plain.draws, 8, 'threshold, 2 × (down, blur across, blur up), composite');
      const extra = hdr.total - plain.total;
      assert.ok(extra <= 70, `GL calls over a plain frame: ${extra} (${JSON.stringify(hdr.byName)})`);
      for (const name of ['texImage2D', 'createTexture', 'createFramebuffer', 'linkProgram', 'bufferData', 'checkFramebufferStatus']) {
        assert.equal(hdr.byName[name] ?? 0, 0, `${name} in a steady frame`);
      }
    });

    it(`WebGL ${webgl}: a resized canvas resizes the targets`, async () => {
      const result = await run('resized', { webgl });
      assert.equal(result.glError, 0);
      assert.equal(result.width, 192);
      assert.ok(result.centre[0] >= 250 && result.centre[2] < 100, `centre of the larger frame ${result.centre}`);
      assert.ok(result.beyond[0] > 100, `glow past the edge ${result.beyond}`);
      assert.deepEqual(result.corner, [0, 0, 0]);
    });

    it(`WebGL ${webgl}: particles sit over the page: alpha covers it, additive light adds to it`, async () => {
      const alpha = await run('overBackground', 'alpha', { webgl });
      assert.deepEqual(alpha.centre, [0, 0, 0], 'black smoke hides the grey page');
      assert.deepEqual(alpha.outside, [128, 128, 128], 'the page elsewhere as it was');
      const additive = await run('overBackground', 'additive', { webgl });
      assert.ok(additive.centre.every((c) => c > 200), `grey light on grey adds up: ${additive.centre}`);
      assert.deepEqual(additive.outside, [128, 128, 128]);
    });
  }
});
