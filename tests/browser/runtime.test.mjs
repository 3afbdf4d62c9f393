// The effect runtime (issue 14): plume.createEffect(desc) -> effect.play(position, options) ->
// PlumeInstance, with 'gpu', 'cpu' and 'mesh' layers sharing one vocabulary, in headless Chromium.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';
import { maxDifference } from './pixels.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/runtime_scenarios.js');

describe('effects played as instances', () => {
  it('plays one effect many times at once; each instance ends by itself, frees what it made, resolves finished, calls onEnd', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const { playing, after: done, calls } = await run('fireAndForget', mode);
      assert.equal(playing.instances, 2, mode);
      assert.deepEqual(playing.alive, [true, true]);
      assert.equal(playing.stats.instances, 2);
      assert.equal(playing.stats.effects, 1);
      assert.deepEqual(playing.stats.particlesBySim, { gpu: 14, cpu: 14, mesh: 14 }, `${mode}: 7 a layer, two instances`);
      assert.equal(playing.stats.particles, 42);
      assert.ok(playing.lit > 50, `${mode}: drawn (${playing.lit} lit pixels)`);
      assert.deepEqual(done.alive, [false, false], `${mode}: ended after their particles' life`);
      assert.equal(done.instances, 0);
      assert.equal(done.stats.instances, 0);
      assert.equal(done.stats.emitters, 0, 'the emitters were freed');
      assert.equal(done.stats.systems, 0, 'the systems were freed');
      assert.equal(done.stats.particles, 0);
      assert.equal(done.lit, 0);
      assert.deepEqual(done.ended, [['a', true], ['b']], 'onEnd once each, with the instance');
      assert.equal(done.finishedA, true, 'finished resolved to the instance');
      assert.equal(calls.stop, 'ok', 'stop() on an ended instance does nothing');
      assert.equal(calls.kill, 'ok', 'kill() on an ended instance does nothing');
      for (const name of ['setTransform', 'seek', 'time', 'bounds']) {
        assert.match(calls[name], new RegExp(`^PlumeError: ${name}: this instance ended`), name);
      }
    }
  });

  it('kill() removes an instance now, stop() lets it finish, a destroyed Plume ends the rest', async () => {
    const r = await run('killStopDestroy', 'webgl1');
    assert.ok(r.before > 20);
    assert.equal(r.afterKill.alive, false);
    assert.ok(r.afterKill.lit < r.before, `fewer lit pixels after kill (${r.afterKill.lit} of ${r.before})`);
    assert.equal(r.stoppedAlive, true, 'a stopped instance shows its live particles');
    assert.equal(r.afterStop.alive, false, 'then ends');
    assert.equal(r.afterStop.instances, 1, 'only the untouched one plays on');
    assert.deepEqual(r.orphan, { alive: false, finished: true });
    assert.match(r.afterDestroy, /^PlumeError: play: this effect was destroyed/);
  });

  it('every play of a mesh layer is drawn: 100 plays draw 100; a kind too small for one more play refuses it by name', async () => {
    for (const mode of ['webgl1', 'noInstancing']) {
      const r = await run('everyMeshPlayDrawn', mode);
      assert.deepEqual(r.inline, { particles: 100, recycled: 0, draws: mode === 'webgl1' ? 1 : Math.ceil(100 / 28), alive: 100, shown: 100 },
        `${mode}: one draw instanced, batches of 28 (BATCH_SIZE) without`);
      assert.deepEqual(r.before, { instances: 3, particles: 103 });
      assert.match(r.fourth, /^PlumeError: play: layers\[0\]: this play's mesh particles \(up to 1 alive at once\) do not fit in kind 'small': it holds 3 \(its capacity\) and the plays alive now take 3; end some plays, or raise the capacity in defineParticle/);
      assert.deepEqual(r.afterRefusal, { instances: 3, particles: 103, recycled: 0, firstShown: true }, 'the refused play left nothing, recycled nothing');
      assert.equal(r.again, 'ok', 'room again once a play ended');
    }
  });

  it("a mesh layer's capacity caps its plays and the refusal says so; its volume asks for no depth texture", async () => {
    const r = await run('meshLayerCapacityAndVolume', 'webgl1');
    assert.match(r.third, /^PlumeError: play: layers\[0\]: this play's mesh particles \(up to 1 alive at once\) do not fit in kind '[^']+': it holds 2 \(its capacity\) and the plays alive now take 2; end some plays, or raise the layer's capacity/);
    assert.deepEqual(r.warnings, [], 'no soft-particle warning for a mesh layer\'s volume');
  });

  it('kinds an effect defined go with it (1,100 effects of distinct meshes made and destroyed); undefineParticle frees a kind nothing draws', async () => {
    const r = await run('kindsFreedWithEffects', 'webgl1');
    assert.equal(r.churn, 'ok', 'every effect made (the 1,024th failed: "too many particle kinds")');
    assert.equal(r.drawn, 1, 'and the next one draws');
    assert.match(r.calls.live, /^PlumeError: undefineParticle\('mine'\): kind \d+ \('mine'\) has 1 live instances: kill them or let them die first/);
    assert.match(r.calls.drawn, /^PlumeError: undefineParticle\('mine'\): createEffect 'user' layers\[0\] draws it; destroy the effect first/);
    assert.equal(r.calls.free, 'ok');
    assert.match(r.calls.again, /^PlumeError: undefineParticle: no particle kind 'mine' is defined/);
    assert.equal(r.calls.redefine, 'ok', 'the name is free again');
    assert.equal(r.calls.stale, false, 'an instance of the undefined kind stays dead');
  });

  it('an atlas means the same on every sim: once over the life without fps, at its fps with one, from frame 0', async () => {
    const r = await run('atlasOnEverySim', 'webgl1');
    for (const key of ['gpu', 'cpu', 'mesh', 'gpu fps', 'cpu fps', 'mesh fps']) {
      assert.equal(r[key], 'red green blue white', `${key}: ${r[key]}`);
    }
  });

  it('a Plume destroyed while mesh layers play leaves nothing of them in the shared heap', async () => {
    const grew = await run('meshPlaysFreedWithThePlume', 'webgl1');
    assert.deepEqual(grew, [0, 0, 0, 0], `bytes left in the heap after each Plume went: ${grew}`);
  });

  it('a stopped mesh play moved to another renderOrder shows no particle born after its stop', async () => {
    const r = await run('stoppedMeshMovesOrder', 'webgl1');
    assert.ok(r.before > 5, `particles born before the stop still show (${r.before})`);
    assert.equal(r.after, r.before);
  });

  it('a mesh layer counts the births its rate means (0.1/s for 10 s: one), as the core does', async () => {
    assert.deepEqual(await run('meshBirthsCounted', 'webgl1'), [1, 1, 1, 1]);
  });

  it('one seed scheme: a mesh or cpu layer played with a seed, or given none, shows its particles where a C game\'s play does', async () => {
    const { js, c } = await run('sameSeedAsC', 'webgl1');
    const rows = c.split('\n').filter((line) => /^[suc]\d/.test(line)).map((line) => line.split(' '));
    assert.deepEqual(rows.map((row) => row[0]), ['s1', 's2', 's3', 's4', 's5', 's6', 'u0', 'u1', 'u2', 'c1', 'c2', 'c3'],
      'tests/shared/same_seed.txt (written by tests/native/test_same_seed.c): six seeded mesh plays, three given none, three cpu');
    rows.forEach(([label, ...centre], i) => {
      for (let a = 0; a < 3; a++) {
        assert.ok(Math.abs(js[i][a] - Number(centre[a])) < 1e-4, `${label}, axis ${a}: JavaScript ${js[i][a]}, C ${centre[a]}`);
      }
    });
  });

  it("a layer's seed 0 is accepted on every sim and fixes its particles whatever the play's seed", async () => {
    const r = await run('layerSeedZero', 'webgl1');
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      assert.equal(typeof r[sim].fixed, 'number', `${sim}: ${r[sim].fixed}`);
      assert.ok(r[sim].fixed <= 2, `${sim}: seed 0 draws the same particles for play seeds 1 and 2 (${r[sim].fixed} pixels differ)`);
      assert.ok(r[sim].free > 20, `${sim}: without a layer seed the play's seed changes them (${r[sim].free} pixels differ)`);
    }
  });

  it('rate 0 with burst N gives exactly N particles on every sim', async () => {
    assert.deepEqual(await run('exactBursts', 'webgl1'), { gpu: 5, cpu: 5, mesh: 5 });
  });

  it('every sim takes the same default life: alive at 1,400 ms, gone at 1,600', async () => {
    const r = await run('sameDefaults', 'webgl1');
    assert.deepEqual(r.at1400, { gpu: 5, cpu: 5, mesh: 5 });
    assert.deepEqual(r.at1600, { gpu: 0, cpu: 0, mesh: 0 });
    assert.equal(r.alive, false);
  });

  it('stop() keeps every live particle until its life ends (cpu layers too), then the instance ends; kill() removes all', async () => {
    const r = await run('stopAndKill', 'webgl1');
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      assert.ok(r.before[sim] >= 9, `${sim}: a flow before stop (${r.before[sim]})`);
      assert.ok(r.afterStop[sim] >= r.before[sim] - 2, `${sim}: ${r.before[sim]} live before stop, ${r.afterStop[sim]} a step after`);
      assert.ok(r.beforeKill[sim] > 0, sim);
    }
    assert.deepEqual(r.ended, { alive: false, bySim: { gpu: 0, cpu: 0, mesh: 0 } });
    assert.deepEqual(r.afterKill, { gpu: 0, cpu: 0, mesh: 0 });
    assert.equal(r.instances, 0);
  });

  it("a gpu layer's end leaves a looping cpu layer of the same play playing (their parts' ids may be equal)", async () => {
    const r = await run('gpuEndLeavesCpuLayer', 'webgl1');
    assert.deepEqual({ alive: r.alive, ended: r.ended, gpu: r.particles.gpu }, { alive: true, ended: 0, gpu: 0 });
    assert.ok(r.particles.cpu > 0, `cpu particles: ${r.particles.cpu}`);
  });

  it('a thousand plays of a burst in one frame are a thousand instances, and all end', async () => {
    const { during, after: done, ended } = await run('manyInstances', 'webgl1', 1000);
    assert.equal(during.instances, 1000);
    assert.equal(during.emitters, 1000);
    assert.equal(during.particlesBySim.gpu, 56000);
    assert.equal(ended, 1000);
    assert.equal(done.instances, 0);
    assert.equal(done.emitters, 0);
  });
});

describe('one vocabulary for every sim', () => {
  it('refuses a field a sim cannot honour by name, with the sim that can; bad values name the layer', async () => {
    const r = await run('refusals', 'webgl1');
    assert.equal(r.wind, "PlumeError: createEffect: layers[1].wind: a 'gpu' layer cannot change wind at run time; use sim: 'cpu'");
    assert.match(r.sort, /^PlumeError: createEffect: layers\[0\]: sort must be true or false, got 'yes'$/);
    assert.match(r.noise, /^PlumeError: createEffect: layers\[0\]\.noise: a 'mesh' layer has no turbulence \(noise\); use sim: 'gpu' or 'cpu'$/);
    assert.match(r.meshOnGpu, /^PlumeError: createEffect: layers\[0\]\.mesh: a 'gpu' layer draws no meshes; use sim: 'mesh'$/);
    assert.match(r.spark, /^PlumeError: createEffect: layers\[0\]\.render: a 'gpu' layer cannot draw 'spark'; use sim: 'cpu'$/);
    assert.match(r.sim, /^PlumeError: createEffect: layers\[0\]\.sim: must be one of 'gpu', 'cpu', 'mesh', got 'fast'$/);
    assert.match(r.unknown, /^PlumeError: createEffect: layers\[0\]\.colour: unknown field/);
    assert.match(r.rate, /^PlumeError: createEffect: layers\[0\]\.rate: must be a finite number >= 0, got -1$/);
    assert.match(r.cpuValue, /^PlumeError: createEffect: layers\[0\]: drag must be/);
    assert.match(r.noBurst, /^PlumeError: createEffect: layers\[0\]\.rate: rate 0 emits nothing without a burst/);
    assert.equal(r.noBurstCpu, 'PlumeError: createEffect: layers[1].rate: rate 0 emits nothing without a burst; give burst >= 1');
    assert.equal(r.noBurstMesh, 'PlumeError: createEffect: layers[0].rate: rate 0 emits nothing without a burst; give burst >= 1');
    const fields = ['size', 'life', 'rate', 'delay', 'duration', 'delay', 'life', 'size', 'duration', 'size'];
    r.notFinite.forEach((message, i) => {
      assert.match(message, new RegExp(`^PlumeError: createEffect: layers\\[0\\][.:] ?${fields[i]}\\b.*(NaN|Infinity)`), `#${i}: ${message}`);
    });
    assert.equal(r.longDelay, 'PlumeError: createEffect: layers[1].delay: must be at most 3600000 ms (an hour), got 4000000');
    assert.deepEqual(r.hugeDelays, ['1000000000000', '1e+39', '3600000.5'].map((n) =>
      `PlumeError: createEffect: layers[0].delay: must be at most 3600000 ms (an hour), got ${n}`));
    assert.equal(r.shortMeshCycle, "PlumeError: createEffect: layers[0].duration: a 'mesh' layer's cycle must be from 1 ms to 3600000 ms (an hour), got 0.5");
    assert.equal(r.longMeshCycle, "PlumeError: createEffect: layers[0].duration: a 'mesh' layer's cycle must be from 1 ms to 3600000 ms (an hour), got 4000000");
    assert.equal(r.noBurstChild, 'PlumeError: createEffect: layers[1].rate: rate 0 emits nothing without a burst; give burst >= 1');
    assert.match(r.destroyedTexture, /^PlumeError: createEffect: layers\[0\]\.texture: the texture was destroyed/);
    assert.match(r.foreignTexture, /^PlumeError: createEffect: layers\[0\]\.texture: must be a texture from this Plume's loadTexture\(\)/);
    assert.match(r.meshNeedsMesh, /^PlumeError: createEffect: layers\[0\]\.mesh: a 'mesh' layer needs mesh \(OBJ text\) or kind/);
    // found by the browser fuzzer: a mesh layer's cycle is spawned at once, so a burst of 1e9 hung the page
    assert.match(r.meshHugeBurst, /^PlumeError: createEffect: layers\[0\]: a 'mesh' layer's cycle has 1000000000 births .*; at most 65536$/);
    assert.match(r.fractionBurst, /^PlumeError: createEffect: layers\[0\]\.burst: must be a whole number of particles, got 1\.5$/);
    assert.match(r.destroyUsed, /^PlumeError: destroyTexture: effect 'user' \(layers\[0\]\) uses this texture; destroy the effect first$/);
    assert.match(r.playOption, /^PlumeError: play: unknown option 'speed'|^PlumeError: play: unknown option "speed"/);
    assert.match(r.timeScaleCpu, /^PlumeError: play: timeScale scales 'gpu' layers only/);
    assert.match(r.position, /^PlumeError: play: position must be \[x, y, z\]/);
    assert.equal(r.destroyAfter, 'ok', 'once the effect is destroyed, its texture can be');
  });

  for (const sim of ['gpu', 'mesh', 'cpu']) {
    it(`a '${sim}' layer sought to a time shows what playing to it showed; another seed shows other particles`, async () => {
      const r = await run('seekMatchesPlaying', 'webgl1', sim, 700);
      assert.ok(r.lit > 30, `${sim}: something is drawn (${r.lit})`);
      assert.ok(maxDifference(r.forward, r.back) <= (sim === 'gpu' ? 2 : 0), `${sim}: seek equals play (difference ${maxDifference(r.forward, r.back)})`);
      assert.ok(maxDifference(r.forward, r.otherSeed) > 50, `${sim}: the test can fail: another seed differs`);
    });
  }

  it("a seek's time is checked once, by the core: refused before effect.seek plays, the same words for an instance", async () => {
    const r = await run('seekCheckedByTheCore', 'webgl1');
    const bound = /^PlumeError: seek: ms must be a number of milliseconds from 0 to 300000 \(a cpu layer re-simulates from the start: at most 5 minutes\), got 400000$/;
    assert.match(r.effectSeek, bound);
    assert.equal(r.playedByRefusal, 0, 'the refused effect.seek played nothing');
    assert.match(r.instanceSeek, bound);
    assert.ok(Math.abs(r.timeAfter - 100) < 1e-6, `the refused instance seek moved nothing (time ${r.timeAfter})`);
    assert.match(r.notNumber, /^PlumeError: seek: ms must be a number of milliseconds, got "10"$/);
    assert.match(r.nan, /^PlumeError: seek: ms must be a number of milliseconds from 0 to 300000 .*got nan$/);
    assert.equal(r.far, 'ok', 'a gpu effect seeks past 5 minutes');
    assert.equal(r.gpuTime, 500000);
    assert.match(r.emptyNaN, /^PlumeError: seek: ms must be a number of milliseconds from 0 to 1e12, got NaN$/);
  });

  it('a seek after stop() shows the particles again; a seek under timeScale shows what playing showed', async () => {
    const r = await run('seekEdgeCases', 'webgl1');
    assert.ok(r.lit > 30);
    assert.ok(r.stoppedFewer, 'stopped: particles died and none was born');
    assert.equal(maxDifference(r.forward, r.afterStopSeek), 0, 'seek after stop');
    assert.ok(maxDifference(r.slowForward, r.slowBack) <= 2, `timeScale 0.5 (difference ${maxDifference(r.slowForward, r.slowBack)})`);
  });

  it('an effect of 12 layers plays every layer; an onEnd sees an instance that ended in the same step as ended', async () => {
    const r = await run('manyLayersAndSameStepEnds', 'webgl1');
    assert.equal(r.live, 2 * 12 * 3, 'every layer of both plays bursts');
    assert.ok(r.width > 10, `the layers stand at x = 0..11 (${r.width})`);
    assert.equal(r.aAlive, false);
    assert.equal(r.bAlive, false);
    assert.equal(r.seen.length, 1);
    assert.equal(r.seen[0].bAlive, false, "in a's onEnd, b (ended in the same step) is not alive");
    assert.match(String(r.seen[0].bTime), /^time: this instance ended/);
    assert.equal(r.instances, 0);
  });

  it("a gpu layer's own timeScale beside a cpu layer runs its clock faster; a mesh layer on a kind of another order draws that kind", async () => {
    const r = await run('ownTimeScaleAndKindOrder', 'webgl1');
    assert.ok(Math.abs(r.times.instance - 100) < 1e-6, `the instance's time is plume.step's (${r.times.instance})`);
    assert.ok(Math.abs(r.times.gpu - 200) < 1e-3, `the gpu layer's clock runs at its timeScale 2 (${r.times.gpu})`);
    assert.ok(Math.abs(r.times.cpu - 100) < 1e-3, `the cpu layer's follows plume.step (${r.times.cpu})`);
    assert.equal(r.kindShown, 1, "the play's particle is in kind 'k' itself");
    assert.match(r.copy, /^PlumeError: spawn: unknown particle kind 'k@0'/, 'no copy of the kind was made');
  });

  it('play({ loop: false }) ends looping layers; a limit reached mid-play ends that instance and is reported, step never throws', async () => {
    const r = await run('loopOffAndLimits', 'webgl1');
    assert.equal(r.onceAlive, false, 'one cycle, then the end');
    assert.equal(r.stepError, 'none');
    assert.equal(r.instanceAlive, false);
    assert.equal(r.reported.length, 1, 'reported once, not every frame');
    assert.match(r.reported[0], /Plume: an instance of effect 'late' ended early: layers\[0\]: out of memory for 262143 particles/);
  });

  it("a delayed 'cpu' layer reached within one step of 400,000 ms starts (found by the browser fuzzer)", async () => {
    const r = await run('lateCpuLayer', 'webgl1');
    assert.deepEqual(r.reported, []);
    assert.equal(r.alive, true);
    assert.ok(r.cpu > 10, `its flow is running (${r.cpu} particles)`);
  });

  it("a looping 'cpu' layer bursts every cycle and a seek shows those bursts; a delayed layer made by a long step costs one step", async () => {
    const r = await run('cpuLoopsAndLateSystems', 'webgl1');
    assert.equal(r.afterSteps, 30, 'bursts at 0, 200 and 400 ms');
    assert.equal(r.afterSeek, 40, 'sought to 650 ms: the bursts at 0, 200, 400 and 600 (10 before: only the first)');
    assert.ok(r.afterStop <= 40, `stopped: no burst after (${r.afterStop})`);
    assert.equal(r.systems, 10, 'every delayed layer made');
    assert.ok(r.longStepMs < 1500, `ten systems made within one step of 300,000 ms: ${r.longStepMs.toFixed(0)} ms (re-simulated: seconds)`);
  });

  for (const sim of ['gpu', 'mesh', 'cpu']) {
    it(`a '${sim}' layer with depthTest is hidden by nearer scene depth`, async () => {
      const r = await run('depthTested', 'webgl1', sim);
      assert.ok(r.open > 100, `${sim}: drawn over a far depth (${r.open})`);
      assert.equal(r.hidden, 0, `${sim}: hidden behind a near depth`);
    });
  }

  it("instance.setWind blows a 'cpu' layer aside, kept by a seek; refused for an effect without a 'cpu' layer", async () => {
    const r = await run('windAtRunTime', 'webgl1');
    assert.ok(Math.abs(r.calm) < 0.5, `no wind: centred (${r.calm})`);
    assert.ok(r.windy > 1.5, `wind [8, 0, 0]: blown to +x (${r.windy})`);
    assert.ok(r.sought > 1.5, `a seek keeps the wind (${r.sought})`);
    assert.match(r.refused, /^PlumeError: setWind: this effect has no 'cpu' layer/);
    assert.match(r.bad, /^PlumeError: setWind: wind must be \[x, y, z\]/);
  });

  it('mesh layers move by speed and gravity', async () => {
    const { early, late } = await run('movingMeshes', 'webgl1');
    const centre = (b) => b.min.map((v, i) => (v + b.max[i]) / 2);
    const [x0, y0] = centre(early), [x1, y1] = centre(late);
    assert.ok(x1 - x0 > 1.5, `moved along +x (${x0} -> ${x1})`);
    assert.ok(y1 < y0 - 0.5, `fell (${y0} -> ${y1})`);
  });

  it('effect files of version 2 name textures; toJSON gives a file that plays the same pixels', async () => {
    const r = await run('versionTwoRoundTrip', 'webgl1');
    assert.ok(r.lit > 30);
    assert.equal(maxDifference(r.a, r.b), 0);
    assert.equal(r.json.version, 2);
    assert.equal(r.json.layers[0].texture, 'green');
  });
});

describe("README's effects", () => {
  it('the snippet of "Effects: layers played as instances" runs as written', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = text.indexOf('## Effects: layers played as instances');
    const code = /```js\n([\s\S]*?)```/.exec(text.slice(start))?.[1];
    assert.ok(start >= 0 && code, 'README has the section and its js block');
    const r = await run('readmeSnippet', code.replace(/^const /gm, 'var '));
    assert.deepEqual(r.afterSnippet, { aAlive: false, bAlive: false, destroyed: true }, 'kill() and destroy() ended both');
    assert.deepEqual(r.logged, ['gone', 'b ended'], 'onEnd and finished');
    assert.equal(r.stats.instances, 0);
  });
});

describe('hostile descs', () => {
  it('throwing proxies, cycles and getters that destroy the Plume give PlumeErrors; a desc changed later changes nothing', async () => {
    const r = await run('hostileDescs', 'webgl1');
    assert.match(r.proxy, /^PlumeError: createEffect: the desc could not be read \(RangeError: proxy trap\)$/);
    assert.match(r.layerProxy, /^PlumeError: createEffect: the desc could not be read \(TypeError: keys trap\)$/);
    assert.match(r.cyclic, /^PlumeError: createEffect: layers\[0\]\.self: unknown field/);
    assert.equal(r.kept, '{"plume":"effect","version":2,"layers":[{"sim":"gpu","rate":5,"speed":[1,2]}]}');
    assert.equal(r.stillPlays, 'ok');
    assert.match(r.destroyedMidCall, /^PlumeError: createEffect: .*this Plume was destroyed/);
    assert.match(r.afterwards, /^PlumeError: createEffect: this Plume was destroyed/);
  });
});
