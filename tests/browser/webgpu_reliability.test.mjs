// The reliability suites on WebGPU (issue 30): a Plume made and destroyed 20 times on one device leaves no buffer or
// texture behind (counted by wrapping the device's create and destroy); random calls with hostile arguments, lost
// devices handed over again and Plumes remade fail only with PlumeErrors, cause no WebGPU validation error, and the
// Plume still draws at the end; two simulated minutes with two lost devices end where the first minute stood.
//   PLUME_WEBGPU_FUZZ_SEEDS=1,2,3 PLUME_WEBGPU_FUZZ_CALLS=2000 PLUME_WEBGPU_SOAK=0
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner, WEBGPU_ARGS } from './harness.mjs';

let session;
before(async () => { session = await openTestPage('tests/browser/page.html', () => window.pageReady === true, WEBGPU_ARGS); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/webgpu_scenarios.js');
const SEEDS = (process.env.PLUME_WEBGPU_FUZZ_SEEDS ?? '1,2').split(',').map(Number);
const CALLS = Number(process.env.PLUME_WEBGPU_FUZZ_CALLS ?? 800);

describe('WebGPU reliability', () => {
  it('20 Plumes made, played, drawn and destroyed on one device leave no buffer or texture', async () => {
    const r = await run('lifecycle');
    assert.deepEqual(r.errors, []);
    r.after.forEach((left, i) => assert.deepEqual(left, { buffers: 0, textures: 0 }, `after Plume ${i + 1}`));
  });

  for (const seed of SEEDS) {
    it(`random calls, seed ${seed}: only PlumeErrors, no validation error, still drawing`, async () => {
      const r = await run('fuzz', seed, CALLS);
      assert.deepEqual(r.failures, []);
      assert.deepEqual(r.errors, []);
      assert.equal(r.last, null);
      assert.ok(r.drawCalls > 0, 'the last frame draws');
      assert.ok(r.succeeded > CALLS / 3 && r.plays > 20, `calls that did something: ${r.succeeded}, plays ${r.plays}`);
    });
  }
});

// PLUME_WEBGPU_SOAK=0 leaves the soak out (the memory-safe build's run: the optimized build's covers it)
describe('a short WebGPU soak', { skip: process.env.PLUME_WEBGPU_SOAK === '0' }, () => {
  it('two simulated minutes with two lost devices: memory and GPU objects back to the first minute, still drawing', async () => {
    const r = await run('soak');
    assert.deepEqual(r.errors, []);
    assert.ok(Math.abs(r.end.allocatedBytes - r.start.allocatedBytes) <= 256,
      `allocated bytes back to the first minute (${r.start.allocatedBytes} -> ${r.end.allocatedBytes})`);
    assert.equal(r.end.buffers, r.start.buffers, 'as many GPU buffers alive as after the first minute');
    assert.equal(r.end.textures, r.start.textures, 'as many GPU textures alive as after the first minute');
    assert.equal(r.end.instances, r.start.instances, 'as many instances playing');
    assert.ok(r.ended > 50, `instances ended by themselves (${r.ended})`);
    assert.ok(r.lit > 50, `the campfire is drawn at the end (${r.lit} pixels)`);
  });
});
