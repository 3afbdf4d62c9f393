// Scenes for tests/browser/hdr.test.mjs: createPlume({ canvas, hdr: true }) — a square particle of an HDR colour
// on Plume's own canvas, read back from the canvas.
import { createPlume } from '/web/dist/plume.js';
import { clear, countCalls, countGetters, identity, makeCanvas, ortho, readPixels } from '/tests/browser/page_helpers.js';

const EXACT = { antialias: false, preserveDrawingBuffer: true, alpha: false };
const SIZE = 96;
const HALF_WIDTH = 2; // the particle: a square of 4 world units, 4 * SIZE / 10 pixels across, at the centre

/** Makes `canvas.getContext` give contexts without half-float render targets: the 8-bit path. */
export function hideHalfFloat(canvas) {
  const original = canvas.getContext.bind(canvas);
  const hidden = ['OES_texture_half_float', 'EXT_color_buffer_half_float', 'EXT_color_buffer_float', 'WEBGL_color_buffer_float',
    'OES_texture_half_float_linear'];
  canvas.getContext = (type, attributes) => {
    const gl = original(type, attributes);
    if (gl && !gl.__halfFloatHidden) {
      const getExtension = gl.getExtension.bind(gl);
      gl.getExtension = (name) => (hidden.includes(name) ? null : getExtension(name));
      gl.__halfFloatHidden = true;
    }
    return gl;
  };
  return canvas;
}

async function square(options = {}) {
  const { color = [4, 2, 1, 1], hdr = true, rgba8 = false, blend = 'alpha', background = [0, 0, 0], webgl = 1 } = options;
  const canvas = makeCanvas(SIZE, SIZE);
  if (rgba8) hideHalfFloat(canvas);
  const plume = await createPlume({ canvas, contextAttributes: EXACT, hdr, webgl });
  const gl = canvas.getContext(webgl === 2 ? 'webgl2' : 'webgl');
  plume.createEffect({ layers: [{ rate: 0, burst: 1, speed: [0, 0], blend, depthTest: false, life: 1e5,
    size: HALF_WIDTH * 2, color: [color] }] }).play([0, 0, 0]);
  plume.step(16);
  const draw = () => {
    clear(gl, ...background, 1);
    plume.render(identity(), ortho(-5, 5, -5, 5));
  };
  return { canvas, gl, plume, draw };
}

// RGB at pixel (x, y) counted from the bottom left
function rgbAt(image, x, y) {
  const i = (y * image.width + x) * 4;
  return [image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]];
}

/** The centre's colour and the brightest pixel at each distance (in pixels) outside the particle's edge. */
export async function glow(options) {
  const { plume, gl, draw } = await square(options);
  try {
    draw();
    const image = readPixels(gl);
    const centre = SIZE / 2;
    const edge = Math.round(centre + HALF_WIDTH * SIZE / 10); // first column outside the square
    const beyond = [];
    for (let d = 0; d < 12; d++) beyond.push(rgbAt(image, edge + d, centre));
    return { path: plume.hdr, centre: rgbAt(image, centre, centre), beyond, edge, glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** The whole frame as bytes: the half-float path's and the 8-bit path's are compared. */
export async function frame(options) {
  const { plume, gl, draw } = await square(options);
  try {
    draw();
    const { pixels } = readPixels(gl);
    return { path: plume.hdr, pixels: Array.from(pixels) };
  } finally {
    plume.destroy();
  }
}

/** GL calls of one HDR frame after the first (draws, getters, and every call by name). */
export async function callsPerFrame(options) {
  const { plume, gl, draw } = await square(options);
  try {
    draw();
    const counts = countCalls(gl);
    const getters = countGetters(gl);
    const byName = {};
    const wrapped = [];
    for (const name of Object.keys(Object.getPrototypeOf(gl).constructor.prototype)) {
      const original = gl[name];
      if (typeof original !== 'function' || Object.hasOwn(gl, name)) continue; // countCalls' and countGetters' stay theirs
      wrapped.push(name);
      gl[name] = function (...args) { byName[name] = (byName[name] ?? 0) + 1; return original.apply(this, args); };
    }
    getters.on = true;
    plume.render(identity(), ortho(-5, 5, -5, 5));
    getters.on = false;
    for (const name of wrapped) delete gl[name];
    getters.uninstall();
    const total = Object.values(byName).reduce((sum, n) => sum + n, 0);
    return { path: plume.hdr, draws: counts.drawCalls, getters: getters.total, getterNames: getters.byName, total, byName };
  } finally {
    plume.destroy();
  }
}

/** A resized canvas: the targets follow, and the particle stays centred and glowing. */
export async function resized(options) {
  const { canvas, plume, gl, draw } = await square(options);
  try {
    draw();
    canvas.width = canvas.height = SIZE * 2;
    draw();
    const image = readPixels(gl);
    return { width: image.width, centre: rgbAt(image, SIZE, SIZE), corner: rgbAt(image, 2, 2),
      beyond: rgbAt(image, Math.round(SIZE + HALF_WIDTH * SIZE / 5) + 3, SIZE), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** Dark smoke (alpha) over a grey page covers it; additive light over it only adds. */
export async function overBackground(blend, options) {
  const { plume, gl, draw } = await square({ ...options, color: blend === 'alpha' ? [0, 0, 0, 1] : [0.5, 0.5, 0.5, 1], blend,
    background: [0.5, 0.5, 0.5] });
  try {
    draw();
    const image = readPixels(gl);
    return { centre: rgbAt(image, SIZE / 2, SIZE / 2), outside: rgbAt(image, 4, 4) };
  } finally {
    plume.destroy();
  }
}
