// The defects that lived between kinds, emitters and systems (issues 14 and 18), through the public
// API in headless Chromium with pixels read back. Each failed on the code before its fix, but for the
// reloaded texture of a kind or a system: through JavaScript, destroyTexture already dropped the GL
// texture, so those two guard the (slot, generation) keying that now also covers C games.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/seam_scenarios.js');

describe('textures shared by kinds, emitters and systems', () => {
  for (const user of ['kind', 'system', 'emitter']) {
    it(`a texture loaded into a reused slot draws its own pixels for a ${user} (not black, not the old texture)`, async () => {
      for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
        const result = await run('reloadedTexture', mode, user);
        assert.deepEqual(result.before, [255, 0, 0], `${mode}: the first texture draws red`);
        assert.deepEqual(result.after, [0, 255, 0], `${mode}: the second draws green (ids ${result.red}, ${result.green})`);
        assert.deepEqual(result.errors, [], `${mode}: no GL error`);
        assert.ok(result.reused, `${mode}: the second texture took the first one's slot`);
      }
    });
  }
});

describe('blending: every producer applies alpha once', () => {
  for (const blend of ['additive', 'premultiplied']) {
    it(`a half-alpha white particle, ${blend}, is 128 from a kind, a system and an emitter`, async () => {
      for (const user of ['kind', 'system', 'emitter']) {
        const [r, g, b] = await run('halfAlphaWhite', 'webgl1', user, blend);
        for (const channel of [r, g, b]) assert.ok(Math.abs(channel - 128) <= 2, `${user}, ${blend}: ${[r, g, b]}`);
      }
    });
  }
  it("an emitter takes 'additive-ignore-alpha' as kinds and systems do", async () => {
    const [r] = await run('halfAlphaWhite', 'webgl1', 'emitter', 'additive-ignore-alpha');
    assert.ok(Math.abs(r - 128) <= 2, `colour × alpha, added: ${r}`);
  });
});

describe('the draw list grows: nothing is dropped from a frame', () => {
  for (const then of ['system', 'kind']) {
    it(`256 emitters and a ${then}: the ${then} is drawn, and every draw is counted`, async () => {
      for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
        const result = await run('crowdedFrame', mode, then);
        assert.ok(result.centre[0] > 200, `${mode}: the ${then} at the centre (${result.centre})`);
        assert.equal(result.drawCalls, 257, mode);
      }
    });
  }
  it('1,000 emitters can live at once (the cap was 256)', async () => {
    const result = await run('crowdedFrame', 'webgl1', 'system', 1000);
    assert.equal(result.drawCalls, 1001);
  });
});

describe('emitters check textures as kinds and systems do', () => {
  it('a destroyed texture is refused, a reloaded one (a high id) accepted, and a texture in use cannot be destroyed', async () => {
    const result = await run('emitterTextures', 'webgl1');
    assert.ok(result.ids[1] > 2048, `the reloaded texture has a high id (${result.ids})`);
    assert.match(result.destroyed, /^PlumeError: createEmitter: .*texture/);
    assert.equal(result.reloaded, 'ok');
    assert.match(result.inUse, /^PlumeError: destroyTexture: .*used by an emitter/);
    assert.equal(result.afterDestroy, 'ok');
  });
});

describe('effect files: failures undo, hostile input, names', () => {
  it('a play that fails (out of memory) undoes what it made; destroy leaves nothing', async () => {
    const result = await run('failedPlay', 'webgl1');
    assert.match(result.failure, /^PlumeError: play: .*out of memory/);
    assert.ok(result.hogs > 10, `the game's own systems filled the heap: ${result.hogs}`);
    assert.deepEqual(result.before, { systems: result.hogs, emitters: 0 });
    assert.deepEqual(result.afterFailure, result.before, 'only the game\'s own systems are left');
    assert.deepEqual(result.afterDestroy, result.before);
  });

  it('a file whose getters throw is refused with a PlumeError naming the file; Unicode names load; refused names say why', async () => {
    const r = await run('hostileFiles', 'webgl1');
    assert.match(r.proxy, /^PlumeError: loadEffect: .*could not be read.*RangeError: proxy trap/);
    assert.match(r.ownKeys, /^PlumeError: loadEffect: .*could not be read.*TypeError: keys trap/);
    assert.equal(r.emoji, 'ok');
    assert.equal(r.emojiKind, 'ok');
    assert.match(r.empty, /^PlumeError: loadEffect: name: must not be empty/);
    assert.match(r.long, /^PlumeError: loadEffect: name: is 201 characters long; at most 200/);
    assert.match(r.nul, /^PlumeError: loadEffect: name: must not contain NUL/);
    assert.match(r.surrogate, /^PlumeError: loadEffect: name: holds a lone surrogate/);
    assert.match(r.number, /^PlumeError: loadEffect: name: must be a string, got 5/);
  });
});
