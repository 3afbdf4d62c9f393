// Keys with times and eases, HDR colours and the pixel effects of seed 001 (hueShift, lighting, erosion) —
// issue 16's contract — on every sim, on WebGL 1 (instanced and batched) and WebGL 2, measured in pixels.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/look_scenarios.js');
const MODES = ['webgl1', 'noInstancing', 'webgl2'];
const near = (actual, expected, tolerance, message) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${message}: ${actual} not within ${tolerance} of ${expected}`);

describe('keys over life', () => {
  // mesh: a unit quad scaled by the keys (the kind's keys, evaluated in the mesh vertex shader as the gpu sim's)
  for (const sim of ['gpu', 'cpu', 'mesh']) {
    it(`${sim}: size keys with times, not evenly spaced; a smooth ease`, async () => {
      for (const mode of MODES) {
        // [[0, 2], [0.1, 8], [1, 2]]: 8 at 10% of life (evenly spaced [2, 8, 2] would be 3.2), 5 at 55%
        const timed = await run('frames', mode, sim, { life: 1000, size: [[0, 2], [0.1, 8], [1, 2]], color: '#ffffff' }, [100, 450]);
        assert.equal(timed.glError, 0);
        near(timed.frames[0].width, 8, 0.35, `${mode} ${sim}: width at t = 0.1`);
        near(timed.frames[1].width, 5, 0.35, `${mode} ${sim}: width at t = 0.55`);
        // { keys: [2, 8], ease: 'smooth' } at 25%: 2 + 6 × 0.15625 = 2.94 (linear: 3.5)
        const smooth = await run('frames', mode, sim, { life: 1000, size: { keys: [2, 8], ease: 'smooth' }, color: '#ffffff' }, [250]);
        near(smooth.frames[0].width, 2.94, 0.3, `${mode} ${sim}: smooth width at t = 0.25`);
        // eight keys, two of them at the same time (a step at 0.5), the first after birth and the last before death
        const step = await run('frames', mode, sim, { life: 1000, color: '#ffffff', size: [[0.1, 2], [0.2, 2], [0.3, 2], [0.4, 2],
          [0.5, 2], [0.5, 8], [0.6, 8], [0.9, 6]] }, [50, 400, 150, 300]);
        near(step.frames[0].width, 2, 0.35, `${mode} ${sim}: before the first key, its value`);
        near(step.frames[1].width, 2, 0.35, `${mode} ${sim}: just before the step`);
        near(step.frames[2].width, 8, 0.35, `${mode} ${sim}: just after the step`);
        near(step.frames[3].width, 6, 0.35, `${mode} ${sim}: after the last key (the eighth), its value`);
        const one = await run('frames', mode, sim, { life: 1000, color: '#ffffff', size: [[0.3, 5]] }, [100]);
        near(one.frames[0].width, 5, 0.35, `${mode} ${sim}: one key`);
      }
    });

    it(`${sim}: colour keys with times`, async () => {
      for (const mode of MODES) {
        // green at 20% of life; evenly spaced, 20% would still be mostly red
        const r = await run('frames', mode, sim, { life: 1000, size: 6,
          color: [[0, '#ff0000'], [0.2, '#00ff00'], [1, '#0000ff']] }, [200, 400]);
        const [g, b] = r.frames;
        assert.ok(g.color[1] > 240 && g.color[0] < 15 && g.color[2] < 15, `${mode} ${sim}: green at t = 0.2 (${g.color})`);
        near(b.color[2], 128, 12, `${mode} ${sim}: halfway to blue at t = 0.6 (${b.color})`);
        near(b.color[1], 128, 12, `${mode} ${sim}: halfway from green at t = 0.6 (${b.color})`);
      }
    });
  }

  it('mesh: colour keys red, green, blue at t = 0, 0.5, 1 draw green at mid-life; a smooth ease as the gpu sim\'s', async () => {
    for (const mode of MODES) {
      const color = [[0, '#ff0000'], [0.5, '#00ff00'], [1, '#0000ff']];
      const r = await run('frames', mode, 'mesh', { life: 1000, size: 6, color }, [0, 250, 250, 250]); // steps: t 0 .. 0.75
      assert.equal(r.glError, 0);
      const [red, quarter, green, late] = r.frames.map((f) => f.color);
      assert.ok(red[0] > 240 && red[1] < 15 && red[2] < 15, `${mode}: red at birth (${red})`);
      assert.ok(green[1] > 240 && green[0] < 15 && green[2] < 15, `${mode}: green at t = 0.5 (${green})`);
      near(quarter[0], 128, 12, `${mode}: halfway from red at t = 0.25 (${quarter})`);
      near(quarter[1], 128, 12, `${mode}: halfway to green at t = 0.25 (${quarter})`);
      near(late[1], 128, 12, `${mode}: halfway from green at t = 0.75 (${late})`);
      near(late[2], 128, 12, `${mode}: halfway to blue at t = 0.75 (${late})`);
      // alpha keys: { keys, ease: 'smooth' } from opaque to clear over a black clear, as the gpu sim draws it
      const fading = { life: 1000, size: 6, color: { keys: ['#ffffffff', '#ffffff00'], ease: 'smooth' } };
      const mesh = await run('frames', mode, 'mesh', fading, [250, 500]);
      const gpu = await run('frames', mode, 'gpu', fading, [250, 500]);
      for (let i = 0; i < 2; i++) near(mesh.frames[i].color[0], gpu.frames[i].color[0], 3, `${mode}: alpha at frame ${i} as the gpu sim's`);
      near(mesh.frames[0].color[0], 255 * (1 - 0.15625), 4, `${mode}: smooth alpha at t = 0.25`);
    }
  });

  it('mesh: size keys with an ease grow the mesh as the gpu sim\'s quad grows', async () => {
    for (const mode of MODES) {
      const size = { keys: [[0, 1], [0.6, 8], [1, 4]], ease: 'smooth' };
      const curve = (t) => { // keys.glsl's segments, smoothstep between keys
        const [[t0, v0], [t1, v1]] = t < 0.6 ? [[0, 1], [0.6, 8]] : [[0.6, 8], [1, 4]];
        const f = Math.min(Math.max((t - t0) / (t1 - t0), 0), 1);
        return v0 + (v1 - v0) * f * f * (3 - 2 * f);
      };
      const ages = [100, 200, 300, 200]; // t = 0.1, 0.3, 0.6, 0.8
      const mesh = await run('frames', mode, 'mesh', { life: 1000, size, color: '#ffffff' }, ages);
      const gpu = await run('frames', mode, 'gpu', { life: 1000, size, color: '#ffffff' }, ages);
      [0.1, 0.3, 0.6, 0.8].forEach((t, i) => {
        near(mesh.frames[i].width, curve(t), 0.35, `${mode}: the mesh's width at t = ${t}`);
        near(mesh.frames[i].width, gpu.frames[i].width, 0.2, `${mode}: as wide as the gpu quad at t = ${t}`);
      });
    }
  });

  it('mesh: a 2 × 2 flipbook shows each frame\'s colour over the life, or at fps', async () => {
    const name = ([r, g, b]) => (r > 200 && g > 200 && b > 200 ? 'white' : r > 200 ? 'red' : g > 200 ? 'green' : b > 200 ? 'blue' : `?${r},${g},${b}`);
    for (const mode of MODES) {
      const once = await run('meshFlipbook', mode, { cols: 2, rows: 2 }, [100, 400, 600, 900]);
      assert.equal(once.glError, 0);
      assert.deepEqual(once.colours.map(name), ['red', 'green', 'blue', 'white'], `${mode}: frames over the life`);
      // 10 frames a second, each blending into the next: frame 1 whole at 100 ms, frame 3 at 300, round again to frame 0
      // at 400 (over the life: each frame whole at the middle of its quarter, 90 % itself 100 ms either side)
      const fps = await run('meshFlipbook', mode, { cols: 2, rows: 2, fps: 10 }, [10, 100, 300, 400]);
      assert.deepEqual(fps.colours.map(name), ['red', 'green', 'white', 'red'], `${mode}: frames at fps`);
      const frames = await run('meshFlipbook', mode, { cols: 2, rows: 2, frames: 2 }, [100, 900]);
      assert.deepEqual(frames.colours.map(name), ['red', 'green'], `${mode}: two frames of the four`);
      // one frame of the grid playing: the first cell only, not the whole texture
      const one = await run('meshFlipbook', mode, { cols: 2, rows: 2, frames: 1 }, [100, 600, 900]);
      assert.deepEqual(one.colours.map(name), ['red', 'red', 'red'], `${mode}: frames: 1 shows the first cell (${one.colours})`);
      const none = await run('meshFlipbook', mode, undefined, [100]);
      for (const c of none.colours[0]) near(c, 128, 12, `${mode}: without an atlas the whole texture, the four colours' mean (${none.colours[0]})`);
    }
  });

  it('mesh: an effect file (version 2) loads a mesh layer with keys, volume and a flipbook texture', async () => {
    for (const mode of ['webgl1', 'noInstancing']) {
      const r = await run('meshKeysFile', mode);
      assert.equal(r.glError, 0);
      assert.ok(r.color[1] > 240 && r.color[0] < 15 && r.color[2] < 15, `${mode}: green at mid-life (${r.color})`);
      near(r.width, 6, 0.35, `${mode}: the size key at mid-life`);
      assert.deepEqual(r.written[0].slice(0, 3), [{ keys: [[0, 2], [0.5, 6], [1, 2]], ease: 'smooth' },
        [[0, '#ff0000'], [0.5, '#00ff00'], [1, '#0000ff']], true], 'toJSON writes the layer as given');
      assert.equal(r.written[1][3], 'plume:debris');
    }
  });

  it('defineParticle: colour keys say the alpha (fade \'none\' unless given); without them the kind fades linearly', async () => {
    for (const mode of MODES) {
      // alpha 1, 0.5, 0 at t = 0, 0.5, 1: white at alpha 0.5 over black at mid-life
      const color = [[0, '#ffffffff'], [0.5, '#ffffff80'], [1, '#ffffff00']];
      const keyed = await run('kindFade', mode, { color }, [250, 500]);
      assert.equal(keyed.glError, 0);
      near(keyed.colours[1][0], 128, 4, `${mode}: the key's alpha at mid-life, not faded again (${keyed.colours[1]})`);
      near(keyed.colours[0][0], 191, 4, `${mode}: alpha 0.75 at t = 0.25 (${keyed.colours[0]})`);
      // with size keys only, the default stays 'linear'
      const sized = await run('kindFade', mode, { size: 6, startColor: '#ffffff' }, [500]);
      near(sized.colours[0][0], 128, 4, `${mode}: size keys, no colour keys: the linear fade (${sized.colours[0]})`);
      // fade given: it applies on top of the keys
      const linear = await run('kindFade', mode, { color, fade: 'linear' }, [500]);
      near(linear.colours[0][0], 64, 4, `${mode}: fade 'linear' given: the keys' alpha × (1 − t) (${linear.colours[0]})`);
      const plain = await run('kindFade', mode, { startColor: '#ffffff' }, [500]);
      near(plain.colours[0][0], 128, 4, `${mode}: a plain kind fades linearly (${plain.colours[0]})`);
    }
  });

  it('mesh: only kinds with keys compile the keys\' code (a plain kind compiles what it did)', async () => {
    const r = await run('meshKeysCompiled', 'webgl1');
    assert.equal(r.without.keys, 0, 'a plain mesh layer compiles no keys');
    assert.ok(r.without.programs >= 2, `it compiled its program (${r.without.programs} shaders)`);
    assert.equal(r.with.keys, 2, 'a keyed kind compiles its own program: vertex and fragment shaders with the keys');
    assert.equal(r.drawCalls, 2, 'one draw a kind');
    // each fragment shader is given only what it reads: the keyed mesh one PLUME_MESH_KEYS, none a vertex program's defines
    assert.ok(r.fragments.length >= 3, `fragment shaders of the plain mesh, the keyed mesh and the emitter (${r.fragments.length})`);
    assert.equal(r.fragments.filter((f) => f.keys).length, 1, 'one fragment shader with the keys\' define');
    for (const f of r.fragments) assert.equal(f.vertexDefines, 0, `a fragment shader of ${f.length} characters holds a vertex program's #defines`);
  });

  for (const sim of ['gpu', 'cpu']) {
    it(`${sim}: speedOverLife stops a particle where its keys reach 0; rotationOverLife turns it`, async () => {
      for (const mode of MODES) {
        // 4 units/s straight up, slowing linearly to a stop at half its life: 0.75 up at a quarter, 1 from half on
        // (without the keys: 1 and 3.6)
        const layer = { life: 1000, size: 0.6, color: '#ffffff', speed: [4, 4], shape: { type: 'point', angle: 0 } };
        const keyed = await run('frames', mode, sim, { ...layer, speedOverLife: [[0, 1], [0.5, 0]] }, [250, 650], { maxStep: 1000 / 60 });
        assert.equal(keyed.glError, 0);
        near(keyed.frames[0].centre[1], 0.75, 0.12, `${mode} ${sim}: height at a quarter of its life`);
        near(keyed.frames[1].centre[1], 1.0, 0.12, `${mode} ${sim}: stopped, at 0.9 of its life`);
        // with drag and gravity: where a fine numerical integration of dp/dt = keys(t) v, v' = g - k v puts it
        const keys = [[0, 2], [0.4, 0.5], [1, 0.2]];
        const expected = (ms) => {
          let y = 0, v = 3;
          const at = (t) => { for (let i = 1; i < keys.length; i++) if (t <= keys[i][0]) return keys[i - 1][1] + (keys[i][1] - keys[i - 1][1]) * (t - keys[i - 1][0]) / (keys[i][0] - keys[i - 1][0]); return keys.at(-1)[1]; };
          for (let i = 0, dt = 1e-5; i < ms / 1000 / dt; i++) { y += at((i + 0.5) * dt) * (v + 0.5 * dt * (-2 - 0.8 * v)) * dt; v += (-2 - 0.8 * v) * dt; }
          return y;
        };
        const dragged = await run('frames', mode, sim, { ...layer, gravity: [0, -2, 0], drag: 0.8, speed: [3, 3], speedOverLife: keys },
          [300, 400], { maxStep: 1000 / 60 });
        near(dragged.frames[0].centre[1], expected(300), 0.12, `${mode} ${sim}: with drag and gravity at 300 ms`);
        near(dragged.frames[1].centre[1], expected(700), 0.12, `${mode} ${sim}: with drag and gravity at 700 ms`);
        const plain = await run('frames', mode, sim, layer, [900], { maxStep: 1000 / 60 });
        near(plain.frames[0].centre[1], 3.6, 0.12, `${mode} ${sim}: without keys it keeps going`);
        // a square turned 45° (half of [0, 90]) is √2 times as wide across its middle
        const turned = await run('frames', mode, sim, { life: 1000, size: 3, color: '#ffffff', rotationOverLife: [0, 90] }, [500, 490]);
        near(turned.frames[0].width, 3 * Math.SQRT2, 0.35, `${mode} ${sim}: width turned 45° at half its life`);
        near(turned.frames[1].width, 3, 0.35, `${mode} ${sim}: width turned 89° near its end`);
      }
    });
  }

  it('gpu: the turbulence (noise) flows with age: a particle on the field\'s still point is pushed along its time part', async () => {
    for (const mode of MODES) {
      // at the origin the space part is 0; after 0.5 s: strength · t · (sin 0.45, sin 0.6) = (0.87, 1.13) for strength 4
      const r = await run('frames', mode, 'gpu', { life: 2000, size: 0.6, color: '#ffffff', noise: { strength: 4, scale: 1 } }, [500]);
      near(r.frames[0].centre[0], 4 * 0.5 * Math.sin(0.45), 0.12, `${mode}: x pushed by the flowing field`);
      near(r.frames[0].centre[1], 4 * 0.5 * Math.sin(0.6), 0.12, `${mode}: y pushed by the flowing field`);
    }
  });

  it('mistakes are named: times that go back or leave 0..1, too many keys, an unknown ease, bad looks', async () => {
    const r = await run('mistakes');
    assert.match(r.backwards, /^PlumeError: createEffect: layers\[0\]: size\[2\]\[0\]: key times must not go back \(0\.4 after 0\.5\)/);
    assert.match(r['time above 1'], /color\[1\]\[0\] must be a finite number \(a time in 0\.\.1 of life\) from 0 to 1, got 1\.5/);
    assert.match(r['too many'], /size must be a value, a list of 1 to 8 values/);
    assert.match(r.ease, /size\.ease must be one of 'linear', 'smooth', got 'bouncy'/);
    assert.match(r['hdr alpha'], /color\[3\] must be an alpha from 0 to 1, got 2/);
    assert.match(r['hdr too bright'], /color\[0\] must be a channel from 0 to 64 \(above 1: HDR\), got 65/);
    assert.match(r['speed negative'], /layers\[0\]: speedOverLife\[1\] must be a finite number \(a multiple of the velocity\) from 0 to 1000000, got -1/);
    assert.equal(r['speed smooth'], "PlumeError: createEffect: layers[0]: speedOverLife.ease must be 'linear' on every sim " +
      "(a 'gpu' layer integrates the speed keys in closed form); add keys for a curve");
    // the core's check, in one message for every sim and for emitters
    assert.equal(r['speed smooth gpu'], r['speed smooth']);
    assert.equal(r['speed smooth emitter'], r['speed smooth'].replace('createEffect: layers[0]', 'createEmitter'));
    assert.match(r['rotation string'], /rotationOverLife\[1\] must be a finite number of degrees/);
    assert.match(r['mesh speed'], /layers\[0\]\.speedOverLife: a 'mesh' layer has no speedOverLife .*use sim: 'gpu' or 'cpu'/);
    assert.match(r['mesh rotation'], /layers\[0\]\.rotationOverLife: a 'mesh' layer has no rotationOverLife/);
    assert.equal(r['motion ok'], 'ok');
    assert.equal(r['hdr ok'], 'ok');
    assert.equal(r['eight keys'], 'ok');
    assert.match(r.erosion, /erosion must be a finite number from 0 to 1, got 2/);
    assert.match(r.lighting, /lighting\.direction must not be \[0, 0, 0\]/);
    assert.match(r['lighting field'], /unknown lighting field 'colour' \(known: direction, strength\)/);
    assert.match(r.hueShift, /hueShift must be a finite number of degrees per second/);
    assert.equal(r['mesh timed'], 'ok', 'a mesh layer takes keys with times (the kind\'s keys)');
    assert.match(r['mesh kind timed'], /layers\[0\]\.size: the layer draws kind 'plain': it takes a scale or \[start, end\] > 0, .*defineParticle's size/);
    assert.match(r['kind size twice'], /^PlumeError: defineParticle\('k5'\): give size \(keys over life\) or startSize\/endSize, not both/);
    assert.match(r['kind keyed spawn'], /particle kind 'k6' has size keys .*takes no startSize or endSize/);
    assert.match(r['keyed kind sized'], /^PlumeError: createEffect: layers\[0\]: size: kind 'k6' has size keys \(its scale over life\): a layer drawing it takes them; leave size out \(0, 0\)$/);
    assert.match(r['mesh atlas'], /layers\[0\]: atlas.frames must be an integer from 1 to 4 \(a 2 x 2 atlas\), got 5/);
    assert.match(r['kind color keys'], /^PlumeError: defineParticle\('k7'\): color\[1\]\[3\] must be an alpha from 0 to 1, got 2/);
    assert.equal(r.emitter, 'ok');
    assert.equal(r.system, 'ok');
    assert.match(r.kind, /^PlumeError: defineParticle\('k'\): erosion must be a finite number from 0 to 1, got -1/);
    assert.equal(r['kind ok'], 'ok');
    assert.equal(r['kind volume'], 'ok', 'a kind takes volume (a mesh has its own depth)');
    assert.equal(r['mesh volume'], 'ok', 'a mesh layer takes volume');
    assert.match(r['kind volume type'], /^PlumeError: defineParticle\('k4'\): volume must be true or false, got 'yes'/);
    assert.match(r.volume, /volume must be true or false, got 1/);
    assert.equal(r.toJSON, 'ok');
  });
});

describe('pixel effects on every sim', () => {
  for (const sim of ['gpu', 'cpu', 'mesh']) {
    it(`${sim}: HDR colours (RGB above 1) reach a float render target`, async () => {
      // an 8-bit target clamps every fragment to 1 before blending: HDR is for engines drawing into float targets
      for (const mode of ['webgl1', 'webgl2']) {
        const hdr = await run('hdr', mode, sim, [4, 0.5, 0, 1]);
        if (hdr.skipped) { assert.equal(mode, 'webgl1', hdr.skipped); continue; }
        assert.equal(hdr.glError, 0);
        near(hdr.rgba[0], 4, 0.05, `${mode} ${sim}: red 4 arrives (${hdr.rgba})`);
        near(hdr.rgba[1], 0.5, 0.01, `${mode} ${sim}: green 0.5 (${hdr.rgba})`);
      }
    });

    it(`${sim}: hueShift turns the colour with age`, async () => {
      for (const mode of MODES) {
        // red turning 120° a second is green after one second, blue after two
        const r = await run('frames', mode, sim, { life: 1e5, size: 6, color: '#ff0000', hueShift: 120 }, [1000, 1000]);
        const [green, blue] = r.frames.map((f) => f.color);
        assert.ok(green[1] > 235 && green[0] < 20 && green[2] < 20, `${mode} ${sim}: green after 1 s (${green})`);
        assert.ok(blue[2] > 235 && blue[0] < 20 && blue[1] < 20, `${mode} ${sim}: blue after 2 s (${blue})`);
      }
    });

    it(`${sim}: lighting shades the side away from the light`, async () => {
      for (const mode of MODES) {
        const lit = await run('frames', mode, sim, { life: 1e5, size: 8, color: '#ffffff', lighting: { direction: [0, -1, 0], strength: 0.8 } }, [16]);
        const unlit = await run('frames', mode, sim, { life: 1e5, size: 8, color: '#ffffff' }, [16]);
        const f = lit.frames[0];
        assert.ok(f.top - f.bottom > 60, `${mode} ${sim}: lit from above, the top is brighter (${f.top.toFixed(0)} vs ${f.bottom.toFixed(0)})`);
        near(unlit.frames[0].top - unlit.frames[0].bottom, 0, 2, `${mode} ${sim}: unlit, even`);
        const sideways = await run('frames', mode, sim, { life: 1e5, size: 8, color: '#ffffff', lighting: { direction: [0, 1, 0], strength: 0.8 } }, [16]);
        assert.ok(sideways.frames[0].bottom - sideways.frames[0].top > 60, `${mode} ${sim}: lit from below, the bottom is brighter`);
      }
    });

    it(`${sim}: erosion eats the particle as it ages, not at birth`, async () => {
      for (const mode of MODES) {
        const layer = { life: 1000, size: 8, color: '#ffffff' };
        const eroded = await run('frames', mode, sim, { ...layer, erosion: 1 }, [16, 484, 300]);
        const whole = await run('frames', mode, sim, layer, [16, 484, 300]);
        const [birth, half, late] = eroded.frames.map((f) => f.lit);
        const area = whole.frames[0].lit;
        assert.ok(area > 2500, `${mode} ${sim}: the particle (${area} pixels)`);
        assert.ok(birth > 0.9 * area, `${mode} ${sim}: whole at birth (${birth} of ${area})`);
        assert.ok(half < 0.85 * area && half > 0.1 * area, `${mode} ${sim}: eaten halfway through life (${half} of ${area})`);
        assert.ok(late < 0.6 * half, `${mode} ${sim}: mostly gone late in life (${late}, ${half} at half)`);
        assert.equal(whole.frames[2].lit, area, `${mode} ${sim}: without erosion nothing is eaten`);
      }
    });
  }
});
