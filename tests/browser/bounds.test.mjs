// An instance's `bounds` hold what it draws: every pixel its particles light falls inside the projection of its box, for
// each sim and the ways each draws (billboards, velocity quads, sparks, trails, local space, meshes as modelled, facing
// the camera with size keys, one still mesh), drawn solid to their edges through a play's transform that scales,
// stretches and turns them, the box projecting inside the picture. A game culls by that box (three.js's frustum
// culling, a game's own): a box that misses a lit pixel makes a visible effect vanish. The still mesh and the mesh
// facing the camera fail on the old code, whose mesh boxes ignored the transform's scale (fuzz_effects found the same
// with tests/native/mesh_reference.h).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/bounds_scenarios.js');

const LAYERS = ['gpu', 'gpuCone', 'gpuVelocity', 'cpu', 'cpuVelocity', 'cpuSpark', 'cpuTrail', 'cpuLocal', 'mesh', 'meshFacing', 'meshStill'];

for (const mode of ['webgl1', 'webgl2']) {
  describe(`bounds hold the lit pixels (${mode})`, () => {
    for (const layer of LAYERS) {
      it(`a '${layer}' layer played scaled and turned: no lit pixel outside its box, early and late in its life`, async () => {
        for (const ms of [160, 900]) {
          const r = await run('litOutsideBounds', mode, layer, ms);
          assert.ok(r.lit >= 20, `${ms} ms: the layer lights pixels: ${JSON.stringify(r)}`);
          assert.equal(r.rect.behind, 0, `the box is in front of the camera: ${JSON.stringify(r)}`);
          // inside the picture: a box projected over all of it would hold any pixel, right or wrong
          assert.ok(r.rect.left >= 0 && r.rect.right <= 128 && r.rect.bottom >= 0 && r.rect.top <= 128,
            `${ms} ms: the box projects inside the canvas: ${JSON.stringify(r.rect)}`);
          assert.equal(r.outside, 0, `${ms} ms: ${r.outside} of ${r.lit} lit pixels outside the box: ${JSON.stringify(r)}`);
        }
      });
    }
  });
}
