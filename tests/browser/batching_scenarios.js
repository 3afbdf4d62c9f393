// Scenes for tests/browser/batching.test.mjs: every play of a 'gpu' layer is a member of one emitter
// group, drawn by one call (instanced) or a few batches (without instancing), with the picture each
// play would draw as an emitter of its own.
import { attempt, drawFlat as draw, image, setup } from '/tests/browser/scenarios.js';
import { clear, countCalls, identity, ortho } from '/tests/browser/page_helpers.js';
import { glowTexturePng } from '/web/art.js';

const STEP = 1000 / 60;

/** A layer that exercises the per-play values: a burst and a flow, a sphere, motion, keys, spin. */
const LAYER = { sim: 'gpu', rate: 40, burst: 12, duration: 400, life: 600, shape: { type: 'sphere', radius: 0.5 },
  speed: [0.5, 2], gravity: [0, -1, 0], size: [0.6, 1.2], color: ['#ffcc66ff', '#ff3300ff', '#33000000'],
  rotation: [0, 90], spin: [-90, 90], blend: 'additive' };

const SEED = 77;
const PLAYS = [
  { at: [-3, -2, 0] }, { at: [0, -2, 0], timeScale: 0.5 }, { at: [3, -2, 0] }, { at: [-2, 2, 0], timeScale: 2 },
  { at: [2, 2, 0] },
];

const wide = () => ortho(-6, 6, -6, 6);

function drawWide(gl, plume) {
  clear(gl);
  plume.render(identity(), wide());
  return image(gl);
}

/**
 * The same five plays drawn as members of the effect's group and as emitters of their own
 * (createEmitter with the seed, time scale and place the play gave its member), at a few times,
 * with a seek and a stop on the way; plus the draw calls each took.
 */
export async function groupMatchesEmitters(mode) {
  const { gl, plume } = await setup(mode, 96, { seed: 5 });
  const texture = await plume.loadTexture(await glowTexturePng({ size: 32 }));
  const frames = [];
  try {
    // the layer's seed is fixed, so every member and its emitter twin share it (the places differ)
    const effect = plume.createEffect({ layers: [{ ...LAYER, texture, seed: SEED }] });
    const instances = PLAYS.map((p) => effect.play(p.at, p.timeScale ? { timeScale: p.timeScale } : {}));
    const counts = countCalls(gl);
    const grouped = [];
    const times = [[200, 'step'], [250, 'step'], [100, 'seek'], [300, 'stop'], [400, 'step']];
    for (const [ms, what] of times) {
      if (what === 'seek') instances[2].seek(ms);
      else {
        if (what === 'stop') instances[4].stop();
        plume.step(ms);
      }
      counts.reset();
      grouped.push({ image: drawWide(gl, plume), draws: counts.drawCalls, instanced: counts.instancedDraws,
        stats: plume.stats.drawCalls });
    }
    effect.destroy();
    // the same, one emitter per play
    const emitters = PLAYS.map((p) => {
      const { sim, ...fields } = LAYER;
      const emitter = plume.createEmitter({ ...fields, texture, seed: SEED, loop: false, timeScale: p.timeScale ?? 1 });
      emitter.setPosition(p.at);
      return emitter;
    });
    const alone = [];
    for (const [ms, what] of times) {
      if (what === 'seek') emitters[2].seek(ms);
      else {
        if (what === 'stop') emitters[4].stop();
        plume.step(ms);
      }
      counts.reset();
      alone.push({ image: drawWide(gl, plume), draws: counts.drawCalls });
    }
    frames.push(...grouped.map((g, i) => ({ grouped: g, alone: alone[i] })));
    return { frames, instancing: plume.instancing };
  } finally {
    plume.destroy();
  }
}

/**
 * `plays` plays of a one-layer gpu effect: draw calls, and what a frame uploads with and without
 * plays (stats.uploadedBytes and the bytes WebGL saw).
 */
export async function drawsAndUploads(mode, plays) {
  const { gl, plume } = await setup(mode, 64, { seed: 5 });
  try {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 56, life: 2000, speed: [1, 3],
      shape: 'sphere', size: [0.2, 1], blend: 'additive' }] });
    for (let i = 0; i < plays; i++) effect.play([(i % 10) - 5, Math.floor(i / 10) % 10 - 5, 0]);
    plume.step(STEP);
    const particles = plume.stats.particlesBySim.gpu;
    const counts = countCalls(gl);
    draw(gl, plume); // the first frame sends every record
    const first = { draws: counts.drawCalls, uploaded: plume.stats.uploadedBytes };
    counts.reset();
    plume.step(STEP);
    draw(gl, plume);
    const idle = { draws: counts.drawCalls, instanced: counts.instancedDraws, uploaded: plume.stats.uploadedBytes,
      bufferBytes: counts.bufferBytes, statsDraws: plume.stats.drawCalls };
    counts.reset();
    for (let i = 0; i < 3; i++) effect.play([0, 0, 0]);
    plume.step(STEP);
    draw(gl, plume);
    const threePlays = { uploaded: plume.stats.uploadedBytes, bufferBytes: counts.bufferBytes };
    return { first, idle, threePlays, particles, instancing: plume.instancing };
  } finally {
    plume.destroy();
  }
}

/**
 * 300 one-shot plays at staggered times: each ends (alive false, onEnd, finished) at the step where an
 * emitter of its own would report `ended`, and everything it made is freed.
 */
export async function endsByPoll(mode) {
  const { plume } = await setup(mode, 32, { seed: 5 });
  try {
    const layer = { sim: 'gpu', rate: 30, duration: 200, life: 300, speed: [0, 1], size: [0.5] };
    const effect = plume.createEffect({ layers: [layer] });
    const twins = [];
    const ended = new Map();
    const mismatches = [];
    let made = 0;
    for (let frame = 0; frame < 120; frame++) {
      if (frame < 60) {
        for (let k = 0; k < 5; k++) {
          const n = made++;
          const instance = effect.play([n % 7, 0, 0], { onEnd: () => ended.set(n, frame) });
          const { sim, ...fields } = layer;
          const twin = plume.createEmitter({ ...fields, loop: false });
          twins.push({ n, instance, twin });
        }
      }
      plume.step(STEP);
      for (const { n, instance, twin } of twins) {
        if (twin.destroyed) continue;
        if (instance.alive === twin.ended) mismatches.push({ n, frame, alive: instance.alive, twinEnded: twin.ended });
        if (twin.ended) twin.destroy();
      }
    }
    const stats = plume.stats;
    return { made, ended: ended.size, mismatches: mismatches.slice(0, 5), mismatchCount: mismatches.length,
      instances: effect.instances, emitters: stats.emitters, statsInstances: stats.instances };
  } finally {
    plume.destroy();
  }
}

/**
 * A member moved after its particles are out leaves the group (drawn on its own, its particles keep
 * where they were born); one moved before its first particle stays. Destroying the effect frees its group.
 */
export async function movingMembers(mode) {
  const { gl, plume } = await setup(mode, 64, { seed: 5 });
  try {
    const texture = await plume.loadTexture(await glowTexturePng({ size: 32 }));
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', texture, rate: 60, life: 1000, loop: true, speed: [0, 0],
      size: [0.8], delay: 100 }] });
    const still = effect.play([-3, 0, 0]);
    const early = effect.play([3, 3, 0]);
    const mover = effect.play([0, -3, 0]);
    early.setTransform([3, -3, 0]); // before its first particle (delay 100): the member just moves
    plume.step(400);
    const counts = countCalls(gl);
    draw(gl, plume);
    const before = { draws: counts.drawCalls };
    mover.setTransform([0, 3, 0]);
    plume.step(200);
    counts.reset();
    const picture = draw(gl, plume);
    const litAt = (x, y) => { // world (x, y) in the flat camera of scenarios.js (-5..5)
      const px = Math.round((x + 5) / 10 * 63), py = Math.round((y + 5) / 10 * 63);
      const i = (py * 64 + px) * 4;
      return picture.pixels[i] + picture.pixels[i + 1] + picture.pixels[i + 2];
    };
    const after = { draws: counts.drawCalls, oldPlace: litAt(0, -3), newPlace: litAt(0, 3), early: litAt(3, -3),
      earlyOld: litAt(3, 3), still: litAt(-3, 0) };
    const textureWhileUsed = attempt(() => plume.destroyTexture(texture));
    effect.destroy();
    const gone = { emitters: plume.stats.emitters, alive: [still.alive, early.alive, mover.alive] };
    const textureAfter = attempt(() => plume.destroyTexture(texture));
    return { before, after, gone, textureWhileUsed, textureAfter };
  } finally {
    plume.destroy();
  }
}

/** The picture of a group at 500 ms without a context loss, and with one lost and restored on the way. */
export async function groupContextLoss(mode) {
  const pictures = [];
  for (const lose of [false, true]) {
    const { gl, plume, canvas } = await setup(mode, 64, { seed: 5 });
    try {
      if (mode !== 'webgl1') canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
      const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 50, life: 800, loop: true, speed: [1, 2],
        shape: 'sphere', size: [0.5, 1], seed: 9 }] });
      for (let i = 0; i < 4; i++) effect.play([i * 2 - 3, 0, 0]);
      plume.step(200);
      draw(gl, plume);
      if (lose) {
        const ext = gl.getExtension('WEBGL_lose_context');
        const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
        const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
        ext.loseContext();
        await lost;
        await new Promise((resolve) => setTimeout(resolve, 0));
        plume.step(100);
        plume.render(identity(), ortho(-5, 5, -5, 5));
        ext.restoreContext();
        await restored;
        if (mode !== 'webgl1') plume.restoreContext();
        plume.step(200);
      } else {
        plume.step(300);
      }
      pictures.push(draw(gl, plume));
    } finally {
      plume.destroy();
    }
  }
  return { pictures };
}

/**
 * Review findings: 60 one-shot plays ending at the same step whose onEnd plays again (the poll's ids must
 * survive the calls onEnd makes); a looping play sought past 1e9 ms of its own time still drawing; a
 * member destroyed through effect.emitters: refused (the instance's own; it plays on until killed).
 */
export async function endsUnderPressure(mode) {
  const { gl, plume } = await setup(mode, 64, { seed: 5 });
  try {
    const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 4, life: 200, speed: [0, 0], size: [0.5] }] });
    const ended = new Set();
    let replays = 0;
    const originals = [];
    for (let i = 0; i < 60; i++) {
      originals.push(effect.play([i % 8 - 4, Math.floor(i / 8) - 4, 0], {
        onEnd: () => {
          ended.add(i);
          if (replays < 60) { replays++; effect.play([0, 0, 0]); } // writes the scratch block the poll read into
        },
      }));
    }
    for (let t = 0; t < 400; t += STEP) plume.step(STEP);
    const oneShots = { ended: ended.size, alive: originals.filter((o) => o.alive).length };

    const looping = plume.createEffect({ layers: [{ sim: 'gpu', rate: 40, life: 500, loop: true, speed: [0, 0], size: [1.5] }] });
    const far = looping.play([0, 0, 0], { timeScale: 50 });
    far.seek(3e7); // its emitters' own time: 1.5e9 ms
    plume.step(STEP);
    const litFar = image(gl).pixels.length && draw(gl, plume).pixels.filter((v, k) => k % 4 === 0 && v > 40).length;
    far.kill();

    const single = plume.createEffect({ layers: [{ sim: 'gpu', rate: 20, life: 300, loop: true, speed: [0, 0] }] });
    const destroyedMember = single.play([0, 0, 0]);
    plume.step(STEP);
    let refused = 'none';
    try {
      single.emitters[0].destroy(); // the latest play's emitter: the instance's own, refused (it plays on)
    } catch (error) {
      refused = error.message;
    }
    plume.step(STEP);
    const memberPlaysOn = destroyedMember.alive && single.emitters.length === 1 && !single.emitters[0].destroyed;
    destroyedMember.kill();
    return { oneShots, litFar, refused, memberPlaysOn, emitters: plume.stats.emitters };
  } finally {
    plume.destroy();
  }
}

/** Every GL call of a steady frame of plays of one gpu layer (no new play, the camera still), then of a frame whose
 *  camera moved, and the picture of each, by name (the extensions' calls as 'EXTENSION.name'). */
export async function steadyFrameCalls(mode) {
  const { gl, plume } = await setup(mode, 64);
  try {
    const texture = await plume.loadTexture(await glowTexturePng({ size: 32 }));
    const effect = plume.createEffect({ layers: [{ ...LAYER, texture, depthTest: true }] });
    PLAYS.forEach((p) => effect.play(p.at));
    const still = identity();
    for (let i = 0; i < 3; i++) {
      plume.step(STEP);
      clear(gl);
      plume.render(still, wide());
    }
    const calls = {};
    const wrapAll = (target, prefix) => {
      for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const name of Object.getOwnPropertyNames(proto)) {
          const original = target[name];
          if (typeof original !== 'function' || name === 'constructor' || Object.hasOwn(target, name)) continue;
          target[name] = function (...args) {
            calls[prefix + name] = (calls[prefix + name] ?? 0) + 1;
            return original.apply(this, args);
          };
        }
      }
    };
    const extensions = gl.getSupportedExtensions().map((name) => [name, gl.getExtension(name)]).filter(([, e]) => e);
    wrapAll(gl, '');
    for (const [name, extension] of extensions) wrapAll(extension, `${name}.`);
    const frame = (view) => {
      plume.step(STEP);
      for (const key of Object.keys(calls)) delete calls[key];
      plume.render(view, wide());
      return { ...calls };
    };
    const steady = frame(still);
    const movedView = identity();
    movedView[12] = 0.5; // the camera slides sideways and back: the view-projection and the fog's depth row change
    movedView[14] = -1;
    const moved = frame(movedView);
    const pictureMoved = image(gl);
    return { steady, moved, lit: pictureMoved.pixels.filter((v, k) => k % 4 === 0 && v > 40).length };
  } finally {
    plume.destroy();
  }
}
