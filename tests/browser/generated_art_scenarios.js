// Scenes for tests/browser/generated_art.test.mjs: Plume's generated textures ('plume:smoke', ...) named by
// layers, emitters, systems and effect files, drawn without fetching anything.
import { setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj } from '/web/art.js';

const SIZE = 48;
const NAMES = ['plume:smoke', 'plume:fire', 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare', 'plume:debris', 'plume:noise'];

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

/** A smoke layer with no atlas plays the 8 × 8 sheet: frames at 5% and 80% of life differ, and each equals what the
 *  same layer with the atlas written out draws. Two Plumes draw the same pixels (the art is deterministic). */
export async function smokePlaysTheSheet(mode) {
  const pictures = [];
  for (const atlas of [undefined, { cols: 8, rows: 8 }]) {
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
