// host_state.js — how Plume leaves a game's WebGL context as it found it (createPlume's `hostState`).
//
// 'track' (default): the state-setting calls made on the context are observed, so Plume knows the
//   game's state without asking the GPU process. The observers are installed once per context,
//   shared by every Plume on it, and removed with the last one; the initial state is read once, at
//   attach. After each Plume call only what differs is put back. Costs the game one small function
//   call per state-setting GL call; misses calls made through the prototype
//   (`WebGLRenderingContext.prototype.bindBuffer.call(gl, …)`) — use 'query' for such hosts.
// 'query': every Plume call reads the state it may change with getters first and puts it back
//   after (gl_state.js). Always right, but each getter is a synchronous round trip to the GPU
//   process: 0.1–0.3 ms each, about 16 of them a frame.
// 'reset': nothing is read; after each Plume call the state Plume touched is set to WebGL's
//   defaults (no program, no buffers, blending and depth test off, …). For engines that resync
//   themselves, as three.js does after `renderer.resetState()`.
import { ATTRIBUTES, captureGlState, neutralizeGlState, readAttribute, restoreGlState, UNPACK_FLIP_Y_WEBGL,
  UNPACK_PREMULTIPLY_ALPHA_WEBGL, UNPACK_WEBGL2 } from './gl_state.js';
import * as C from './plume_constants.js'; // generated from the C headers at build time

export const HOST_STATE_MODES = ['track', 'query', 'reset'];

const UNPACK_WEBGL1 = [UNPACK_FLIP_Y_WEBGL, UNPACK_PREMULTIPLY_ALPHA_WEBGL, 0x0cf5 /* UNPACK_ALIGNMENT */];
const BLEND = 0x0be2;
const DEPTH_TEST = 0x0b71;
const CULL_FACE = 0x0b44;
const CAPS = [BLEND, DEPTH_TEST, CULL_FACE];
const FUNC_ADD = 0x8006;
const TEXTURE0 = 0x84c0;
const TEXTURE1 = 0x84c1;
const TEXTURE2 = 0x84c2;
const FRAMEBUFFER = 0x8d40;
const READ_FRAMEBUFFER = 0x8ca8;
const DRAW_FRAMEBUFFER = 0x8ca9;
const COLOR_ATTACHMENT0 = 0x8ce0;
const DEPTH_ATTACHMENT = 0x8d00;
const STENCIL_ATTACHMENT = 0x8d20;
const DEPTH_STENCIL_ATTACHMENT = 0x821a;
// what C's render may skip setting: gl_backend.h's PLUME_GL_HOST_* bits
const HOST = { blendEnabled: C.GL_HOST_BLEND_ENABLED, equationAdd: C.GL_HOST_EQUATION_ADD,
  cullDisabled: C.GL_HOST_CULL_DISABLED, unit0Active: C.GL_HOST_UNIT0_ACTIVE, depthDisabled: C.GL_HOST_DEPTH_DISABLED,
  restoredAfter: C.GL_HOST_RESTORED_AFTER };

// Everything about a context that every Plume on it shares: the observer, and what to clean up.
// Kept on the context itself under a global symbol, so two copies of plume.js on one page (two
// bundles, a micro-frontend) share one observer instead of wrapping each other's wrappers.
const SHARED = Symbol.for('plume-particles.hostState.1');
const contexts = {
  get: (gl) => gl[SHARED],
  set: (gl, shared) => Object.defineProperty(gl, SHARED, { value: shared, configurable: true }),
  delete: (gl) => delete gl[SHARED],
};

/**
 * Registers one Plume on `gl` and returns its keeper: `run(call, plumeUsesVertexArrays)` runs a
 * Plume call that touches GL so that the game's state is unchanged afterwards; `release()` when the
 * Plume is destroyed. `mode` 'own' (Plume's own canvas) keeps nothing. `onLost` is called as soon as
 * anyone calls WEBGL_lose_context.loseContext(), before the browser's (asynchronous) event, so no
 * frame needs to ask the context whether it is lost.
 */
export function attachHostState(gl, webgl2, mode, onLost) {
  let shared = contexts.get(gl);
  if (!shared) {
    shared = { users: 0, tracker: null, lostListeners: new Set(), ownKeys: new Set(Reflect.ownKeys(gl)),
      canvasKeys: gl.canvas ? new Set(Reflect.ownKeys(gl.canvas)) : null, unobserveLoss: null };
    shared.unobserveLoss = observeLoseContext(gl, shared.lostListeners);
    contexts.set(gl, shared);
  }
  shared.users++;
  shared.lostListeners.add(onLost);
  if (mode === 'track' && !shared.tracker) shared.tracker = new Tracker(gl, webgl2);
  const tracker = mode === 'track' ? shared.tracker : null;
  if (tracker) tracker.users++;
  let released = false;
  const run = tracker ? (call, plumeUsesVertexArrays) => tracker.run(call, plumeUsesVertexArrays, 0)
    : mode === 'query' ? (call) => runQuerying(gl, webgl2, call)
      : mode === 'reset' ? resetter(gl, webgl2)
        : (call) => call();
  return {
    run,
    // Runs a render that passes `bits` (what C may assume of the host's state) to `call(bits)`.
    runRender: tracker ? (call, plumeUsesVertexArrays) => tracker.run(call, plumeUsesVertexArrays, 1)
      : (call, plumeUsesVertexArrays) => run(() => call(0), plumeUsesVertexArrays),
    // Where `texture` (render's depthTexture) is attached to the framebuffer drawn into, and the viewport:
    // { point (0: not attached), level, colour (it is the colour attachment), viewport }. 'track' answers from
    // what it observed (a framebuffer met before Plume is asked about once); the other modes ask every frame.
    depthTarget: tracker ? (texture) => tracker.depthTarget(texture) : (texture) => queryDepthTarget(gl, webgl2, texture),
    // Runs a render that binds the depth texture on unit 1 (and, on WebGL 2, `sampler` there): the game's unit 1
    // is put back ('track' knows it; 'query' and 'own' ask; 'reset' leaves it empty).
    runDepthRender: tracker ? (sampler, call) => {
      if (sampler) gl.bindSampler(1, sampler);
      return call();
    } : (sampler, call) => withUnit(gl, 1, sampler, mode === 'reset', call),
    // Runs a render that may bind the scene's colour on unit 2 (distortion): the game's unit 2 is put back as unit 1's.
    runColorRender: tracker ? (call) => call() : (call) => withUnit(gl, 2, null, mode === 'reset', call),
    // how many textures the game deleted since: a depth texture checked once is checked again after one
    textureDeletions: () => tracker?.textureDeletions ?? -1,
    // A restored context starts from WebGL's defaults: what was tracked before the loss is gone.
    contextRestored() { tracker?.reread(); },
    release() {
      if (released) return;
      released = true;
      shared.lostListeners.delete(onLost);
      if (tracker && --tracker.users === 0) {
        tracker.uninstall();
        shared.tracker = null;
      }
      if (--shared.users === 0) {
        contexts.delete(gl);
        shared.unobserveLoss();
        if (mode !== 'own') removeAddedProperties(gl, shared);
      }
    },
  };
}

function observeLoseContext(gl, listeners) {
  const extension = gl.getExtension('WEBGL_lose_context');
  if (!extension) return () => {};
  const hadOwn = Object.hasOwn(extension, 'loseContext');
  const original = extension.loseContext;
  let active = true;
  const wrapper = function loseContext(...args) {
    const result = original.apply(extension, args);
    if (active) for (const listener of [...listeners]) listener();
    return result;
  };
  extension.loseContext = wrapper;
  return () => {
    active = false;
    if (extension.loseContext !== wrapper) return; // wrapped again since: ours stays, as a pass-through
    if (hadOwn) extension.loseContext = original;
    else delete extension.loseContext;
  };
}

// Emscripten's GL layer adds these to the context and canvas it is given (library_webgl.js);
// once no Plume uses the context they go, so it is as if Plume never met it.
const EMSCRIPTEN_CONTEXT_KEYS = ['vertexAttribDivisor', 'drawArraysInstanced', 'drawElementsInstanced',
  'createVertexArray', 'deleteVertexArray', 'bindVertexArray', 'isVertexArray', 'drawBuffers', 'currentProgram',
  'currentArrayBufferBinding', 'currentElementArrayBufferBinding', 'currentPixelPackBufferBinding',
  'currentPixelUnpackBufferBinding', 'disjointTimerQueryExt'];
function removeAddedProperties(gl, shared) {
  for (const key of EMSCRIPTEN_CONTEXT_KEYS) if (!shared.ownKeys.has(key)) delete gl[key];
  if (gl.canvas && shared.canvasKeys && !shared.canvasKeys.has('GLctxObject')) delete gl.canvas.GLctxObject;
}

// The depth target asked of the context (every mode but 'track', every frame).
function queryDepthTarget(gl, webgl2, texture) {
  const framebuffer = gl.getParameter(gl.FRAMEBUFFER_BINDING);
  const viewport = gl.getParameter(gl.VIEWPORT);
  if (framebuffer === null) return { point: 0, level: 0, colour: false, viewport };
  return { ...relativeTo(readAttachments(gl, webgl2), texture), viewport };
}

// The textures attached to the bound framebuffer's colour 0 and depth, asked of GL:
// { colour: texture | null, depth: { texture, point, level } | null }.
function readAttachments(gl, webgl2) {
  const textureAt = (p) => (gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, p, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE) === gl.TEXTURE
    ? gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, p, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) : null);
  let point = DEPTH_ATTACHMENT;
  let depth = textureAt(DEPTH_ATTACHMENT);
  // WebGL 2 reports a depth-stencil texture at DEPTH_ATTACHMENT and STENCIL_ATTACHMENT; WebGL 1 has it apart
  if (depth && webgl2 && textureAt(STENCIL_ATTACHMENT) === depth) point = DEPTH_STENCIL_ATTACHMENT;
  else if (!depth && !webgl2) {
    depth = textureAt(DEPTH_STENCIL_ATTACHMENT);
    point = DEPTH_STENCIL_ATTACHMENT;
  }
  const level = depth ? gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, point === DEPTH_STENCIL_ATTACHMENT && webgl2
    ? DEPTH_ATTACHMENT : point, gl.FRAMEBUFFER_ATTACHMENT_TEXTURE_LEVEL) : 0;
  return { colour: textureAt(COLOR_ATTACHMENT0), depth: depth ? { texture: depth, point, level } : null };
}

function relativeTo(attachments, texture) {
  const depth = attachments.depth?.texture === texture ? attachments.depth : null;
  return { point: depth?.point ?? 0, level: depth?.level ?? 0, colour: attachments.colour === texture };
}

// Unit `index` (1: the depth texture, 2: the scene's colour; and WebGL 2's sampler there) kept around a render that
// binds a texture on it, by asking.
function withUnit(gl, index, sampler, reset, call) {
  const active = reset ? TEXTURE0 : gl.getParameter(gl.ACTIVE_TEXTURE);
  gl.activeTexture(TEXTURE0 + index);
  const bound = reset ? null : gl.getParameter(gl.TEXTURE_BINDING_2D);
  const boundSampler = sampler && !reset ? gl.getParameter(gl.SAMPLER_BINDING) : null;
  if (sampler) gl.bindSampler(index, sampler);
  gl.activeTexture(active);
  try {
    return call();
  } finally {
    gl.activeTexture(TEXTURE0 + index);
    gl.bindTexture(gl.TEXTURE_2D, bound);
    if (sampler) gl.bindSampler(index, boundSampler);
    gl.activeTexture(active);
  }
}

function runQuerying(gl, webgl2, call) {
  // a context lost before its event arrived answers every getter with null: no state to keep
  if (gl.isContextLost()) return call();
  const saved = captureGlState(gl, webgl2);
  neutralizeGlState(gl, webgl2);
  try {
    return call();
  } finally {
    restoreGlState(gl, webgl2, saved);
  }
}

function resetter(gl, webgl2) {
  const vao = webgl2 ? gl : gl.getExtension('OES_vertex_array_object');
  const bindVertexArray = vao && (webgl2 ? (v) => gl.bindVertexArray(v) : (v) => vao.bindVertexArrayOES(v));
  return (call) => runResetting(gl, webgl2, bindVertexArray, call);
}

function runResetting(gl, webgl2, bindVertexArray, call) {
  neutralizeGlState(gl, webgl2);
  try {
    return call();
  } finally {
    if (bindVertexArray) bindVertexArray(null);
    gl.useProgram(null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, null);
    gl.disable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ZERO);
    gl.blendEquation(gl.FUNC_ADD);
    gl.disable(gl.DEPTH_TEST);
    gl.depthFunc(gl.LESS);
    gl.depthMask(true);
    gl.disable(gl.CULL_FACE);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, null);
    gl.pixelStorei(UNPACK_FLIP_Y_WEBGL, false);
    gl.pixelStorei(UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  }
}

// ---- 'track' ----

class Tracker {
  users = 0;
  #gl;
  #webgl2;
  #installed = []; // [object, name, hadOwn, previous]
  #s; // the shadow: what the context's state is now
  #before; // a copy of the shadow from before a Plume call, allocated once

  #vaoExtension; // WebGL 1's extension objects, asked for once
  #instancingExtension;
  // framebuffer -> { colour, depth: { texture, point, level } | null } as the game attached them, observed; a
  // framebuffer missing here (made or attached before Plume came, or changed in a way not followed) is asked once
  #attachments = new WeakMap();
  textureDeletions = 0;

  constructor(gl, webgl2) {
    this.#gl = gl;
    this.#webgl2 = webgl2;
    this.#vaoExtension = webgl2 ? null : gl.getExtension('OES_vertex_array_object');
    this.#instancingExtension = webgl2 ? null : gl.getExtension('ANGLE_instanced_arrays');
    // the only getters 'track' makes, with the attachments of a framebuffer met before Plume (asked once)
    this.#s = readState(gl, webgl2);
    this.#before = readState(gl, webgl2);
    this.#install();
  }

  reread() { // the observers hold this object
    Object.assign(this.#s, readState(this.#gl, this.#webgl2));
    this.#attachments = new WeakMap();
  }

  depthTarget(texture) {
    const s = this.#s;
    const viewport = s.viewport;
    const framebuffer = s.drawFramebuffer;
    if (framebuffer === null) return { point: 0, level: 0, colour: false, viewport };
    let known = this.#attachments.get(framebuffer);
    if (!known) {
      const gl = this.#gl;
      // asked with it bound as FRAMEBUFFER (WebGL 2: the draw and read bindings both), the read binding put back
      const read = s.readFramebuffer;
      if (read !== framebuffer) gl.bindFramebuffer(FRAMEBUFFER, framebuffer);
      known = readAttachments(gl, this.#webgl2);
      if (read !== framebuffer) gl.bindFramebuffer(READ_FRAMEBUFFER, read);
      this.#attachments.set(framebuffer, known);
    }
    return { ...relativeTo(known, texture), viewport };
  }

  // A framebuffer attachment the game made: followed where the framebuffer is known, else left to be asked.
  #attach(target, attachment, texture, level) {
    const s = this.#s;
    const framebuffer = target === READ_FRAMEBUFFER ? s.readFramebuffer : s.drawFramebuffer;
    if (framebuffer === null) return;
    const known = this.#attachments.get(framebuffer);
    if (!known) return;
    if (attachment === COLOR_ATTACHMENT0) known.colour = texture;
    else if (attachment === DEPTH_ATTACHMENT || attachment === DEPTH_STENCIL_ATTACHMENT) {
      known.depth = texture ? { texture, point: attachment, level } : null;
    } else if (attachment === STENCIL_ATTACHMENT && known.depth) {
      // WebGL 2: one depth-stencil texture at both points is its DEPTH_STENCIL attachment
      if (texture === known.depth.texture) known.depth.point = DEPTH_STENCIL_ATTACHMENT;
      else if (known.depth.point === DEPTH_STENCIL_ATTACHMENT) known.depth.point = DEPTH_ATTACHMENT;
    }
  }


  // Runs a Plume call; afterwards every tracked value Plume changed is set back to what it was.
  // withBits: the call gets what C may assume of the host's state (PLUME_GL_HOST_* bits).
  run(call, plumeUsesVertexArrays, withBits) {
    const gl = this.#gl;
    const s = this.#s;
    const before = this.#before;
    copyState(s, before, !plumeUsesVertexArrays);
    if (this.#webgl2) { // state that would redirect Plume's uploads: set only where the game changed it
      if (s.unpackBuffer) gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, null);
      for (let i = UNPACK_WEBGL1.length; i < s.unpack.length; i++) if (s.unpack[i]) gl.pixelStorei(s.unpackNames[i], 0);
      if (s.sampler0) gl.bindSampler(0, null);
    }
    // Without vertex arrays of its own, Plume points attributes of the default vertex array.
    if (!plumeUsesVertexArrays && s.vertexArray) this.#bindVertexArray(null);
    try {
      if (!withBits) return call();
      return call((s.caps[0] ? HOST.blendEnabled : 0) |
        (s.blendEquation[0] === FUNC_ADD && s.blendEquation[1] === FUNC_ADD ? HOST.equationAdd : 0) |
        (s.caps[2] ? 0 : HOST.cullDisabled) | (s.activeTexture === TEXTURE0 ? HOST.unit0Active : 0) |
        (s.caps[1] ? 0 : HOST.depthDisabled) | HOST.restoredAfter);
    } finally {
      this.#putBack(before);
    }
  }

  #bindVertexArray(vao) {
    if (this.#webgl2) this.#gl.bindVertexArray(vao);
    else this.#vaoExtension?.bindVertexArrayOES(vao);
  }

  #putBack(b) {
    const gl = this.#gl;
    const s = this.#s;
    if (b.attributes && s.vertexArray === null) { // the default vertex array's attributes and element buffer
      b.attributes.forEach((a, i) => {
        const now = s.attributes[i];
        if (a.divisor !== now.divisor) this.#divisor(i, a.divisor);
        if (a.buffer !== now.buffer || a.size !== now.size || a.type !== now.type || a.normalized !== now.normalized ||
          a.stride !== now.stride || a.offset !== now.offset) {
          if (a.buffer || a.offset === 0) {
            gl.bindBuffer(gl.ARRAY_BUFFER, a.buffer);
            gl.vertexAttribPointer(i, a.size, a.type, a.normalized, a.stride, a.offset);
          }
        }
        if (a.enabled !== now.enabled) {
          if (a.enabled) gl.enableVertexAttribArray(i);
          else gl.disableVertexAttribArray(i);
        }
      });
      if (s.elementBuffer !== b.elementBuffer) gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, b.elementBuffer);
    }
    if (s.vertexArray !== b.vertexArray) this.#bindVertexArray(b.vertexArray);
    if (s.arrayBuffer !== b.arrayBuffer) gl.bindBuffer(gl.ARRAY_BUFFER, b.arrayBuffer);
    if (s.program !== b.program) gl.useProgram(b.program);
    for (let i = 0; i < CAPS.length; i++) {
      if (s.caps[i] !== b.caps[i]) {
        if (b.caps[i]) gl.enable(CAPS[i]);
        else gl.disable(CAPS[i]);
      }
    }
    const f = b.blendFunc;
    if (!sameArray(s.blendFunc, f)) gl.blendFuncSeparate(f[0], f[1], f[2], f[3]);
    if (!sameArray(s.blendEquation, b.blendEquation)) gl.blendEquationSeparate(b.blendEquation[0], b.blendEquation[1]);
    if (s.depthFunc !== b.depthFunc) gl.depthFunc(b.depthFunc);
    if (s.depthMask !== b.depthMask) gl.depthMask(b.depthMask);
    if (s.texture1 !== b.texture1) {
      if (s.activeTexture !== TEXTURE1) gl.activeTexture(TEXTURE1);
      gl.bindTexture(gl.TEXTURE_2D, b.texture1);
    }
    if (s.texture2 !== b.texture2) {
      if (s.activeTexture !== TEXTURE2) gl.activeTexture(TEXTURE2);
      gl.bindTexture(gl.TEXTURE_2D, b.texture2);
    }
    if (s.texture0 !== b.texture0) {
      if (s.activeTexture !== gl.TEXTURE0) gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, b.texture0);
    }
    if (s.activeTexture !== b.activeTexture) gl.activeTexture(b.activeTexture);
    for (let i = 0; i < b.unpack.length; i++) if (s.unpack[i] !== b.unpack[i]) gl.pixelStorei(s.unpackNames[i], b.unpack[i]);
    if (this.#webgl2) {
      if (s.unpackBuffer !== b.unpackBuffer) gl.bindBuffer(gl.PIXEL_UNPACK_BUFFER, b.unpackBuffer);
      if (s.sampler0 !== b.sampler0) gl.bindSampler(0, b.sampler0);
      if (s.sampler1 !== b.sampler1) gl.bindSampler(1, b.sampler1);
    }
  }

  #divisor(index, divisor) {
    if (this.#webgl2) this.#gl.vertexAttribDivisor(index, divisor);
    else this.#instancingExtension?.vertexAttribDivisorANGLE(index, divisor);
  }

  // Observers: each records the new state in the shadow, then makes the real call.
  #install() {
    const gl = this.#gl;
    const s = this.#s;
    const defaultArray = () => s.vertexArray === null;
    const wrap = (target, name, observe) => {
      const original = target[name];
      if (typeof original !== 'function') return;
      const hadOwn = Object.hasOwn(target, name);
      // fixed arities for the common calls: no array allocated per host GL call
      // (called with more arguments than the method takes, WebGL ignores the rest: so does the observer)
      const wrapper = observe.length === 1 ? function observed1(a) {
        if (arguments.length !== 1) return observedAny(arguments);
        if (active) observe(a);
        return original.call(target, a);
      } : observe.length === 2 ? function observed2(a, b) {
        if (arguments.length !== 2) return observedAny(arguments);
        if (active) observe(a, b);
        return original.call(target, a, b);
      } : function observed(...args) {
        return observedAny(args);
      };
      const observedAny = (args) => {
        if (active && args.length >= observe.length) observe(...args);
        return original.apply(target, args);
      };
      let active = true;
      this.#installed.push({ target, name, wrapper, original, hadOwn, deactivate: () => { active = false; } });
      target[name] = wrapper;
    };
    wrap(gl, 'useProgram', (program) => { s.program = program; });
    wrap(gl, 'bindBuffer', (target, buffer) => {
      if (target === gl.ARRAY_BUFFER) s.arrayBuffer = buffer;
      else if (target === gl.ELEMENT_ARRAY_BUFFER) { if (defaultArray()) s.elementBuffer = buffer; }
      else if (target === 0x88ec /* PIXEL_UNPACK_BUFFER */) s.unpackBuffer = buffer;
    });
    wrap(gl, 'deleteBuffer', (buffer) => {
      if (!buffer) return;
      if (s.arrayBuffer === buffer) s.arrayBuffer = null;
      if (s.unpackBuffer === buffer) s.unpackBuffer = null;
      if (!defaultArray()) return;
      // GL detaches a deleted buffer from the bound vertex array's attributes and element binding
      if (s.elementBuffer === buffer) s.elementBuffer = null;
      for (const attribute of s.attributes) if (attribute.buffer === buffer) attribute.buffer = null;
    });
    const setCap = (cap, on) => {
      const i = CAPS.indexOf(cap);
      if (i >= 0) s.caps[i] = on;
    };
    wrap(gl, 'enable', (cap) => setCap(cap, true));
    wrap(gl, 'disable', (cap) => setCap(cap, false));
    const setArray = (array, a, b, c, d) => { array[0] = a; array[1] = b; array[2] = c; array[3] = d; };
    wrap(gl, 'blendFunc', (src, dst) => setArray(s.blendFunc, src, dst, src, dst));
    wrap(gl, 'blendFuncSeparate', (a, b, c, d) => setArray(s.blendFunc, a, b, c, d));
    wrap(gl, 'blendEquation', (mode) => { s.blendEquation[0] = s.blendEquation[1] = mode; });
    wrap(gl, 'blendEquationSeparate', (rgb, alpha) => { s.blendEquation[0] = rgb; s.blendEquation[1] = alpha; });
    wrap(gl, 'depthFunc', (func) => { s.depthFunc = func; });
    wrap(gl, 'depthMask', (flag) => { s.depthMask = Boolean(flag); });
    wrap(gl, 'activeTexture', (unit) => { s.activeTexture = unit; });
    wrap(gl, 'bindTexture', (target, texture) => {
      if (target !== gl.TEXTURE_2D) return;
      if (s.activeTexture === TEXTURE0) s.texture0 = texture;
      else if (s.activeTexture === TEXTURE1) s.texture1 = texture;
      else if (s.activeTexture === TEXTURE2) s.texture2 = texture;
    });
    wrap(gl, 'deleteTexture', (texture) => {
      if (!texture) return;
      if (s.texture0 === texture) s.texture0 = null;
      if (s.texture1 === texture) s.texture1 = null;
      if (s.texture2 === texture) s.texture2 = null;
      this.textureDeletions++;
      // GL detaches it from the bound framebuffers: asked again
      if (s.drawFramebuffer) this.#attachments.delete(s.drawFramebuffer);
      if (s.readFramebuffer) this.#attachments.delete(s.readFramebuffer);
    });
    wrap(gl, 'bindFramebuffer', (target, framebuffer) => {
      if (target !== READ_FRAMEBUFFER) s.drawFramebuffer = framebuffer ?? null;
      if (target !== DRAW_FRAMEBUFFER) s.readFramebuffer = framebuffer ?? null;
    });
    wrap(gl, 'deleteFramebuffer', (framebuffer) => {
      if (!framebuffer) return;
      this.#attachments.delete(framebuffer);
      if (s.drawFramebuffer === framebuffer) s.drawFramebuffer = null;
      if (s.readFramebuffer === framebuffer) s.readFramebuffer = null;
    });
    wrap(gl, 'framebufferTexture2D', (target, attachment, textarget, texture, level) => {
      this.#attach(target, attachment, textarget === gl.TEXTURE_2D ? texture : null, level);
    });
    wrap(gl, 'framebufferRenderbuffer', (target, attachment) => this.#attach(target, attachment, null, 0));
    if (this.#webgl2) {
      wrap(gl, 'framebufferTextureLayer', (target, attachment) => this.#attach(target, attachment, null, 0));
    }
    wrap(gl, 'viewport', (x, y, width, height) => { s.viewport = [x, y, width, height]; });
    wrap(gl, 'pixelStorei', (name, value) => {
      const i = s.unpackNames.indexOf(name);
      if (i >= 0) s.unpack[i] = typeof s.unpack[i] === 'boolean' ? Boolean(value) : value;
    });
    wrap(gl, 'enableVertexAttribArray', (i) => { if (defaultArray() && i < ATTRIBUTES) s.attributes[i].enabled = true; });
    wrap(gl, 'disableVertexAttribArray', (i) => { if (defaultArray() && i < ATTRIBUTES) s.attributes[i].enabled = false; });
    const pointer = (i, size, type, normalized, stride, offset) => {
      if (!defaultArray() || i >= ATTRIBUTES) return;
      Object.assign(s.attributes[i], { buffer: s.arrayBuffer, size, type, normalized: Boolean(normalized), stride, offset });
    };
    wrap(gl, 'vertexAttribPointer', pointer);
    // WebGL 2's integer attributes point the same slots (Plume never uses them: restored as float pointers
    // would be wrong, so a game mixing them with vertexArrays: false should use hostState 'query')
    if (this.#webgl2) wrap(gl, 'vertexAttribIPointer', (i, size, type, stride, offset) => pointer(i, size, type, false, stride, offset));
    const divisor = (i, d) => { if (defaultArray() && i < ATTRIBUTES) s.attributes[i].divisor = d; };
    const bindArray = (vao) => { s.vertexArray = vao ?? null; };
    const deleteArray = (vao) => { if (vao && s.vertexArray === vao) s.vertexArray = null; };
    if (this.#webgl2) {
      wrap(gl, 'bindVertexArray', bindArray);
      wrap(gl, 'deleteVertexArray', deleteArray);
      wrap(gl, 'vertexAttribDivisor', divisor);
      wrap(gl, 'bindSampler', (unit, sampler) => {
        if (unit === 0) s.sampler0 = sampler;
        else if (unit === 1) s.sampler1 = sampler;
      });
      wrap(gl, 'deleteSampler', (sampler) => {
        if (sampler && s.sampler0 === sampler) s.sampler0 = null;
        if (sampler && s.sampler1 === sampler) s.sampler1 = null;
      });
    } else {
      // WebGL 1 extension objects are one per context: observe their methods too
      const vao = this.#vaoExtension;
      if (vao) {
        wrap(vao, 'bindVertexArrayOES', bindArray);
        wrap(vao, 'deleteVertexArrayOES', deleteArray);
      }
      const instancing = this.#instancingExtension;
      if (instancing) wrap(instancing, 'vertexAttribDivisorANGLE', divisor);
    }
  }

  // Puts each method back, unless someone wrapped it after Plume (a debugging tool, another
  // library): removing ours would remove theirs, so ours stays, as a plain pass-through.
  uninstall() {
    for (const { target, name, wrapper, original, hadOwn, deactivate } of this.#installed.reverse()) {
      deactivate();
      if (target[name] !== wrapper) continue;
      if (hadOwn) target[name] = original;
      else delete target[name];
    }
    this.#installed = [];
  }
}

function readState(gl, webgl2) {
  const vertexArray = webgl2 ? gl.getParameter(gl.VERTEX_ARRAY_BINDING)
    : gl.getExtension('OES_vertex_array_object') ? gl.getParameter(0x85b5 /* VERTEX_ARRAY_BINDING_OES */) : null;
  const activeTexture = gl.getParameter(gl.ACTIVE_TEXTURE);
  gl.activeTexture(gl.TEXTURE0);
  const texture0 = gl.getParameter(gl.TEXTURE_BINDING_2D);
  const sampler0 = webgl2 ? gl.getParameter(gl.SAMPLER_BINDING) : null;
  gl.activeTexture(TEXTURE1);
  const texture1 = gl.getParameter(gl.TEXTURE_BINDING_2D);
  const sampler1 = webgl2 ? gl.getParameter(gl.SAMPLER_BINDING) : null;
  gl.activeTexture(TEXTURE2);
  const texture2 = gl.getParameter(gl.TEXTURE_BINDING_2D);
  gl.activeTexture(activeTexture);
  const drawFramebuffer = gl.getParameter(gl.FRAMEBUFFER_BINDING); // WebGL 2: the draw framebuffer's
  const readFramebuffer = webgl2 ? gl.getParameter(0x8caa /* READ_FRAMEBUFFER_BINDING */) : drawFramebuffer;
  const instancing = webgl2 ? null : gl.getExtension('ANGLE_instanced_arrays');
  // attributes of the default vertex array: read with it bound
  const bindArray = webgl2 ? (v) => gl.bindVertexArray(v)
    : (v) => gl.getExtension('OES_vertex_array_object')?.bindVertexArrayOES(v);
  if (vertexArray) bindArray(null);
  const attributes = [];
  for (let i = 0; i < ATTRIBUTES; i++) attributes.push(readAttribute(gl, i, Boolean(webgl2 || instancing)));
  const elementBuffer = gl.getParameter(gl.ELEMENT_ARRAY_BUFFER_BINDING);
  if (vertexArray) bindArray(vertexArray);
  const unpackNames = webgl2 ? [...UNPACK_WEBGL1, ...UNPACK_WEBGL2] : UNPACK_WEBGL1;
  const unpack = unpackNames.map((name) => gl.getParameter(name));
  return {
    program: gl.getParameter(gl.CURRENT_PROGRAM),
    arrayBuffer: gl.getParameter(gl.ARRAY_BUFFER_BINDING),
    elementBuffer,
    vertexArray,
    caps: CAPS.map((cap) => gl.isEnabled(cap)),
    blendFunc: [gl.BLEND_SRC_RGB, gl.BLEND_DST_RGB, gl.BLEND_SRC_ALPHA, gl.BLEND_DST_ALPHA].map((p) => gl.getParameter(p)),
    blendEquation: [gl.getParameter(gl.BLEND_EQUATION_RGB), gl.getParameter(gl.BLEND_EQUATION_ALPHA)],
    depthFunc: gl.getParameter(gl.DEPTH_FUNC),
    depthMask: gl.getParameter(gl.DEPTH_WRITEMASK),
    activeTexture,
    texture0,
    texture1,
    texture2,
    drawFramebuffer,
    readFramebuffer,
    viewport: Array.from(gl.getParameter(gl.VIEWPORT)),
    unpackNames,
    unpack,
    unpackBuffer: webgl2 ? gl.getParameter(gl.PIXEL_UNPACK_BUFFER_BINDING) : null,
    sampler0,
    sampler1,
    attributes,
  };
}

// Copies the shadow into `to` (allocated once, same shape); attributes only when Plume will point
// them (without vertex arrays of its own), else `to.attributes` is null.
function copyState(from, to, withAttributes) {
  to.program = from.program;
  to.arrayBuffer = from.arrayBuffer;
  to.elementBuffer = from.elementBuffer;
  to.vertexArray = from.vertexArray;
  for (let i = 0; i < from.caps.length; i++) to.caps[i] = from.caps[i];
  for (let i = 0; i < 4; i++) to.blendFunc[i] = from.blendFunc[i];
  to.blendEquation[0] = from.blendEquation[0];
  to.blendEquation[1] = from.blendEquation[1];
  to.depthFunc = from.depthFunc;
  to.depthMask = from.depthMask;
  to.activeTexture = from.activeTexture;
  to.texture0 = from.texture0;
  to.texture1 = from.texture1;
  to.texture2 = from.texture2;
  to.sampler1 = from.sampler1;
  for (let i = 0; i < from.unpack.length; i++) to.unpack[i] = from.unpack[i];
  to.unpackBuffer = from.unpackBuffer;
  to.sampler0 = from.sampler0;
  to.attributes = withAttributes ? from.attributes.map((a) => ({ ...a })) : null;
}

function sameArray(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
