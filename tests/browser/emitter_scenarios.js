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
