// Running out of memory: the wasm heap is capped (MAXIMUM_MEMORY, 512 MiB) and malloc returns NULL
// there instead of aborting, so filling it with textures and pools ends in PlumeErrors with status
// OUT_OF_MEMORY, and Plume is usable again once memory is given back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

describe('no fixed caps', () => {
  it('kinds, textures and CPU systems grow as the game adds them: 100 mesh effects, 1,100 textures, 1,500 cpu plays all draw', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, scenarios } = window;
      const { gl, plume } = await scenarios.setup('webgl1', 32);
      const textures = [];
      for (let i = 0; i < 1100; i++) {
        textures.push(await plume.loadTexture(await art.solidTexturePng({ size: 1, color: i % 2 ? '#00ff00' : '#00fe00' })));
      }
      // a texture of its own each: 100 mesh layers with different definitions, 100 kinds (63 was the cap)
      const mesh = [];
      for (let i = 0; i < 100; i++) {
        mesh.push(plume.createEffect({ layers: [{ sim: 'mesh', mesh: art.quadObj(0, 0, 1), texture: textures[1000 + i],
          rate: 0, burst: 1, life: 1e6, size: [4], speed: [0, 0], blend: 'alpha' }] }));
      }
      for (const effect of mesh) effect.play([0, 0, 0]);
      const cpu = plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1e6, size: [1], speed: [0, 0] }] });
      for (let i = 0; i < 1500; i++) cpu.play([0, 0, 0]); // a system each (1,024 was the cap)
      plume.step(16);
      helpers.clear(gl);
      plume.render(helpers.identity(), helpers.ortho(-10, 10, -10, 10));
      const pixels = helpers.readPixels(gl).pixels;
      const centre = (16 * 32 + 16) * 4;
      const result = { stats: plume.stats, centre: Array.from(pixels.slice(centre, centre + 4)), textures: textures.length };
      plume.destroy();
      return result;
    });
    assert.equal(r.textures, 1100);
    assert.deepEqual(r.stats.particlesBySim, { gpu: 0, cpu: 1500, mesh: 100 });
    assert.equal(r.stats.systems, 1500);
    assert.equal(r.stats.instances, 1600);
    assert.ok(r.stats.drawCalls >= 101, `every kind drew: ${r.stats.drawCalls} draw calls`);
    assert.ok(r.centre[1] > 200, `the centre is lit: ${r.centre}`);
  });
});

describe('memory limits', () => {
  it('textures and pools past the 512 MiB cap fail with PlumeErrors, and Plume recovers', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, scenarios, plume: api } = window;
      const C = await import('/web/dist/plume_constants.js');
      const { gl, plume } = await scenarios.setup('webgl1', 32);
      const baseline = plume.allocatedBytes;
      const big = await art.solidTexturePng({ size: 4096, color: '#ff0000' }); // 64 MiB decoded
      const textures = [];
      let textureError = null;
      for (let i = 0; i < 20 && !textureError; i++) {
        try { textures.push(await plume.loadTexture(big)); } catch (e) { textureError = e; }
      }
      const heapAfterTextures = plume.heapBytes;
      // then pools: spawn into kinds of the largest capacity until a pool cannot grow
      let spawnError = null;
      let spawned = 0;
      for (let k = 0; k < 60 && !spawnError; k++) {
        try {
          plume.defineParticle(`pool${k}`, { mesh: art.quadObj(0, 0, 0.01), capacity: C.MAX_CAPACITY, maxAge: 1e9 });
          for (let i = 0; i < C.MAX_CAPACITY; i++) { plume.spawn(`pool${k}`, [0, 0, 0]); spawned++; }
        } catch (e) { spawnError = e; }
      }
      const describeError = (e) => e && { plume: e instanceof api.PlumeError, name: e.name, status: e.status, message: e.message };
      // give the textures back: the same Plume loads and draws again
      for (const t of textures) plume.destroyTexture(t);
      let after = 'ok';
      try {
        const small = await plume.loadTexture(await art.solidTexturePng({ size: 8, color: '#00ff00' }));
        plume.defineParticle('again', { mesh: art.quadObj(), texture: small, startSize: 5, endSize: 5, spin: false, maxAge: 1e9 });
        plume.spawn('again', [0, 0, 0]);
      } catch (e) { after = `${e.name}: ${e.message}`; }
      helpers.clear(gl);
      plume.render(helpers.identity(), helpers.ortho(-10, 10, -10, 10));
      const pixels = helpers.readPixels(gl).pixels;
      const centre = (16 * 32 + 16) * 4;
      const result = {
        loaded: textures.length, textureError: describeError(textureError), spawnError: describeError(spawnError), spawned,
        heapAfterTextures, heap: plume.heapBytes, after, green: pixels[centre + 1], stats: plume.stats,
        outOfMemory: C.ERR_OUT_OF_MEMORY,
      };
      plume.destroy();
      const probe = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
      result.leftAllocated = probe.allocatedBytes - baseline;
      probe.destroy();
      return result;
    });
    const MiB = 1024 * 1024;
    // 7 × 64 MiB kept and the 8th's pixels would need 512 MiB; 6 fit while each load held a second copy
    assert.equal(r.loaded, 7, `${r.loaded} textures of 64 MiB fit under the cap`);
    assert.equal(r.textureError?.plume, true, `a PlumeError, not ${r.textureError?.name}: ${r.textureError?.message}`);
    assert.match(r.textureError.message, /^loadTexture: /);
    assert.equal(r.spawnError?.plume, true, `a PlumeError, not ${r.spawnError?.name}: ${r.spawnError?.message}`);
    assert.equal(r.spawnError.status, r.outOfMemory, r.spawnError.message);
    assert.match(r.spawnError.message, /out of memory/);
    assert.ok(r.heap <= 512 * MiB, `the heap stays under its cap (${r.heap / MiB} MiB)`);
    assert.equal(r.after, 'ok', 'loads, defines and spawns again once the textures are destroyed');
    assert.equal(r.green, 255, 'and draws');
    assert.ok(r.leftAllocated <= 64, `destroy() gives everything back (${r.leftAllocated} bytes left)`);
  });
});

describe('texture memory', () => {
  it('a power-of-two picture is handed to the core, not copied: a 4096² load needs its 64 MiB once in the heap', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      // a module of its own (wasm given as bytes): a fresh 32 MiB heap that only this load grows; the heap never
      // shrinks, so its size afterwards is the load's peak
      const wasm = await (await fetch('/web/dist/plume.wasm')).arrayBuffer();
      const plume = await api.createPlume({ canvas: helpers.makeCanvas(8, 8), wasm });
      const big = await art.solidTexturePng({ size: 4096, color: '#ff0000' });
      const heapBefore = plume.heapBytes;
      const allocatedBefore = plume.allocatedBytes;
      const texture = await plume.loadTexture(big);
      const result = { heapBefore, heapAfter: plume.heapBytes, kept: plume.allocatedBytes - allocatedBefore };
      plume.destroyTexture(texture);
      // a picture that is not a power of two is resized into a buffer of its own, and the one JavaScript read
      // into is freed: only the 128 × 128 stays
      const before = plume.allocatedBytes;
      const npot = await plume.loadTexture(await art.solidTexturePng({ size: 100, color: '#00ff00' }));
      result.keptNpot = plume.allocatedBytes - before;
      plume.destroyTexture(npot);
      plume.destroy();
      return result;
    });
    const MiB = 1024 * 1024;
    const figures = `heap ${r.heapBefore / MiB} → ${r.heapAfter / MiB} MiB, ${(r.kept / MiB).toFixed(2)} MiB kept`;
    assert.ok(r.kept >= 64 * MiB && r.kept < 64 * MiB + 4096, `the pixels are kept: ${figures}`);
    // two copies at once (JavaScript's and the core's) need 128 MiB of heap
    assert.ok(r.heapAfter < 128 * MiB, `the heap holds one copy at its peak: ${figures}`);
    console.log(`# 4096² PNG load: ${figures}`);
    assert.ok(r.keptNpot >= 128 * 128 * 4 && r.keptNpot < 128 * 128 * 4 + 4096, `a 100×100 picture keeps its 128×128 only (${r.keptNpot} bytes)`);
  });
});
