// Plume inside a game's 3D scene (issue 15): every way of making particles tests against the scene's
// depth by default, so a wall in front hides them; depthTest: false draws over it. WebGL 1 on Plume's
// own canvas, and a game's WebGL 1 and WebGL 2 contexts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/scene_scenarios.js');
const WAYS = ['gpu', 'cpu', 'mesh', 'kind', 'emitter', 'system'];

describe('depth everywhere, on by default', () => {
  for (const mode of ['webgl1', 'webgl1guest', 'webgl2']) {
    it(`${mode}: a wall in front hides gpu, cpu and mesh layers, kinds, emitters and systems by default`, async () => {
      const r = await run('hiddenByTheScene', mode);
      for (const way of WAYS) {
        const { wall, open } = r[way];
        assert.ok(open[0] > 100, `${mode} ${way}: drawn where the scene is open (${open})`);
        assert.ok(wall[0] < 5, `${mode} ${way}: hidden behind the wall (${wall})`);
        if (mode !== 'webgl1') assert.equal(wall[2], 255, `${mode} ${way}: the wall is untouched (${wall})`);
      }
    });
  }

  it('depthTest: false draws over the wall on every path', async () => {
    const r = await run('hiddenByTheScene', 'webgl1guest', false);
    for (const way of WAYS) {
      assert.ok(r[way].open[0] > 100, `${way}: drawn in the open (${r[way].open})`);
      assert.ok(r[way].wall[0] > 100, `${way}: drawn over the wall (${r[way].wall})`);
    }
  });

  it('a target without a depth buffer is said once, on the first frame that draws', async () => {
    const warnings = await run('noDepthBuffer');
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /^Plume: render: the canvas has no depth buffer, so particles cannot be hidden by the scene/);
  });
});

describe('camera-facing mesh particles', () => {
  for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
    it(`${mode}: billboard 'camera' faces the viewer, 'axis' stays upright turning about y, kinds and mesh layers alike`, async () => {
      const r = await run('facingMeshes', mode);
      const full = 12 * 12; // a 4-unit quad on a 32-pixel, 10-unit view: ~12.8 pixels a side
      for (const way of ['kind', 'layer']) {
        const at = (billboard, view) => r[`${way} ${billboard} ${view}`];
        assert.ok(at('none', 'side').lit < 40, `${way}: as modelled, the XY quad is edge-on from the side (${at('none', 'side').lit})`);
        assert.ok(at('camera', 'side').lit >= full, `${way}: 'camera' faces the side view (${at('camera', 'side').lit})`);
        assert.ok(at('axis', 'side').lit >= full, `${way}: 'axis' turns about y to the side view (${at('axis', 'side').lit})`);
        assert.ok(at('camera', 'above').height >= 12, `${way}: 'camera' is square from above (${at('camera', 'above').height} px tall)`);
        assert.ok(at('axis', 'above').height <= 10, `${way}: 'axis' stays upright, foreshortened from 45° above (${at('axis', 'above').height} px tall)`);
        assert.ok(at('axis', 'above').lit < at('camera', 'above').lit, `${way}: less of an upright quad shows from above`);
      }
    });
  }

  it("billboard is refused with the values it takes, and on layers that are not 'mesh'", async () => {
    const r = await session.page.evaluate(async () => {
      const { scenarios, art } = window;
      const { plume } = await scenarios.setup('webgl1', 16);
      const attempt = (call) => { try { call(); return 'ok'; } catch (error) { return `${error.name}: ${error.message}`; } };
      const result = {
        kind: attempt(() => plume.defineParticle('k', { mesh: art.quadObj(), billboard: 'sideways' })),
        gpu: attempt(() => plume.createEffect({ layers: [{ sim: 'gpu', billboard: 'camera' }] })),
      };
      plume.destroy();
      return result;
    });
    assert.match(r.kind, /^PlumeError: defineParticle\('k'\): billboard must be one of none, camera, axis, got 'sideways'/);
    assert.match(r.gpu, /^PlumeError: createEffect: layers\[0\]\.billboard: a 'gpu' layer is turned by render: 'billboard' \(facing the camera\), 'velocity' or 'plane', not billboard/);
  });
});

describe('fog', () => {
  const near = (actual, expected, what) => {
    for (let i = 0; i < 3; i++) assert.ok(Math.abs(actual[i] - expected[i]) <= 4, `${what}: ${actual} (expected ${expected})`);
  };
  for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
    it(`${mode}: linear and exp² fog as three.js computes them; alpha layers fade to the colour, additive ones to nothing`, async () => {
      const r = await run('fogged', mode);
      const half = 0.5, exp2 = 1 - Math.exp(-0.25), a = 128 / 255;
      for (const sim of ['gpu', 'cpu', 'mesh']) {
        for (const blend of ['alpha', 'additive', 'premultiplied', 'additive-ignore-alpha']) {
          const { linear, exp2: e, none } = r[`${sim} ${blend}`];
          near(none, [255 * a, 255 * a, 255 * a], `${sim} ${blend} without fog`);
          // over black: additive blends keep (1 - f) of the particle; alpha and premultiplied ones put the red fog's
          // f in its place, times the particle's alpha (what it covers)
          const adds = blend.startsWith('additive');
          const towards = (f) => (adds ? [255 * a * (1 - f), 255 * a * (1 - f), 255 * a * (1 - f)] : [255 * a, 255 * a * (1 - f), 255 * a * (1 - f)]);
          near(linear, towards(half), `${sim} ${blend} linear fog`);
          near(e, towards(exp2), `${sim} ${blend} exp² fog`);
        }
      }
      assert.match(r.errors.both, /^PlumeError: render: fog takes near and far \(linear\) or density/);
      assert.match(r.errors.order, /^PlumeError: render: fog.far \(2\) must be greater than fog.near \(5\)/);
      assert.match(r.errors.unknown, /^PlumeError: render: unknown option 'fogg' \(known: fog, depthTexture, near, far, colorSpace, colorTexture\)/);
      assert.match(r.errors.color, /^PlumeError: render: fog: color 'red' is not a colour/);
    });
  }
});

describe("Plume's own canvas and depth writes", () => {
  it('depth writes are back on after a render, and particles never write depth (a game depthMask does not leak in)', async () => {
    const r = await run('ownCanvasDepthWrites');
    assert.deepEqual(r.first, [255, 255, 0], 'red and green add up: neither hides the other');
    assert.equal(r.writesAfter, true, "after render the game's depth clear works");
    assert.deepEqual(r.second, [255, 255, 0], "after the game's depthMask(true), still neither hides the other");
    assert.ok(r.hidden[0] < 60 && r.hidden[1] < 60, `a depth cleared near hides them: ${r.hidden}`);
  });
});

describe('textures from what a game already holds', () => {
  for (const mode of ['webgl1', 'webgl2']) {
    it(`textures from images a game holds (<img>, canvas, ImageBitmap, ImageData, a three.js Texture) draw like their PNG (${mode})`, async () => {
      const { frames, errors } = await run('texturesFromImages', mode);
      const { png } = frames;
      assert.ok(png.left[0] > png.left[2] + 120, `orange on the left: ${png.left}`);
      assert.ok(png.right[1] > png.right[0] + 80, `teal on the right: ${png.right}`);
      for (const [name, frame] of Object.entries(frames)) assert.deepEqual(frame, png, `${name} draws as the PNG does`);
      assert.match(errors.broken, /^PlumeError: loadTexture: the <img> has no picture/);
      assert.match(errors.empty, /^PlumeError: loadTexture: the OffscreenCanvas has no pixels \(0×0\)/);
      assert.match(errors.tooBig, /^PlumeError: loadTexture: the OffscreenCanvas is 5000×8: textures are at most 4096 pixels a side/);
      assert.match(errors.textureWithoutImage, /^PlumeError: loadTexture: expected .* a three\.js Texture, got .*\(a three\.js Texture whose image is null\)/);
      assert.match(errors.number, /^PlumeError: loadTexture: expected a URL string/);
    });
  }
});

describe('soft particles', () => {
  // The floor's view depth at column x of 32 goes from 3 to 7; the particles are at 5, so they meet it at 15.5.
  const expected = (x, soft) => Math.min(1, Math.max(0, (4 * (x + 0.5) / 32 - 2) / soft)) * 255;
  const middle = (row) => row.filter((v) => v > 20 && v < 235).length;

  for (const [mode, placement] of [['webgl1guest', 'attached'], ['webgl1batched', 'attached'], ['webgl2', 'attached'],
    ['webgl2', 'separate']]) {
    it(`${mode}, depth texture ${placement}: every way of making particles fades into the floor (a gradient), soft 0 cuts it (a step)`, async () => {
      const soft = await run('softParticles', mode, 1, placement);
      const hard = await run('softParticles', mode, 0, placement);
      assert.deepEqual(soft.warnings, []);
      for (const way of WAYS) {
        const row = soft.rows[way];
        const cut = hard.rows[way];
        assert.ok(row.slice(0, 15).every((v) => v < 5), `${way}: hidden where the floor is in front (${row})`);
        assert.ok(row.slice(25).every((v) => v > 230), `${way}: whole where the floor is a fade distance behind (${row})`);
        assert.ok(middle(row) >= 6, `${way}: a gradient of at least 6 columns where it meets the floor (${row})`);
        for (let x = 1; x < 32; x++) assert.ok(row[x] + 3 >= row[x - 1], `${way}: the fade only grows to the right (${row})`);
        for (const x of [17, 19, 21]) {
          assert.ok(Math.abs(row[x] - expected(x, 1)) <= 16, `${way}: at column ${x} ${row[x]}, expected ~${expected(x, 1).toFixed(0)} (${row})`);
        }
        assert.ok(middle(cut) <= 1, `${way}: soft 0 is a step (${cut})`);
        assert.ok(cut.slice(0, 15).every((v) => v < 5) && cut.slice(17).every((v) => v > 230), `${way}: hard: hidden left, whole right (${cut})`);
      }
    });
  }

  for (const mode of ['webgl1guest', 'webgl2']) {
    it(`${mode}: a frame with a depth texture asks WebGL nothing; without a soft layer it touches no attachment`, async () => {
      const soft = await run('depthFrameCost', mode, true);
      const hard = await run('depthFrameCost', mode, false);
      // the old path asked isTexture, the bindings and four attachment parameters every frame (a GPU stall each)
      assert.equal(soft.getters, 0, `getters in 20 soft frames: ${JSON.stringify(soft.byName)}`);
      assert.equal(hard.getters, 0, `getters in 20 hard frames: ${JSON.stringify(hard.byName)}`);
      assert.equal(soft.attachments, 40, 'soft frames detach the depth texture for their draws and attach it again');
      assert.equal(hard.attachments, 0, 'frames without a soft layer leave the attachment alone (the target\'s depth test)');
      for (const r of [soft, hard]) {
        assert.equal(r.glError, 0);
        assert.ok(r.attachedAfter, 'the depth texture is attached after the render');
        assert.ok(r.row.slice(0, 14).every((v) => v < 5) && r.row.slice(26).every((v) => v > 200), `hidden behind the floor, whole in front (${r.row})`);
      }
      assert.ok(soft.row.filter((v) => v > 20 && v < 235).length >= 6, `soft: a gradient where it meets the floor (${soft.row})`);
      assert.ok(hard.row.filter((v) => v > 20 && v < 235).length <= 1, `hard: a step (${hard.row})`);
    });
  }

  for (const mode of ['webgl1guest', 'webgl2']) {
    it(`${mode}: the game swapping its target's depth between frames is followed without a query`, async () => {
      const r = await run('depthTargetChanges', mode);
      // the first frame compiles programs and asks once about the framebuffer; a depth texture not met before is
      // checked once (is it a texture, is it 2D); after that, nothing: swaps are observed
      const asked = Object.fromEntries(r.frames.map((f) => [f.name, f.asked]));
      assert.ok(asked.second > 0 && asked.second <= 4, `a new texture is checked once: ${JSON.stringify(asked)}`);
      for (const [name, n] of Object.entries(asked)) {
        if (name !== 'first' && name !== 'second') assert.equal(n, 0, `${name}: getters ${JSON.stringify(asked)}`);
      }
      const expected = [['first', 'first'], ['first again', 'first'], ['second', 'second'], ['renderbuffer', 'renderbuffer'],
        ['first back', 'first'], ...(mode === 'webgl2' ? [['another read framebuffer', 'first']] : [])];
      assert.deepEqual(r.frames.map((f) => [f.name, f.attached]), expected, 'what the game attached is attached after each frame');
      for (const f of r.frames) {
        assert.equal(f.glError, 0, `${f.name}: no GL error (a feedback loop would be INVALID_OPERATION)`);
        assert.ok(f.faded, `${f.name}: the soft layers fade into the floor`);
      }
    });
  }

  it("a game's hook throwing in a soft frame leaves its depth texture attached (Plume had detached it for its draws)", async () => {
    for (const mode of ['webgl1guest', 'webgl2']) {
      const r = await run('depthAfterHostThrow', mode);
      assert.match(r.thrown, /the game's hook threw/, mode);
      assert.ok(r.attached, `${mode}: the depth texture is attached again`);
    }
  });

  it('volume: particles meet the floor as balls of their size, not flat quads (gpu and cpu, every path)', async () => {
    for (const mode of ['webgl1guest', 'webgl1batched', 'webgl2']) {
      // the floor crosses the flat quads at the middle column (hidden to the left); the ball bulges up to 6 units
      // toward the camera at its centre, in front of the floor across the row
      const flat = await run('softParticles', mode, 0, 'attached', true, false);
      const ball = await run('softParticles', mode, 0, 'attached', true, true);
      for (const way of Object.keys(ball.rows)) {
        const left = (row) => row.slice(4, 14).filter((v) => v > 200).length;
        assert.equal(left(flat.rows[way]), 0, `${mode} ${way}: flat, hidden left of the middle`);
        assert.equal(left(ball.rows[way]), 10, `${mode} ${way}: a ball, in front of the floor there (${ball.rows[way].slice(0, 16)})`);
      }
      assert.deepEqual(Object.keys(ball.rows), ['gpu', 'cpu', 'emitter', 'system']);
    }
  });

  it('without a depth texture, soft layers draw hard (the target\'s own depth test) and say so once', async () => {
    const r = await run('softParticles', 'webgl2', 1, 'attached', false);
    for (const way of WAYS) assert.ok(middle(r.rows[way]) <= 1, `${way}: a step (${r.rows[way]})`);
    assert.equal(r.warnings.length, 1, r.warnings.join('\n'));
    assert.match(r.warnings[0], /^Plume: render: createEffect layers\[0\] asks for soft particles \(soft or volume\), but render was given no depthTexture/);
  });
});

describe('order: alpha layers back to front, renderOrder', () => {
  // smoke (0.5 grey, alpha 0.8) then fire added: (1.4, 0.9, 0.4); fire then smoke over it: (0.6, 0.5, 0.4)
  const smokeUnder = [255, 230, 102];
  const smokeOver = [153, 128, 102];
  const near = (got, want, what) => assert.ok(got.every((v, i) => Math.abs(v - want[i]) <= 6), `${what}: ${got}, expected ${want}`);
  for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
    it(`${mode}: smoke behind the fire draws first, smoke in front draws last, from both sides, on every sim`, async () => {
      // every pair on WebGL 1; the other paths draw the same items, so gpu smoke with each fire there
      for (const smokeSim of mode === 'webgl1' ? ['gpu', 'cpu'] : ['gpu']) {
        for (const fireSim of ['gpu', 'cpu', 'mesh']) {
          const r = await run('smokeAndFire', mode, smokeSim, fireSim);
          near(r.fireInFront, smokeUnder, `${smokeSim} smoke behind ${fireSim} fire`);
          near(r.smokeInFront, smokeOver, `${smokeSim} smoke in front of ${fireSim} fire`);
        }
      }
    });
  }

  for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
    it(`${mode}: the instances of one alpha gpu or mesh layer (one draw) draw far to near among themselves`, async () => {
      for (const sim of ['gpu', 'mesh']) {
        const r = await run('instancesOfOneLayer', mode, sim);
        // the nearer over the farther: grey (0.5, alpha 0.8) over white gives 0.56; white over grey 0.88
        assert.ok(Math.abs(r.olderInFront - 143) <= 8, `${sim}: the older (grey) one in front covers the white one: ${r.olderInFront}`);
        assert.ok(Math.abs(r.youngerInFront - 224) <= 8, `${sim}: the younger (white) one in front covers the grey one: ${r.youngerInFront}`);
        // sort: false keeps play order: the later (white) play over the earlier from both sides
        const unsorted = await run('instancesOfOneLayer', mode, sim, false);
        assert.ok(Math.abs(unsorted.olderInFront - 224) <= 8 && Math.abs(unsorted.youngerInFront - 224) <= 8,
          `${sim}, sort: false: play order from both sides (${unsorted.olderInFront}, ${unsorted.youngerInFront})`);
      }
    });
  }

  it('renderOrder places whole instances: play(position, { renderOrder }) and instance.renderOrder, on every sim', async () => {
    for (const smokeSim of ['gpu', 'cpu', 'mesh']) {
      const late = await run('smokeAndFire', 'webgl1', smokeSim, 'gpu', 1);
      assert.equal(late.renderOrder, 1);
      near(late.fireInFront, smokeOver, `${smokeSim} smoke with renderOrder 1 draws after the fire even behind it`);
      near(late.smokeInFront, smokeOver, `${smokeSim} smoke with renderOrder 1, in front`);
      const early = await run('smokeAndFire', 'webgl2', smokeSim, 'cpu', 1, -1);
      assert.equal(early.renderOrder, -1);
      near(early.smokeInFront, smokeUnder, `${smokeSim} smoke set to renderOrder -1 draws before the fire even in front of it`);
      near(early.fireInFront, smokeUnder, `${smokeSim} smoke with renderOrder -1, behind`);
    }
  });
});

describe('messages for silent failures', () => {
  it("a camera's world matrix passed as the view is said once; a view is not", async () => {
    const wrong = await run('cameraWorldMatrix', true);
    assert.equal(wrong.length, 2, wrong.join('\n'));
    assert.equal(wrong[0], 'after 59: 0', 'nothing said before 60 renders in a row');
    assert.match(wrong[1], /the view looks like a camera's world matrix\. Pass its inverse \(three\.js: camera\.matrixWorldInverse/);
    assert.deepEqual(await run('cameraWorldMatrix', false), ['after 59: 0']);
  });
});

describe('mistakes with the scene depth and renderOrder', () => {
  it('each names the problem', async () => {
    const m = await run('depthAndOrderErrors');
    assert.match(m.object, /^PlumeError: render: depthTexture must be a WebGLTexture holding the scene's depth, got/);
    assert.match(m.three, /a THREE\.Texture: pass renderer\.properties\.get\(texture\)\.__webglTexture, or use PlumeObject\/PlumePass/);
    assert.match(m['other context'], /^PlumeError: render: depthTexture is not a texture of this context/);
    assert.match(m['near alone'], /^PlumeError: render: near and far linearise depthTexture; pass the scene's depth texture with them/);
    assert.match(m['far <= near'], /^PlumeError: render: near and far must be numbers with 0 < near < far/);
    assert.match(m['layer soft'], /^PlumeError: createEffect: layers\[0\]: soft must be a finite number/);
    assert.match(m['kind soft'], /^PlumeError: defineParticle\('k'\): soft must be a finite distance >= 0/);
    assert.match(m['play renderOrder'], /^PlumeError: play: renderOrder must be an integer \(lower draws first\), got 1\.5/);
    assert.equal(m['mesh renderOrder'], 'no error'); // a mesh layer at another order draws a kind of its own
    assert.equal(m['mesh effect renderOrder'], 'no error');
    assert.match(m['kind renderOrder'], /^PlumeError: defineParticle\('k2'\): renderOrder must be an integer \(lower draws first\), got 'last'/);
    assert.match(m['set renderOrder'], /^PlumeError: instance: renderOrder must be an integer/);
  });
});
