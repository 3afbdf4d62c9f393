// The exported C functions work on their own through Emscripten's ccall/cwrap, as the book's host
// page drove its module, without the plume.js wrapper.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

describe('C exports through ccall/cwrap', () => {
  it('create, define, spawn, step, render and read plume_last_error without plume.js', async () => {
    const result = await session.page.evaluate(async () => {
      const { default: createPlumeModule } = await import('/web/dist/plume_module.js');
      const { helpers, art } = window;
      const Module = await createPlumeModule({ locateFile: () => '/web/dist/plume.wasm' });
      const canvas = helpers.makeCanvas(64, 64);
      const gl = canvas.getContext('webgl', { antialias: false, preserveDrawingBuffer: true });
      const context = Module.GL.registerContext(gl, { majorVersion: 1, minorVersion: 0 });
      const web = Module.ccall('plume_web_create', 'number', ['number', 'number', 'number', 'number'], [7, context, 1, 1]);
      const define = Module.cwrap('plume_web_define_particle', 'number',
        ['number', 'string', 'string', 'string', 'number', 'number', 'number', 'number', 'number', 'number', 'number']);
      const lastError = Module.cwrap('plume_last_error', 'string', []);
      const badKind = define(web, 'bad', 'v 1 2\n', null, 0, 0, 0, 0, 0, 0, 0);
      const badMessage = lastError();
      const kind = define(web, 'quad', art.quadObj(0, 0, 4), null, 0, 0, 1, 1, 1000, 0, 1 /* no spin */);
      const matrix = Module._malloc(64 * 2);
      Module.HEAPF32.set(helpers.identity(), matrix >> 2);
      Module.HEAPF32.set(helpers.ortho(-10, 10, -10, 10), (matrix >> 2) + 16);
      const id = Module.ccall('plume_web_spawn', 'number', ['number', 'number', 'number', 'number', 'number', 'number'],
        [web, kind, 0, 0, 0, 0]);
      Module.ccall('plume_web_step', 'number', ['number', 'number'], [web, 500]);
      helpers.clear(gl);
      gl.viewport(0, 0, 64, 64);
      const status = Module.ccall('plume_web_render', 'number', ['number', 'number', 'number'], [web, matrix, matrix + 64]);
      const red = helpers.redAt(helpers.readPixels(gl), 32, 32);
      const statsWord = Module.ccall('plume_web_stats', 'number', ['number'], [web]) >> 2;
      const stats = Array.from(Module.HEAPU32.subarray(statsWord, statsWord + 4));
      const instancing = Module.ccall('plume_web_uses_instancing', 'number', ['number'], [web]);
      Module.ccall('plume_web_destroy', null, ['number'], [web]);
      Module._free(matrix);
      return { badKind, badMessage, kind, id, status, red, stats, instancing };
    });
    assert.equal(result.badKind, 0);
    assert.match(result.badMessage, /particle kind 'bad': mesh: OBJ line 1: 'v' needs 3 numbers, found 2/);
    assert.equal(result.kind, 1);
    assert.notEqual(result.id, 0);
    assert.equal(result.status, 0);
    assert.ok(Math.abs(result.red - 128) <= 2, `half-faded quad drawn, red ${result.red}`);
    assert.deepEqual(result.stats, [1, 1, 2, 1]); // created, active, polycount, draw calls
    assert.equal(result.instancing, 1, "plume_web_create's 4th argument 1 still means: instancing allowed");
  });
});
