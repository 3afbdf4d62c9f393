// GPU emitters through the public JS API in headless Chromium, pixels read back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = (name, ...args) => session.page.evaluate(async ([n, a]) => {
  const s = await import('/tests/browser/emitter_scenarios.js');
  const resolve = (v) => (typeof v === 'string' && v.startsWith('@') ? s[v.slice(1)] : v);
  return s[n](...a.map(resolve));
}, [name, args]);

const lit = (image, threshold = 30) => {
  let count = 0;
  for (let i = 0; i < image.pixels.length; i += 4) if (image.pixels[i] + image.pixels[i + 1] + image.pixels[i + 2] > threshold) count++;
  return count;
};
const maxDifference = (a, b) => a.pixels.reduce((max, value, i) => Math.max(max, Math.abs(value - b.pixels[i])), 0);
const meanDifference = (a, b) => a.pixels.reduce((sum, value, i) => sum + Math.abs(value - b.pixels[i]), 0) / a.pixels.length;

describe('GPU emitters', () => {
  it('draw a smoke plume with particles counted from the ring', async () => {
    const result = await run('stepped', 'webgl1', '@SMOKE', 1000, 50);
    assert.ok(lit(result.image) > 100, `lit pixels: ${lit(result.image)}`);
    assert.equal(result.stats.emitters, 1);
    assert.equal(result.stats.emitterParticles, 121, '120/s for 1 s, both ends included');
    assert.ok(result.stats.drawCalls >= 1 && result.stats.drawCalls <= 2);
  });
});
