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

/** Where world point p lands on a size × size canvas drawn with view() and projection(): pixels from the bottom left. */
function project(p, size) {
  const m = new Float32Array(16), v = view(), pr = projection();
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) for (let k = 0; k < 4; k++) m[c * 4 + r] += pr[k * 4 + r] * v[c * 4 + k];
  const clip = [0, 1, 2, 3].map((r) => m[r] * p[0] + m[4 + r] * p[1] + m[8 + r] * p[2] + m[12 + r]);
  return [(clip[0] / clip[3] + 1) / 2 * size, (clip[1] / clip[3] + 1) / 2 * size];
}

/** The lit pixels' brightness-weighted centre (pixels from the bottom left) and their count. */
function centroid({ width, pixels }) {
  let sum = 0, x = 0, y = 0, lit = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const w = pixels[i] + pixels[i + 1] + pixels[i + 2];
    if (w < 30) continue;
    const px = (i / 4) % width, py = Math.floor(i / 4 / width);
    sum += w; x += w * (px + 0.5); y += w * (py + 0.5); lit++;
  }
  return { at: lit ? [x / sum, y / sum] : null, lit };
}

/**
 * The collision plane y = 0 on the GPU against the motion it describes, worked out here on its own terms: a fine
 * numerical integration of p' = m(t) v, v' = g - k v (m: speedOverLife, piecewise linear) that, where it first
 * crosses the plane, reflects m v (normal part × -bounce, tangential × 1 - friction), then moves ballistically
 * (no keys) and stops where it comes down again. One particle, thrown from (-1, 3, 0); its centre on the canvas
 * at each time, as drawn and as expected.
 */
export async function collided(mode, { drag = 0, speedOverLife, speed = 1, direction = [1, 0, 0], bounce, friction = 0, die }) {
  const size = 128;
  const { gl, plume } = await setup(mode, size);
  const collider = { type: 'plane', point: [0, 0, 0], normal: [0, 1, 0], friction };
  if (bounce !== undefined) collider.bounce = bounce;
  if (die !== undefined) collider.die = die;
  const life = 3000;
  const emitter = plume.createEmitter({ texture: null, rate: 0, burst: 1, loop: false, duration: 100, life,
    shape: { type: 'point', angle: 0 }, speed, direction, gravity: [0, -10, 0], drag, size: 0.2, color: '#ffffff',
    ...(speedOverLife ? { speedOverLife } : {}), collide: [collider] });
  emitter.setPosition([-1, 3, 0]);
  const keys = speedOverLife ?? [1];
  const m = (t) => { // evenly spaced keys over the life
    if (keys.length === 1) return keys[0];
    const x = Math.min(Math.max(t / (life / 1000), 0), 1) * (keys.length - 1), i = Math.min(Math.floor(x), keys.length - 2);
    return keys[i] + (keys[i + 1] - keys[i]) * (x - i);
  };
  const length = Math.hypot(...direction);
  const kept = bounce ?? 0.5;
  const expectAt = (T) => {
    const p = [-1, 3, 0], v = direction.map((d) => d / length * speed), g = [0, -10, 0], dt = 1e-4;
    let phase = 0; // 0: before the contact, 1: after the bounce, 2: at rest (or dead)
    for (let t = 0; t < T - dt / 2 && phase < 2; t += dt) {
      const scale = phase === 0 ? m(t + dt / 2) : 1;
      const q = p.map((x, i) => x + scale * (v[i] * dt + 0.5 * (g[i] - drag * v[i]) * dt * dt));
      for (let i = 0; i < 3; i++) v[i] += (g[i] - drag * v[i]) * dt;
      if (q[1] < 0 && (phase === 1 || p[1] >= 0)) {
        const f = p[1] / (p[1] - q[1]);
        for (let i = 0; i < 3; i++) q[i] = p[i] + f * (q[i] - p[i]);
        q[1] = 0;
        if (phase === 0 && die) return null;
        if (phase === 0) {
          const mc = m(t + f * dt);
          v[0] *= mc * (1 - friction); v[2] *= mc * (1 - friction); v[1] = -v[1] * mc * kept;
          phase = 1;
        } else phase = 2;
      }
      p.splice(0, 3, ...q);
    }
    return p;
  };
  const samples = [];
  for (const t of [300, 600, 900, 1200, 1500, 1800, 2400]) {
    emitter.seek(t);
    const drawn = centroid(draw(gl, plume));
    const expected = expectAt(t / 1000);
    samples.push({ t, drawn: drawn.at, lit: drawn.lit, world: expected, expected: expected && project(expected, size) });
  }
  const bounds = emitter.bounds;
  plume.destroy();
  return { samples, bounds };
}

/** The messages of colliders a gpu emitter refuses. */
export async function badColliders(mode) {
  return withEmitter(mode, {}, ({ plume }) => {
    const messages = {};
    const attempt = (label, collide) => {
      try { plume.createEmitter({ collide }).destroy(); messages[label] = 'no error'; } catch (error) { messages[label] = `${error.name}: ${error.message}`; }
    };
    const plane = { type: 'plane', point: [0, 0, 0], normal: [0, 1, 0] };
    attempt('sphere', [{ type: 'sphere', center: [0, 0, 0], radius: 1 }]);
    attempt('two', [plane, plane]);
    attempt('not an array', plane);
    attempt('unknown field', [{ ...plane, radius: 2 }]);
    attempt('normal length', [{ ...plane, normal: [0, 1] }]);
    attempt('zero normal', [{ ...plane, normal: [0, 0, 0] }]);
    attempt('bounce', [{ ...plane, bounce: 2 }]);
    attempt('friction', [{ ...plane, friction: -1 }]);
    attempt('bounce type', [{ ...plane, bounce: '0.5' }]);
    attempt('die', [{ ...plane, die: 1 }]);
    attempt('none', []);
    return { messages };
  });
}
