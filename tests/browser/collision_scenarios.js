// Scenarios of collisions.test.mjs: effects whose particles meet colliders, seen from the side (an orthographic
// camera looking down -z, x right, y up: the floor y = 0 is the middle row of the 64-pixel canvas).
import { attempt, recordShaderSources, setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';

const SIZE = 64;

// Lit pixels (red or green above 40) below and above the floor row, and green ones within 4 rows of the floor.
function measure(gl) {
  const { pixels } = readPixels(gl);
  const out = { below: 0, above: 0, greenNearFloor: 0, greenElsewhere: 0 };
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3);
      if (r > 40 && g < 40) {
        if (y < SIZE / 2 - 1) out.below++;
        else out.above++;
      }
      if (g > 40 && r < 40 && b < 40) {
        if (Math.abs(y - SIZE / 2) <= 4) out.greenNearFloor++;
        else out.greenElsewhere++;
      }
    }
  }
  return out;
}

/**
 * A red fountain of `sim` particles falling from y = 3 onto the ground plane (the layer's collide: 'layer', the
 * play's: 'play', none: 'none'), with a green 'cpu' sub-emitter on: 'collision' (cpu only). Lit pixels after
 * `frames` steps of 16 ms.
 */
export async function fountain(mode, sim, colliders = 'layer', frames = 90, bounce = 0.5) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  const ground = [{ type: 'plane', point: [0, 0, 0], normal: [0, 1, 0], bounce }];
  const layers = [{ name: 'drops', sim, rate: 0, burst: 60, life: 4000, speed: [1, 3], shape: { type: 'cone', angle: 60 },
    direction: [0, 1, 0], gravity: [0, -9.8, 0], size: [0.25], color: ['#ff0000'], blend: 'alpha', depthTest: false,
    ...(colliders === 'layer' ? { collide: ground } : {}) }];
  if (sim === 'cpu') {
    layers.push({ sim: 'cpu', parent: 'drops', on: 'collision', burst: 1, life: 300, speed: [0, 0], size: [0.3],
      color: ['#00ff00'], blend: 'alpha', depthTest: false });
  }
  const effect = plume.createEffect({ layers });
  effect.play([0, 3, 0], colliders === 'play' ? { collide: ground } : {});
  let greenSeen = 0;
  const out = {};
  try {
    for (let i = 0; i < frames; i++) {
      plume.step(16);
      clear(gl);
      plume.render(identity(), ortho(-5, 5, -5, 5));
      const m = measure(gl);
      greenSeen = Math.max(greenSeen, m.greenNearFloor);
      if (i === 30) out.early = m;
    }
    clear(gl);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    Object.assign(out, measure(gl), { greenSeen });
  } finally {
    plume.destroy();
  }
  return out;
}

/** What is refused: collide on a mesh layer, a bad collider, a gpu layer's sphere, play's collide without cpu layers. */
export async function refusals(mode) {
  const { plume } = await setup(mode, 16);
  const quad = 'v -0.5 -0.5 0\nv 0.5 -0.5 0\nv 0.5 0.5 0\nv -0.5 0.5 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3\nf 1/1 3/3 4/4\n';
  const plane = { type: 'plane', point: [0, 0, 0], normal: [0, 1, 0] };
  const out = {
    mesh: attempt(() => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quad, collide: [plane] }] })),
    radius: attempt(() => plume.createEffect({ layers: [{ sim: 'cpu', collide: [{ type: 'sphere', radius: -1 }] }] })),
    normal: attempt(() => plume.createEffect({ layers: [{ sim: 'gpu', collide: [{ ...plane, normal: [0, 0, 0] }] }] })),
    gpuSphere: attempt(() => plume.createEffect({ layers: [{ sim: 'gpu', collide: [{ type: 'sphere', radius: 1 }] }] })),
    gpuOnly: attempt(() => plume.createEffect({ layers: [{ sim: 'gpu' }] }).play([0, 0, 0], { collide: [plane] })),
    playBounce: attempt(() => plume.createEffect({ layers: [{ sim: 'cpu' }] }).play([0, 0, 0], { collide: [{ ...plane, bounce: 2 }] })),
    tooMany: attempt(() => plume.createEffect({ layers: [{ sim: 'cpu', collide: Array(9).fill(plane) }] })),
  };
  out.instancesAfter = plume.stats.instances ?? null;
  plume.destroy();
  return out;
}

/**
 * A spark layer (its particles flying right at 10 units/s) stepped at `stepMs`: the length of its streak in pixels,
 * which must not depend on the step (it used to run from the previous position: 6× longer at 100 ms than at 16 ms).
 */
export async function sparkLength(mode, stepMs) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  const effect = plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 5000, velocity: [10, 0, 0],
    render: 'spark', stretch: 0.2, size: [0.3], color: ['#ff0000'],
    depthTest: false }] });
  effect.play([-4, 0, 0]);
  for (let t = 0; t < 300; t += stepMs) plume.step(stepMs);
  clear(gl);
  plume.render(identity(), ortho(-5, 5, -5, 5));
  const { pixels } = readPixels(gl);
  const columns = [];
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 12) columns.push((i / 4) % SIZE);
  plume.destroy();
  return columns.length ? Math.max(...columns) - Math.min(...columns) + 1 : 0; // the streak's length in pixels
}

/**
 * What a frame compiles: the vertex shaders given to WebGL while an effect without colliders draws, then one with a
 * gpu plane. The plane's code (16 bisection steps inlined) doubled the first frame's compile time in SwiftShader:
 * only emitters that collide compile it.
 */
export async function compiledWithPlane(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  const sources = recordShaderSources(gl);
  const planeCompiled = () => sources.filter((s) => s.includes('#define PLUME_COLLIDE 1')).length;
  const out = {};
  try {
    plume.createEffect({ layers: [{ sim: 'gpu', rate: 20, life: 500 }] }).play([0, 0, 0]);
    plume.createEmitter({ rate: 20 });
    plume.step(16);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    out.without = { programs: sources.length, plane: planeCompiled() };
    plume.createEffect({ layers: [{ sim: 'gpu', rate: 20, life: 500, collide: [{ type: 'plane' }] }] }).play([0, 0, 0]);
    plume.createEmitter({ rate: 20, collide: [{ type: 'plane' }] });
    plume.step(16);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    out.with = { programs: sources.length, plane: planeCompiled() };
  } finally {
    delete gl.shaderSource;
    plume.destroy();
  }
  return out;
}
