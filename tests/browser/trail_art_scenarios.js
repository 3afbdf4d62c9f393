// Scenes for tests/browser/trail_art.test.mjs: a trail's soft cross-section (plume:trail), its texture flowing
// along it (trail.scroll) and its width over the trail and over life.
import { setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';

const SIZE = 256; // 6 world units across (-3 .. 3): about 43 pixels a unit

function picture(gl, plume) {
  clear(gl);
  plume.render(identity(), ortho(-3, 3, -3, 3));
  return readPixels(gl).pixels;
}

const brightness = (pixels, x, y) => Math.max(pixels[(y * SIZE + x) * 4], pixels[(y * SIZE + x) * 4 + 1], pixels[(y * SIZE + x) * 4 + 2]);
const pixel = (x) => Math.floor((x + 3) / 6 * SIZE);

/** A horizontal trail 1.2 units wide with plume:trail, from x = -2 (tail) to x = 2 (head), drawn additive in white:
 *  the brightness across the ribbon (rows, bottom to top) averaged over the columns from x = -1 to 1. */
export async function trailProfile(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1e5, speed: [4, 4], direction: [1, 0, 0],
      size: 0.6, color: '#ffffff', texture: 'plume:trail', render: 'trail', trail: { length: 1000, width: 1.2 },
      shape: { type: 'point', angle: 0 } }] }).play([-4, 0, -5]);
    for (let i = 0; i < 90; i++) plume.step(1000 / 60); // 1.5 s: the head at x = 2, the tail at x = -2
    const pixels = picture(gl, plume);
    const columns = [];
    for (let x = pixel(-1); x <= pixel(1); x++) columns.push(x);
    const across = Array.from({ length: SIZE }, (_, y) => columns.reduce((sum, x) => sum + brightness(pixels, x, y), 0) / columns.length);
    return { across, centre: SIZE / 2, halfWidth: 0.6 / 6 * SIZE, glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** A slow trail (0.5 units a second, 8 s of path: 4 units long, a segment 0.33 units) drawn at 6.3 s and again
 *  10 ms later, when its geometry has moved a fifth of a pixel: the middle row along the trail in both pictures. */
export async function trailScroll(mode, scroll) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1e5, speed: [0.5, 0.5], direction: [1, 0, 0],
      size: 0.6, color: '#ffffff', texture: 'plume:trail', render: 'trail',
      trail: { length: 8000, width: 0.8, ...(scroll === undefined ? {} : { scroll }) },
      shape: { type: 'point', angle: 0 } }] }).play([-2.5, 0, -5]);
    for (let i = 0; i < 378; i++) plume.step(1000 / 60); // 6.3 s: the head at x = 0.65; a sample of the path at 6 s
    const before = picture(gl, plume);
    plume.step(10); // the next sample at 6.67 s: the segments stay where they are
    const after = picture(gl, plume);
    const y = SIZE / 2 + 3; // off the centre line: the streaks, not the brightest row
    const row = (pixels) => Array.from({ length: SIZE }, (_, x) => brightness(pixels, x, y));
    return { before: row(before), after: row(after), tail: pixel(-2.5), head: pixel(0.65), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** A plain trail's thickness (lit rows of a column) near its head (0.15 units behind it) and near its tail (1.5 of
 *  its 2 units behind it), at two moments of the particle's life, for the layer's `extra` fields (size keys,
 *  trail.width keys). */
export async function trailWidth(mode, extra) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 4000, speed: [2, 2], direction: [1, 0, 0],
      color: '#ffffff', blend: 'additive-ignore-alpha', render: 'trail', shape: { type: 'point', angle: 0 }, ...extra,
      trail: { length: 1000, ...extra.trail } }] }).play([-2.5, 0, -5]);
    const thickness = (pixels, x) => {
      let n = 0;
      for (let y = 0; y < SIZE; y++) n += brightness(pixels, pixel(x), y) > 8 ? 1 : 0;
      return n;
    };
    const shots = [];
    let time = 0;
    for (const at of [1200, 2400]) { // ms of the particle's life: its head at x = -0.1, then at 2.3
      for (; time < at; time += 1000 / 60) plume.step(1000 / 60);
      const pixels = picture(gl, plume);
      const head = -2.5 + 2 * at / 1000;
      shots.push({ at, head: thickness(pixels, head - 0.15), tail: thickness(pixels, head - 1.5) });
    }
    return { shots, glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** What addSystem and createEffect say to a wrong trail.scroll, and that a good one is taken. */
export async function trailScrollMistakes() {
  const { plume } = await setup('webgl1', 16);
  const said = {};
  const attempt = (name, make) => {
    try { make(); said[name] = 'ok'; } catch (error) { said[name] = `${error.name}: ${error.message}`; }
  };
  try {
    attempt('fast', () => plume.addSystem({ render: 'trail', trail: { scroll: 1001 } }));
    attempt('text', () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', trail: { scroll: '2' } }] }));
    attempt('billboard', () => plume.addSystem({ trail: { scroll: 2 } }));
    attempt('gpu', () => plume.createEffect({ layers: [{ sim: 'gpu', trail: { scroll: 2 } }] }));
    attempt('ok', () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', texture: 'plume:trail', trail: { scroll: -3 } }] }));
    return said;
  } finally {
    plume.destroy();
  }
}
