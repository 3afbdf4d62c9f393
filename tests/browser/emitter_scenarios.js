// Emitter scenes for tests/browser/emitters.test.mjs, loaded into the test page with import().
import { setup, image } from '/tests/browser/scenarios.js';
import { clear, countCalls, identity, perspective } from '/tests/browser/page_helpers.js';
import { glowTexturePng } from '/web/art.js';

export const view = () => { const v = identity(); v[13] = -1; v[14] = -8; return v; }; // camera at (0, 1, 8)
export const projection = () => perspective(Math.PI / 3, 1, 0.1, 100);

export const SMOKE = { rate: 120, life: 1500, shape: { type: 'cone', radius: 0.3, angle: 20 }, speed: [1.5, 2.5],
  gravity: [0, -0.5, 0], drag: 0.3, size: [0.4, 1.2], color: ['#ffaa44ff', '#ff440080', '#20202000'], rotation: [0, 360],
  spin: [-90, 90], seed: 5 };

export async function withEmitter(mode, desc, run, size = 64) {
  const { gl, plume } = await setup(mode, size, { seed: 3 });
  const texture = await plume.loadTexture(await glowTexturePng());
  const emitter = plume.createEmitter({ texture, ...desc });
  try {
    return await run({ gl, plume, emitter, texture });
  } finally {
    plume.destroy();
  }
}

export function draw(gl, plume) {
  clear(gl);
  plume.render(view(), projection());
  return image(gl);
}

/** Steps at `stepsPerSecond` up to `ms`, calling move(t) after each step; returns the picture. */
export async function stepped(mode, desc, ms, stepsPerSecond, move, hitch = 0) {
  return withEmitter(mode, desc, ({ gl, plume, emitter }) => {
    let t = 0;
    const dt = 1000 / stepsPerSecond;
    if (move) emitter.setPosition(move(0));
    if (hitch) { plume.step(hitch); t = hitch; if (move) emitter.setPosition(move(t)); }
    while (t < ms - 1e-6) {
      const d = Math.min(dt, ms - t);
      plume.step(d);
      t += d;
      if (move) emitter.setPosition(move(t));
    }
    return { image: draw(gl, plume), stats: plume.stats, time: emitter.time };
  });
}

export const circle = (t) => [2 * Math.cos(t / 400), 2 * Math.sin(t / 400), 0];

export async function seekBack(mode, desc, T) {
  return withEmitter(mode, desc, ({ gl, plume, emitter }) => {
    for (let t = 0; t < 2 * T; t += 16) plume.step(16);
    emitter.seek(T);
    return { image: draw(gl, plume), time: emitter.time };
  });
}

export async function frameCost(mode, desc, moving) {
  return withEmitter(mode, desc, ({ gl, plume, emitter }) => {
    plume.step(500);
    draw(gl, plume); // first frame: programs and buffers
    const counts = countCalls(gl);
    plume.step(16);
    if (moving) emitter.setPosition([0.5, 0, 0]);
    draw(gl, plume);
    return { ...counts, stats: plume.stats };
  });
}

/** timeScale 0: steps leave the picture as it was. */
export async function frozen(mode) {
  return withEmitter(mode, SMOKE, ({ gl, plume, emitter }) => {
    plume.step(600);
    emitter.set({ timeScale: 0 });
    const before = draw(gl, plume);
    for (let i = 0; i < 20; i++) plume.step(16);
    const after = draw(gl, plume);
    emitter.set({ timeScale: 1 });
    plume.step(100);
    const resumed = draw(gl, plume);
    return { before, after, resumed, time: emitter.time };
  });
}

/** Draw calls for an emitter in front of the camera and one behind it. */
export async function culling(mode) {
  return withEmitter(mode, SMOKE, ({ gl, plume, emitter }) => {
    plume.step(500);
    const counts = countCalls(gl);
    draw(gl, plume);
    const inFront = { draws: counts.drawCalls, stats: plume.stats.drawCalls };
    emitter.setPosition([0, 0, 20]); // the camera is at z = 8 looking down -z
    plume.step(2000); // the old path (in front) has died out
    counts.reset();
    const image = draw(gl, plume);
    return { inFront, behind: { draws: counts.drawCalls, stats: plume.stats.drawCalls }, image,
      bounds: emitter.bounds };
  });
}

/** One white particle at a time flying along +x, velocity billboard stretched. */
export async function stretched(mode, billboard) {
  return withEmitter(mode, { texture: null, rate: 1, life: 900, speed: 3, direction: [1, 0, 0],
    shape: { type: 'point', angle: 0 }, size: 0.3, color: '#ffffff', billboard, stretch: 0.5 }, ({ gl, plume }) => {
    plume.step(300);
    const { width, height, pixels } = draw(gl, plume);
    let minX = width, maxX = -1, minY = height, maxY = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (pixels[(y * width + x) * 4] > 128) {
          minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
        }
      }
    }
    return { across: maxY - minY + 1, along: maxX - minX + 1 };
  }, 128);
}

/** Every mistake's message, and that the Plume still works afterwards. */
export async function badInputs(mode) {
  return withEmitter(mode, {}, async ({ plume, emitter }) => {
    const other = await (await import('/tests/browser/scenarios.js')).setup('webgl1');
    const foreign = await other.plume.loadTexture(await glowTexturePng({ size: 8 }));
    const messages = {};
    const attempt = (label, call) => { try { call(); messages[label] = 'no error'; } catch (error) { messages[label] = `${error.name}: ${error.message}`; } };
    attempt('rate 0', () => plume.createEmitter({ rate: 0 }));
    attempt('life -1', () => plume.createEmitter({ life: -1 }));
    attempt('NaN speed', () => plume.createEmitter({ speed: [1, NaN] }));
    attempt('speed order', () => plume.createEmitter({ speed: [3, 1] }));
    attempt('shape', () => plume.createEmitter({ shape: { type: 'torus' } }));
    attempt('billboard', () => plume.createEmitter({ billboard: 'screen' }));
    attempt('capacity', () => plume.createEmitter({ capacity: 20000 }));
    attempt('rate x life', () => plume.createEmitter({ rate: 100000, life: 10000 }));
    attempt('atlas', () => plume.createEmitter({ atlas: { cols: 2, rows: 2, frames: 5 } }));
    attempt('unknown field', () => plume.createEmitter({ lifetime: 5 }));
    attempt('color', () => plume.createEmitter({ color: '#ff00zz' }));
    attempt('texture', () => plume.createEmitter({ texture: foreign }));
    attempt('seek', () => emitter.seek(-5));
    attempt('setPosition', () => emitter.setPosition([0, Infinity, 0]));
    attempt('set', () => emitter.set({ drag: -1 }));
    emitter.destroy();
    attempt('destroyed', () => emitter.seek(5));
    attempt('destroyed time', () => emitter.time);
    emitter.destroy(); // a second destroy does nothing
    const survivor = plume.createEmitter({ rate: 10 });
    plume.step(100);
    const after = { emitters: plume.stats.emitters, destroyed: emitter.destroyed, time: survivor.time };
    other.plume.destroy();
    plume.destroy();
    attempt('plume destroyed', () => survivor.setPosition([0, 0, 0]));
    return { messages, after, survivorDestroyed: survivor.destroyed };
  });
}

/** Loses and restores the context mid-run: the picture at a time is the one a run without loss shows. */
export async function contextLoss(mode) {
  return withEmitter(mode, SMOKE, async ({ gl, plume }) => {
    const canvas = gl.canvas;
    if (mode !== 'webgl1') canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
    plume.step(400);
    draw(gl, plume);
    const lose = gl.getExtension('WEBGL_lose_context');
    const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
    const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
    lose.loseContext();
    await lost;
    await new Promise((resolve) => setTimeout(resolve, 0)); // after the event's dispatch has ended
    plume.step(300);
    plume.render(view(), projection());
    lose.restoreContext();
    await restored;
    if (mode !== 'webgl1') plume.restoreContext();
    plume.step(300);
    return { image: draw(gl, plume), time: plume.time };
  });
}

/** A 2 x 2 atlas (red, green / blue, white) played once over the life of one still particle; the colour
 *  at the centre at four ages, and the same quad as a plane billboard. */
export async function atlas(mode) {
  const canvas = new OffscreenCanvas(64, 64);
  const g = canvas.getContext('2d');
  [['#ff0000', 0, 0], ['#00ff00', 32, 0], ['#0000ff', 0, 32], ['#ffffff', 32, 32]].forEach(([color, x, y]) => {
    g.fillStyle = color;
    g.fillRect(x, y, 32, 32);
  });
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const { gl, plume } = await setup(mode, 64);
  const texture = await plume.loadTexture(png);
  const emitter = plume.createEmitter({ texture, rate: 0.5, life: 1000, speed: 0, size: 3, color: '#ffffff',
    blend: 'alpha', atlas: { cols: 2, rows: 2 } });
  const centre = () => {
    const { width, pixels } = draw(gl, plume);
    const i = ((width / 2 - 4) * width + width / 2) * 4; // a little below the middle (the camera is at y = 1)
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  const colours = [];
  for (const t of [100, 400, 600, 900]) {
    emitter.seek(t);
    colours.push(centre());
  }
  emitter.set({ billboard: 'plane' });
  emitter.seek(100);
  const plane = draw(gl, plume);
  plume.destroy();
  return { colours, planeLit: plane.pixels.some((v, i) => i % 4 !== 3 && v > 0) };
}
