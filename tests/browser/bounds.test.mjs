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

// A play's transform scales launch velocities alike on every sim: a gpu layer kept its speed while cpu and mesh layers
// scaled theirs, so an effect mixing them played at scale 3 spread its cpu particles three times as far (this fails on
// the old gpu shader: 13.0 pixels against 38.4). 6 units is 38.4 pixels; a particle's own size adds under a pixel.
for (const mode of ['webgl1', 'webgl2']) {
  describe(`a scaled play spreads alike on every sim (${mode})`, () => {
    it('gpu, cpu and mesh layers played at scale 3 reach 3 × speed × time, and at scale 1 a third of it', async () => {
      for (const scale of [1, 3]) {
        const expected = scale * 4 * 0.5 * 128 / 20;
        for (const sim of ['gpu', 'cpu', 'mesh']) {
          const r = await run('spreadAtScale', mode, sim, scale);
          assert.equal(r.particles, 60, `${sim} at scale ${scale}: every particle alive: ${JSON.stringify(r)}`);
          assert.ok(r.lit >= 30, `${sim} at scale ${scale} lights pixels: ${JSON.stringify(r)}`);
          // 60 directions over a sphere: the farthest seen along z is within 5% of the radius (|z| < 0.3 is 30% of them)
          assert.ok(r.farthest >= expected * 0.93 && r.farthest <= expected + 1.5,
            `${sim} at scale ${scale}: farthest lit pixel ${r.farthest.toFixed(1)} px from the play, expected ${expected.toFixed(1)}`);
        }
      }
    });
  });
}

// A group member's shader counts its clock in floats: a hair before a burst cycle's turn it may draw the next cycle's
// burst (age 0) where C has the last one (999.7 ms). Its box must hold either.
for (const mode of ['webgl1', 'webgl2']) {
  describe(`a burst at a cycle's turn late in a long play (${mode})`, () => {
    it('every lit pixel falls inside the box', async () => {
      const r = await run('litOutsideBoundsAtTurn', mode);
      assert.ok(r.lit >= 10, `the burst lights pixels: ${JSON.stringify(r)}`);
      assert.equal(r.outside, 0, `${r.outside} of ${r.lit} lit pixels outside the box: ${JSON.stringify(r)}`);
    });
  });
}
