// CPU particle-system benchmark page: 100 continuous systems of ~1,000 live billboards each (100,000
// live particles, steady spawns and deaths: ~1,600 of each per 16 ms frame), drawn into a game's
// WebGL context the way games use Plume, against the same simulation and buffer fill written in plain
// JavaScript (bench/systems_baseline.js) on its own context. Setups run frame by frame in turn
// (interleaved), so drift hits them alike.
// Per frame: CPU = main-thread ms of step + render (Plume) or step + fill + upload + draw (JavaScript),
// split into simulation (step) and drawing (render / fill+flush); GPU-inclusive adds a 1-pixel
// readPixels, which waits for the frame. Draw calls and bytes uploaded are counted on the context.
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng } from '/web/art.js';
import { makeCanvas, perspective } from '/tests/browser/page_helpers.js';
import { multiply, quantiles } from '/bench/bench.js';
import { BaselineRenderer, BaselineSystem } from '/bench/systems_baseline.js';

const SIZE = 128;
const FRAME_MS = 16;
const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
const projection = perspective(Math.PI / 3, 1, 0.1, 200);
const viewProjection = multiply(projection, view);
const pixel = new Uint8Array(4);

// One system's settings: the JavaScript baseline takes them as they are, Plume as its desc.
function settings(index, perSystem) {
  return {
    position: [(index % 10) * 6 - 27, Math.floor(index / 10) * 6 - 27, 0], positionRandom: [0.5, 0.5, 0.5],
    velocity: [0, 2, 0], velocityRandom: [1, 1, 1], capacity: Math.ceil(perSystem * 1.25), rate: perSystem,
    life: [800, 1200], size: [0.3, 0.6], sizeRandom: 0.3, color: [1, 0.8, 0.5, 1, 1, 0.3, 0.1, 0],
    colorRandom: [0.1, 0.1, 0.1, 0], rotation: [0, Math.PI * 2], spin: [-1, 1], gravity: [0, -1, 0], drag: 0.5,
    frames: 1, fps: 0,
  };
}

const DEGREES = 180 / Math.PI;
// render: Plume's style ('billboard', 28-byte records; 'spark' or 'velocity', 40-byte records as the baseline's)
function plumeDesc(s, texture, seed, render = 'billboard') {
  return {
    ...(render === 'billboard' ? {} : { render }),
    texture, blend: 'additive', capacity: s.capacity, rate: s.rate, life: s.life, seed,
    position: s.position, positionRandom: s.positionRandom, velocity: s.velocity, velocityRandom: s.velocityRandom,
    size: s.size, sizeRandom: s.sizeRandom, color: [s.color.slice(0, 4), s.color.slice(4)], colorRandom: s.colorRandom,
    rotation: s.rotation.map((r) => r * DEGREES), spin: s.spin.map((r) => r * DEGREES), gravity: s.gravity, drag: s.drag,
  };
}

function counters(gl) {
  const counts = { draws: 0, bytes: 0, on: false };
  const wrap = (target, name, count) => {
    const original = target[name].bind(target);
    target[name] = (...args) => { if (counts.on) count(...args); return original(...args); };
  };
  const angle = gl.getExtension('ANGLE_instanced_arrays');
  for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
    if (gl[name]) wrap(gl, name, () => { counts.draws++; });
  }
  if (angle) {
    for (const name of ['drawElementsInstancedANGLE', 'drawArraysInstancedANGLE']) wrap(angle, name, () => { counts.draws++; });
  }
  wrap(gl, 'bufferData', (target, data) => { counts.bytes += typeof data === 'number' ? 0 : data?.byteLength ?? 0; });
  wrap(gl, 'bufferSubData', (target, offset, data, srcOffset, length) => {
    counts.bytes += length ? length * (data.BYTES_PER_ELEMENT ?? 1) : data?.byteLength ?? 0;
  });
  return counts;
}

async function texturePng() { return glowTexturePng({ size: 64 }); }

async function plumeSetup(name, contextType, systems, perSystem, render) {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext(contextType, { antialias: false });
  const counts = counters(gl);
  const plume = await createPlume({ gl });
  const texture = await plume.loadTexture(await texturePng());
  for (let i = 0; i < systems; i++) plume.addSystem(plumeDesc(settings(i, perSystem), texture, i + 1, render));
  for (let t = 0; t < 2000; t += FRAME_MS) plume.step(FRAME_MS); // steady state
  plume.render(view, projection);
  return {
    name, gl, counts,
    step: () => plume.step(FRAME_MS),
    draw: () => plume.render(view, projection),
    live: () => plume.stats.systemParticles,
    destroy: () => plume.destroy(),
  };
}

async function baselineSetup(systems, perSystem) {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext('webgl', { antialias: false });
  const counts = counters(gl);
  const renderer = new BaselineRenderer(gl);
  const image = await createImageBitmap(new Blob([await texturePng()], { type: 'image/png' }));
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  gl.generateMipmap(gl.TEXTURE_2D);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
  const list = Array.from({ length: systems }, (_, i) => new BaselineSystem(settings(i, perSystem), i + 1));
  for (let t = 0; t < 2000; t += FRAME_MS) for (const system of list) system.step(FRAME_MS);
  const draw = () => {
    renderer.begin(viewProjection, view, texture);
    for (const system of list) renderer.fill(system);
    renderer.flush();
  };
  draw();
  return {
    name: 'js', gl, counts,
    step: () => { for (const system of list) system.step(FRAME_MS); },
    draw,
    live: () => list.reduce((sum, system) => sum + system.count, 0),
    destroy: () => {},
  };
}

/** Runs every setup `frames` times, interleaved; returns one row per setup. */
export async function run(frames = 120, systems = 100, perSystem = 1000, baselineOnly = false, render = 'billboard') {
  const setups = [];
  if (!baselineOnly) {
    setups.push(await plumeSetup('plume-guest1', 'webgl', systems, perSystem, render));
    setups.push(await plumeSetup('plume-guest2', 'webgl2', systems, perSystem, render));
  }
  setups.push(await baselineSetup(systems, perSystem));
  const samples = setups.map(() => ({ cpu: [], step: [], draw: [], total: [] }));
  for (let f = 0; f < frames; f++) {
    setups.forEach((setup, i) => {
      const { gl } = setup;
      setup.counts.on = f > 0;
      const start = performance.now();
      gl.clearColor(0, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      setup.step();
      const stepped = performance.now();
      setup.draw();
      const end = performance.now();
      setup.counts.on = false;
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const s = samples[i];
      s.cpu.push(end - start);
      s.step.push(stepped - start);
      s.draw.push(end - stepped);
      s.total.push(performance.now() - start);
    });
  }
  const rows = setups.map((setup, i) => {
    const s = samples[i];
    const cpu = quantiles(s.cpu);
    return {
      name: setup.name, live: setup.live(), cpuMedian: cpu.median, cpuP95: cpu.p95,
      stepMedian: quantiles(s.step).median, drawMedian: quantiles(s.draw).median,
      totalMedian: quantiles(s.total).median,
      draws: setup.counts.draws / (frames - 1), bytes: setup.counts.bytes / (frames - 1),
    };
  });
  const memory = performance.memory ? performance.memory.usedJSHeapSize : 0;
  for (const setup of setups) setup.destroy();
  return { rows, jsHeapBytes: memory };
}
