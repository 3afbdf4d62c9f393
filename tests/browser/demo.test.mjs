// The demo page: holding space spawns explosions, the counter shows fps and polygons.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage('web/index.html', () => window.plume !== undefined); });
after(async () => { await session?.close(); });

describe('demo page', () => {
  it('spawns explosions while space is held and counts fps and polies', async () => {
    const { page } = session;
    await page.keyboard.down('Space');
    await page.waitForFunction(() => window.plume.stats.particlesActive > 20, null, { timeout: 20000 });
    await page.waitForFunction(() => /^\d+\.\d fps \([1-9]\d* polies\)$/.test(document.getElementById('counter').textContent),
      null, { timeout: 20000 });
    // read back in the same frame, right after the demo's own requestAnimationFrame callback drew
    const lit = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
      const gl = document.getElementById('view').getContext('webgl');
      const pixels = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
      gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 40) count++;
      resolve(count);
    })));
    await page.keyboard.up('Space');
    assert.ok(lit > 100, `explosions are visible (${lit} lit pixels)`);
    assert.deepEqual(session.problems, []);
    assert.equal(await page.textContent('#error'), '');
  });
});
