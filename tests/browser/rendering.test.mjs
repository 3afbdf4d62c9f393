// Rendering through the public JS API in headless Chromium, pixels read back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';
import { litCount, maxDifference } from './pixels.mjs';
import { readFileSync } from 'node:fs';

// the fallback's batch, as the backend's public header sets it
const BATCH_SIZE = Number(/#define PLUME_BATCH_SIZE (\d+)/.exec(readFileSync(new URL('../../include/plume/gl_backend.h', import.meta.url), 'utf8'))[1]);

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const redAt = (image, x, y) => image.pixels[((image.height - 1 - y) * image.width + x) * 4];

describe('two-keyframe quad', () => {
  it('is on the left at t=0, in the middle at t=0.5 and gone after maxAge', async () => {
    const { frames } = await session.page.evaluate(() => window.scenarios.slidingQuad('webgl1'));
    // 64 px across x in [-10, 10]: x=-6 is column 12.8, x=0 is column 32, x=6 is column 51.2
    const [start, middle, end] = frames.map((frame) => frame.image);
    assert.equal(redAt(start, 12, 32), 255, 'start keyframe drawn at full brightness on the left');
    assert.equal(redAt(start, 32, 32), 0);
    assert.equal(redAt(start, 51, 32), 0);
    assert.equal(redAt(middle, 12, 32), 0);
    assert.ok(Math.abs(redAt(middle, 32, 32) - 128) <= 2, `half-way tint 1-t = 0.5, got ${redAt(middle, 32, 32)}`);
    assert.equal(redAt(middle, 51, 32), 0);
    assert.equal(litCount(end), 0, 'nothing drawn once maxAge is reached');
    assert.equal(frames[0].stats.particlesActive, 1);
    assert.equal(frames[0].stats.totalPolycount, 2);
    assert.equal(frames[2].stats.particlesActive, 0);
    assert.equal(frames[2].stats.drawCalls, 0);
  });
});

describe('batching', () => {
  it('draws 1,000 live instances in one draw call and uploads nothing on a frame without spawns', async () => {
    const result = await session.page.evaluate(async () => {
      const { setup } = window.scenarios;
      const { countCalls, identity, ortho, clear } = window.helpers;
      const { gl, plume } = await setup('webgl1');
      const counts = countCalls(gl);
      plume.defineParticle('dot', { mesh: window.art.quadObj(0, 0, 0.1), startSize: 1, endSize: 1, maxAge: 5000 });
      for (let i = 0; i < 1000; i++) plume.spawn('dot', [(i % 40) / 2 - 10, Math.floor(i / 40) / 2 - 6, 0]);
      const view = identity();
      const projection = ortho(-10, 10, -10, 10);
      clear(gl);
      plume.render(view, projection);
      const first = { ...counts, stats: plume.stats };
      counts.reset();
      plume.step(16);
      plume.render(view, projection);
      const steady = { ...counts, stats: plume.stats };
      counts.reset();
      plume.spawn('dot', [0, 0, 0]);
      plume.step(16);
      plume.render(view, projection);
      const withSpawn = { ...counts };
      plume.destroy();
      return { first, steady, withSpawn };
    });
    assert.equal(result.first.stats.particlesActive, 1000);
    assert.equal(result.first.drawCalls, 1, 'one draw call for the whole kind');
    assert.equal(result.first.instancedDraws, 1);
    assert.equal(result.first.stats.drawCalls, 1);
    assert.ok(result.first.bufferBytes > 0, 'the first frame uploads the mesh and the instances');
    assert.equal(result.steady.drawCalls, 1);
    assert.equal(result.steady.bufferBytes, 0, 'no bytes uploaded on a frame without spawns');
    assert.equal(result.steady.bufferCalls, 0);
    assert.equal(result.withSpawn.bufferBytes, 64, 'a spawn uploads just its 64-byte instance record');
  });
});

describe('the same picture on every path', () => {
  it('draws the sliding quad identically without ANGLE_instanced_arrays and in a WebGL 2 context', async () => {
    const runs = {};
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      runs[mode] = await session.page.evaluate((m) => window.scenarios.slidingQuad(m), mode);
    }
    assert.equal(runs.webgl1.instancing, true);
    assert.equal(runs.noInstancing.instancing, false, 'hidden extension means the batched fallback');
    assert.equal(runs.webgl2.instancing, true, 'WebGL 2 instances natively');
    for (let f = 0; f < 3; f++) {
      assert.equal(maxDifference(runs.webgl1.frames[f].image, runs.noInstancing.frames[f].image), 0, `frame ${f}, fallback`);
      assert.equal(maxDifference(runs.webgl1.frames[f].image, runs.webgl2.frames[f].image), 0, `frame ${f}, WebGL 2`);
    }
  });

  it('draws 200 spinning textured explosions identically on every path', async () => {
    const runs = {};
    const others = ['noInstancing', 'webgl2', 'webgl1guest', 'noVertexArrays', 'webgl1guestNoVertexArrays',
      'noInstancingNoVertexArrays'];
    for (const mode of ['webgl1', ...others]) {
      runs[mode] = await session.page.evaluate((m) => window.scenarios.explosionField(m), mode);
    }
    const reference = runs.webgl1.frames;
    assert.ok(litCount(reference[0].image) > 500, 'the explosions cover a good part of the canvas');
    assert.notDeepEqual(reference[0].image.pixels, reference[1].image.pixels, 'the picture changes with time');
    assert.equal(reference[0].stats.totalPolycount, 200 * 336);
    assert.equal(reference[0].stats.drawCalls, 1);
    assert.equal(runs.noInstancing.frames[0].stats.drawCalls, Math.ceil(200 / BATCH_SIZE), `fallback: ${BATCH_SIZE} instances a batch`);
    for (const mode of others) {
      for (let f = 0; f < reference.length; f++) {
        const difference = maxDifference(reference[f].image, runs[mode].frames[f].image);
        assert.ok(difference <= 1, `${mode} frame ${f} differs by up to ${difference}`);
      }
    }
  });

  it('gives the same picture for the same seed and a different one for another seed', async () => {
    const [a, b, c] = await session.page.evaluate(async () => {
      const run = (seed) => window.scenarios.explosionField('webgl1', { seed });
      return [await run(5), await run(5), await run(6)];
    });
    assert.equal(maxDifference(a.frames[0].image, b.frames[0].image), 0);
    assert.ok(maxDifference(a.frames[0].image, c.frames[0].image) > 0);
  });
});

describe('instances and textures', () => {
  it('follows a transform the caller updates each frame, and kill hides an instance at once', async () => {
    const result = await session.page.evaluate(async () => {
      const { helpers, art, scenarios } = window;
      const { gl, plume } = await scenarios.setup('webgl1');
      plume.defineParticle('glow', { mesh: art.quadObj(0, 0, 2), startSize: 1, endSize: 1, maxAge: 100000, spin: false });
      const view = helpers.identity();
      const projection = helpers.ortho(-10, 10, -10, 10);
      const id = plume.spawn('glow', [-6, 0, 0]);
      const frame = () => { helpers.clear(gl); plume.render(view, projection); return helpers.readPixels(gl); };
      const left = frame();
      const moved = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 6, 3, 0, 1]);
      plume.step(16);
      plume.setTransform(id, moved);
      const right = frame();
      plume.kill(id);
      const killed = frame();
      return {
        left: [helpers.redAt(left, 12, 32), helpers.redAt(left, 51, 22)],
        right: [helpers.redAt(right, 12, 32), helpers.redAt(right, 51, 22)],
        killedSum: helpers.sumRed(killed),
        alive: plume.isAlive(id),
      };
    });
    assert.deepEqual(result.left, [255, 0]);
    assert.deepEqual(result.right, [0, 255], 'the instance moved with its transform');
    assert.equal(result.killedSum, 0);
    assert.equal(result.alive, false);
  });

  it('samples a non-power-of-two PNG, JPEG and Blob in WebGL 1 (never a black texture)', async () => {
    const colours = await session.page.evaluate(async () => {
      const { helpers, art, scenarios } = window;
      const { gl, plume } = await scenarios.setup('webgl1');
      const npot = new OffscreenCanvas(3, 5);
      const ctx = npot.getContext('2d');
      ctx.fillStyle = '#ff8000';
      ctx.fillRect(0, 0, 3, 5);
      const png = new Uint8Array(await (await npot.convertToBlob({ type: 'image/png' })).arrayBuffer());
      const jpeg = new Uint8Array(await (await npot.convertToBlob({ type: 'image/jpeg', quality: 1 })).arrayBuffer());
      const view = helpers.identity();
      const projection = helpers.ortho(-10, 10, -10, 10);
      const out = [];
      const blob = await npot.convertToBlob({ type: 'image/png' });
      for (const [name, bytes] of [['png', png], ['jpeg', jpeg], ['blob', blob]]) {
        const texture = await plume.loadTexture(bytes);
        plume.defineParticle(name, { mesh: art.quadObj(0, 0, 8), texture, startSize: 1, endSize: 1, spin: false });
        const id = plume.spawn(name, [0, 0, 0]);
        helpers.clear(gl);
        plume.render(view, projection);
        const image = helpers.readPixels(gl);
        const at = ((image.height - 1 - 32) * image.width + 32) * 4;
        out.push(Array.from(image.pixels.slice(at, at + 3)));
        plume.kill(id);
      }
      return out;
    });
    for (const [r, g, b] of colours) {
      assert.ok(r > 245 && Math.abs(g - 128) < 8 && b < 8, `orange expected, got ${r},${g},${b}`);
    }
  });
});

describe('memory', () => {
  it('stays flat: a capped pool under constant spawning, and create/destroy cycles leak nothing', async () => {
    const result = await session.page.evaluate(async () => {
      const { helpers, art, scenarios, plume: api } = window;
      const view = helpers.identity();
      const projection = helpers.ortho(-10, 10, -10, 10);
      // one Plume spawning far more than its capacity, with deaths and recycling on the way
      const { plume } = await scenarios.setup('webgl1');
      plume.defineParticle('spark', { mesh: art.quadObj(0, 0, 0.2), capacity: 500, maxAge: 300 });
      plume.render(view, projection);
      let allocatedAfterFill = 0;
      for (let frame = 0; frame < 200; frame++) {
        for (let i = 0; i < 100; i++) plume.spawn('spark', [i % 10 - 5, frame % 10 - 5, 0]);
        plume.step(16);
        plume.render(view, projection);
        if (frame === 20) allocatedAfterFill = plume.allocatedBytes;
      }
      const capped = { stats: plume.stats, allocated: plume.allocatedBytes, allocatedAfterFill };
      plume.destroy();
      // whole Plumes created, used and destroyed: the shared heap's allocations come back to the same figure
      const canvas = helpers.makeCanvas(32, 32);
      const gl = canvas.getContext('webgl2');
      const png = await art.glowTexturePng({ size: 40 });
      const cycle = async () => {
        const p = await api.createPlume({ gl });
        const texture = await p.loadTexture(png);
        p.defineParticle('boom', { ...art.explosionObj(), texture, capacity: 1000 });
        for (let i = 0; i < 300; i++) p.spawn('boom', [0, 0, 0]);
        p.step(10);
        p.render(view, projection);
        const allocated = p.allocatedBytes;
        p.destroy();
        return allocated;
      };
      const probe = await api.createPlume({ gl });
      const idle = probe.allocatedBytes;
      await cycle();
      const afterOne = probe.allocatedBytes;
      for (let i = 0; i < 20; i++) await cycle();
      const afterMany = probe.allocatedBytes;
      const heap = probe.heapBytes;
      probe.destroy();
      return { capped, idle, afterOne, afterMany, heap };
    });
    assert.equal(result.capped.stats.particlesCreated, 500, 'never more instances than the capacity');
    assert.equal(result.capped.stats.particlesActive, 500);
    assert.equal(result.capped.allocated, result.capped.allocatedAfterFill, 'no allocation while spawning at the cap');
    // emmalloc may round a reused block up by a few bytes when the first cycle reshapes the heap;
    // a Plume that kept anything would keep kilobytes
    assert.ok(Math.abs(result.afterOne - result.idle) <= 16,
      `a destroyed Plume gives back all it allocated (${result.idle} -> ${result.afterOne} bytes)`);
    assert.equal(result.afterMany, result.afterOne, '20 more create/destroy cycles leak nothing');
    assert.equal(result.heap, 32 * 1024 * 1024, 'the heap never had to grow');
  });
});
