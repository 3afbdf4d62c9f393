// Scenes for tests/browser/generated_art.test.mjs: Plume's generated textures ('plume:smoke', ...) named by
// layers, emitters, systems and effect files, drawn without fetching anything.
import { setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj } from '/web/art.js';

const SIZE = 48;
const NAMES = ['plume:smoke', 'plume:fire', 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare', 'plume:debris', 'plume:noise',
  'plume:trail'];

function frame(gl, plume) {
  clear(gl);
  plume.render(identity(), ortho(-5, 5, -5, 5));
  return Array.from(readPixels(gl).pixels);
}

const lit = (pixels) => pixels.filter((v, i) => i % 4 === 0 && v > 20).length;

/** Each name as a layer's texture: one big particle; what it drew, its atlas, and what was fetched meanwhile. */
export async function everyName(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const fetchedBefore = performance.getEntriesByType('resource').length;
  const results = {};
  try {
    for (const name of NAMES) {
      const texture = plume.generatedTexture(name);
      const effect = plume.createEffect({ layers: [{ texture: name, rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [9],
        color: ['#ffffff'], blend: 'alpha' }] });
      const instance = effect.play([0, 0, 0]);
      plume.step(16);
      const pixels = frame(gl, plume);
      results[name] = { lit: lit(pixels), atlas: texture.atlas, same: plume.generatedTexture(name) === texture,
        layerAtlas: effect.toJSON().layers[0].atlas ?? null, texture: effect.toJSON().layers[0].texture };
      instance.kill();
    }
    results.fetched = performance.getEntriesByType('resource').length - fetchedBefore;
  } finally {
    plume.destroy();
  }
  return results;
}

/** A smoke layer with no atlas plays the sheet (`sheet`: its atlas written out): frames at 5% and 80% of life differ, and each equals what the
 *  same layer with the atlas written out draws. Two Plumes draw the same pixels (the art is deterministic). */
export async function smokePlaysTheSheet(mode, sheet) {
  const pictures = [];
  for (const atlas of [undefined, sheet]) {
    const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
    try {
      const layer = { texture: 'plume:smoke', rate: 0, burst: 1, life: 1000, speed: [0, 0], size: [9], color: ['#ffffff'],
        blend: 'alpha', ...(atlas ? { atlas } : {}) };
      plume.createEffect({ layers: [layer] }).play([0, 0, 0]);
      plume.step(50);
      const early = frame(gl, plume);
      plume.step(750);
      const late = frame(gl, plume);
      pictures.push({ early, late });
    } finally {
      plume.destroy();
    }
  }
  const differing = (a, b) => a.reduce((n, v, i) => n + (Math.abs(v - b[i]) > 8 ? 1 : 0), 0);
  return {
    earlyVsLate: differing(pictures[0].early, pictures[0].late),
    defaultVsExplicit: differing(pictures[0].early, pictures[1].early) + differing(pictures[0].late, pictures[1].late),
    litEarly: lit(pictures[0].early),
  };
}

/** Generated names in emitters, systems and effect files, and the mistakes. */
export async function elsewhereAndMistakes() {
  const { gl, plume } = await setup('webgl1', SIZE, { seed: 1 });
  const out = {};
  const attempt = (label, call) => {
    try { call(); out[label] = 'ok'; } catch (error) { out[label] = `${error.name}: ${error.message}`; }
  };
  try {
    attempt('emitter', () => plume.createEmitter({ texture: 'plume:glow', rate: 0, burst: 1, life: 1e6, loop: false, speed: [0, 0], size: [9] }));
    attempt('system', () => plume.addSystem({ texture: 'plume:fire', rate: 0, burst: 1, life: [1e6, 1e6], size: [9] }));
    plume.step(16);
    out.lit = lit(frame(gl, plume));
    const effect = await plume.loadEffect({ plume: 'effect', version: 2, layers: [{ sim: 'cpu', texture: 'plume:debris', rate: 5 }] });
    out.file = effect.toJSON().layers[0].texture;
    attempt('unknown', () => plume.createEffect({ layers: [{ texture: 'plume:smoak' }] }));
    attempt('mesh flipbook', () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), texture: 'plume:smoke' }] }));
    attempt('mesh picture', () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), texture: 'plume:ring' }] }));
    attempt('emitter unknown', () => plume.createEmitter({ texture: 'plume:x' }));
    attempt('direct unknown', () => plume.generatedTexture('smoke'));
  } finally {
    plume.destroy();
  }
  return out;
}

const BIG = 96; // pixels across the 10 world units of the view: a puff of 8 units covers ~77 of them
const BY_SIM = {
  gpu: { sim: 'gpu' },
  cpu: { sim: 'cpu' },
  mesh: { sim: 'mesh', mesh: quadObj(0, 0, 1) }, // a unit quad; size is its scale
};

/** One still smoke puff of `sim` on black (alpha blend, white), drawn unlit and lit by `lighting`; per pixel where the
 *  unlit puff shows (brightness > 40): how much the light kept of it (lit / unlit). Returns the brightness of the puff's
 *  right and left halves (lit and unlit), and how far the kept fraction strays from the best plane through it
 *  (root mean square): a light per vertex is a plane across the quad (0 but for rounding), a normal map shades each
 *  billow on its own. */
export async function litSmoke(mode, sim, lighting) {
  const pictures = [];
  for (const look of [{}, { lighting }]) {
    const { gl, plume } = await setup(mode, BIG, { seed: 1 });
    try {
      plume.createEffect({ layers: [{ ...BY_SIM[sim], texture: 'plume:smoke', rate: 0, burst: 1, life: 1e6, speed: [0, 0],
        size: [8], color: ['#ffffff'], blend: 'alpha', depthTest: false, ...look }] }).play([0, 0, 0]);
      plume.step(16);
      clear(gl);
      plume.render(identity(), ortho(-5, 5, -5, 5));
      pictures.push(readPixels(gl).pixels);
    } finally {
      plume.destroy();
    }
  }
  const [unlit, lit] = pictures;
  const half = { unlit: [0, 0], lit: [0, 0] }; // [right, left]
  const samples = [];
  for (let y = 0; y < BIG; y++) {
    for (let x = 0; x < BIG; x++) {
      const i = (y * BIG + x) * 4;
      const u = unlit[i] + unlit[i + 1] + unlit[i + 2], l = lit[i] + lit[i + 1] + lit[i + 2];
      const side = x >= BIG / 2 ? 0 : 1;
      half.unlit[side] += u;
      half.lit[side] += l;
      if (u > 120) samples.push([x / BIG, y / BIG, l / u]);
    }
  }
  // least squares: kept ≈ a + b x + c y
  const n = samples.length;
  const m = [[0, 0, 0], [0, 0, 0], [0, 0, 0]], v = [0, 0, 0];
  for (const [x, y, k] of samples) {
    const row = [1, x, y];
    for (let r = 0; r < 3; r++) { v[r] += row[r] * k; for (let c = 0; c < 3; c++) m[r][c] += row[r] * row[c]; }
  }
  const det = (a) => a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  const coef = [0, 1, 2].map((k) => det(m.map((row, r) => row.map((value, c) => (c === k ? v[r] : value)))) / d);
  let squares = 0;
  for (const [x, y, k] of samples) squares += (k - (coef[0] + coef[1] * x + coef[2] * y)) ** 2;
  return { samples: n, half, strays: Math.sqrt(squares / Math.max(n, 1)), size: BIG,
    pictures: [Array.from(unlit), Array.from(lit)] };
}

/** A flipbook played slowly (`fps` frames a second) by one still particle of `sim`, drawn every 1/60 s for `ms`: the
 *  largest summed pixel difference between consecutive pictures, and the difference one whole frame of the book
 *  makes (the pictures `1000 / fps` ms apart, at the same place in their frames). */
export async function slowFlipbook(mode, sim, fps, ms) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ ...BY_SIM[sim], texture: 'plume:smoke', atlas: { cols: 4, rows: 4, fps }, rate: 0,
      burst: 1, life: 1e6, speed: [0, 0], size: [9], color: ['#ffffff'], blend: 'alpha', depthTest: false }] }).play([0, 0, 0]);
    const pictures = [];
    for (let t = 0; t <= ms; t += 1000 / 60) {
      plume.step(1000 / 60);
      pictures.push(frame(gl, plume));
    }
    const difference = (a, b) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0);
    let consecutive = 0;
    for (let i = 1; i < pictures.length; i++) consecutive = Math.max(consecutive, difference(pictures[i], pictures[i - 1]));
    const apart = Math.round(60 / fps);
    let step = Infinity;
    for (let i = apart; i < pictures.length; i++) step = Math.min(step, difference(pictures[i], pictures[i - apart]));
    return { consecutive, step, pictures: pictures.length };
  } finally {
    plume.destroy();
  }
}

/** How long the first use of each flipbook takes to generate (ms, performance.now), in a fresh Plume: the least of
 *  `tries` (other work on a shared machine only ever adds). */
export async function generationTimes(mode, tries = 3) {
  const out = {};
  for (const name of ['plume:smoke', 'plume:fire']) {
    for (let k = 0; k < tries; k++) {
      const { plume } = await setup(mode, 16, { seed: 1 });
      try {
        const start = performance.now();
        const texture = plume.generatedTexture(name);
        const ms = performance.now() - start;
        if (!out[name] || ms < out[name].ms) out[name] = { ms, width: texture.width, height: texture.height, atlas: texture.atlas };
      } finally {
        plume.destroy();
      }
    }
  }
  return out;
}
