// Issue 28: hostile input and hostile callers. The 18 reproductions of an adversarial run against the
// landed build, as a hostile page makes them: arguments read after a getter destroyed Plume, GL hooks that
// call back, work that grows with a number the caller gives, calls that fail part-way, fields checked late.
// Each fails on the build before issue 28 (the closing note says how); they run against web/dist and, in
// the README's test command, against the memory-safe web/dist-safe too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/hostile_scenarios.js');
const PLUME_ERROR = /^PlumeError: /;
const BOUND_MS = 1500; // a call's wall-clock bound (the memory-safe build is several times slower)

describe('hostile callers', () => {
  it('1. a getter that destroys the Plume mid-call: refused by name, nothing written to the freed heap', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const { results, otherLit, alive } = await run('destroyedByGetter', mode);
      for (const name of ['setTransform', 'setWind', 'set', 'addSystem', 'emitterSetPosition', 'spawn']) {
        assert.match(results[name], /^PlumeError: .*(Plume was destroyed)/, `${mode} ${name}: ${results[name]}`);
        assert.equal(results[`${name}:other`], 'ok', `${mode}: another Plume on the heap after ${name}`);
      }
      assert.ok(otherLit > 100, `${mode}: the other Plume still draws (${otherLit} lit pixels)`);
      assert.ok(alive, `${mode}: the other Plume's instance lives`);
    }
  });

  it('1. a GL hook that destroys the Plume (or calls it back) during render: the frame ends, then Plume goes', async () => {
    for (const mode of ['webgl1', 'webgl2', 'noInstancing']) {
      const r = await run('destroyedByGlHook', mode);
      assert.ok(r.hooked >= 1, `${mode}: the hook ran`);
      assert.equal(r.render, 'ok', `${mode}: render finished: ${r.render}`);
      assert.equal(r.destroyed, true, `${mode}: destroyed once the render returned`);
      assert.match(r.after, /^PlumeError: step: this Plume was destroyed/, mode);
      assert.equal(r.again, 'ok', `${mode}: a second destroy() does nothing`);
      for (const message of r.nested) {
        assert.match(message, /^PlumeError: (spawn|step|play|kill|destroy): .*(inside a WebGL call|was destroyed)/,
          `${mode}: a nested call: ${message}`);
      }
      assert.ok(r.nested.some((m) => /^PlumeError: play: .*inside a WebGL call/.test(m)), `${mode}: effect.play refused: ${r.nested}`);
      assert.ok(r.nested.some((m) => /^PlumeError: kill: .*inside a WebGL call/.test(m)), `${mode}: instance.kill refused`);
      assert.ok(r.instanceEnded && r.effectDestroyed, `${mode}: the instance ended and the effect went with the Plume`);
      assert.ok(r.otherLit > 100, `${mode}: another Plume on the same module still draws (${r.otherLit})`);
      assert.equal(r.otherStats, 1, `${mode}: nothing was spawned into the other Plume from inside the hook`);
    }
  });
});

describe('every call does bounded work', () => {
  it('2. a mesh layer of a 1e-5 ms (or 1e-30 ms) cycle is refused at load; the smallest cycle allowed steps quickly', async () => {
    const r = await run('tinyMeshCycle', 'webgl1');
    for (const duration of ['0.00001', '1e-30']) {
      assert.match(r[duration].result, /^PlumeError: loadEffect: layers\[0\]\.duration: .*1 ms/, `${duration}: ${r[duration].result}`);
      assert.ok(r[duration].ms < BOUND_MS, `${duration}: refused in ${r[duration].ms} ms`);
    }
    assert.equal(r.smallest.result, 'ok');
    assert.ok(r.smallest.ms < BOUND_MS * 2, `ten 1 s steps of a 1 ms looping cycle took ${r.smallest.ms} ms`);
    assert.ok(r.particles > 0 && r.particles <= 51, `${r.particles} particles alive at once (one a ms, living 50 ms)`);
  });

  it('3. a 37 KB version-1 file of 10 million spawns is refused at load, quickly, naming the limit', async () => {
    const { load, after: left } = await run('hugeVersion1', 'webgl1');
    assert.ok(left.bytes < 40000, `the file is ${left.bytes} bytes`);
    assert.match(load.result, /^PlumeError: loadEffect: .*(65536|65,536)/, load.result);
    assert.ok(load.ms < BOUND_MS, `refused in ${load.ms} ms`);
    assert.equal(left.particles, 0);
  });

  it('10. seeking a dense cpu layer far is refused by its cost, quickly; a near seek works', async () => {
    const r = await run('denseSeek', 'webgl1');
    assert.match(r.far.result, /^PlumeError: seek: .*16777216/, r.far.result);
    assert.ok(r.far.ms < BOUND_MS, `refused in ${r.far.ms} ms`);
    assert.equal(r.near.result, 'ok');
    assert.match(r.instanceSeek.result, /^PlumeError: seek: .*16777216/, r.instanceSeek.result);
    assert.ok(r.instanceSeek.ms < BOUND_MS, `the instance's seek refused in ${r.instanceSeek.ms} ms`);
  });
});

describe('calls are transactional', () => {
  it('4. a play or file that would fail part-way is refused before it makes anything', async () => {
    const r = await run('failedPlayLeavesNothing', 'webgl1');
    assert.match(r.mesh, /^PlumeError: createEffect: layers\[0\]\.duration: /, r.mesh);
    assert.equal(r.meshParticles, 0, 'no particle left by the refused effect');
    assert.match(r.file.result, /^PlumeError: loadEffect: spawns\[0\]/, r.file.result);
    assert.equal(r.fileParticles, 0, 'no particle left by the refused file');
    assert.match(r.limit ?? '', /^PlumeError: play: /, `a play refused by a full heap: ${r.limit}`);
    assert.deepEqual(r.limitLeft, { particles: 0, systems: 0, instances: 0 }, 'the refused play left nothing');
    assert.equal(r.stats.instances, 0);
  });

  it('5. refused createEffect and loadEffect calls keep none of the kinds they defined', async () => {
    const r = await run('refusedEffectsKeepNoKinds', 'webgl1');
    assert.equal(r.other, null, `every call was refused for its bad layer: ${r.other}`);
    assert.equal(r.refused, 1140);
    assert.equal(r.define, 'ok', `defineParticle after 1,140 refusals: ${r.define}`);
    assert.equal(r.good, 'ok', `a good effect after them: ${r.good}`);
  });

  it('7. restoreContext() without a loss makes nothing', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const r = await run('restoreWithoutLoss', mode);
      assert.deepEqual(r.made, { buffers: 0, textures: 0, programs: 0, vertexArrays: 0 }, mode);
      assert.deepEqual(r.calls, ['ok'], mode);
      assert.ok(r.litAfter > 100, `${mode}: still draws`);
    }
  });

  it('14. a play option getter that destroys its effect: refused, no instance or emitter left', async () => {
    const r = await run('playGetterDestroysEffect', 'webgl1');
    assert.match(r.played, /^PlumeError: play: this effect was destroyed/, r.played);
    assert.match(r.played2, /^PlumeError: play: this effect was destroyed/, r.played2);
    assert.equal(r.stats.instances, 0);
    assert.equal(r.stats.emitters, 0);
    assert.equal(r.stats.systems, 0);
    assert.equal(r.stats.particles, 0);
  });
});

describe('fields are checked at creation', () => {
  it('6. createEffect refuses every bad field of every sim by its path', async () => {
    const r = await run('checkedAtCreation', 'webgl1');
    const expected = {
      gpuPositionText: /layers\[0\]\.position/, gpuPositionShort: /layers\[0\]\.position/,
      meshSpeedText: /layers\[0\]\.speed/, meshRotationShort: /layers\[0\]\.rotation/,
      meshRadiusHuge: /layers\[0\]\.shape\.radius/, meshDragText: /layers\[0\]\.drag/, meshDelayHuge: /layers\[0\]\.delay/,
      meshDragNegative: /layers\[0\]\.drag/, meshSpeedNegative: /layers\[0\]\.speed/, meshShapeBogus: /layers\[0\].*shape.*bogus/,
      cpuDelayHuge: /layers\[0\]\.delay/, gpuDelayHuge: /layers\[0\]\.delay/, parentEmpty: /layers\[1\]\.parent/,
    };
    for (const [name, pattern] of Object.entries(expected)) {
      assert.match(r[name], /^PlumeError: createEffect: /, `${name}: ${r[name]}`);
      assert.match(r[name], pattern, `${name}: ${r[name]}`);
      assert.doesNotMatch(r[name], /play: play/, name);
    }
    assert.equal(r.stats.effects, 0);
  });

  it('12. holes in arrays of keys are refused, not read as 0', async () => {
    const r = await run('holesAndExtremes', 'webgl1');
    for (const [name, result] of Object.entries(r.holes)) {
      assert.match(result, /^PlumeError: .*\[1\].*(hole|missing)/, `${name}: ${result}`);
    }
  });

  it('13. a direction of 1e-30 or 3e38 is a direction: the particles move along it; a huge trail width is refused', async () => {
    const r = await run('holesAndExtremes', 'webgl1');
    for (const [x, moved] of Object.entries(r.moved)) {
      assert.ok(Math.abs(moved.emitter - 3) < 0.5, `${x}: the emitter's particle moved 3 units along +x (drawn at ${moved.emitter})`);
      assert.ok(Math.abs(moved.system - 3) < 0.5, `${x}: the system's particle moved 3 units along +x (drawn at ${moved.system})`);
      assert.ok(moved.systemBox > 3, `${x}: its box holds it (${moved.systemBox})`);
    }
    assert.match(r.trailHuge, /^PlumeError: addSystem: .*trail\.width/, r.trailHuge);
  });
});

describe('the rest of the adversarial run', () => {
  it('8. two Plumes on one canvas both draw', async () => {
    const { second, frames } = await run('twoPlumesOneCanvas');
    if (second === 'ok') {
      for (const [sim, list] of Object.entries(frames)) {
        for (const [i, frame] of list.entries()) {
          assert.ok(frame.left > 50, `${sim}, frame ${i}: the first Plume's particles show (${frame.left})`);
          assert.ok(frame.right > 50, `${sim}, frame ${i}: the second Plume's particles show (${frame.right})`);
        }
      }
    } else {
      assert.match(second, /^PlumeError: createPlume: .*canvas/, second);
    }
  });

  it('9. set() keeps the live particles unless a smaller capacity is asked for', async () => {
    const r = await run('setKeepsParticles', 'webgl1');
    for (const [change, { before, after: kept }] of Object.entries(r).filter(([k]) => k.startsWith('{'))) {
      assert.ok(before > 400, `${change}: ${before} live before`);
      assert.equal(kept, before, `${change}: ${kept} of ${before} kept`);
    }
    assert.equal(r.capacity, 100, 'an explicit capacity of 100 keeps 100');
  });

  it('11. addSystem reads its position once', async () => {
    const r = await run('positionReadOnce', 'webgl1');
    assert.equal(r.result, 'ok', r.result);
    assert.equal(r.reads, 1);
    assert.equal(r.systems, 1);
  });

  it('defineParticle reads each option once: a getter that changes its value cannot pass a check or change the kind\'s copies', async () => {
    const r = await run('kindOptionsReadOnce', 'webgl1');
    assert.equal(r.defined, 'ok', r.defined);
    for (const [option, reads] of Object.entries(r.reads)) assert.ok(reads <= 1, `${option} read ${reads} times`);
    for (const option of ['mesh', 'size', 'color', 'atlas', 'volume', 'erosion', 'hueShift', 'lighting', 'maxAge', 'blend',
      'fade', 'capacity', 'spin', 'depthTest', 'billboard', 'soft', 'sort']) {
      assert.equal(r.reads[option], 1, `${option} read ${r.reads[option]} times`);
    }
    assert.equal(r.played, 'ok', r.played);
    assert.deepEqual(r.readsAfterCopy, r.reads, 'the renderOrder copy is made from what was read, not from the caller\'s object');
    assert.match(r.copyKeyed, /has size keys/, 'the copy has the size keys read');
    // size absent at its one read: a kind of startSize 3 (no keys), which takes a spawn's scales
    assert.equal(r.flipSizeReads, 1);
    assert.equal(r.flipSize, 'ok', r.flipSize);
    assert.equal(r.flipSizeSpawn, 'ok', `the kind has no size keys: ${r.flipSizeSpawn}`);
    assert.equal(r.flipColorReads, 1);
    assert.match(r.flipColor, /^PlumeError: defineParticle\('flipColor'\): give color \(keys over life\) or startColor\/endColor, not both/);
    assert.equal(r.flipBlend, 'ok', r.flipBlend);
    assert.equal(r.flipBlendPlayed, 'ok', r.flipBlendPlayed);
    assert.equal(r.flipBlendReads, 1, 'blend read once, for the kind and its renderOrder copy');
  });

  it('15. a depth texture Plume cannot sample is refused or made usable, leaving no GL error', async () => {
    for (const mode of ['webgl1guest', 'webgl2']) {
      const r = await run('unusableDepthTextures', mode);
      assert.equal(r.plain.result, 'ok', `${mode}: ${r.plain.result}`);
      assert.ok(r.plain.centre > 200, `${mode}: a usable depth texture draws the soft square (${r.plain.centre})`);
      assert.match(r.cube.result, /^PlumeError: render: depthTexture .*(cube|2D)/, `${mode} cube map: ${r.cube.result}`);
      assert.match(r.ownColor.result, /^PlumeError: render: depthTexture .*colour/, `${mode} the target's colour: ${r.ownColor.result}`);
      for (const name of ['plain', 'cube', 'ownColor', 'compareTexture', 'compareSampler', 'plainAgain']) {
        if (!r[name]) continue;
        assert.equal(r[name].error, 0, `${mode} ${name}: GL error ${r[name].error} left on the game's context`);
      }
      if (mode === 'webgl2') {
        assert.equal(r.compareTexture.result, 'ok', r.compareTexture.result);
        assert.ok(r.compareTexture.centre > 200, `compare mode on the texture: drawn (${r.compareTexture.centre})`);
        assert.equal(r.compareSampler.result, 'ok', r.compareSampler.result);
        assert.ok(r.compareSampler.centre > 200, `the game's sampler on unit 1: drawn (${r.compareSampler.centre})`);
        assert.ok(r.samplerKept, "the game's sampler is bound on unit 1 again");
      }
      assert.ok(r.plainAgain.centre > 200, `${mode}: draws after the refusals`);
    }
  });

  it('16. particle views kept across remove() or set({ capacity }) cannot reach another owner', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const r = await run('staleParticleViews', mode);
      assert.equal(r.afterRemove, 'ok', r.afterRemove);
      assert.equal(r.bIntact, true, `${mode}: the next system's particles are its own`);
      assert.equal(r.afterSet, 'ok', r.afterSet);
      assert.equal(r.dIntact, true, `${mode}: another system's particles are its own`);
      assert.equal(r.cCapacity, 2000);
      assert.equal(r.heap, 'ok', `${mode}: the heap is whole: ${r.heap}`);
    }
  });

  it('17. a 4 MB bad data URL gives a short message', async () => {
    const r = await run('hugeBadDataUrl', 'webgl1');
    assert.ok(r.length > 0 && r.length < 400, `loadTexture's message is ${r.length} characters: ${r.start}`);
    assert.ok(r.fileLength > 0 && r.fileLength < 600, `loadEffect's message is ${r.fileLength} characters`);
  });

  it('18. PlumeObject checks its effect; a target gone NaN fails its own instance once and the scene draws on', async () => {
    const r = await run('plumeObjectArguments');
    assert.match(r.playObject, /^PlumeError: PlumeObject\.play: .*effect/, r.playObject);
    assert.match(r.playNothing, /^PlumeError: PlumeObject\.play: .*effect/, r.playNothing);
    assert.deepEqual(r.frames, ['ok'], 'renderer.render never throws');
    assert.equal(r.reported.length, 1, `reported once: ${r.reported}`);
    assert.match(r.reported[0], /NaN|finite/);
    assert.equal(r.badAlive, false, 'the instance following the NaN target ended');
    assert.equal(r.fineAlive, true, 'the other instance plays on');
    assert.ok(r.boxDrawn, 'the scene drew');
  });

  it('the bounds refuse what they must and no more; refused loads keep no textures', async () => {
    const r = await run('boundsAndFiles', 'webgl1');
    assert.equal(r.close.result, 'ok', `count 2 every 0.3 ms loads as a burst: ${r.close.result}`);
    assert.equal(r.closeParticles, 2);
    assert.equal(r.burstOnce, 'ok', `a burst of 10,000 living 7 s plays once: ${r.burstOnce}`);
    assert.match(r.burstLooped, /^PlumeError: play: with loop: true, .*65536/, r.burstLooped);
    assert.match(r.lateSpawn.result, /^PlumeError: loadEffect: spawns\[0\]\.at: .*3600000/, r.lateSpawn.result);
    assert.match(r.longSpan.result, /^PlumeError: loadEffect: spawns\[0\]\.every: count × every/, r.longSpan.result);
    assert.match(r.deep.result, /^PlumeError: createEffect: /, r.deep.result);
    assert.ok(r.deep.ms < BOUND_MS, `nested arrays refused in ${r.deep.ms} ms`);
    assert.ok(r.textureBytesLeft < 4096, `20 refused loads left ${r.textureBytesLeft} bytes of textures`);
  });
});

describe('lent particle blocks are freed', () => {
  let gcSession;
  before(async () => { gcSession = await openTestPage(undefined, undefined, ['--js-flags=--expose-gc']); });
  after(async () => { await gcSession?.close(); });

  it('16. once the system let go (remove, a new capacity, a one-shot end, destroy) and every view was collected', async () => {
    const r = await scenarioRunner(() => gcSession, '/tests/browser/hostile_scenarios.js')('lentBlocksFreed', 'webgl1');
    const block = 100000 * 64; // a 100,000-particle block is about 6.4 MB
    assert.ok(r.removeHeld > block * 0.9, `kept while a view of it lives (${r.removeHeld} bytes)`);
    for (const name of ['removeFreed', 'setFreed', 'oneShotFreed']) {
      assert.ok(Math.abs(r[name]) < 65536, `${name}: ${r[name]} bytes left of a ${block}-byte block`);
    }
    assert.ok(r.destroyFreed < 65536, `after destroy(): ${r.destroyFreed} bytes left`);
  });
});
