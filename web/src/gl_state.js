// gl_state.js — snapshot and restore of the GL state Plume's calls can change, so a host engine
// that caches GL state (three.js does) keeps drawing correctly on a context it shares with Plume.
// Done in JS with the real WebGL objects: Emscripten's GL layer only knows the objects it created.

// attribute locations Plume's pipelines may point when they cannot use a vertex array (0..6, one spare)
export const ATTRIBUTES = 8;
const DIVISOR = 0x88fe; // VERTEX_ATTRIB_ARRAY_DIVISOR(_ANGLE)
export const UNPACK_FLIP_Y_WEBGL = 0x9240;
export const UNPACK_PREMULTIPLY_ALPHA_WEBGL = 0x9241;
const UNPACK_COLORSPACE_CONVERSION_WEBGL = 0x9243;
// WebGL 2 unpack state that would redirect or crop a texture upload; 0 is what Plume's uploads need
export const UNPACK_WEBGL2 = [0x0cf2 /* ROW_LENGTH */, 0x0cf3 /* SKIP_ROWS */, 0x0cf4 /* SKIP_PIXELS */,
  0x806e /* IMAGE_HEIGHT */, 0x806d /* SKIP_IMAGES */];

function enabled(gl, cap) { return gl.isEnabled(cap); }
function setEnabled(gl, cap, on) { if (on) gl.enable(cap); else gl.disable(cap); }

/** Everything Plume may touch: program, buffers, vertex array or attributes, blend, depth, cull, texture unit 0, unpack. */
export function captureGlState(gl, webgl2) {
  const instancing = webgl2 ? null : gl.getExtension('ANGLE_instanced_arrays');
  // a WebGL 1 engine may draw from OES_vertex_array_object (three.js does): its binding is state too
  const vaoExtension = webgl2 ? null : gl.getExtension('OES_vertex_array_object');
  const state = {
    program: gl.getParameter(gl.CURRENT_PROGRAM),
    arrayBuffer: gl.getParameter(gl.ARRAY_BUFFER_BINDING),
    vertexArray: webgl2 ? gl.getParameter(gl.VERTEX_ARRAY_BINDING)
      : vaoExtension ? gl.getParameter(vaoExtension.VERTEX_ARRAY_BINDING_OES) : null,
    vaoExtension,
    elementBuffer: gl.getParameter(gl.ELEMENT_ARRAY_BUFFER_BINDING),
    blend: enabled(gl, gl.BLEND),
    blendSrcRgb: gl.getParameter(gl.BLEND_SRC_RGB),
    blendDstRgb: gl.getParameter(gl.BLEND_DST_RGB),
    blendSrcAlpha: gl.getParameter(gl.BLEND_SRC_ALPHA),
    blendDstAlpha: gl.getParameter(gl.BLEND_DST_ALPHA),
    blendEquationRgb: gl.getParameter(gl.BLEND_EQUATION_RGB),
    blendEquationAlpha: gl.getParameter(gl.BLEND_EQUATION_ALPHA),
    depthTest: enabled(gl, gl.DEPTH_TEST),
    depthFunc: gl.getParameter(gl.DEPTH_FUNC),
    depthMask: gl.getParameter(gl.DEPTH_WRITEMASK),
    cullFace: enabled(gl, gl.CULL_FACE),
    activeTexture: gl.getParameter(gl.ACTIVE_TEXTURE),
    viewport: gl.getParameter(gl.VIEWPORT),
    flipY: gl.getParameter(UNPACK_FLIP_Y_WEBGL),
    premultiply: gl.getParameter(UNPACK_PREMULTIPLY_ALPHA_WEBGL),
    colorspace: gl.getParameter(UNPACK_COLORSPACE_CONVERSION_WEBGL),
    unpackAlignment: gl.getParameter(gl.UNPACK_ALIGNMENT),
    attributes: null,
    texture0: null,
    sampler0: null,
    unpackBuffer: null,
    unpackWebgl2: null,
  };
  gl.activeTexture(gl.TEXTURE0);
  state.texture0 = gl.getParameter(gl.TEXTURE_BINDING_2D);
  if (webgl2) {
    state.sampler0 = gl.getParameter(gl.SAMPLER_BINDING);
    state.unpackBuffer = gl.getParameter(gl.PIXEL_UNPACK_BUFFER_BINDING);
    state.unpackWebgl2 = UNPACK_WEBGL2.map((name) => gl.getParameter(name));
  } else {
    // WebGL 1 has no vertex array of Plume's own: keep every attribute Plume may point elsewhere.
    state.attributes = [];
    for (let i = 0; i < ATTRIBUTES; i++) state.attributes.push(readAttribute(gl, i, Boolean(instancing)));
    state.instancing = instancing;
  }
  return state;
}

/** One vertex attribute's pointer state in the bound vertex array (divisors where instancing exists). */
export function readAttribute(gl, index, withDivisor) {
  return {
    enabled: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_ENABLED),
    buffer: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING),
    size: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_SIZE),
    type: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_TYPE),
    normalized: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_NORMALIZED),
    stride: gl.getVertexAttrib(index, gl.VERTEX_ATTRIB_ARRAY_STRIDE),
    offset: gl.getVertexAttribOffset(index, gl.VERTEX_ATTRIB_ARRAY_POINTER),
    divisor: withDivisor ? gl.getVertexAttrib(index, DIVISOR) : 0,
  };
}

/** State that would silently change what Plume uploads: set to what Plume's uploads expect. */
export function neutralizeGlState(gl, webgl2) {
  if (webgl2) {
    gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, null);
    for (const name of UNPACK_WEBGL2) gl.pixelStorei(name, 0);
    gl.bindSampler(0, null);
  }
}

export function restoreGlState(gl, webgl2, s) {
  if (webgl2) {
    gl.bindVertexArray(s.vertexArray);
    gl.bindSampler(0, s.sampler0);
    gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, s.unpackBuffer);
    UNPACK_WEBGL2.forEach((name, i) => gl.pixelStorei(name, s.unpackWebgl2[i]));
  } else {
    if (s.vaoExtension) s.vaoExtension.bindVertexArrayOES(s.vertexArray); // its attributes are restored into it
    s.attributes.forEach((a, i) => {
      gl.bindBuffer(gl.ARRAY_BUFFER, a.buffer);
      if (a.buffer || a.offset === 0) gl.vertexAttribPointer(i, a.size, a.type, a.normalized, a.stride, a.offset);
      if (a.enabled) gl.enableVertexAttribArray(i);
      else gl.disableVertexAttribArray(i);
      if (s.instancing) s.instancing.vertexAttribDivisorANGLE(i, a.divisor);
    });
  }
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, s.elementBuffer);
  gl.bindBuffer(gl.ARRAY_BUFFER, s.arrayBuffer);
  gl.useProgram(s.program);
  setEnabled(gl, gl.BLEND, s.blend);
  gl.blendFuncSeparate(s.blendSrcRgb, s.blendDstRgb, s.blendSrcAlpha, s.blendDstAlpha);
  gl.blendEquationSeparate(s.blendEquationRgb, s.blendEquationAlpha);
  setEnabled(gl, gl.DEPTH_TEST, s.depthTest);
  gl.depthFunc(s.depthFunc);
  gl.depthMask(s.depthMask);
  setEnabled(gl, gl.CULL_FACE, s.cullFace);
  gl.activeTexture(gl.TEXTURE0);
  gl.bindTexture(gl.TEXTURE_2D, s.texture0);
  gl.activeTexture(s.activeTexture);
  gl.viewport(s.viewport[0], s.viewport[1], s.viewport[2], s.viewport[3]);
  gl.pixelStorei(UNPACK_FLIP_Y_WEBGL, s.flipY);
  gl.pixelStorei(UNPACK_PREMULTIPLY_ALPHA_WEBGL, s.premultiply);
  gl.pixelStorei(UNPACK_COLORSPACE_CONVERSION_WEBGL, s.colorspace);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, s.unpackAlignment);
}
