// Effect files (plume.loadEffect) in headless Chromium, pixels read back: toJSON round trips, seeking
// backwards shows what playing forwards showed, kinds spawned on a timeline, and bad files named by path.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { openTestPage } from './harness.mjs';
import { litCount as lit, maxDifference } from './pixels.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = (name, ...args) => session.page.evaluate(async ([n, a]) => {
  const s = await import('/tests/browser/effect_scenarios.js');
  const resolved = [];
  for (const v of a) resolved.push(typeof v === 'string' && v.startsWith('@') ? await s.example(v.slice(1)) : v);
  return s[n](...resolved);
}, [name, args]);


// A solid 8x8 PNG, written here so the test needs no binary file.
function solidPng(r, g, b) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0); header.writeUInt32BE(8, 4); header[8] = 8; header[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [r, g, b]).flat()])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0))]);
}

describe('effect files', () => {
  it('toJSON round-trips: loadEffect(effect.toJSON()) plays the same pixels', async () => {
    for (const name of ['@explosion', '@campfire', '@portal']) {
      const first = await run('playForward', 'webgl1', name, [300, 900]);
      const second = await run('playForward', 'webgl1', first.json, [300, 900]);
      assert.deepEqual(second.json, first.json, `${name}: the same file`);
      for (let i = 0; i < 2; i++) {
        assert.ok(lit(first.images[i]) > 50, `${name}: something is drawn (${lit(first.images[i])} lit pixels)`);
        assert.equal(maxDifference(first.images[i], second.images[i]), 0, `${name}: the same pixels at frame ${i}`);
      }
    }
  });

  it('CPU systems: a burst plays where the effect is, the same particles on any Plume and after a seek, stop() ends a period flow', async () => {
    const { boxes, before, after } = await run('systemPlacementAndStop');
    for (const { played, sought } of boxes) {
      const centre = (played.min[0] + played.max[0]) / 2;
      assert.ok(Math.abs(centre - 5) < 0.5, `the burst is at x = 5, not at the origin (box centre x ${centre})`);
      // one step of 100 ms against seek's 60 Hz sub-steps: the same particles, up to float rounding
      const gap = Math.max(...[0, 1, 2].flatMap((a) => [Math.abs(sought.min[a] - played.min[a]), Math.abs(sought.max[a] - played.max[a])]));
      assert.ok(gap < 1e-4, `seeking back to 100 ms shows the box playing showed (largest difference ${gap})`);
    }
    assert.deepEqual(boxes[1].played, boxes[0].played, 'a seedless system gets its seed from the file, not the Plume');
    assert.ok(before > 10, `the flow runs before stop() (${before} particles)`);
    assert.equal(after, 0, 'stop() ends a flow set by period: its last particles die');
  });

  it('a manual system in a file is refused with its path', async () => {
    const file = { plume: 'effect', version: 1, systems: [{ manual: true }] };
    assert.match(await run('loadError', file), /systems\[0\]\.manual: a manual system is moved by the game/);
  });

  it('seek(t) backwards and forwards shows the pixels playing forwards showed at t', async () => {
    const times = [0, 200, 520, 1000, 1600];
    const forward = await run('playForward', 'webgl1', '@explosion', times);
    const sought = await run('scrub', 'webgl1', '@explosion', 2000, [1000, 200, 1600, 0, 520]);
    const order = [1000, 200, 1600, 0, 520];
    order.forEach((t, i) => {
      const expected = forward.images[times.indexOf(t)];
      assert.equal(maxDifference(sought.images[i], expected), 0, `t = ${t} ms: the same pixels`);
    });
    assert.equal(sought.time, 520);
    assert.ok(lit(forward.images[2]) > 100, 'the explosion is visible at 520 ms');
    // the same on WebGL 2 and in a game's WebGL 1 context
    for (const mode of ['webgl2', 'webgl1guest']) {
      const f = await run('playForward', mode, '@campfire', [700]);
      const s = await run('scrub', mode, '@campfire', 1500, [700]);
      assert.equal(maxDifference(f.images[0], s.images[0]), 0, `${mode}: the same pixels`);
    }
  });

  it('plays CPU systems: round trip, and seeking back re-simulates them to the pixels 60 Hz steps showed', async () => {
    // a system is simulated step by step: seek() re-simulates at 60 steps a second, so playing forwards
    // at 60 Hz reaches the same particles
    const tick = 1000 / 60;
    const times = [20 * tick, 54 * tick];
    const first = await run('playForward', 'webgl1', '@forge', times, tick);
    const second = await run('playForward', 'webgl1', first.json, times, tick);
    const sought = await run('scrub', 'webgl1', '@forge', 1500, [times[1], times[0]]);
    assert.ok(first.stats.systems >= 1 && first.stats.systemParticles > 20, `systems ${first.stats.systems}, ${first.stats.systemParticles} particles`);
    assert.ok(lit(first.images[1]) > 50, `sparks drawn (${lit(first.images[1])} lit pixels)`);
    for (let i = 0; i < 2; i++) assert.equal(maxDifference(first.images[i], second.images[i]), 0, `round trip, frame ${i}`);
    assert.equal(maxDifference(sought.images[0], first.images[1]), 0, 'seek back to 900 ms');
    assert.equal(maxDifference(sought.images[1], first.images[0]), 0, 'seek back to 333 ms');
    const at16 = await run('playForward', 'webgl1', '@forge', [times[1]]);
    assert.ok(maxDifference(at16.images[0], first.images[1]) > 0, 'the test can fail: 16 ms steps simulate other sparks');
  });

  it('spawns kinds at their time on the timeline; stop() cancels those not born; destroy() ends it', async () => {
    const result = await run('scheduled', 'webgl1');
    assert.equal(lit(result.before), 0, 'nothing before 500 ms');
    assert.ok(lit(result.after) > 100, `the quad after 500 ms (${lit(result.after)} lit pixels)`);
    assert.equal(lit(result.stopped), 0, 'stopped before its birth: never shown');
    assert.match(result.afterDestroy, /this effect was destroyed/);
    assert.equal(result.active, 0);
  });

  it('shares kinds between effects loaded from the same file', async () => {
    const { a, b } = await run('loadTwice', 'webgl1', '@explosion');
    assert.deepEqual(a, b);
    assert.deepEqual(Object.keys(a), ['fireball', 'shockwave']);
  });

  it('loads a file by URL with its texture relative to the file', async () => {
    const dir = new URL('../../build/test-effects/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('green.png', dir), solidPng(0, 255, 0));
    const quad = 'v -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3 4/4\n';
    writeFileSync(new URL('green.json', dir), JSON.stringify({ plume: 'effect', version: 1, name: 'green', textures: { g: 'green.png' },
      kinds: { q: { mesh: quad, texture: 'g', spin: false, startSize: 1, endSize: 1, fade: 'none', blend: 'alpha' } },
      spawns: [{ kind: 'q' }] }));
    const result = await run('fromUrl', 'webgl1', '/build/test-effects/green.json');
    assert.equal(result.name, 'green');
    assert.equal(result.json.textures.g, 'green.png', 'toJSON keeps the URL as written');
    const centre = (48 * 96 + 48) * 4;
    assert.deepEqual(result.image.pixels.slice(centre, centre + 3), [0, 255, 0]);
    assert.match(await run('loadError', '/build/test-effects/missing.json'), /loadEffect\(\/build\/test-effects\/missing.json\): could not fetch .*HTTP 404/);
  });

  it('refuses unknown versions and bad fields with a PlumeError naming the path in the file', async () => {
    const base = { plume: 'effect', version: 1 };
    const quad = 'v -1 -1 0\nv 1 -1 0\nv 1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nf 1/1 2/2 3/3\n';
    const cases = [
      [{ ...base, version: 3 }, /^PlumeError: loadEffect: version: this Plume reads effect files of versions 1 and 2, got 3 \(a newer Plume wrote it/],
      [{ version: 1 }, /^PlumeError: loadEffect: plume: must be "effect"/],
      [{ ...base, emitters: [{}, {}, { rate: 'fast' }] }, /^PlumeError: loadEffect: emitters\[2\]\.rate: must be a finite number \(particles per second\) from 0 to 1000000, got 'fast'$/],
      [{ ...base, emitters: [{ color: ['#fff', 'red'] }] }, /emitters\[0\]\.color\[1\]: must be '#rgb'/],
      [{ ...base, emitters: [{ sped: 3 }] }, /emitters\[0\]\.sped: unknown field \(known: name, position, texture, rate/],
      [{ ...base, emitters: [{ texture: 'glow' }] }, /emitters\[0\]\.texture: must name one of the file's textures \(it has none\), got "glow"/],
      [{ ...base, kinds: { boom: { mesh: quad, startSize: -1 } } }, /kinds\.boom\.startSize: must be a finite number > 0, got -1/],
      [{ ...base, kinds: { boom: { mesh: quad, blend: 'add' } } }, /kinds\.boom\.blend: must be one of additive, alpha, premultiplied, additive-ignore-alpha, got "add"/],
      [{ ...base, kinds: { boom: { mesh: 'boom.obj' } } }, /kinds\.boom\.mesh: must be OBJ text/],
      [{ ...base, kinds: { boom: { mesh: 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n' } } }, /kinds\.boom: .*OBJ/],
      [{ ...base, kinds: { boom: { mesh: quad } }, spawns: [{ kind: 'bang' }] }, /spawns\[0\]\.kind: must name one of the file's kinds \(boom\), got "bang"/],
      [{ ...base, kinds: { boom: { mesh: quad } }, spawns: [{ kind: 'boom', at: -5 }] }, /spawns\[0\]\.at: must be a finite number from 0 to 3600000, got -5/],
      [{ ...base, kinds: { boom: { mesh: quad } }, spawns: [{ kind: 'boom', count: 1.5 }] }, /spawns\[0\]\.count: must be an integer from 1 to 10000/],
      [{ ...base, textures: { glow: 7 } }, /textures\.glow: must be a URL/],
      [{ ...base, textures: { glow: 'missing.png' } }, /textures\.glow: loadTexture: could not fetch .*missing\.png: HTTP 404/],
      [{ ...base, colour: 1 }, /^PlumeError: loadEffect: colour: unknown field \(known: plume, version/],
      [{ ...base, systems: {} }, /systems: must be an array/],
      [{ ...base, systems: [{ rate: -1 }] }, /^PlumeError: loadEffect: systems\[0\]\.rate: must be/],
      [{ ...base, systems: [{ render: 'sparkle' }] }, /^PlumeError: loadEffect: systems\[0\]\.render: must be one of/],
      [{ ...base, systems: [{ texture: 'smoke' }] }, /systems\[0\]\.texture: must name one of the file's textures/],
      ['{ "plume": "effect", ', /loadEffect: the text given is not JSON/],
      [42, /loadEffect: expected the URL of an effect file, its JSON text or its parsed object, got 42/],
    ];
    for (const [file, expected] of cases) assert.match(await run('loadError', file), expected);
    assert.equal(await run('loadError', { ...base }), 'no error', 'an empty effect is fine');
  });
});
