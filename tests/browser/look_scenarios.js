// Scenes for tests/browser/look.test.mjs: keys with times and eases, HDR colours and the pixel effects
// (hueShift, lighting, erosion) on every sim, measured from one big particle seen head-on.
import { recordShaderSources, setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj } from '/web/art.js';

const SIZE = 64; // pixels across 10 world units

const BASE = { rate: 0, burst: 1, speed: [0, 0], blend: 'alpha', depthTest: false };
const BY_SIM = {
  gpu: { sim: 'gpu' },
  cpu: { sim: 'cpu' },
  mesh: { sim: 'mesh', mesh: quadObj(0, 0, 1) }, // a unit quad; size is its scale
};

/** What a frame shows: lit pixels, the lit width along the middle row, mean colour of lit pixels, mean
 *  brightness of the top and bottom thirds of the lit area. */
function measure(gl) {
  const { width, height, pixels } = readPixels(gl);
  let lit = 0, sum = [0, 0, 0], rowWidth = 0, top = [0, 0], bottom = [0, 0], cx = 0, cy = 0;
  let minY = height, maxY = -1;
  const at = (x, y) => (y * width + x) * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(x, y);
      if (Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) > 12) { minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
    }
  }
  const third = (maxY - minY + 1) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(x, y);
      const v = Math.max(pixels[i], pixels[i + 1], pixels[i + 2]);
      if (v <= 12) continue;
      lit++;
      cx += x + 0.5;
      cy += y + 0.5;
      for (let c = 0; c < 3; c++) sum[c] += pixels[i + c];
      if (y === height / 2) rowWidth++;
      const b = (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
      // readPixels rows go bottom-up: y near 0 is the bottom of the picture
      if (y < minY + third) { bottom[0] += b; bottom[1]++; } else if (y > maxY - third) { top[0] += b; top[1]++; }
    }
  }
  // the centre of the lit area in world units (the view spans -5..5; readPixels' y grows upward as the world's)
  const centre = [cx / Math.max(lit, 1) / (SIZE / 10) - 5, cy / Math.max(lit, 1) / (SIZE / 10) - 5];
  return { lit, width: rowWidth / (SIZE / 10), centre, color: sum.map((v) => Math.round(v / Math.max(lit, 1))),
    top: top[0] / Math.max(top[1], 1), bottom: bottom[0] / Math.max(bottom[1], 1) };
}

/** One particle of `layer` (on top of a still, alpha-blended base for `sim`), measured after each of `steps` ms
 *  (stepped in pieces of at most `maxStep` ms: a game's frames). */
export async function frames(mode, sim, layer, steps, { maxStep = Infinity } = {}) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  try {
    const effect = plume.createEffect({ layers: [{ ...BASE, ...BY_SIM[sim], ...layer }] });
    effect.play([0, 0, 0]);
    const out = [];
    for (const ms of steps) {
      for (let left = ms; left > 1e-6; left -= maxStep) plume.step(Math.min(left, maxStep));
      clear(gl);
      plume.render(identity(), ortho(-5, 5, -5, 5));
      out.push(measure(gl));
    }
    const error = gl.getError();
    return { frames: out, glError: error };
  } finally {
    plume.destroy();
  }
}

/** One particle of colour `rgba` drawn into a half-float target of the game's context: the centre pixel as floats. */
export async function hdr(mode, sim, rgba) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 16;
  const gl = canvas.getContext(mode === 'webgl2' ? 'webgl2' : 'webgl');
  const half = mode === 'webgl2' ? gl.getExtension('EXT_color_buffer_float') && { type: gl.HALF_FLOAT, internal: gl.RGBA16F }
    : gl.getExtension('OES_texture_half_float') && gl.getExtension('EXT_color_buffer_half_float') &&
      { type: gl.getExtension('OES_texture_half_float').HALF_FLOAT_OES, internal: gl.RGBA };
  if (!half) return { skipped: `${mode}: no half-float render targets here` };
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, half.internal, 16, 16, 0, gl.RGBA, half.type, null);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  const framebuffer = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  if (gl.checkFramebufferStatus(gl.FRAMEBUFFER) !== gl.FRAMEBUFFER_COMPLETE) return { skipped: `${mode}: half-float target incomplete` };
  const { createPlume } = await import('/web/dist/plume.js');
  const plume = await createPlume({ gl });
  try {
    plume.createEffect({ layers: [{ ...BASE, ...BY_SIM[sim], life: 1e5, size: 6, color: [rgba] }] }).play([0, 0, 0]);
    plume.step(16);
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.viewport(0, 0, 16, 16);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    const out = new Float32Array(4);
    gl.readPixels(8, 8, 1, 1, gl.RGBA, gl.FLOAT, out);
    return { rgba: Array.from(out), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** What createEffect, createEmitter, addSystem and defineParticle say to a bad key or look. */
export async function mistakes() {
  const { plume } = await setup('webgl1', 16);
  const out = {};
  const attempt = (label, call) => {
    try { call(); out[label] = 'ok'; } catch (error) { out[label] = `${error.name}: ${error.message}`; }
  };
  try {
    const layer = (extra) => plume.createEffect({ layers: [{ rate: 0, burst: 1, ...extra }] });
    attempt('backwards', () => layer({ size: [[0, 1], [0.5, 2], [0.4, 3]] }));
    attempt('time above 1', () => layer({ color: [[0, '#fff'], [1.5, '#000']] }));
    attempt('too many', () => layer({ size: [1, 2, 3, 4, 5, 6, 7, 8, 9] }));
    attempt('ease', () => layer({ size: { keys: [1, 2], ease: 'bouncy' } }));
    attempt('hdr alpha', () => layer({ color: [[1, 1, 1, 2]] }));
    attempt('hdr too bright', () => layer({ color: [[65, 1, 1, 1]] }));
    attempt('hdr ok', () => layer({ color: [[8, 4, 1, 1], [0, 0, 0, 0]] }));
    attempt('eight keys', () => layer({ size: [[0, 1], [0.1, 2], [0.2, 3], [0.3, 4], [0.4, 5], [0.5, 6], [0.6, 7], [1, 8]] }));
    attempt('erosion', () => layer({ erosion: 2 }));
    attempt('lighting', () => layer({ sim: 'cpu', lighting: { direction: [0, 0, 0] } }));
    attempt('lighting field', () => layer({ lighting: { strength: 0.5, colour: 1 } }));
    attempt('hueShift', () => layer({ hueShift: 'fast' }));
    attempt('mesh timed', () => layer({ sim: 'mesh', mesh: quadObj(), size: [[0, 1], [1, 2]] }));
    attempt('emitter', () => plume.createEmitter({ size: [[0, 1], [0.5, 3]], erosion: 0.5, hueShift: 30 }));
    attempt('system', () => plume.addSystem({ color: { keys: ['#ff0000', '#00ff00'], ease: 'smooth' }, lighting: {} }));
    attempt('kind', () => plume.defineParticle('k', { mesh: quadObj(), erosion: -1 }));
    attempt('kind volume', () => plume.defineParticle('k3', { mesh: quadObj(), volume: true }));
    attempt('mesh volume', () => layer({ sim: 'mesh', mesh: quadObj(), volume: true }));
    attempt('kind volume type', () => plume.defineParticle('k4', { mesh: quadObj(), volume: 'yes' }));
    plume.defineParticle('plain', { mesh: quadObj() });
    attempt('mesh kind timed', () => layer({ sim: 'mesh', kind: 'plain', size: { keys: [1, 2], ease: 'smooth' } }));
    attempt('kind size twice', () => plume.defineParticle('k5', { mesh: quadObj(), size: [1, 2], endSize: 3 }));
    attempt('kind keyed spawn', () => {
      plume.defineParticle('k6', { mesh: quadObj(), size: [[0, 1], [1, 2]] });
      plume.spawn('k6', [0, 0, 0], 1000, 2, 3);
    });
    attempt('keyed kind sized', () => layer({ sim: 'mesh', kind: 'k6', size: [1, 2] }));
    attempt('mesh atlas', () => layer({ sim: 'mesh', mesh: quadObj(), atlas: { cols: 2, rows: 2, frames: 5 } }));
    attempt('kind color keys', () => plume.defineParticle('k7', { mesh: quadObj(), color: ['#ffffff', [1, 1, 1, 2]] }));
    attempt('volume', () => layer({ sim: 'cpu', volume: 1 }));
    attempt('speed negative', () => layer({ speedOverLife: [1, -1] }));
    attempt('speed smooth', () => layer({ sim: 'cpu', speedOverLife: { keys: [1, 0], ease: 'smooth' } }));
    attempt('speed smooth gpu', () => layer({ sim: 'gpu', speedOverLife: { keys: [1, 0], ease: 'smooth' } }));
    attempt('speed smooth emitter', () => plume.createEmitter({ speedOverLife: { keys: [1, 0], ease: 'smooth' } }));
    attempt('rotation string', () => layer({ rotationOverLife: [0, '90'] }));
    attempt('mesh speed', () => layer({ sim: 'mesh', mesh: quadObj(), speedOverLife: [1, 0] }));
    attempt('mesh rotation', () => layer({ sim: 'mesh', mesh: quadObj(), rotationOverLife: [0, 90] }));
    attempt('motion ok', () => {
      layer({ speedOverLife: [[0, 2], [0.2, 0.5], [1, 0]], rotationOverLife: { keys: [0, 180], ease: 'smooth' } });
      plume.createEmitter({ speedOverLife: [1, 0], rotationOverLife: [[0, -90], [1, 90]] }).destroy();
      plume.addSystem({ speedOverLife: 0.5, rotationOverLife: 45 }).remove();
    });
    attempt('kind ok', () => plume.defineParticle('k2', { mesh: quadObj(), erosion: 0.5, hueShift: 90, lighting: { strength: 1 } }));
    attempt('toJSON', () => {
      const desc = { layers: [{ rate: 0, burst: 1, size: { keys: [[0, 1], [1, 2]], ease: 'smooth' }, lighting: { strength: 0.3 } }] };
      const json = plume.createEffect(desc).toJSON();
      if (JSON.stringify(json.layers[0].size) !== JSON.stringify(desc.layers[0].size)) throw new Error(JSON.stringify(json.layers[0]));
      plume.createEffect(json); // it reads back
    });
  } finally {
    plume.destroy();
  }
  return out;
}

/** The mean colour of the lit pixels at each age (ms, stepped from now), seen square on. */
function coloursAtAges(gl, plume, ages) {
  const out = [];
  let now = 0;
  for (const age of ages) {
    plume.step(age - now);
    now = age;
    clear(gl);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    out.push(measure(gl).color);
  }
  return out;
}

/**
 * A mesh layer's flipbook: one still unit quad (scale 6) textured with a 2 x 2 atlas (red, green / blue, white), the
 * mean colour of the lit pixels at each age (ms, stepped from play), `atlas` the layer's (or none: `texture` names
 * the atlas's own layout through a generated flipbook is another test).
 */
export async function meshFlipbook(mode, atlas, ages) {
  const canvas = new OffscreenCanvas(64, 64);
  const g = canvas.getContext('2d');
  [['#ff0000', 0, 0], ['#00ff00', 32, 0], ['#0000ff', 0, 32], ['#ffffff', 32, 32]].forEach(([fill, x, y]) => {
    g.fillStyle = fill;
    g.fillRect(x, y, 32, 32);
  });
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  try {
    const texture = await plume.loadTexture(png);
    const effect = plume.createEffect({ layers: [{ ...BASE, ...BY_SIM.mesh, life: 1000, size: 6, color: '#ffffff', texture,
      atlas }] });
    effect.play([0, 0, 0]);
    return { colours: coloursAtAges(gl, plume, ages), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/**
 * What the mesh programs compile: the shaders given to WebGL while a plain mesh layer draws (two keyframes, birth and
 * death values), then one with colour keys beside it. Only kinds with keys compile the keys' code.
 */
export async function meshKeysCompiled(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  const sources = recordShaderSources(gl);
  const keysCompiled = () => sources.filter((s) => s.includes('#define PLUME_MESH_KEYS 1')).length;
  // the fragment shaders (they write gl_FragColor): what was put in front of each
  const fragments = () => sources.filter((s) => s.includes('gl_FragColor'));
  const draw = () => {
    clear(gl);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    return Array.from(readPixels(gl).pixels);
  };
  const out = {};
  try {
    const plain = plume.createEffect({ layers: [{ ...BASE, ...BY_SIM.mesh, life: 1000, size: [2, 6], color: ['#ff8000', '#0080ff80'] }] });
    plain.play([0, 0, 0]);
    plume.step(400);
    draw();
    out.without = { programs: sources.length, keys: keysCompiled() };
    plume.createEffect({ layers: [{ ...BASE, ...BY_SIM.mesh, life: 1000, size: 1, position: [3, 3, 0],
      color: [[0, '#ff0000'], [0.5, '#00ff00'], [1, '#0000ff']] }] }).play([0, 0, 0]);
    plume.step(0);
    draw();
    out.with = { programs: sources.length, keys: keysCompiled() };
    out.drawCalls = plume.stats.drawCalls; // one per kind
    // a gpu layer beside them: the emitter's program
    plume.createEffect({ layers: [{ ...BASE, ...BY_SIM.gpu, life: 1000, size: 1, position: [-3, -3, 0] }] }).play([0, 0, 0]);
    plume.step(0);
    draw();
    out.fragments = fragments().map((source) => ({
      keys: source.includes('#define PLUME_MESH_KEYS 1'),
      // any #define of a vertex program's (batch sizes, the emitter's uniform slots) that reached a fragment shader
      vertexDefines: (source.match(/#define (PLUME_BATCH_SIZE|PLUME_MAX_KEYS|PLUME_EU_\w+|PLUME_EMITTER_VEC4S|PLUME_GROUP\w*)\b/g) ?? []).length,
      length: source.length,
    }));
  } finally {
    delete gl.shaderSource;
    plume.destroy();
  }
  return out;
}

/**
 * An effect file (version 2) with a mesh layer of colour keys, a size curve, volume and the generated 2 x 2 debris
 * flipbook, loaded as JSON text would be (loadEffect of the parsed object): the colour at mid-life, and the file it writes.
 */
export async function meshKeysFile(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  try {
    const file = JSON.parse(JSON.stringify({ plume: 'effect', version: 2, layers: [{ ...BASE, ...BY_SIM.mesh, life: 1000,
      size: { keys: [[0, 2], [0.5, 6], [1, 2]], ease: 'smooth' }, color: [[0, '#ff0000'], [0.5, '#00ff00'], [1, '#0000ff']],
      volume: true }, { ...BASE, ...BY_SIM.mesh, texture: 'plume:debris', position: [100, 0, 0] }] }));
    const effect = await plume.loadEffect(file);
    effect.play([0, 0, 0]);
    plume.step(500);
    clear(gl);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    const { color, width } = measure(gl);
    return { color, width, written: effect.toJSON().layers.map((l) => [l.size, l.color, l.volume, l.texture, l.atlas]),
      glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/**
 * A defineParticle kind (a still unit quad of scale 6, alpha blend, over black) with `definition` on top, spawned once
 * with a life of 1000 ms: the colour at each age.
 */
export async function kindFade(mode, definition, ages) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 3 });
  try {
    plume.defineParticle('k', { mesh: quadObj(0, 0, 1), blend: 'alpha', depthTest: false, spin: false, maxAge: 1000,
      ...definition });
    plume.spawn('k', [0, 0, 0], ...(definition.size === undefined ? [1000, 6, 6] : [1000]));
    return { colours: coloursAtAges(gl, plume, ages), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}
