// WebGPU against WebGL (issue 30): the same effect, seed and time drawn by both backends, pixels read back.
import { createPlume, PlumeError } from '/web/dist/plume.js';

const SIZE = 128;
const VIEW = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -1, -6, 1]);
const F = 1 / Math.tan(0.5), NEAR = 0.1, FAR = 100;
// the same camera: WebGL's depth in [-1, 1], WebGPU's in [0, 1] (x and y alike)
const GL_PROJECTION = new Float32Array([F, 0, 0, 0, 0, F, 0, 0, 0, 0, -(FAR + NEAR) / (FAR - NEAR), -1, 0, 0, -2 * FAR * NEAR / (FAR - NEAR), 0]);
const GPU_PROJECTION = new Float32Array([F, 0, 0, 0, 0, F, 0, 0, 0, 0, FAR / (NEAR - FAR), -1, 0, 0, FAR * NEAR / (NEAR - FAR), 0]);
const QUAD = 'v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3 4/4\n';

async function populate(plume, what) {
  if (what === 'mesh') {
    plume.defineParticle('quad', { mesh: QUAD, texture: plume.generatedTexture('plume:glow'), startColor: [1, 0.6, 0.2, 1], endColor: [0.2, 0.4, 1, 0.5],
      startSize: 0.5, endSize: 1.2, maxAge: 2000, billboard: 'camera', blend: 'alpha' });
    for (let i = 0; i < 5; i++) plume.spawn('quad', [i - 2, 1 + 0.3 * i, 0], 2000);
    return;
  }
  if (what === 'mesh-keyed') { // a kind with timed keys over life and a flipbook atlas (mesh.wgsl's keyed variant)
    plume.defineParticle('keyed', { mesh: QUAD, texture: plume.generatedTexture('plume:fire'), maxAge: 2000, billboard: 'camera',
      size: [[0, 0.4], [0.3, 1.4], [1, 0.8]], color: [[0, '#ffe080'], [0.5, '#ff6020c0'], [1, '#4010ff40']],
      atlas: { cols: 2, rows: 2, fps: 6 }, blend: 'alpha', hueShift: 30, lighting: { strength: 0.5 } });
    for (let i = 0; i < 4; i++) plume.spawn('keyed', [i * 1.3 - 2, 1 + 0.2 * i, 0], 2000);
    return;
  }
  if (what === 'decal') { // gpu and cpu decals flat on a floor, and soft volume smoke over them (no depth: drawn whole)
    const effect = plume.createEffect({ layers: [
      { sim: 'gpu', render: 'decal', rate: 0, burst: 3, life: 4000, speed: [0, 0], size: 1.5, rotation: [0, 360], blend: 'alpha',
        texture: 'plume:smoke', color: ['#402010e0'], decal: { normal: [0, 1, 0.4] }, shape: { type: 'box', size: [3, 0, 1] } },
      { sim: 'cpu', render: 'decal', rate: 0, burst: 3, life: 4000, speed: [0, 0], size: 1.2, blend: 'additive',
        texture: 'plume:ring', color: ['#40a0ff'], decal: { normal: [0, 1, 0.4] }, shape: { type: 'box', size: [3, 0, 1] } },
      { sim: 'cpu', rate: 20, life: 1500, speed: [0.3, 0.8], size: 1, blend: 'alpha', texture: 'plume:smoke', volume: true,
        soft: 0.5, erosion: 0.5, color: ['#a0a0a080', '#60606000'] },
    ] });
    effect.play([0, 0.6, 0], { seed: 5 });
    return;
  }
  if (what === 'blends') { // mesh kinds in each blend and fade (blend_fade.test's twin)
    const blends = ['additive', 'alpha', 'premultiplied', 'additive-ignore-alpha'], fades = ['linear', 'book', 'none'];
    blends.forEach((blend, b) => fades.forEach((fade, f) => {
      const name = `${blend}-${fade}`;
      plume.defineParticle(name, { mesh: QUAD, texture: plume.generatedTexture('plume:glow'), blend, fade, billboard: 'camera',
        startColor: [1, 0.5 + 0.15 * f, 0.2 * b, 0.8], endColor: [0.2, 0.3, 1, 0.2], startSize: 0.35, endSize: 0.5, maxAge: 1500 });
      plume.spawn(name, [b * 1.1 - 1.65, 0.2 + f * 0.8, 0], 1500);
    }));
    return;
  }
  if (what === 'styles') { // cpu sparks bouncing off a plane, velocity-stretched gpu quads, cpu particles from a mesh
    const effect = plume.createEffect({ layers: [
      { sim: 'cpu', rate: 0, burst: 60, life: 1500, render: 'spark', texture: 'plume:spark', size: 0.06, speed: [2, 4],
        shape: { type: 'cone', angle: 40 }, gravity: [0, -6, 0], color: ['#ffd080', '#ff602000'],
        collide: [{ type: 'plane', point: [0, 0, 0], normal: [0, 1, 0], bounce: 0.5, friction: 0.2 }] },
      { sim: 'gpu', rate: 40, life: 900, render: 'velocity', stretch: 0.15, speed: [1, 2], size: 0.12, texture: 'plume:glow',
        color: ['#80c0ff', '#2040ff00'], gravity: [0, -2, 0], collide: [{ type: 'plane', point: [0, 0, 0], normal: [0, 1, 0], bounce: 0.3 }] },
      { sim: 'cpu', rate: 60, life: 800, size: 0.15, texture: 'plume:glow', speed: [0.2, 0.4], color: ['#ff80ff', '#40004000'],
        shape: { type: 'mesh', mesh: 'v -1 0.5 0\nv 1 0.5 0\nv 0 2 0\nf 1 2 3\n', normal: true } },
    ] });
    effect.play([0, 0.2, 0], { seed: 4 });
    return;
  }
  if (what === 'scaled') { // a play stretched unevenly and turned: WebGPU's emitter shader scales launch velocities as
    // WebGL's does (bounds.test.mjs holds WebGL's to the cpu and mesh sims')
    const layer = { rate: 0, burst: 40, life: 2000, speed: [0.8, 1.2], shape: { type: 'point', angle: 180 }, size: 0.15,
      texture: 'plume:glow' };
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', ...layer, color: ['#ffa040'] }, { sim: 'cpu', ...layer, color: ['#40a0ff'] }] });
    const c = Math.cos(0.4), s = Math.sin(0.4);
    effect.play([2 * c, 2 * s, 0, 0, -0.6 * s, 0.6 * c, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1], { seed: 5 });
    return;
  }
  if (what.startsWith('crowd')) { // two cpu layers of thousands: more records than the first stream buffer holds
    const layers = [
      { sim: 'cpu', burst: 4000, rate: 0, life: 3000, speed: 1.5, size: 0.5, color: '#ff8040' },
      { sim: 'cpu', burst: 3000, rate: 0, life: 3000, speed: 1, size: 0.6, color: '#4080ff', blend: 'alpha' },
    ];
    const effect = plume.createEffect({ layers: what === 'crowd' ? layers : what === 'crowd-additive' ? [layers[0]] : [layers[1]] });
    effect.play([0, 1, 0], { seed: 5 });
    return;
  }
  const effect = await plume.loadEffect(`/effects/${what}.plume.json`);
  effect.play([0, 0, 0], { seed: 7 });
}

// 40 steps of 16 ms, drawn every 8th (the last one read): frames after the first upload only what changed
const STEPS = 40, EVERY = 8;
function play(plume, render) {
  for (let i = 1; i <= STEPS; i++) {
    plume.step(16);
    if (i % EVERY === 0) render();
  }
}
function step(plume) { for (let i = 0; i < STEPS; i++) plume.step(16); }

async function drawWebGL(what, options) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  // no multisampling: WebGPU's targets here have none, and edges would differ by it alone
  const plume = await createPlume({ canvas, seed: 3, contextAttributes: { preserveDrawingBuffer: true, antialias: false } });
  await populate(plume, what);
  const gl = canvas.getContext('webgl');
  play(plume, () => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    plume.render(VIEW, GL_PROJECTION, options.fog ? { fog: options.fog } : undefined);
  });
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  const flipped = new Uint8Array(pixels.length); // bottom row first: turned as WebGPU reads (top row first)
  for (let y = 0; y < SIZE; y++) flipped.set(pixels.subarray((SIZE - 1 - y) * SIZE * 4, (SIZE - y) * SIZE * 4), y * SIZE * 4);
  const stats = plume.stats;
  plume.destroy();
  return { pixels: flipped, stats };
}

export async function gpuDevice() {
  const adapter = await navigator.gpu.requestAdapter();
  return adapter.requestDevice();
}

async function readTexture(device, texture) {
  const buffer = device.createBuffer({ size: SIZE * SIZE * 4, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const encoder = device.createCommandEncoder();
  encoder.copyTextureToBuffer({ texture }, { buffer, bytesPerRow: SIZE * 4 }, [SIZE, SIZE]);
  device.queue.submit([encoder.finish()]);
  await buffer.mapAsync(GPUMapMode.READ);
  const pixels = new Uint8Array(buffer.getMappedRange()).slice();
  buffer.destroy();
  return pixels;
}

function clearTexture(device, texture) {
  const encoder = device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [{ view: texture.createView(), loadOp: 'clear', clearValue: [0, 0, 0, 1],
    storeOp: 'store' }] }).end();
  device.queue.submit([encoder.finish()]);
}

async function drawWebGPU(what, options) {
  const device = await gpuDevice();
  const errors = [];
  device.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  // an sRGB target: Plume decodes its sRGB colours to linear and the target encodes them back (the same bytes)
  const format = options.srgb ? 'rgba8unorm-srgb' : 'rgba8unorm';
  const target = device.createTexture({ size: [SIZE, SIZE], format,
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  const plume = await createPlume({ device, format, seed: 3 });
  await populate(plume, what);
  const scopes = [];
  play(plume, () => {
    clearTexture(device, target);
    device.pushErrorScope('validation');
    plume.render(VIEW, GPU_PROJECTION, { target, ...(options.fog ? { fog: options.fog } : {}) });
    scopes.push(device.popErrorScope());
  });
  for (const error of await Promise.all(scopes)) if (error) errors.push(error.message);
  const pixels = await readTexture(device, target);
  const stats = plume.stats;
  plume.destroy();
  return { pixels, stats, errors, backend: plume.backend };
}

/**
 * Both pictures of `what` (an effect file's name, 'mesh' or 'crowd'; options: fog, srgb): lit pixels, and over the
 * pixels lit in either picture the mean and largest channel difference.
 */
export async function compare(what, options = {}) {
  const gl = await drawWebGL(what, options);
  const gpu = await drawWebGPU(what, options);
  let litGl = 0, litGpu = 0, either = 0, sum = 0, worst = 0, bright = 0;
  for (let i = 0; i < gl.pixels.length; i += 4) {
    const a = gl.pixels[i] + gl.pixels[i + 1] + gl.pixels[i + 2], b = gpu.pixels[i] + gpu.pixels[i + 1] + gpu.pixels[i + 2];
    if (a > 12) litGl++;
    if (b > 12) litGpu++;
    if (a <= 12 && b <= 12) continue;
    either++;
    bright += a;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(gl.pixels[i + c] - gpu.pixels[i + c]);
      sum += d;
      worst = Math.max(worst, d);
    }
  }
  return { litGl, litGpu, meanDiff: sum / Math.max(1, either * 3), worst, brightness: bright / Math.max(1, either * 3),
    drawCalls: [gl.stats.drawCalls, gpu.stats.drawCalls], particles: [gl.stats.particles, gpu.stats.particles],
    errors: gpu.errors, backend: gpu.backend };
}

/** Bad input on WebGPU: each call's message, or 'no error'. */
export async function badInput() {
  const device = await gpuDevice();
  const messages = {};
  const attempt = async (name, call) => {
    try { await call(); messages[name] = 'no error'; } catch (error) { messages[name] = `${error.name}: ${error.message}`; }
  };
  await attempt('not a device', () => createPlume({ device: {}, format: 'rgba8unorm' }));
  await attempt('no format', () => createPlume({ device }));
  await attempt('gl option', () => createPlume({ device, format: 'rgba8unorm', webgl: 2 }));
  await attempt('hdr in a device', () => createPlume({ device, format: 'rgba8unorm', hdr: true }));
  await attempt('unknown backend', () => createPlume({ canvas: document.createElement('canvas'), backend: 'metal' }));
  const plume = await createPlume({ device, format: 'rgba8unorm' });
  const wrongFormat = device.createTexture({ size: [4, 4], format: 'bgra8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const noAttachment = device.createTexture({ size: [4, 4], format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING });
  const target = device.createTexture({ size: [4, 4], format: 'rgba8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const depthSmall = device.createTexture({ size: [2, 2], format: 'depth24plus', usage: GPUTextureUsage.TEXTURE_BINDING });
  const depthNoBinding = device.createTexture({ size: [4, 4], format: 'depth24plus', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  await attempt('no target', () => plume.render(VIEW, GPU_PROJECTION));
  await attempt('wrong format', () => plume.render(VIEW, GPU_PROJECTION, { target: wrongFormat }));
  await attempt('no attachment usage', () => plume.render(VIEW, GPU_PROJECTION, { target: noAttachment }));
  await attempt('depth of another size', () => plume.render(VIEW, GPU_PROJECTION, { target, depthTexture: depthSmall }));
  await attempt('depth not sampled', () => plume.render(VIEW, GPU_PROJECTION, { target, depthTexture: depthNoBinding }));
  await attempt('colour as depth', () => plume.render(VIEW, GPU_PROJECTION, { target, depthTexture: target }));
  await attempt('fine', () => plume.render(VIEW, GPU_PROJECTION, { target }));
  messages.backend = plume.backend;
  plume.destroy();
  // what every backend takes is checked before a backend is chosen (no device asked for an options mistake)
  await attempt('seed', () => createPlume({ device, format: 'rgba8unorm', seed: -1 }));
  await attempt('hdr type', () => createPlume({ canvas: document.createElement('canvas'), backend: 'webgpu', hdr: 'yes' }));
  // the module: WebGPU's from any source plume.js takes (one loader for both modules), WebGL's refused by name
  const bytes = await (await fetch('/web/dist/plume_webgpu.wasm')).arrayBuffer();
  for (const [source, wasm] of [['bytes', bytes], ['module', new WebAssembly.Module(bytes)]]) {
    await attempt(`wasm from ${source}`, async () => {
      const made = await createPlume({ device, format: 'rgba8unorm', wasm });
      made.defineParticle('quad', { mesh: 'v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n' });
      made.spawn('quad', [0, 0, 0]);
      made.render(VIEW, GPU_PROJECTION, { target });
      if (made.stats.drawCalls !== 1) throw new Error(`drew ${made.stats.drawCalls} calls`);
      made.destroy();
    });
  }
  await attempt("WebGL's wasm", () => createPlume({ device, format: 'rgba8unorm', wasm: '/web/dist/plume.wasm' }));
  // hostile callers: a getter that destroys the Plume mid-call leaves a PlumeError, nothing drawn, nothing written
  const victim = () => createPlume({ device, format: 'rgba8unorm' });
  const destroying = async (name, call) => {
    const made = await victim();
    await attempt(name, () => call(made));
    messages[`${name} destroyed`] = made.destroyed;
  };
  await destroying('getter in the view', (made) => {
    const view = Array.from(VIEW);
    Object.defineProperty(view, 5, { get() { made.destroy(); return 1; } });
    made.render(view, GPU_PROJECTION, { target });
  });
  await destroying('getter in the options', (made) => made.render(VIEW, GPU_PROJECTION, {
    get target() { made.destroy(); return target; } }));
  await destroying('getter in an effect', (made) => made.createEffect({
    layers: [{ sim: 'gpu', get rate() { made.destroy(); return 20; } }] }));
  const survivor = await victim(); // the module the victims shared still serves a new Plume
  survivor.defineParticle('quad', { mesh: 'v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nf 1 2 3 4\n' });
  survivor.spawn('quad', [0, 0, 0]);
  survivor.render(VIEW, GPU_PROJECTION, { target });
  messages.survivorDraws = survivor.stats.drawCalls;
  survivor.destroy();
  return messages;
}

/** Plume's own WebGPU canvas: the backend it says, and the particles it shows (read in the frame's task). */
export async function ownCanvas() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  document.body.appendChild(canvas);
  const plume = await createPlume({ canvas, backend: 'webgpu', seed: 3 });
  await populate(plume, 'portal');
  step(plume);
  const litNow = () => {
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0);
    const pixels = context.getImageData(0, 0, SIZE, SIZE).data;
    let n = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 8) n++;
    return n;
  };
  plume.render(VIEW, GPU_PROJECTION);
  const lit = litNow();
  // a second view in the same frame (a split screen) draws over the first instead of clearing it
  const aside = VIEW.slice();
  aside[12] = 2.5;
  plume.render(aside, GPU_PROJECTION);
  const both = litNow();
  const result = { backend: plume.backend, lit, both, drawCalls: plume.stats.drawCalls };
  plume.destroy();
  canvas.remove();
  return result;
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Device loss mid-play: Plume's own canvas recovers by itself; in a game's device the game hands its new device over.
 *  Lit pixels before, while lost, and after. */
export async function deviceLoss() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  document.body.appendChild(canvas);
  const own = await createPlume({ canvas, backend: 'webgpu', seed: 3 });
  await populate(own, 'portal');
  step(own);
  const litOn = (c) => {
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(c, 0, 0);
    const data = context.getImageData(0, 0, SIZE, SIZE).data;
    let lit = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 8) lit++;
    return lit;
  };
  own.render(VIEW, GPU_PROJECTION);
  const ownBefore = litOn(canvas);
  const first = own.device;
  first.destroy();
  for (let i = 0; i < 100 && own.device === first; i++) await frames();
  const ownRecovered = own.device !== first;
  own.step(16);
  own.render(VIEW, GPU_PROJECTION);
  const ownAfter = litOn(canvas);
  own.destroy();
  canvas.remove();

  const deviceA = await gpuDevice();
  const format = 'rgba8unorm';
  const plume = await createPlume({ device: deviceA, format, seed: 3 });
  await populate(plume, 'campfire');
  step(plume);
  deviceA.destroy();
  await frames();
  let lostRender = 'no error';
  try {
    plume.render(VIEW, GPU_PROJECTION, { target: deviceA.createTexture({ size: [SIZE, SIZE], format, usage: GPUTextureUsage.RENDER_ATTACHMENT }) });
  } catch (error) { lostRender = error.message; }
  const deviceB = await gpuDevice();
  const errors = [];
  deviceB.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  plume.setDevice(deviceB);
  const target = deviceB.createTexture({ size: [SIZE, SIZE], format, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  clearTexture(deviceB, target);
  plume.step(16);
  plume.render(VIEW, GPU_PROJECTION, { target });
  const pixels = await readTexture(deviceB, target);
  let gameAfter = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 12) gameAfter++;
  let wrongDevice = 'no error';
  try { plume.setDevice({}); } catch (error) { wrongDevice = error.message; }
  plume.destroy();
  return { ownBefore, ownRecovered, ownAfter, lostRender, gameAfter, errors, wrongDevice };
}

// ---- reliability on WebGPU: GPU objects counted, random calls ----

const live = { buffers: 0, textures: 0, wrapped: false };
function countObjects() {
  if (live.wrapped) return;
  live.wrapped = true;
  const wrap = (proto, name, change) => {
    const original = proto[name];
    proto[name] = function (...args) {
      const made = original.apply(this, args);
      change(made, this);
      return made;
    };
  };
  const alive = new WeakSet();
  wrap(GPUDevice.prototype, 'createBuffer', (b) => { alive.add(b); live.buffers++; });
  wrap(GPUDevice.prototype, 'createTexture', (t) => { alive.add(t); live.textures++; });
  wrap(GPUBuffer.prototype, 'destroy', (_, b) => { if (alive.delete(b)) live.buffers--; });
  wrap(GPUTexture.prototype, 'destroy', (_, t) => { if (alive.delete(t)) live.textures--; });
}

/** 20 WebGPU Plumes made on one device, each playing the gallery, drawn, destroyed: the buffers and textures alive
 *  after each, against before the first (nothing a Plume made outlives it; the game's target is the game's). */
export async function lifecycle() {
  countObjects();
  const device = await gpuDevice();
  const errors = [];
  device.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  const target = device.createTexture({ size: [SIZE, SIZE], format: 'rgba8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const before = { buffers: live.buffers, textures: live.textures };
  const after = [];
  for (let i = 0; i < 20; i++) {
    const plume = await createPlume({ device, format: 'rgba8unorm', seed: i });
    await populate(plume, ['campfire', 'portal', 'explosion', 'mesh', 'crowd'][i % 5]);
    const texture = await plume.loadTexture(await window.art.solidTexturePng({ size: 8, color: '#40ff80' }));
    plume.destroyTexture(texture);
    play(plume, () => plume.render(VIEW, GPU_PROJECTION, { target }));
    plume.prepare();
    plume.destroy();
    after.push({ buffers: live.buffers - before.buffers, textures: live.textures - before.textures });
  }
  await device.queue.onSubmittedWorkDone();
  device.destroy();
  return { after, errors };
}

/**
 * Random calls on WebGPU Plumes (a game's device and an own canvas): valid, stale, huge, NaN and mistyped arguments,
 * effects of every sim played and ended, textures loaded and destroyed, targets of wrong formats, the device lost and
 * handed over again, Plumes destroyed and made again. Returns failures that were not PlumeErrors, the GPU's
 * validation errors, and whether every Plume draws at the end.
 */
export async function fuzz(seed, calls) {
  let state = seed >>> 0 || 1;
  const random = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state / 4294967296; };
  const int = (n) => Math.floor(random() * n);
  const pick = (list) => list[int(list.length)];
  const odd = () => pick([NaN, -1, 1e300, Infinity, '7', null, undefined, {}, [], 0, 2 ** 32, -0]);
  const format = 'rgba8unorm';
  let device = await gpuDevice();
  const errors = [];
  const watch = (d) => d.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  watch(device);
  let target = device.createTexture({ size: [32, 32], format, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  let depth = device.createTexture({ size: [32, 32], format: 'depth24plus', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.RENDER_ATTACHMENT });
  const slot = { plume: await createPlume({ device, format, seed: 1 }), effects: [], instances: [], textures: [] };
  const failures = [];
  const gallery = ['campfire', 'portal', 'smoke', 'torch', 'snow', 'fireworks', 'explosion'];
  const effectFiles = {};
  for (const name of gallery) effectFiles[name] = await (await fetch(`/effects/${name}.plume.json`)).json();
  const view = () => (random() < 0.9 ? VIEW : pick([new Float32Array(16).fill(NaN), [1, 2, 3], null, VIEW.map((v) => v * 1e30)]));
  const ops = [
    async () => slot.effects.push(await slot.plume.loadEffect(effectFiles[pick(gallery)])),
    () => slot.effects.push(slot.plume.createEffect({ layers: [{ sim: pick(['gpu', 'cpu', 'mesh']), rate: pick([0, 5, 50, odd()]),
      burst: pick([0, 10, 300, odd()]), life: pick([100, 1000, odd()]), size: [pick([0.2, 1, odd()])], blend: pick(['alpha', 'additive', 'premultiplied', 'x']),
      soft: pick([0, 0.5, undefined]) }] })),
    () => { if (slot.effects.length) slot.instances.push(pick(slot.effects).play(random() < 0.9 ? [int(5) - 2, int(3), 0] : odd(), random() < 0.5 ? { seed: int(100) } : undefined)); },
    () => slot.plume.step(random() < 0.9 ? int(50) : odd()),
    () => slot.plume.render(view(), GPU_PROJECTION, { target, ...(random() < 0.3 ? { depthTexture: depth } : {}), ...(random() < 0.2 ? { fog: { color: '#102030', near: 1, far: 9 } } : {}) }),
    () => slot.plume.render(VIEW, GPU_PROJECTION, { target: pick([target.createView(), {}, depth, null, device.createTexture({ size: [4, 4], format: 'bgra8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT })]) }),
    () => { if (slot.instances.length) pick(slot.instances)[pick(['stop', 'kill', 'seek', 'setTransform'])](random() < 0.7 ? pick([100, [1, 2, 3]]) : odd()); },
    () => { if (slot.effects.length) slot.effects.splice(int(slot.effects.length), 1)[0].destroy(); },
    async () => { slot.textures.push(await slot.plume.loadTexture(await window.art.glowTexturePng({ size: pick([8, 16, 32]) }))); },
    () => { if (slot.textures.length) slot.plume.destroyTexture(slot.textures.splice(int(slot.textures.length), 1)[0]); },
    () => slot.plume.prepare(),
    () => { void slot.plume.stats; },
    async () => { // the device lost, the game makes a new one and hands it over
      if (random() > 0.15) return;
      device.destroy();
      await new Promise((resolve) => setTimeout(resolve, 0));
      slot.plume.render(VIEW, GPU_PROJECTION, { target });
      device = await gpuDevice();
      watch(device);
      target = device.createTexture({ size: [32, 32], format, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
      depth = device.createTexture({ size: [32, 32], format: 'depth24plus', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.RENDER_ATTACHMENT });
      slot.plume.setDevice(random() < 0.9 ? device : odd());
    },
    async () => { // a Plume destroyed and made again
      if (random() > 0.1) return;
      slot.plume.destroy();
      slot.plume = await createPlume({ device, format, seed: int(100) });
      slot.effects = [];
      slot.instances = [];
      slot.textures = [];
    },
  ];
  let succeeded = 0, plays = 0;
  for (let c = 0; c < calls; c++) {
    const before = slot.instances.length;
    try {
      await pick(ops)();
      succeeded++;
      if (slot.instances.length > before) plays++;
    } catch (error) {
      if (!(error instanceof PlumeError) && failures.length < 10) failures.push(`call ${c}: ${error?.name}: ${error?.message}`);
    }
    if (slot.instances.length > 200) slot.instances.splice(0, 100);
  }
  // every Plume still draws at the end: a fresh effect, stepped and drawn
  const effect = await slot.plume.loadEffect(effectFiles.campfire);
  effect.play([0, 0, 0]);
  slot.plume.step(300);
  device.pushErrorScope('validation');
  slot.plume.render(VIEW, GPU_PROJECTION, { target });
  const last = await device.popErrorScope();
  const drawCalls = slot.plume.stats.drawCalls;
  slot.plume.destroy();
  device.destroy();
  return { failures, errors: errors.slice(0, 5), last: last?.message ?? null, drawCalls, succeeded, plays };
}

/** A distorting particle over a checkerboard the game drew, on both backends (WebGL: a game's context, its
 *  colorTexture the checkerboard; WebGPU: the checkerboard in the target and a copy as colorTexture). */
export async function distortion() {
  const CELL = 6;
  const checker = (flip) => {
    const pixels = new Uint8Array(SIZE * SIZE * 4);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const row = flip ? SIZE - 1 - y : y; // WebGL's texture rows go up the screen, WebGPU's down
        const v = (Math.floor(x / CELL) + Math.floor(row / CELL)) % 2 ? 255 : 0;
        pixels.set([v, v, 255 - v, 255], (y * SIZE + x) * 4);
      }
    }
    return pixels;
  };
  const layer = { sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [2.4], distortion: 8, texture: 'plume:glow',
    color: ['#ffffff'] };
  // WebGL: the game draws the checkerboard, then Plume in its context with the checkerboard as colorTexture
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  const gl = canvas.getContext('webgl', { antialias: false, preserveDrawingBuffer: true, alpha: false });
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, SIZE, SIZE, 0, gl.RGBA, gl.UNSIGNED_BYTE, checker(false));
  for (const [name, value] of [[gl.TEXTURE_MIN_FILTER, gl.NEAREST], [gl.TEXTURE_MAG_FILTER, gl.NEAREST],
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE], [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE]]) gl.texParameteri(gl.TEXTURE_2D, name, value);
  gl.bindTexture(gl.TEXTURE_2D, null);
  const plumeGl = await createPlume({ gl, seed: 3 });
  plumeGl.createEffect({ layers: [layer] }).play([0, 1, 0]);
  plumeGl.step(16);
  // the canvas holds what the texture holds (texture row 0 at the bottom, as a game's full-screen quad draws it)
  gl.enable(gl.SCISSOR_TEST);
  for (let y = 0; y < SIZE; y += CELL) {
    for (let x = 0; x < SIZE; x += CELL) {
      const v = (Math.floor(x / CELL) + Math.floor(y / CELL)) % 2 ? 1 : 0;
      gl.scissor(x, y, CELL, CELL);
      gl.clearColor(v, v, 1 - v, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
  }
  gl.disable(gl.SCISSOR_TEST);
  plumeGl.render(VIEW, GL_PROJECTION, { colorTexture: texture });
  const glPixels = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, glPixels);
  const flipped = new Uint8Array(glPixels.length);
  for (let y = 0; y < SIZE; y++) flipped.set(glPixels.subarray((SIZE - 1 - y) * SIZE * 4, (SIZE - y) * SIZE * 4), y * SIZE * 4);
  plumeGl.destroy();

  // WebGPU: the same checkerboard in the target (top row first) and a copy of it as colorTexture
  const device = await gpuDevice();
  const errors = [];
  device.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  const target = device.createTexture({ size: [SIZE, SIZE], format: 'rgba8unorm',
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC | GPUTextureUsage.COPY_DST });
  const copy = device.createTexture({ size: [SIZE, SIZE], format: 'rgba8unorm',
    usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
  for (const t of [target, copy]) device.queue.writeTexture({ texture: t }, checker(true), { bytesPerRow: SIZE * 4 }, [SIZE, SIZE]);
  const plume = await createPlume({ device, format: 'rgba8unorm', seed: 3 });
  plume.createEffect({ layers: [layer] }).play([0, 1, 0]);
  plume.step(16);
  let refused = 'no error';
  try { plume.render(VIEW, GPU_PROJECTION, { target, colorTexture: target }); } catch (error) { refused = error.message; }
  plume.render(VIEW, GPU_PROJECTION, { target, colorTexture: copy });
  const gpuPixels = await readTexture(device, target);
  plume.destroy();
  device.destroy();
  // where the particle displaced the checkerboard, and how the two pictures differ there
  let moved = 0, differ = 0;
  const original = checker(true);
  for (let i = 0; i < gpuPixels.length; i += 4) {
    const changed = gpuPixels[i] !== original[i] || gpuPixels[i + 2] !== original[i + 2];
    if (changed) moved++;
    if (Math.abs(gpuPixels[i] - flipped[i]) > 40 || Math.abs(gpuPixels[i + 2] - flipped[i + 2]) > 40) differ++;
  }
  return { moved, differ, errors, refused };
}

/** createPlume({ canvas, hdr: true }) on both backends, the explosion at its peak (colours above 1): canvas pixels. */
export async function hdr() {
  const picture = async (backend) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = SIZE;
    document.body.appendChild(canvas);
    const plume = await createPlume({ canvas, seed: 3, hdr: true, ...(backend === 'webgpu' ? { backend }
      : { contextAttributes: { antialias: false, preserveDrawingBuffer: true } }) });
    const effect = await plume.loadEffect('/effects/explosion.plume.json');
    effect.play([0, 1, 0], { seed: 7 });
    for (let i = 0; i < 12; i++) plume.step(16);
    if (backend !== 'webgpu') {
      const gl = canvas.getContext('webgl');
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
    plume.device?.pushErrorScope('validation');
    plume.render(VIEW, backend === 'webgpu' ? GPU_PROJECTION : GL_PROJECTION);
    const scope = plume.device?.popErrorScope();
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0);
    const pixels = context.getImageData(0, 0, SIZE, SIZE).data;
    const path = plume.hdr;
    const error = (await scope)?.message ?? null;
    plume.destroy();
    canvas.remove();
    return { pixels, path, error };
  };
  const gl = await picture('webgl'), gpu = await picture('webgpu');
  let litGl = 0, litGpu = 0, either = 0, sum = 0, beyond = 0;
  for (let i = 0; i < gl.pixels.length; i += 4) {
    const a = gl.pixels[i] + gl.pixels[i + 1] + gl.pixels[i + 2], b = gpu.pixels[i] + gpu.pixels[i + 1] + gpu.pixels[i + 2];
    if (a > 12) litGl++;
    if (b > 12) litGpu++;
    if (a <= 12 && b <= 12) continue;
    either++;
    for (let c = 0; c < 3; c++) sum += Math.abs(gl.pixels[i + c] - gpu.pixels[i + c]);
    if (b > 600) beyond++; // near-white: the glow's heart
  }
  return { litGl, litGpu, meanDiff: sum / Math.max(1, either * 3), paths: [gl.path, gpu.path], bright: beyond, error: gpu.error };
}

/**
 * Two simulated minutes on WebGPU (frames of 200 ms): a campfire burning, explosions and fireworks played and ending
 * by themselves, the device lost and handed over twice; at one minute and at the end: the wasm's allocated bytes,
 * the GPU buffers and textures alive (the game's target included), the instances playing.
 */
export async function soak() {
  countObjects();
  let device = await gpuDevice();
  const errors = [];
  const watch = (d) => d.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  watch(device);
  const format = 'rgba8unorm';
  const makeTarget = () => device.createTexture({ size: [SIZE, SIZE], format,
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  let target = makeTarget();
  const plume = await createPlume({ device, format, seed: 9 });
  const load = async (name) => plume.loadEffect(await (await fetch(`/effects/${name}.plume.json`)).json());
  const [campfire, explosion, fireworks] = await Promise.all(['campfire', 'explosion', 'fireworks'].map(load));
  campfire.play([0, 0, 0], { loop: true });
  let ended = 0;
  const sample = () => ({ allocatedBytes: plume.allocatedBytes, buffers: live.buffers, textures: live.textures,
    instances: plume.stats.instances });
  let start = null;
  for (let frame = 1; frame <= 600; frame++) {
    if (frame % 15 === 0) explosion.play([(frame % 7) - 3, 1, 0]).finished.then(() => { ended++; });
    if (frame % 25 === 0) fireworks.play([(frame % 5) - 2, 0, -2]).finished.then(() => { ended++; });
    if (frame === 150 || frame === 450) { // the device lost; the game makes a new one and hands it over
      target.destroy();
      device.destroy();
      await new Promise((resolve) => setTimeout(resolve, 0));
      device = await gpuDevice();
      watch(device);
      target = makeTarget();
      plume.setDevice(device);
    }
    plume.step(200);
    plume.render(VIEW, GPU_PROJECTION, { target });
    if (frame % 50 === 0) await device.queue.onSubmittedWorkDone();
    if (frame === 300) start = sample();
  }
  await device.queue.onSubmittedWorkDone();
  const end = sample();
  clearTexture(device, target);
  plume.render(VIEW, GPU_PROJECTION, { target });
  const pixels = await readTexture(device, target);
  let lit = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 40) lit++;
  plume.destroy();
  device.destroy();
  return { start, end, ended, lit, errors: errors.slice(0, 5) };
}
