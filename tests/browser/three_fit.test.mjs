// Plume in a three.js game as users build one (issue "Fits a real three.js game"): colours through three's colour
// management and composer match three's meshes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/three_fit_scenarios.js');

const near = (actual, expected, what) => {
  assert.ok(actual.every((v, i) => Math.abs(v - expected[i]) <= 3), `${what}: ${actual} against ${expected}`);
};

describe('colour space', () => {
  for (const path of ['object', 'composer', 'objectInComposer']) {
    it(`${path}: a #404040 particle (its colour, or a white one with a #404040 texture) shows #404040, as a mesh of #404040`, async () => {
      const r = await run('sameColour', path);
      // through the composer Plume wrote sRGB values into three's linear buffer and OutputPass encoded them again:
      // #404040 showed as #898989
      near(r.mesh, [64, 64, 64], 'the mesh');
      near(r.coloured, r.mesh, 'the coloured particle');
      near(r.textured, r.mesh, 'the textured particle');
    });
  }
  it("an sRGB render target (three writes linear values into it, the hardware encodes them) shows what a mesh does", async () => {
    const r = await run('sameColour', 'srgbTarget');
    near(r.mesh, [64, 64, 64], 'the mesh');
    near(r.coloured, r.mesh, 'the coloured particle');
    near(r.textured, r.mesh, 'the textured particle');
  });
  for (const blend of ['additive', 'additive-ignore-alpha']) {
    it(`${blend} at alpha 0.5 through the composer blends as three's additive mesh of opacity 0.5`, async () => {
      const r = await run('sameColour', 'composer', '#808080', blend, 0.5);
      assert.ok(r.mesh[0] > 60 && r.mesh[0] < 120, `three's mesh: ${r.mesh}`);
      near(r.coloured, r.mesh, 'the coloured particle');
      near(r.textured, r.mesh, 'the textured particle');
    });
  }
  it('a bright colour (#c08040) too', async () => {
    const r = await run('sameColour', 'composer', '#c08040');
    near(r.mesh, [192, 128, 64], 'the mesh');
    near(r.coloured, r.mesh, 'the coloured particle');
    near(r.textured, r.mesh, 'the textured particle');
  });
});

describe("three's WebGPURenderer falling back to WebGL 2", () => {
  it('PlumeObject draws in the scene: hidden by what is in front, colours as three shows them', async () => {
    const r = await run('webgpuRendererOnWebGL', 'object');
    near(r.mesh, [64, 64, 64], 'the mesh');
    near(r.particle, r.mesh, 'the particle');
    near(r.shown, r.mesh, 'the particle beside the mesh in front');
    near(r.hidden, [0, 0, 255], 'the particle behind the mesh in front');
    assert.deepEqual(r.reported, []);
  });
});

describe("HDR colours reach the composer's half-float target (issue 31)", () => {
  it("[4, 2, 1] leaves a halo beyond the particle's edge through UnrealBloomPass; [1, 0.5, 0.25] does not", async () => {
    const bright = await run('bloomHalo', [4, 2, 1, 1]);
    const plain = await run('bloomHalo', [1, 0.5, 0.25, 1]);
    const clamped = await run('bloomHalo', [1, 1, 1, 1]); // what [4, 2, 1] clamped to 1 would be
    assert.equal(bright.type, 'half-float');
    for (const pixel of clamped.beyond) assert.ok(Math.max(...pixel) <= 2, `white clamped to 1 leaves no halo, got ${pixel}`);
    // the threshold (1.5) is above what any colour clamped to 1 reaches: a halo means values above 1 got through
    for (const [i, d] of [2, 6, 10].entries()) {
      assert.ok(bright.beyond[i][0] > 40, `[4, 2, 1], ${d} px beyond the edge: a halo, got ${bright.beyond[i]}`);
      assert.ok(Math.max(...plain.beyond[i]) <= 2, `[1, 0.5, 0.25], ${d} px beyond the edge: nothing, got ${plain.beyond[i]}`);
    }
    assert.ok(plain.centre[0] > 200, `the plain particle is drawn, got ${plain.centre}`);
  });
});
