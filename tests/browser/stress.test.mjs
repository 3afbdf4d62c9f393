// The stress page (web/stress.html): a million live GPU particles (plays of two effects) in two draw calls with no
// buffer upload and a flat wasm heap, the CPU and mesh-kind paths, its counters, a clean load — and a picture
// that stays pleasant at any count: a spiral galaxy whose light holds steady instead of burning to white.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from './page_session.mjs';
import { saveScreenshot } from './screenshots.mjs';

let session;
before(async () => {
  session = await openPage('web/stress.html?mode=gpu&count=1000000', () => window.stress !== undefined,
    { viewport: { width: 960, height: 540 } });
});
after(async () => { await session?.close(); });

/** Counters of `frames` frames drawn after the current one (the first after a change builds and uploads). */
async function measure(frames = 2) {
  const { page } = session;
  const rows = [];
  for (let i = 0; i <= frames; i++) {
    const seen = await page.evaluate(() => window.stress.counters.frames);
    await page.waitForFunction((f) => window.stress.counters.frames > f, seen, { timeout: 120000 });
    if (i > 0) rows.push(await page.evaluate(() => ({ ...window.stress.counters })));
  }
  const median = (key) => rows.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  return { ...rows[rows.length - 1], cpuMs: median('cpuMs') };
}

/** What the page drew: the share of the frame lit (R + G + B > 60), saturated (every channel >= 250), and its
 *  mean brightness (0..765). Read right after a frame is drawn. */
async function picture() {
  const frame = await session.page.evaluate(async () => {
    const { width, height, pixels } = await window.stress.readPixels();
    let lit = 0, saturated = 0, sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const light = pixels[i] + pixels[i + 1] + pixels[i + 2];
      sum += light;
      if (light > 60) lit++;
      if (pixels[i] >= 250 && pixels[i + 1] >= 250 && pixels[i + 2] >= 250) saturated++;
    }
    const n = width * height;
    return { lit: lit / n, saturated: saturated / n, mean: sum / n };
  });
  return frame;
}

function assertPleasant(what, seen) {
  console.log(`stress picture, ${what}: ${JSON.stringify(seen)}`);
  assert.ok(seen.lit >= 0.06, `${what}: ${(seen.lit * 100).toFixed(1)}% of the frame lit (the galaxy is drawn)`);
  assert.ok(seen.saturated <= 0.01, `${what}: ${(seen.saturated * 100).toFixed(2)}% of the frame saturated`);
}

describe('stress page', () => {
  it('keeps a million GPU particles alive in two draw calls with no buffer uploads and a flat heap', async () => {
    const { page } = session;
    const million = await measure();
    console.log(`stress, 1,000,000 GPU particles: ${JSON.stringify(million)}`);
    assert.ok(Math.abs(million.live - 1_000_000) < 10_000, `live ${million.live}`);
    assert.equal(million.bufferBytes, 0, 'playing effects upload no buffer bytes');
    assert.equal(million.drawCalls, 2, `${million.drawCalls} draw calls: 90 plays of two effects, one draw each`);
    assert.notEqual(await page.evaluate(() => window.stress.plume.hdr), false, 'the page draws through the HDR path');
    const millionPicture = await picture();
    assertPleasant('1,000,000 GPU particles', millionPicture);
    assert.ok(million.uniformBytes > 0);
    // the page shows the live count (a later frame's: plays' rings come and go by a few particles a frame)
    const shown = Number((await page.textContent('#live')).replaceAll(',', ''));
    assert.ok(Math.abs(shown - million.live) < 1000, `the page shows ${shown} live (stats: ${million.live})`);
    await page.evaluate(() => window.stress.setCount(10000));
    const few = await measure();
    console.log(`stress, 10,000 GPU particles: ${JSON.stringify(few)}`);
    assert.ok(Math.abs(few.live - 10000) < 200, `live ${few.live}`);
    assert.equal(few.drawCalls, 2);
    assert.equal(few.heapBytes, million.heapBytes, 'the heap does not change with the count');
    await page.evaluate(() => window.stress.setCount(1000));
    await measure(1);
    const thousandPicture = await picture();
    assertPleasant('1,000 GPU particles', thousandPicture);
    // the light holds: a thousand times the particles is neither a thousand times brighter nor a faint haze
    const ratio = millionPicture.mean / thousandPicture.mean;
    assert.ok(ratio > 0.8 && ratio < 1.25, `mean brightness at 1,000,000 is ${ratio.toFixed(2)}× that at 1,000`);
    await page.evaluate(() => window.stress.setCount(100000)); // a picture at a count SwiftShader draws in a second
    await measure(1);
    await saveScreenshot(page, 'stress');
  });

  it('keeps CPU-system particles alive, drawn through the shared dynamic buffer', async () => {
    const { page } = session;
    assert.ok(await page.evaluate(() => 'cpu' in window.stress.paths), 'the CPU path is offered');
    await page.evaluate(() => { window.stress.setMode('cpu'); window.stress.setCount(100000); });
    const cpu = await measure();
    console.log(`stress, 100,000 CPU-system particles: ${JSON.stringify(cpu)}`);
    assert.ok(Math.abs(cpu.live - 100000) < 5000, `live ${cpu.live}`);
    assert.ok(cpu.bufferBytes > 0, 'the particles are uploaded every frame');
    assert.ok(cpu.drawCalls >= 1 && cpu.drawCalls <= 20, `${cpu.drawCalls} draw calls`);
    assertPleasant('100,000 CPU-system particles', await picture());
  });

  it('keeps mesh-kind instances alive by spawning what dies, uploading only the new records', async () => {
    const { page } = session;
    await page.evaluate(() => { window.stress.setMode('mesh'); window.stress.setCount(20000); });
    await measure(1); // the fill
    const meshes = await measure();
    console.log(`stress, 20,000 mesh instances: ${JSON.stringify(meshes)}`);
    // counted after step(): up to a step's worth (100 ms of a 2,000 ms life, per frame at SwiftShader's pace) died
    assert.ok(meshes.live >= 18000 && meshes.live <= 20000, `live ${meshes.live}`);
    assert.equal(meshes.drawCalls, 1);
    assert.ok(meshes.bufferBytes > 0 && meshes.bufferBytes < 20000 * 64, `${meshes.bufferBytes} bytes: the replacing spawns' records, not all`);
    assertPleasant('20,000 mesh instances', await picture());
    assert.match(await page.textContent('#fps'), /^\d+\.\d$/);
    assert.equal(await page.textContent('#error'), '');
    assert.deepEqual(session.problems, []);
  });
});
