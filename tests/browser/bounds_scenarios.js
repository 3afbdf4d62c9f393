// Scenes for tests/browser/bounds.test.mjs: an instance's `bounds` against the pixels its particles light. A game culls
// an object whose box is off screen, so every lit pixel must fall inside the box's projection — through a play's
// scaled, stretched and turned transform, for every sim and the ways each draws.
import { setup } from '/tests/browser/scenarios.js';
import { clear, lookAt, perspective, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj, solidTexturePng } from '/web/art.js';

const SIZE = 128;
// far enough that every layer's box projects inside the canvas (the test asserts it: a box covering the whole picture
// would hold every pixel whatever it is)
const VIEW = lookAt([9, 6.5, 21]);
const PROJECTION = perspective(Math.PI / 4, 1, 1, 200);
const DEG = Math.PI / 180;

// At (1, 0.5, -1): scaled 3, 0.6 and 1.5 along x, y, z, then turned 30° about z (column-major).
const c = Math.cos(30 * DEG), s = Math.sin(30 * DEG);
const PLACED = [3 * c, 3 * s, 0, 0, -0.6 * s, 0.6 * c, 0, 0, 0, 0, 1.5, 0, 1, 0.5, -1, 1];

// a few particles, each drawn solid to its edges (a soft texture would leave a quad's corners dark, and a box that
// misses them would pass)
const MOVING = { rate: 0, burst: 6, speed: [0.5, 1.5], shape: 'sphere' };

/** The layers measured, by name: each sim, and the ways it draws. */
export const LAYERS = {
  gpu: { sim: 'gpu', ...MOVING, life: 1500, size: [0.4, 0.8] },
  // from a point within 25° of +Y: the uneven stretch opens the cone in the world
  // (slower: the play's stretch of 3 carries them 3 times as far, out of the picture at 900 ms)
  gpuCone: { sim: 'gpu', rate: 0, burst: 20, speed: [2, 2.5], shape: 'point', life: 1500, size: [0.4, 0.8] },
  gpuVelocity: { sim: 'gpu', ...MOVING, speed: [0.5, 1], life: 1500, size: [0.4, 0.8], render: 'velocity', stretch: 0.3 },
  cpuVelocity: { sim: 'cpu', ...MOVING, life: 1500, size: [0.4, 0.8], render: 'velocity', stretch: 0.3 },
  cpu: { sim: 'cpu', ...MOVING, life: 1500, size: [0.4, 0.8] },
  cpuSpark: { sim: 'cpu', ...MOVING, life: 1500, size: 0.6, render: 'spark', stretch: 0.15 },
  cpuTrail: { sim: 'cpu', ...MOVING, life: 1500, size: 0.6, render: 'trail' },
  cpuLocal: { sim: 'cpu', ...MOVING, life: 1500, size: [0.4, 0.8], space: 'local' },
  mesh: { sim: 'mesh', mesh: quadObj(0, 0, 1), ...MOVING, life: 1500, size: [0.5, 1.5] },
  meshFacing: { sim: 'mesh', kind: 'facing', ...MOVING },
  // one still mesh: its box is its own reach alone, nothing of other particles' to hide a short one
  meshStill: { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, speed: [0, 0], life: 1500, size: [2, 2] },
};

function multiply(a, b) {
  const out = new Float64Array(16);
  for (let col = 0; col < 4; col++) for (let row = 0; row < 4; row++) for (let k = 0; k < 4; k++) out[col * 4 + row] += a[k * 4 + row] * b[col * 4 + k];
  return out;
}

/** The box's projection on screen: the pixel rectangle around its 8 corners (rows from the bottom, as read back). */
function projected(box, clip) {
  const rect = { left: Infinity, right: -Infinity, bottom: Infinity, top: -Infinity, behind: 0 };
  for (let corner = 0; corner < 8; corner++) {
    const p = [0, 1, 2].map((axis) => (corner >> axis & 1 ? box.max : box.min)[axis]);
    const x = clip[0] * p[0] + clip[4] * p[1] + clip[8] * p[2] + clip[12];
    const y = clip[1] * p[0] + clip[5] * p[1] + clip[9] * p[2] + clip[13];
    const w = clip[3] * p[0] + clip[7] * p[1] + clip[11] * p[2] + clip[15];
    if (!(w > 0)) { rect.behind++; continue; }
    const px = (x / w * 0.5 + 0.5) * SIZE, py = (y / w * 0.5 + 0.5) * SIZE;
    rect.left = Math.min(rect.left, px);
    rect.right = Math.max(rect.right, px);
    rect.bottom = Math.min(rect.bottom, py);
    rect.top = Math.max(rect.top, py);
  }
  return rect;
}

/** The picture drawn now against `box`: the pixels lit (any channel above 24) and how many of them fall outside its
 *  projection (a pixel's centre more than one pixel outside), the first few of those, and the projection. */
function litAgainst(gl, box) {
  const { pixels } = readPixels(gl);
  const rect = projected(box, multiply(PROJECTION, VIEW));
  let lit = 0, outside = 0;
  const far = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const i = (row * SIZE + col) * 4;
      if (Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) <= 24) continue;
      lit++;
      const x = col + 0.5, y = row + 0.5;
      if (x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.bottom - 1 && y <= rect.top + 1) continue;
      outside++;
      if (far.length < 4) far.push([col, row]);
    }
  }
  return { lit, outside, far, rect };
}

/**
 * The layer `name` played at PLACED and stepped `ms`: the pixels it lights (any channel above 24) and how many of them
 * fall outside its bounds' projection (a pixel's centre more than one pixel outside).
 */
export async function litOutsideBounds(mode, name, ms) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 5 });
  try {
    const texture = await plume.loadTexture(await solidTexturePng());
    plume.defineParticle('facing', { mesh: quadObj(0, 0, 1), texture, billboard: 'camera', size: [[0, 0.5], [0.5, 2], [1, 1]],
      maxAge: 1500 });
    const layer = LAYERS[name];
    const effect = plume.createEffect({ name, layers: [layer.kind ? layer : { ...layer, texture }] });
    const instance = effect.play(PLACED);
    for (let t = 0; t < ms; t += 16) plume.step(16);
    clear(gl);
    plume.render(VIEW, PROJECTION);
    const box = instance.bounds;
    return { ...litAgainst(gl, box), box, particles: plume.stats.particles };
  } finally {
    plume.destroy();
  }
}

/**
 * How far a layer of `sim` spreads when played at uniform `scale` (turned about z, at (1, 0.5, 0)): particles leave a
 * point at 4 units/s in every direction without gravity, tiny and solid; after 500 ms, seen along -z through an
 * orthographic camera 20 units across, the largest distance in pixels of a lit pixel from the play's place. Every sim
 * scales launch velocities with the transform: 3 × 4 × 0.5 = 6 units (38.4 pixels) at scale 3.
 */
export async function spreadAtScale(mode, sim, scale) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 9 });
  try {
    const texture = await plume.loadTexture(await solidTexturePng());
    const layer = { sim, rate: 0, burst: 60, life: 2000, speed: [4, 4], shape: { type: 'point', angle: 180 }, gravity: [0, 0, 0],
      texture, ...(sim === 'mesh' ? { mesh: quadObj(0, 0, 1), size: [0.2 / scale, 0.2 / scale] } : { size: 0.12 }) };
    const effect = plume.createEffect({ layers: [layer] });
    const turn = 0.5, c = Math.cos(turn) * scale, s = Math.sin(turn) * scale;
    effect.play([c, s, 0, 0, -s, c, 0, 0, 0, 0, scale, 0, 1, 0.5, 0, 1]);
    for (let t = 0; t < 500; t += 20) plume.step(20);
    clear(gl);
    const view = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -20, 1];
    const half = 10, projection = [1 / half, 0, 0, 0, 0, 1 / half, 0, 0, 0, 0, -0.01, 0, 0, 0, 0, 1];
    plume.render(view, projection);
    const { pixels } = readPixels(gl);
    const centre = [(1 / half * 0.5 + 0.5) * SIZE, (0.5 / half * 0.5 + 0.5) * SIZE];
    let lit = 0, farthest = 0;
    for (let row = 0; row < SIZE; row++) {
      for (let col = 0; col < SIZE; col++) {
        const i = (row * SIZE + col) * 4;
        if (Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) <= 24) continue;
        lit++;
        farthest = Math.max(farthest, Math.hypot(col + 0.5 - centre[0], row + 0.5 - centre[1]));
      }
    }
    return { lit, farthest, particles: plume.stats.particles };
  } finally {
    plume.destroy();
  }
}

/**
 * A looping gpu burst played at time scale 10 and sought to 838,900 ms: its member's clock is 8,389,000 ms less its
 * 0.3 ms delay, a hair before a cycle's turn in C's doubles, on the turn in the group shader's floats, which draws the
 * next cycle's burst at age 0 where C has the last one at 999.7 ms. Its lit pixels against its box, as
 * litOutsideBounds measures them (the review of the boxes over the ages shown found it: 20 particles 4.9 units out).
 */
export async function litOutsideBoundsAtTurn(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 5 });
  try {
    const texture = await plume.loadTexture(await solidTexturePng());
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 20, duration: 1000, delay: 0.3, loop: true,
      life: 2000, speed: [5, 5], shape: { type: 'point', angle: 5 }, size: 0.6, texture }] });
    const instance = effect.play([0, -2.5, 0], { timeScale: 10 });
    instance.seek(838900);
    clear(gl);
    plume.render(VIEW, PROJECTION);
    const box = instance.bounds;
    return { ...litAgainst(gl, box), box, time: instance.time };
  } finally {
    plume.destroy();
  }
}
