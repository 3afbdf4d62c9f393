// Decals (issue 31 item 4) and noise that moves with the emitter's time (item 6), read back as pixels on WebGL 1 and
// WebGL 2: a decal seen 10° above the floor covers what a flat quad on the floor covers (a billboard stands up); a
// decal on a floor the host drew into depth shows (PLUME_DECAL_PULL) while a particle under the floor stays hidden;
// a layer's decal.normal and play's normal lay it on a wall; a steady column wavers with noise.speed and not without.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/decal_scenarios.js');

for (const mode of ['webgl1guest', 'webgl2']) {
  describe(`decals (${mode})`, () => {
    it('seen 10° above the floor, a decal covers the footprint of a flat quad on the floor; a billboard stands up', async () => {
      const r = await run('grazingFootprint', mode);
      assert.ok(r.reference > 100, `the reference quad covers pixels: ${r.reference}`);
      for (const sim of ['gpu', 'cpu']) assert.ok(r.iou[sim] >= 0.9, `${sim} decal against the flat quad: ${JSON.stringify(r)}`);
      assert.ok(r.iou.billboard < 0.5, `a camera-facing billboard does not lie on the floor: ${JSON.stringify(r)}`);
      // turned 45° about its normal: a diamond on the floor, no longer the square's footprint, as large
      assert.ok(r.iou.turned < 0.9 && Math.abs(r.counts.turned - r.reference) < 0.25 * r.reference, JSON.stringify(r));
    });

    for (const sim of ['gpu', 'cpu']) {
      it(`a '${sim}' decal on a floor drawn into depth is visible (no z-fighting), from 10° and 60°`, async () => {
        const r = await run('decalOnDepthFloor', mode, sim);
        for (const view of ['grazing', 'above']) {
          assert.ok(r[view].alone > 50, `${view}: ${JSON.stringify(r)}`);
          assert.ok(r[view].onFloor >= 0.97 * r[view].alone, `${view}: the floor hides none of it: ${JSON.stringify(r)}`);
        }
        assert.ok(r.sunk.alone > 50 && r.sunk.onFloor === 0, `depth-tested: a particle below the floor is hidden: ${JSON.stringify(r.sunk)}`);
      });

      it(`a '${sim}' layer's decal.normal and play's normal lay it on a wall`, async () => {
        const r = await run('wallDecals', mode, sim);
        // seen straight on from +Z: a floor decal is edge-on (almost nothing), a wall decal a full 2 × 2 square
        assert.ok(r.floor < 0.1 * r.wall, JSON.stringify(r));
        assert.ok(r.wall > 500, JSON.stringify(r));
        assert.ok(Math.abs(r.played - r.wall) <= 0.02 * r.wall, `play's normal wins over the layer's floor: ${JSON.stringify(r)}`);
        assert.ok(Math.abs(r.billboard - r.wall) <= 0.05 * r.wall, JSON.stringify(r));
      });
    }
  });
}

describe('noise that moves with the emitter\'s time', () => {
  for (const mode of ['webgl1guest', 'webgl2']) {
    for (const sim of ['gpu', 'cpu']) {
      it(`'${sim}' (${mode}): particles born 500 ms apart take different paths with noise.speed, the same without`, async () => {
        const still = await run('movingNoise', mode, sim, 0);
        const moving = await run('movingNoise', mode, sim, 3);
        for (const c of [...still, ...moving]) assert.ok(c && c[2] > 5, `a particle is drawn: ${JSON.stringify({ still, moving })}`);
        const gap = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
        assert.ok(gap(still[0], still[1]) <= 0.5, `without speed the same place: ${JSON.stringify(still)}`);
        assert.ok(gap(moving[0], moving[1]) >= 3, `with speed the field moved in 500 ms: ${JSON.stringify(moving)}`);
        assert.ok(gap(still[0], moving[0]) <= 40, 'the same column');
      });
    }
  }

  for (const mode of ['webgl1guest', 'webgl2']) {
    for (const sim of ['gpu', 'cpu']) {
      it(`'${sim}' (${mode}): draws a noisy column's particle where the reference (noise.c) puts it`, async () => {
        const samples = await run('noisyColumn', mode, sim);
        for (const { at, drawn, expected, world } of samples) {
          assert.ok(drawn, `drawn at ${at} ms`);
          const off = Math.hypot(drawn[0] - expected[0], drawn[1] - expected[1]);
          assert.ok(off <= 1.5, `${sim} at ${at} ms: drawn ${drawn.map((v) => v.toFixed(2))}, expected ${expected.map((v) => v.toFixed(2))} ` +
            `(${world.map((v) => v.toFixed(3))}): ${off.toFixed(2)} px`);
        }
        // and the field moved it well off the column's axis somewhere (the test would pass without noise otherwise)
        assert.ok(samples.some((s) => Math.abs(s.world[0]) > 0.5), JSON.stringify(samples));
      });
    }
  }
});
