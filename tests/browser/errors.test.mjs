// Bad input gets an exception whose message names the problem, and Plume keeps working after it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// Runs in the page: each case is [label, expected message fragment, call]; after each failure a
// valid frame must still draw the quad.
async function runBadInputs() {
  const { helpers, art, plume: api, scenarios } = window;
  const { gl, plume } = await scenarios.setup('webgl1');
  const view = helpers.identity();
  const projection = helpers.ortho(-10, 10, -10, 10);
  const results = [];
  const attempt = async (label, expected, call) => {
    let message = null;
    let name = null;
    try {
      await call();
    } catch (error) {
      message = error.message;
      name = error.name;
    }
    results.push({ label, expected, message, name });
  };
  const validFrame = () => {
    plume.spawn('quad', [0, 0, 0], 100000, 1, 1);
    helpers.clear(gl);
    plume.render(view, projection);
    return helpers.redAt(helpers.readPixels(gl), 32, 32);
  };

  await attempt('spawn before any define', 'no particle kinds are defined yet', () => plume.spawn('quad', [0, 0, 0]));
  plume.defineParticle('quad', { mesh: art.quadObj(0, 0, 4), spin: false });
  const frames = [];
  const cases = [
    ['unknown kind', "unknown particle kind 'nope'", () => plume.spawn('nope', [0, 0, 0])],
    ['malformed OBJ', 'OBJ line 2', () => plume.defineParticle('bad', { mesh: 'v 0 0 0\nv 1 zero 0\nf 1 2 3\n' })],
    ['face out of range', 'vertex index 9 is out of range', () => plume.defineParticle('bad', { mesh: 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n' })],
    ['mismatched keyframes', 'mesh2 has 8 vertices but mesh has 4',
      () => plume.defineParticle('bad', { mesh: art.quadObj(), mesh2: art.quadObj() + 'v 5 5 5\nv 6 5 5\nv 6 6 5\nv 5 6 5\nf 5/1 6/2 7/3 8/4\n' })],
    ['mesh not a string', 'mesh must be OBJ text', () => plume.defineParticle('bad', { mesh: 42 })],
    ['duplicate kind', "'quad' is already defined", () => plume.defineParticle('quad', { mesh: art.quadObj() })],
    ['unknown option', "unknown option 'maxage'", () => plume.defineParticle('bad', { mesh: art.quadObj(), maxage: 5 })],
    ['bad blend', 'blend must be one of additive, alpha, premultiplied', () => plume.defineParticle('bad', { mesh: art.quadObj(), blend: 'screen' })],
    ['NaN maxAge in a kind', 'maxAge must be a positive finite number', () => plume.defineParticle('bad', { mesh: art.quadObj(), maxAge: NaN })],
    ['zero endSize in a kind', 'endSize must be a positive finite number', () => plume.defineParticle('bad', { mesh: art.quadObj(), endSize: 0 })],
    ['negative maxAge in spawn', 'maxAge must be a positive finite number', () => plume.spawn('quad', [0, 0, 0], -1)],
    ['zero maxAge in spawn', 'maxAge must be a positive finite number', () => plume.spawn('quad', [0, 0, 0], 0)],
    ['NaN scale in spawn', 'scale1 must be a positive finite number', () => plume.spawn('quad', [0, 0, 0], 1000, NaN)],
    ['negative scale in spawn', 'scale2 must be a positive finite number', () => plume.spawn('quad', [0, 0, 0], 1000, 1, -2)],
    ['bad position', 'position must be [x, y, z] or a Float32Array(16)', () => plume.spawn('quad', [1, 2])],
    ['NaN in position', 'position[1]', () => plume.spawn('quad', [1, NaN, 0])],
    ['non-16 view matrix', 'view must be a Float32Array(16)', () => plume.render(new Float32Array(15), projection)],
    ['non-16 projection', 'projection must be a Float32Array(16)', () => plume.render(view, [1, 2, 3])],
    ['NaN in a matrix', 'view[3] is NaN', () => { const m = helpers.identity(); m[3] = NaN; plume.render(m, projection); }],
    ['negative step', 'step: ms must be a finite number >= 0', () => plume.step(-5)],
    ['NaN step', 'step: ms must be a finite number >= 0', () => plume.step(NaN)],
    ['corrupt image', 'not a readable PNG or JPEG', () => plume.loadTexture(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))],
    ['truncated image', 'truncated', async () => {
      const png = await art.glowTexturePng({ size: 32 });
      return plume.loadTexture(png.slice(0, png.length / 2));
    }],
    ['empty image', 'image is empty', () => plume.loadTexture(new ArrayBuffer(0))],
    ['image not bytes', 'expected a URL string, ArrayBuffer, Uint8Array, Blob, an image (<img>, canvas, ImageBitmap, ImageData, video) or a three.js Texture, got an object', () => plume.loadTexture({})],
    ['image URL missing', 'HTTP 404', () => plume.loadTexture('/no/such/texture.png')],
    ['foreign texture', 'texture must come from this Plume', () => plume.defineParticle('bad', { mesh: art.quadObj(), texture: { id: 1 } })],
    ['kill unknown instance', 'is not alive', () => plume.kill(123456)],
  ];
  for (const [label, expected, call] of cases) {
    await attempt(label, expected, call);
    frames.push({ label, red: validFrame() });
  }
  const stats = plume.stats;
  plume.destroy();
  await attempt('spawn after destroy', 'this Plume was destroyed', () => plume.spawn('quad', [0, 0, 0]));
  await attempt('render after destroy', 'this Plume was destroyed', () => plume.render(view, projection));
  await attempt('loadTexture after destroy', 'this Plume was destroyed', () => plume.loadTexture(new Uint8Array(4)));
  await attempt('stats after destroy', 'this Plume was destroyed', () => plume.stats);
  let secondDestroy = 'ok';
  try { plume.destroy(); } catch (error) { secondDestroy = error.message; }
  await attempt('createPlume without target', 'pass exactly one of { canvas }', () => api.createPlume({}));
  await attempt('createPlume with a non-context', 'gl must be a WebGLRenderingContext', () => api.createPlume({ gl: {} }));
  await attempt('createPlume with a bad seed', 'seed must be an integer', () => api.createPlume({ canvas: helpers.makeCanvas(), seed: -1 }));
  return { results, frames, stats, secondDestroy };
}

describe('bad input', () => {
  it('throws a PlumeError naming the problem, and the next frame still renders', async () => {
    const { results, frames, stats, secondDestroy } = await session.page.evaluate(runBadInputs);
    for (const { label, expected, message, name } of results) {
      assert.ok(message !== null, `${label}: expected an exception`);
      assert.ok(message.includes(expected), `${label}: message "${message}" lacks "${expected}"`);
      assert.equal(name, 'PlumeError', `${label}: ${name}`);
    }
    for (const { label, red } of frames) assert.equal(red, 255, `a valid frame renders after: ${label}`);
    assert.equal(stats.particlesActive, frames.length, 'only the valid spawns created instances');
    assert.equal(secondDestroy, 'ok', 'a second destroy() is harmless');
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});
