// plume.prepare(): programs compiled and meshes and textures uploaded before gameplay, so the first
// frame that shows a kind does no such work (no first-use hitch); without prepare() that frame does it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// Runs in the page: counts the expensive one-time GL calls of the first frame showing two kinds.
async function firstFrameWork([mode, callPrepare]) {
  const { helpers, art, scenarios } = window;
  const { gl, plume } = await scenarios.setup(mode, 64);
  const texture = await plume.loadTexture(await art.glowTexturePng({ size: 32 }));
  plume.defineParticle('boom', { ...art.explosionObj(), texture, startSize: 0.3, endSize: 1 });
  plume.defineParticle('ring', { ...art.shockwaveObj(), blend: 'alpha' });
  const ONE_TIME = ['createShader', 'compileShader', 'linkProgram', 'createProgram', 'texImage2D', 'generateMipmap',
    'createTexture', 'createBuffer', 'bufferData', 'createVertexArray'];
  const counts = {};
  let counting = false;
  const restore = [];
  for (const name of ONE_TIME) {
    const original = gl[name];
    if (typeof original !== 'function') continue;
    const hadOwn = Object.hasOwn(gl, name);
    restore.push(() => { if (hadOwn) gl[name] = original; else delete gl[name]; });
    gl[name] = function counted(...args) {
      if (counting) counts[name] = (counts[name] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
  const vao = gl.getExtension('OES_vertex_array_object');
  if (vao && !(gl instanceof WebGL2RenderingContext)) {
    const original = vao.createVertexArrayOES;
    vao.createVertexArrayOES = function counted() {
      if (counting) counts.createVertexArray = (counts.createVertexArray ?? 0) + 1;
      return original.call(vao);
    };
    restore.push(() => { delete vao.createVertexArrayOES; });
  }
  counting = callPrepare;
  if (callPrepare) plume.prepare();
  const inPrepare = { ...counts };
  for (const key of Object.keys(counts)) delete counts[key];
  plume.spawn('boom', [0, 0, -3]);
  plume.spawn('ring', [0, 0, -3]);
  plume.step(100);
  counting = true;
  helpers.clear(gl);
  plume.render(helpers.identity(), helpers.perspective(1, 1, 0.1, 50));
  counting = false;
  const lit = helpers.sumRed(helpers.readPixels(gl));
  for (const undo of restore) undo();
  plume.destroy();
  return { inPrepare, firstFrame: { ...counts }, lit };
}

describe('prepare()', () => {
  for (const mode of ['webgl1', 'webgl2', 'noInstancing']) {
    it(`moves every compile and upload out of the first frame (${mode})`, async () => {
      const prepared = await session.page.evaluate(firstFrameWork, [mode, true]);
      const lazy = await session.page.evaluate(firstFrameWork, [mode, false]);
      assert.ok(prepared.inPrepare.compileShader >= 2 && prepared.inPrepare.texImage2D >= 2,
        `prepare() compiled and uploaded: ${JSON.stringify(prepared.inPrepare)}`);
      // the instance records of the first spawns still go up in the first frame, as they must
      const { bufferData = 0, ...rest } = prepared.firstFrame;
      assert.deepEqual(rest, {}, `first frame after prepare(): ${JSON.stringify(prepared.firstFrame)}`);
      assert.ok(bufferData <= 2, `at most the two kinds' instance buffers are sized: ${bufferData}`);
      assert.ok(lazy.firstFrame.compileShader >= 2 && lazy.firstFrame.texImage2D >= 1,
        `without prepare() the first frame does the work: ${JSON.stringify(lazy.firstFrame)}`);
      assert.ok(prepared.lit > 1000 && Math.abs(prepared.lit - lazy.lit) === 0, 'the same picture either way');
    });
  }
});
