// Scenes for tests/browser/seams.test.mjs: the defects that lived between kinds, emitters and systems
// (issues 14 and 18), each drawn through the public API with pixels read back.
import { attempt, drawFlat as draw, fillHeap, withPlume } from '/tests/browser/scenarios.js';
import { quadObj, solidTexturePng } from '/web/art.js';


/** The pixel at the centre of the canvas. */
function centre(picture) {
  const x = picture.width >> 1, y = picture.height >> 1;
  const i = (y * picture.width + x) * 4;
  return picture.pixels.slice(i, i + 3);
}

const glErrors = (gl) => {
  const errors = [];
  for (let e = gl.getError(); e !== gl.NO_ERROR && errors.length < 8; e = gl.getError()) errors.push(e);
  return errors;
};

/**
 * destroyTexture(A) then loadTexture(B): B reuses A's slot with a new generation. A kind, a system and
 * an emitter made with B draw B (green), never A's GL texture (red) nor black. `user` picks the drawer.
 */
export async function reloadedTexture(mode, user) {
  return withPlume(mode, async ({ gl, plume }) => {
    const red = await plume.loadTexture(await solidTexturePng({ size: 8, color: '#ff0000' }));
    const drawWith = (texture, who, name) => {
      if (who === 'kind') {
        plume.defineParticle(name, { mesh: quadObj(0, 0, 4), texture, spin: false, fade: 'none', blend: 'alpha' });
        const id = plume.spawn(name, [0, 0, 0], 100000, 1, 1);
        return () => plume.kill(id);
      }
      if (who === 'system') {
        const system = plume.addSystem({ manual: true, texture, capacity: 1, blend: 'alpha' });
        const p = system.particles;
        p.positions.set([0, 0, 0]);
        p.colors.set([1, 1, 1, 1]);
        p.sizes[0] = 4;
        p.count = 1;
        return () => system.remove();
      }
      const emitter = plume.createEmitter({ texture, rate: 20, life: 2000, speed: [0, 0], size: [4], color: ['#ffffffff'],
        blend: 'alpha', shape: { type: 'point' } });
      plume.step(100);
      return () => emitter.destroy();
    };
    // kinds keep their texture for ever: for the kind case, a system shows red (and is removed) instead
    const removeRed = drawWith(red, user === 'kind' ? 'system' : user, 'red');
    const before = centre(draw(gl, plume)); // A's GL texture exists now
    removeRed();
    draw(gl, plume);
    plume.destroyTexture(red);
    // a non-power-of-two image: the mipmap call on a reused GL texture of another size was the error seen
    const green = await plume.loadTexture(await solidTexturePng({ size: 6, color: '#00ff00' }));
    glErrors(gl);
    drawWith(green, user, 'green');
    const after = centre(draw(gl, plume));
    return { before, after, errors: glErrors(gl), red: red.id, green: green.id, reused: (red.id & 2047) === (green.id & 2047) };
  });
}

/** A white particle with alpha 0.5 over black, drawn by a kind, a system or an emitter with `blend`:
 *  the centre pixel. Every producer applies alpha once (additive: 128; premultiplied: 128). */
export async function halfAlphaWhite(mode, user, blend) {
  return withPlume(mode, async ({ gl, plume }) => {
    if (user === 'kind') {
      plume.defineParticle('q', { mesh: quadObj(0, 0, 4), spin: false, fade: 'none', blend, startColor: [1, 1, 1, 0.5] });
      plume.spawn('q', [0, 0, 0], 100000, 1, 1);
    } else if (user === 'system') {
      const system = plume.addSystem({ manual: true, capacity: 1, blend });
      const p = system.particles;
      p.colors.set([1, 1, 1, 0.5]);
      p.sizes[0] = 4;
      p.count = 1;
    } else {
      plume.createEmitter({ rate: 1, life: 2000, speed: [0, 0], size: [4], color: [[1, 1, 1, 0.5]], blend,
        shape: { type: 'point' } });
      plume.step(100);
    }
    return centre(draw(gl, plume));
  });
}

/** 256 emitters in a corner (alpha-blended: no two share a draw), then `then` ('system' or 'kind') at
 *  the centre: is the centre drawn, and what do the stats say? */
export async function crowdedFrame(mode, then, emitters = 256) {
  return withPlume(mode, async ({ gl, plume }) => {
    for (let i = 0; i < emitters; i++) {
      const emitter = plume.createEmitter({ rate: 20, life: 2000, speed: [0, 0], size: [0.2], blend: 'alpha',
        shape: { type: 'point' } });
      emitter.setPosition([-4.5, -4.5, 0]);
    }
    if (then === 'system') {
      const system = plume.addSystem({ manual: true, capacity: 1 });
      const p = system.particles;
      p.colors.set([1, 1, 1, 1]);
      p.sizes[0] = 2;
      p.count = 1;
    } else {
      plume.defineParticle('q', { mesh: quadObj(0, 0, 2), spin: false, fade: 'none' });
      plume.spawn('q', [0, 0, 0], 100000, 1, 1);
    }
    plume.step(100);
    const picture = draw(gl, plume);
    return { centre: centre(picture), drawCalls: plume.stats.drawCalls };
  });
}

/** An emitter and a destroyed or reloaded texture: what createEmitter and destroyTexture say. */
export async function emitterTextures(mode) {
  return withPlume(mode, async ({ plume }) => {
    const png = await solidTexturePng({ size: 4, color: '#00ff00' });
    const a = await plume.loadTexture(png);
    plume.destroyTexture(a);
    const b = await plume.loadTexture(png); // a's slot, generation 1: id 2049
    const destroyed = attempt(() => plume.createEmitter({ texture: a }));
    let emitter;
    const reloaded = attempt(() => { emitter = plume.createEmitter({ texture: b }); });
    const inUse = attempt(() => plume.destroyTexture(b));
    emitter?.destroy();
    const afterDestroy = attempt(() => plume.destroyTexture(b));
    return { ids: [a.id, b.id], destroyed, reloaded, inUse, afterDestroy };
  });
}

const attemptAsync = async (call) => {
  try {
    await call();
    return 'ok';
  } catch (error) {
    return `${error?.name}: ${error?.message}`;
  }
};

/** An effect whose systems do not all fit in memory: play fails, and neither the failure nor destroy
 *  leaves a system (the game filled the heap with its own, then freed room for one big system). */
export async function failedPlay(mode) {
  return withPlume(mode, async ({ plume }) => {
    const loadEffect = (owner, source) => owner.loadEffect(source);
    const hogs = fillHeap(plume, 1); // the game's own: they must survive
    const systems = Array.from({ length: 3 }, () => ({ rate: 1, life: [100, 100], capacity: 262143 }));
    const effect = await loadEffect(plume, { plume: 'effect', version: 1, name: 'too big', systems,
      emitters: [{ rate: 5 }] });
    const before = { systems: plume.stats.systems, emitters: plume.stats.emitters };
    const failure = await attemptAsync(() => effect.play([0, 0, 0]));
    const afterFailure = { systems: plume.stats.systems, emitters: plume.stats.emitters };
    effect.destroy();
    const afterDestroy = { systems: plume.stats.systems, emitters: plume.stats.emitters };
    for (const hog of hogs) hog.remove();
    return { failure, hogs: hogs.length, before, afterFailure, afterDestroy };
  });
}

/** Hostile and Unicode effect files: the messages loadEffect gives. */
export async function hostileFiles(mode) {
  return withPlume(mode, async ({ plume }) => {
    const loadEffect = (owner, source) => owner.loadEffect(source);
    const file = (name) => ({ plume: 'effect', version: 1, name, emitters: [{ name, rate: 5 }] });
    const throwing = new Proxy({}, { get() { throw new RangeError('proxy trap'); } });
    const ownKeysTrap = new Proxy({ plume: 'effect', version: 1 }, { ownKeys() { throw new TypeError('keys trap'); } });
    const results = {
      proxy: await attemptAsync(() => loadEffect(plume, throwing)),
      ownKeys: await attemptAsync(() => loadEffect(plume, ownKeysTrap)),
      emoji: await attemptAsync(() => loadEffect(plume, file('fire 🔥'))),
      emojiKind: await attemptAsync(() => loadEffect(plume, { plume: 'effect', version: 1, kinds: { '🔥': { mesh: quadObj() } },
        spawns: [{ kind: '🔥' }] })),
      empty: await attemptAsync(() => loadEffect(plume, file(''))),
      long: await attemptAsync(() => loadEffect(plume, file('x'.repeat(201)))),
      nul: await attemptAsync(() => loadEffect(plume, file('a\0b'))),
      surrogate: await attemptAsync(() => loadEffect(plume, file('a\ud800b'))),
      number: await attemptAsync(() => loadEffect(plume, file(5))),
    };
    plume.createEmitter({ rate: 1 }); // usable afterwards
    return results;
  });
}
