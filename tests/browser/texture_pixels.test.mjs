// Textures are decoded by the browser (issue 29): every loadTexture source gives the module the picture's exact
// RGBA (unpremultiplied, no colour conversion, the top row first, as stb_image gave it), read back here from
// what Plume uploads to GL. Images a game holds used to be drawn into a 2D canvas and re-encoded as PNG, which
// rounded the colours of nearly transparent pixels; now an ImageBitmap, ImageData or <img> keeps them exactly.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

/** An RGBA8 PNG of exactly these pixels (node's zlib; a 2D canvas would premultiply them). */
function pngOf(width, height, pixels) {
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) rows.set(pixels.slice(y * width * 4, (y + 1) * width * 4), y * (1 + width * 4) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** width × height pixels, every one different; alpha runs 1..254 (or 255 everywhere when opaque). */
function picture(width, height, opaque = false) {
  return Array.from({ length: width * height }, (_, i) =>
    [(i * 7) & 255, (i * 13 + 5) & 255, 255 - (i & 255), opaque ? 255 : 1 + (i % 254)]).flat();
}

const CROSS_ORIGIN = 'http://localhost:1/cross-origin/picture.png'; // the page is on 127.0.0.1: another origin

async function loadEverySource({ png, pixels, opaque, npotPng, npotPixels, crossOrigin }) {
  const { scenarios, helpers, art } = window;
  const { gl, plume } = await scenarios.setup('webgl1', 32);
  // what Plume hands to GL: the core's pixels (texImage2D with a typed array)
  let uploaded = null;
  const texImage2D = gl.texImage2D;
  gl.texImage2D = function (...args) {
    if (args.length === 9 && ArrayBuffer.isView(args[8])) {
      const [width, height] = [args[3], args[4]];
      uploaded = { width, height, pixels: Array.from(args[8].subarray(0, width * height * 4)) };
    }
    return texImage2D.apply(this, args);
  };
  let kinds = 0;
  const upload = async (source) => {
    const texture = await plume.loadTexture(await source);
    uploaded = null;
    const name = `k${kinds++}`;
    plume.defineParticle(name, { mesh: art.quadObj(), texture, startSize: 1, endSize: 1, maxAge: 1e9 });
    plume.spawn(name, [0, 0, 0]);
    plume.render(helpers.identity(), helpers.ortho(-5, 5, -5, 5));
    return uploaded;
  };
  const failure = async (call) => { try { await call(); return 'no exception'; } catch (error) { return `${error.name}: ${error.message}`; } };
  const bytes = new Uint8Array(png);
  const blob = new Blob([bytes], { type: 'image/png' });
  const blobUrl = URL.createObjectURL(blob);
  const img = new Image();
  img.src = blobUrl;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 16;
  canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(opaque), 16, 16), 0, 0);
  const jpeg = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 1));
  const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
  const exact = {
    uint8Array: await upload(bytes),
    arrayBuffer: await upload(bytes.slice().buffer),
    blob: await upload(blob),
    objectUrl: await upload(blobUrl),
    dataUrl: await upload(dataUrl),
    imageBitmap: await upload(createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' })),
    imageData: await upload(new ImageData(new Uint8ClampedArray(pixels), 16, 16)),
    img: await upload(img),
    threeTexture: await upload({ isTexture: true, image: new ImageData(new Uint8ClampedArray(pixels), 16, 16) }),
  };
  // a game's ImageBitmap made with the default options (premultiplied): WebGL ignores the unpack flags for it
  const defaultBitmap = await upload(createImageBitmap(blob));
  const opaqueCanvas = await upload(canvas);
  const jpegUpload = await upload(jpeg);
  const npot = {
    png: await upload(new Uint8Array(npotPng)),
    imageData: await upload(new ImageData(new Uint8ClampedArray(npotPixels), 3, 5)),
  };
  const foreign = new Image();
  foreign.src = crossOrigin;
  const errors = {
    corrupt: await failure(() => plume.loadTexture(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))),
    html: await failure(() => plume.loadTexture(new TextEncoder().encode('<!doctype html><p>not found</p>'))),
    crossOrigin: await failure(() => plume.loadTexture(foreign)),
    // the first 60 bytes of the PNG: its header gives 16 × 16, its pixels never come (it loaded as a blank texture)
    truncatedImg: await failure(() => {
      const cut = new Image();
      cut.src = URL.createObjectURL(new Blob([bytes.slice(0, 60)], { type: 'image/png' }));
      return plume.loadTexture(cut);
    }),
  };
  URL.revokeObjectURL(blobUrl);
  const stats = plume.stats;
  plume.destroy();
  return { exact, defaultBitmap, opaqueCanvas, jpegUpload, npot, errors, stats };
}

describe('textures decoded by the browser', () => {
  it('every source gives the exact pixels (alpha 1..254 unrounded, top row first); a JPEG its picture; NPOT resized as before', async () => {
    const pixels = picture(16, 16);
    const opaque = picture(16, 16, true);
    const npotPixels = picture(3, 5);
    await session.page.route(CROSS_ORIGIN, (route) => route.fulfill({ body: pngOf(16, 16, opaque),
      headers: { 'Content-Type': 'image/png', 'Cross-Origin-Resource-Policy': 'cross-origin' } }));
    const r = await session.page.evaluate(loadEverySource, { png: [...pngOf(16, 16, pixels)], pixels, opaque,
      npotPng: [...pngOf(3, 5, npotPixels)], npotPixels, crossOrigin: CROSS_ORIGIN });
    for (const [name, upload] of Object.entries(r.exact)) {
      assert.ok(upload, `${name}: a texture was uploaded`);
      assert.equal(`${upload.width}x${upload.height}`, '16x16', name);
      const wrong = upload.pixels.findIndex((v, i) => v !== pixels[i]);
      assert.equal(wrong, -1, `${name}: pixel ${wrong >> 2} channel ${wrong & 3} is ${upload.pixels[wrong]}, not ${pixels[wrong]}`);
    }
    let off = 0; // a premultiplied bitmap keeps its colours up to the premultiplication's rounding (255 / alpha)
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] < 64) continue;
      for (let c = 0; c < 4; c++) off = Math.max(off, Math.abs(r.defaultBitmap.pixels[i + c] - pixels[i + c]));
    }
    assert.ok(off <= 4, `a default (premultiplied) ImageBitmap uploads its colours unpremultiplied (worst channel off by ${off})`);
    assert.deepEqual(r.opaqueCanvas.pixels, opaque, 'an opaque canvas gives its pixels');
    const worst = r.jpegUpload.pixels.reduce((m, v, i) => Math.max(m, Math.abs(v - opaque[i])), 0);
    assert.ok(worst <= 24, `the JPEG is its picture (worst channel ${worst})`);
    assert.ok(r.jpegUpload.pixels.every((v, i) => i % 4 !== 3 || v === 255), 'a JPEG is opaque');
    assert.equal(`${r.npot.png.width}x${r.npot.png.height}`, '4x8', 'a 3×5 picture is resized up to 4×8');
    assert.deepEqual(r.npot.imageData, r.npot.png, 'the same resize from pixels as from the PNG');
    assert.match(r.errors.corrupt, /^PlumeError: loadTexture: image of 8 bytes is not a readable PNG or JPEG: the browser could not decode it .*; it starts with 01 02 03 04 05 06 07 08$/);
    assert.match(r.errors.html, /not a readable PNG or JPEG.*it starts with "<!doctype ht/);
    assert.match(r.errors.truncatedImg, /^PlumeError: loadTexture: the (<img> has no picture|HTMLImageElement has no readable pixels)/);
    assert.match(r.errors.crossOrigin, /^PlumeError: loadTexture: the HTMLImageElement comes from another origin without CORS/);
    assert.equal(r.stats.particlesActive, 14, 'every texture drew');
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});

// The reader (image_source.js): Plume's own WebGL context for exact pixels lives only while loads are in progress,
// so a page holds no extra live context once they settle (past Chrome's ~16 the oldest is lost: maybe the game's).
// A reader lost in use is not made again for the rest of its batch: the reads go through a 2D canvas, as they do
// where no WebGL context can be made at all, and a page without any canvas context gets a clear error.
async function readerLifetime({ png, opaquePng, pixels, opaque, url }) {
  const { scenarios, helpers, art } = window;
  const { gl, plume } = await scenarios.setup('webgl1', 32);
  let uploaded = null;
  const texImage2D = gl.texImage2D;
  gl.texImage2D = function (...args) {
    if (args.length === 9 && ArrayBuffer.isView(args[8])) uploaded = Array.from(args[8].subarray(0, args[3] * args[4] * 4));
    return texImage2D.apply(this, args);
  };
  let kinds = 0;
  const upload = async (source) => {
    const texture = await plume.loadTexture(await source);
    uploaded = null;
    const name = `reader${kinds++}`;
    plume.defineParticle(name, { mesh: art.quadObj(), texture, startSize: 1, endSize: 1, maxAge: 1e9 });
    plume.spawn(name, [0, 0, 0]);
    plume.render(helpers.identity(), helpers.ortho(-5, 5, -5, 5));
    return uploaded;
  };
  const failure = async (call) => { try { await call(); return 'no exception'; } catch (error) { return `${error.name}: ${error.message}`; } };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300)); // the reader goes 200 ms after the last load
  const bitmap = (bytes) => createImageBitmap(new Blob([bytes]), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  // every WebGL context made outside the game's canvas (the reader's), and how the page treats the next ones
  const made = [];
  let mode = 'normal'; // 'lose': a reader is lost as it reads; 'noWebgl': none can be made; 'noCanvas': no context at all
  const restores = [];
  for (const proto of [OffscreenCanvas.prototype, HTMLCanvasElement.prototype]) {
    const getContext = proto.getContext;
    proto.getContext = function (type, ...rest) {
      if (this === gl.canvas) return getContext.call(this, type, ...rest);
      const webgl = /webgl/.test(type);
      if (mode === 'noCanvas' || (webgl && mode === 'noWebgl')) return null;
      const context = getContext.call(this, type, ...rest);
      if (webgl) made.push(context);
      return context;
    };
    restores.push(() => { proto.getContext = getContext; });
  }
  const readPixels = WebGLRenderingContext.prototype.readPixels;
  WebGLRenderingContext.prototype.readPixels = function (...args) {
    readPixels.apply(this, args);
    if (mode === 'lose' && this !== gl) this.getExtension('WEBGL_lose_context').loseContext(); // the browser's limit, mid-read
  };
  restores.push(() => { WebGLRenderingContext.prototype.readPixels = readPixels; });
  const live = () => made.filter((context) => context && !context.isContextLost()).length;
  const out = {};
  try {
    await settle();
    const alpha = new Uint8Array(png), solid = new Uint8Array(opaquePng);
    out.sequential = [await upload(alpha), await upload(alpha.slice()), await upload(bitmap(alpha))];
    out.madeSequential = made.length;
    out.liveWhileLoading = live();
    await settle();
    out.liveAfterSequential = live();
    out.together = await Promise.all([upload(alpha), upload(alpha.slice()), upload(bitmap(alpha))]);
    out.madeTogether = made.length;
    await settle();
    out.liveAfterTogether = live();
    mode = 'lose';
    out.lost = [await upload(solid), await upload(solid.slice()), await upload(bitmap(solid))];
    out.madeLost = made.length;
    await settle();
    mode = 'noWebgl';
    out.noWebgl = { opaque: await upload(solid), bitmap: await upload(bitmap(solid)), alpha: await upload(alpha) };
    out.madeNoWebgl = made.length;
    await settle();
    mode = 'noCanvas';
    const solidBitmap = await bitmap(solid);
    out.noCanvas = {
      url: await failure(() => plume.loadTexture(url)),
      bytes: await failure(() => plume.loadTexture(solid)),
      bitmap: await failure(() => plume.loadTexture(solidBitmap)),
    };
    await settle();
    mode = 'normal';
    out.again = await upload(alpha);
    out.madeAgain = made.length;
    await settle();
    out.liveAtTheEnd = live();
  } finally {
    for (const restore of restores) restore();
  }
  out.allocated = plume.allocatedBytes;
  plume.destroy();
  return out;
}

describe('the pixel reader', () => {
  it('is released once loads settle (one context a batch, none left live), never made again in a batch once lost; the 2D fallback reads opaque pixels exactly and says when no canvas context can be made', async () => {
    const pixels = picture(16, 16);
    const opaque = picture(16, 16, true);
    const url = '/texture-reader/opaque.png';
    await session.page.route(`**${url}`, (route) => route.fulfill({ body: pngOf(16, 16, opaque), headers: { 'Content-Type': 'image/png' } }));
    const r = await session.page.evaluate(readerLifetime, { png: [...pngOf(16, 16, pixels)], opaquePng: [...pngOf(16, 16, opaque)],
      pixels, opaque, url });
    const exact = (upload, expected, name) => {
      assert.ok(upload, `${name}: a texture was uploaded`);
      const wrong = upload.findIndex((v, i) => v !== expected[i]);
      assert.equal(wrong, -1, `${name}: pixel ${wrong >> 2} channel ${wrong & 3} is ${upload[wrong]}, not ${expected[wrong]}`);
    };
    r.sequential.forEach((upload, i) => exact(upload, pixels, `sequential load ${i}`));
    assert.equal(r.madeSequential, 1, 'one reader context for three loads in a row');
    assert.equal(r.liveWhileLoading, 1, 'kept between the loads of a batch');
    assert.equal(r.liveAfterSequential, 0, 'and released once they settled');
    r.together.forEach((upload, i) => exact(upload, pixels, `Promise.all load ${i}`));
    assert.equal(r.madeTogether - r.madeSequential, 1, 'one more for a Promise.all batch');
    assert.equal(r.liveAfterTogether, 0, 'released again');
    r.lost.forEach((upload, i) => exact(upload, opaque, `load ${i} while the reader is lost`));
    assert.equal(r.madeLost - r.madeTogether, 1, 'a reader lost in use is not made again for the rest of its batch');
    for (const [name, upload] of Object.entries(r.noWebgl)) {
      if (name !== 'alpha') exact(upload, opaque, `no WebGL: ${name}`);
    }
    let off = 0; // a 2D canvas premultiplies: colours round where alpha is low
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] < 64) continue;
      for (let c = 0; c < 4; c++) off = Math.max(off, Math.abs(r.noWebgl.alpha[i + c] - pixels[i + c]));
    }
    assert.ok(off <= 4, `no WebGL: translucent pixels within the 2D canvas's rounding (worst channel off by ${off})`);
    assert.equal(r.madeNoWebgl, r.madeLost, 'no reader where WebGL cannot be made');
    const noContext = 'the browser gave no canvas context to read the 16×16 pixels with (neither WebGL nor 2D: too many ' +
      'canvases or contexts on the page, or out of memory?)';
    assert.equal(r.noCanvas.url, `PlumeError: loadTexture: ${noContext} (from ${url}: HTTP 200, image/png)`);
    assert.equal(r.noCanvas.bytes, `PlumeError: loadTexture: ${noContext}`);
    assert.equal(r.noCanvas.bitmap, `PlumeError: loadTexture: ${noContext}`);
    exact(r.again, pixels, 'WebGL reads again once the page makes contexts again');
    assert.equal(r.madeAgain - r.madeNoWebgl, 1, 'a new reader for a new batch');
    assert.equal(r.liveAtTheEnd, 0);
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});

describe('a texture says its size', () => {
  it('width and height in pixels: of the loaded picture (NPOT as given, from bytes and from an image) and of generated art', async () => {
    const png = [...pngOf(3, 2, picture(3, 2))];
    const r = await session.page.evaluate(async (bytes) => {
      const { plume } = await window.scenarios.setup('webgl1', 32);
      const fromBytes = await plume.loadTexture(new Uint8Array(bytes));
      const fromImage = await plume.loadTexture(new ImageData(new Uint8ClampedArray(5 * 7 * 4), 5, 7));
      const sizes = {};
      for (const name of ['plume:smoke', 'plume:spark', 'plume:noise']) {
        const texture = plume.generatedTexture(name);
        sizes[name] = [texture.width, texture.height, texture.atlas];
      }
      return { bytes: [fromBytes.width, fromBytes.height], image: [fromImage.width, fromImage.height], sizes,
        frozen: Object.isFrozen(fromBytes) };
    }, png);
    assert.deepEqual(r.bytes, [3, 2]);
    assert.deepEqual(r.image, [5, 7]);
    assert.ok(r.frozen);
    for (const [name, [width, height, atlas]] of Object.entries(r.sizes)) {
      assert.ok(Number.isInteger(width) && width >= 16 && Number.isInteger(height) && height >= 16, `${name}: ${width}×${height}`);
      if (atlas) assert.equal(width % atlas.cols, 0, `${name}: whole frames across`);
    }
    assert.deepEqual(r.sizes['plume:smoke'].slice(2), [{ cols: 4, rows: 4 }]);
    assert.deepEqual(r.sizes['plume:smoke'].slice(0, 2), [512, 512], 'frames of 128 pixels (issue 31)');
  });
});
