// Plume inside other engines' own WebGL contexts (issue 15): web/babylon.html (Babylon.js, its camera, its depth)
// and web/pixi.html (PixiJS v8's WebGL renderer, screen space). Each page draws its engine's frame and then
// Plume's; the engine's own picture must be unchanged after Plume drew (pixels of engine-only frames before and
// after a Plume frame are identical, and the GL state Plume touches reads back as the engine left it).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeFrame, openPage } from './page_session.mjs';
import { saveScreenshot } from './screenshots.mjs';

const sessions = [];
after(async () => { for (const s of sessions) await s.close(); });

async function open(path) {
  const session = await openPage(path, () => window.pageReady === true, { viewport: { width: 480, height: 320 } });
  sessions.push(session);
  return session;
}

const differing = (a, b, region = { x0: 0, y0: 0, x1: a.width, y1: a.height }) => {
  let count = 0;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const i = (y * a.width + x) * 4;
      if (Math.abs(a.pixels[i] - b.pixels[i]) + Math.abs(a.pixels[i + 1] - b.pixels[i + 1]) + Math.abs(a.pixels[i + 2] - b.pixels[i + 2]) > 24) count++;
    }
  }
  return count;
};

/** Engine-only, engine + Plume, engine-only again: the frames a state leak would tell apart. */
async function threeFrames(page) {
  await page.evaluate(() => window.engineDemo.stop());
  const frame = async (options) => decodeFrame(await page.evaluate((o) => window.engineDemo.frame(o), options));
  const engineBefore = await frame({ particles: false });
  const both = await frame({ particles: true });
  const engineAfter = await frame({ particles: false });
  return { engineBefore, both, engineAfter };
}

describe('engine pages', () => {
  it("Babylon.js: Plume draws in Babylon's context with its camera, hidden by its crate, and Babylon's frame is unchanged", async () => {
    const { page, problems } = await open('web/babylon.html');
    await page.waitForTimeout(800);
    await saveScreenshot(page, 'babylon');
    const stats = await page.evaluate(() => window.pageStats());
    assert.ok(stats.drawCalls > 0 && stats.particles > 100, `Plume drew: ${JSON.stringify(stats)}`);
    const { engineBefore, both, engineAfter } = await threeFrames(page);
    assert.equal(differing(engineBefore, engineAfter), 0, "Babylon's own frame is the same after Plume drew");
    assert.ok(differing(engineBefore, both) > 800, `the particles show (${differing(engineBefore, both)} pixels)`);
    assert.deepEqual(await page.evaluate(() => window.engineDemo.stateAfterRender()), [], 'GL state as Babylon left it');
    // the crate stands in front of the campfire: depth-tested by default, what is behind it is hidden. A steady
    // white square right behind the crate makes the check deterministic (the fire flickers)
    const [fx, fy] = await page.evaluate(() => window.engineDemo.project([1.2, 1.2, 1.4]));
    const flame = { x0: fx - 12, y0: fy - 12, x1: fx + 12, y1: fy + 12 };
    assert.ok(differing(engineBefore, both, flame) > 100, `the flame shows above the crate (${differing(engineBefore, both, flame)})`);
    // (seen from the camera, [1.4, 0.2, 2.4] is just behind the crate's back face and within its outline)
    const [cx, cy] = await page.evaluate(() => window.engineDemo.project([1.4, 0.2, 2.4]));
    const crate = { x0: cx - 10, y0: cy - 8, x1: cx + 10, y1: cy + 8 };
    const behind = await page.evaluate(() => {
      const { plume, crate } = window.engineDemo;
      plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [2.5],
        color: ['#ffffffff'] }] }).play([1.4, 0.2, 2.4]);
      plume.step(16);
      const shots = {};
      for (const visible of [true, false]) {
        crate.isVisible = visible;
        shots[visible ? 'crate' : 'bare'] = { without: window.engineDemo.frame({ particles: false }), with: window.engineDemo.frame({ particles: true }) };
      }
      crate.isVisible = true;
      return shots;
    });
    const hidden = differing(decodeFrame(behind.crate.without), decodeFrame(behind.crate.with), crate);
    const shown = differing(decodeFrame(behind.bare.without), decodeFrame(behind.bare.with), crate);
    assert.equal(hidden, 0, 'the crate hides the particles behind it');
    assert.ok(shown > 250, `without the crate they cover that box (${shown} of 320 pixels)`);
    assert.deepEqual(problems, []);
  });

  it("PixiJS: Plume draws in Pixi's context in screen space, and Pixi's frame is unchanged", async () => {
    const { page, problems } = await open('web/pixi.html');
    await page.waitForTimeout(800);
    await saveScreenshot(page, 'pixi');
    const { engineBefore, engineAfter } = await threeFrames(page);
    assert.equal(differing(engineBefore, engineAfter), 0, "Pixi's own frame is the same after Plume drew");
    assert.deepEqual(await page.evaluate(() => window.engineDemo.stateAfterRender()), [], 'GL state as Pixi left it');
    // GPU sparks alone (a sphere burst: they move in depth too) where the page is told, in stage pixels, once
    // the earlier bursts have ended
    await page.evaluate(() => { window.engineDemo.settle(); window.engineDemo.sparks(120, 100); window.engineDemo.plume.step(150); });
    const both = decodeFrame(await page.evaluate(() => window.engineDemo.frame({ particles: true })));
    const ring = { x0: 80, y0: 60, x1: 160, y1: 140 };
    assert.ok(differing(engineBefore, both, ring) > 400, `the sparks around (120, 100): ${differing(engineBefore, both, ring)} pixels`);
    const far = { x0: 400, y0: 10, x1: 470, y1: 60 };
    assert.ok(differing(engineBefore, both, far) < 20, 'nothing where no particle is');
    const stats = await page.evaluate(() => window.pageStats());
    assert.ok(stats.drawCalls > 0 && stats.particles > 50, `Plume drew: ${JSON.stringify(stats)}`);
    assert.deepEqual(problems, []);
  });
});
