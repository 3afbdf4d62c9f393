// Every texture source becomes RGBA pixels decoded by the browser (issue 29): PNG or JPEG bytes (a URL, an
// ArrayBuffer, a typed array, a Blob) through createImageBitmap, and images a game already holds (an <img>, a
// canvas, an ImageBitmap, ImageData, a video frame, or a three.js Texture: issue 15) as they are. The wasm module
// carries no decoder (stb_image stays for native C games: plume_create_texture); it gets width × height RGBA8,
// unpremultiplied, the top row first, as stb_image gave it (plume_web_texture_rgba: read straight into a malloc'd
// buffer that the core keeps, no second copy), and keeps them for a context-loss restore.
//
// Exact pixels: a 2D canvas stores colours premultiplied, so its getImageData loses precision where alpha is low.
// Pixels are read through a small WebGL context of Plume's own (never the game's), alive only while loads are in
// progress: uploaded with no premultiplication, no colour-space conversion and no flip, and read back from a
// framebuffer.

const IMAGE_TYPES = ['HTMLImageElement', 'HTMLCanvasElement', 'HTMLVideoElement', 'ImageBitmap',
  'OffscreenCanvas', 'ImageData', 'VideoFrame'];

/** The image behind a source: a three.js Texture (duck-typed: three is not imported) gives its .image. */
export function imageOf(source) {
  return source !== null && typeof source === 'object' && source.isTexture === true ? source.image : source;
}

export function isImage(value) {
  return IMAGE_TYPES.some((type) => typeof globalThis[type] === 'function' && value instanceof globalThis[type]);
}

const be16 = (b, i) => (b[i] << 8) | b[i + 1];
const be32 = (b, i) => be16(b, i) * 65536 + be16(b, i + 2);
const isPng = (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v);

/** What a PNG IHDR or a JPEG frame header claims, read before anything is decoded: { format, width, height,
 *  minBytes } or null. The same reading as src/core/stb_guard.c's plume_image_read_claim (minBytes: a floor no
 *  encoder goes below: deflate packs at most 1032:1; a JPEG spends at least a bit per 8×8 block). */
function claimOf(b) {
  if (b.length >= 26 && isPng(b) && be32(b, 12) === 0x49484452 /* IHDR */) {
    const samples = [1, 0, 3, 1, 2, 0, 4][b[25]], depth = b[24];
    if (!samples || !depth || depth > 16) return null;
    const width = be32(b, 16), height = be32(b, 20);
    return { format: 'PNG', width, height, minBytes: width * height * samples * depth / 8 / 1032 };
  }
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  for (let at = 2; at + 4 <= b.length;) {
    const marker = b[at + 1];
    if (b[at] !== 0xff || marker === 0xda || marker === 0xd9) return null; // a scan or the end before any frame
    if (marker === 0xff) { at++; continue; } // fill byte
    const length = be16(b, at + 2);
    if (marker < 0xc0 || marker > 0xcf || marker === 0xc4 || marker === 0xc8 || marker === 0xcc) { at += 2 + length; continue; }
    const count = b[at + 9]; // precision, height, width, components, then 3 bytes each
    if (length < 8 || at + 2 + length > b.length || !count || 8 + 3 * count > length) return null;
    const height = be16(b, at + 5), width = be16(b, at + 7);
    let hMax = 1, vMax = 1;
    for (let c = 0; c < count; c++) {
      const factors = b[at + 11 + 3 * c];
      if (!(factors >> 4) || !(factors & 15)) return null;
      hMax = Math.max(hMax, factors >> 4);
      vMax = Math.max(vMax, factors & 15);
    }
    // no component has fewer 8×8 blocks than this (a lower floor than stb_guard.c's exact count)
    const blocks = width * height / (64 * hMax * vMax);
    return { format: 'JPEG', width, height, minBytes: blocks / 8 };
  }
  return null;
}

/** The first bytes of a file, for a message: as text when they read as text (an HTML page, JSON), else in hex. */
function firstBytes(bytes) {
  const head = bytes.subarray(0, 12);
  const text = String.fromCharCode(...head);
  return /^[\t\n\r\x20-\x7e]+$/.test(text) ? JSON.stringify(text)
    : Array.from(head, (v) => v.toString(16).padStart(2, '0')).join(' ');
}

/**
 * The picture in PNG or JPEG bytes (or any format the browser decodes), or throws an Error saying what is
 * wrong. A header's claims are checked before the browser decodes anything: a few bytes claiming a huge image
 * cost nothing.
 */
export async function pictureOfBytes(bytes, maxSide) {
  const size = bytes.length;
  if (!size) throw new Error('image is empty (0 bytes)');
  const claim = claimOf(bytes);
  if (claim) {
    const { format, width, height } = claim;
    if (!(width >= 1 && height >= 1 && width <= maxSide && height <= maxSide)) {
      throw new Error(`${format} image is ${width}x${height}; each side must be 1..${maxSide} pixels`);
    }
    if (size < claim.minBytes) {
      throw new Error(`${format} image claims ${width}x${height} pixels, which need at least ${Math.ceil(claim.minBytes)} ` +
        `bytes, but has ${size}: corrupt or truncated`);
    }
  }
  // browsers decode what they have of a cut PNG: every chunk must fit in the bytes given
  for (let at = 8; isPng(bytes) && at + 8 <= size; at += 12 + be32(bytes, at)) {
    if (be32(bytes, at + 4) === 0x49454e44) break; // IEND: what follows (a tool's signature) is not the picture's
    if (be32(bytes, at) > size - at - 8) throw new Error(`corrupt or truncated PNG: a chunk is longer than the bytes given (${size} bytes)`);
  }
  let bitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes]), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  } catch (error) {
    throw new Error(`image of ${size} bytes is not a readable PNG or JPEG: the browser could not decode it ` +
      `(${error.message}); it starts with ${firstBytes(bytes)}`);
  }
  const { width, height } = bitmap;
  if (width > maxSide || height > maxSide) {
    bitmap.close();
    throw new Error(`image is ${width}x${height}; each side must be 1..${maxSide} pixels`);
  }
  return picture(bitmap, width, height, 'image', () => bitmap.close());
}

/** The picture of an image a game holds, or throws an Error whose message says what is wrong with it. */
export async function pictureOfImage(image, maxSide) {
  const name = image.constructor.name;
  if (typeof HTMLImageElement === 'function' && image instanceof HTMLImageElement) {
    try {
      await image.decode();
    } catch {
      throw new Error(`the <img> has no picture (${image.src ? `could not load ${image.src}` : 'no src'})`);
    }
  }
  if (typeof HTMLVideoElement === 'function' && image instanceof HTMLVideoElement && image.readyState < 2) {
    throw new Error(`the <video> has no frame yet (readyState ${image.readyState}): wait for its 'loadeddata' event`);
  }
  const width = image.naturalWidth || image.videoWidth || image.displayWidth || image.width;
  const height = image.naturalHeight || image.videoHeight || image.displayHeight || image.height;
  if (!(width > 0 && height > 0)) throw new Error(`the ${name} has no pixels (${width}×${height}): is it loaded?`);
  if (width > maxSide || height > maxSide) {
    throw new Error(`the ${name} is ${width}×${height}: textures are at most ${maxSide} pixels a side`);
  }
  if (typeof ImageData === 'function' && image instanceof ImageData) {
    return { width, height, read: (into) => into.set(image.data), close() {} }; // already RGBA, unpremultiplied
  }
  // a snapshot, unpremultiplied: WebGL ignores its unpack flags for an ImageBitmap (a game's default bitmap, or a
  // canvas's, arrived premultiplied), and the snapshot's size is the size read (an <img>'s src may change meanwhile)
  if (typeof createImageBitmap !== 'function') return picture(image, width, height, name, () => {});
  let bitmap;
  try {
    bitmap = await createImageBitmap(image, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  } catch (error) {
    throw new Error(`the ${name} has no readable pixels (${width}×${height}): the browser could not copy it (${error?.message})`);
  }
  if (bitmap.width > maxSide || bitmap.height > maxSide) {
    bitmap.close();
    throw new Error(`the ${name} is ${bitmap.width}×${bitmap.height}: textures are at most ${maxSide} pixels a side`);
  }
  return picture(bitmap, bitmap.width, bitmap.height, name, () => bitmap.close());
}

/** { width, height, read(into: Uint8Array of width × height × 4), close() }: read throws an Error naming the
 *  problem (a cross-origin image without CORS). */
function picture(source, width, height, name, close) {
  const read = (into) => {
    try {
      if (!readWithGl(source, width, height, into)) readWith2d(source, width, height, into);
    } catch (error) {
      if (error?.name === 'SecurityError') {
        throw new Error(`the ${name} comes from another origin without CORS, so its pixels cannot be read: serve it ` +
          'with Access-Control-Allow-Origin and load it with crossOrigin = "anonymous"');
      }
      throw error;
    }
  };
  return { width, height, read, close };
}

// Plume's own WebGL context for reading pixels, one for every Plume on the page: made at the first read of a batch
// of loads and released (WEBGL_lose_context) once no load has been in progress for a moment, so a page does not
// hold one more live context than the game's for good (past Chrome's ~16 the oldest is lost: maybe the game's).
let reader = null;
let loads = 0; // loadTexture calls in progress, on every Plume of the page
let idle = 0; // the timer that releases the reader
let noReader = false; // no context could be made, or it was lost in use: 2D reads until the batch settles
// A batch: loads that follow each other within this (a game's `for (...) await loadTexture(await fetchIt())`, its
// Promise.all) share one context instead of making one each
const RELEASE_AFTER_MS = 200;

/** A loadTexture begins: the reader may be made, and is kept until the loads have settled. */
export function beginLoad() {
  loads++;
  clearTimeout(idle);
}

/** A loadTexture ended. */
export function endLoad() {
  if (--loads === 0) idle = setTimeout(releaseReader, RELEASE_AFTER_MS);
}

function releaseReader() {
  noReader = false;
  reader?.gl.getExtension('WEBGL_lose_context')?.loseContext();
  reader = null;
}

// WebGL's numbers (esbuild cannot shorten gl.TEXTURE_2D and friends)
const TEXTURE_2D = 0x0de1, RGBA = 0x1908, UNSIGNED_BYTE = 0x1401, FRAMEBUFFER = 0x8d40;

function makeReader() {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1)
    : typeof document === 'object' ? document.createElement('canvas') : null;
  const gl = canvas?.getContext('webgl', { depth: false, antialias: false, premultipliedAlpha: false });
  if (!gl || gl.isContextLost()) return null;
  const texture = gl.createTexture();
  gl.bindTexture(TEXTURE_2D, texture);
  // NEAREST filters, CLAMP_TO_EDGE: a texture of any size is complete without mipmaps
  for (const [name, value] of [[0x2801, 0x2600], [0x2800, 0x2600], [0x2802, 0x812f], [0x2803, 0x812f]]) {
    gl.texParameteri(TEXTURE_2D, name, value);
  }
  gl.pixelStorei(0x9240, false); // UNPACK_FLIP_Y_WEBGL: the top row first, as stb_image decodes
  gl.pixelStorei(0x9241, false); // UNPACK_PREMULTIPLY_ALPHA_WEBGL
  gl.pixelStorei(0x9243, 0); // UNPACK_COLORSPACE_CONVERSION_WEBGL: NONE
  gl.bindFramebuffer(FRAMEBUFFER, gl.createFramebuffer());
  gl.framebufferTexture2D(FRAMEBUFFER, 0x8ce0 /* COLOR_ATTACHMENT0 */, TEXTURE_2D, texture, 0);
  return { gl, max: gl.getParameter(0x0d33 /* MAX_TEXTURE_SIZE */) };
}

function readWithGl(source, width, height, into) {
  if (noReader) return false;
  reader ??= makeReader();
  // never made again within a batch: a context lost in use (the browser's limit reached) falls back to 2D reads
  if (!reader || reader.gl.isContextLost()) {
    noReader = true;
    reader = null;
    return false;
  }
  const { gl, max } = reader;
  if (width > max || height > max) return false;
  for (let i = 0; i < 8 && gl.getError(); i++); // Plume's own context: earlier errors are not this upload's
  gl.texImage2D(TEXTURE_2D, 0, RGBA, RGBA, UNSIGNED_BYTE, source);
  if (gl.getError() === 0x0501 /* INVALID_VALUE */ && !gl.isContextLost()) {
    // an <img> of a truncated file: its header gave a size, its pixels never came (Chrome: "bad image data")
    throw new Error(`the ${source.constructor.name} has no readable pixels (${width}×${height} by its header): is its file truncated or corrupt?`);
  }
  const complete = gl.checkFramebufferStatus(FRAMEBUFFER) === 0x8cd5; // FRAMEBUFFER_COMPLETE
  if (complete) gl.readPixels(0, 0, width, height, RGBA, UNSIGNED_BYTE, into);
  gl.texImage2D(TEXTURE_2D, 0, RGBA, 1, 1, 0, RGBA, UNSIGNED_BYTE, null); // give the memory back
  if (!gl.isContextLost()) return complete;
  noReader = true; // lost in use: this read and the rest of the batch's go 2D
  reader = null;
  return false;
}

// Only where no WebGL context can be made (or the picture is larger than its textures): a 2D canvas, whose
// premultiplied storage rounds the colours of nearly transparent pixels.
function readWith2d(source, width, height, into) {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (!context) {
    throw new Error(`the browser gave no canvas context to read the ${width}×${height} pixels with (neither WebGL nor ` +
      '2D: too many canvases or contexts on the page, or out of memory?)');
  }
  context.drawImage(source, 0, 0, width, height);
  into.set(context.getImageData(0, 0, width, height).data);
}
