// GPU emitters through the public JS API in headless Chromium, pixels read back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';
import { litCount as lit, maxDifference } from './pixels.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/emitter_scenarios.js');

const meanDifference = (a, b) => a.pixels.reduce((sum, value, i) => sum + Math.abs(value - b.pixels[i]), 0) / a.pixels.length;

describe('GPU emitters', () => {
  it('draw a smoke plume with particles counted from the ring', async () => {
    const result = await run('stepped', 'webgl1', '@SMOKE', 1000, 50);
    assert.ok(lit(result.image) > 100, `lit pixels: ${lit(result.image)}`);
    assert.equal(result.stats.emitters, 1);
    assert.equal(result.stats.emitterParticles, 121, '120/s for 1 s, both ends included');
    assert.ok(result.stats.drawCalls >= 1 && result.stats.drawCalls <= 2);
  });

  it('seek(T) after running to 2T shows what stepping to T shows', async () => {
    const stepped = await run('stepped', 'webgl1', '@SMOKE', 800, 62.5); // 16 ms steps
    const sought = await run('seekBack', 'webgl1', '@SMOKE', 800);
    assert.equal(sought.time, 800);
    assert.ok(lit(stepped.image) > 100);
    assert.equal(maxDifference(stepped.image, sought.image), 0, 'the same pixels');
  });

  it('give the same picture at 60, 30 and 20 steps a second and after a 500 ms hitch, also when moving on a circle', async () => {
    for (const move of [null, '@circle']) {
      const at60 = await run('stepped', 'webgl1', '@SMOKE', 1510, 60, move);
      for (const [rate, hitch] of [[30, 0], [20, 0], [60, 500]]) {
        const other = await run('stepped', 'webgl1', '@SMOKE', 1510, rate, move, hitch);
        const mean = meanDifference(at60.image, other.image);
        const label = `${move ? 'circle' : 'stationary'} at ${rate}/s${hitch ? ' with a hitch' : ''}`;
        assert.ok(mean < (move ? 1.5 : 0.5), `${label}: mean difference ${mean}`);
        if (!move) assert.ok(maxDifference(at60.image, other.image) <= 8, `${label}: max ${maxDifference(at60.image, other.image)}`);
      }
      assert.ok(lit(at60.image) > 100);
    }
  });

  it('upload no bytes in at most two draw calls a frame, stationary or moving', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const still = await run('frameCost', mode, '@SMOKE', false);
      assert.equal(still.bufferBytes, 0, `${mode}: bytes`);
      assert.ok(still.drawCalls >= 1 && still.drawCalls <= 2, `${mode}: ${still.drawCalls} draws`);
      assert.equal(still.stats.drawCalls, still.drawCalls);
      const moving = await run('frameCost', mode, '@SMOKE', true);
      assert.equal(moving.bufferBytes, 0, `${mode}: the path goes up as uniforms`);
      assert.ok(moving.drawCalls <= 2);
    }
  });

  it('skip an emitter behind the camera (bounds outside the frustum)', async () => {
    const result = await run('culling', 'webgl1');
    assert.ok(result.inFront.draws >= 1);
    assert.equal(result.behind.draws, 0);
    assert.equal(result.behind.stats, 0);
    assert.equal(lit(result.image), 0);
    assert.ok(result.bounds.min[2] > 8, `bounds ${JSON.stringify(result.bounds)}`);
  });

  it('freeze with timeScale 0 and resume from there', async () => {
    const result = await run('frozen', 'webgl1');
    assert.equal(maxDifference(result.before, result.after), 0);
    assert.ok(maxDifference(result.before, result.resumed) > 0);
    assert.equal(result.time, 700);
  });

  it('stretch velocity billboards along their motion', async () => {
    const velocity = await run('stretched', 'webgl1', 'velocity');
    const camera = await run('stretched', 'webgl1', 'camera');
    assert.ok(velocity.along > 3 * velocity.across, JSON.stringify(velocity));
    assert.ok(Math.abs(camera.along - camera.across) <= 1, `camera-facing quads are square: ${JSON.stringify(camera)}`);
  });

  it('draw the same pixels on every path', async () => {
    const reference = await run('stepped', 'webgl1', '@SMOKE', 700, 50);
    for (const mode of ['noInstancing', 'webgl2', 'webgl1guest', 'noVertexArrays', 'webgl1guestNoVertexArrays']) {
      const other = await run('stepped', mode, '@SMOKE', 700, 50);
      assert.equal(maxDifference(reference.image, other.image), 0, mode);
    }
  });

  it('resume at the same time after a lost context is restored', async () => {
    const reference = await run('stepped', 'webgl1', '@SMOKE', 1000, 10);
    for (const mode of ['webgl1', 'webgl2']) {
      const result = await run('contextLoss', mode);
      assert.equal(result.time, 1000);
      assert.equal(maxDifference(reference.image, result.image), 0, mode);
    }
  });

  it('throw a PlumeError naming the field and value for bad input, and stay usable', async () => {
    const { messages, after, survivorDestroyed } = await run('badInputs', 'webgl1');
    const expected = {
      'rate 0': /rate 0 emits nothing without a burst; give burst >= 1/,
      'life -1': /life must be a positive finite number of milliseconds, got -1/,
      'NaN speed': /speed\[1\] must be a finite number .*got NaN/,
      'speed order': /speed must be \[min, max\] with min <= max, got \[3, 1\]/,
      shape: /shape.type must be one of point, sphere, box, cone, ring, mesh, got 'torus'/,
      billboard: /billboard must be one of camera, velocity, plane, decal, got 'screen'/,
      capacity: /capacity must be an integer from 1 to 16384, got 20000/,
      'rate x life': /rate x life needs 1e\+06 particles \(\+0 burst\), more than the maximum capacity 16384/,
      atlas: /atlas.frames must be an integer from 1 to 4 \(a 2 x 2 atlas\), got 5/,
      'unknown field': /unknown emitter field 'lifetime'/,
      color: /color must be '#rgb'.*got '#ff00zz'/,
      texture: /texture must come from this Plume's loadTexture/,
      seek: /seek: ms must be a number of milliseconds from 0 to 1e12, got number -5/,
      setPosition: /setPosition: position\[1\] is Infinity/,
      set: /set: drag must be a finite number >= 0/,
      destroyed: /seek: this emitter was destroyed/,
      'destroyed time': /time: this emitter was destroyed/,
      'plume destroyed': /setPosition: this emitter's Plume was destroyed/,
    };
    for (const [label, pattern] of Object.entries(expected)) {
      assert.match(messages[label], /^PlumeError: /, label);
      assert.match(messages[label], pattern, label);
    }
    assert.deepEqual(after, { emitters: 1, destroyed: true, time: 100 });
    assert.equal(survivorDestroyed, true);
  });

  it('collide with a plane on the GPU as the motion it describes: bounce, rest, friction, drag and speed keys, die', async () => {
    const cases = {
      'closed form': { bounce: 0.5, friction: 0.5 },
      'bisection (drag, speed keys)': { drag: 0.8, speedOverLife: [1, 0.5], speed: 2.5, direction: [3, 4, 0], bounce: 0.6, friction: 0.25 },
      'bounce 0': { bounce: 0 },
      'default bounce': {},
    };
    for (const [label, options] of Object.entries(cases)) {
      const { samples, bounds } = await run('collided', 'webgl1', options);
      let after = 0;
      for (const { t, drawn, lit, world, expected } of samples) {
        assert.ok(lit > 0 && drawn, `${label} at ${t} ms: drawn`);
        const off = Math.hypot(drawn[0] - expected[0], drawn[1] - expected[1]);
        assert.ok(off <= 1.5, `${label} at ${t} ms: drawn at ${drawn.map((v) => v.toFixed(2))}, expected ${expected.map((v) => v.toFixed(2))} (${world.map((v) => v.toFixed(3))}): ${off.toFixed(2)} px`);
        assert.ok(world[1] >= 0, `${label}: never behind the plane`);
        for (let i = 0; i < 3; i++) assert.ok(world[i] >= bounds.min[i] - 1e-4 && world[i] <= bounds.max[i] + 1e-4, `${label}: bounds hold it`);
        if (world[1] < 0.7 && t > 900) after++;
      }
      assert.ok(after >= 2, `${label}: seen after the contact`);
      if (label === 'bounce 0') assert.ok(samples.filter((s) => s.t >= 900).every((s) => s.world[1] === 0), 'rests on the plane');
    }
    const died = await run('collided', 'webgl1', { bounce: 0.5, die: true });
    for (const { t, lit, world } of died.samples) {
      if (world) assert.ok(lit > 0, `die: alive before its contact (${t} ms)`);
      else assert.equal(lit, 0, `die: hidden after its contact (${t} ms)`);
    }
    assert.ok(died.samples.some((s) => s.world) && died.samples.some((s) => !s.world));
  });

  it('refuse a collider gpu emitters do not have, and bad plane settings, naming the field', async () => {
    const { messages } = await run('badColliders', 'webgl1');
    const expected = {
      sphere: /collide\[0\]\.type is 'sphere', but gpu emitters collide with one plane; 'cpu' layers collide with planes, spheres and boxes/,
      two: /collide has 2 colliders: gpu emitters collide with one plane; 'cpu' layers collide with planes, spheres and boxes/,
      'not an array': /collide must be an array of colliders such as \[\{ type: 'plane'/,
      'unknown field': /unknown collide\[0\] \(a plane\) field 'radius'/,
      'normal length': /collide\[0\]\.normal must have 3 numbers, got 2/,
      'zero normal': /collide\[0\]\.normal must be a non-zero vector \(the side particles stay on\), got \[0, 0, 0\]/,
      bounce: /collide\[0\]\.bounce must be from 0 to 1 \(the fraction of the speed into the surface kept\), got 2/,
      friction: /collide\[0\]\.friction must be from 0 to 1 \(the fraction of the speed along the surface lost\), got -1/,
      'bounce type': /collide\[0\]\.bounce must be a finite number, got '0\.5'/,
      die: /collide\[0\]\.die must be true or false, got 1/,
    };
    for (const [label, pattern] of Object.entries(expected)) {
      assert.match(messages[label], /^PlumeError: /, label);
      assert.match(messages[label], pattern, label);
    }
    assert.equal(messages.none, 'no error', 'collide: [] collides with nothing');
  });

  it('play an atlas once over the life, frames read left to right, top to bottom', async () => {
    const { colours, planeLit } = await run('atlas', 'webgl1');
    const name = ([r, g, b]) => (r > 200 && g > 200 && b > 200 ? 'white' : r > 200 ? 'red' : g > 200 ? 'green' : b > 200 ? 'blue' : `?${r},${g},${b}`);
    assert.deepEqual(colours.map(name), ['red', 'green', 'blue', 'white']);
    assert.ok(planeLit, 'a plane billboard seen from slightly above still shows');
  });
});
