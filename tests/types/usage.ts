// Type-checked (never run) by tests/browser/types.test.mjs: the declarations in web/dist/plume.d.ts
// must accept the documented usage and reject what the runtime rejects.
import { createPlume, Plume, PlumeEmitter, PlumeError, type EmitterDesc, type Matrix4Tuple, type PlumeStats, type PlumeTexture, type PlumeInstance } from '../../web/dist/plume.js';

export async function documentedUsage(canvas: HTMLCanvasElement, gl: WebGL2RenderingContext, elements: Matrix4Tuple,
  wasmBytes: ArrayBuffer, response: Response, compiled: WebAssembly.Module): Promise<void> {
  const plume: Plume = await createPlume({ canvas, seed: 42, contextAttributes: { antialias: false } });
  const guest = await createPlume({ gl, instancing: false });
  await createPlume({ canvas, wasm: new URL('./plume.wasm', import.meta.url) });
  await createPlume({ canvas, wasm: '/assets/plume.wasm' });
  await createPlume({ canvas, wasm: wasmBytes });
  await createPlume({ canvas, wasm: response });
  await createPlume({ gl, wasm: compiled });
  await createPlume({ gl, hostState: 'query', vertexArrays: false });
  await createPlume({ gl, hostState: 'reset' });
  // WebGPU: a game's device (typed loosely), or Plume's own canvas
  const gpu = await createPlume({ device: {}, format: 'bgra8unorm' });
  await createPlume({ canvas, backend: 'webgpu' });
  await createPlume({ canvas, backend: 'auto', webgl: 2 });
  const which: 'webgl' | 'webgpu' = gpu.backend;
  gpu.render(elements, elements, { target: {}, depthTexture: {}, near: 0.1, far: 100 });
  gpu.setDevice({});
  void which;
  // @ts-expect-error a device needs the format Plume draws
  await createPlume({ device: {} });
  // @ts-expect-error a device is not a WebGL context's
  await createPlume({ gl, device: {}, format: 'rgba8unorm' });
  const texture: PlumeTexture = await plume.loadTexture('glow.png');
  await plume.loadTexture(new Uint8Array(4));
  await plume.loadTexture(new ArrayBuffer(4));
  plume.defineParticle('explosion', { mesh: 'v 0 0 0', mesh2: 'v 1 1 1', texture, blend: 'additive', startSize: 1,
    endSize: 50, maxAge: 1000, capacity: 100, spin: false, pointDown: true, depthTest: true });
  plume.prepare();
  plume.defineParticle('smoke', { mesh: 'v 0 0 0', blend: 'alpha', fade: 'none', startColor: '#ff8800cc',
    endColor: [0.2, 0.2, 0.2, 0] });
  plume.defineParticle('book', { mesh: 'v 0 0 0', blend: 'additive-ignore-alpha', fade: 'book', startColor: [1, 1, 1] });
  // @ts-expect-error fade is 'linear', 'book' or 'none'
  plume.defineParticle('bad', { mesh: 'v 0 0 0', fade: 'wobble' });
  // @ts-expect-error a colour has 3 or 4 components
  plume.defineParticle('bad', { mesh: 'v 0 0 0', startColor: [1, 1] });
  const usesVertexArrays: boolean = plume.vertexArrays && guest.vertexArrays;
  const id: number = plume.spawn('explosion', [0, 1, 2]);
  plume.spawn('explosion', new Float32Array(16), 2000, 1, 50);
  plume.spawn('explosion', elements);
  plume.setTransform(id, [3, 4, 5]);
  plume.step(16);
  plume.render(new Float32Array(16), new Float32Array(16));
  plume.render(elements, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const stats: PlumeStats = plume.stats;
  const total: number = stats.particlesCreated + stats.particlesActive + stats.totalPolycount + stats.drawCalls +
    stats.recycled;
  const alive: boolean = plume.isAlive(id) && plume.instancing && !plume.destroyed && total >= 0;
  if (alive) plume.kill(id);
  const smoke: EmitterDesc = { texture, rate: 100, life: 1500, loop: true, duration: 2000, burst: 10, delay: 0,
    shape: { type: 'cone', radius: 0.3, angle: 20, surface: false }, direction: [0, 1, 0], speed: [1, 2],
    gravity: [0, -1, 0], drag: 0.5, size: [0.2, 1], color: ['#ffaa44', [1, 1, 1, 0]], rotation: [0, 360],
    spin: 90, atlas: { cols: 4, rows: 4, fps: 12, randomStart: true }, blend: 'alpha', billboard: 'velocity',
    stretch: 0.1, noise: { strength: 1, scale: 2 }, timeScale: 1, seed: 3, capacity: 400 };
  const emitter: PlumeEmitter = plume.createEmitter(smoke);
  plume.createEmitter();
  plume.createEmitter({ shape: 'sphere', color: '#fff' });
  emitter.setPosition([1, 2, 3]);
  emitter.setPosition(new Float32Array(16));
  emitter.set({ timeScale: 0 });
  emitter.seek(500);
  const emitterTime: number = emitter.time + stats.emitters + stats.emitterParticles;
  const box: number = emitter.bounds.min[0] - emitter.bounds.max[2] + emitterTime;
  emitter.stop();
  if (!emitter.destroyed && box) emitter.destroy();
  plume.restoreContext();
  try {
    plume.destroy();
    guest.destroy();
  } catch (error) {
    if (error instanceof PlumeError) console.log(error.status, error.message);
  }
}

export async function mistakes(plume: Plume, canvas: HTMLCanvasElement, gl: WebGLRenderingContext,
  view: Float32Array): Promise<void> {
  // @ts-expect-error blend modes are a closed set
  plume.defineParticle('x', { mesh: '', blend: 'screen' });
  // @ts-expect-error mesh is required
  plume.defineParticle('x', { texture: null });
  // @ts-expect-error unknown kind option
  plume.defineParticle('x', { mesh: '', maxage: 5 });
  // @ts-expect-error render needs two matrices
  plume.render(new Float32Array(16));
  // @ts-expect-error a matrix has 16 numbers
  plume.render(view, [1, 2, 3]);
  // @ts-expect-error a position has three numbers
  plume.spawn('x', [1, 2]);
  // @ts-expect-error the kind name comes first
  plume.spawn([0, 0, 0], 'boom');
  // @ts-expect-error ids are numbers, not BigInt
  plume.kill(1n);
  // @ts-expect-error step takes a number of milliseconds
  plume.step('16');
  // @ts-expect-error stats are read-only
  plume.stats = { particlesCreated: 0, particlesActive: 0, totalPolycount: 0, drawCalls: 0, recycled: 0 };
  // @ts-expect-error shapes are a closed set
  plume.createEmitter({ shape: { type: 'torus' } });
  // @ts-expect-error unknown emitter field
  plume.createEmitter({ lifetime: 5 });
  // @ts-expect-error billboards are a closed set
  plume.createEmitter({ billboard: 'screen' });
  // @ts-expect-error gravity is [x, y, z]
  plume.createEmitter({ gravity: -9.8 });
  // @ts-expect-error createPlume needs options
  await createPlume();
  // @ts-expect-error createPlume needs a canvas or a gl
  await createPlume({});
  // @ts-expect-error not both a canvas and a gl
  await createPlume({ canvas, gl });
  // @ts-expect-error contextAttributes only apply to the context Plume makes on a canvas
  await createPlume({ gl, contextAttributes: {} });
  // @ts-expect-error unknown createPlume option
  await createPlume({ canvas, canvass: canvas });
  // @ts-expect-error instancing is a boolean
  await createPlume({ canvas, instancing: 0 });
  // (wasm: 42 type-checks: lib.dom's WebAssembly.Module is an empty interface, so any object fits it;
  // the runtime throws a PlumeError for it — tests/browser/boundary.test.mjs.)
  // @ts-expect-error a Plume comes from createPlume
  new Plume();
  // @ts-expect-error hostState is one of 'track', 'query', 'reset'
  await createPlume({ gl, hostState: 'keep' });
  // @ts-expect-error hostState applies to a context the game owns
  await createPlume({ canvas, hostState: 'query' });
}

// Effect files: the documented usage type-checks, misspelt fields do not.
export async function effectUsage(plume: Plume): Promise<number> {
  const effect = await plume.loadEffect('effects/boom.json');
  effect.play([0, 1, 0]);
  effect.seek(500);
  const again = await plume.loadEffect(effect.toJSON(), { baseUrl: 'https://example.com/effects/' });
  again.play(new Float32Array(16));
  await plume.loadEffect({ plume: 'effect', version: 1, kinds: { q: { mesh: 'v 0 0 0', texture: 'glow' } },
    textures: { glow: 'glow.png' }, spawns: [{ kind: 'q', at: 100, count: 3, every: 50, spread: 1 }],
    emitters: [{ name: 'smoke', texture: 'glow', rate: 20, position: [0, 1, 0] }] });
  // @ts-expect-error a version-2 file has layers
  await plume.loadEffect({ plume: 'effect', version: 2 });
  // @ts-expect-error versions are 1 and 2
  await plume.loadEffect({ plume: 'effect', version: 3, layers: [] });
  // @ts-expect-error spawns name kinds by `kind`
  await plume.loadEffect({ plume: 'effect', version: 1, spawns: [{ name: 'q' }] });
  effect.stop();
  effect.destroy();
  return effect.time + effect.duration;
}

// The effect runtime: one model, instances, one vocabulary for every sim.
export async function runtimeUsage(plume: Plume, glow: PlumeTexture): Promise<number> {
  const boom = plume.createEffect({ name: 'boom', textures: { glow }, layers: [
    { sim: 'gpu', texture: glow, rate: 0, burst: 56, life: 2000, size: [1, 5], color: ['#ffffffff', '#ffffff00'] },
    { sim: 'cpu', texture: 'glow', rate: 30, wind: [1, 0, 0], sort: true, blend: 'alpha', life: [500, 900] },
    { sim: 'mesh', mesh: 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3', size: [1, 3], spin: true, shape: 'sphere' },
  ] });
  const a = boom.play([0, 1, 0], { seed: 7, loop: false, onEnd: (instance) => instance.alive });
  const b = boom.play(new Float32Array(16));
  a.setTransform([1, 2, 3]);
  a.seek(250);
  a.setWind([2, 0, 0]);
  // @ts-expect-error wind is [x, y, z]
  a.setWind([2, 0]);
  b.stop();
  b.kill();
  const ended: PlumeInstance = await a.finished;
  const stats = plume.stats;
  // @ts-expect-error sim is 'gpu', 'cpu' or 'mesh'
  plume.createEffect({ layers: [{ sim: 'fast' }] });
  // @ts-expect-error play's options are seed, timeScale, loop, onEnd
  boom.play([0, 0, 0], { speed: 2 });
  await plume.loadEffect({ plume: 'effect', version: 2, textures: { g: 'g.png' }, layers: [{ sim: 'gpu', texture: 'g' }] });
  // lights: a layer's light over its time, the brightest now
  plume.createEffect({ layers: [{ burst: 40, rate: 0, light: { color: '#ffaa66', intensity: [[0, 0], [0.1, 8], [1, 0]], range: 6 } }] });
  plume.addSystem({ light: { intensity: 2, range: [4, 5], cycle: 500 } });
  // @ts-expect-error a light needs an intensity
  plume.createEmitter({ light: { color: '#fff' } });
  const [brightest] = plume.lights(4);
  const lit: number = brightest ? brightest.position[0] + brightest.color[2] + brightest.intensity + brightest.range : 0;
  return lit + a.time + a.bounds.min[0] + boom.instances + stats.instances + stats.particlesBySim.mesh + Number(ended.alive);
}
