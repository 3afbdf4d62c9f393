// Scenes for tests/browser/trails_and_sub_emitters.test.mjs: ribbons through particles' recent positions
// (render: 'trail') and sub-emitters (a layer started by another layer's particles: parent, on, burst, interval).
import { setup } from '/tests/browser/scenarios.js';
import { clear, identity, ortho, readPixels } from '/tests/browser/page_helpers.js';

const SIZE = 64; // 10 world units across: 6.4 pixels a unit
const column = (x) => Math.floor((x + 5) / 10 * SIZE);

function frame(gl, plume) {
  clear(gl);
  plume.render(identity(), ortho(-5, 5, -5, 5));
  return readPixels(gl).pixels;
}

/** One particle moving along +x at 4 units/s from x = -4 with a 1 s trail: the middle row's lit columns. */
export async function trail(mode, extra = {}) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1e5, speed: [4, 4], direction: [1, 0, 0],
      size: 0.6, color: '#ffffff', render: 'trail', trail: { length: 1000 }, shape: { type: 'point', angle: 0 }, ...extra }] })
      .play([-4, 0, -5]); // in front of the camera: ribbons turn to face its position
    for (let i = 0; i < 90; i++) plume.step(1000 / 60); // 1.5 s: the particle at x = 2, its trail back to x = -2
    const pixels = frame(gl, plume);
    const row = SIZE / 2;
    const lit = Array.from({ length: SIZE }, (_, x) => Math.max(...[0, 1, 2].map((c) => pixels[(row * SIZE + x) * 4 + c])));
    return { lit, head: column(2), tail: column(-2), glError: gl.getError(), stats: plume.stats };
  } finally {
    plume.destroy();
  }
}

/** The same trail seen close (256 pixels across 6 units): the middle row's brightness from tail to head, each
 *  12-segment ribbon's joints some 18 pixels apart. */
export async function trailClose(mode, extra = {}) {
  const { gl, plume } = await setup(mode, 256, { seed: 1 });
  try {
    plume.createEffect({ layers: [{ sim: 'cpu', rate: 0, burst: 1, life: 1e5, speed: [4, 4], direction: [1, 0, 0],
      size: 0.6, color: '#ffffff', render: 'trail', trail: { length: 1000, width: 0.6 }, shape: { type: 'point', angle: 0 }, ...extra }] })
      .play([-4, 0, -5]);
    for (let i = 0; i < 90; i++) plume.step(1000 / 60); // the particle at x = 2, its trail back to x = -2
    clear(gl);
    plume.render(identity(), ortho(-3, 3, -3, 3));
    const { pixels } = readPixels(gl);
    const row = 128;
    const lit = Array.from({ length: 256 }, (_, x) => Math.max(...[0, 1, 2].map((c) => pixels[(row * 256 + x) * 4 + c])));
    const at = (x) => Math.floor((x + 3) / 6 * 256);
    return { lit, head: at(2), tail: at(-2), glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** Fireworks: a rocket rising for 0.5 s, sparks at its death, smoke every 50 ms of its life; counts over time. */
export async function fireworks(mode, sparksCapacity = undefined) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  try {
    const effect = plume.createEffect({ layers: [
      { name: 'rocket', sim: 'cpu', rate: 0, burst: 1, life: 500, speed: [4, 4], direction: [0, 1, 0], size: 0.3, color: '#ffffff' },
      { name: 'smoke', sim: 'cpu', parent: 'rocket', on: 'interval', interval: 50, life: 2000, speed: [0, 0], size: 0.3,
        color: '#808080' },
      { name: 'sparks', sim: 'cpu', parent: 'rocket', on: 'death', burst: 30, life: 800, speed: [2, 2], shape: 'sphere',
        size: 0.3, color: '#ffcc00', ...(sparksCapacity ? { capacity: sparksCapacity } : {}) }] });
    const instance = effect.play([0, -3, 0]);
    let ended = false;
    instance.finished.then(() => { ended = true; });
    const counts = [];
    const step = (ms) => { for (let t = 0; t < ms; t += 10) plume.step(10); };
    step(250);
    counts.push({ at: 250, cpu: plume.stats.particlesBySim.cpu, systems: plume.stats.systems });
    step(260); // the rocket died at 500 ms, 2 units up (y = -1)
    counts.push({ at: 510, cpu: plume.stats.particlesBySim.cpu });
    const pixels = frame(gl, plume);
    // sparks around the death point (y = -1), not at the start (y = -3)
    const litNear = (cx, cy, r) => {
      let n = 0;
      for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
        const wx = (x + 0.5) / SIZE * 10 - 5, wy = (y + 0.5) / SIZE * 10 - 5;
        if (Math.hypot(wx - cx, wy - cy) <= r && pixels[(y * SIZE + x) * 4] > 100 && pixels[(y * SIZE + x) * 4 + 2] < 60) n++;
      }
      return n;
    };
    const sparksAtDeath = litNear(0, -1, 0.6);
    step(3000);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { counts, sparksAtDeath, endedAfter: ended, aliveAfter: instance.alive, dropped: plume.stats.subEmitterDropped,
      glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}

/** What createEffect and addSystem say to sub-emitter and trail mistakes. */
export async function mistakes() {
  const { plume } = await setup('webgl1', 16);
  const out = {};
  const attempt = (label, call) => {
    try { call(); out[label] = 'ok'; } catch (error) { out[label] = `${error.name}: ${error.message}`; }
  };
  const rocket = { name: 'rocket', sim: 'cpu', rate: 0, burst: 1 };
  try {
    attempt('unknown parent', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rockt', on: 'death' }] }));
    attempt('later parent', () => plume.createEffect({ layers: [{ sim: 'cpu', parent: 'rocket', on: 'death' }, rocket] }));
    attempt('gpu parent', () => plume.createEffect({ layers: [{ ...rocket, sim: 'gpu' }, { sim: 'cpu', parent: 'rocket', on: 'death' }] }));
    attempt('gpu child', () => plume.createEffect({ layers: [rocket, { sim: 'gpu', parent: 'rocket', on: 'death' }] }));
    attempt('rate', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket', on: 'death', rate: 5 }] }));
    attempt('no on', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket' }] }));
    attempt('on alone', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', on: 'death' }] }));
    attempt('bad on', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket', on: 'explode' }] }));
    attempt('no interval', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket', on: 'interval' }] }));
    attempt('ok', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket', on: 'interval', interval: 20, burst: 2 }] }));
    attempt('system parent', () => plume.addSystem({ parent: {}, on: 'death' }));
    attempt('system ok', () => plume.addSystem({ parent: plume.addSystem({ rate: 5 }), on: 'birth', burst: 2 }));
    attempt('gpu trail', () => plume.createEffect({ layers: [{ sim: 'gpu', render: 'trail' }] }));
    attempt('trail without render', () => plume.createEffect({ layers: [{ sim: 'cpu', trail: { length: 200 } }] }));
    attempt('trail atlas', () => plume.addSystem({ render: 'trail', atlas: { cols: 2 } }));
    attempt('layer trail atlas', () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', atlas: { cols: 2 } }] }));
    attempt('local sub-emitter', () => plume.addSystem({ parent: plume.addSystem({ rate: 5 }), on: 'birth', space: 'local' }));
    attempt('manual sub-emitter', () => plume.addSystem({ parent: plume.addSystem({ rate: 5 }), on: 'birth', manual: true }));
    attempt('local sub-emitter layer', () => plume.createEffect({ layers: [rocket, { sim: 'cpu', parent: 'rocket', on: 'death', space: 'local' }] }));
    attempt('trail length', () => plume.addSystem({ render: 'trail', trail: { length: -5 } }));
    attempt('trail seconds', () => plume.addSystem({ render: 'trail', trail: { length: 0.5 } }));
    attempt('trail smoke', () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', texture: 'plume:smoke' }] }));
    attempt('trail width', () => plume.addSystem({ render: 'trail', trail: { width: [[0, 1], [0.5, 2], [0.2, 0]] } }));
  } finally {
    plume.destroy();
  }
  return out;
}
