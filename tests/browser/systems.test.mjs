// CPU particle systems through the public JS API in headless Chromium, pixels read back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';
import { litCount as lit, maxDifference } from './pixels.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/system_scenarios.js');

describe('CPU particle systems', () => {
  it('addSystem(desc, position) places the system before its burst; a bad position makes no system', async () => {
    const result = await run('placedBurst', 'webgl1');
    const centre = (result.bounds.min[0] + result.bounds.max[0]) / 2;
    assert.ok(Math.abs(centre - 5) < 0.3, `the burst is at x = 5 (box centre x ${centre})`);
    assert.equal(result.count, 30, 'one burst, not two');
    assert.match(result.message, /^addSystem: /);
    assert.equal(result.systems, 1, 'the refused call added nothing');
  });

  it('addSystem({}) alone shows a flow at the origin, counted in stats, in one draw call', async () => {
    const result = await run('flow', 'webgl1', {}, 1000);
    assert.ok(lit(result.image) > 20, `lit pixels: ${lit(result.image)}`);
    assert.equal(result.stats.systems, 1);
    assert.ok(result.stats.systemParticles >= 15 && result.stats.systemParticles <= 25, `${result.stats.systemParticles} live`);
    assert.equal(result.stats.drawCalls, 1);
    assert.equal(result.counts.drawCalls, 1);
  });

  it('upload one bufferSubData of 28 bytes a billboard (112 without instancing), 40 a spark (160), per frame', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const result = await run('flow', mode, '@FLOW', 1500);
      const per = result.instancing ? 28 : 112; // billboards read no axis: 12 bytes fewer than sparks' 40
      assert.equal(result.stats.uploadedBytes, result.stats.systemParticles * per, mode);
      assert.equal(result.counts.bufferBytes, result.stats.uploadedBytes, `${mode}: what WebGL saw`);
      assert.equal(result.counts.bufferCalls, 1, `${mode}: one upload`);
      assert.equal(result.counts.drawCalls, 1, mode);
      const sparks = await run('flow', mode, '@SPARK_FLOW', 1500); // the axis kept: 40 bytes (160 without instancing)
      assert.equal(sparks.stats.uploadedBytes, sparks.stats.systemParticles * (sparks.instancing ? 40 : 160), `${mode} sparks`);
      assert.equal(sparks.counts.bufferBytes, sparks.stats.uploadedBytes, `${mode} sparks: what WebGL saw`);
    }
  });
});

describe('CPU particle systems: pictures', () => {
  it('a spark lights the pixels along the segment from its tail (stretch seconds of velocity behind) to its position, and no others', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const { row, above, below } = await run('spark', mode);
      // x = -3..3 of -5..5 across 64 pixels: columns 12.8..51.2, plus half the width (0.2) at each end
      for (let x = 14; x <= 50; x++) assert.ok(row[x] > 200, `${mode}: column ${x} is ${row[x]}`);
      for (const x of [0, 5, 9, 55, 60]) assert.equal(row[x], 0, `${mode}: column ${x} beyond the ends`);
      assert.equal(above, 0);
      assert.equal(below, 0);
    }
  });

  // frames blend into the next (issue 31): each shows whole at its start, here every 250 ms
  it('a 2 x 2 atlas of four colours at 4 frames a second shows green, blue, white, red again, then green', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const { colours } = await run('atlas', mode);
      assert.deepEqual(colours, [[0, 255, 0], [0, 0, 255], [255, 255, 255], [255, 0, 0], [0, 255, 0]], mode);
    }
  });

  it('a system outside the frustum issues no draw call and uploads nothing', async () => {
    const result = await run('culling', 'webgl1');
    assert.equal(result.inFront.draws, 1);
    assert.equal(result.behind.draws, 0);
    assert.equal(result.behind.stats, 0);
    assert.equal(result.behind.uploaded, 0);
    assert.equal(result.behind.lit, 0);
    assert.ok(result.live > 100, 'it still lives and simulates');
    assert.ok(result.bounds.min[2] > 29 && result.bounds.max[2] < 31.5, JSON.stringify(result.bounds));
  });

  it('sorted alpha particles show the nearer colour on top from both sides, within a system and between systems', async () => {
    for (const split of [false, true]) {
      const label = split ? 'two systems' : 'one system';
      const sortedResult = await run('sorted', 'webgl1', true, split);
      assert.deepEqual(sortedResult.front, [255, 0, 0], `${label}: red is nearer from +z`);
      assert.deepEqual(sortedResult.back, [0, 255, 0], `${label}: green is nearer from -z`);
      const unsorted = await run('sorted', 'webgl1', false, split);
      assert.deepEqual(unsorted.front, unsorted.back, `${label}: unsorted, one side is wrong (the test can fail)`);
    }
  });

  it('20 systems sharing a texture and blend mode cost one texture bind and as few draws as the buffer allows', async () => {
    for (const mode of ['webgl1', 'noInstancing']) {
      const one = await run('batching', mode, 1);
      assert.equal(one.stats.systems, 20);
      assert.equal(one.stats.systemParticles, 20000);
      assert.equal(one.first.binds, 1, `${mode}: texture binds`);
      assert.equal(one.first.draws, 2, `${mode}: 20,000 particles through a 16,384-particle buffer`);
      assert.equal(one.stats.drawCalls, 2);
      const per = one.instancing ? 28 : 112; // billboards
      assert.equal(one.stats.uploadedBytes, 20000 * per);
      const two = await run('batching', mode, 2);
      assert.equal(two.first.binds, 2, `${mode}: two textures alternating by system are grouped: two binds`);
      assert.equal(two.first.draws, 2, `${mode}: 10,000 particles each`);
    }
  });

  it('the same pixels on WebGL 1, without instancing, on WebGL 2 and in a game\'s context', async () => {
    const reference = await run('sameEverywhere', 'webgl1');
    assert.ok(lit(reference.image) > 200, `lit: ${lit(reference.image)}`);
    assert.equal(reference.stats.systems, 3);
    for (const mode of ['noInstancing', 'webgl2', 'webgl1guest', 'noVertexArrays', 'webgl1guestNoVertexArrays']) {
      const other = await run('sameEverywhere', mode);
      assert.ok(maxDifference(reference.image, other.image) <= 2, `${mode}: ${maxDifference(reference.image, other.image)}`);
    }
  });

  it('seek(T) after running to 2T shows what stepping to T at 60 a second shows', async () => {
    const result = await run('seekBack', 'webgl1');
    assert.equal(result.time, 1000);
    assert.ok(lit(result.stepped) > 100);
    assert.equal(maxDifference(result.stepped, result.sought), 0);
    assert.equal(maxDifference(result.sought, result.again), 0);
  });

  it('systems keep simulating while the context is lost and draw after the restore', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const result = await run('contextLoss', mode);
      assert.equal(result.whileLost.draws, 0, mode);
      assert.ok(Math.abs(result.whileLost.time - 700) < 1e-6, `${mode}: ${result.whileLost.time}`);
      assert.ok(Math.abs(result.time - 1000) < 1e-6);
      assert.equal(result.drawsAfter, 1, mode);
      assert.ok(result.lit > 50, `${mode}: lit ${result.lit}`);
    }
  });
});

describe('CPU particle systems in a game\'s context', () => {
  it('leave the game\'s GL state as they found it, with no GL error', async () => {
    for (const [type, hostState, vertexArrays] of [['webgl', 'track', true], ['webgl', 'track', false],
      ['webgl', 'query', false], ['webgl2', 'track', true], ['webgl2', 'query', true]]) {
      const label = `${type} ${hostState}${vertexArrays ? '' : ' without vertex arrays'}`;
      const result = await run('guestState', type, hostState, vertexArrays);
      assert.equal(result.error, 0, label);
      assert.deepEqual(result.differences, [], label);
      assert.equal(result.draws, 2, `${label}: both systems drawn`);
    }
  });
});

describe('CPU particle systems: handles, manual particles, mistakes', () => {
  it('a removed system stays dead and every call through it throws, removing twice too; one-shot systems end', async () => {
    const result = await run('handles', 'webgl1');
    assert.match(result.messages['removed setWind'], /^PlumeError: setWind: this system was removed/);
    assert.match(result.messages['removed particles'], /^PlumeError: particles: this system was removed/);
    assert.match(result.messages['remove twice'], /^PlumeError: remove: this system was removed/);
    assert.match(result.messages['removeSystem twice'], /^PlumeError: remove: this system was removed/);
    assert.match(result.messages['ended burst'], /^PlumeError: burst: this system was removed \(a one-shot system/);
    assert.deepEqual(result.exists, { a: false, b: true, oneShot: false, during: true, viaPlume: false });
    assert.equal(result.systemsBefore, 2);
    assert.equal(result.systemsAfter, 1);
    assert.ok(result.drawn);
  });

  it('manual systems: typed-array views into the wasm memory, re-made after the memory grows', async () => {
    const result = await run('manualViews', 'webgl1');
    assert.ok(result.same, 'the same views while they stay valid');
    assert.ok(result.grown, 'the heap grew');
    assert.ok(result.detached, 'old views are detached by the growth (what docs/guide.md warns of)');
    assert.ok(result.fresh);
    assert.equal(result.count, 1);
    assert.deepEqual(result.centre, [0, 0, 255], 'the particle the game wrote is drawn');
  });

  it('a wind change takes effect at the next step', async () => {
    const result = await run('wind', 'webgl1');
    assert.equal(result.still, 0);
    assert.ok(Math.abs(result.moving - 1) < 1e-5, `v = 10 × 0.1 s: ${result.moving}`);
    assert.ok(Math.abs(result.x - 0.1) < 1e-5, `x = v dt: ${result.x}`);
  });

  it('bad inputs throw PlumeErrors naming the problem, and Plume keeps working', async () => {
    const { messages, drawn, systems } = await run('badInputs', 'webgl1');
    const expected = {
      'rate NaN': /^PlumeError: addSystem: rate must be a finite number \(particles per second\) from 0 to 1000000, got NaN/,
      'capacity 0': /^PlumeError: addSystem: capacity must be an integer from 1 to 262143, got 0/,
      'capacity -5': /^PlumeError: addSystem: capacity must be an integer from 1 to 262143, got -5/,
      life: /^PlumeError: addSystem: life must be \[min, max\] with min <= max, got \[500, 100\]/,
      'life long': /^PlumeError: addSystem: life must be at most 3\.6e6 ms \(an hour\), got 4000000$/,
      'layer life long': /^PlumeError: createEffect: layers\[0\]: life must be at most 3\.6e6 ms \(an hour\), got 3600001$/,
      render: /^PlumeError: addSystem: render must be one of billboard, spark, velocity, trail, decal, got 'ribbon'/,
      space: /^PlumeError: addSystem: space must be one of world, local, got 'screen'/,
      blend: /^PlumeError: addSystem: blend must be one of .*, got 'multiply'/,
      'unknown field': /^PlumeError: addSystem: unknown system field 'lifetime'/,
      'atlas cols': /^PlumeError: addSystem: atlas.cols must be an integer from 1 to 64, got 0/,
      'atlas fit': /^PlumeError: addSystem: atlas 4 x 4 does not fit texture \d+ of 2 x 2 pixels/,
      gravity: /^PlumeError: addSystem: gravity\[1\] must be a finite number .*got Infinity/,
      texture: /^PlumeError: addSystem: texture must come from this Plume's loadTexture\(\)/,
      'burst capacity': /^PlumeError: addSystem: burst 20 does not fit capacity 10/,
      setTransform: /^PlumeError: setTransform: position\[1\] is NaN/,
      setWind: /^PlumeError: setWind: wind must be \[x, y, z\]/,
      set: /^PlumeError: set: drag must be a finite number \(per second\) >= 0/,
      burst: /^PlumeError: burst: n must be a whole number of particles >= 0, got number -1/,
      seek: /^PlumeError: seek: ms must be a number of milliseconds from 0 to 300000, got number 1000000000/,
      count: /^PlumeError: particles.count: only a manual system \(manual: true\) lets the game set its count$/,
      'destroyTexture in use': /^PlumeError: destroyTexture: texture \d+ is used by a particle system/,
      'removeSystem other': /^PlumeError: removeSystem: this system belongs to another Plume/,
      'removeSystem junk': /^PlumeError: removeSystem: expected a system from this Plume's addSystem\(\), got an object/,
    };
    for (const [label, pattern] of Object.entries(expected)) assert.match(messages[label], pattern, label);
    assert.ok(drawn);
    assert.equal(systems, 1);
  });
});
