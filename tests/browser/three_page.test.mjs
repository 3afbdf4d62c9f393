// The three.js page (web/three.html): three's small lit scene and Plume's gallery effects in one WebGL 2 context,
// with three's camera. Frames are drawn with either part switched off to tell whose pixels are whose.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeFrame, openPage } from './page_session.mjs';
import { saveScreenshot } from './screenshots.mjs';

let session;
before(async () => {
  session = await openPage('web/three.html', () => window.threeDemo !== undefined, { viewport: { width: 800, height: 500 } });
});
after(async () => { await session?.close(); });

const at = (image, [x, y]) => Array.from(image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));

describe('three.js page', () => {
  it("shows three's mesh and Plume's particles together, with no console errors or failed requests", async () => {
    const { page } = session;
    await page.waitForTimeout(2000); // the grinder's sparks have reached the floor
    await saveScreenshot(page, 'three');
    await page.evaluate(() => window.threeDemo.stop());
    const frame = async (options) => decodeFrame(await page.evaluate((o) => window.threeDemo.frame(o), options));
    const threeOnly = await frame({ three: true, particles: false });
    const both = await frame({ three: true, particles: true });
    const particlesOnly = await frame({ three: false, particles: true });
    const knot = await page.evaluate(() => window.threeDemo.project([-2.2, 1.3, 0]));
    const fire = await page.evaluate(() => window.threeDemo.project([2.2, 0.5, 2]));
    // three's knot (teal, left of the centre) is drawn, and stays drawn with Plume on top
    const teal = (image) => {
      let count = 0;
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width / 2; x++) {
          const [r, g, b] = at(image, [x, y]);
          if (g > r + 40 && b > r + 20 && Math.abs(x - knot[0]) < image.width / 4) count++;
        }
      }
      return count;
    };
    assert.ok(teal(threeOnly) > 2000, `the knot: ${teal(threeOnly)} teal pixels`);
    assert.ok(teal(both) >= teal(threeOnly) * 0.95, `the knot with the particles: ${teal(both)} teal pixels`);
    assert.equal(teal(particlesOnly), 0, 'no knot without three');
    // Plume's campfire burns over three's stones and logs (lit by three's light of the fire, dimmer than the flames)
    const [r0] = at(threeOnly, fire);
    const [r1, g1] = at(both, fire);
    assert.ok(r1 > 150 && g1 > 80 && r1 > r0 + 40, `the fire is drawn over three's campfire: ${at(both, fire)} (without: ${at(threeOnly, fire)})`);
    let changed = 0;
    for (let i = 0; i < both.pixels.length; i += 4) if (Math.abs(both.pixels[i] - threeOnly.pixels[i]) > 30) changed++;
    assert.ok(changed > 2000, `Plume changed ${changed} pixels of three's frame`);
    assert.ok(at(particlesOnly, fire)[0] > 150, 'the particles alone, on black');
    // the grinder's sparks land on three's floor (collide) and go on along it: lit where they bounce, beyond the bench
    const [gx, gy, gz] = await page.evaluate(() => window.threeDemo.grinderAt);
    const landing = await page.evaluate((p) => window.threeDemo.project(p), [gx + 2, 0, gz]);
    let sparks = 0;
    for (let y = landing[1] - 40; y <= landing[1] + 40; y++) {
      for (let x = landing[0] - 60; x <= landing[0] + 60; x++) {
        const [r, g] = at(particlesOnly, [x, y]);
        if (r > 120 && g > 60) sparks++;
      }
    }
    assert.ok(sparks > 30, `sparks on the floor around ${landing}: ${sparks} pixels`);
    assert.equal(await page.textContent('#error'), '');
    assert.deepEqual(session.problems, []);
  });
});
