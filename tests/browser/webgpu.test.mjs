// Plume on WebGPU (issue 30): the same effects drawn by the WebGPU backend and by WebGL — the same seed, time and
// camera — equal within a stated tolerance (pixels read back from both), in a game's device and on Plume's own
// canvas; bad input refused by name. Headless Chromium's WebGPU runs on SwiftShader (docs/testing.md).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner, WEBGPU_ARGS } from './harness.mjs';

let session;
before(async () => { session = await openTestPage('tests/browser/page.html', () => window.pageReady === true, WEBGPU_ARGS); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/webgpu_scenarios.js');
// Measured (128×128, 40 steps drawn every 8th, both without multisampling), over the pixels lit in either picture:
// mean channel difference at most 0.85 of 255 (the portal), lit pixels within 1.1%; single pixels differ by up to 36
// where a texel or a blend rounds the other way. The crowds of thousands of solid quads: mean 2.2 (additive) to 7.0
// (alpha), lit within 5%: a quad edge falling exactly on a pixel centre is filled on the other side when y is flipped
// (a whole row of that quad), and thousands of quads make dozens of such edges. A layer missing, misplaced or of
// another colour moves the mean by tens.
const MEAN_TOLERANCE = 2;
const LIT_TOLERANCE = 0.03;
const CROWD = { mean: 10, lit: 0.06 };
const FOG = { color: '#203040', near: 4, far: 9 };

describe('WebGPU draws what WebGL draws', () => {
  const cases = [...['mesh', 'mesh-keyed', 'blends', 'styles', 'decal', 'campfire', 'portal', 'fireworks', 'smoke', 'torch', 'snow', 'explosion', 'scaled'].map((what) => [what, {}]),
    ['campfire', { fog: FOG }], ['crowd', {}]];
  for (const [what, options] of cases) {
    const crowd = what === 'crowd';
    const mean = crowd ? CROWD.mean : MEAN_TOLERANCE, lit = crowd ? CROWD.lit : LIT_TOLERANCE;
    it(`${what}${options.fog ? ' in fog' : ''}: the same picture within ${mean} of 255 per channel on average where lit`, async () => {
      const r = await run('compare', what, options);
      assert.equal(r.backend, 'webgpu');
      assert.deepEqual(r.errors, [], 'no WebGPU validation error in any frame');
      assert.ok(r.litGl > 200, `WebGL draws the ${what} (${r.litGl} lit pixels)`);
      assert.ok(Math.abs(r.litGpu - r.litGl) <= r.litGl * lit, `lit pixels: WebGL ${r.litGl}, WebGPU ${r.litGpu}`);
      assert.ok(r.meanDiff <= mean, `mean difference where lit ${r.meanDiff} (brightness ${r.brightness})`);
      assert.deepEqual(r.drawCalls[1], r.drawCalls[0], 'one draw per item, as on WebGL');
      assert.deepEqual(r.particles[1], r.particles[0]);
    });
  }

  it("Plume's own WebGPU canvas shows the particles", async () => {
    const r = await run('ownCanvas');
    assert.equal(r.backend, 'webgpu');
    assert.ok(r.lit > 200, `lit pixels on the canvas: ${r.lit}`);
    assert.ok(r.both > r.lit * 1.5, `a second render in the frame adds to the first: ${r.lit} then ${r.both}`);
    assert.equal(r.drawCalls, 3);
  });
});

describe('distortion on WebGPU', () => {
  it("displaces the scene handed over as colorTexture as WebGL does; the target itself is refused", async () => {
    const r = await run('distortion');
    assert.deepEqual(r.errors, []);
    assert.ok(r.moved > 100, `pixels of the checkerboard displaced: ${r.moved}`);
    assert.equal(r.differ, 0, 'no pixel differs from WebGL\'s by more than 40');
    assert.match(r.refused, /colorTexture is the target itself/);
  });
});

describe('HDR on the own WebGPU canvas', () => {
  it("createPlume({ canvas, backend: 'webgpu', hdr: true }) blooms and tonemaps as WebGL's HDR path does", async () => {
    const r = await run('hdr');
    assert.equal(r.error, null);
    assert.deepEqual(r.paths, ['half-float', 'half-float']);
    assert.ok(r.litGl > 300 && r.bright > 100, `the explosion glows: ${r.litGl} lit, ${r.bright} near white`);
    assert.ok(Math.abs(r.litGpu - r.litGl) <= r.litGl * LIT_TOLERANCE, `lit pixels: WebGL ${r.litGl}, WebGPU ${r.litGpu}`);
    assert.ok(r.meanDiff <= MEAN_TOLERANCE, `mean difference where lit ${r.meanDiff}`);
  });
});

describe('a lost device', () => {
  it("Plume's own canvas gets a new device and draws again; in a game's device setDevice hands the new one over", async () => {
    const r = await run('deviceLoss');
    assert.ok(r.ownBefore > 200, `drawn before the loss: ${r.ownBefore}`);
    assert.ok(r.ownRecovered, 'a new device on the own canvas');
    assert.ok(r.ownAfter > 200, `drawn after the recovery: ${r.ownAfter}`);
    assert.equal(r.lostRender, 'no error', 'a frame while lost draws nothing and throws nothing');
    assert.ok(r.gameAfter > 200, `drawn on the game's new device: ${r.gameAfter}`);
    assert.deepEqual(r.errors, []);
    assert.match(r.wrongDevice, /setDevice: device must be a GPUDevice/);
  });
});

describe('bad input on WebGPU', () => {
  it('each mistake is a PlumeError naming it, hostile getters leave a destroyed Plume and a usable module; a correct frame draws', async () => {
    const m = await run('badInput');
    const expect = {
      'not a device': /device must be a GPUDevice.*got a plain object/,
      'no format': /format must be the colour format.*got undefined/,
      'gl option': /webgl is WebGL's/,
      'hdr in a device': /hdr applies to Plume's own canvas/,
      'unknown backend': /backend must be one of webgl, webgpu, auto, got 'metal'/,
      'no target': /options.target is needed in a game's WebGPU device/,
      'wrong format': /'bgra8unorm' texture; this Plume draws 'rgba8unorm'/,
      'no attachment usage': /RENDER_ATTACHMENT/,
      'depth of another size': /depthTexture is 2×2, the target 4×4/,
      'depth not sampled': /TEXTURE_BINDING/,
      'colour as depth': /not a depth format/,
      seed: /seed must be an integer from 0 to 4294967295, got number -1/,
      'hdr type': /hdr must be true or false, got 'yes'/,
      "WebGL's wasm": /is not plume_webgpu\.wasm of this version.*a WebGPU Plume takes WebGPU's module/,
      'getter in the view': /render: this Plume was destroyed/,
      'getter in the options': /render: this Plume was destroyed/,
      'getter in an effect': /createEffect: this Plume was destroyed/,
    };
    for (const [name, pattern] of Object.entries(expect)) {
      assert.match(m[name], /^PlumeError: /, name);
      assert.match(m[name], pattern, name);
    }
    assert.equal(m.fine, 'no error');
    assert.equal(m.backend, 'webgpu');
    assert.equal(m['wasm from bytes'], 'no error', 'plume_webgpu.wasm given as bytes');
    assert.equal(m['wasm from module'], 'no error', 'plume_webgpu.wasm given as a WebAssembly.Module');
    for (const name of ['getter in the view', 'getter in the options', 'getter in an effect']) {
      assert.equal(m[`${name} destroyed`], true, `${name}: the Plume the getter destroyed says so`);
    }
    assert.equal(m.survivorDraws, 1, 'a Plume made after the destroyed ones draws');
  });
});
