// What the engine pages (babylon.html, pixi.html) expose for their tests and for anyone curious: the frame's
// pixels, and the WebGL state an engine relies on, read before and after Plume draws (it must come back as it was).

/** The drawing buffer's pixels as { width, height, base64 } (RGBA, top row first: readPixels' rows flipped). */
export function readFrame(gl) {
  const width = gl.drawingBufferWidth, height = gl.drawingBufferHeight;
  const pixels = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  // flip to top row first, as a picture is read
  const row = width * 4, flipped = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) flipped.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  let binary = '';
  for (let i = 0; i < flipped.length; i += 0x8000) binary += String.fromCharCode(...flipped.subarray(i, i + 0x8000));
  return { width, height, base64: btoa(binary) };
}

// the state Plume touches while it draws (and puts back), by getParameter name
const STATE = ['CURRENT_PROGRAM', 'ARRAY_BUFFER_BINDING', 'ELEMENT_ARRAY_BUFFER_BINDING', 'VERTEX_ARRAY_BINDING',
  'BLEND', 'BLEND_SRC_RGB', 'BLEND_DST_RGB', 'BLEND_SRC_ALPHA', 'BLEND_DST_ALPHA', 'BLEND_EQUATION_RGB',
  'BLEND_EQUATION_ALPHA', 'DEPTH_TEST', 'DEPTH_FUNC', 'DEPTH_WRITEMASK', 'CULL_FACE', 'ACTIVE_TEXTURE',
  'TEXTURE_BINDING_2D', 'UNPACK_FLIP_Y_WEBGL', 'UNPACK_PREMULTIPLY_ALPHA_WEBGL', 'UNPACK_ALIGNMENT',
  'FRAMEBUFFER_BINDING', 'VIEWPORT', 'SCISSOR_TEST', 'STENCIL_TEST', 'COLOR_WRITEMASK'];

/** The engine-visible GL state now: { NAME: value } (objects and arrays turned into comparable values). */
export function glState(gl) {
  const state = {};
  for (const name of STATE) {
    if (gl[name] === undefined) continue; // VERTEX_ARRAY_BINDING: WebGL 2 only
    const value = gl.getParameter(gl[name]);
    state[name] = value === null || typeof value !== 'object' ? value
      : ArrayBuffer.isView(value) || Array.isArray(value) ? Array.from(value) : value;
  }
  return state; // GL objects stay objects: compared by identity
}

/** Names whose value differs between two glState() snapshots (objects by identity). */
export function stateDifferences(before, after) {
  return Object.keys(before).filter((name) => {
    const a = before[name], b = after[name];
    return Array.isArray(a) ? JSON.stringify(a) !== JSON.stringify(b) : a !== b;
  });
}
