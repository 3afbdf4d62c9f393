// Particle lights (issue 31 item 5): a layer's `light` on every sim, reported by plume.lights() while its play shows
// something and not after; the brightest first, bounded, no GL call; the messages of bad values; and
// plume-particles/three's PlumeObject lighting a wall beside an explosion with three.js PointLights.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/light_scenarios.js');

const near = (a, b, what) => assert.ok(Math.abs(a - b) <= 1e-3 * Math.max(1, Math.abs(b)), `${what}: ${a} against ${b}`);

describe('plume.lights()', () => {
  for (const sim of ['gpu', 'cpu', 'mesh']) {
    it(`reports a '${sim}' explosion's light while it plays, its keys over the layer's time, and none after`, async () => {
      const r = await run('explosionLights', sim);
      assert.deepEqual(r.before, []);
      for (const lights of r.at) assert.equal(lights.length, 1, JSON.stringify(r.at));
      const [first] = r.at[0];
      assert.deepEqual(first.position, [2, 4, 4]); // the play's place and the layer's position
      assert.deepEqual(first.color, [1, 0.5, 0.25]);
      near(first.range, 6, 'range');
      near(r.at[0][0].intensity, 4, 'at 50 ms, halfway up to the flash');
      near(r.at[1][0].intensity, 8, 'at 100 ms, the flash');
      near(r.at[2][0].intensity, 4, 'at 550 ms, halfway down');
      assert.ok(r.ended, 'the instance ended');
      assert.deepEqual(r.after, []);
      for (const message of r.refused) assert.match(message, /^PlumeError: lights: max must be an integer from 0 to 64, got /);
    });
  }

  it('gives the brightest first, at most max; standalone emitters and systems and looping layers light too', async () => {
    const r = await run('brightestFirst');
    assert.deepEqual(r.three.map((l) => l.intensity), [10, 5, 4]);
    assert.deepEqual(r.three[0].position, [7, 2, 0]); // the system's position through its transform
    near(r.three[0].range, 2 + (4 - 2) * ((120 * 16) % 1000) / 1000, "the system's range keys over its cycle");
    assert.deepEqual(r.three[1].position, [4, 0, 0]);
    assert.equal(r.count, 7); // 5 emitters, the system, the looping fire
    assert.deepEqual(r.none, []);
  });

  it('makes no GL call', async () => {
    const r = await run('lightsMakeNoGlCalls');
    assert.ok(r.wrapped > 100, `every function of the context counted: ${r.wrapped}`);
    assert.equal(r.seen, 1000, 'a light each call');
    assert.equal(r.calls, 0);
  });

  it("refuses bad lights naming the field's path", async () => {
    const r = await run('badLights');
    assert.match(r.range, /^PlumeError: createEffect: layers\[0\]\.light\.range: must be a positive finite number/);
    assert.match(r.meshRange, /^PlumeError: createEffect: layers\[0\]\.light\.range: must be a positive finite number/);
    assert.match(r.intensity, /^PlumeError: createEffect: layers\[0\]\.light\.intensity\[1\]\[1\]: must be a finite number from 0 to 1000000, got -2/);
    assert.match(r.missing, /^PlumeError: createEffect: layers\[0\]\.light\.intensity: is required/);
    assert.match(r.color, /^PlumeError: createEffect: layers\[0\]\.light\.color\[0\]: must be a channel from 0 to 64/);
    assert.match(r.black, /^PlumeError: createEffect: layers\[0\]\.light\.color: must not be black/);
    assert.match(r.unknown, /^PlumeError: createEffect: layers\[0\]: unknown light field 'radius' \(known: color, intensity, range, cycle\)/);
    assert.match(r.notObject, /^PlumeError: createEffect: layers\[0\]\.light: must be an object such as \{ color \}, got 4/);
    assert.match(r.emitter, /^PlumeError: createEmitter: light\.intensity must be a finite number from 0 to 1000000, got 2000000/);
    assert.match(r.system, /^PlumeError: addSystem: light\.cycle must be a finite number of milliseconds from 0 to 3600000, got -5/);
    assert.deepEqual(r.lights, []);
  });
});

describe('plume-particles/three lights', () => {
  // three.js draws with WebGL 2 only (since r163); plume.lights() itself is the same on WebGL 1 (above)
  it('a wall beside an explosion is brighter with its light than without', async () => {
    const lit = await run('litWall', 4);
    const dark = await run('litWall', 0);
    assert.equal(lit.poolBefore, 0, 'an unlit effect adds no PointLight to the scene');
    assert.equal(lit.pool, 4);
    assert.equal(dark.pool, 0);
    assert.equal(lit.afterDispose, 0);
    // at 100 ms the flash: the wall right of it well lit; at 500 ms dimmer; at 1500 ms the explosion is over
    assert.ok(lit.frames[0] > dark.frames[0] + 15, `the flash lights the wall: ${lit.frames} (without: ${dark.frames})`);
    assert.ok(lit.frames[1] < lit.frames[0] && lit.frames[1] > dark.frames[1] + 2, `fading: ${lit.frames}`);
    assert.ok(Math.abs(lit.frames[2] - dark.frames[2]) <= 1, `over: ${lit.frames} (without: ${dark.frames})`);
  });
});
