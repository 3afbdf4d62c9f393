// Images whose headers lie are refused from the header, before the wasm heap grows for them, and
// an image one pixel too large says so.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// 70 bytes: a valid 1x1 RGBA PNG whose IHDR (with a correct CRC) claims 4096x4096.
const LYING_PNG = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 16, 0, 0, 0, 16, 0, 8, 6, 0, 0,
  0, 242, 163, 36, 23, 0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 255, 255, 255, 127, 0, 9, 251, 3, 253, 42, 134,
  227, 138, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130];

async function runHostileImages(lyingPng) {
  const { scenarios } = window;
  const { plume } = await scenarios.setup('webgl1');
  const failure = async (load) => {
    try {
      await load();
      return 'no exception';
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  };
  const heapBefore = plume.heapBytes;
  const allocatedBefore = plume.allocatedBytes;
  const lying = await failure(() => plume.loadTexture(new Uint8Array(lyingPng)));
  const heapAfter = plume.heapBytes;
  const allocatedAfter = plume.allocatedBytes;
  const canvas = new OffscreenCanvas(4097, 16);
  canvas.getContext('2d').fillRect(0, 0, 4097, 16);
  const wide = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  const tooWide = await failure(() => plume.loadTexture(wide));
  plume.destroy();
  return { lying, heapBefore, heapAfter, allocatedBefore, allocatedAfter, tooWide };
}

describe('hostile images', () => {
  it('a 70-byte PNG claiming 4096x4096 is refused without growing the heap; 4097 pixels wide is named', async () => {
    const out = await session.page.evaluate(runHostileImages, LYING_PNG);
    assert.match(out.lying, /^PlumeError: .*PNG image claims 4096x4096 pixels, which need at least \d+ bytes, but has 70/);
    assert.equal(out.heapAfter, out.heapBefore, 'the wasm heap did not grow');
    assert.equal(out.allocatedAfter, out.allocatedBefore, 'nothing stayed allocated');
    assert.match(out.tooWide, /^PlumeError: .*PNG image is 4097x16; each side must be 1\.\.4096 pixels/);
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});

describe('images from a URL', () => {
  it('a URL whose bytes are no image is named in the message with what the server answered', async () => {
    // a Git LFS pointer served in place of the picture: status 200, the picture's type, a few lines of text
    const pointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:0123\nsize 4096\n';
    await session.page.route('**/hostile/lfs-pointer.png', (route) => route.fulfill({ body: pointer,
      headers: { 'Content-Type': 'image/png' } }));
    const message = await session.page.evaluate(async () => {
      const { plume } = await window.scenarios.setup('webgl1');
      try {
        await plume.loadTexture('/hostile/lfs-pointer.png');
        return 'no exception';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      } finally {
        plume.destroy();
      }
    });
    assert.match(message, /^PlumeError: loadTexture: image of 69 bytes is not a readable PNG or JPEG: .*; it starts with "version http" \(from \/hostile\/lfs-pointer\.png: HTTP 200, image\/png\)$/);
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});
