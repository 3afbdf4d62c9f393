// Trails (render: 'trail') and sub-emitters (parent, on, burst, interval) — issue 16's contract — on WebGL 1
// (instanced and batched) and WebGL 2.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/motion_scenarios.js');
const MODES = ['webgl1', 'noInstancing', 'webgl2'];

const pick = (mode) => (mode === 'webgl2' ? 'alpha' : 'additive'); // both blends, over the modes

describe('trails', () => {
  it('a ribbon follows the particle back along its last `length` ms, continuous, and not further', async () => {
    for (const mode of MODES) {
      // a constant width: the default narrows to nothing at the tail, thinner than a pixel row before it ends
      const r = await run('trail', mode, { trail: { length: 1000, width: 0.6 } });
      assert.equal(r.glError, 0);
      const gaps = [];
      for (let x = r.tail + 4; x <= r.head; x++) if (r.lit[x] < 10) gaps.push(x); // it fades to nothing at the tail
      assert.deepEqual(gaps, [], `${mode}: lit from the tail to the head, no gaps (${r.lit.join(',')})`);
      assert.ok(r.lit.slice(0, r.tail - 3).every((v) => v < 10), `${mode}: nothing behind the tail (1 s of path)`);
      assert.ok(r.lit[r.head - 1] > r.lit[r.tail + 3], `${mode}: fading to the tail`);
      // seen close, it fades smoothly: no bright band where segments join (each column at most as bright as the
      // one nearer the head, give or take a level of rounding)
      const close = await run('trailClose', mode, { blend: pick(mode) });
      const bands = [];
      for (let x = close.tail + 2; x < close.head - 2; x++) if (close.lit[x] > close.lit[x + 1] + 2) bands.push(x);
      assert.deepEqual(bands, [], `${mode}: brighter than the column nearer the head at ${bands} (${close.lit.join(',')})`);
      assert.equal(r.stats.particlesBySim.cpu, 1, `${mode}: one particle`);
    }
  });

  it('the default width narrows to the tail; width keys set it', async () => {
    const narrowing = await run('trail', 'webgl1');
    const wide = await run('trail', 'webgl1', { trail: { length: 1000, width: 0.6 } });
    const litColumns = (r) => r.lit.filter((v) => v > 8).length;
    assert.ok(litColumns(narrowing) < litColumns(wide) - 3, `the narrowing trail leaves the middle row sooner (${litColumns(narrowing)} vs ${litColumns(wide)})`);
    assert.ok(narrowing.lit[narrowing.head - 2] > 100, 'the head is drawn');
  });
});

describe('sub-emitters', () => {
  for (const mode of MODES) {
    it(`${mode}: fireworks — smoke every 50 ms of the rocket's life, 30 sparks where it dies, the instance ends after them`, async () => {
      const r = await run('fireworks', mode);
      assert.equal(r.glError, 0);
      assert.deepEqual(r.counts[0], { at: 250, cpu: 1 + 5, systems: 3 }, 'the rocket and 5 puffs of smoke (50 ms apart)');
      assert.equal(r.counts[1].cpu, 9 + 30, 'the rocket gone; 9 puffs (one at 500 ms was its death step) and 30 sparks');
      assert.ok(r.sparksAtDeath > 15, `sparks around where the rocket died (${r.sparksAtDeath} pixels)`);
      assert.equal(r.endedAfter, true, 'finished resolved after the last spark and puff');
      assert.equal(r.aliveAfter, false);
      assert.equal(r.dropped, 0);
    });
  }

  it('bounded: a full sub-emitter drops what does not fit, and says so in stats', async () => {
    const r = await run('fireworks', 'webgl1', 10);
    assert.equal(r.counts[1].cpu, 9 + 10);
    assert.equal(r.dropped, 20);
  });

  it('mistakes are named', async () => {
    const r = await run('mistakes');
    assert.match(r['unknown parent'], /^PlumeError: createEffect: layers\[1\]\.parent: no layer is named 'rockt' \(known: 'rocket'\)/);
    assert.match(r['later parent'], /layers\[0\]\.parent: 'rocket' must come before its sub-emitter in layers \(it is layers\[1\]\)/);
    assert.match(r['gpu parent'], /layers\[1\]\.parent: 'rocket' is a 'gpu' layer; a sub-emitter's parent is a 'cpu' layer/);
    assert.match(r['gpu child'], /layers\[1\]\.parent: a 'gpu' layer has no sub-emitters \(parent\); use sim: 'cpu'/);
    assert.match(r.rate, /layers\[1\]\.rate: a sub-emitter emits only from its parent's particles: burst per event, no rate/);
    assert.match(r['no on'], /layers\[1\]\.on: is required for a sub-emitter: 'birth', 'death' or 'interval'/);
    assert.match(r['on alone'], /layers\[1\]\.on: makes a sub-emitter: give parent/);
    assert.match(r['bad on'], /on must be one of birth, death, interval, collision, got 'explode'/);
    assert.match(r['no interval'], /on: 'interval' needs interval, the ms between a parent particle's events/);
    assert.equal(r.ok, 'ok');
    assert.match(r['system parent'], /^PlumeError: addSystem: parent must be a PlumeSystem of this Plume \(from addSystem\), got an object/);
    assert.equal(r['system ok'], 'ok');
    assert.match(r['gpu trail'], /layers\[0\]\.render: a 'gpu' layer cannot draw 'trail'; use sim: 'cpu'/);
    assert.match(r['trail without render'], /trail sets a ribbon's length and width; it needs render: 'trail'/);
    assert.match(r['trail atlas'], /^PlumeError: addSystem: a trail lays its texture along the ribbon: render 'trail' takes no atlas$/);
    assert.match(r['layer trail atlas'], /^PlumeError: createEffect: layers\[0\]: a trail lays its texture along the ribbon: render 'trail' takes no atlas$/);
    // the core's checks, in one message for addSystem and effect layers
    const local = "a sub-emitter's particles start where its parent's are: space must be 'world'";
    assert.equal(r['local sub-emitter'], `PlumeError: addSystem: ${local}`);
    assert.equal(r['manual sub-emitter'], "PlumeError: addSystem: a sub-emitter's particles start where its parent's are: it cannot be manual");
    assert.equal(r['local sub-emitter layer'], `PlumeError: createEffect: layers[1]: ${local}`);
    assert.match(r['trail length'], /trail\.length must be a positive finite number of milliseconds, got -5/);
    assert.match(r['trail seconds'], /trail\.length is 0\.5 ms, shorter than a frame: .*half a second is 500/);
    assert.equal(r['trail smoke'], 'ok', 'a flipbook texture on a trail is laid along it, no atlas added');
    assert.match(r['trail width'], /trail\.width\[2\]\[0\]: key times must not go back/);
  });
});
