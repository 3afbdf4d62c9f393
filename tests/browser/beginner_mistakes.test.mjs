// The unit and path mistakes a new user makes that would otherwise fail silently: a
// requestAnimationFrame timestamp as the first step, seconds instead of milliseconds (steps, maxAge and
// a layer's, emitter's or system's life), a texture path a dev server answers with its index.html, a canvas that was not found,
// a three.js Matrix4 as a spawn transform.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

describe('beginner mistakes', () => {
  it('warn once each: a timestamp as the first step, steps in seconds, a maxAge in seconds', async () => {
    const warnings = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      return helpers.collectWarnings(async () => {
        const timestamp = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
        timestamp.step(400); // the first rAF timestamp on a fast machine
        timestamp.step(16);
        const seconds = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
        for (let i = 0; i < 10; i++) seconds.step(0.016); // clock.getDelta() without * 1000
        const fine = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
        fine.step(0);
        for (let i = 0; i < 10; i++) fine.step(16.7);
        fine.defineParticle('spark', { mesh: art.quadObj(), maxAge: 1.5 }); // meant 1.5 s
        fine.spawn('spark', [0, 0, 0], 2);
        for (const plume of [timestamp, seconds, fine]) plume.destroy();
      });
    });
    assert.equal(warnings.length, 3, warnings.join('\n'));
    assert.match(warnings[0], /first step\(400\) advanced 400 ms.*pass t - previousT \(0 on the first frame\)/);
    assert.match(warnings[1], /steps were all under 0\.1 ms.*clock\.getDelta\(\) \* 1000/);
    assert.match(warnings[2], /maxAge 1\.5 is in milliseconds.*pass 1500/);
  });

  it("warn once a Plume: a layer's, an emitter's or a system's life in seconds (the field a newcomer sets)", async () => {
    const warnings = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      return helpers.collectWarnings(async () => {
        const made = [];
        const plume = async () => { made.push(await api.createPlume({ canvas: helpers.makeCanvas(8, 8) })); return made.at(-1); };
        const layers = await plume();
        layers.createEffect({ name: 'boom', layers: [{ sim: 'gpu', life: 1500 }, { sim: 'cpu', life: [0.6, 1.2] }] });
        layers.createEffect({ layers: [{ sim: 'gpu', life: 1.5 }] }); // said once a Plume: not again
        (await plume()).createEmitter({ life: 1.1 });
        (await plume()).addSystem({ life: 2 });
        const fine = await plume();
        fine.createEffect({ layers: [{ sim: 'gpu', life: 1500 }, { sim: 'mesh', mesh: art.quadObj(), life: [600, 1200] }] });
        fine.createEmitter({ life: 900 });
        fine.addSystem({ life: [800, 1200] });
        for (const p of made) p.destroy();
      });
    });
    assert.equal(warnings.length, 3, warnings.join('\n'));
    assert.match(warnings[0], /createEffect 'boom' layers\[1\]: life \[0\.6, 1\.2\] is in milliseconds, less than a frame — for \[0\.6, 1\.2\] s pass \[600, 1200\]\./);
    assert.match(warnings[1], /createEmitter: life 1\.1 is in milliseconds.*pass 1100\./);
    assert.match(warnings[2], /addSystem: life 2 is in milliseconds.*pass 2000\./);
  });

  it('name what went wrong: an HTML page as a texture, a missing canvas, a Matrix4 as a spawn transform', async () => {
    const messages = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const attempt = async (call) => {
        try { await call(); return 'no error'; } catch (error) { return `${error.name}: ${error.message}`; }
      };
      const plume = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
      plume.defineParticle('q', { mesh: art.quadObj() });
      const matrix4Like = { elements: new Float32Array(16), isMatrix4: true };
      const out = [
        await attempt(() => plume.loadTexture('/tests/browser/page.html')), // a path answered with HTML
        await attempt(() => api.createPlume({ canvas: document.getElementById('no-such-canvas') })),
        await attempt(() => plume.spawn('q', matrix4Like)),
        await attempt(() => plume.spawn('q', { x: 1, y: 2, z: 3, toArray() { return [1, 2, 3]; } })),
        await attempt(() => plume.defineParticle('fromUrl', { mesh: '/models/spark.obj' })),
      ];
      plume.destroy();
      return out;
    });
    assert.match(messages[0], /^PlumeError: loadTexture: \/tests\/browser\/page\.html answered with text\/html \(\d+ bytes\), not a PNG or JPEG: is the path right\?/);
    assert.match(messages[1], /^PlumeError: createPlume: pass exactly one of .*\(canvas is null: was the element found\?\)/);
    assert.match(messages[2], /^PlumeError: spawn\('q'\): transform looks like a three\.js Matrix4; pass its \.elements \(e\.g\. object\.matrixWorld\.elements\)/);
    assert.match(messages[3], /^PlumeError: spawn\('q'\): position must be \[x, y, z\].*\(a three\.js Vector3\? pass vector\.toArray\(\)\)/);
    assert.match(messages[4], /^PlumeError: defineParticle\('fromUrl'\): mesh is the OBJ text itself, and '\/models\/spark\.obj' looks like a path or URL: fetch it first/);
  });
});
