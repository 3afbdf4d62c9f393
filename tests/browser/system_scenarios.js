// CPU particle system scenes for tests/browser/systems.test.mjs, loaded into the test page with import().
import { setup, image } from '/tests/browser/scenarios.js';
import { clear, countCalls, diffState, identity, makeCanvas, ortho, perspective, snapshotState } from '/tests/browser/page_helpers.js';
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng, solidTexturePng } from '/web/art.js';

export const view = () => { const v = identity(); v[13] = -1; v[14] = -8; return v; }; // camera at (0, 1, 8)
export const projection = () => perspective(Math.PI / 3, 1, 0.1, 100);
const flat = () => ortho(-5, 5, -5, 5); // x, y in -5..5 across the canvas

/** A camera at (0, 0, z) looking at the origin (z < 0: turned around the y axis). */
function lookFromZ(z) {
  const v = identity();
  if (z < 0) { v[0] = -1; v[10] = -1; v[14] = z; } else { v[14] = -z; }
  return v;
}

export const FLOW = { rate: 200, life: [800, 1200], velocity: [0, 1.5, 0], velocityRandom: [0.6, 0.3, 0.6],
  gravity: [0, -0.5, 0], drag: 0.3, size: [0.4, 1.2], color: ['#ffaa44ff', '#ff440080', '#20202000'],
  rotation: [0, 360], spin: [-90, 90], seed: 5 };
/** The same flow drawn as sparks: their records keep the axis (the spark's tail), 40 bytes. */
export const SPARK_FLOW = { ...FLOW, render: 'spark' };

export function draw(gl, plume, v = view(), p = projection()) {
  clear(gl);
  plume.render(v, p);
  return image(gl);
}

async function withPlume(mode, run, size = 64) {
  const { gl, plume, canvas } = await setup(mode, size, { seed: 3 });
  try {
    return await run({ gl, plume, canvas });
  } finally {
    plume.destroy();
  }
}

/** A flow stepped at 60 a second for `ms`: picture, stats and the frame's upload. */
export async function flow(mode, desc, ms) {
  return withPlume(mode, async ({ gl, plume }) => {
    const texture = await plume.loadTexture(await glowTexturePng());
    const system = plume.addSystem({ texture, ...desc });
    for (let t = 0; t < ms; t += 1000 / 60) plume.step(1000 / 60);
    draw(gl, plume); // programs and buffers
    const counts = countCalls(gl);
    const picture = draw(gl, plume);
    return { image: picture, stats: plume.stats, counts: { ...counts }, time: system.time, instancing: plume.instancing,
      bounds: system.bounds };
  });
}

/** One manual spark from (-3, 0) to (3, 0) under an orthographic camera (at (3, 0) moving 6 units/s along x,
 *  stretch 1 s: its tail 6 units behind): the red channel along y = 0 and off the segment. */
export async function spark(mode) {
  return withPlume(mode, ({ gl, plume }) => {
    const system = plume.addSystem({ manual: true, render: 'spark', capacity: 4, stretch: 1 });
    const p = system.particles;
    p.positions.set([3, 0, 0]);
    p.velocities.set([6, 0, 0]);
    p.previous.set([9, 9, 0]); // not drawn: a spark is stretch seconds of its velocity, whatever the step
    p.colors.set([1, 1, 1, 1]);
    p.sizes[0] = 0.4;
    p.count = 1;
    const picture = draw(gl, plume, identity(), flat());
    const at = (x, y) => picture.pixels[((picture.height - 1 - y) * picture.width + x) * 4];
    const row = [];
    for (let x = 0; x < 64; x++) row.push(Math.max(at(x, 31), at(x, 32)));
    return { row, above: at(32, 20), below: at(32, 44), stats: plume.stats };
  });
}

/** A 2 x 2 atlas (red, green / blue, white) at 4 frames a second on one still particle, fixed start. */
export async function atlas(mode) {
  const canvas = new OffscreenCanvas(64, 64);
  const g = canvas.getContext('2d');
  [['#ff0000', 0, 0], ['#00ff00', 32, 0], ['#0000ff', 0, 32], ['#ffffff', 32, 32]].forEach(([color, x, y]) => {
    g.fillStyle = color;
    g.fillRect(x, y, 32, 32);
  });
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return withPlume(mode, async ({ gl, plume }) => {
    const texture = await plume.loadTexture(png);
    const system = plume.addSystem({ texture, rate: 0, burst: 1, life: 10000, velocity: [0, 0, 0], velocityRandom: [0, 0, 0],
      size: 4, color: '#ffffff', blend: 'alpha', atlas: { cols: 2, rows: 2, fps: 4, randomStart: false } });
    const colours = [];
    for (const t of [250, 500, 750, 1000, 1250]) {
      system.seek(t);
      const { width, pixels } = draw(gl, plume, identity(), flat());
      const i = ((width / 2) * width + width / 2) * 4;
      colours.push([pixels[i], pixels[i + 1], pixels[i + 2]]);
    }
    return { colours };
  });
}

/** Draw calls for a system in front of the camera and for one behind it. */
export async function culling(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const system = plume.addSystem({ ...FLOW });
    plume.step(500);
    const counts = countCalls(gl);
    draw(gl, plume);
    const inFront = { draws: counts.drawCalls, stats: plume.stats.drawCalls };
    system.setTransform([0, 0, 30]); // the camera is at z = 8 looking down -z
    plume.step(1500); // the particles born in front have died
    counts.reset();
    const picture = draw(gl, plume);
    const lit = picture.pixels.filter((v, i) => i % 4 !== 3 && v > 0).length;
    return { inFront, behind: { draws: counts.drawCalls, stats: plume.stats.drawCalls, lit, uploaded: plume.stats.uploadedBytes },
      live: plume.stats.systemParticles, bounds: system.bounds };
  });
}

/** Red at z = +1 and green at z = -1, overlapping, opaque, alpha-blended, seen from both sides:
 *  within one sorted system, and as two sorted systems. `sort` false shows what sorting fixes. */
export async function sorted(mode, sort, split) {
  return withPlume(mode, ({ gl, plume }) => {
    const put = (system, index, z, rgba) => {
      const p = system.particles;
      p.positions.set([0, 0, z], index * 3);
      p.colors.set(rgba, index * 4);
      p.sizes[index] = 2;
    };
    const desc = { manual: true, blend: 'alpha', sort, capacity: 4 };
    if (split) {
      // the farther one from +z added second, so without sorting it would be drawn last
      const green = plume.addSystem(desc), red = plume.addSystem(desc);
      put(red, 0, 1, [1, 0, 0, 1]);
      red.particles.count = 1;
      put(green, 0, -1, [0, 1, 0, 1]);
      green.particles.count = 1;
    } else {
      const system = plume.addSystem(desc);
      put(system, 0, 1, [1, 0, 0, 1]);
      put(system, 1, -1, [0, 1, 0, 1]);
      system.particles.count = 2;
    }
    const centre = (z) => {
      const { width, pixels } = draw(gl, plume, lookFromZ(z), projection());
      const i = ((width / 2) * width + width / 2) * 4;
      return [pixels[i], pixels[i + 1], pixels[i + 2]];
    };
    return { front: centre(8), back: centre(-8) };
  });
}

/** 20 systems of 1,000 particles: one texture for all, or two textures alternating. */
export async function batching(mode, textures) {
  return withPlume(mode, async ({ gl, plume }) => {
    const a = await plume.loadTexture(await glowTexturePng({ size: 16 }));
    const b = await plume.loadTexture(await solidTexturePng({ size: 4, color: '#ff8800' }));
    for (let i = 0; i < 20; i++) {
      const texture = textures === 2 && i % 2 ? b : a;
      const system = plume.addSystem({ texture, rate: 0, burst: 1000, life: 5000, capacity: 1000, size: 0.1, seed: i + 1,
        velocity: [0, 0, 0], velocityRandom: [0.5, 0.5, 0.5] });
      system.setTransform([(i % 5) - 2, Math.floor(i / 5) - 1.5, 0]);
    }
    plume.step(16);
    const counts = { binds: 0 };
    const bind = gl.bindTexture;
    gl.bindTexture = function (...args) { counts.binds++; return bind.apply(this, args); };
    const calls = countCalls(gl);
    draw(gl, plume);
    const first = { binds: counts.binds, draws: calls.drawCalls, bytes: calls.bufferBytes, bufferCalls: calls.bufferCalls };
    return { first, stats: plume.stats, instancing: plume.instancing };
  });
}

/** The same seeded scene in every way Plume reaches WebGL. */
export async function sameEverywhere(mode) {
  return withPlume(mode, ({ gl, plume }) => {
    plume.addSystem({ ...FLOW, texture: null });
    plume.addSystem({ ...FLOW, render: 'velocity', position: [1.5, 0, 0], seed: 9 });
    plume.addSystem({ ...FLOW, render: 'spark', position: [-1.5, 0, 0], seed: 11, size: 0.1 });
    for (let i = 0; i < 60; i++) plume.step(16);
    return { image: draw(gl, plume), stats: plume.stats };
  });
}

/** seek(T) after running to 2T shows what stepping to T at 60 a second shows; seek twice is the same. */
export async function seekBack(mode) {
  return withPlume(mode, ({ gl, plume }) => {
    const system = plume.addSystem({ ...FLOW });
    for (let i = 0; i < 60; i++) plume.step(1000 / 60);
    const stepped = draw(gl, plume);
    for (let i = 0; i < 60; i++) plume.step(1000 / 60);
    system.seek(1000);
    const sought = draw(gl, plume);
    system.seek(1000);
    const again = draw(gl, plume);
    return { stepped, sought, again, time: system.time };
  });
}

/** Handles: remove, remove again, stale use, one-shot end; the module stays usable. */
export async function handles(mode) {
  return withPlume(mode, ({ gl, plume }) => {
    const messages = {};
    const attempt = (label, call) => { try { call(); messages[label] = 'no error'; } catch (error) { messages[label] = `${error.name}: ${error.message}`; } };
    const a = plume.addSystem({});
    a.remove();
    const b = plume.addSystem({}); // may reuse a's slot: a stays dead
    attempt('removed setWind', () => a.setWind([1, 0, 0]));
    attempt('removed particles', () => a.particles);
    attempt('remove twice', () => a.remove());
    attempt('removeSystem twice', () => plume.removeSystem(a));
    const oneShot = plume.addSystem({ oneShot: true, burst: 10, rate: 0, life: 100 });
    const before = plume.stats.systems;
    plume.step(50);
    const during = oneShot.exists;
    plume.step(60);
    attempt('ended burst', () => oneShot.burst(1));
    const result = { messages, exists: { a: a.exists, b: b.exists, oneShot: oneShot.exists, during, viaPlume: plume.systemExists(a) },
      systemsBefore: before, systemsAfter: plume.stats.systems };
    b.setWind([0, 1, 0]);
    plume.step(100);
    result.drawn = draw(gl, plume).pixels.some((v, i) => i % 4 !== 3 && v > 0);
    return result;
  });
}

/** Every mistake's message, and that the Plume still works afterwards. */
export async function badInputs(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const other = await setup('webgl1');
    const foreign = await other.plume.loadTexture(await glowTexturePng({ size: 8 }));
    const tiny = await plume.loadTexture(await solidTexturePng({ size: 2 }));
    const messages = {};
    const attempt = (label, call) => { try { call(); messages[label] = 'no error'; } catch (error) { messages[label] = `${error.name}: ${error.message}`; } };
    attempt('rate NaN', () => plume.addSystem({ rate: NaN }));
    attempt('capacity 0', () => plume.addSystem({ capacity: 0 }));
    attempt('capacity -5', () => plume.addSystem({ capacity: -5 }));
    attempt('life', () => plume.addSystem({ life: [500, 100] }));
    attempt('life long', () => plume.addSystem({ life: [500, 4e6] }));
    attempt('layer life long', () => plume.createEffect({ layers: [{ sim: 'cpu', life: 3600001 }] }));
    attempt('render', () => plume.addSystem({ render: 'ribbon' }));
    attempt('space', () => plume.addSystem({ space: 'screen' }));
    attempt('blend', () => plume.addSystem({ blend: 'multiply' }));
    attempt('unknown field', () => plume.addSystem({ lifetime: 5 }));
    attempt('atlas cols', () => plume.addSystem({ atlas: { cols: 0, rows: 2 } }));
    attempt('atlas fit', () => plume.addSystem({ texture: tiny, atlas: { cols: 4, rows: 4 } }));
    attempt('gravity', () => plume.addSystem({ gravity: [0, Infinity, 0] }));
    attempt('texture', () => plume.addSystem({ texture: foreign }));
    attempt('burst capacity', () => plume.addSystem({ capacity: 10, burst: 20 }));
    const system = plume.addSystem({ texture: tiny });
    attempt('setTransform', () => system.setTransform([0, NaN, 0]));
    attempt('setWind', () => system.setWind([1, 2]));
    attempt('set', () => system.set({ drag: -1 }));
    attempt('burst', () => system.burst(-1));
    attempt('seek', () => system.seek(1e9));
    attempt('count', () => { system.particles.count = 5; });
    attempt('destroyTexture in use', () => plume.destroyTexture(tiny));
    attempt('removeSystem other', () => other.plume.removeSystem(system));
    attempt('removeSystem junk', () => plume.removeSystem({}));
    other.plume.destroy();
    plume.step(200);
    const drawn = draw(gl, plume).pixels.some((v, i) => i % 4 !== 3 && v > 0);
    return { messages, drawn, systems: plume.stats.systems };
  });
}

/** Manual particles through typed-array views; the views are re-made after the heap grows. */
export async function manualViews(mode) {
  return withPlume(mode, ({ gl, plume }) => {
    const system = plume.addSystem({ manual: true, capacity: 64, blend: 'alpha' });
    const first = system.particles;
    const same = system.particles === first;
    const heapBefore = plume.heapBytes;
    const big = plume.addSystem({ capacity: 262143, rate: 0 }); // ~30 MB: the heap grows
    const grown = plume.heapBytes > heapBefore;
    const detached = first.positions.byteLength === 0;
    const fresh = system.particles;
    fresh.positions.set([0, 0, 0]);
    fresh.colors.set([0, 0, 1, 1]);
    fresh.sizes[0] = 3;
    fresh.count = 1;
    big.remove();
    const picture = draw(gl, plume, identity(), flat());
    const i = ((picture.width / 2) * picture.width + picture.width / 2) * 4;
    return { same, grown, detached, fresh: fresh !== first, count: fresh.count,
      centre: [picture.pixels[i], picture.pixels[i + 1], picture.pixels[i + 2]] };
  });
}

/** Wind set between two steps changes the velocity from the next step on. */
export async function wind(mode) {
  return withPlume(mode, ({ plume }) => {
    const system = plume.addSystem({ rate: 0, burst: 1, life: 10000, velocity: [0, 0, 0], velocityRandom: [0, 0, 0] });
    plume.step(100);
    const still = system.particles.velocities[0];
    system.setWind([10, 0, 0]);
    plume.step(100);
    return { still, moving: system.particles.velocities[0], x: system.particles.positions[0] };
  });
}

/** Loses and restores the context: systems step while lost, and draw after the restore. */
export async function contextLoss(mode) {
  return withPlume(mode, async ({ gl, plume, canvas }) => {
    if (mode !== 'webgl1') canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
    const system = plume.addSystem({ ...FLOW });
    plume.step(400);
    draw(gl, plume);
    const lose = gl.getExtension('WEBGL_lose_context');
    const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
    const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
    lose.loseContext();
    await lost;
    await new Promise((resolve) => setTimeout(resolve, 0));
    plume.step(300);
    plume.render(view(), projection());
    const whileLost = { draws: plume.stats.drawCalls, time: system.time };
    lose.restoreContext();
    await restored;
    if (mode !== 'webgl1') plume.restoreContext();
    plume.step(300);
    const after = draw(gl, plume);
    return { whileLost, time: system.time, drawsAfter: plume.stats.drawCalls,
      lit: after.pixels.filter((v, i) => i % 4 !== 3 && v > 0).length };
  });
}

/** Frame cost of `particles` live particles in systems of 10,000: median ms of step + render (CPU) and
 *  of the same with gl.finish() (the GPU's share too), draw calls and bytes uploaded a frame. For the
 *  docs/internals.md's figures and the orphaning measurement (a build with orphaning on). */
export async function uploadCost(mode, particles, frames) {
  return withPlume(mode, ({ gl, plume }) => {
    for (let i = 0; i < Math.ceil(particles / 10000); i++) {
      plume.addSystem({ rate: 0, burst: 10000, capacity: 10000, life: 1e6, size: 0.05, seed: i + 1 });
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const simulate = [], cpu = [], total = [];
    for (let f = 0; f < frames; f++) {
      clear(gl);
      gl.finish();
      const start = performance.now();
      plume.step(16);
      const stepped = performance.now();
      plume.render(view(), projection());
      const issued = performance.now();
      gl.finish();
      simulate.push(stepped - start);
      cpu.push(issued - start);
      total.push(performance.now() - start);
    }
    return { step: median(simulate.slice(5)), cpu: median(cpu.slice(5)), total: median(total.slice(5)), stats: plume.stats };
  }, 256);
}

/** A game's context with its own state set: systems drawn (billboards, sparks, sorted alpha, both
 *  paths) leave every piece of it as it was, with no GL error. */
export async function guestState(type, hostState, vertexArrays) {
  const gl = makeCanvas(64, 64).getContext(type, { antialias: false, preserveDrawingBuffer: true });
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(16), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 8, 0);
  // location 2 (the sprite shader's aAxis, which billboards never read) on a 16-float buffer: a draw that left it
  // as the game set it would read past its end and fail
  gl.enableVertexAttribArray(2);
  gl.vertexAttribPointer(2, 3, gl.FLOAT, false, 12, 0);
  gl.enable(gl.DEPTH_TEST);
  gl.depthFunc(gl.GREATER);
  gl.enable(gl.CULL_FACE);
  gl.blendFunc(gl.DST_COLOR, gl.ZERO);
  gl.activeTexture(gl.TEXTURE3);
  const plume = await createPlume({ gl, hostState, vertexArrays });
  const texture = await plume.loadTexture(await glowTexturePng({ size: 16 }));
  plume.addSystem({ ...FLOW, texture });
  plume.addSystem({ ...FLOW, texture, render: 'spark', blend: 'alpha', sort: true, seed: 2 });
  plume.step(300);
  const before = snapshotState(gl);
  plume.render(view(), projection());
  plume.step(16);
  plume.render(view(), projection());
  const after = snapshotState(gl);
  const error = gl.getError();
  const stats = plume.stats;
  plume.destroy();
  return { error, differences: diffState(before, after), draws: stats.drawCalls };
}

/** addSystem(desc, position): a burst-only system placed at x = 5 bursts there; a bad position makes nothing. */
export async function placedBurst(mode) {
  const { plume } = await setup(mode, 16);
  try {
    const desc = { rate: 0, burst: 30, life: [1000, 1000], velocity: [0, 0, 0], velocityRandom: [0.1, 0.1, 0.1], seed: 5 };
    const placed = plume.addSystem(desc, [5, 0, 0]);
    const bounds = placed.bounds;
    const count = plume.stats.systemParticles;
    let message = 'no error';
    try { plume.addSystem(desc, [1, 2]); } catch (error) { message = error.message; }
    return { bounds, count, message, systems: plume.stats.systems };
  } finally {
    plume.destroy();
  }
}
