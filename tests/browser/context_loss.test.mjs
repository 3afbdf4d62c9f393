// A lost WebGL context is survived without loss: while lost every call is safe, and after the
// restore the same time renders the same pixels.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => {
  session = await openTestPage();
  await session.page.evaluate(`window.__loseAndRestore = ${loseAndRestore.toString()}`);
});
after(async () => { await session?.close(); });

async function loseAndRestore(mode, restoreBy, given = {}) {
  const { helpers, art, scenarios } = window;
  const { distort, ...options } = given;
  const { gl, plume, canvas } = await scenarios.setup(mode, 96, { seed: 77, ...options });
  if (mode !== 'webgl1') canvas.addEventListener('webglcontextlost', (event) => event.preventDefault()); // the host's job
  const { view, projection } = await scenarios.explosionGrid(plume);
  // a distorting layer over the grid: on the own canvas it displaces Plume's copy of the page (made again after the loss)
  if (distort) plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: 40, distortion: 12, depthTest: false }] }).play([0, 0, 0]);
  helpers.clear(gl);
  plume.render(view, projection);
  const before = helpers.readPixels(gl);
  const statsBefore = plume.stats;

  const lose = gl.getExtension('WEBGL_lose_context');
  const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
  lose.loseContext();
  const whileLost = [];
  const safely = async (label, call) => {
    try { await call(); whileLost.push([label, 'ok']); } catch (error) { whileLost.push([label, error.message]); }
  };
  await safely('render', () => plume.render(view, projection));
  const drawCallsWhileLost = plume.stats.drawCalls;
  await safely('step', () => plume.step(0));
  await safely('loadTexture', async () => plume.loadTexture(await art.glowTexturePng({ size: 32 })));
  await safely('defineParticle', () => plume.defineParticle('late', { mesh: art.quadObj(), spin: false }));
  await safely('spawn', () => plume.spawn('late', [500, 500, 0], 100000)); // far outside the view
  await safely('render again', () => plume.render(view, projection));
  lose.restoreContext();
  await restored;
  if (restoreBy === 'restoreContext') plume.restoreContext();
  helpers.clear(gl);
  plume.render(view, projection);
  const after = helpers.readPixels(gl);
  const statsAfter = plume.stats;
  const hdrAfter = options.hdr ? plume.hdr : false;
  plume.destroy();
  return {
    whileLost, drawCallsWhileLost, statsBefore, statsAfter, hdr: hdrAfter,
    difference: helpers.maxDifference(before, after), lit: helpers.sumRed(before),
  };
}

describe('context loss', () => {
  const cases = [
    ['webgl1', 'event', "Plume's own canvas (handled by its listeners)"],
    ['webgl2', 'restoreContext', "a game's WebGL 2 context, after plume.restoreContext()"],
    ['webgl1guest', 'nothing', "a game's WebGL 1 context, noticed at the next render"],
    ['webgl1', 'event', "Plume's own canvas with hdr: true (its targets, bloom and tonemap made again)", { hdr: true }],
    ['webgl1', 'event', "Plume's own canvas with a distorting layer (its copy of the page made again)", { distort: true }],
  ];
  for (const [mode, restoreBy, title, options] of cases) {
    it(`renders the same pixels at the same time after a restore: ${title}`, async () => {
      const result = await session.page.evaluate(
        ([m, r, o]) => window.__loseAndRestore(m, r, o), [mode, restoreBy, options]);
      if (options?.hdr) assert.equal(result.hdr, 'half-float');
      for (const [label, outcome] of result.whileLost) assert.equal(outcome, 'ok', `${label} while lost`);
      assert.equal(result.drawCallsWhileLost, 0);
      assert.ok(result.lit > 10000, 'the frame before the loss shows particles');
      assert.equal(result.difference, 0, 'same pixels after the restore');
      assert.equal(result.statsAfter.drawCalls, options?.distort ? 3 : 2, 'both kinds (and the distorting layer) drawn after the restore');
      assert.equal(result.statsAfter.particlesActive, result.statsBefore.particlesActive + 1);
    });
  }
});
