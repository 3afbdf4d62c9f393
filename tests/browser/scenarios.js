// Scenes the browser tests draw through the public API, in each way Plume can reach WebGL:
//   'webgl1'       Plume's own canvas (WebGL 1, ANGLE_instanced_arrays)
//   'noInstancing' Plume's own canvas with ANGLE_instanced_arrays hidden (the batched fallback)
//   'webgl2'       a WebGL 2 context the host owns, handed over as { gl }
//   'webgl1guest'  a WebGL 1 context the host owns
//   'noVertexArrays'       Plume's own canvas, attributes set at every draw (no vertex arrays)
//   'webgl1guestNoVertexArrays' a host's WebGL 1 context, without vertex arrays (the tracked-attribute path)
//   'noInstancingNoVertexArrays' the batched fallback without vertex arrays
import { createPlume } from '/web/dist/plume.js';
import { explosionObj, glowTexturePng, quadObj, randomGenerator } from '/web/art.js';
import { clear, hideInstancing, identity, makeCanvas, ortho, perspective, readPixels } from '/tests/browser/page_helpers.js';

const EXACT = { antialias: false, preserveDrawingBuffer: true, alpha: false };

export async function setup(mode, size = 64, options = {}) {
  const canvas = makeCanvas(size, size);
  if (mode.endsWith('NoVertexArrays')) {
    options = { ...options, vertexArrays: false };
    mode = mode.slice(0, -'NoVertexArrays'.length) || 'webgl1';
  } else if (mode === 'noVertexArrays') {
    options = { ...options, vertexArrays: false };
    mode = 'webgl1';
  }
  if (mode === 'webgl2' || mode === 'webgl1guest') {
    const gl = canvas.getContext(mode === 'webgl2' ? 'webgl2' : 'webgl', EXACT);
    return { canvas, gl, plume: await createPlume({ gl, ...options }) };
  }
  if (mode === 'noInstancing') hideInstancing(canvas);
  const plume = await createPlume({ canvas, contextAttributes: EXACT, ...options });
  return { canvas, gl: canvas.getContext('webgl'), plume };
}

export function image(gl) {
  const { width, height, pixels } = readPixels(gl);
  return { width, height, pixels: Array.from(pixels) };
}

/** A quad whose end keyframe is the start moved from x=-6 to x=+6; frames at t = 0, 0.5, 1. */
export async function slidingQuad(mode) {
  const { gl, plume } = await setup(mode);
  plume.defineParticle('slide', { mesh: quadObj(-6, 0, 4), mesh2: quadObj(6, 0, 4), startSize: 1, endSize: 1,
    maxAge: 1000, spin: false });
  const view = identity();
  const projection = ortho(-10, 10, -10, 10);
  plume.spawn('slide', [0, 0, 0]);
  return framesAt([0, 500, 500], gl, plume, view, projection);
}

// Steps by each of `steps` ms, draws a cleared frame after each, then destroys Plume.
function framesAt(steps, gl, plume, view, projection) {
  const frames = [];
  for (const ms of steps) {
    plume.step(ms);
    clear(gl);
    plume.render(view, projection);
    frames.push({ image: image(gl), stats: plume.stats });
  }
  const instancing = plume.instancing;
  plume.destroy();
  return { frames, instancing };
}

/**
 * 30 textured explosions in a 6×5 grid, stepped to 400 ms: the scene the context-loss tests draw
 * before a loss and compare after the restore. Returns the camera that frames it.
 */
export async function explosionGrid(plume) {
  const glow = await plume.loadTexture(await glowTexturePng());
  plume.defineParticle('boom', { ...explosionObj(), texture: glow, startSize: 1, endSize: 3 });
  for (let i = 0; i < 30; i++) plume.spawn('boom', [(i % 6) - 2.5, Math.floor(i / 6) - 2, -2]);
  const view = identity();
  view[14] = -8;
  plume.step(400);
  return { view, projection: perspective(1, 1, 0.1, 100) };
}

/** 200 textured explosions of 336 triangles, spun by the seeded generator, seen in perspective. */
export async function explosionField(mode, options = {}) {
  const { gl, plume } = await setup(mode, 96, { seed: 1234, ...options });
  const texture = await plume.loadTexture(await glowTexturePng());
  plume.defineParticle('explosion', { ...explosionObj(), texture, startSize: 1, endSize: 3, maxAge: 2000 });
  const random = randomGenerator(99);
  const view = identity();
  view[14] = -12;
  const projection = perspective(Math.PI / 3, 1, 0.1, 100);
  for (let i = 0; i < 200; i++) {
    plume.spawn('explosion', [random() * 12 - 6, random() * 12 - 6, random() * 6 - 3]);
    if (i % 50 === 49) plume.step(150);
  }
  return framesAt([0, 700], gl, plume, view, projection);
}

/** x, y in -5..5 across the canvas, seen from the front: the flat scenes of the seams and runtime tests. */
export const flat = () => ortho(-5, 5, -5, 5);

/** Clears, renders with the flat camera, reads the picture back. */
export function drawFlat(gl, plume) {
  clear(gl);
  plume.render(identity(), flat());
  return image(gl);
}

/** Runs `run({ gl, plume, canvas })` on a fresh 64×64 Plume (seed 3) of `mode`, destroying it afterwards. */
export async function withPlume(mode, run) {
  const made = await setup(mode, 64, { seed: 3 });
  try {
    return await run(made);
  } finally {
    made.plume.destroy();
  }
}

/** Fills the wasm heap (512 MiB at most) with the game's own big systems until addSystem fails for
 *  memory, then frees `free` of them: what is left over is what a test's next call has. Tables have no
 *  fixed caps, so memory is the limit a game can reach. Returns the systems still held. */
export function fillHeap(plume, free = 0) {
  const hogs = [];
  for (;;) {
    try {
      hogs.push(plume.addSystem({ capacity: 262143, rate: 0 }));
    } catch (error) {
      if (!/out of memory/.test(error.message)) throw error;
      break;
    }
  }
  for (let i = 0; i < free; i++) hogs.pop().remove();
  return hogs;
}

/** 'ok', or "Name: message" of what `call` threw. */
/** Every shader source the page gives `gl` from now on (what a frame compiles), in order. */
export function recordShaderSources(gl) {
  const sources = [];
  const shaderSource = gl.shaderSource;
  gl.shaderSource = function (shader, source) {
    sources.push(source);
    return shaderSource.call(this, shader, source);
  };
  return sources;
}

export function attempt(call) {
  try {
    call();
    return 'ok';
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
}
