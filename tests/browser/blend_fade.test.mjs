// Blending and fading for ordinary game art (white-on-transparent sprites), with the book's
// behaviour still one option away: 'additive' respects the texture's alpha, 'additive-ignore-alpha'
// is the book's ONE, ONE; fade 'linear' (default) shows a kind at birth, 'book' wobbles, 'none' holds;
// startColor / endColor tint over life.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// A 32×32 PNG, white everywhere, alpha 1 inside a disc of radius 12 and 0 outside: the
// transparent corners keep white RGB, as exported game art often does.
function softSpritePng() {
  const size = 32;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0]; // filter: none
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) < 12;
      row.push(255, 255, 255, inside ? 255 : 0);
    }
    rows.push(...row);
  }
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return [...Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))])];
}

// Runs in the page: one quad filling most of a 64×64 canvas, drawn at the given ages (ms of 1000).
async function drawQuad([png, definition, ages]) {
  const { helpers, art, plume: api } = window;
  const canvas = helpers.makeCanvas(64, 64);
  const plume = await api.createPlume({ canvas, contextAttributes: { antialias: false, preserveDrawingBuffer: true, alpha: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(new Uint8Array(png));
  plume.defineParticle('q', { mesh: art.quadObj(0, 0, 2), texture, spin: false, startSize: 1, endSize: 1, maxAge: 1000,
    ...definition });
  plume.spawn('q', [0, 0, 0]);
  const frames = [];
  let now = 0;
  for (const age of ages) {
    plume.step(age - now);
    now = age;
    helpers.clear(gl);
    plume.render(helpers.identity(), helpers.ortho(-1.1, 1.1, -1.1, 1.1));
    const image = helpers.readPixels(gl);
    const at = (x, y) => Array.from(image.pixels.slice(((63 - y) * 64 + x) * 4, ((63 - y) * 64 + x) * 4 + 3));
    frames.push({ centre: at(32, 32), corner: at(5, 5) });
  }
  plume.destroy();
  return frames;
}

describe('blending and fading for ordinary art', () => {
  it("'additive' respects the texture's alpha; 'additive-ignore-alpha' (the book's ONE, ONE) does not", async () => {
    const png = softSpritePng();
    const [soft] = await session.page.evaluate(drawQuad, [png, { fade: 'none' }, [1]]);
    const [book] = await session.page.evaluate(drawQuad, [png, { fade: 'none', blend: 'additive-ignore-alpha' }, [1]]);
    assert.deepEqual(soft.centre, [255, 255, 255], 'the disc is drawn');
    assert.deepEqual(soft.corner, [0, 0, 0], 'transparent corners add nothing');
    assert.deepEqual(book.corner, [255, 255, 255], "ONE, ONE draws the transparent corners: a solid square");
  });

  it("fade 'linear' (default) shows an alpha-blended kind at birth; 'book' hides it at birth; 'none' holds", async () => {
    const png = softSpritePng();
    const ages = [1, 500, 900];
    const linear = await session.page.evaluate(drawQuad, [png, { blend: 'alpha' }, ages]);
    const book = await session.page.evaluate(drawQuad, [png, { blend: 'alpha', fade: 'book' }, ages]);
    const none = await session.page.evaluate(drawQuad, [png, { blend: 'alpha', fade: 'none' }, ages]);
    assert.ok(linear[0].centre[0] >= 250, `linear: visible at birth (${linear[0].centre})`);
    assert.ok(Math.abs(linear[1].centre[0] - 128) <= 3, `linear: half at t = 0.5 (${linear[1].centre})`);
    assert.ok(Math.abs(linear[2].centre[0] - 26) <= 3, `linear: a tenth at t = 0.9 (${linear[2].centre})`);
    assert.ok(book[0].centre[0] <= 2, `book: invisible at birth, its wobble starts at 0 (${book[0].centre})`);
    assert.ok(book[1].centre[0] >= 120 && book[1].centre[0] <= 135, `book: (1 - t) × wobble(500) = 0.5 (${book[1].centre})`);
    for (const frame of none) assert.deepEqual(frame.centre, [255, 255, 255], "'none' holds full strength");
  });

  it('tints from startColor to endColor over life (hex strings and arrays)', async () => {
    const png = softSpritePng();
    const frames = await session.page.evaluate(drawQuad,
      [png, { fade: 'none', startColor: '#ff0000', endColor: [0, 0, 1] }, [1, 500, 999]]);
    assert.ok(frames[0].centre[0] >= 250 && frames[0].centre[2] <= 2, `red at birth (${frames[0].centre})`);
    assert.ok(Math.abs(frames[1].centre[0] - 128) <= 3 && Math.abs(frames[1].centre[2] - 128) <= 3,
      `purple half way (${frames[1].centre})`);
    assert.ok(frames[2].centre[0] <= 2 && frames[2].centre[2] >= 250, `blue at the end (${frames[2].centre})`);
  });

  it('rejects unknown fades and malformed colours with a PlumeError naming them', async () => {
    const messages = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const plume = await api.createPlume({ canvas: helpers.makeCanvas(8, 8) });
      const attempt = (definition) => {
        try {
          plume.defineParticle('x', { mesh: art.quadObj(), ...definition });
          return 'no error';
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      };
      const out = [attempt({ fade: 'wobble' }), attempt({ startColor: '#12' }), attempt({ endColor: [1, NaN, 0] }),
        attempt({ startColor: [1, 1] }), attempt({ startColor: [-1, 0, 0] })];
      plume.defineParticle('ok', { mesh: art.quadObj(), startColor: '#abc', endColor: '#11223344' }); // still usable
      plume.destroy();
      return out;
    });
    assert.match(messages[0], /^PlumeError: defineParticle\('x'\): fade must be one of linear, book, none, got 'wobble'/);
    assert.match(messages[1], /^PlumeError: defineParticle\('x'\): startColor '#12' is not a colour/);
    assert.match(messages[2], /^PlumeError: defineParticle\('x'\): endColor\[1\] is .*NaN.*colour components are finite numbers >= 0/);
    assert.match(messages[3], /^PlumeError: defineParticle\('x'\): startColor must be '#rrggbb\(aa\)' or \[r, g, b, a\]/);
    assert.match(messages[4], /^PlumeError: defineParticle\('x'\): startColor\[0\] is .*-1/);
  });
});
