// Issue 6 and 10's JavaScript boundary: every argument is checked where it enters, as a PlumeError
// that names it — re-entrant getters, BigInt, detached buffers, inherited names, float32 under- and
// overflow, NUL and lone surrogates, absurd time steps, unknown options, misleading old messages,
// wasm loading failures — and Plume (and every other Plume on the page) stays usable afterwards.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// Runs in the page. Each case: [label, expected message fragment, call].
async function runBoundary() {
  const { helpers, art, plume: api, scenarios } = window;
  const I = helpers.identity();
  const projection = helpers.ortho(-10, 10, -10, 10);
  const quad = art.quadObj(0, 0, 4);
  const results = [];
  const attempt = async (label, expected, call) => {
    let message = null;
    let name = null;
    try {
      await call();
    } catch (error) {
      message = String(error?.message);
      name = error?.name ?? typeof error;
    }
    results.push({ label, expected, message, name });
  };
  const drawsQuad = (gl, plume) => {
    plume.spawn('quad', [0, 0, 0], 100000, 1, 1);
    helpers.clear(gl);
    plume.render(I, projection);
    return helpers.redAt(helpers.readPixels(gl), 32, 32);
  };

  // -- re-entrancy: issue 10's `evil` example, and getters that destroy the Plume mid-call --------
  const plumes = [];
  for (let i = 0; i < 4; i++) {
    const made = await scenarios.setup('webgl1');
    made.plume.defineParticle('quad', { mesh: quad, spin: false });
    plumes.push(made);
  }
  const [a, b, c, d] = plumes.map((made) => made.plume);
  const evil = [{ valueOf() { a.destroy(); return 1; } }, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  await attempt('evil valueOf in render', 'view[0] is an object', () => a.render(evil, I));
  const destroyedByValueOf = a.destroyed;
  const getterMatrix = (victim) => {
    const m = Array.from(I);
    Object.defineProperty(m, 5, { get() { victim.destroy(); return 1; } });
    return m;
  };
  await attempt('getter destroys during render', 'render: this Plume was destroyed', () => a.render(getterMatrix(a), I));
  await attempt('getter destroys during spawn', 'spawn: this Plume was destroyed', () => b.spawn('quad', getterMatrix(b)));
  const id = c.spawn('quad', [0, 0, 0]);
  await attempt('getter destroys during setTransform', 'setTransform: this Plume was destroyed',
    () => c.setTransform(id, getterMatrix(c)));
  const e = (await scenarios.setup('webgl1')).plume;
  await attempt('getter destroys during defineParticle', 'defineParticle: this Plume was destroyed',
    () => e.defineParticle('z', { get mesh() { e.destroy(); return quad; } }));
  let survivor = 'ok';
  try {
    d.defineParticle('canary', { mesh: quad });
    a.destroy(); b.destroy(); c.destroy(); // destroyed already: nothing happens
  } catch (error) {
    survivor = `${error.name}: ${error.message}`;
  }
  const dRed = drawsQuad(plumes[3].gl, d);
  d.destroy();

  // -- one Plume through every bad argument; after each, a valid frame still draws ----------------
  const { gl, plume } = await scenarios.setup('webgl1');
  plume.defineParticle('quad', { mesh: quad, spin: false });
  const png = await art.glowTexturePng({ size: 8 });
  const texture = await plume.loadTexture(png);
  const detached = new Uint8Array(png).buffer;
  const detachedView = new Uint8Array(new Uint8Array(png).buffer, 1);
  structuredClone([detached, detachedView.buffer], { transfer: [detached, detachedView.buffer] });
  const frames = [];
  const cases = [
    ['BigInt64Array view', 'BigInt', () => plume.render(new BigInt64Array(16), I)],
    ['kill(1n)', 'id must be an instance id returned by spawn (a positive integer), got the BigInt 1n', () => plume.kill(1n)],
    ['isAlive(1n)', 'id must be an instance id returned by spawn', () => plume.isAlive(1n)],
    ['setTransform with a string id', 'id must be an instance id returned by spawn', () => plume.setTransform('1', [0, 0, 0])],
    ['detached ArrayBuffer', 'detached', () => plume.loadTexture(detached)],
    ['view over a detached buffer', 'detached', () => plume.loadTexture(detachedView)],
    ["blend: 'toString'", "blend must be one of additive, alpha, premultiplied, additive-ignore-alpha, got 'toString'",
      () => plume.defineParticle('t1', { mesh: quad, blend: 'toString' })],
    ["blend: 'constructor'", 'blend must be one of', () => plume.defineParticle('t2', { mesh: quad, blend: 'constructor' })],
    ["blend: '__proto__'", 'blend must be one of', () => plume.defineParticle('t3', { mesh: quad, blend: '__proto__' })],
    ['spawn maxAge 1e-50', 'maxAge is 1e-50, too small for a 32-bit float', () => plume.spawn('quad', [0, 0, 0], 1e-50)],
    ['kind maxAge 1e-46', 'too small for a 32-bit float', () => plume.defineParticle('t4', { mesh: quad, maxAge: 1e-46 })],
    ['kind maxAge 1e39', 'maxAge is 1e+39, too large for a 32-bit float', () => plume.defineParticle('t5', { mesh: quad, maxAge: 1e39 })],
    ['startSize 1e-40', 'startSize is 1e-40, too small', () => plume.defineParticle('t6', { mesh: quad, startSize: 1e-40 })],
    ['spawn scale2 1e39', 'scale2 is 1e+39, too large', () => plume.spawn('quad', [0, 0, 0], 100, 1, 1e39)],
    ['name with NUL', 'contains a NUL character', () => plume.defineParticle('a\0b', { mesh: quad })],
    ['name with a lone surrogate', 'lone UTF-16 surrogate at index 1', () => plume.defineParticle('a\ud800', { mesh: quad })],
    ['mesh with NUL', 'mesh contains a NUL character', () => plume.defineParticle('t7', { mesh: quad + '\0v 1 2 3' })],
    ['step(Number.MAX_VALUE)', 'not a timestamp', () => plume.step(Number.MAX_VALUE)],
    ['step(1e20)', 'more than 1000000000 ms', () => plume.step(1e20)],
    ['step(Date.now())', 'not a timestamp such as Date.now()', () => plume.step(Date.now())],
    ['step(1n)', 'step: ms must be a finite number', () => plume.step(1n)],
    ["matrix of strings", "view[0] is '1'", () => plume.render(Array.from(I, String), I)],
    ['matrix with null', 'projection[15] is null', () => { const m = Array.from(I); m[15] = null; plume.render(I, m); }],
    ['matrix with a hole', 'view[2] is undefined', () => { const m = Array.from(I); delete m[2]; plume.render(m, I); }],
    ['matrix beyond float32', 'view[12] is 1e+39, beyond a 32-bit float', () => { const m = Array.from(I); m[12] = 1e39; plume.render(m, I); }],
    ['transform of strings', 'transform[0]', () => plume.spawn('quad', Array.from(I, String))],
    ['position beyond float32', 'position[2] is -1e+300', () => plume.spawn('quad', [0, 0, -1e300])],
    ['position [undefined, 0, 0]', 'position[0] is undefined; position needs three finite numbers [x, y, z]',
      () => plume.spawn('quad', [undefined, 0, 0])],
    ["spawn([0,0,0], 'boom')", "the first argument is the kind name, the second the position: spawn('quad', [x, y, z])",
      () => plume.spawn([0, 0, 0], 'boom')],
    ['spawn(42)', 'the first argument is the kind name (a string given to defineParticle), got number 42', () => plume.spawn(42, [0, 0, 0])],
    ['three.js Matrix4', 'pass its .elements', () => plume.render({ elements: Array.from(I), isMatrix4: true }, I)],
    ['three.js Matrix4 as a transform', 'transform looks like a three.js Matrix4; pass its .elements',
      () => plume.spawn('quad', { elements: Array.from(I) })],
    ['texture without vt', "mesh has no 'vt' lines", () => plume.defineParticle('t8', {
      mesh: 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n', texture })],
    ['capacity 0', 'capacity must be an integer from 1', () => plume.defineParticle('t9', { mesh: quad, capacity: 0 })],
    ["spin: 'no'", 'spin must be true or false', () => plume.defineParticle('t10', { mesh: quad, spin: 'no' })],
    ['kind maxAge in seconds-looking NaN', 'maxAge must be a positive finite number of milliseconds',
      () => plume.defineParticle('t11', { mesh: quad, maxAge: '2' })],
    ['new Plume()', 'use `const plume = await createPlume({ canvas })`', () => new api.Plume()],
    ['createPlume unknown option', "unknown option 'canvass' (known: canvas, gl, seed, instancing, vertexArrays, contextAttributes, hostState, wasm, hdr, webgl, backend, device, format)",
      () => api.createPlume({ canvas: helpers.makeCanvas(), canvass: 1 })],
    ['createPlume instancing: 0', 'instancing must be true or false', () => api.createPlume({ canvas: helpers.makeCanvas(), instancing: 0 })],
    ["createPlume hdr: 'yes'", "createPlume: hdr must be true or false, got 'yes'", () => api.createPlume({ canvas: helpers.makeCanvas(), hdr: 'yes' })],
    ['createPlume hdr in a game\'s context', "createPlume: hdr applies to Plume's own canvas ({ canvas }); in a game's context the game owns post-processing",
      () => api.createPlume({ gl: helpers.makeCanvas().getContext('webgl'), hdr: true })],
    ['createPlume webgl: 3', 'createPlume: webgl must be 1 or 2, got number 3', () => api.createPlume({ canvas: helpers.makeCanvas(), webgl: 3 })],
    ['createPlume webgl: 2 on a WebGL 1 canvas', 'WebGL 2 is not available on this canvas', () => {
      const canvas = helpers.makeCanvas();
      canvas.getContext('webgl');
      return api.createPlume({ canvas, webgl: 2 });
    }],
    ['createPlume on a WebGL 2 canvas', 'this canvas already has a WebGL 2 context', () => {
      const canvas = helpers.makeCanvas();
      canvas.getContext('webgl2');
      return api.createPlume({ canvas });
    }],
    ['wasm URL missing', `${location.origin}/no/such/plume.wasm: HTTP 404`,
      () => api.createPlume({ canvas: helpers.makeCanvas(), wasm: '/no/such/plume.wasm' })],
    ['wasm URL is HTML', 'page.html is not WebAssembly',
      () => api.createPlume({ canvas: helpers.makeCanvas(), wasm: new URL('/tests/browser/page.html', location.href) })],
    ['wasm Response 404', 'HTTP 404', async () => api.createPlume({ canvas: helpers.makeCanvas(), wasm: await fetch('/nope.wasm') })],
    ['wasm Response already read', 'this Response was already read', async () => {
      const response = await fetch('/web/dist/plume.wasm');
      await response.arrayBuffer();
      return api.createPlume({ canvas: helpers.makeCanvas(), wasm: response });
    }],
    ['wasm of the wrong type', 'wasm must be a URL (string or URL), ArrayBuffer, typed array, Response or WebAssembly.Module, got number 42',
      () => api.createPlume({ canvas: helpers.makeCanvas(), wasm: 42 })],
    // issue 16's fields: inherited names, float32 overflow, NaN times, absurd lengths
    ["texture 'plume:toString'", "layers[0].texture: name must be one of plume:smoke, plume:fire",
      () => plume.createEffect({ layers: [{ texture: 'plume:toString' }] })],
    ["generatedTexture('plume:__proto__')", "'plume:__proto__'", () => plume.generatedTexture('plume:__proto__')],
    ['size key beyond float32', 'size[0][1] must be a finite number', () => plume.createEffect({ layers: [{ size: [[0, 1e39]] }] })],
    ['key time NaN', 'rotationOverLife[0][0] must be a finite number (a time in 0..1 of life)',
      () => plume.createEffect({ layers: [{ rotationOverLife: [[NaN, 0], [1, 90]] }] })],
    ['speedOverLife 1e7', 'speedOverLife[1] must be a finite number (a multiple of the velocity) from 0 to 1000000, got 10000000',
      () => plume.createEmitter({ speedOverLife: [1, 1e7] })],
    ['speedOverLife as a string', "speedOverLife must be a value, a list of 1 to 8 values over life or of [t, value] keys",
      () => plume.addSystem({ speedOverLife: 'fast' })],
    ['keys { keys, ease: "__proto__" }', "ease must be one of 'linear', 'smooth', got '__proto__'",
      () => plume.createEffect({ layers: [{ size: { keys: [1, 2], ease: '__proto__' } }] })],
    // issue 31's light: range beyond float32, nine keys, an inherited name, a NaN cycle, max past the bound
    ['light range beyond float32', 'light.range: must be at most 1000000 (world units), got 1e+39',
      () => plume.createEffect({ layers: [{ light: { intensity: 1, range: 1e39 } }] })],
    ['light with nine intensity keys', 'light.intensity must be a value, a list of 1 to 8 values over life',
      () => plume.createEmitter({ light: { intensity: [1, 2, 3, 4, 5, 6, 7, 8, 9] } })],
    ["light field '__proto__'", "unknown light field '__proto__'",
      () => plume.addSystem({ light: JSON.parse('{"intensity": 1, "__proto__": 2}') })],
    ['light cycle NaN', 'light.cycle must be a finite number of milliseconds from 0 to 3600000, got NaN',
      () => plume.createEmitter({ light: { intensity: 1, cycle: NaN } })],
    ['lights(2 ** 32)', 'lights: max must be an integer from 0 to 64, got number 4294967296', () => plume.lights(2 ** 32)],
    // issue 31's distortion: past its bound, NaN, on a mesh layer; render's colorTexture of the wrong kind
    ['distortion 257', 'distortion must be a finite number (pixels of offset at full strength) from 0 to 256, got 257',
      () => plume.createEffect({ layers: [{ distortion: 257 }] })],
    ['distortion NaN', 'distortion must be a finite number (pixels of offset at full strength) from 0 to 256, got NaN',
      () => plume.addSystem({ distortion: NaN })],
    ['distortion 1e39', 'distortion must be a finite number (pixels of offset at full strength) from 0 to 256, got 1e+39',
      () => plume.createEmitter({ distortion: 1e39 })],
    ["distortion on a 'mesh' layer", "layers[0].distortion: a 'mesh' layer does not distort (its meshes draw as they are); use sim: 'gpu' or 'cpu'",
      () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3', distortion: 4 }] })],
    ['colorTexture a number', "render: colorTexture must be a WebGLTexture holding the scene's colour, got number 7",
      () => plume.render(new Array(16).fill(0), new Array(16).fill(0), { colorTexture: 7 })],
    // issue 31's decals and moving noise: a normal of 0 or beyond float32, a wrong shape, a speed past its bound
    ['decal normal [0, 0, 0]', 'createEffect: layers[0].decal.normal: must not be [0, 0, 0]',
      () => plume.createEffect({ layers: [{ render: 'decal', decal: { normal: [0, 0, 0] } }] })],
    ['decal normal below float32', 'layers[0].decal.normal: must not be [0, 0, 0]',
      () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'decal', decal: { normal: [1e-46, 0, 0] } }] })],
    ['decal normal 1e39', 'layers[0].decal.normal[1]: must be a finite number',
      () => plume.createEffect({ layers: [{ render: 'decal', decal: { normal: [0, 1e39, 0] } }] })],
    ['decal without render decal', "layers[0].decal: lays the layer's particles on a surface; it needs render: 'decal'",
      () => plume.createEffect({ layers: [{ decal: { normal: [0, 1, 0] } }] })],
    ['decal on a mesh layer', "layers[0].render: a 'mesh' layer cannot draw 'decal'",
      () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quad, render: 'decal' }] })],
    ["decal field '__proto__'", "unknown decal field '__proto__'",
      () => plume.addSystem({ render: 'decal', decal: JSON.parse('{"normal": [0, 1, 0], "__proto__": 1}') })],
    ['play normal NaN', 'play: normal: must be [x, y, z] of finite numbers',
      () => plume.createEffect({ layers: [{ render: 'decal' }] }).play([0, 0, 0], { normal: [0, NaN, 1] })],
    ['play normal without decals', "play: normal lays an effect's decal layers (render: 'decal') on a surface, and this effect has none",
      () => plume.createEffect({ layers: [{ rate: 5 }] }).play([0, 0, 0], { normal: [0, 0, 1] })],
    ['noise speed 1001', 'layers[0].noise.speed: must be a finite number',
      () => plume.createEffect({ layers: [{ sim: 'cpu', noise: { strength: 1, speed: 1001 } }] })],
    ['noise speed -1', 'noise.speed must be a finite number',
      () => plume.createEmitter({ noise: { strength: 1, speed: -1 } })],
    ['noise on a manual system', "noise: a manual system's particles are drawn where the game puts them",
      () => plume.addSystem({ manual: true, noise: { strength: 1 } })],
    ['hueShift Infinity', 'hueShift must be a finite number', () => plume.createEffect({ layers: [{ hueShift: Infinity }] })],
    ['trail length 1e39', 'trail.length', () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', trail: { length: 1e39 } }] })],
    ['trail scroll 1e39', 'trail.scroll must be a finite number (texture lengths a second) from -1000 to 1000',
      () => plume.createEffect({ layers: [{ sim: 'cpu', render: 'trail', trail: { scroll: 1e39 } }] })],
    ['trail scroll NaN', 'trail.scroll must be a finite number', () => plume.addSystem({ render: 'trail', trail: { scroll: NaN } })],
    ["parent '__proto__'", "no layer is named '__proto__'",
      () => plume.createEffect({ layers: [{ sim: 'cpu', name: 'a' }, { sim: 'cpu', parent: '__proto__', on: 'death' }] })],
  ];
  for (const [label, expected, call] of cases) {
    await attempt(label, expected, call);
    frames.push({ label, red: drawsQuad(gl, plume) });
  }
  const time = plume.time;

  // -- stats.recycled, the first-step warning, and wasm from every kind of source -----------------
  plume.defineParticle('two', { mesh: quad, capacity: 2 });
  for (let i = 0; i < 5; i++) plume.spawn('two', [0, 0, 0]);
  const recycled = plume.stats.recycled;
  plume.destroy();

  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  try {
    const fresh = (await scenarios.setup('webgl1')).plume;
    fresh.defineParticle('quad', { mesh: quad });
    fresh.spawn('quad', [0, 0, 0]);
    fresh.step(123456); // a requestAnimationFrame timestamp passed as the first delta
    fresh.spawn('quad', [0, 0, 0]);
    fresh.step(50000);
    fresh.destroy();
  } finally {
    console.warn = warn;
  }

  const wasmBytes = await (await fetch('/web/dist/plume.wasm')).arrayBuffer();
  const sources = {
    url: '/web/dist/plume.wasm',
    arrayBuffer: wasmBytes,
    uint8Array: new Uint8Array(wasmBytes),
    response: await fetch('/web/dist/plume.wasm'),
    module: new WebAssembly.Module(wasmBytes),
  };
  const fromSources = {};
  for (const [kind, wasm] of Object.entries(sources)) {
    const canvas = helpers.makeCanvas();
    const made = await api.createPlume({ canvas, wasm, contextAttributes: { preserveDrawingBuffer: true } });
    made.defineParticle('quad', { mesh: quad, spin: false });
    fromSources[kind] = drawsQuad(canvas.getContext('webgl'), made);
    made.destroy();
  }
  return { results, destroyedByValueOf, survivor, dRed, frames, time, recycled, warnings, fromSources };
}

describe('the JavaScript boundary', () => {
  it('rejects every bad argument with a PlumeError naming it, before touching the heap', async () => {
    const out = await session.page.evaluate(runBoundary);
    const wrong = out.results.filter(({ expected, message, name }) => name !== 'PlumeError' || !message.includes(expected))
      .map(({ label, expected, message, name }) => `${label}: ${name} "${message}" (expected "${expected}")`);
    assert.deepEqual(wrong, [], `${wrong.length} of ${out.results.length} cases without the right PlumeError`);
    assert.equal(out.destroyedByValueOf, false, 'valueOf is never called: an object is not a number');
    assert.equal(out.survivor, 'ok', 'the other Plumes on the page are intact');
    assert.equal(out.dRed, 255, 'another Plume still draws after the re-entrant calls');
    for (const { label, red } of out.frames) assert.equal(red, 255, `a valid frame renders after: ${label}`);
    assert.ok(Number.isFinite(out.time) && out.time === 0, `time stays finite and unchanged: ${out.time}`);
    assert.equal(out.recycled, 3, 'stats.recycled counts the instances ended by spawning into a full pool');
    assert.equal(out.warnings.length, 1, `one warning for the first step that ends everything: ${out.warnings}`);
    assert.match(out.warnings[0], /pass t - previousT/);
    assert.deepEqual(out.fromSources, { url: 255, arrayBuffer: 255, uint8Array: 255, response: 255, module: 255 },
      'createPlume({ wasm }) from a URL, ArrayBuffer, Uint8Array, Response and WebAssembly.Module');
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});
