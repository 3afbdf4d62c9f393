// The peer workload (issue 14: 56-particle bursts at random places in a 200×100×1000 box in front of the camera, 2 s
// life, speeds 2-6, sizes 1 -> 5, alpha 1 -> 0, additive) simulated on the CPU by three libraries, each on its own
// 128×128 canvas, in two forms each library's API offers:
// - one system for every burst, each library's cheapest: Plume's addSystem moved to each burst's place and burst(56)
//   (its particles live in the world); a Babylon.js ParticleSystem emitting each frame's bursts with `manualEmitCount`,
//   each burst's particles placed by a `startPositionFunction`; a three.quarks ParticleSystem emitting them through
//   its emission state, placed by an emitter shape of ours wrapping its sphere;
// - a system a burst, the way to play an effect many times: Plume's plays of an effect with a 'cpu' layer (a CPU
//   system each, drawn together), three.quarks' ParticleSystem cloned for each burst, its emitter moved there, all
//   batched by one BatchedRenderer and freed when done (Babylon.js has no batching: a system there is a draw call);
// and, beside them, Plume's 'gpu' layer. Measured per 16 ms frame: main-thread CPU ms of the frame's spawns + update
// + draw (median, p95), the draw calls and the bytes uploaded (GL calls wrapped), then a 1-pixel readPixels outside
// the timing so each frame starts after the last is drawn; a setup whose live particles stray more than 10% from the
// target, or whose picture is black, is reported as failed. bench/run.mjs bundles this file (with three,
// three.quarks and Babylon.js from node_modules) into build/bench/ before the page imports it.
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng } from '/web/art.js';
import { makeCanvas, perspective } from '/tests/browser/page_helpers.js';
import { percentile, place, playsPerFrame, random } from '/bench/effects.js';
import * as THREE from 'three';
import {
  BatchedRenderer, Bezier, ColorOverLife, ConstantValue, Gradient, IntervalValue, ParticleSystem as QuarksSystem,
  PiecewiseBezier, RenderMode, SizeOverLife, SphereEmitter, Vector3 as QuarksVector3,
} from 'three.quarks';
import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { ParticleSystem } from '@babylonjs/core/Particles/particleSystem.js';
import '@babylonjs/core/Particles/particleSystemComponent.js';

const BURST = 56;
const LIFE_MS = 2000;
const FRAME_MS = 16;
const FOV = Math.PI / 3;

// bursts a frame so that `live` particles are alive: live / BURST bursts over LIFE_MS (effects.js's plays a frame)
const burstsPerFrame = playsPerFrame;

// Draw calls and bytes uploaded, counted on the context the library draws with (WebGL 1 or 2).
function counters(gl) {
  const counts = { draws: 0, bytes: 0 };
  const wrap = (target, name, count) => {
    if (!target?.[name]) return;
    const original = target[name].bind(target);
    target[name] = (...args) => { count(...args); return original(...args); };
  };
  // WebGL 2's instanced draws, or WebGL 1's extension (Emscripten's glue also hangs its own drawElementsInstanced on a
  // WebGL 1 context, calling the extension's: counted once, at the extension)
  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  for (const name of ['drawElements', 'drawArrays', ...(webgl2 ? ['drawElementsInstanced', 'drawArraysInstanced'] : [])]) {
    wrap(gl, name, () => { counts.draws++; });
  }
  const ext = webgl2 ? null : gl.getExtension('ANGLE_instanced_arrays');
  for (const name of ['drawElementsInstancedANGLE', 'drawArraysInstancedANGLE']) wrap(ext, name, () => { counts.draws++; });
  // WebGL 2's bufferData(target, view, usage, srcOffset, length) and bufferSubData(target, offset, view, srcOffset,
  // length) upload `length` elements from srcOffset when given (Emscripten passes the whole heap and a range)
  const sent = (data, srcOffset, length) => {
    if (typeof data === 'number' || !data) return 0;
    const element = data.BYTES_PER_ELEMENT ?? 1;
    return length ? length * element : data.byteLength - (srcOffset ?? 0) * element;
  };
  wrap(gl, 'bufferData', (target, data, usage, srcOffset, length) => { counts.bytes += sent(data, srcOffset, length); });
  wrap(gl, 'bufferSubData', (target, offset, data, srcOffset, length) => { counts.bytes += sent(data, srcOffset, length); });
  return counts;
}

async function glowBlob() {
  return new Blob([await glowTexturePng({ size: 64 })], { type: 'image/png' });
}

async function plumeSetup(sim, live) {
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(new Uint8Array(await (await glowBlob()).arrayBuffer()));
  const effect = plume.createEffect({
    name: 'burst',
    layers: [{ sim, texture, rate: 0, burst: BURST, life: LIFE_MS, speed: [2, 6], shape: 'sphere', size: [1, 5],
      color: ['#ffffffff', '#ffffff00'], blend: 'additive' }],
  });
  const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
  const projection = perspective(FOV, 1, 0.1, 2000);
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    owed += burstsPerFrame(live);
    for (; owed >= 1; owed--) effect.play(place(rnd));
    plume.step(FRAME_MS);
    plume.render(view, projection);
  };
  return { gl, frame, live: () => plume.stats.particles, destroy: () => plume.destroy() };
}

// One CPU system for every burst: moved to each burst's place, then burst(56); its particles live in the world.
async function plumeSystemSetup(live) {
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(new Uint8Array(await (await glowBlob()).arrayBuffer()));
  const system = plume.addSystem({ texture, rate: 0, capacity: Math.ceil(live * 1.1), life: LIFE_MS, speed: [2, 6],
    shape: 'sphere', size: [1, 5], color: ['#ffffffff', '#ffffff00'], blend: 'additive' });
  const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
  const projection = perspective(FOV, 1, 0.1, 2000);
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    owed += burstsPerFrame(live);
    for (; owed >= 1; owed--) {
      system.setTransform(place(rnd));
      system.burst(BURST);
    }
    plume.step(FRAME_MS);
    plume.render(view, projection);
  };
  return { gl, frame, live: () => plume.stats.particles, destroy: () => plume.destroy() };
}

async function babylonSetup(live) {
  const canvas = makeCanvas(128, 128);
  const engine = new Engine(canvas, false, { antialias: false, preserveDrawingBuffer: true, stencil: false });
  const scene = new Scene(engine);
  scene.useRightHandedSystem = true; // the camera at z = 60 looking down -z, as the others
  scene.clearColor = new Color4(0, 0, 0, 1);
  scene.useConstantAnimationDeltaTime = true; // every frame 16 ms: the particles' clock is the workload's
  const camera = new FreeCamera('camera', new Vector3(0, 0, 60), scene);
  camera.setTarget(new Vector3(0, 0, 0));
  camera.fov = FOV;
  camera.minZ = 0.1;
  camera.maxZ = 2000;
  const url = URL.createObjectURL(await glowBlob());
  const texture = new Texture(url, scene);
  await new Promise((resolve) => { if (texture.isReady()) resolve(); else texture.onLoadObservable.addOnce(resolve); });
  const capacity = Math.ceil(live * 1.1); // room for the frames' overlap: a full system drops births without a word
  const system = new ParticleSystem('bursts', capacity, scene);
  system.particleTexture = texture;
  system.emitter = new Vector3(0, 0, 0);
  system.blendMode = ParticleSystem.BLENDMODE_ADD;
  system.minLifeTime = system.maxLifeTime = LIFE_MS / 1000;
  system.minEmitPower = 2;
  system.maxEmitPower = 6;
  // age and movement in seconds: a frame's step is updateSpeed × the scene's animation ratio, 16 × 60 / 1000 = 0.96
  // with a constant 16 ms delta, so 1/60 ages it 16 ms a frame
  system.updateSpeed = 1 / 60;
  system.addSizeGradient(0, 1);
  system.addSizeGradient(1, 5);
  system.addColorGradient(0, new Color4(1, 1, 1, 1));
  system.addColorGradient(1, new Color4(1, 1, 1, 0));
  system.gravity = new Vector3(0, 0, 0);
  const origins = []; // this frame's bursts, 56 particles each, in emission order
  let emitted = 0;
  system.startPositionFunction = (world, position) => {
    const origin = origins[Math.floor(emitted / BURST)] ?? origins[origins.length - 1];
    emitted++;
    position.set(origin[0], origin[1], origin[2]);
  };
  system.startDirectionFunction = (world, direction) => { // a random direction on the unit sphere
    const z = Math.random() * 2 - 1, phi = Math.random() * Math.PI * 2, r = Math.sqrt(1 - z * z);
    direction.set(r * Math.cos(phi), r * Math.sin(phi), z);
  };
  system.manualEmitCount = 0;
  system.start();
  // Babylon imports its particle shaders when first asked (a dynamic import): let that land before the frames,
  // which run without yielding to the page
  for (let i = 0; i < 500 && !(system.isReady() && scene.isReady()); i++) {
    scene.render();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!system.isReady()) throw new Error('Babylon.js: the particle system never got ready');
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    owed += burstsPerFrame(live);
    origins.length = 0;
    emitted = 0;
    for (; owed >= 1; owed--) origins.push(place(rnd));
    system.manualEmitCount = origins.length * BURST;
    scene.render();
  };
  const gl = engine._gl;
  return {
    gl, frame, live: () => system.getActiveCount(),
    destroy: () => { engine.dispose(); URL.revokeObjectURL(url); gl.getExtension('WEBGL_lose_context')?.loseContext(); },
  };
}

// three.js on its own canvas with the camera of the others, the glow as a texture and quarks' BatchedRenderer.
async function quarksStage() {
  const canvas = makeCanvas(128, 128);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(128, 128, false);
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera((FOV * 180) / Math.PI, 1, 0.1, 2000);
  camera.position.set(0, 0, 60);
  const map = new THREE.Texture(await createImageBitmap(await glowBlob()));
  map.needsUpdate = true;
  const batch = new BatchedRenderer();
  scene.add(batch);
  return { renderer, scene, camera, map, batch };
}

async function quarksEachSetup(live) {
  const { renderer, scene, camera, map, batch } = await quarksStage();
  const prefab = new QuarksSystem({
    duration: LIFE_MS / 1000,
    looping: false,
    autoDestroy: true,
    worldSpace: true,
    shape: new SphereEmitter({ radius: 1, thickness: 1 }),
    startLife: new ConstantValue(LIFE_MS / 1000),
    startSpeed: new IntervalValue(2, 6),
    startSize: new ConstantValue(1),
    emissionOverTime: new ConstantValue(0),
    emissionBursts: [{ time: 0, count: new ConstantValue(BURST), cycle: 1, interval: 0.01, probability: 1 }],
    behaviors: [
      new SizeOverLife(new PiecewiseBezier([[new Bezier(1, 1 + 4 / 3, 1 + 8 / 3, 5), 0]])),
      new ColorOverLife(new Gradient([[new QuarksVector3(1, 1, 1), 0], [new QuarksVector3(1, 1, 1), 1]], [[1, 0], [0, 1]])),
    ],
    material: new THREE.MeshBasicMaterial({ map, blending: THREE.AdditiveBlending, transparent: true, depthWrite: false }),
    renderMode: RenderMode.BillBoard,
  });
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    owed += burstsPerFrame(live);
    for (; owed >= 1; owed--) {
      const system = prefab.clone();
      system.emitter.position.set(...place(rnd));
      scene.add(system.emitter);
      batch.addSystem(system);
    }
    batch.update(FRAME_MS / 1000);
    renderer.render(scene, camera);
  };
  const gl = renderer.getContext();
  const particles = () => {
    let n = 0;
    for (const child of scene.children) if (child.system) n += child.system.particleNum;
    return n;
  };
  return { gl, frame, live: particles, destroy: () => { renderer.dispose(); renderer.forceContextLoss(); } };
}

// One three.quarks system for every burst: a frame's bursts emitted through its emission state (what its emitBursts
// add to), each particle placed at its burst's origin by an emitter shape of ours around quarks' sphere.
async function quarksSystemSetup(live) {
  const { renderer, scene, camera, map, batch } = await quarksStage();
  const sphere = new SphereEmitter({ radius: 1, thickness: 1 });
  const origins = []; // this frame's bursts, 56 particles each, in emission order
  let emitted = 0;
  const shape = {
    type: 'sphere',
    initialize(particle, state) {
      sphere.initialize(particle, state);
      const origin = origins[Math.floor(emitted / BURST)] ?? origins[origins.length - 1];
      emitted++;
      particle.position.x += origin[0];
      particle.position.y += origin[1];
      particle.position.z += origin[2];
    },
    update(system, delta) { sphere.update(system, delta); },
    clone() { return this; },
    toJSON() { return sphere.toJSON(); },
  };
  const system = new QuarksSystem({
    duration: 1000, // a loop longer than the run: its emission never ends
    looping: true,
    worldSpace: true,
    shape,
    startLife: new ConstantValue(LIFE_MS / 1000),
    startSpeed: new IntervalValue(2, 6),
    startSize: new ConstantValue(1),
    emissionOverTime: new ConstantValue(0),
    emissionBursts: [],
    behaviors: [
      new SizeOverLife(new PiecewiseBezier([[new Bezier(1, 1 + 4 / 3, 1 + 8 / 3, 5), 0]])),
      new ColorOverLife(new Gradient([[new QuarksVector3(1, 1, 1), 0], [new QuarksVector3(1, 1, 1), 1]], [[1, 0], [0, 1]])),
    ],
    material: new THREE.MeshBasicMaterial({ map, blending: THREE.AdditiveBlending, transparent: true, depthWrite: false }),
    renderMode: RenderMode.BillBoard,
  });
  scene.add(system.emitter);
  batch.addSystem(system);
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    owed += burstsPerFrame(live);
    origins.length = 0;
    emitted = 0;
    for (; owed >= 1; owed--) origins.push(place(rnd));
    system.emissionState.waitEmiting = origins.length * BURST;
    batch.update(FRAME_MS / 1000);
    renderer.render(scene, camera);
  };
  const gl = renderer.getContext();
  return { gl, frame, live: () => system.particleNum, destroy: () => { renderer.dispose(); renderer.forceContextLoss(); } };
}

const SETUPS = {
  'plume-system': plumeSystemSetup, babylon: babylonSetup, 'quarks-system': quarksSystemSetup,
  'plume-plays': (live) => plumeSetup('cpu', live), 'quarks-each': quarksEachSetup,
  'plume-gpu': (live) => plumeSetup('gpu', live),
};
export const SETUP_NAMES = Object.keys(SETUPS);

/** One setup at `live` particles: a full life of bursts to warm up, then `frames` measured frames. */
export async function run(setupName, live, frames) {
  const setup = await SETUPS[setupName](live);
  const { gl } = setup;
  const pixel = new Uint8Array(4);
  try {
    for (let t = 0; t < LIFE_MS + 200; t += FRAME_MS) setup.frame();
  } catch (error) {
    setup.destroy();
    return { setup: setupName, live, failed: error.message };
  }
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  const counts = counters(gl);
  const cpu = [];
  for (let f = 0; f < frames; f++) {
    const start = performance.now();
    setup.frame();
    cpu.push(performance.now() - start);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  }
  // the picture is not black: every library drew its bursts (a setup drawing nothing would be cheap and wrong)
  const lit = litPixels(gl);
  const alive = setup.live();
  setup.destroy();
  if (!lit || Math.abs(alive - live) > 0.1 * live) {
    return { setup: setupName, live: alive, failed: `${alive} live particles (wanted ${live}), ${(lit * 100).toFixed(1)}% of the pixels lit` };
  }
  return { setup: setupName, live: alive, cpuMedian: percentile(cpu, 0.5), cpuP95: percentile(cpu, 0.95),
    draws: counts.draws / frames, bytes: counts.bytes / frames, lit };
}

function litPixels(gl) {
  const pixels = new Uint8Array(128 * 128 * 4);
  gl.readPixels(0, 0, 128, 128, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let lit = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 30) lit++;
  return lit / (128 * 128);
}
