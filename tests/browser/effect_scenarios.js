// Effect-file scenes for tests/browser/effects.test.mjs, loaded into the test page with import().
import { setup, image } from '/tests/browser/scenarios.js';
import { clear, identity, perspective } from '/tests/browser/page_helpers.js';
import { exampleEffects, systemExample } from '/web/editor/examples.js';
import { quadObj } from '/web/art.js';

const view = () => { const v = identity(); v[13] = -0.5; v[14] = -9; return v; }; // camera at (0, 0.5, 9)
const projection = () => perspective(Math.PI / 3, 1, 0.1, 100);

export async function example(name) {
  return structuredClone([...await exampleEffects(), await systemExample()].find((e) => e.name === name).effect);
}

function draw(gl, plume) {
  clear(gl);
  plume.render(view(), projection());
  return image(gl);
}

async function withPlume(mode, run, size = 96) {
  const { gl, plume } = await setup(mode, size, { seed: 3 });
  try {
    return await run({ gl, plume });
  } finally {
    plume.destroy();
  }
}

function stepTo(plume, effect, ms, step = 16) {
  while (effect.time < ms - 1e-6) plume.step(Math.min(step, ms - effect.time));
}

/** Plays `file` to each time in `times` (16 ms steps), returning the pictures. */
export async function playForward(mode, file, times, step = 16) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = await plume.loadEffect(file);
    effect.play([0, 0, 0]);
    const images = [];
    for (const t of times) { stepTo(plume, effect, t, step); images.push(draw(gl, plume)); }
    return { images, json: effect.toJSON(), stats: plume.stats, duration: effect.duration, kinds: effect.kinds };
  });
}

/** Plays to `end`, then seeks back (and forth) to each time in `times`. */
export async function scrub(mode, file, end, times) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = await plume.loadEffect(file);
    effect.play();
    stepTo(plume, effect, end);
    const images = [];
    for (const t of times) { effect.seek(t); images.push(draw(gl, plume)); }
    return { images, time: effect.time };
  });
}

/** Loads a file twice into one Plume: the kinds are defined once and shared. */
export async function loadTwice(mode, file) {
  return withPlume(mode, async ({ plume }) => {
    const a = await plume.loadEffect(file);
    const b = await plume.loadEffect(structuredClone(file));
    return { a: a.kinds, b: b.kinds };
  });
}

/** The message of the PlumeError loadEffect(file) throws (or 'no error'). */
export async function loadError(file) {
  return withPlume('webgl1', async ({ plume }) => {
    try {
      await plume.loadEffect(file);
      return 'no error';
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  }, 16);
}

/** A quad kind spawned at 500 ms: nothing before, lit after; stop() before 500 cancels it. */
export async function scheduled(mode) {
  return withPlume(mode, async ({ gl, plume }) => {
    const file = { plume: 'effect', version: 1, kinds: { q: { mesh: quadObj(0, 0, 2), spin: false, startSize: 1, endSize: 1,
      maxAge: 1000, fade: 'none' } }, spawns: [{ kind: 'q', at: 500 }] };
    const effect = await plume.loadEffect(file);
    const first = effect.play([0, 0, 0]);
    stepTo(plume, effect, 400);
    const before = draw(gl, plume);
    stepTo(plume, effect, 600);
    const after = draw(gl, plume);
    first.kill(); // plays are instances: a second play leaves the first playing
    effect.play([0, 0, 0]);
    effect.stop();
    stepTo(plume, effect, 600);
    const stopped = draw(gl, plume);
    effect.destroy();
    let afterDestroy = '';
    try { effect.seek(0); } catch (error) { afterDestroy = error.message; }
    return { before, after, stopped, afterDestroy, active: plume.stats.particlesActive };
  });
}

/** An effect file fetched by URL, with its texture beside it (relative URL). */
export async function fromUrl(mode, url) {
  return withPlume(mode, async ({ gl, plume }) => {
    const effect = await plume.loadEffect(url);
    effect.play();
    stepTo(plume, effect, 300);
    return { image: draw(gl, plume), name: effect.name, json: effect.toJSON() };
  });
}

/** CPU systems in an effect: a seedless burst-only system played at x = 5 (its box, on two Plumes of different
 *  seeds, after play and after a seek back), and a system with a period after stop(). */
export async function systemPlacementAndStop() {
  const burst = { plume: 'effect', version: 1, seed: 9,
    systems: [{ rate: 0, burst: 40, life: [2000, 2000], velocity: [0, 0, 0], velocityRandom: [0.2, 0.2, 0.2], oneShot: true }] };
  const flow = { plume: 'effect', version: 1, systems: [{ period: 10, life: [200, 200], seed: 4 }] };
  const boxes = [];
  for (const seed of [3, 11]) {
    const { plume } = await setup('webgl1', 16, { seed });
    const effect = await plume.loadEffect(burst);
    effect.play([5, 0, 0]);
    plume.step(100);
    const played = effect.systems[0].bounds;
    effect.seek(500);
    effect.seek(100);
    boxes.push({ played, sought: effect.systems[0].bounds });
    plume.destroy();
  }
  const { plume } = await setup('webgl1', 16, { seed: 3 });
  const effect = await plume.loadEffect(flow);
  effect.play();
  for (let t = 0; t < 300; t += 16) plume.step(16);
  const before = plume.stats.systemParticles;
  effect.stop();
  for (let t = 0; t < 400; t += 16) plume.step(16);
  const after = plume.stats.systemParticles;
  plume.destroy();
  return { boxes, before, after };
}
