// Running out of memory: the wasm heap is capped (MAXIMUM_MEMORY, 512 MiB) and malloc returns NULL
// there instead of aborting, so filling it with textures and pools ends in PlumeErrors with status
// OUT_OF_MEMORY, and Plume is usable again once memory is given back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

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
    assert.ok(r.loaded >= 3 && r.loaded < 8, `${r.loaded} textures of 64 MiB fit under the cap`);
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
