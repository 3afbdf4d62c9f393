// Scenes for tests/browser/runtime.test.mjs: the effect runtime (createEffect, play, instances) through
// the public API, with pixels read back.
import { attempt, drawFlat as draw, fillHeap, flat, image, setup, withPlume } from '/tests/browser/scenarios.js';
import { clear, identity } from '/tests/browser/page_helpers.js';
import { quadObj, solidTexturePng } from '/web/art.js';

const STEP = 1000 / 60;


/** One layer of each sim, each a burst of `n` still particles (rate 0) living 500 ms. */
export function burstLayers(n, extra = {}) {
  return [
    { sim: 'gpu', rate: 0, burst: n, life: 500, speed: [0, 0], size: [1], ...extra },
    { sim: 'cpu', rate: 0, burst: n, life: 500, speed: [0, 0], size: [1], ...extra },
    { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: n, life: 500, size: [1], ...extra },
  ];
}

/** Two plays of a three-sim burst effect: counts, stats, the end of each, onEnd and finished. */
export async function fireAndForget(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = plume.createEffect({ name: 'boom', layers: burstLayers(7) });
    const ended = [];
    const a = effect.play([-2, 0, 0], { onEnd: (instance) => ended.push(['a', instance === a]) });
    const b = effect.play([2, 0, 0], { onEnd: () => ended.push(['b']) });
    let finishedA = false;
    a.finished.then((instance) => { finishedA = instance === a; });
    plume.step(STEP);
    const playing = { stats: plume.stats, instances: effect.instances, alive: [a.alive, b.alive], lit: lit(draw(gl, plume)) };
    for (let t = 0; t < 600; t += STEP) plume.step(STEP);
    await Promise.resolve();
    const after = { stats: plume.stats, instances: effect.instances, alive: [a.alive, b.alive], lit: lit(draw(gl, plume)),
      ended, finishedA };
    const calls = {
      stop: attempt(() => a.stop()), kill: attempt(() => a.kill()), setTransform: attempt(() => a.setTransform([0, 0, 0])),
      seek: attempt(() => a.seek(0)), time: attempt(() => a.time), bounds: attempt(() => a.bounds),
    };
    return { playing, after, calls };
  });
}

function lit(picture) {
  let n = 0;
  for (let i = 0; i < picture.pixels.length; i += 4) if (picture.pixels[i] + picture.pixels[i + 1] + picture.pixels[i + 2] > 30) n++;
  return n;
}

/** kill() removes what an instance shows at once; stop() lets it finish; destroying the Plume ends the rest. */
export async function killStopDestroy(mode) {
  const { plume, gl } = await setup(mode, 64, { seed: 3 });
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 50, life: 400, loop: true, speed: [0, 0], size: [1] },
    { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 10, life: 400, loop: true, size: [1] },
    { sim: 'cpu', rate: 50, life: 400, loop: true, speed: [0, 0], size: [1] }] });
  const looping = effect.play([0, 0, 0]);
  const stopping = effect.play([3, 0, 0]);
  const orphan = effect.play([-3, 0, 0]);
  for (let t = 0; t < 300; t += STEP) plume.step(STEP);
  const before = lit(draw(gl, plume));
  looping.kill();
  const afterKill = { alive: looping.alive, lit: lit(draw(gl, plume)) };
  stopping.stop();
  plume.step(STEP);
  const stoppedAlive = stopping.alive;
  for (let t = 0; t < 600; t += STEP) plume.step(STEP);
  const afterStop = { alive: stopping.alive, instances: effect.instances, stats: plume.stats };
  let orphanFinished = false;
  orphan.finished.then(() => { orphanFinished = true; });
  plume.destroy();
  await Promise.resolve();
  return { before, afterKill, stoppedAlive, afterStop, orphan: { alive: orphan.alive, finished: orphanFinished },
    afterDestroy: attempt(() => effect.play()) };
}

/** The vocabulary: refused fields name the sim that can; bad values name their layer. */
export async function refusals(mode) {
  return withPlume(mode, async ({ plume }) => {
    const texture = await plume.loadTexture(await solidTexturePng({ size: 4, color: '#ffffff' }));
    const gone = await plume.loadTexture(await solidTexturePng({ size: 4, color: '#ffffff' }));
    plume.destroyTexture(gone);
    const make = (desc) => attempt(() => plume.createEffect(desc));
    const used = plume.createEffect({ name: 'user', layers: [{ sim: 'cpu', texture }] });
    const results = {
      wind: make({ layers: [{ sim: 'cpu' }, { sim: 'gpu', wind: [1, 0, 0] }] }),
      sort: make({ layers: [{ sim: 'gpu', sort: 'yes' }] }), // sort is every sim's; its value is checked
      noise: make({ layers: [{ sim: 'mesh', mesh: quadObj(), noise: { strength: 1 } }] }),
      meshOnGpu: make({ layers: [{ sim: 'gpu', mesh: quadObj() }] }),
      spark: make({ layers: [{ sim: 'gpu', render: 'spark' }] }),
      sim: make({ layers: [{ sim: 'fast' }] }),
      unknown: make({ layers: [{ colour: 1 }] }),
      rate: make({ layers: [{ sim: 'gpu', rate: -1 }] }),
      cpuValue: make({ layers: [{ sim: 'cpu', drag: 'lots' }] }),
      noBurst: make({ layers: [{ rate: 0 }] }),
      // the core's one check of it, for every sim (JavaScript checked it too until issue 29's validation once)
      noBurstCpu: make({ layers: [{ sim: 'gpu' }, { sim: 'cpu', rate: 0 }] }),
      noBurstMesh: make({ layers: [{ sim: 'mesh', mesh: quadObj(), rate: 0, burst: 0 }] }),
      noBurstChild: make({ layers: [{ sim: 'cpu', name: 'a' }, { sim: 'cpu', parent: 'a', on: 'death', burst: 0 }] }),
      // NaN and infinities are refused by name on every sim (the layer's copy turned them into null, as JSON does, and
      // null then read as "not given": NaN sizes, lives, rates, delays and cycles played as the defaults; found by a
      // new user)
      notFinite: [
        { sim: 'mesh', mesh: quadObj(), rate: 0, burst: 1, size: NaN }, { sim: 'mesh', mesh: quadObj(), life: Infinity },
        { sim: 'mesh', mesh: quadObj(), rate: NaN }, { sim: 'mesh', mesh: quadObj(), delay: NaN },
        { sim: 'mesh', mesh: quadObj(), duration: NaN }, { sim: 'gpu', delay: NaN }, { sim: 'cpu', life: NaN },
        { sim: 'cpu', size: -Infinity }, { sim: 'cpu', duration: NaN }, { sim: 'gpu', size: [1, NaN] },
      ].map((layer) => make({ layers: [layer] })),
      longDelay: make({ layers: [{ sim: 'gpu' }, { sim: 'cpu', delay: 4e6 }] }), // the core's words, said by both
      // numbers a float32 copy would change (1e12 reaches the core as 999999995904, 1e39 as infinity): said as given
      hugeDelays: [1e12, 1e39, 3600000.5].map((delay) => make({ layers: [{ sim: 'gpu', delay }] })),
      shortMeshCycle: make({ layers: [{ sim: 'mesh', mesh: quadObj(), duration: 0.5 }] }),
      longMeshCycle: make({ layers: [{ sim: 'mesh', mesh: quadObj(), rate: 0, burst: 1, duration: 4e6 }] }),
      destroyedTexture: make({ layers: [{ sim: 'gpu', texture: gone }] }),
      foreignTexture: make({ layers: [{ sim: 'gpu', texture: { id: 1 } }] }),
      meshNeedsMesh: make({ layers: [{ sim: 'mesh' }] }),
      meshHugeBurst: make({ layers: [{ sim: 'mesh', mesh: quadObj(), rate: 0, burst: 1e9 }] }),
      fractionBurst: make({ layers: [{ sim: 'gpu', burst: 1.5 }] }),
      destroyUsed: attempt(() => plume.destroyTexture(texture)),
      playOption: attempt(() => used.play([0, 0, 0], { speed: 2 })),
      timeScaleCpu: attempt(() => used.play([0, 0, 0], { timeScale: 2 })),
      position: attempt(() => used.play([0, 0])),
    };
    used.destroy();
    results.destroyAfter = attempt(() => plume.destroyTexture(texture));
    return results;
  });
}

/** Exactly N particles from rate 0 + burst N, on every sim; the same defaults on every sim. */
export async function exactBursts(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: burstLayers(5) });
    effect.play([0, 0, 0]);
    plume.step(STEP);
    return plume.stats.particlesBySim;
  });
}

/** An instance of each sim stepped at 60 Hz to `t`, and another sought straight to `t`: the pictures. */
export async function seekMatchesPlaying(mode, sim, t) {
  return withPlume(mode, async ({ gl, plume }) => {
    const layer = { sim, rate: 30, life: 900, loop: true, speed: [0.5, 2], direction: [1, 1, 0], gravity: [0, -1, 0],
      shape: { type: 'sphere', radius: 1 }, size: [0.6, 1.2] };
    if (sim === 'mesh') layer.mesh = quadObj(0, 0, 1);
    const effect = plume.createEffect({ seed: 11, layers: [layer] });
    const played = effect.play([0, 0, 0], { seed: 4 });
    for (let i = 0; i < Math.round(t / STEP); i++) plume.step(STEP);
    const forward = draw(gl, plume);
    const at = played.time; // 41.99... steps of 1000/60 ms: seek to exactly that
    played.kill();
    const sought = effect.play([0, 0, 0], { seed: 4 });
    sought.seek(at);
    const back = draw(gl, plume);
    const other = effect.play([0, 0, 0], { seed: 5 });
    sought.kill();
    other.seek(at);
    const otherSeed = draw(gl, plume);
    return { forward, back, otherSeed, lit: lit(forward) };
  });
}

/** Many short plays at random places in one frame: every one is an instance, all end, nothing is left. */
export async function manyInstances(mode, plays) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 56, life: 300, size: [0.1] }] });
    let ended = 0;
    for (let i = 0; i < plays; i++) effect.play([Math.sin(i) * 4, Math.cos(i) * 4, 0], { onEnd: () => { ended++; } });
    plume.step(STEP);
    const during = { ...plume.stats, instances: effect.instances };
    for (let t = 0; t < 400; t += STEP) plume.step(STEP);
    return { during, after: plume.stats, ended };
  });
}

/** A version-2 file: textures by name; toJSON gives a file that loads and plays the same pixels. */
export async function versionTwoRoundTrip(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const png = await solidTexturePng({ size: 4, color: '#40ff40' });
    const url = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    const file = { plume: 'effect', version: 2, name: 'v2', seed: 3, textures: { green: url },
      layers: [{ sim: 'gpu', texture: 'green', rate: 40, life: 800, loop: true, size: [1] },
        { sim: 'mesh', texture: 'green', mesh: quadObj(0, 0, 1), rate: 5, life: 800, loop: true, size: [1] }] };
    const first = await plume.loadEffect(file);
    first.play([0, 0, 0], { seed: 1 }).seek(500);
    const a = draw(gl, plume);
    first.destroy();
    const second = await plume.loadEffect(first.toJSON());
    second.play([0, 0, 0], { seed: 1 }).seek(500);
    const b = draw(gl, plume);
    return { a, b, lit: lit(a), json: first.toJSON() };
  });
}

/** A layer of `sim` with depthTest: nothing drawn where the scene's depth is nearer (depth cleared to 0). */
export async function depthTested(mode, sim) {
  return withPlume(mode, async ({ gl, plume }) => {
    const layer = { sim, rate: 0, burst: 1, life: 100000, speed: [0, 0], size: [4], depthTest: true };
    if (sim === 'mesh') Object.assign(layer, { mesh: quadObj(0, 0, 1) });
    plume.createEffect({ layers: [layer] }).play([0, 0, 0]);
    plume.step(STEP);
    const open = lit(draw(gl, plume));
    gl.clearColor(0, 0, 0, 1);
    gl.clearDepth(0); // the scene is nearer than everything
    gl.depthMask(true); // Plume's own context keeps Plume's state: depth writes off since its last render
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    plume.render(identity(), flat());
    const hidden = lit(image(gl));
    gl.clearDepth(1);
    return { open, hidden };
  });
}

/** A mesh layer with speed and gravity moves its particles: the instance's box moves over time. */
export async function movingMeshes(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 0.2), rate: 0, burst: 10, life: 2000,
      speed: [2, 2], direction: [1, 0, 0], shape: { type: 'point', angle: 0 }, gravity: [0, -2, 0], size: [1] }] });
    const instance = effect.play([0, 0, 0]);
    plume.step(STEP);
    const early = instance.bounds;
    for (let t = 0; t < 1000; t += STEP) plume.step(STEP);
    return { early, late: instance.bounds };
  });
}

/** README's "Effects" snippet, run as written with its free names bound: it must work, and its instances end. */
export async function readmeSnippet(code) {
  return withPlume('webgl1', async ({ plume }) => {
    const glow = await plume.loadTexture(await solidTexturePng({ size: 4, color: '#ffffff' }));
    const QUAD = quadObj(0, 0, 1);
    const ship = { matrixWorld: { elements: identity() } };
    const [x, y, z, x2, y2, z2] = [0, 1, 0, 2, 1, 0];
    const deltaMs = 16, view = identity(), projection = flat();
    const logged = [];
    const console = { log: (text) => logged.push(text) };
    const run = new Function('plume', 'glow', 'QUAD', 'ship', 'x', 'y', 'z', 'x2', 'y2', 'z2', 'deltaMs', 'view', 'projection',
      'console', `${code}\nreturn { boom, a, b };`);
    const { boom, a, b } = run(plume, glow, QUAD, ship, x, y, z, x2, y2, z2, deltaMs, view, projection, console);
    const afterSnippet = { aAlive: a.alive, bAlive: b.alive, destroyed: boom.destroyed };
    await Promise.resolve();
    return { afterSnippet, logged, stats: plume.stats };
  });
}

/** Hostile descs: proxies that throw, getters that destroy the Plume, cycles, a desc changed after use. */
export async function hostileDescs(mode) {
  const results = {};
  await withPlume(mode, async ({ plume }) => {
    const make = (desc) => attempt(() => plume.createEffect(desc));
    results.proxy = make(new Proxy({}, { get() { throw new RangeError('proxy trap'); } }));
    results.layerProxy = make({ layers: [new Proxy({ sim: 'gpu' }, { ownKeys() { throw new TypeError('keys trap'); } })] });
    const cyclic = { sim: 'gpu', rate: 5 };
    cyclic.self = cyclic;
    results.cyclic = make({ layers: [cyclic] });
    const deep = { sim: 'gpu', rate: 5, speed: [1, 2] };
    const desc = { layers: [deep] };
    const effect = plume.createEffect(desc);
    deep.speed[1] = 'changed'; // the effect keeps what it was given
    desc.layers.push({ sim: 'bad' });
    results.kept = JSON.stringify(effect.toJSON());
    results.stillPlays = attempt(() => effect.play([0, 0, 0]));
  });
  const { plume } = await setup(mode, 64, { seed: 3 });
  results.destroyedMidCall = attempt(() => plume.createEffect({ layers: [{ get sim() { plume.destroy(); return 'gpu'; } }] }));
  results.afterwards = attempt(() => plume.createEffect({ layers: [] }));
  return results;
}

/** One looping instance of every sim: stop() keeps every live particle (they finish their life), kill() removes all. */
export async function stopAndKill(mode) {
  return withPlume(mode, async ({ plume }) => {
    const layers = [{ sim: 'gpu', rate: 50, life: 1000, loop: true }, { sim: 'cpu', rate: 50, life: 1000, loop: true },
      { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 10, life: 1000, loop: true }];
    const effect = plume.createEffect({ layers });
    const stopping = effect.play([0, 0, 0]);
    for (let t = 0; t < 900; t += STEP) plume.step(STEP);
    const before = plume.stats.particlesBySim;
    stopping.stop();
    plume.step(STEP);
    const afterStop = plume.stats.particlesBySim;
    for (let t = 0; t < 1100; t += STEP) plume.step(STEP);
    const ended = { alive: stopping.alive, bySim: plume.stats.particlesBySim };
    const killed = effect.play([0, 0, 0]);
    for (let t = 0; t < 500; t += STEP) plume.step(STEP);
    const beforeKill = plume.stats.particlesBySim;
    killed.kill();
    return { before, afterStop, ended, beforeKill, afterKill: plume.stats.particlesBySim, instances: plume.stats.instances };
  });
}

/** A layer giving only sim, rate 0 and burst: every sim's particles live the shared default life (1500 ms). */
export async function sameDefaults(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 5 }, { sim: 'cpu', rate: 0, burst: 5 },
      { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 5 }] });
    const instance = effect.play([0, 0, 0]);
    const at = (ms) => { while (instance.alive && instance.time < ms - 1e-6) plume.step(Math.min(STEP, ms - instance.time)); return plume.stats.particlesBySim; };
    return { at1400: at(1400), at1600: at(1600), alive: instance.alive };
  });
}

/** Seeks that must show what playing showed: after stop() (emitters emit again), and under timeScale. */
export async function seekEdgeCases(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = plume.createEffect({ seed: 2, layers: [{ sim: 'gpu', rate: 40, life: 800, loop: true, size: [0.5], speed: [1, 3] }] });
    const a = effect.play([0, 0, 0], { seed: 3 });
    for (let i = 0; i < 30; i++) plume.step(STEP);
    const forward = draw(gl, plume);
    const at = a.time;
    const before = plume.stats.particlesBySim.gpu;
    a.stop();
    for (let i = 0; i < 30; i++) plume.step(STEP); // most die, none is born
    const stoppedFewer = plume.stats.particlesBySim.gpu < before;
    a.seek(at); // the stopped instance is still alive: the seek shows it emitting again
    const afterStopSeek = draw(gl, plume);
    a.kill();
    const slow = effect.play([0, 0, 0], { seed: 3, timeScale: 0.5 });
    for (let i = 0; i < 60; i++) plume.step(STEP);
    const slowForward = draw(gl, plume);
    const slowAt = slow.time;
    slow.kill();
    const slowSought = effect.play([0, 0, 0], { seed: 3, timeScale: 0.5 });
    slowSought.seek(slowAt);
    const slowBack = draw(gl, plume);
    return { forward, afterStopSeek, stoppedFewer, slowForward, slowBack, lit: lit(forward) };
  });
}

/** play(position, { loop: false }) ends an effect whose layers loop; a limit reached mid-play ends that
 *  instance and is reported, without plume.step throwing. */
export async function loopOffAndLimits(mode) {
  return withPlume(mode, async ({ plume }) => {
    const looping = plume.createEffect({ layers: [{ sim: 'cpu', rate: 30, life: 200, duration: 300, loop: true },
      { sim: 'gpu', rate: 30, life: 200, duration: 300, loop: true }] });
    const once = looping.play([0, 0, 0], { loop: false });
    for (let t = 0; t < 800; t += STEP) plume.step(STEP);
    const onceAlive = once.alive;
    const reported = [];
    const listener = (event) => { reported.push(event.message); event.preventDefault(); };
    window.addEventListener('error', listener);
    const delayed = plume.createEffect({ name: 'late', layers: [{ sim: 'cpu', rate: 5, delay: 100, capacity: 262143 },
      { sim: 'cpu', rate: 5, delay: 100, capacity: 262143 }] });
    const instance = delayed.play([0, 0, 0]); // its layers start (and make their systems) at 100 ms
    const hogs = fillHeap(plume); // memory is the limit a game can reach: full before the layers start
    let stepError = 'none';
    try { for (let t = 0; t < 300; t += STEP) plume.step(STEP); } catch (error) { stepError = error.message; }
    window.removeEventListener('error', listener);
    for (const hog of hogs) hog.remove();
    return { onceAlive, stepError, instanceAlive: instance.alive, reported, instances: plume.stats.instances };
  });
}

/** instance.setWind blows a 'cpu' layer's particles aside; it is refused for an effect without one. */
export async function windAtRunTime(mode) {
  return withPlume(mode, async ({ plume }) => {
    const smoke = plume.createEffect({ layers: [{ sim: 'cpu', rate: 60, life: 1500, loop: true, speed: [0, 0] }] });
    const calm = smoke.play([0, 0, 0], { seed: 1 });
    const windy = smoke.play([0, 0, 0], { seed: 1 });
    windy.setWind([8, 0, 0]);
    for (let t = 0; t < 1000; t += STEP) plume.step(STEP);
    const centre = (b) => (b.min[0] + b.max[0]) / 2;
    const sought = smoke.play([0, 0, 0], { seed: 1 });
    sought.setWind([8, 0, 0]);
    sought.seek(1000); // the wind is kept by the re-simulation
    const sparks = plume.createEffect({ layers: [{ sim: 'gpu' }] }).play([0, 0, 0]);
    return { calm: centre(calm.bounds), windy: centre(windy.bounds), sought: centre(sought.bounds),
      refused: attempt(() => sparks.setWind([1, 0, 0])), bad: attempt(() => windy.setWind([1, 0])) };
  });
}

/** A delayed 'cpu' layer whose delay passes within one step longer than 5 minutes starts, nothing reported. */
export async function lateCpuLayer(mode) {
  return withPlume(mode, async ({ plume }) => {
    const reported = [];
    const listener = (event) => { reported.push(event.message); event.preventDefault(); };
    window.addEventListener('error', listener);
    const effect = plume.createEffect({ name: 'late', layers: [{ sim: 'cpu', rate: 20, delay: 100, loop: true }] });
    const instance = effect.play([0, 0, 0]);
    plume.step(400000);
    window.removeEventListener('error', listener);
    return { alive: instance.alive, reported, cpu: plume.stats.particlesBySim.cpu };
  });
}

/** 100 plays of a one-particle mesh layer (issue 29: every play of an inline mesh layer shared one kind pool sized
 *  for one play, so 84 were recycled without a word); then a layer drawing a game's kind of capacity 3 played 4 times. */
export async function everyMeshPlayDrawn(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 5000 }] });
    const plays = [];
    for (let i = 0; i < 100; i++) plays.push(effect.play([i % 10 - 5, Math.floor(i / 10) - 5, 0]));
    plume.step(STEP);
    draw(gl, plume);
    const inline = { particles: plume.stats.particlesBySim.mesh, recycled: plume.stats.recycled, draws: plume.stats.drawCalls,
      alive: plays.filter((p) => p.alive).length, shown: plays.filter((p) => p.bounds.min[0] <= p.bounds.max[0]).length };
    plume.defineParticle('small', { mesh: quadObj(0, 0, 1), capacity: 3, maxAge: 5000 });
    const named = plume.createEffect({ layers: [{ sim: 'mesh', kind: 'small', rate: 0, burst: 1 }] });
    const first = [named.play([0, 0, 0]), named.play([1, 0, 0]), named.play([2, 0, 0])];
    const before = { instances: named.instances, particles: plume.stats.particlesBySim.mesh };
    const fourth = attempt(() => named.play([3, 0, 0]));
    plume.step(STEP);
    const afterRefusal = { instances: named.instances, particles: plume.stats.particlesBySim.mesh,
      recycled: plume.stats.recycled, firstShown: first.every((p) => p.bounds.min[0] <= p.bounds.max[0]) };
    first[0].kill();
    const again = attempt(() => named.play([3, 0, 0]));
    return { inline, before, fourth, afterRefusal, again: again === 'ok' ? 'ok' : again };
  });
}

/** test_same_seed.c's mesh layer played through createEffect with seeds 1..6, then three plays given no seed of
 *  an effect of seed 5: the centre of each play's one particle at 250 ms (15 steps), to compare with what the C
 *  game's plays showed (tests/shared/same_seed.txt). */
export async function sameSeedAsC(mode) {
  return withPlume(mode, async ({ plume }) => {
    const desc = { seed: 5, layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 1000,
      speed: [1, 2], shape: { type: 'sphere', radius: 1 }, gravity: [0, -1, 0], rotation: [0, 90], size: 1 }] };
    const effect = plume.createEffect(desc);
    const plays = [1, 2, 3, 4, 5, 6].map((seed) => effect.play([0, 0, 0], { seed }));
    const unseeded = plume.createEffect(desc); // its plays given no seed: the effect's seed, then one drawn from it each
    plays.push(...[0, 1, 2].map(() => unseeded.play([0, 0, 0])));
    const cpu = plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1000, speed: [1, 2],
      shape: { type: 'sphere', radius: 1 }, gravity: [0, -1, 0], size: 1 }] });
    plays.push(...[1, 2, 3].map((seed) => cpu.play([0, 0, 0], { seed })));
    for (let i = 0; i < 15; i++) plume.step(STEP);
    const text = await (await fetch('/tests/shared/same_seed.txt')).text();
    return { js: plays.map((p) => p.bounds.min.map((v, a) => (v + p.bounds.max[a]) / 2)), c: text };
  });
}

/** A layer's seed 0 on every sim (it was refused on 'cpu' layers only): accepted, and it fixes the layer's particles
 *  whatever the play's seed; the same layer without a seed, played with two seeds, is the control. Pixels that differ
 *  by more than 40 between the two plays of each. */
export async function layerSeedZero(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const out = {};
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      out[sim] = {};
      for (const fixed of [true, false]) {
        const layer = { sim, rate: 0, burst: 6, life: 2000, speed: [1, 3], shape: { type: 'sphere', radius: 1 }, size: [0.3] };
        if (fixed) layer.seed = 0;
        if (sim === 'mesh') Object.assign(layer, { mesh: quadObj(0, 0, 1), size: 0.3 });
        let effect;
        const made = attempt(() => { effect = plume.createEffect({ layers: [layer] }); });
        if (made !== 'ok') { out[sim][fixed ? 'fixed' : 'free'] = made; continue; }
        const pictures = [];
        for (const seed of [1, 2]) {
          const played = effect.play([0, 0, 0], { seed });
          for (let i = 0; i < 20; i++) plume.step(STEP);
          pictures.push(draw(gl, plume).pixels);
          played.kill();
        }
        let differ = 0;
        for (let i = 0; i < pictures[0].length; i += 4) {
          if (Math.max(...[0, 1, 2].map((c) => Math.abs(pictures[0][i + c] - pictures[1][i + c]))) > 40) differ++;
        }
        out[sim][fixed ? 'fixed' : 'free'] = differ;
      }
    }
    return out;
  });
}

/** A mesh layer's own capacity caps its plays (the refusal says to raise it), and its volume asks for no depth
 *  texture (a mesh has its own depth: render warned that soft particles would draw hard). */
export async function meshLayerCapacityAndVolume(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const capped = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 5000, capacity: 2 }] });
    capped.play([0, 0, 0]);
    capped.play([1, 0, 0]);
    const third = attempt(() => capped.play([2, 0, 0]));
    const warnings = [];
    const warn = console.warn;
    console.warn = (message) => warnings.push(String(message));
    try {
      plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, volume: true }] }).play([0, 0, 0]);
      plume.step(STEP);
      draw(gl, plume);
    } finally {
      console.warn = warn;
    }
    return { third, warnings };
  });
}

/** Kinds an effect defined go with it (issue 29: never freed, so the 1,024th distinct inline mesh failed), its
 *  renderOrder copies too; undefineParticle frees a game's kind once nothing draws it. */
export async function kindsFreedWithEffects(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    let churn = 'ok';
    for (let i = 0; i < 1100 && churn === 'ok'; i++) {
      churn = attempt(() => {
        const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1 + i / 1000), rate: 0, burst: 1, life: 50 }] });
        effect.play([0, 0, 0], { renderOrder: i % 3 });
        plume.step(STEP);
        effect.destroy();
      });
      if (churn !== 'ok') churn = `effect ${i}: ${churn}`;
    }
    const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 5000 }] });
    effect.play([0, 0, 0]);
    plume.step(STEP);
    const drawn = plume.stats.particlesBySim.mesh;
    draw(gl, plume);
    plume.defineParticle('mine', { mesh: quadObj(0, 0, 1), maxAge: 5000 });
    const id = plume.spawn('mine', [0, 0, 0]);
    const calls = { live: attempt(() => plume.undefineParticle('mine')) };
    plume.kill(id);
    const user = plume.createEffect({ name: 'user', layers: [{ sim: 'mesh', kind: 'mine', rate: 0, burst: 1 }] });
    calls.drawn = attempt(() => plume.undefineParticle('mine'));
    user.destroy();
    calls.free = attempt(() => plume.undefineParticle('mine'));
    calls.again = attempt(() => plume.undefineParticle('mine'));
    calls.redefine = attempt(() => plume.defineParticle('mine', { mesh: quadObj(0, 0, 2) }));
    calls.stale = plume.isAlive(id);
    return { churn, drawn, calls };
  });
}

/** One atlas, one meaning (issue 29): a 2 x 2 sheet (red, green / blue, white) on one still particle of each sim,
 *  no fps (once over the life) and at 4 frames a second: the colour at its centre when each frame shows whole. */
export async function atlasOnEverySim(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const canvas = new OffscreenCanvas(64, 64);
    const g = canvas.getContext('2d');
    [['#ff0000', 0, 0], ['#00ff00', 32, 0], ['#0000ff', 0, 32], ['#ffffff', 32, 32]].forEach(([color, x, y]) => {
      g.fillStyle = color;
      g.fillRect(x, y, 32, 32);
    });
    const texture = await plume.loadTexture(await canvas.convertToBlob({ type: 'image/png' }));
    const out = {};
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      for (const atlas of [{ cols: 2, rows: 2 }, { cols: 2, rows: 2, fps: 4 }]) {
        const layer = { sim, texture, rate: 0, burst: 1, life: 1000, speed: [0, 0], size: [3], color: '#ffffff', blend: 'alpha', atlas };
        if (sim === 'mesh') Object.assign(layer, { mesh: quadObj(0, 0, 1), size: 3 });
        const effect = plume.createEffect({ layers: [layer] });
        const played = effect.play([0, 0, 0]);
        const colours = [];
        // frames blend into the next (issue 31): each is whole at the middle of its quarter of the life, at fps at its start
        for (const t of atlas.fps ? [10, 250, 500, 750] : [125, 375, 625, 875]) {
          while (played.time < t) plume.step(Math.min(STEP, t - played.time));
          const { width, pixels } = draw(gl, plume);
          const i = ((width / 2) * width + width / 2) * 4;
          const [r, gg, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
          colours.push(r > 200 && gg > 200 && b > 200 ? 'white' : r > 200 ? 'red' : gg > 200 ? 'green' : b > 200 ? 'blue' : `?${r},${gg},${b}`);
        }
        out[`${sim}${atlas.fps ? ' fps' : ''}`] = colours.join(' ');
        effect.destroy();
      }
    }
    return out;
  });
}

/** A Plume destroyed while its mesh layers play (looping, emitting from a mesh) leaves nothing in the shared wasm heap:
 *  their parts and shape tables in the core go with it (they stayed, the runtime's frees being skipped by then). */
export async function meshPlaysFreedWithThePlume(mode) {
  const { plume: watcher } = await setup(mode, 16);
  try {
    const base = watcher.allocatedBytes;
    const grew = [];
    for (let round = 0; round < 4; round++) {
      const { plume } = await setup(mode, 16);
      const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 400, life: 2000, loop: true,
        shape: { type: 'mesh', mesh: { positions: [0, 0, 0, 1, 0, 0, 0, 1, 0] } } }] });
      for (let i = 0; i < 5; i++) effect.play([i, 0, 0]);
      for (let i = 0; i < 10; i++) plume.step(STEP);
      plume.destroy();
      grew.push(watcher.allocatedBytes - base);
    }
    return grew;
  } finally {
    watcher.destroy();
  }
}

/** A stopped looping mesh play moved to another renderOrder shows what it showed: no particle born after its stop. */
export async function stoppedMeshMovesOrder(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 40, life: 2000, loop: true }] });
    const played = effect.play([0, 0, 0]);
    for (let i = 0; i < 18; i++) plume.step(STEP);
    played.stop();
    for (let i = 0; i < 30; i++) plume.step(STEP);
    const before = plume.stats.particlesBySim.mesh;
    played.renderOrder = 3;
    plume.step(STEP);
    return { before, after: plume.stats.particlesBySim.mesh };
  });
}

/** A mesh layer's flow counts its births as the rate means them: 0.1 a second for 10 s is one, 3 a second for a
 *  third of a second one (float rounding made them two in the core). Shown after the cycle (life 20 s, no loop). */
export async function meshBirthsCounted(mode) {
  return withPlume(mode, async ({ plume }) => {
    const out = [];
    for (const [rate, duration] of [[0.1, 10000], [3, 1000 / 3], [7, 1000 / 7], [30, 100 / 3]]) {
      const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate, duration, life: 20000 }] });
      const played = effect.play([0, 0, 0]);
      played.seek(duration + 1);
      plume.step(0);
      out.push(plume.stats.particlesBySim.mesh);
      effect.destroy();
    }
    return out;
  });
}

/** A looping 'cpu' layer's burst comes again every cycle, and a seek shows the bursts its cycles had (the core's
 *  burstEvery; the runtime's own re-bursting showed 10 after a seek to 650 ms); ten plays of a delayed 'cpu' layer of
 *  16,384 particles made within one step of 300,000 ms take one step each (re-simulating the gap took seconds). */
export async function cpuLoopsAndLateSystems(mode) {
  return withPlume(mode, async ({ plume }) => {
    const bursts = plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 10, duration: 200, life: 5000, loop: true,
      capacity: 200 }] });
    const stepped = bursts.play([0, 0, 0]);
    for (let i = 0; i < 45; i++) plume.step(10);
    const afterSteps = plume.stats.particlesBySim.cpu;
    stepped.seek(650);
    const afterSeek = plume.stats.particlesBySim.cpu;
    stepped.stop();
    for (let i = 0; i < 10; i++) plume.step(50);
    const afterStop = plume.stats.particlesBySim.cpu;
    stepped.kill();
    const late = plume.createEffect({ layers: [{ sim: 'cpu', rate: 10000, life: 1600, delay: 100, capacity: 16384 }] });
    const plays = Array.from({ length: 10 }, (_, i) => late.play([i, 0, 0]));
    const started = performance.now();
    plume.step(300000);
    const longStepMs = performance.now() - started;
    return { afterSteps, afterSeek, afterStop, longStepMs, systems: plume.stats.systems,
      alive: plays.filter((p) => p.alive).length };
  });
}

/**
 * Effects of more layers than a C desc holds (issue 29's one runtime: the core's effects took 8 at first, JavaScript's
 * 4,096): 12 layers of every sim play, end together; in another instance's onEnd, an instance that ended in the same
 * step reads as ended (its core instance is gone), never alive with nothing behind it.
 */
export async function manyLayersAndSameStepEnds(mode) {
  return withPlume(mode, async ({ plume }) => {
    const sims = ['gpu', 'cpu'];
    const layers = Array.from({ length: 12 }, (_, i) => ({ sim: sims[i % 2], rate: 0, burst: 3, life: 200 + i, speed: [0, 0],
      position: [i, 0, 0] }));
    const effect = plume.createEffect({ layers });
    const seen = [];
    const a = effect.play([0, 0, 0], { onEnd: () => seen.push({ bAlive: b.alive, bTime: (() => { try { return b.time; } catch (e) { return e.message; } })() }) });
    const b = effect.play([0, 5, 0]);
    plume.step(16);
    const live = plume.stats.particles;
    const bounds = a.bounds;
    for (let t = 0; t < 600; t += 16) plume.step(16);
    return { live, width: bounds.max[0] - bounds.min[0], aAlive: a.alive, bAlive: b.alive, seen, instances: plume.stats.instances };
  });
}

/**
 * Found by the review of the one runtime: a gpu layer's own timeScale beside a cpu layer (refused by the core at first,
 * scaled by JavaScript's runtime before); a mesh layer on a kind defined at renderOrder 3, played at the default
 * order, draws that kind (the core had made a copy 'k@0').
 */
export async function ownTimeScaleAndKindOrder(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 10, life: 500, timeScale: 2, loop: true },
      { sim: 'cpu', rate: 10, life: 500, loop: true }] });
    effect.play([0, 0, 0]);
    for (let i = 0; i < 10; i++) plume.step(10);
    const times = { instance: effect.time, gpu: effect.emitters[0].time, cpu: effect.systems[0].time };
    plume.defineParticle('k', { mesh: quadObj(0, 0, 1), renderOrder: 3, maxAge: 1000 });
    const meshes = plume.createEffect({ layers: [{ sim: 'mesh', kind: 'k', rate: 0, burst: 1 }] });
    meshes.play([0, 0, 0]);
    plume.step(16);
    const copy = attempt(() => plume.spawn('k@0', [0, 0, 0]));
    return { times, kindShown: plume.kindPositions('k').length / 3, copy };
  });
}

/** A seek's time checked once, by the core: effect.seek past a 'cpu' layer's 5 minutes (refused before it plays: no
 *  instance is left), instance.seek the same, a seek of no number, and a gpu effect sought far. */
export async function seekCheckedByTheCore(mode) {
  return withPlume(mode, async ({ plume }) => {
    const cpu = plume.createEffect({ layers: [{ sim: 'cpu', rate: 20, life: 500 }] });
    const effectSeek = attempt(() => cpu.seek(400000));
    const playedByRefusal = cpu.instances;
    const play = cpu.play([0, 0, 0]);
    plume.step(100);
    const instanceSeek = attempt(() => play.seek(400000));
    const timeAfter = play.time;
    const notNumber = attempt(() => play.seek('10'));
    const nan = attempt(() => play.seek(NaN));
    const gpu = plume.createEffect({ layers: [{ sim: 'gpu', rate: 20, life: 500 }] });
    const far = attempt(() => gpu.seek(500000));
    const empty = plume.createEffect({ layers: [] });
    const emptyNaN = attempt(() => empty.play([0, 0, 0]).seek(NaN));
    return { effectSeek, playedByRefusal, instanceSeek, timeAfter, notNumber, nan, far, gpuTime: gpu.time, emptyNaN };
  });
}

/** A play of a short gpu burst and a looping cpu layer in a fresh Plume, where the gpu member and the cpu system have
 *  the same id in their own tables: the gpu layer's end must not end the cpu layer (found by review of the sims'
 *  tables: the emitters' end was matched against every layer's part id). */
export async function gpuEndLeavesCpuLayer(mode) {
  return withPlume(mode, async ({ plume }) => {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 3, life: 100 },
      { sim: 'cpu', rate: 20, life: 300, loop: true }] });
    const play = effect.play([0, 0, 0]);
    let ended = 0;
    play.finished.then(() => { ended++; });
    for (let i = 0; i < 60; i++) plume.step(STEP);
    await Promise.resolve();
    return { alive: play.alive, ended, particles: plume.stats.particlesBySim };
  });
}
