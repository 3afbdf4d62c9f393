// Helpers the browser tests run inside the page: cameras, canvases, pixel read-back, GL call
// counting and an independent snapshot of GL state.

export function identity() {
  const m = new Float32Array(16);
  m[0] = m[5] = m[10] = m[15] = 1;
  return m;
}

/** Column-major orthographic projection, as glm_ortho. */
export function ortho(left, right, bottom, top, near = -100, far = 100) {
  const m = new Float32Array(16);
  m[0] = 2 / (right - left);
  m[5] = 2 / (top - bottom);
  m[10] = -2 / (far - near);
  m[12] = -(right + left) / (right - left);
  m[13] = -(top + bottom) / (top - bottom);
  m[14] = -(far + near) / (far - near);
  m[15] = 1;
  return m;
}

/** Column-major perspective projection, as glm_perspective. */
export function perspective(fovy, aspect, near, far) {
  const f = 1 / Math.tan(fovy / 2);
  const m = new Float32Array(16);
  m[0] = f / aspect;
  m[5] = f;
  m[10] = (far + near) / (near - far);
  m[11] = -1;
  m[14] = (2 * far * near) / (near - far);
  return m;
}

/** A column-major view matrix looking from `eye` at `target` (glm_lookat). */
export function lookAt(eye, target = [0, 0, 0], up = [0, 1, 0]) {
  const f = eye.map((v, i) => target[i] - v), fl = Math.hypot(...f);
  const fwd = f.map((v) => v / fl);
  const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  let s = cross(fwd, up);
  const sl = Math.hypot(...s);
  s = s.map((v) => v / sl);
  const u = cross(s, fwd);
  const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return new Float32Array([s[0], u[0], -fwd[0], 0, s[1], u[1], -fwd[1], 0, s[2], u[2], -fwd[2], 0,
    -dot(s, eye), -dot(u, eye), dot(fwd, eye), 1]);
}

export function makeCanvas(width = 64, height = 64) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  return canvas;
}

/** Makes `canvas.getContext` return contexts that pretend ANGLE_instanced_arrays does not exist. */
export function hideInstancing(canvas) {
  const original = canvas.getContext.bind(canvas);
  canvas.getContext = (type, attributes) => {
    const gl = original(type, attributes);
    if (gl && !gl.__instancingHidden) {
      const getExtension = gl.getExtension.bind(gl);
      const getSupported = gl.getSupportedExtensions.bind(gl);
      gl.getExtension = (name) => (name === 'ANGLE_instanced_arrays' ? null : getExtension(name));
      gl.getSupportedExtensions = () => (getSupported() || []).filter((name) => name !== 'ANGLE_instanced_arrays');
      gl.__instancingHidden = true;
    }
    return gl;
  };
  return canvas;
}

/** A host's own program: `vertex` and `fragment` GLSL compiled and linked, `attributes` ({ name: location })
 *  bound first. Not put in use. */
export function linkProgram(gl, vertex, fragment, attributes = {}) {
  const program = gl.createProgram();
  for (const [type, source] of [[gl.VERTEX_SHADER, vertex], [gl.FRAGMENT_SHADER, fragment]]) {
    const shader = gl.createShader(type);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  for (const [name, location] of Object.entries(attributes)) gl.bindAttribLocation(program, location, name);
  gl.linkProgram(program);
  return program;
}

export function clear(gl, r = 0, g = 0, b = 0, a = 1) {
  gl.clearColor(r, g, b, a);
  gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
}

/** RGBA bytes of the whole drawing buffer, bottom row first (as readPixels gives them). */
export function readPixels(gl) {
  const { drawingBufferWidth: w, drawingBufferHeight: h } = gl;
  const pixels = new Uint8Array(w * h * 4);
  gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  return { width: w, height: h, pixels };
}

/** Red channel of the pixel at column x, row y counted from the top. */
export function redAt(image, x, y) {
  return image.pixels[((image.height - 1 - y) * image.width + x) * 4];
}

export function sumRed(image) {
  let sum = 0;
  for (let i = 0; i < image.pixels.length; i += 4) sum += image.pixels[i];
  return sum;
}

export function maxDifference(a, b) {
  let max = 0;
  for (let i = 0; i < a.pixels.length; i++) max = Math.max(max, Math.abs(a.pixels[i] - b.pixels[i]));
  return max;
}

/** Wraps a context's upload and draw calls in place to count them; returns the counters. */
export function countCalls(gl) {
  const counts = { bufferBytes: 0, bufferCalls: 0, drawCalls: 0, instancedDraws: 0 };
  const wrap = (target, name, before) => {
    const original = target[name];
    if (typeof original !== 'function') return;
    target[name] = function (...args) {
      before(...args);
      return original.apply(this, args);
    };
  };
  const bytesOf = (data) => (typeof data === 'number' ? 0 : data ? data.byteLength : 0);
  wrap(gl, 'bufferData', (target, data) => { counts.bufferCalls++; counts.bufferBytes += bytesOf(data); });
  wrap(gl, 'bufferSubData', (target, offset, data, srcOffset = 0, length = 0) => {
    counts.bufferCalls++;
    const element = data && data.BYTES_PER_ELEMENT ? data.BYTES_PER_ELEMENT : 1;
    counts.bufferBytes += length ? length * element : bytesOf(data) - srcOffset * element;
  });
  wrap(gl, 'drawElements', () => { counts.drawCalls++; });
  wrap(gl, 'drawArrays', () => { counts.drawCalls++; });
  // count the real WebGL entry points: on WebGL 1, Emscripten's gl.drawElementsInstanced forwards to ANGLE's
  if (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext) {
    wrap(gl, 'drawElementsInstanced', () => { counts.drawCalls++; counts.instancedDraws++; });
    wrap(gl, 'drawArraysInstanced', () => { counts.drawCalls++; counts.instancedDraws++; });
  } else {
    const angle = gl.getExtension('ANGLE_instanced_arrays');
    if (angle) wrap(angle, 'drawElementsInstancedANGLE', () => { counts.drawCalls++; counts.instancedDraws++; });
    if (angle) wrap(angle, 'drawArraysInstancedANGLE', () => { counts.drawCalls++; counts.instancedDraws++; });
  }
  counts.reset = () => Object.assign(counts, { bufferBytes: 0, bufferCalls: 0, drawCalls: 0, instancedDraws: 0 });
  return counts;
}

/** An independent, broad snapshot of GL state, for comparing before and after Plume's calls. */
export function snapshotState(gl) {
  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  const p = (name) => {
    const value = gl.getParameter(name);
    return ArrayBuffer.isView(value) ? Array.from(value) : value;
  };
  const state = {
    program: p(gl.CURRENT_PROGRAM), arrayBuffer: p(gl.ARRAY_BUFFER_BINDING),
    elementBuffer: p(gl.ELEMENT_ARRAY_BUFFER_BINDING), blend: gl.isEnabled(gl.BLEND),
    blendSrcRgb: p(gl.BLEND_SRC_RGB), blendDstRgb: p(gl.BLEND_DST_RGB), blendSrcAlpha: p(gl.BLEND_SRC_ALPHA),
    blendDstAlpha: p(gl.BLEND_DST_ALPHA), blendEqRgb: p(gl.BLEND_EQUATION_RGB), blendEqAlpha: p(gl.BLEND_EQUATION_ALPHA),
    depthTest: gl.isEnabled(gl.DEPTH_TEST), depthFunc: p(gl.DEPTH_FUNC), depthMask: p(gl.DEPTH_WRITEMASK),
    cull: gl.isEnabled(gl.CULL_FACE), cullMode: p(gl.CULL_FACE_MODE), frontFace: p(gl.FRONT_FACE),
    activeTexture: p(gl.ACTIVE_TEXTURE), viewport: p(gl.VIEWPORT), scissor: gl.isEnabled(gl.SCISSOR_TEST),
    colorMask: p(gl.COLOR_WRITEMASK), flipY: p(gl.UNPACK_FLIP_Y_WEBGL),
    premultiply: p(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL), unpackAlignment: p(gl.UNPACK_ALIGNMENT),
    framebuffer: p(gl.FRAMEBUFFER_BINDING), renderbuffer: p(gl.RENDERBUFFER_BINDING),
  };
  if (webgl2) {
    state.vertexArray = p(gl.VERTEX_ARRAY_BINDING);
    state.unpackBuffer = p(gl.PIXEL_UNPACK_BUFFER_BINDING);
  } else {
    const vao = gl.getExtension('OES_vertex_array_object');
    if (vao) state.vertexArray = p(vao.VERTEX_ARRAY_BINDING_OES);
  }
  const units = Math.min(8, p(gl.MAX_COMBINED_TEXTURE_IMAGE_UNITS));
  state.textures = [];
  const active = p(gl.ACTIVE_TEXTURE);
  for (let unit = 0; unit < units; unit++) {
    gl.activeTexture(gl.TEXTURE0 + unit);
    state.textures.push([p(gl.TEXTURE_BINDING_2D), p(gl.TEXTURE_BINDING_CUBE_MAP)]);
  }
  gl.activeTexture(active);
  const angle = webgl2 ? null : gl.getExtension('ANGLE_instanced_arrays');
  state.attributes = [];
  for (let i = 0; i < 8; i++) {
    const a = (name) => gl.getVertexAttrib(i, name);
    state.attributes.push({
      enabled: a(gl.VERTEX_ATTRIB_ARRAY_ENABLED), buffer: a(gl.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING),
      size: a(gl.VERTEX_ATTRIB_ARRAY_SIZE), type: a(gl.VERTEX_ATTRIB_ARRAY_TYPE),
      stride: a(gl.VERTEX_ATTRIB_ARRAY_STRIDE), offset: gl.getVertexAttribOffset(i, gl.VERTEX_ATTRIB_ARRAY_POINTER),
      divisor: webgl2 || angle ? a(0x88fe) : 0,
    });
  }
  return state;
}

/** Lists the differences between two snapshots (object identity for GL objects). */
export function diffState(before, after, path = '') {
  const out = [];
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null ||
      !(Array.isArray(before) || Object.getPrototypeOf(before) === Object.prototype)) {
    if (before !== after) out.push(`${path}: ${String(before)} -> ${String(after)}`);
    return out;
  }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    out.push(...diffState(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return out;
}

// Every WebGL call that reads state back (each a synchronous round trip to the GPU process).
const GETTERS = ['getParameter', 'getVertexAttrib', 'getVertexAttribOffset', 'isEnabled', 'getError', 'getExtension',
  'getSupportedExtensions', 'getContextAttributes', 'getProgramParameter', 'getShaderParameter', 'getProgramInfoLog',
  'getShaderInfoLog', 'getUniformLocation', 'getAttribLocation', 'getUniform', 'getActiveUniform', 'getActiveAttrib',
  'getBufferParameter', 'getTexParameter', 'getFramebufferAttachmentParameter', 'getRenderbufferParameter',
  'getShaderPrecisionFormat', 'checkFramebufferStatus', 'readPixels', 'finish', 'isBuffer', 'isTexture', 'isProgram',
  'isShader', 'isFramebuffer', 'isRenderbuffer', 'getIndexedParameter', 'getSyncParameter', 'getQueryParameter',
  'getInternalformatParameter', 'getActiveUniforms', 'getUniformBlockIndex', 'getSamplerParameter', 'isVertexArray',
  'isContextLost'];

/** The console.warn lines `run` (async) printed, console.warn put back whatever happens. */
export async function collectWarnings(run) {
  const seen = [];
  const warn = console.warn;
  console.warn = (...args) => seen.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = warn;
  }
  return seen;
}

/** Counts getter calls on `gl` (by name) while `counting.on` is true; `uninstall()` puts the methods back. */
export function countGetters(gl) {
  const counting = { on: false, total: 0, byName: {} };
  const installed = [];
  for (const name of GETTERS) {
    const original = gl[name];
    if (typeof original !== 'function') continue;
    const hadOwn = Object.hasOwn(gl, name);
    installed.push([name, hadOwn, original]);
    gl[name] = function (...args) {
      if (counting.on) {
        counting.total++;
        counting.byName[name] = (counting.byName[name] ?? 0) + 1;
      }
      return original.apply(this, args);
    };
  }
  counting.uninstall = () => {
    for (const [name, hadOwn, original] of installed) {
      if (hadOwn) gl[name] = original;
      else delete gl[name];
    }
  };
  return counting;
}

/** A game's opaque draw: `program` (attribute p) over the strip of 2D `corners`, writing depth. */
export function drawOpaque(gl, program, corners) {
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(corners), gl.STATIC_DRAW);
  gl.useProgram(program);
  const at = gl.getAttribLocation(program, 'p');
  gl.enableVertexAttribArray(at);
  gl.vertexAttribPointer(at, 2, gl.FLOAT, false, 0, 0);
  gl.enable(gl.DEPTH_TEST);
  gl.depthMask(true);
  gl.disable(gl.BLEND);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.disableVertexAttribArray(at);
  gl.deleteBuffer(buffer);
}

/** A game's render target of `size` pixels: a colour texture and a depth texture (NEAREST) attached to a framebuffer,
 *  left bound. WebGL 1 needs WEBGL_depth_texture (an Error without it). */
export function depthTarget(gl, size) {
  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  if (!webgl2 && !gl.getExtension('WEBGL_depth_texture')) throw new Error('no WEBGL_depth_texture');
  const color = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, color);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, size, size, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  const depth = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, depth);
  for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER]) gl.texParameteri(gl.TEXTURE_2D, p, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, webgl2 ? gl.DEPTH_COMPONENT24 : gl.DEPTH_COMPONENT, size, size, 0, gl.DEPTH_COMPONENT,
    gl.UNSIGNED_INT, null);
  gl.bindTexture(gl.TEXTURE_2D, null);
  const framebuffer = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, color, 0);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.TEXTURE_2D, depth, 0);
  if (gl.checkFramebufferStatus(gl.FRAMEBUFFER) !== gl.FRAMEBUFFER_COMPLETE) throw new Error('framebuffer incomplete');
  return { color, depth, framebuffer };
}
