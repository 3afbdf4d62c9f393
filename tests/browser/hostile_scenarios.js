// Scenes for tests/browser/hostile.test.mjs (issue 28): each of the 18 reproductions of an adversarial run,
// made as a hostile page makes them, returning what a test can assert. Every scenario measures its own calls'
// wall-clock time, so a call that would run for minutes fails its test instead of hanging it where it can.
import { attempt, drawFlat, flat, setup } from '/tests/browser/scenarios.js';
import { clear, depthTarget, drawOpaque, identity, linkProgram, makeCanvas, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj } from '/web/art.js';
import { createPlume } from '/web/dist/plume.js';

const STEP = 1000 / 60;

function lit(picture, from = 0, to = picture.width) {
  let n = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * picture.width + x) * 4;
      if (picture.pixels[i] + picture.pixels[i + 1] + picture.pixels[i + 2] > 30) n++;
    }
  }
  return n;
}

/** { result: attempt(call), ms } */
function timed(call) {
  const start = performance.now();
  const result = attempt(call);
  return { result, ms: performance.now() - start };
}

async function timedAsync(call) {
  const start = performance.now();
  let result = 'ok';
  try {
    await call();
  } catch (error) {
    result = `${error.name}: ${error.message}`;
  }
  return { result, ms: performance.now() - start };
}

/** An array whose element `index` runs `sideEffect` when read (and counts the reads). */
function trapped(values, index, sideEffect) {
  const array = [...values];
  const reads = { n: 0 };
  Object.defineProperty(array, index, { get() { reads.n++; sideEffect(); return values[index]; } });
  return { array, reads };
}

// ---- 1. memory written after free ---------------------------------------------------------------

/** A getter that destroys the Plume while a system method reads its argument; another Plume on the same
 *  wasm heap (which shares the freed scratch block's allocator) keeps its particles and draws. */
export async function destroyedByGetter(mode) {
  const results = {};
  const calls = {
    setTransform: (plume, system, p) => system.setTransform(p),
    setWind: (plume, system, p) => system.setWind(p),
    set: (plume, system, p) => system.set({ position: p }),
    addSystem: (plume, system, p) => plume.addSystem({ rate: 10 }, p),
    emitterSetPosition: (plume, system, p) => plume.createEmitter({ rate: 10 }).setPosition(p),
    spawn: (plume, system, p) => plume.spawn('q', p),
  };
  const other = await setup(mode, 64);
  other.plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false });
  const id = other.plume.spawn('q', [0, 0, 0], 1e7);
  for (const [name, call] of Object.entries(calls)) {
    const { plume } = await setup(mode, 64);
    plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false });
    const system = plume.addSystem({ rate: 10 });
    const { array } = trapped([1, 2, 3], 2, () => plume.destroy());
    results[name] = attempt(() => call(plume, system, array));
    // the heap is whole: the other Plume allocates, steps and draws
    results[`${name}:other`] = attempt(() => {
      other.plume.addSystem({ rate: 50 }).remove();
      other.plume.step(1);
    });
  }
  const otherLit = lit(drawFlat(other.gl, other.plume));
  const alive = other.plume.isAlive(id);
  other.plume.destroy();
  return { results, otherLit, alive };
}

/** A game's wrapped draw call (a GL hook) that destroys the Plume drawing, and one that calls Plume back. */
export async function destroyedByGlHook(mode) {
  const other = await setup(mode, 64);
  other.plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false });
  other.plume.spawn('q', [0, 0, 0], 1e7);
  const { gl, plume } = await setup(mode, 64);
  plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false });
  plume.spawn('q', [0, 0, 0], 1e7);
  plume.addSystem({ rate: 0, burst: 5, life: [1e6, 1e6] });
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 50, loop: true }, { sim: 'cpu', rate: 50, loop: true }] });
  const instance = effect.play([0, 0, 0]);
  plume.step(STEP);
  const nested = [];
  let hooked = 0;
  for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
    const original = gl[name];
    if (typeof original !== 'function') continue;
    gl[name] = function hook(...args) {
      if (++hooked > 1) return original.apply(this, args); // the first draw calls back; the Plume is gone after it
      nested.push(attempt(() => plume.spawn('q', [0, 0, 0])));
      nested.push(attempt(() => other.plume.spawn('q', [1, 0, 0]))); // another Plume on the same wasm module
      nested.push(attempt(() => effect.play([1, 0, 0]))); // would grow the emitter group being drawn
      nested.push(attempt(() => instance.kill()));
      nested.push(attempt(() => effect.destroy()));
      plume.destroy();
      nested.push(attempt(() => plume.step(1)));
      return original.apply(this, args);
    };
  }
  clear(gl);
  const render = attempt(() => plume.render(identity(), flat()));
  const result = { hooked, nested: [...new Set(nested)], render, destroyed: plume.destroyed, after: attempt(() => plume.step(1)),
    again: attempt(() => plume.destroy()), instanceEnded: !instance.alive, effectDestroyed: effect.destroyed };
  result.otherLit = lit(drawFlat(other.gl, other.plume));
  result.otherStats = other.plume.stats.particlesActive;
  other.plume.destroy();
  return result;
}

// ---- 2, 3. unbounded work from a small file ---------------------------------------------------------

/** The 217-byte mesh file of a cycle of 1e-5 ms (and 1e-30), loaded, played and stepped. */
export async function tinyMeshCycle(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  for (const duration of [1e-5, 1e-30]) {
    const file = JSON.stringify({ plume: 'effect', version: 2, layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1,
      duration, life: 50, loop: true }] });
    out[duration] = await timedAsync(async () => {
      const effect = await plume.loadEffect(file);
      effect.play();
      plume.step(16);
    });
  }
  // at the smallest cycle a mesh layer may have, a step walks a bounded number of cycles
  const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, duration: 1, life: 50, loop: true }] });
  out.smallest = timed(() => {
    effect.play();
    for (let i = 0; i < 10; i++) plume.step(1000);
  });
  out.particles = plume.stats.particles;
  plume.destroy();
  return out;
}

/** A 37 KB version-1 file: 1,000 spawns of count 10,000 every 1 ms. */
export async function hugeVersion1(mode) {
  const { plume } = await setup(mode, 64);
  const file = { plume: 'effect', version: 1, kinds: { q: { mesh: quadObj(0, 0, 1) } },
    spawns: Array.from({ length: 1000 }, () => ({ kind: 'q', count: 10000, every: 1 })) };
  const text = JSON.stringify(file);
  const load = await timedAsync(async () => (await plume.loadEffect(text)).play());
  const after = { particles: plume.stats.particlesActive, bytes: text.length };
  plume.destroy();
  return { load, after };
}

// ---- 4, 5. transactional create, load and play ----------------------------------------------------------

/** A play that would fail part-way, and a version-1 file that would: nothing is left behind. */
export async function failedPlayLeavesNothing(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  out.mesh = attempt(() => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0.00002, duration: 2e9 }] }).play());
  out.meshParticles = plume.stats.particlesActive;
  const file = { plume: 'effect', version: 1, kinds: { q: { mesh: quadObj(0, 0, 1) } }, spawns: [{ kind: 'q', count: 200, every: 1e7 }] };
  out.file = await timedAsync(async () => (await plume.loadEffect(file)).play());
  out.fileParticles = plume.stats.particlesActive;
  // a play refused by a limit reached mid-play (the wasm heap full when its cpu layer is made): its mesh
  // layer's particles, made first, go with it
  const effect = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 5, life: 1000 },
    { sim: 'cpu', rate: 100000, capacity: 200000, life: 1000 }] });
  const hogs = [];
  for (const capacity of [262143, 16384, 1024]) { // the heap filled to its last kilobytes
    for (;;) {
      try {
        hogs.push(plume.addSystem({ capacity, rate: 0 }));
      } catch {
        break;
      }
    }
  }
  const before = plume.stats;
  out.limit = attempt(() => effect.play());
  out.limitLeft = { particles: plume.stats.particlesActive - before.particlesActive, systems: plume.stats.systems - before.systems,
    instances: plume.stats.instances };
  for (const hog of hogs) hog.remove();
  out.stats = plume.stats;
  plume.destroy();
  return out;
}

/** 1,100 refused createEffect and loadEffect calls, each with a mesh of its own beside a bad layer: a
 *  kind is still free for the game afterwards. */
export async function refusedEffectsKeepNoKinds(mode) {
  const { plume } = await setup(mode, 64);
  let refused = 0;
  let other = null;
  for (let i = 0; i < 1100; i++) {
    const mesh = quadObj(0, 0, 1 + i / 1000);
    const result = attempt(() => plume.createEffect({ layers: [{ sim: 'mesh', mesh, burst: 1, rate: 0 },
      { sim: 'mesh', mesh: quadObj(0, 0, 2 + i / 1000), burst: 1, rate: 0 }, { sim: 'gpu', speed: [2, 1] }] }));
    if (/speed:? must be/.test(result)) refused++;
    else other ??= result;
  }
  for (let i = 0; i < 40; i++) {
    const file = { plume: 'effect', version: 1, kinds: { a: { mesh: quadObj(0, 0, 3 + i / 1000) } },
      spawns: Array.from({ length: 20 }, () => ({ kind: 'a', count: 10000, every: 1 })) };
    try {
      await plume.loadEffect(file);
      other ??= 'loadEffect accepted the file';
    } catch (error) {
      refused++;
      if (!/spawns|at most|limit/.test(error.message)) other ??= error.message;
    }
  }
  const define = attempt(() => plume.defineParticle('afterwards', { mesh: quadObj(0, 0, 1) }));
  const good = attempt(() => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 9), burst: 1, rate: 0 }] }).play());
  plume.destroy();
  return { refused, other, define, good };
}

// ---- 6. every field checked by createEffect ---------------------------------------------------------------

export async function checkedAtCreation(mode) {
  const { plume } = await setup(mode, 64);
  const mesh = quadObj(0, 0, 1);
  const cases = {
    gpuPositionText: { sim: 'gpu', position: 'abc' },
    gpuPositionShort: { sim: 'gpu', position: [1, 2] },
    meshSpeedText: { sim: 'mesh', mesh, speed: 'fast' },
    meshRotationShort: { sim: 'mesh', mesh, rotation: [10] },
    meshRadiusHuge: { sim: 'mesh', mesh, shape: { type: 'sphere', radius: 1e39 } },
    meshDragText: { sim: 'mesh', mesh, drag: 'lots' },
    meshDelayHuge: { sim: 'mesh', mesh, delay: 2e9 },
    meshDragNegative: { sim: 'mesh', mesh, drag: -50 },
    meshSpeedNegative: { sim: 'mesh', mesh, speed: [-5, -1] },
    meshShapeBogus: { sim: 'mesh', mesh, shape: { bogus: 1 } },
    cpuDelayHuge: { sim: 'cpu', delay: 1e300 },
    gpuDelayHuge: { sim: 'gpu', delay: 1e300 },
  };
  const out = {};
  for (const [name, layer] of Object.entries(cases)) out[name] = attempt(() => plume.createEffect({ layers: [layer] }));
  out.parentEmpty = attempt(() => plume.createEffect({ layers: [{ sim: 'cpu' }, { sim: 'cpu', parent: '', on: 'death' }] }));
  out.stats = plume.stats;
  plume.destroy();
  return out;
}

// ---- 7, 8. restoreContext without a loss; two Plumes on one canvas -----------------------------------------

export async function restoreWithoutLoss(mode) {
  const { gl, plume } = await setup(mode, 64);
  plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false });
  plume.spawn('q', [0, 0, 0], 1e7);
  plume.createEmitter({ rate: 10 });
  plume.addSystem({ rate: 10 });
  drawFlat(gl, plume);
  const made = { buffers: 0, textures: 0, programs: 0, vertexArrays: 0 };
  const count = (target, name, key) => {
    const original = target[name];
    if (typeof original !== 'function') return;
    target[name] = function counted(...args) { made[key]++; return original.apply(this, args); };
  };
  count(gl, 'createBuffer', 'buffers');
  count(gl, 'createTexture', 'textures');
  count(gl, 'createProgram', 'programs');
  count(gl, 'createVertexArray', 'vertexArrays');
  count(gl, 'createVertexArrayOES', 'vertexArrays');
  const oes = gl.getExtension('OES_vertex_array_object');
  if (oes) count(oes, 'createVertexArrayOES', 'vertexArrays');
  const calls = [];
  for (let i = 0; i < 20; i++) calls.push(attempt(() => plume.restoreContext()));
  const litAfter = lit(drawFlat(gl, plume));
  plume.destroy();
  return { made, calls: [...new Set(calls)], litAfter };
}

export async function twoPlumesOneCanvas() {
  const attributes = { antialias: false, preserveDrawingBuffer: true, alpha: false };
  const out = { second: 'ok', frames: {} };
  // one sim at a time: a Plume drawing one pipeline kept it bound between frames, and drew with the other's
  for (const sim of ['gpu', 'cpu', 'mesh']) {
    const canvas = makeCanvas(64, 64);
    const a = await createPlume({ canvas, contextAttributes: attributes });
    let b = null;
    try {
      b = await createPlume({ canvas, contextAttributes: attributes });
    } catch (error) {
      out.second = `${error.name}: ${error.message}`;
    }
    const gl = canvas.getContext('webgl');
    const effect = (plume) => plume.createEffect({ layers: [{ sim, rate: 0, burst: 10, life: 1e6, speed: [0, 0], size: [2],
      ...(sim === 'mesh' ? { mesh: quadObj(0, 0, 1) } : {}) }] });
    effect(a).play([-3, 0, 0]);
    if (b) effect(b).play([3, 0, 0]);
    out.frames[sim] = [];
    for (let i = 0; i < 3; i++) {
      a.step(STEP);
      b?.step(STEP);
      clear(gl);
      a.render(identity(), flat());
      b?.render(identity(), flat());
      const { width, height, pixels } = readPixels(gl);
      const picture = { width, height, pixels };
      out.frames[sim].push({ left: lit(picture, 0, 32), right: lit(picture, 32, 64) });
    }
    a.destroy();
    b?.destroy();
  }
  return out;
}

// ---- 9, 10, 11. systems: set() keeps particles, seeks are bounded, arguments read once ---------------------

export async function setKeepsParticles(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  for (const change of [{ rate: 0 }, { life: [300, 300] }]) {
    const system = plume.addSystem({ rate: 480, life: [1000, 1000], speed: [0, 0] });
    for (let t = 0; t < 1500; t += STEP) plume.step(STEP);
    const before = system.particles.count;
    system.set(change);
    const after = system.particles.count;
    out[JSON.stringify(change)] = { before, after };
    system.remove();
  }
  // a smaller capacity asked for does cut them
  const system = plume.addSystem({ rate: 480, life: [1000, 1000], speed: [0, 0] });
  for (let t = 0; t < 1500; t += STEP) plume.step(STEP);
  system.set({ capacity: 100 });
  out.capacity = system.particles.count;
  plume.destroy();
  return out;
}

export async function denseSeek(mode) {
  const { plume } = await setup(mode, 64);
  const system = plume.addSystem({ rate: 262143, capacity: 262143, life: [1000, 1000] });
  const far = timed(() => system.seek(5000));
  const near = timed(() => system.seek(20));
  const effect = plume.createEffect({ layers: [{ sim: 'cpu', rate: 200000, capacity: 262143, life: 1000, loop: true }] });
  const instance = effect.play();
  const instanceSeek = timed(() => instance.seek(5000));
  plume.destroy();
  return { far, near, instanceSeek };
}

export async function positionReadOnce(mode) {
  const { plume } = await setup(mode, 64);
  let reads = 0;
  const position = [1, 2, 3];
  Object.defineProperty(position, 2, { get() { reads++; return reads === 1 ? 3 : 'three'; } });
  const result = attempt(() => plume.addSystem({ rate: 10 }, position));
  const systems = plume.stats.systems;
  plume.destroy();
  return { result, reads, systems };
}

// ---- 12, 13. holes and extreme vectors --------------------------------------------------------------------

export async function holesAndExtremes(mode) {
  const { gl, plume } = await setup(mode, 64);
  /* eslint-disable no-sparse-arrays */
  const holes = {
    emitterSize: () => plume.createEmitter({ size: [4, , 4] }),
    systemColor: () => plume.addSystem({ color: ['#fff', , '#fff'] }),
    speedOverLife: () => plume.createEmitter({ speedOverLife: [1, , 1] }),
    rotationOverLife: () => plume.addSystem({ rotationOverLife: [0, , 90] }),
    trailWidth: () => plume.addSystem({ render: 'trail', trail: { width: [1, , 1] } }),
    layerSize: () => plume.createEffect({ layers: [{ sim: 'cpu', size: [1, , 1] }] }),
  };
  /* eslint-enable no-sparse-arrays */
  const out = { holes: {} };
  for (const [name, call] of Object.entries(holes)) out.holes[name] = attempt(call);
  // a direction of any finite length but zero is a direction
  out.moved = {};
  // where the particle is drawn: the mean x (world units, -5..5 across) of the lit pixels
  const drawnX = () => {
    const picture = drawFlat(gl, plume);
    let sum = 0, n = 0;
    for (let y = 0; y < picture.height; y++) {
      for (let x = 0; x < picture.width; x++) {
        const i = (y * picture.width + x) * 4;
        if (picture.pixels[i] > 30) { sum += x; n++; }
      }
    }
    return n ? ((sum / n + 0.5) / picture.width) * 10 - 5 : null;
  };
  for (const x of [1e-30, 3e38]) {
    const emitter = plume.createEmitter({ rate: 0, burst: 1, speed: [3, 3], direction: [x, 0, 0], life: 1e6, loop: false, size: [1] });
    plume.step(1000);
    const emitterX = drawnX();
    emitter.destroy();
    const system = plume.addSystem({ rate: 0, burst: 1, speed: [3, 3], direction: [x, 0, 0], life: [1e6, 1e6], size: [1, 1] });
    plume.step(1000);
    out.moved[x] = { emitter: emitterX, system: drawnX(), systemBox: system.bounds.max[0] };
    system.remove();
  }
  out.trailHuge = attempt(() => plume.addSystem({ render: 'trail', trail: { width: 3e38 } }));
  plume.destroy();
  return out;
}

// ---- 14. a play option's getter that destroys the effect ------------------------------------------------

export async function playGetterDestroysEffect(mode) {
  const { plume } = await setup(mode, 64);
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', loop: true }, { sim: 'cpu' }, { sim: 'mesh', mesh: quadObj(0, 0, 1), loop: true }] });
  const options = { get loop() { effect.destroy(); return true; } };
  const played = attempt(() => effect.play([0, 0, 0], options));
  const { array } = trapped([0, 0, 0], 1, () => effect.destroy());
  const effect2 = plume.createEffect({ layers: [{ sim: 'gpu', loop: true }] });
  const { array: position } = trapped([0, 0, 0], 1, () => effect2.destroy());
  const played2 = attempt(() => effect2.play(position));
  plume.step(STEP);
  const stats = plume.stats;
  plume.destroy();
  return { played, played2, unused: array.length, stats };
}

// ---- 15. depth textures Plume cannot sample ---------------------------------------------------------------

export async function unusableDepthTextures(mode) {
  const SIZE = 32;
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const webgl2 = mode === 'webgl2';
  const { color, depth, framebuffer } = depthTarget(gl, SIZE);
  const floor = linkProgram(gl, 'attribute vec2 p; void main() { gl_Position = vec4(p, 0.05, 1.0); }',
    'precision mediump float; void main() { gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0); }');
  const drawFloor = () => {
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.viewport(0, 0, SIZE, SIZE);
    clear(gl);
    drawOpaque(gl, floor, [-1, -1, 1, -1, -1, 1, 1, 1]);
    gl.disable(gl.DEPTH_TEST);
  };
  // a soft square in front of the floor (view depth 2 against the floor's 5)
  plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [6], color: ['#ffffff'], soft: 0.5 }] })
    .play([0, 0, -2]);
  plume.step(16);
  const frame = (depthTexture, setupUnit = () => {}) => {
    drawFloor();
    setupUnit();
    const result = attempt(() => plume.render(identity(), flat(), { depthTexture }));
    const error = gl.getError();
    const { pixels } = readPixels(gl);
    gl.activeTexture(gl.TEXTURE0);
    return { result, error, centre: pixels[((SIZE / 2) * SIZE + SIZE / 2) * 4] };
  };
  const out = { plain: frame(depth) };
  const cube = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_CUBE_MAP, cube);
  gl.bindTexture(gl.TEXTURE_CUBE_MAP, null);
  out.cube = frame(cube);
  out.ownColor = frame(color);
  if (webgl2) {
    gl.bindTexture(gl.TEXTURE_2D, depth);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_COMPARE_MODE, gl.COMPARE_REF_TO_TEXTURE);
    gl.bindTexture(gl.TEXTURE_2D, null);
    out.compareTexture = frame(depth);
    gl.bindTexture(gl.TEXTURE_2D, depth);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_COMPARE_MODE, gl.NONE);
    gl.bindTexture(gl.TEXTURE_2D, null);
    const sampler = gl.createSampler();
    gl.samplerParameteri(sampler, gl.TEXTURE_COMPARE_MODE, gl.COMPARE_REF_TO_TEXTURE);
    gl.samplerParameteri(sampler, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    out.compareSampler = frame(depth, () => gl.bindSampler(1, sampler));
    out.samplerKept = gl.getParameter(gl.SAMPLER_BINDING) === null && (() => {
      gl.activeTexture(gl.TEXTURE1);
      const kept = gl.getParameter(gl.SAMPLER_BINDING) === sampler;
      gl.activeTexture(gl.TEXTURE0);
      return kept;
    })();
    gl.bindSampler(1, null);
  }
  out.plainAgain = frame(depth);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  plume.destroy();
  return out;
}

// ---- 16. particle views kept across set({ capacity }) and remove() ------------------------------------------

export async function staleParticleViews(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  // kept across remove(): the next system gets the freed block; writing through the old views must not reach it
  const a = plume.addSystem({ manual: true, capacity: 1000 });
  const old = a.particles;
  a.remove();
  const b = plume.addSystem({ manual: true, capacity: 1000 });
  b.particles.count = 0;
  const fresh = b.particles;
  fresh.positions.fill(7);
  out.afterRemove = attempt(() => { old.positions.fill(1e30); old.sizes.fill(-1); old.frames.fill(65535); });
  out.bIntact = fresh.positions.every((v) => v === 7) && b.particles.positions.every((v) => v === 7);
  // kept across set({ capacity }): the old views write into what was freed, not into the new arrays or the heap
  const c = plume.addSystem({ manual: true, capacity: 500 });
  const before = c.particles;
  c.set({ capacity: 2000 });
  const d = plume.addSystem({ manual: true, capacity: 500 });
  d.particles.positions.fill(9);
  out.afterSet = attempt(() => { before.positions.fill(1e30); before.colors.fill(1e30); before.life.fill(-5); });
  out.dIntact = d.particles.positions.every((v) => v === 9);
  out.cCapacity = c.particles.capacity;
  // the heap is whole: the Plume still allocates, steps and draws
  out.heap = attempt(() => {
    for (let i = 0; i < 50; i++) plume.addSystem({ rate: 100, capacity: 700 + i }).remove();
    plume.step(STEP);
    plume.render(identity(), flat());
  });
  plume.destroy();
  return out;
}

// ---- 17. a 4 MB bad data URL -----------------------------------------------------------------------------

export async function hugeBadDataUrl(mode) {
  const { plume } = await setup(mode, 64);
  const url = `data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}`;
  let message = null;
  try {
    await plume.loadTexture(url);
  } catch (error) {
    message = error.message;
  }
  const fileMessage = await (async () => {
    try {
      await plume.loadEffect({ plume: 'effect', version: 2, textures: { t: url }, layers: [{ sim: 'gpu', texture: 't' }] });
      return null;
    } catch (error) {
      return error.message;
    }
  })();
  plume.destroy();
  return { length: message?.length ?? 0, start: message?.slice(0, 120), fileLength: fileMessage?.length ?? 0 };
}

// ---- 18. PlumeObject's arguments and a target gone bad ----------------------------------------------------

export async function plumeObjectArguments() {
  const THREE = await import('three');
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  const canvas = makeCanvas(64, 64);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  const plume = await createPlume({ gl: renderer.getContext() });
  const object = new PlumeObject(plume);
  const out = {};
  out.playObject = attempt(() => object.play({}));
  out.playNothing = attempt(() => object.play(undefined));
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(60, 1, 0.1, 100);
  camera.position.set(0, 0, 10);
  scene.add(object);
  const box = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshBasicMaterial({ color: 0x3050a0 }));
  scene.add(box);
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 50, loop: true, size: [1] }] });
  const target = new THREE.Object3D();
  scene.add(target);
  const good = new THREE.Object3D();
  scene.add(good);
  const bad = object.play(effect, target);
  const fine = object.play(effect, good);
  target.position.set(NaN, 0, 0);
  const reported = [];
  const report = globalThis.reportError;
  globalThis.reportError = (error) => reported.push(String(error?.message ?? error));
  const frames = [];
  try {
    for (let i = 0; i < 5; i++) {
      plume.step(STEP);
      frames.push(attempt(() => renderer.render(scene, camera)));
    }
  } finally {
    globalThis.reportError = report;
  }
  const pixels = new Uint8Array(4);
  const gl = renderer.getContext();
  gl.readPixels(32, 32, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  out.frames = [...new Set(frames)];
  out.reported = reported;
  out.badAlive = bad.alive;
  out.fineAlive = fine.alive;
  out.boxDrawn = pixels[2] > 100;
  plume.destroy();
  renderer.dispose();
  return out;
}

// ---- what the review of issue 28 added --------------------------------------------------------------------

/** Version-1 files the new bounds must not refuse, ones they must, nested arrays, and textures of refused loads. */
export async function boundsAndFiles(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  const kinds = { q: { mesh: quadObj(0, 0, 1) } };
  // two instances 0.3 ms apart: a burst (a mesh layer's cycle is at least 1 ms)
  out.close = await timedAsync(async () => {
    (await plume.loadEffect({ plume: 'effect', version: 1, kinds, spawns: [{ kind: 'q', count: 2, every: 0.3 }] })).play();
    plume.step(1);
    out.closeParticles = plume.stats.particlesActive;
  });
  // a burst of 10,000 living 7 s: fine once; looped, its cycles overlap past the bound
  const burst = await plume.loadEffect({ plume: 'effect', version: 1, kinds, spawns: [{ kind: 'q', count: 10000, maxAge: 7000 }] });
  out.burstOnce = attempt(() => burst.play().kill());
  out.burstLooped = attempt(() => burst.play([0, 0, 0], { loop: true }));
  out.lateSpawn = await timedAsync(async () => plume.loadEffect({ plume: 'effect', version: 1, kinds, spawns: [{ kind: 'q', at: 4e6 }] }));
  out.longSpan = await timedAsync(async () => plume.loadEffect({ plume: 'effect', version: 1, kinds,
    spawns: [{ kind: 'q', count: 10000, every: 1000 }] }));
  // nine levels of 100-element arrays: a few kilobytes to build, 10^18 elements to walk
  let deep = 0;
  for (let i = 0; i < 9; i++) deep = new Array(100).fill(deep);
  out.deep = timed(() => plume.createEffect({ layers: [{ sim: 'gpu', size: deep }] }));
  // refused loads keep none of the textures they loaded
  const png = await (await import('/web/art.js')).glowTexturePng({ size: 64 });
  const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...new Uint8Array(png)))}`;
  const before = plume.allocatedBytes;
  for (let i = 0; i < 20; i++) {
    try {
      await plume.loadEffect({ plume: 'effect', version: 2, textures: { t: `${dataUrl}#${i}` }, layers: [{ sim: 'gpu', texture: 't', rate: -1 }] });
    } catch { /* refused: rate -1 */ }
  }
  out.textureBytesLeft = plume.allocatedBytes - before;
  plume.destroy();
  return out;
}

/** Lent particle blocks are freed once the system let go of them and every view was collected (the page runs with
 *  --expose-gc): after remove(), a new capacity, a one-shot system's end and destroy(), allocatedBytes comes back. */
export async function lentBlocksFreed(mode) {
  const collect = async () => { // FinalizationRegistry callbacks run in tasks after a collection
    for (let i = 0; i < 6; i++) {
      window.gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const keeper = await setup(mode, 64); // keeps the module alive through the last case's destroy()
  const { plume } = await setup(mode, 64);
  await collect();
  const base = plume.allocatedBytes;
  const out = { base };
  const held = (make) => { // made, its views taken and written, then let go by the system; the views are kept meanwhile
    const views = make();
    views.positions.fill(1);
    return views;
  };
  // remove()
  let views = held(() => { const s = plume.addSystem({ manual: true, capacity: 100000 }); const v = s.particles; s.remove(); return v; });
  await collect();
  out.removeHeld = plume.allocatedBytes - base; // still lent: the block stays while its views live
  views = null;
  await collect();
  out.removeFreed = plume.allocatedBytes - base;
  // set({ capacity }): the old block goes once its views go, the new one stays with the system
  const grown = plume.addSystem({ manual: true, capacity: 50000 });
  views = held(() => grown.particles);
  grown.set({ capacity: 100000 });
  views = null;
  await collect();
  grown.remove();
  await collect();
  out.setFreed = plume.allocatedBytes - base;
  // a one-shot system that ended by itself during step()
  views = held(() => plume.addSystem({ oneShot: true, rate: 0, burst: 10, life: [50, 50], capacity: 100000 }).particles);
  for (let i = 0; i < 10; i++) plume.step(20);
  views = null;
  await collect();
  out.oneShotFreed = plume.allocatedBytes - base;
  // destroy(): the core kept what it lent; freed as the views go
  const doomed = (await setup(mode, 64)).plume;
  await collect();
  const beforeDoomed = keeper.plume.allocatedBytes;
  views = held(() => doomed.addSystem({ manual: true, capacity: 100000 }).particles);
  doomed.destroy();
  views = null;
  await collect();
  out.destroyFreed = keeper.plume.allocatedBytes - beforeDoomed; // negative: the destroyed Plume's own state went too
  plume.destroy();
  keeper.plume.destroy();
  return out;
}

// ---- defineParticle reads each option once ------------------------------------------------------------------

/**
 * defineParticle with every kind option behind a Proxy that counts its reads, then a play at another renderOrder
 * (which defines a copy of the kind from what defineParticle kept); and getters that give another value at each read:
 * `size` first absent then keys beside startSize, `color` keys then absent beside startColor, `blend` 'additive'
 * then 'alpha'. What each defined kind then does shows which values it was made of.
 */
export async function kindOptionsReadOnce(mode) {
  const { plume } = await setup(mode, 64);
  const out = {};
  try {
    const given = { mesh: quadObj(), size: [1, 2], color: ['#ffffff', '#ff000080'], atlas: { cols: 2, rows: 2 }, volume: true,
      erosion: 0.25, hueShift: 10, lighting: { strength: 0.5 }, maxAge: 500, blend: 'alpha', fade: 'none', capacity: 100,
      spin: false, depthTest: true, billboard: 'camera', soft: 0, sort: true };
    const reads = {};
    const definition = new Proxy(given, { get(target, key, receiver) {
      if (typeof key === 'string') reads[key] = (reads[key] ?? 0) + 1;
      return Reflect.get(target, key, receiver);
    } });
    out.defined = attempt(() => plume.defineParticle('counted', definition));
    out.reads = { ...reads };
    const effect = plume.createEffect({ layers: [{ sim: 'mesh', kind: 'counted', burst: 1, rate: 0 }] });
    out.played = attempt(() => effect.play([0, 0, 0], { renderOrder: 2 }));
    plume.step(STEP);
    out.readsAfterCopy = { ...reads };
    out.copyKeyed = attempt(() => plume.spawn('counted@2', [0, 0, 0], 500, 2, 3)); // a kind with size keys takes no scales

    // size: absent at the first read, keys after; startSize given
    let sizeReads = 0;
    const flippingSize = { mesh: quadObj(), startSize: 3, get size() { sizeReads++; return sizeReads === 1 ? undefined : [[0, 1], [1, 2]]; } };
    out.flipSize = attempt(() => plume.defineParticle('flipSize', flippingSize));
    out.flipSizeReads = sizeReads;
    // the kind is what the one read said: no size keys, so a spawn with scales is taken
    out.flipSizeSpawn = out.flipSize === 'ok' ? attempt(() => plume.spawn('flipSize', [0, 0, 0], 500, 2, 3)) : 'not defined';

    // color: keys at the first read, absent after; startColor given: refused as both
    let colorReads = 0;
    const flippingColor = { mesh: quadObj(), startColor: '#ff0000', get color() { colorReads++; return colorReads === 1 ? ['#fff', '#000'] : undefined; } };
    out.flipColor = attempt(() => plume.defineParticle('flipColor', flippingColor));
    out.flipColorReads = colorReads;

    // blend: 'additive' at the first read, 'alpha' after: the renderOrder copy is the kind defined (additive)
    let blendReads = 0;
    const flippingBlend = { mesh: quadObj(), get blend() { blendReads++; return blendReads === 1 ? 'additive' : 'alpha'; } };
    out.flipBlend = attempt(() => plume.defineParticle('flipBlend', flippingBlend));
    const copy = plume.createEffect({ layers: [{ sim: 'mesh', kind: 'flipBlend', burst: 1, rate: 0 }] });
    out.flipBlendPlayed = attempt(() => copy.play([0, 0, 0], { renderOrder: 3 }));
    out.flipBlendReads = blendReads;
  } finally {
    plume.destroy();
  }
  return out;
}
