// hdr.js — createPlume({ canvas, hdr: true }): on Plume's own canvas the particles draw into a target of
// their own (half floats where the context renders to them, else 8 bits with headroom), then a small bloom
// (threshold at 1/2 size, blurred at 1/4 and 1/8) and a filmic shoulder (ACES's highlights, hue kept) put them
// over what the page drew. Loaded only when the option asks for it
// (web/dist/plume_hdr.js). A frame asks the context nothing: sizes come from drawingBufferWidth/Height.

// The passes' GLSL lives in shaders/hdr*.{vert,frag,glsl}, shared with the C demo (web/game/hdr.c): the bundle
// (cmake/bundle_js.mjs) inlines each file as a string, stripped of comments as the C build embeds them.
import VERTEX from '../../shaders/hdr.vert';
import HEAD from '../../shaders/hdr_head.glsl';
import THRESHOLD_PASS from '../../shaders/hdr_threshold.frag';
import DOWN_PASS from '../../shaders/hdr_down.frag';
import BLUR_PASS from '../../shaders/hdr_blur.frag';
import COMPOSITE_PASS from '../../shaders/hdr_composite.frag';

// An 8-bit target keeps colours (sRGB as given, HDR above 1) divided by this: up to 4 without clipping (the C demo's
// HDR_RGBA8_HEADROOM in web/game/hdr.c is the same). The threshold and the bloom's strength are in the shaders.
const RGBA8_HEADROOM = 4;
const LEVELS = 3;    // bloom textures: 1/2 (threshold), 1/4 and 1/8 (blurred)

const FRAMEBUFFER = 0x8d40, TEXTURE_2D = 0x0de1, RGBA = 0x1908, UNSIGNED_BYTE = 0x1401, HALF_FLOAT = 0x140b;
const RGBA16F = 0x881a, LINEAR = 0x2601, CLAMP = 0x812f, COLOR_BUFFER_BIT = 0x4000, TEXTURE0 = 0x84c0;

/**
 * Plume's HDR target on `gl` (its own context). `path`: 'half-float' or 'rgba8'; `scale`: what the backend
 * writes colours times (plume_gl_set_hdr_target). begin() before the particles, finish() after.
 */
export class HdrTarget {
  #gl;
  #webgl2;
  #vao = null; // OES_vertex_array_object on WebGL 1, or null
  #halfFloat = 0; // the type half-float textures take, 0: none
  #built = null; // GL objects, made at the first frame (again after a restore)
  #width = 0;
  #height = 0;
  path = 'rgba8';
  scale = 1 / RGBA8_HEADROOM;

  constructor(gl, webgl2) {
    this.#gl = gl;
    this.#webgl2 = webgl2;
    this.#detect();
  }

  // What the context renders to, asked once (and again after a restore: extensions go with the context).
  #detect() {
    const gl = this.#gl;
    this.#vao = this.#webgl2 ? null : gl.getExtension('OES_vertex_array_object');
    if (this.#webgl2) {
      this.#halfFloat = (gl.getExtension('EXT_color_buffer_float') || gl.getExtension('EXT_color_buffer_half_float'))
        ? HALF_FLOAT : 0;
    } else {
      const half = gl.getExtension('OES_texture_half_float');
      // blurring reads them filtered; rendering to them needs a colour-buffer extension
      const ok = half && gl.getExtension('OES_texture_half_float_linear') &&
        (gl.getExtension('EXT_color_buffer_half_float') || gl.getExtension('WEBGL_color_buffer_float'));
      this.#halfFloat = ok ? half.HALF_FLOAT_OES : 0;
    }
    this.#setPath(this.#halfFloat ? 'half-float' : 'rgba8');
  }

  #setPath(path) {
    this.path = path;
    this.scale = path === 'half-float' ? 1 : 1 / RGBA8_HEADROOM;
  }

  /** Binds the target (made, or resized to the drawing buffer) and clears it. */
  begin() {
    const gl = this.#gl;
    const width = gl.drawingBufferWidth, height = gl.drawingBufferHeight;
    if (!this.#built) this.#build();
    if (width !== this.#width || height !== this.#height) this.#resize(width, height);
    const { targets } = this.#built;
    gl.bindFramebuffer(FRAMEBUFFER, targets[0].framebuffer);
    gl.viewport(0, 0, width, height);
    if (this.#webgl2) {
      gl.clearBufferfv(gl.COLOR, 0, [0, 0, 0, 0]); // the page's clear colour stays
    } else {
      gl.clearColor(0, 0, 0, 0);
      gl.clear(COLOR_BUFFER_BIT);
    }
  }

  /** The bloom and the tonemap, over the canvas. GL state is left for the backend to set again. */
  finish() {
    const gl = this.#gl;
    if (!this.#built) return; // lost during the frame
    const { targets, programs } = this.#built;
    gl.disable(gl.BLEND);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.CULL_FACE);
    gl.activeTexture(TEXTURE0);
    this.#bindTriangle(true);
    const pass = (program, from, to, uniform) => {
      gl.bindFramebuffer(FRAMEBUFFER, to.framebuffer);
      gl.viewport(0, 0, to.width, to.height);
      gl.useProgram(program.id);
      if (uniform) gl.uniform2f(program.d, uniform[0] / from.width, uniform[1] / from.height);
      gl.bindTexture(TEXTURE_2D, from.texture);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    };
    // targets: [0] the particles, [1] what rises above the threshold at 1/2 size, then per level (1/4, 1/8)
    // its texture and its blur's half-way texture
    pass(programs.threshold, targets[0], targets[1]);
    for (let level = 1; level < LEVELS; level++) {
      const texture = targets[level * 2], across = targets[level * 2 + 1];
      pass(programs.down, targets[level === 1 ? 1 : level * 2 - 2], texture);
      pass(programs.blur, texture, across, [1, 0]);
      pass(programs.blur, across, texture, [0, 1]);
    }
    gl.bindFramebuffer(FRAMEBUFFER, null);
    gl.viewport(0, 0, this.#width, this.#height);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.useProgram(programs.composite.id);
    gl.activeTexture(TEXTURE0 + 3);
    gl.bindTexture(TEXTURE_2D, targets[4].texture);
    gl.activeTexture(TEXTURE0 + 2);
    gl.bindTexture(TEXTURE_2D, targets[2].texture);
    gl.activeTexture(TEXTURE0);
    gl.bindTexture(TEXTURE_2D, targets[0].texture);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    this.#bindTriangle(false);
  }

  #bindVertexArray(vao) {
    if (this.#webgl2) this.#gl.bindVertexArray(vao);
    else this.#vao.bindVertexArrayOES(vao);
  }

  // The full-screen triangle: in a vertex array of its own where there are any, else on attribute 0 for the passes
  #bindTriangle(on) {
    const gl = this.#gl;
    const { vertexArray, triangle } = this.#built;
    if (vertexArray) {
      this.#bindVertexArray(on ? vertexArray : null);
    } else if (on) {
      gl.bindBuffer(gl.ARRAY_BUFFER, triangle);
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    } else {
      gl.disableVertexAttribArray(0);
    }
  }

  #build() {
    const gl = this.#gl;
    const triangle = gl.createBuffer();
    let vertexArray = null;
    if (this.#webgl2 || this.#vao) {
      vertexArray = this.#webgl2 ? gl.createVertexArray() : this.#vao.createVertexArrayOES();
      this.#bindVertexArray(vertexArray);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, triangle);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
    if (vertexArray) {
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
      this.#bindVertexArray(null);
    }
    const targets = [];
    for (let i = 0; i < LEVELS * 2; i++) {
      targets.push({ texture: gl.createTexture(), framebuffer: gl.createFramebuffer(), width: 0, height: 0 });
    }
    const link = (fragment, uniforms) => this.#link(fragment, uniforms);
    const programs = {
      threshold: link(THRESHOLD_PASS, { s: 1 / this.scale }),
      down: link(DOWN_PASS, {}),
      blur: link(BLUR_PASS, {}),
      composite: link(COMPOSITE_PASS, { s: 1 / this.scale, b: 2, c: 3 }),
    };
    this.#built = { triangle, vertexArray, targets, programs };
    this.#width = this.#height = 0;
  }

  #link(fragment, uniforms) {
    const gl = this.#gl;
    const id = gl.createProgram();
    for (const [type, source] of [[gl.VERTEX_SHADER, VERTEX], [gl.FRAGMENT_SHADER, HEAD + fragment]]) {
      const shader = gl.createShader(type);
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      gl.attachShader(id, shader);
      gl.deleteShader(shader); // goes with the program
    }
    gl.bindAttribLocation(id, 0, 'p');
    gl.linkProgram(id);
    gl.useProgram(id);
    for (const [name, value] of Object.entries(uniforms)) {
      const location = gl.getUniformLocation(id, name);
      if (name === 'b' || name === 'c') gl.uniform1i(location, value);
      else gl.uniform1f(location, value);
    }
    return { id, d: gl.getUniformLocation(id, 'd') };
  }

  // Sizes every texture for a drawing buffer of width × height (its bloom levels at 1/2, 1/4, 1/8). The first
  // time, a half-float target the driver will not draw into turns the path to 8 bits (asked once).
  #resize(width, height) {
    const gl = this.#gl;
    const { targets } = this.#built;
    targets.forEach((target, i) => {
      const shift = i < 2 ? i : (i >> 1) + 1; // 1, 1/2, 1/4, 1/4, 1/8, 1/8
      this.#allocate(target, Math.max(1, width >> shift), Math.max(1, height >> shift));
    });
    if (this.#width === 0 && this.path === 'half-float' &&
        gl.checkFramebufferStatus(FRAMEBUFFER) !== gl.FRAMEBUFFER_COMPLETE) {
      this.#halfFloat = 0;
      this.#setPath('rgba8');
      this.#rebuild();
      this.#resize(width, height);
      return;
    }
    this.#width = width;
    this.#height = height;
  }

  #allocate(target, width, height) {
    const gl = this.#gl;
    const half = this.path === 'half-float';
    gl.bindTexture(TEXTURE_2D, target.texture);
    gl.texImage2D(TEXTURE_2D, 0, half && this.#webgl2 ? RGBA16F : RGBA, width, height, 0, RGBA,
      half ? this.#halfFloat : UNSIGNED_BYTE, null);
    gl.texParameteri(TEXTURE_2D, gl.TEXTURE_MIN_FILTER, LINEAR);
    gl.texParameteri(TEXTURE_2D, gl.TEXTURE_MAG_FILTER, LINEAR);
    gl.texParameteri(TEXTURE_2D, gl.TEXTURE_WRAP_S, CLAMP);
    gl.texParameteri(TEXTURE_2D, gl.TEXTURE_WRAP_T, CLAMP);
    gl.bindFramebuffer(FRAMEBUFFER, target.framebuffer);
    gl.framebufferTexture2D(FRAMEBUFFER, gl.COLOR_ATTACHMENT0, TEXTURE_2D, target.texture, 0);
    target.width = width;
    target.height = height;
  }

  #rebuild() {
    this.#delete();
    this.#build();
  }

  #delete() {
    const gl = this.#gl;
    const built = this.#built;
    this.#built = null;
    if (!built) return;
    gl.deleteBuffer(built.triangle);
    if (built.vertexArray) {
      if (this.#webgl2) gl.deleteVertexArray(built.vertexArray);
      else this.#vao.deleteVertexArrayOES(built.vertexArray);
    }
    for (const { texture, framebuffer } of built.targets) {
      gl.deleteTexture(texture);
      gl.deleteFramebuffer(framebuffer);
    }
    for (const program of Object.values(built.programs)) gl.deleteProgram(program.id);
  }

  /** The context was lost: its objects went with it. */
  lost() {
    this.#built = null;
  }

  /** The context is back: extensions are asked for again, objects made at the next frame. */
  restored() {
    this.#built = null;
    this.#detect();
  }

  destroy(lost) {
    if (lost) this.#built = null;
    else this.#delete();
  }
}
