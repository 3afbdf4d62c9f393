// Plume in three's WebGPURenderer on its WebGPU backend (issue 30): a WebGPU Plume on three's device, drawn by
// PlumeObject once three has submitted the render it met it in — hidden by a crate in front (against a control
// without it), soft against the floor, bloomed by three's PostProcessing (pass() then bloom), the colour three shows
// for the same value, and three's picture unchanged where no particle is. Pixels read back from the canvas.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner, WEBGPU_ARGS } from './harness.mjs';

let session;
before(async () => { session = await openTestPage('tests/browser/page.html', () => window.pageReady === true, WEBGPU_ARGS); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/three_webgpu_scenarios.js');
const close = (a, b, d, what) => a.forEach((v, i) => assert.ok(Math.abs(v - b[i]) <= d, `${what}: ${a} against ${b}`));

describe("three's WebGPURenderer on WebGPU", () => {
  it("draws the particle in the colour it was given, on three's WebGPU backend, three's picture untouched elsewhere", async () => {
    const on = await run('threeWebGpu', {});
    const off = await run('threeWebGpu', { draws: false });
    assert.equal(on.backend, 'webgpu');
    assert.deepEqual(on.errors, []);
    assert.deepEqual(on.reported, []);
    close(on.centre, [255, 128, 0], 3, "the particle's centre shows #ff8000");
    close(off.centre, [0, 0, 0], 0, 'without Plume: the background');
    assert.deepEqual(on.floor, off.floor, "three's floor where no particle is");
    assert.deepEqual(on.beside, off.beside);
    assert.equal(on.drawCalls, 1);
  });

  it('is hidden by a crate in front of it', async () => {
    const hidden = await run('threeWebGpu', { crate: true });
    close(hidden.centre, [128, 128, 128], 2, 'the crate, not the particle');
  });

  it('fades softly where it meets the floor', async () => {
    const hard = await run('threeWebGpu', { soft: 0.0001 });
    const soft = await run('threeWebGpu', { soft: 1 });
    assert.ok(soft.onFloor[0] < hard.onFloor[0] - 25, `by the floor: soft ${soft.onFloor}, hard ${hard.onFloor}`);
    assert.deepEqual(soft.above, hard.above, 'away from the floor: the same');
  });

  it("is bloomed by three's PostProcessing (pass() then bloom)", async () => {
    const bloomed = await run('threeWebGpu', { post: true, intensity: 3 });
    const without = await run('threeWebGpu', { post: true, draws: false });
    assert.deepEqual(bloomed.errors, []);
    assert.ok(bloomed.beside[0] > 60, `glow beside the particle: ${bloomed.beside}`);
    close(without.beside, [0, 0, 0], 0, 'no glow without the particle');
    close(without.floor, [32, 64, 96], 2, "three's floor through the post-processing");
  });
});

describe('the page web/three_webgpu.html', () => {
  it("plays the campfire, torches, portal and smoke in three's WebGPURenderer on WebGPU, Plume on WebGPU", async () => {
    const page = await openTestPage('web/three_webgpu.html', () => window.pageReady === true, WEBGPU_ARGS);
    try {
      const r = await page.page.evaluate(() => ({ three: window.threeBackend, stats: window.pageStats(),
        said: document.getElementById('backend').textContent }));
      assert.equal(r.three, 'webgpu');
      assert.match(r.said, /three on webgpu, Plume on webgpu/);
      assert.equal(r.stats.effects, 4);
      assert.equal(r.stats.instances, 5, 'a campfire, two torches, a portal, smoke');
      assert.ok(r.stats.drawCalls >= 10 && r.stats.particles > 200, `drawn: ${JSON.stringify(r.stats)}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
    }
  });
});

describe("distortion in three's WebGPURenderer", () => {
  it("displaces what three drew behind the particle (a copy of three's target), never shows its own colour", async () => {
    const r = await run('threeDistortion');
    assert.deepEqual(r.errors, []);
    assert.ok(r.changed > 50, `pixels displaced: ${r.changed}`);
    assert.equal(r.magenta, 0);
  });
});
