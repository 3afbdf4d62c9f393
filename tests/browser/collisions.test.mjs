// Collisions (issue "Fits a real three.js game"): particles of effects bounce off, rest on or die at colliders —
// cpu layers planes, spheres and boxes (per layer or per play), gpu layers one plane in closed form — a sub-emitter
// splashes where they hit, and sparks are as long at 100 ms steps as at 16 ms.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/collision_scenarios.js');

describe('collisions', () => {
  for (const sim of ['cpu', 'gpu']) {
    it(`${sim} layers: a fountain falls through the floor without collide, stays above it with one`, async () => {
      const free = await run('fountain', 'webgl2', sim, 'none');
      const held = await run('fountain', 'webgl2', sim, 'layer');
      assert.ok(free.below > 20, `without collide the drops fall below the floor (${JSON.stringify(free)})`);
      assert.ok(held.below <= 2, `with collide none is below the floor (${JSON.stringify(held)})`);
      assert.ok(held.above > 20, `they rest on it (${JSON.stringify(held)})`);
    });
  }
  it("cpu: play's collide gives one play its colliders; on: 'collision' splashes at the floor", async () => {
    const held = await run('fountain', 'webgl1guest', 'cpu', 'play');
    assert.ok(held.below <= 2 && held.above > 20, JSON.stringify(held));
    assert.ok(held.greenSeen > 10, `the sub-emitter's green splashes at the floor (${JSON.stringify(held)})`);
    const free = await run('fountain', 'webgl1guest', 'cpu', 'none');
    assert.equal(free.greenSeen, 0, 'no collision, no splash');
  });
  it('gpu: a bounce of 0 rests where it hits: none below the floor, the drops lying on it', async () => {
    const dead = await run('fountain', 'webgl2', 'gpu', 'layer', 90, 0);
    assert.ok(dead.below <= 2 && dead.above > 20, JSON.stringify(dead));
  });
  it('refusals name the field, the range and the sim that can; a refused play leaves nothing', async () => {
    const r = await run('refusals', 'webgl2');
    assert.match(r.mesh, /^PlumeError: createEffect: layers\[0\]\.collide: a 'mesh' layer does not collide .*'gpu' or 'cpu'/);
    assert.match(r.radius, /^PlumeError: createEffect: layers\[0\]: collide\[0\]\.radius must be a finite number > 0/);
    assert.match(r.normal, /^PlumeError: createEffect: layers\[0\]: collide\[0\]\.normal must be a non-zero vector/);
    assert.match(r.gpuSphere, /gpu emitters collide with one plane; 'cpu' layers collide with planes, spheres and boxes/);
    assert.match(r.gpuOnly, /^PlumeError: play: collide replaces the colliders of an effect's 'cpu' layers, and this effect has none/);
    assert.match(r.playBounce, /^PlumeError: play: collide\[0\]\.bounce must be from 0 to 1/);
    assert.match(r.tooMany, /collide has 9 colliders, more than the maximum 8/);
    assert.equal(r.instancesAfter, 0, 'the refused plays left no instance');
  });
});

describe('what collisions cost', () => {
  it('only emitters with a plane compile its code (the first frame of others compiles what it did before)', async () => {
    const r = await run('compiledWithPlane', 'webgl2');
    assert.equal(r.without.plane, 0, `no collision code without collide (${JSON.stringify(r)})`);
    assert.ok(r.with.plane >= 2, `an emitter and a group with a plane compile it (${JSON.stringify(r)})`);
  });
});

describe('spark length', () => {
  it('a spark is as long at 100 ms steps as at 16 ms (stretch seconds of its motion)', async () => {
    const fine = await run('sparkLength', 'webgl2', 16);
    const coarse = await run('sparkLength', 'webgl2', 100);
    // 10 units/s × 0.2 s = 2 units: 12.8 pixels of 64 over 10 units, plus the caps
    assert.ok(fine >= 12 && fine <= 18, `a streak of 2 units (${fine} pixels)`);
    assert.ok(Math.abs(coarse - fine) <= fine * 0.1, `16 ms: ${fine} pixels long, 100 ms: ${coarse}`);
  });
});
