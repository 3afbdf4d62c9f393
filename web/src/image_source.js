// Images a game already holds as texture sources (issue 15: "textures from a THREE.Texture or image"): an
// <img>, a canvas, an ImageBitmap, ImageData, a video frame, or a three.js Texture (its .image). Plume decodes
// PNG and JPEG inside the module, so an image is drawn into a 2D canvas and handed over as PNG bytes: one
// encode at load time, and the same path, checks and context-loss copy as every other texture.

const IMAGE_TYPES = ['HTMLImageElement', 'HTMLCanvasElement', 'HTMLVideoElement', 'ImageBitmap',
  'OffscreenCanvas', 'ImageData', 'VideoFrame'];

/** The image behind a source: a three.js Texture (duck-typed: three is not imported) gives its .image. */
export function imageOf(source) {
  return source !== null && typeof source === 'object' && source.isTexture === true ? source.image : source;
}

export function isImage(value) {
  return IMAGE_TYPES.some((type) => typeof globalThis[type] === 'function' && value instanceof globalThis[type]);
}

/** PNG bytes of an image, or throws an Error whose message says what is wrong with it. */
export async function pngBytesOf(image, maxSide) {
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
  if (!(width > 0 && height > 0)) throw new Error(`the ${image.constructor.name} has no pixels (${width}×${height}): is it loaded?`);
  if (width > maxSide || height > maxSide) {
    throw new Error(`the ${image.constructor.name} is ${width}×${height}: textures are at most ${maxSide} pixels a side`);
  }
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (typeof ImageData === 'function' && image instanceof ImageData) context.putImageData(image, 0, 0);
  else context.drawImage(image, 0, 0, width, height);
  let blob;
  try {
    blob = canvas.convertToBlob ? await canvas.convertToBlob({ type: 'image/png' })
      : await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch (error) {
    if (error?.name === 'SecurityError') {
      throw new Error(`the ${image.constructor.name} comes from another origin without CORS, so its pixels cannot be ` +
        'read: serve it with Access-Control-Allow-Origin and load it with crossOrigin = "anonymous"');
    }
    throw error;
  }
  if (!blob) throw new Error(`the ${image.constructor.name} could not be encoded`);
  return new Uint8Array(await blob.arrayBuffer());
}
