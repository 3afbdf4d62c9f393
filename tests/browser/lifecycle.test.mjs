// Lifecycle: context loss in every order on every kind of context (with an effect of every sim playing
// through it, its sub-emitter's trails, a decal, a mesh flipbook with keys and a light among its layers), destroyTexture, and destroy() releasing Plume's own WebGL context. Every loss case is compared pixel for pixel with a control
// run of the same calls on a context that was never lost.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => {
  session = await openTestPage();
  await session.page.evaluate(`window.__lossScenario = ${lossScenario.toString()}`);
});
after(async () => { await session?.close(); });

// Draws a scene, optionally loses the context (`loss`: 'observed' through the WEBGL_lose_context object
// Plume watches, or 'unobserved' through the prototype, as a GPU reset looks), runs `sequence`, and
// returns the final frame. Between loss and restore it loads a texture and defines a kind with it.
async function lossScenario(mode, loss, sequence) {
  const { helpers, art, scenarios } = window;
  const guest = mode !== 'webgl1';
  let gl, plume, canvas, keysBefore, canvasKeysBefore;
  if (guest) { // the game's context, as it was before Plume met it
    canvas = helpers.makeCanvas(96, 96);
    gl = canvas.getContext(mode === 'webgl2' ? 'webgl2' : 'webgl', { antialias: false, preserveDrawingBuffer: true, alpha: false });
    canvas.addEventListener('webglcontextlost', (event) => event.preventDefault()); // the host's job
    keysBefore = Reflect.ownKeys(gl).map(String).sort();
    canvasKeysBefore = Reflect.ownKeys(canvas).map(String).sort();
    plume = await window.plume.createPlume({ gl, seed: 77 });
  } else {
    ({ gl, plume, canvas } = await scenarios.setup(mode, 96, { seed: 77 }));
  }
  const { view, projection } = await scenarios.explosionGrid(plume);
  // an effect of every sim, playing through the loss (its instances and their GL objects must come back): a plain
  // layer of each, and the features that own GL objects or draw state of their own — a sub-emitter drawing trails, a
  // decal, a mesh layer with keys and a generated flipbook, a light, a play's colliders
  const effect = plume.createEffect({ seed: 5, layers: [
    { sim: 'gpu', rate: 40, life: 2000, loop: true, speed: [0.5, 1], size: [0.3], shape: 'sphere' },
    { sim: 'cpu', rate: 40, life: [1000, 2000], loop: true, speed: [0.5, 1], size: [0.3], seed: 9 },
    { sim: 'mesh', mesh: art.quadObj(0, 0, 1), rate: 5, life: 2000, loop: true, size: [0.4] },
    { sim: 'cpu', name: 'sparks', rate: 10, life: 1500, loop: true, speed: [1, 2], size: [0.2], seed: 4, gravity: [0, -1, 0] },
    { sim: 'cpu', parent: 'sparks', on: 'birth', burst: 1, life: 600, render: 'trail', trail: { length: 300 }, size: [0.15],
      color: ['#ff8040', '#ff804000'], texture: 'plume:trail' },
    { sim: 'gpu', render: 'decal', burst: 3, rate: 0, life: 3000, loop: true, duration: 1500, size: [0.6], texture: 'plume:ring' },
    { sim: 'mesh', mesh: art.quadObj(0, 0, 1), rate: 4, life: 1500, loop: true, speed: [0.2, 0.4], texture: 'plume:smoke',
      size: [[0, 0.2], [0.3, 0.6], [1, 0.3]], color: [[0, '#fff'], [0.5, '#ffc080'], [1, '#fff0']], atlas: { cols: 4, rows: 4, fps: 12 },
      light: { color: '#ffaa66', intensity: 2, range: 3 } }] });
  const played = effect.play([-1, -1, -1], { collide: [{ type: 'plane', normal: [0, 1, 0], point: [0, -1.5, 0], bounce: 0.4 }] });
  plume.step(200);
  helpers.clear(gl);
  plume.render(view, projection);
  const lit = helpers.sumRed(helpers.readPixels(gl));

  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  gl.getExtension('WEBGL_depth_texture');
  const sceneDepth = gl.createTexture();
  const bound = gl.getParameter(gl.TEXTURE_BINDING_2D); // on Plume's own canvas its state cache knows this binding
  gl.bindTexture(gl.TEXTURE_2D, sceneDepth);
  gl.texImage2D(gl.TEXTURE_2D, 0, webgl2 ? gl.DEPTH_COMPONENT24 : gl.DEPTH_COMPONENT, 96, 96, 0, gl.DEPTH_COMPONENT, gl.UNSIGNED_INT, null);
  gl.bindTexture(gl.TEXTURE_2D, bound);
  const lose = gl.getExtension('WEBGL_lose_context');
  const lostEvent = !loss ? Promise.resolve() // the control run: never lost
    : new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
  const restoredEvent = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
  const loseNow = () => {
    if (loss === 'observed') lose.loseContext();
    else if (loss === 'unobserved') Object.getPrototypeOf(lose).loseContext.call(lose);
  };
  const restoreNow = async () => {
    if (!loss) return;
    await lostEvent;
    await new Promise((resolve) => setTimeout(resolve, 0)); // the browser allows a restore once the event is done
    lose.restoreContext();
    await restoredEvent;
  };
  const outcomes = [];
  const attempt = async (label, call) => {
    try { await call(); outcomes.push([label, 'ok']); } catch (error) { outcomes.push([label, `${error.name}: ${error.message}`]); }
  };
  const quadWithUv = art.quadObj(0, 0, 1);
  const lateWork = async () => {
    const png = await art.glowTexturePng({ size: 32, middle: '#2e9aff' });
    let late;
    await attempt('loadTexture', async () => { late = await plume.loadTexture(png); });
    await attempt('defineParticle', () => plume.defineParticle('late', { mesh: quadWithUv, texture: late, spin: false, maxAge: 1e6 }));
    await attempt('spawn', () => plume.spawn('late', [1.5, 1.5, 0], 1e6, 1, 1));
    await attempt('play', () => effect.play([1, -1, -1]));
    // the playing instance made again while lost: sought (its systems re-simulated) and moved to another render order
    // (its gpu members in another group, its mesh particles in another kind's copy)
    await attempt('seek', () => played.seek(700));
    await attempt('renderOrder', () => { played.renderOrder = 1; });
    await attempt('step', () => plume.step(100));
  };
  const renderNow = (label) => attempt(label, () => { helpers.clear(gl); plume.render(view, projection); });
  let drawCallsWhileLost = null;

  if (sequence === 'lose-restore-render') {
    loseNow();
    await lateWork();
    await restoreNow();
  } else if (sequence === 'lose-render-restore-render') {
    loseNow();
    await renderNow('render at once');
    await lateWork();
    await lostEvent;
    await renderNow('render after the lost event');
    // fog set while lost: accepted and kept for the frames after the restore
    await attempt('render with fog while lost', () => plume.render(view, projection, { fog: { color: '#203040', density: 0.05 } }));
    // the scene's depth given while lost (a texture made before the loss): accepted; the renders after the
    // restore give none and draw hard
    await attempt('render with a depth texture while lost', () => plume.render(view, projection, { depthTexture: sceneDepth }));
    drawCallsWhileLost = plume.stats.drawCalls;
    await restoreNow();
  } else if (sequence === 'lose-during-loadTexture') {
    const png = await art.glowTexturePng({ size: 32, middle: '#2e9aff' });
    const pending = plume.loadTexture(new Blob([png])); // reading a Blob takes a task or more
    loseNow();
    let late;
    await attempt('loadTexture', async () => { late = await pending; });
    await attempt('defineParticle', () => plume.defineParticle('late', { mesh: quadWithUv, texture: late, spin: false, maxAge: 1e6 }));
    await attempt('spawn', () => plume.spawn('late', [1.5, 1.5, 0], 1e6, 1, 1));
    await attempt('step', () => plume.step(100));
    await restoreNow();
  } else {
    throw new Error(`unknown sequence ${sequence}`);
  }
  await renderNow('render after the restore');
  const image = helpers.readPixels(gl);
  const stats = plume.stats;
  const glError = gl.getError();
  plume.destroy();
  // the game's context goes with its scene: released now, so the page never nears Chrome's 16 live
  // contexts (the own-canvas test below counts on that) while earlier ones wait for garbage collection
  const keys = guest && [keysBefore, Reflect.ownKeys(gl).map(String).sort()];
  const canvasKeys = guest && [canvasKeysBefore, Reflect.ownKeys(canvas).map(String).sort()];
  if (guest) gl.getExtension('WEBGL_lose_context')?.loseContext();
  return {
    outcomes, drawCallsWhileLost, lit, stats, glError, image: Array.from(image.pixels),
    keys, canvasKeys,
  };
}

function differentPixels(a, b) {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}

describe('context loss in every order', () => {
  const modes = [['webgl1', "Plume's own canvas"], ['webgl1guest', "a game's WebGL 1 context"],
    ['webgl2', "a game's WebGL 2 context"]];
  const sequences = ['lose-restore-render', 'lose-render-restore-render', 'lose-during-loadTexture'];
  const controls = new Map();
  for (const [mode, title] of modes) {
    for (const loss of ['observed', 'unobserved']) {
      for (const sequence of sequences) {
        it(`${title}: ${sequence}, loss ${loss === 'observed' ? 'through loseContext()' : 'unobserved (a GPU reset)'}`, async () => {
          const key = `${mode}/${sequence}`;
          if (!controls.has(key)) {
            controls.set(key, await session.page.evaluate(([m, s]) => window.__lossScenario(m, null, s), [mode, sequence]));
          }
          const control = controls.get(key);
          const r = await session.page.evaluate(([m, l, s]) => window.__lossScenario(m, l, s), [mode, loss, sequence]);
          for (const [label, outcome] of r.outcomes) assert.equal(outcome, 'ok', label);
          assert.ok(r.lit > 10000, 'the frame before the loss shows particles');
          if (r.drawCallsWhileLost !== null) assert.equal(r.drawCallsWhileLost, 0, 'nothing drawn while lost');
          // two kinds, the effect's two mesh kinds, its gpu layers' groups (the decal's apart) and its systems (sprites and
          // trails): 8 draws
          assert.ok(control.stats.drawCalls >= 8 && r.stats.drawCalls === control.stats.drawCalls, 'everything drawn after the restore');
          assert.equal(r.stats.instances, control.stats.instances);
          assert.deepEqual(r.stats.particlesBySim, control.stats.particlesBySim);
          assert.equal(r.stats.particlesActive, control.stats.particlesActive);
          assert.equal(differentPixels(r.image, control.image), 0, 'the same pixels as a context never lost');
          assert.equal(r.glError, 0, 'no GL error left for the host');
          if (mode !== 'webgl1') { // Emscripten's helpers on a game's context go with the last Plume
            assert.deepEqual(r.keys[1], r.keys[0], 'no property left on the context after destroy()');
            assert.deepEqual(r.canvasKeys[1], r.canvasKeys[0], 'no property left on the canvas after destroy()');
          }
        });
      }
    }
  }
});

describe('a loss between two renders on a game context', () => {
  // The old defect: Plume only noticed a loss during a render, so a game context lost and restored
  // between two renders left Plume drawing with dead GL objects (nothing on screen, drawCalls 1).
  // The loss here bypasses the WEBGL_lose_context object Plume observes: only the canvas events tell.
  for (const mode of ['webgl1guest', 'webgl2']) {
    it(`${mode}: noticed through the canvas events, and the next frame is drawn`, async () => {
      const r = await session.page.evaluate(async (m) => {
        const { helpers, art, scenarios } = window;
        const { gl, plume, canvas } = await scenarios.setup(m, 64, { seed: 5 });
        canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
        plume.defineParticle('q', { mesh: art.quadObj(), startSize: 4, endSize: 4, spin: false, maxAge: 1e6 });
        plume.spawn('q', [0, 0, 0]);
        const view = helpers.identity();
        const projection = helpers.ortho(-10, 10, -10, 10);
        helpers.clear(gl);
        plume.render(view, projection);
        const before = helpers.sumRed(helpers.readPixels(gl));
        const lose = gl.getExtension('WEBGL_lose_context');
        const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
        const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
        Object.getPrototypeOf(lose).loseContext.call(lose);
        await lost;
        await new Promise((resolve) => setTimeout(resolve, 0)); // the browser allows a restore once the event is done
        lose.restoreContext();
        await restored;
        helpers.clear(gl);
        plume.render(view, projection);
        const afterRestore = helpers.sumRed(helpers.readPixels(gl));
        const result = { before, afterRestore, drawCalls: plume.stats.drawCalls, glError: gl.getError() };
        plume.destroy();
        return result;
      }, mode);
      assert.ok(r.before > 1000, 'drawn before the loss');
      assert.equal(r.afterRestore, r.before, 'drawn the same after the restore');
      assert.equal(r.drawCalls, 1);
      assert.equal(r.glError, 0, 'no INVALID_OPERATION left for the host');
    });
  }
});

describe('calls right after a loss the page has not heard of yet', () => {
  // Between a GPU reset and its event every getter answers null: hostState 'query' read the
  // viewport from null and threw a TypeError from render, prepare and destroyTexture (fuzz seed 1).
  for (const hostState of ['track', 'query', 'reset']) {
    for (const type of ['webgl', 'webgl2']) {
      it(`hostState '${hostState}' on ${type}: only PlumeErrors, and a frame after the restore`, async () => {
        const r = await session.page.evaluate(async ([h, t]) => {
          const { helpers, art, plume: api } = window;
          const canvas = helpers.makeCanvas(32, 32);
          const gl = canvas.getContext(t, { preserveDrawingBuffer: true, antialias: false });
          canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
          const plume = await api.createPlume({ gl, hostState: h });
          const texture = await plume.loadTexture(await art.solidTexturePng({ size: 8 }));
          plume.defineParticle('q', { mesh: art.quadObj(), startSize: 4, endSize: 4, spin: false, maxAge: 1e6 });
          plume.spawn('q', [0, 0, 0]);
          const view = helpers.identity();
          const projection = helpers.ortho(-10, 10, -10, 10);
          plume.render(view, projection);
          const fresh = await api.createPlume({ gl, hostState: h }); // its programs are compiled after the loss
          fresh.defineParticle('q', { mesh: art.quadObj(), startSize: 1, endSize: 1, spin: false });
          const lose = gl.getExtension('WEBGL_lose_context');
          const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
          const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
          Object.getPrototypeOf(lose).loseContext.call(lose);
          const outcomes = [];
          for (const [label, call] of [['render', () => plume.render(view, projection)], ['prepare', () => plume.prepare()],
            ['destroyTexture', () => plume.destroyTexture(texture)], ['step', () => plume.step(16)],
            ['prepare a new Plume', () => fresh.prepare()], ['render a new Plume', () => fresh.render(view, projection)]]) {
            try { call(); outcomes.push(`${label}: ok`); } catch (e) { outcomes.push(`${label}: ${e.name}: ${e.message}`); }
          }
          await lost;
          await new Promise((resolve) => setTimeout(resolve, 0));
          lose.restoreContext();
          await restored;
          helpers.clear(gl);
          plume.render(view, projection);
          const lit = helpers.redAt(helpers.readPixels(gl), 16, 16);
          plume.destroy();
          fresh.destroy();
          gl.getExtension('WEBGL_lose_context')?.loseContext(); // the game's context goes too (see lossScenario)
          return { outcomes, lit };
        }, [hostState, type]);
        for (const outcome of r.outcomes) assert.match(outcome, /: ok$|: PlumeError: /);
        assert.equal(r.lit, 255);
      });
    }
  }
});

describe('destroyTexture', () => {
  it('frees the pixels and the GL texture, refuses while a kind uses it, and a destroyed texture stays dead', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, scenarios, plume: api } = window;
      const { gl, plume } = await scenarios.setup('webgl2', 32);
      const counts = { created: 0, deleted: 0 };
      const create = gl.createTexture.bind(gl);
      const remove = gl.deleteTexture.bind(gl);
      gl.createTexture = () => { counts.created++; return create(); };
      gl.deleteTexture = (t) => { counts.deleted++; return remove(t); };
      const errorOf = (call) => {
        try { call(); return 'no error'; } catch (e) { return `${e instanceof api.PlumeError ? 'PlumeError' : e.name}(${e.status ?? ''}): ${e.message}`; }
      };
      const png = await art.solidTexturePng({ size: 512, color: '#ff0000' });
      // the core's texture table and the backend's GL texture cache are made on the first texture and kept
      // (they grow; they never shrink): not a leak
      const first = await plume.loadTexture(await art.solidTexturePng({ size: 1, color: '#ff0000' }));
      plume.prepare();
      plume.destroyTexture(first);
      counts.created = counts.deleted = 0;
      const baseline = plume.allocatedBytes;
      const spare = await plume.loadTexture(png);
      const loaded = plume.allocatedBytes - baseline;
      plume.prepare(); // uploads it
      const createdAfterPrepare = counts.created;
      plume.destroyTexture(spare);
      const afterDestroy = plume.allocatedBytes - baseline;
      const deletedAfterDestroy = counts.deleted;
      const again = errorOf(() => plume.destroyTexture(spare));
      const define = errorOf(() => plume.defineParticle('x', { mesh: art.quadObj(), texture: spare }));
      // 200 load/destroy cycles: memory comes back, slots are reused, old ids stay dead
      const ids = new Set([spare.id]);
      for (let i = 0; i < 200; i++) {
        const t = await plume.loadTexture(png);
        ids.add(t.id);
        plume.destroyTexture(t);
      }
      const afterCycles = plume.allocatedBytes - baseline;
      const used = await plume.loadTexture(png);
      plume.defineParticle('red', { mesh: art.quadObj(0, 0, 1), texture: used, spin: false, startSize: 4, endSize: 4, maxAge: 1e6 });
      const inUse = errorOf(() => plume.destroyTexture(used));
      plume.spawn('red', [0, 0, 0]);
      helpers.clear(gl);
      plume.render(helpers.identity(), helpers.ortho(-10, 10, -10, 10));
      const red = helpers.redAt(helpers.readPixels(gl), 16, 16);
      const foreign = errorOf(() => plume.destroyTexture({ id: used.id }));
      const other = await api.createPlume({ gl });
      const otherTexture = await other.loadTexture(png);
      const notMine = errorOf(() => plume.destroyTexture(otherTexture));
      other.destroy();
      plume.destroy();
      return { loaded, afterDestroy, afterCycles, createdAfterPrepare, deletedAfterDestroy, again, define,
        distinctIds: ids.size, inUse, red, foreign, notMine };
    });
    assert.ok(r.loaded >= 512 * 512 * 4, `the texture took its pixels (${r.loaded} bytes)`);
    assert.ok(r.afterDestroy <= 16, `destroyTexture gave them back (${r.afterDestroy} bytes left)`);
    assert.ok(r.afterCycles <= 16, `200 load/destroy cycles leak nothing (${r.afterCycles} bytes left)`);
    assert.ok(r.createdAfterPrepare >= 1);
    assert.equal(r.deletedAfterDestroy, 1, 'its GL texture deleted');
    assert.match(r.again, /^PlumeError\(0\): destroyTexture: this texture was already destroyed/);
    assert.match(r.define, /^PlumeError\(0\): defineParticle\('x'\): the texture was destroyed/);
    assert.equal(r.distinctIds, 201, 'a reused slot gets a new id');
    assert.match(r.inUse, /^PlumeError\(1\): destroyTexture: texture \d+ is used by particle kind 'red'/);
    assert.equal(r.red, 255, 'the kind still draws with its texture');
    assert.match(r.foreign, /^PlumeError\(0\): destroyTexture: expected a texture from this Plume's loadTexture\(\)/);
    assert.match(r.notMine, /^PlumeError\(0\): destroyTexture: expected a texture from this Plume's loadTexture\(\)/);
  });
});

describe("destroy() releases Plume's own context", () => {
  it('60 own-canvas Plumes created and destroyed while 12 live ones keep drawing', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const warnings = [];
      const view = helpers.identity();
      const projection = helpers.ortho(-10, 10, -10, 10);
      const make = async (live) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 16;
        const plume = await api.createPlume({ canvas, contextAttributes: { preserveDrawingBuffer: true, antialias: false } });
        plume.defineParticle('q', { mesh: art.quadObj(), startSize: 20, endSize: 20, spin: false, maxAge: 1e9 });
        plume.spawn('q', [0, 0, 0]);
        const gl = canvas.getContext('webgl');
        if (live) canvas.addEventListener('webglcontextlost', () => warnings.push('a live context was lost'));
        return { plume, gl };
      };
      const live = [];
      for (let i = 0; i < 12; i++) live.push(await make(true));
      let released = 0;
      for (let i = 0; i < 60; i++) {
        const { plume, gl } = await make(false);
        helpers.clear(gl);
        plume.render(view, projection);
        plume.destroy();
        if (gl.isContextLost()) released++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50)); // let any forced loss arrive
      const drawing = live.map(({ plume, gl }) => {
        helpers.clear(gl);
        plume.render(view, projection);
        return !gl.isContextLost() && helpers.redAt(helpers.readPixels(gl), 8, 8) > 200 && plume.stats.drawCalls === 1;
      });
      const canvas = document.createElement('canvas');
      const spent = live[0].gl.canvas;
      live[0].plume.destroy();
      let reuse = 'no error';
      try { await api.createPlume({ canvas: spent }); } catch (e) { reuse = `${e.name}: ${e.message}`; }
      for (const { plume } of live.slice(1)) plume.destroy();
      const fresh = await api.createPlume({ canvas });
      fresh.destroy();
      return { drawing, released, reuse, warnings };
    });
    assert.deepEqual(r.drawing, new Array(12).fill(true), 'every live Plume still draws');
    assert.deepEqual(r.warnings, [], 'no live context was force-lost');
    assert.equal(r.released, 60, 'every destroyed Plume lost its context at once');
    assert.match(r.reuse, /^PlumeError: createPlume: this canvas's WebGL context was released/);
  });

  it('a canvas shared by two Plumes keeps its context until the second destroy()', async () => {
    const r = await session.page.evaluate(async () => {
      const { plume: api } = window;
      const canvas = document.createElement('canvas');
      const a = await api.createPlume({ canvas });
      const b = await api.createPlume({ canvas });
      a.destroy();
      const afterFirst = canvas.getContext('webgl').isContextLost();
      b.destroy();
      return { afterFirst, afterSecond: canvas.getContext('webgl').isContextLost() };
    });
    assert.deepEqual(r, { afterFirst: false, afterSecond: true });
  });
});
