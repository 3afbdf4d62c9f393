// plume.js — the ES module games import. A thin wrapper: it checks arguments, turns C statuses into
// exceptions, copies matrices into the wasm heap, and (on a game's own context) puts the game's GL
// state back after every call that touches GL. All particle work happens in C (src/).
//
// Every method reads and checks all its arguments into plain JavaScript values FIRST (only primitive
// numbers and strings are accepted, so no valueOf/toString runs later), then checks that this Plume is
// still alive (an array getter may have destroyed it meanwhile), and only then touches the wasm heap.
import createPlumeModule from './plume_module.js';
import { attachHostState, HOST_STATE_MODES } from './host_state.js';
import * as C from './plume_constants.js'; // generated from the C headers at build time
import { EmitterDescError, boolean, readEmitterDesc, readKindKeys, readLook } from './emitter_desc.js';
import { SystemDescError, readSystemDesc } from './system_desc.js';
import { PlumeError, report, shortUrl } from './errors.js';
import { beginLoad, endLoad, imageOf, isImage, pictureOfBytes, pictureOfImage } from './image_source.js';
import { EffectRuntime } from './runtime.js';
import { LentBlocks } from './lent.js';
import { emissionMesh } from './emission_mesh.js';
import { meshDesc } from './mesh_layer.js';

const BLEND_MODES = C.BLEND_MODES; // a Map: no inherited names
const FADE_MODES = C.FADE_MODES;
const FLAG_NO_SPIN = C.WEB_KIND_NO_SPIN;
const FLAG_POINT_DOWN = C.WEB_KIND_POINT_DOWN;
const FLAG_DEPTH_TEST = C.WEB_KIND_DEPTH_TEST;
// how a kind's mesh is turned: as modelled, facing the camera, or upright about its y axis facing it
const BILLBOARD_FLAGS = new Map([['none', 0], ['camera', C.WEB_KIND_BILLBOARD_CAMERA], ['axis', C.WEB_KIND_BILLBOARD_AXIS]]);
const MAX_CAPACITY = C.MAX_CAPACITY;
const KIND_OPTIONS = ['mesh', 'mesh2', 'texture', 'blend', 'fade', 'startColor', 'endColor', 'startSize', 'endSize', 'maxAge', 'capacity', 'spin',
  'pointDown', 'depthTest', 'billboard', 'soft', 'renderOrder', 'sort', 'hueShift', 'lighting', 'erosion', 'volume', 'size', 'color',
  'atlas'];
const SCRATCH_FLOATS = 48; // view, projection, spawn transform
// the parent a sub-emitter layer's desc is read with: its words name none (effect.c links the layer to its parent's)
const LAYER_PARENT = Symbol('an effect layer\'s parent layer');
const VIEW_SUSPECT_RENDERS = 60; // a second of frames before a view is called a camera's world matrix
/** The generated textures' names (plume.generatedTexture, a layer's texture). */
export const GENERATED_TEXTURES = ['plume:smoke', 'plume:fire', 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare',
  'plume:debris', 'plume:noise', 'plume:trail'];
const CREATE_OPTIONS = ['canvas', 'gl', 'seed', 'instancing', 'vertexArrays', 'contextAttributes', 'hostState', 'wasm', 'hdr', 'webgl',
  'backend', 'device', 'format'];
const BACKENDS = ['webgl', 'webgpu', 'auto'];
const FLOAT32_MAX = 3.4028234663852886e38;
const FIRST_STEP_WARN_MS = 250; // a first delta longer than this is most likely a requestAnimationFrame timestamp
const SECONDS_CHECK_STEPS = 5;  // this many nonzero steps under 0.1 ms in a row look like seconds
const SHORT_AGE_WARN_MS = 10;   // a maxAge below a frame is most likely seconds
const FLOAT32_MIN_NORMAL = 1.1754943508222875e-38; // smaller sizes and ages flush to 0 on GPUs
// step(): one step of more than ~11.6 days is a timestamp or a unit mistake, not a frame; the clock
// stops at 2^45 ms (~1,100 years), where a double still resolves 1/256 ms.
const MAX_STEP_MS = 1e9;
const MAX_TIME_MS = 2 ** 45;
const EFFECT_SOURCE = Symbol.for('plume.effectSource'); // loadEffect -> createEffect: the file it read
const TRANSACTION = Symbol.for('plume.transaction'); // effect.js: a load that fails forgets the kinds it defined
const KIND_DEFINED = Symbol.for('plume.kindDefined'); // effect.js: a kind a failed load could not forget stays cached

export { PlumeError };

/** This build's version, "MAJOR.MINOR.PATCH" (the npm package's; plume.version is what its wasm says). */
export const version = `${C.VERSION_MAJOR}.${C.VERSION_MINOR}.${C.VERSION_PATCH}`;

/** A texture decoded by plume.loadTexture(); pass it as defineParticle's `texture`. */
export class PlumeTexture {
  #owner;
  constructor(owner, id, byteLength, atlas, width, height) {
    this.#owner = owner;
    this.id = id;
    this.byteLength = byteLength;
    this.atlas = atlas; // generated flipbooks: { cols, rows }, what layers drawing it play unless they give an atlas
    this.width = width; // pixels of the picture it was made from (generated art: as drawn)
    this.height = height;
    Object.freeze(this);
  }
  belongsTo(owner) { return this.#owner === owner; }
}

function isWebGLContext(gl) {
  return (typeof WebGLRenderingContext !== 'undefined' && gl instanceof WebGLRenderingContext) ||
    (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext);
}

/** A short, safe description of any value for a message (never calls the value's own methods). */
function describe(value) {
  try {
    if (value === null) return 'null';
    if (value === undefined) return 'undefined';
    if (typeof value === 'string') return quote(value);
    if (typeof value === 'bigint') return `the BigInt ${value}n`;
    if (typeof value === 'symbol') return 'a symbol';
    if (typeof value === 'function') return 'a function';
    if (typeof value !== 'object') return `${typeof value} ${String(value)}`;
    if (Array.isArray(value)) return `an array of length ${value.length}`;
    if (ArrayBuffer.isView(value)) {
      const length = value instanceof DataView ? value.byteLength : value.length;
      return `a ${Object.getPrototypeOf(value)?.constructor?.name ?? 'typed array'} of length ${length}`;
    }
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    return name && name !== 'Object' ? `a ${name}` : 'an object';
  } catch {
    return 'a value that cannot be described';
  }
}

/** 'text' with control characters escaped, shortened past 60 characters. */
function quote(text) {
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `'${short.replace(/[\0-\x1f\x7f'\\]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

/** Strings cross to C as NUL-terminated UTF-8: refuse what would be cut or mangled there. */
function checkText(where, what, text) {
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    throw new PlumeError(`${where}: ${what} contains a NUL character (\\0) at index ${nul}; C would cut it there`);
  }
  const lone = text.search(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  if (lone >= 0) {
    throw new PlumeError(`${where}: ${what} has a lone UTF-16 surrogate at index ${lone} (not valid Unicode text)`);
  }
}

/** A number that reaches C as a 32-bit float, checked as one: positive, finite, not flushed to 0. */
function positiveFloat32(where, what, value, unit = '') {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PlumeError(`${where}: ${what} must be a positive finite number${unit}, got ${describe(value)}`);
  }
  if (value > FLOAT32_MAX) {
    throw new PlumeError(`${where}: ${what} is ${value}, too large for a 32-bit float (at most ${FLOAT32_MAX})`);
  }
  if (value < FLOAT32_MIN_NORMAL) {
    throw new PlumeError(`${where}: ${what} is ${value}, too small for a 32-bit float (at least ${FLOAT32_MIN_NORMAL})`);
  }
  return value;
}

/** Reads a boolean option; undefined takes the default. */
function optionalBoolean(where, what, value, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new PlumeError(`${where}: ${what} must be true or false, got ${describe(value)}`);
  return value;
}

const FRAME_OPTIONS = ['fog', 'depthTexture', 'near', 'far', 'colorSpace', 'colorTexture'];
const COLOR_SPACES = ['srgb', 'linear'];
const NO_FOG = { key: 'none', mode: 0, color: [0, 0, 0], near: 0, far: 0, density: 0, depth: null, linear: false };

/**
 * render()'s third argument: { fog: { color, near, far } | { color, density }, depthTexture?, near?, far?,
 * colorSpace?, colorTexture? }.
 */
function readFrameOptions(options) {
  if (options === undefined || options === null) return NO_FOG;
  const where = 'render';
  if (typeof options !== 'object') throw new PlumeError(`${where}: options must be an object ({ fog }), got ${describe(options)}`);
  for (const key of Object.keys(options)) {
    if (!FRAME_OPTIONS.includes(key)) throw new PlumeError(`${where}: unknown option '${key}' (known: ${FRAME_OPTIONS.join(', ')})`);
  }
  const { fog, colorSpace } = options;
  if (colorSpace !== undefined && !COLOR_SPACES.includes(colorSpace)) {
    throw new PlumeError(`${where}: colorSpace must be 'srgb' (a canvas, an sRGB target: the default) or 'linear' (a linear ` +
      `target such as three.js's render targets and composer buffers), got ${describe(colorSpace)}`);
  }
  const linear = colorSpace === 'linear';
  const depth = readDepthOptions(where, options);
  const scene = readColorTexture(where, options.colorTexture);
  if (fog === undefined || fog === null) return depth || linear || scene ? { ...NO_FOG, depth, linear, scene } : NO_FOG;
  if (typeof fog !== 'object') throw new PlumeError(`${where}: fog must be { color, near, far } or { color, density }, got ${describe(fog)}`);
  for (const key of Object.keys(fog)) {
    if (!['color', 'near', 'far', 'density'].includes(key)) {
      throw new PlumeError(`${where}: fog: unknown field '${key}' (known: color, near, far, density)`);
    }
  }
  if (fog.color?.isColor === true) {
    throw new PlumeError(`${where}: fog.color: a THREE.Color; pass color.getHex() (or fogOf(scene) from plume-particles/three)`);
  }
  const color = typeof fog.color === 'number' && Number.isInteger(fog.color) && fog.color >= 0 && fog.color <= 0xffffff
    ? [(fog.color >> 16) / 255, ((fog.color >> 8) & 255) / 255, (fog.color & 255) / 255] // three's 0xrrggbb
    : readColor(`${where}: fog`, 'color', fog.color ?? '#ffffff').slice(0, 3);
  const finite = (what, value) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new PlumeError(`${where}: fog.${what} must be a finite number >= 0 (scene units), got ${describe(value)}`);
    }
    return value;
  };
  let mode, near = 0, far = 0, density = 0;
  if (fog.density !== undefined) {
    if (fog.near !== undefined || fog.far !== undefined) {
      throw new PlumeError(`${where}: fog takes near and far (linear) or density (exponential squared), not both`);
    }
    mode = 2;
    density = finite('density', fog.density);
  } else {
    mode = 1;
    near = finite('near', fog.near ?? 1);
    far = finite('far', fog.far ?? 1000);
    if (far <= near) throw new PlumeError(`${where}: fog.far (${far}) must be greater than fog.near (${near})`);
  }
  return { key: `${mode} ${color} ${near} ${far} ${density}`, mode, color, near, far, density, depth, linear, scene };
}


// The sampler Plume reads a depth texture through on WebGL 2: nearest texels, no compare mode.
function makeDepthSampler(gl) {
  const sampler = gl.createSampler();
  gl.samplerParameteri(sampler, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.samplerParameteri(sampler, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.samplerParameteri(sampler, gl.TEXTURE_COMPARE_MODE, gl.NONE);
  return sampler;
}

// A texture is 2D, a cube map (or, on WebGL 2, 3D or an array) from its first bind, and only a 2D one can be the
// depth Plume samples. Binding it as 2D tells without asking its kind; a refused bind's error is taken off the flag.
function isTexture2D(gl, texture) {
  const active = gl.getParameter(gl.ACTIVE_TEXTURE);
  gl.activeTexture(gl.TEXTURE1);
  const before = gl.getParameter(gl.TEXTURE_BINDING_2D);
  gl.bindTexture(gl.TEXTURE_2D, texture);
  const is2D = gl.getParameter(gl.TEXTURE_BINDING_2D) === texture;
  if (!is2D) gl.getError();
  gl.bindTexture(gl.TEXTURE_2D, before);
  gl.activeTexture(active);
  return is2D;
}

// render's colorTexture (the scene's colour, for distorting layers): the WebGLTexture, or null without one.
function readColorTexture(where, texture) {
  if (texture === undefined || texture === null) return null;
  if (typeof WebGLTexture === 'undefined' || !(texture instanceof WebGLTexture)) {
    const hint = texture?.isTexture === true ? ' (a THREE.Texture: pass renderer.properties.get(texture).__webglTexture, or use PlumePass from plume-particles/three, which hands the scene over itself)' : '';
    throw new PlumeError(`${where}: colorTexture must be a WebGLTexture holding the scene's colour, got ${describe(texture)}${hint}`);
  }
  return texture;
}

// { depthTexture, near, far } of render's options: null without a depth texture.
function readDepthOptions(where, options) {
  const { depthTexture, near, far } = options;
  if (depthTexture === undefined || depthTexture === null) {
    if (near !== undefined || far !== undefined) {
      throw new PlumeError(`${where}: near and far linearise depthTexture; pass the scene's depth texture with them`);
    }
    return null;
  }
  if (typeof WebGLTexture === 'undefined' || !(depthTexture instanceof WebGLTexture)) {
    const hint = depthTexture?.isTexture === true ? " (a THREE.Texture: pass renderer.properties.get(texture).__webglTexture, or use PlumeObject/PlumePass from plume-particles/three, which find it)" : '';
    throw new PlumeError(`${where}: depthTexture must be a WebGLTexture holding the scene's depth, got ${describe(depthTexture)}${hint}`);
  }
  if ((near === undefined) !== (far === undefined)) throw new PlumeError(`${where}: give near and far together (the depth texture's camera), or neither`);
  if (near !== undefined && !(typeof near === 'number' && typeof far === 'number' && near > 0 && far > near && Number.isFinite(far))) {
    throw new PlumeError(`${where}: near and far must be numbers with 0 < near < far (the depth texture's camera), got ${describe(near)} and ${describe(far)}`);
  }
  return { texture: depthTexture, near: near ?? 0, far: far ?? 0 };
}

/**
 * A colour as 4 numbers (RGBA, 1 is full): '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', or an array of 3 or 4
 * finite numbers >= 0 (alpha 1 when left out; above 1 brightens).
 */
function readColor(where, what, value) {
  if (typeof value === 'string') {
    const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
    if (!hex) {
      throw new PlumeError(`${where}: ${what} ${quote(value)} is not a colour: use '#rrggbb', '#rrggbbaa', '#rgb', '#rgba' ` +
        'or [r, g, b, a] with 1 as full');
    }
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g);
    const rgba = digits.map((pair) => parseInt(pair, 16) / 255);
    return rgba.length === 3 ? [...rgba, 1] : rgba;
  }
  if (!isArrayLike(value) || (value.length !== 3 && value.length !== 4) || typeof value[0] === 'bigint') {
    throw new PlumeError(`${where}: ${what} must be '#rrggbb(aa)' or [r, g, b, a] (numbers, 1 is full), got ${describe(value)}`);
  }
  const rgba = [];
  for (let i = 0; i < value.length; i++) {
    const component = value[i];
    if (typeof component !== 'number' || !Number.isFinite(component) || component < 0 || component > FLOAT32_MAX) {
      throw new PlumeError(`${where}: ${what}[${i}] is ${describe(component)}; colour components are finite numbers >= 0 (1 is full)`);
    }
    rgba.push(component);
  }
  if (rgba.length === 3) rgba.push(1);
  return rgba;
}

function isArrayLike(value) {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/**
 * Copies 16 matrix numbers into a new array, each checked: a number (no strings, null, holes,
 * BigInt), finite as a 32-bit float. Reads every element exactly once.
 */
function readMatrix(where, what, matrix) {
  if (matrix !== null && typeof matrix === 'object' && !isArrayLike(matrix) && isArrayLike(matrix.elements)) {
    throw new PlumeError(`${where}: ${what} looks like a three.js Matrix4; pass its .elements ` +
      (what === 'view' || what === 'projection' ? '(e.g. camera.matrixWorldInverse.elements, camera.projectionMatrix.elements)'
        : '(e.g. object.matrixWorld.elements)'));
  }
  const length = isArrayLike(matrix) ? matrix.length : -1;
  if (length !== 16) {
    throw new PlumeError(`${where}: ${what} must be a Float32Array(16) (column-major), got ${describe(matrix)}`);
  }
  const values = new Array(16);
  for (let i = 0; i < 16; i++) values[i] = matrix[i];
  for (let i = 0; i < 16; i++) checkFloat32(where, what, i, values[i], 'a matrix needs finite numbers');
  return values;
}

// `name[index]` names the value in messages (built only for a message: a play checks 3 to 16 numbers)
function checkFloat32(where, name, index, value, need) {
  if (typeof value === 'number' && Math.abs(value) <= FLOAT32_MAX) return;
  const what = `${name}[${index}]`;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    const kind = typeof value === 'bigint' ? `the BigInt ${value}n (use a Float32Array, not a BigInt64Array)`
      : typeof value === 'number' ? String(value) : describe(value);
    throw new PlumeError(`${where}: ${what} is ${kind}; ${need}`);
  }
  if (Math.abs(value) > FLOAT32_MAX) {
    throw new PlumeError(`${where}: ${what} is ${value}, beyond a 32-bit float (at most ${FLOAT32_MAX} in size)`);
  }
}

// [x, y, z] becomes a translation; 16 numbers are taken as a column-major matrix. Returns 16 numbers.
function readTransform(where, position) {
  const length = isArrayLike(position) ? position.length : -1;
  if (length === 16 || (length < 0 && isArrayLike(position?.elements))) return readMatrix(where, 'transform', position);
  if (length !== 3) {
    const vector = position !== null && typeof position === 'object' && typeof position.toArray === 'function' &&
      typeof position.x === 'number' ? ' (a three.js Vector3? pass vector.toArray())' : '';
    throw new PlumeError(`${where}: position must be [x, y, z] or a Float32Array(16) transform, got ${describe(position)}${vector}`);
  }
  const xyz = [position[0], position[1], position[2]];
  for (let i = 0; i < 3; i++) checkFloat32(where, 'position', i, xyz[i], 'position needs three finite numbers [x, y, z]');
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, xyz[0], xyz[1], xyz[2], 1];
}

/**
 * A stateless GPU emitter made by plume.createEmitter(desc): every particle is computed on the GPU from
 * the settings, its index and the emitter's own time, so a frame uploads no particle data and time can
 * be sought forwards and backwards. Advances with plume.step(); drawn by plume.render().
 */
export class PlumeEmitter {
  #bridge; // Plume's private calls, bound to it
  #id;
  #fields; // the desc as given (merged by set())

  constructor(token, bridge, id, fields) {
    if (token !== emitterToken) throw new PlumeError('PlumeEmitter cannot be made with new: use plume.createEmitter(desc)');
    this.#bridge = bridge;
    this.#id = id;
    this.#fields = fields;
  }

  /** Moves the emitter: [x, y, z] or a column-major 4x4 transform (its rotation turns the shape and
   *  direction). Call it after step() each frame it moves: the path is recorded, so particles start
   *  where the emitter was at their birth. */
  setPosition(position) {
    this.#check('setPosition');
    const transform = readTransform('setPosition', position);
    this.#call('setPosition', (m, web, b) => m._plume_web_emitter_set_transform(web, this.#id, b.store(transform)));
  }

  /** Changes settings (a partial desc); the emitter keeps its time and path. */
  set(partial) {
    this.#check('set');
    if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) {
      throw new PlumeError(`set: expected an object of emitter settings, got ${describe(partial)}`);
    }
    const merged = { ...this.#fields, ...partial };
    const { words, fields } = this.#bridge.read('set', merged);
    this.#call('set', (m, web, b) => b.withDesc(words, (pointer) => m._plume_web_emitter_update(web, this.#id, pointer)));
    this.#fields = fields;
  }

  /** Jumps to `ms` of the emitter's own time (since it started), forwards or backwards. */
  seek(ms) {
    this.#check('seek');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 1e12) {
      throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to 1e12, got ${describe(ms)}`);
    }
    this.#call('seek', (m, web) => m._plume_web_emitter_seek(web, this.#id, ms));
  }

  /** The emitter's own time in ms (steps times timeScale, or where seek() put it). */
  get time() {
    this.#check('time');
    return this.#bridge.module()._plume_web_emitter_time(this.#bridge.web(), this.#id);
  }

  /** Stops emitting; live particles finish their life. */
  stop() {
    this.#check('stop');
    this.#call('stop', (m, web) => m._plume_web_emitter_stop(web, this.#id));
  }

  /** World-space box of every live particle now: { min: [x, y, z], max: [x, y, z] } (min > max: none). */
  get bounds() {
    this.#check('bounds');
    const b = this.#bridge;
    const pointer = b.store([0, 0, 0, 0, 0, 0]);
    this.#call('bounds', (m, web) => m._plume_web_emitter_bounds(web, this.#id, pointer));
    const heap = b.module().HEAPF32, base = pointer >>> 2;
    return { min: [heap[base], heap[base + 1], heap[base + 2]], max: [heap[base + 3], heap[base + 4], heap[base + 5]] };
  }

  get destroyed() { return this.#id === 0 || this.#bridge.web() === 0; }

  /** True once the emitter will never show a particle again: its emission ended (loop: false, or
   *  stop()) and its last particle died — or it was destroyed. A seek back makes it false again. */
  get ended() {
    if (this.destroyed) return true;
    return this.#bridge.module()._plume_web_emitter_ended(this.#bridge.web(), this.#id) === 1;
  }

  /** Frees the emitter; later calls throw, a second destroy() does nothing. */
  destroy() {
    if (this.destroyed) return;
    this.#bridge.checkNotNested('destroy');
    const status = this.#bridge.module()._plume_web_emitter_destroy(this.#bridge.web(), this.#id);
    // an effect instance's emitter (effect.emitters) goes with its instance: refused, and it plays on
    if (status && status !== C.ERR_STALE_HANDLE) throw new PlumeError(prefixed('destroy', this.#bridge.lastError()), status);
    this.#id = 0;
  }

  #check(method) {
    if (this.#bridge.web() === 0) throw new PlumeError(`${method}: this emitter's Plume was destroyed`);
    if (this.#id === 0) throw new PlumeError(`${method}: this emitter was destroyed; create a new one with plume.createEmitter`);
    this.#bridge.checkNotNested(method);
  }

  #call(method, call) {
    this.#check(method);
    const status = call(this.#bridge.module(), this.#bridge.web(), this.#bridge);
    if (status) throw new PlumeError(prefixed(method, this.#bridge.lastError()), status);
  }
}

const emitterToken = Symbol('PlumeEmitter');

/**
 * A CPU particle system made by plume.addSystem(desc): simulated in C every step() (spawning, wind,
 * gravity, drag, size and colour over life, flipbooks), drawn by render() through one shared dynamic
 * vertex buffer. Its transform and wind can change every frame; `manual` systems are moved by the game
 * through `particles`. A removed system (remove(), or a one-shot system that ended) stays dead: every
 * method then throws.
 */
export class PlumeSystem {
  #bridge;
  #id;
  #fields; // the desc as given (merged by set())
  #views = null; // the typed arrays of `particles`, rebuilt when the heap or the arrays move

  constructor(token, bridge, id, fields) {
    if (token !== systemToken) throw new PlumeError('PlumeSystem cannot be made with new: use plume.addSystem(desc)');
    this.#bridge = bridge;
    this.#id = id;
    this.#fields = fields;
  }

  /** Moves the system: [x, y, z] or a column-major 4x4 transform. World-space particles keep where they
   *  were born; local-space ones move with it. */
  setTransform(position) {
    this.#check('setTransform');
    const transform = readTransform('setTransform', position);
    this.#call('setTransform', (m, web, b) => m._plume_web_system_set_transform(web, this.#id, b.store(transform)));
  }

  /** Wind, [x, y, z] in units/s² added to gravity; takes effect at the next step. */
  setWind(wind) {
    this.#check('setWind');
    const length = isArrayLike(wind) ? wind.length : -1;
    if (length !== 3) throw new PlumeError(`setWind: wind must be [x, y, z] (units/s²), got ${describe(wind)}`);
    const xyz = [wind[0], wind[1], wind[2]];
    for (let i = 0; i < 3; i++) checkFloat32('setWind', 'wind', i, xyz[i], 'wind needs three finite numbers');
    this.#call('setWind', (m, web, b) => m._plume_web_system_set_wind(web, this.#id, b.store(xyz)));
    this.#fields = { ...this.#fields, wind: xyz };
  }

  /** Changes settings (a partial desc); live particles, the clock and the transform stay. */
  set(partial) {
    this.#check('set');
    if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) {
      throw new PlumeError(`set: expected an object of system settings, got ${describe(partial)}`);
    }
    const merged = { ...this.#fields, ...partial };
    const { words, fields } = this.#bridge.readSystem('set', merged);
    // a new mesh first: refused, it leaves the system as it was
    if (fields.shape?.type === 'mesh' && fields.shape !== this.#fields.shape) this.#bridge.emissionMesh('set', this.#id, fields.shape);
    this.#call('set', (m, web, b) => b.withDesc(words, (pointer) => m._plume_web_system_set_desc(web, this.#id, pointer)));
    this.#fields = fields;
    this.#views = null;
    this.#bridge.letGo(this.#id, this.#arrays('set')[0]); // a new capacity moved the particles: the old block is let go
  }

  /** Spawns n particles now (as many as the capacity leaves room for). */
  burst(n) {
    this.#check('burst');
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
      throw new PlumeError(`burst: n must be a whole number of particles >= 0, got ${describe(n)}`);
    }
    this.#call('burst', (m, web) => m._plume_web_system_burst(web, this.#id, n));
  }

  /**
   * Restarts the system from its seed and re-simulates it in fixed steps of 1000/60 ms up to `ms` (at
   * most 300000): the same seed gives the same particles, so an editor can scrub backwards. It costs
   * ceil(ms / 16.7) updates of the system (a 2 s effect of 1,000 particles: about a millisecond).
   */
  seek(ms) {
    this.#check('seek');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 300000) {
      throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to 300000, got ${describe(ms)}`);
    }
    this.#call('seek', (m, web) => m._plume_web_system_seek(web, this.#id, ms));
  }

  /** The system's own time in ms (since it was added, or where seek() put it). */
  get time() {
    this.#check('time');
    return this.#bridge.module()._plume_web_system_time(this.#bridge.web(), this.#id);
  }

  /** World-space box of the live particles: { min: [x, y, z], max: [x, y, z] } (min > max: none). */
  get bounds() {
    this.#check('bounds');
    const b = this.#bridge;
    const pointer = b.store([0, 0, 0, 0, 0, 0]);
    this.#call('bounds', (m, web) => m._plume_web_system_bounds(web, this.#id, pointer));
    const heap = b.module().HEAPF32, base = pointer >>> 2;
    return { min: [heap[base], heap[base + 1], heap[base + 2]], max: [heap[base + 3], heap[base + 4], heap[base + 5]] };
  }

  /**
   * The particles as typed-array views into the wasm memory: positions, previous, velocities (xyz each),
   * colors (RGBA 0..1), sizes, rotations (radians), life (ms left), frames (atlas frame), capacity, and
   * count (live particles from index 0; a manual system's game sets it). The wasm memory can grow
   * whenever Plume allocates (addSystem, loadTexture, defineParticle, set() with a new capacity...), which
   * detaches these views: read `particles` again after such calls (each frame is simplest; it is cheap
   * and returns the same views while they stay valid).
   */
  get particles() {
    const words = this.#arrays('particles');
    const m = this.#bridge.module();
    const capacity = words[8];
    const v = this.#views;
    if (v && v.buffer === m.HEAPU8.buffer && v.pointer === words[0] && v.capacity === capacity) return v.particles;
    const f32 = (pointer, per) => new Float32Array(m.HEAPU8.buffer, pointer, capacity * per);
    const system = this;
    const particles = {
      positions: f32(words[0], 3), previous: f32(words[1], 3), velocities: f32(words[2], 3), colors: f32(words[3], 4),
      sizes: f32(words[4], 1), rotations: f32(words[5], 1), life: f32(words[6], 1),
      frames: new Uint16Array(m.HEAPU8.buffer, words[7], capacity), capacity,
      get count() { return system.#count(); },
      set count(n) { system.#setCount(n); },
    };
    // the block these views show is lent to them: the core never frees it or hands it to another system; it
    // is freed once the system let go of it (remove, a new capacity) and no view of it is left (lent.js)
    this.#bridge.lend(this.#id, words[0], [particles.positions, particles.previous, particles.velocities, particles.colors,
      particles.sizes, particles.rotations, particles.life, particles.frames, particles]);
    this.#views = { buffer: m.HEAPU8.buffer, pointer: words[0], capacity, particles };
    return particles;
  }

  /** How many particles the system holds (its capacity: given, or derived from rate and life). */
  get capacity() { return this.#arrays('capacity')[8]; }

  // plume_web_system_arrays' ten words: the arrays' addresses, capacity, count
  #arrays(method) {
    this.#check(method);
    const b = this.#bridge;
    const out = b.store(new Array(10).fill(0));
    this.#run(method, (mod, web) => mod._plume_web_system_arrays(web, this.#id, out)); // nothing read since the check
    return b.module().HEAPU32.slice(out >>> 2, (out >>> 2) + 10);
  }

  /** False once removed (remove(), plume.removeSystem(), or a one-shot system that ended). */
  get exists() {
    return this.#id !== 0 && this.#bridge.web() !== 0 &&
      this.#bridge.module()._plume_web_system_exists(this.#bridge.web(), this.#id) === 1;
  }

  /** True once the system will show nothing again (no live particle and its flow over; never for a
   *  manual system) or was removed. */
  get ended() {
    if (!this.exists) return true;
    return this.#bridge.module()._plume_web_system_ended(this.#bridge.web(), this.#id) === 1;
  }

  /** Removes the system and frees its particles. Removing it again throws. */
  remove() {
    this.#check('remove');
    const id = this.#id;
    const status = this.#bridge.module()._plume_web_remove_system(this.#bridge.web(), id);
    // an effect instance's system (effect.systems) goes with its instance: refused, and it plays on
    if (status) throw new PlumeError(prefixed('remove', this.#bridge.lastError()), status);
    this.#id = 0;
    this.#views = null;
    this.#bridge.letGo(id);
  }

  belongsTo(bridge) { return this.#bridge === bridge; }

  #count() {
    this.#check('particles.count');
    return this.#bridge.module()._plume_web_system_count(this.#bridge.web(), this.#id);
  }

  #setCount(n) { // only a manual system's: the core's check
    this.#check('particles.count');
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
      throw new PlumeError(`particles.count: must be a whole number of particles >= 0, got ${describe(n)}`);
    }
    this.#call('particles.count', (m, web) => m._plume_web_system_set_count(web, this.#id, n));
  }

  #check(method) {
    if (this.#bridge.web() === 0) throw new PlumeError(`${method}: this system's Plume was destroyed`);
    if (this.#id === 0) throw new PlumeError(`${method}: this system was removed; add a new one with plume.addSystem`);
    this.#bridge.checkNotNested(method);
    if (this.#bridge.module()._plume_web_system_exists(this.#bridge.web(), this.#id) !== 1) {
      this.#bridge.letGo(this.#id);
      this.#id = 0;
      this.#views = null;
      throw new PlumeError(`${method}: this system was removed (a one-shot system removes itself once its particles ` +
        'are dead); add a new one with plume.addSystem');
    }
  }

  // after the arguments were read (a getter among them may have destroyed the Plume or removed the system)
  #call(method, call) {
    this.#check(method);
    this.#run(method, call);
  }

  #run(method, call) {
    const status = call(this.#bridge.module(), this.#bridge.web(), this.#bridge);
    if (status) throw new PlumeError(prefixed(method, this.#bridge.lastError()), status);
  }
}

const systemToken = Symbol('PlumeSystem');

/**
 * Creates a particle system drawing into `canvas` (Plume makes a WebGL 1 context, or 2 with `webgl: 2`) or into
 * `gl`, a WebGL 1 or 2 context the game owns. `hdr: true` (own canvas only): particles draw into a half-float target
 * (8 bits with headroom where the context has none), then a bloom and a filmic tonemap onto the canvas (hdr.js). Resolves once the wasm module is ready.
 * `wasm`: where the WebAssembly comes from (URL, bytes, Response or WebAssembly.Module); default
 * plume.wasm beside this file, written so bundlers (Vite, webpack) find and copy it.
 */
export async function createPlume(options) {
  if (options === null || typeof options !== 'object') {
    throw new PlumeError(`createPlume: options must be an object such as { canvas } or { gl }, got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!CREATE_OPTIONS.includes(key)) {
      throw new PlumeError(`createPlume: unknown option ${quote(key)} (known: ${CREATE_OPTIONS.join(', ')})`);
    }
  }
  const { canvas, gl: hostGl, seed = 0, instancing = true, vertexArrays = true, contextAttributes = {}, wasm,
    hostState = 'track', hdr = false, webgl = 1, backend = 'webgl', device } = options;
  if (!BACKENDS.includes(backend)) throw new PlumeError(`createPlume: backend must be one of ${BACKENDS.join(', ')}, got ${describe(backend)}`);
  // what every backend takes, checked before any is chosen (nothing asked of a GPU yet)
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new PlumeError(`createPlume: seed must be an integer from 0 to 4294967295, got ${describe(seed)}`);
  }
  optionalBoolean('createPlume', 'hdr', hdr, false);
  if (device !== undefined || backend === 'webgpu' || (backend === 'auto' && canvas && globalThis.navigator?.gpu)) {
    // its backend loads only now (plume_webgpu_backend.js): a WebGL game downloads none of it; null: 'auto' found none
    const made = await (await import('./webgpu/backend.js')).createGpuPlume(options, {
      PlumeError, load: loadModule, make(module, gpu) {
        constructing = true;
        try { return new Plume(module, null, true, seed, C.WEB_CREATE_EXTERNAL, 'own', null, gpu); } finally { constructing = false; }
      } });
    if (made) return made;
  }
  if (!canvas === !hostGl) {
    const given = (Object.hasOwn(options, 'canvas') && !canvas) ? ` (canvas is ${describe(canvas)}: was the element found?)`
      : (Object.hasOwn(options, 'gl') && !hostGl) ? ` (gl is ${describe(hostGl)})` : '';
    throw new PlumeError('createPlume: pass exactly one of { canvas } (Plume makes a WebGL 1 context) ' +
      `or { gl } (Plume draws into a context the game owns)${given}`);
  }
  optionalBoolean('createPlume', 'instancing', instancing, true);
  optionalBoolean('createPlume', 'vertexArrays', vertexArrays, true);
  if (canvas && Object.hasOwn(options, 'hostState')) {
    throw new PlumeError("createPlume: hostState applies to a context the game owns ({ gl }); on Plume's own canvas there is no game state to keep");
  }
  if (typeof hostState !== 'string' || !HOST_STATE_MODES.includes(hostState)) {
    throw new PlumeError(`createPlume: hostState must be one of ${HOST_STATE_MODES.join(', ')}, got ${describe(hostState)}`);
  }
  if (contextAttributes === null || typeof contextAttributes !== 'object') {
    throw new PlumeError(`createPlume: contextAttributes must be an object (WebGLContextAttributes), got ${describe(contextAttributes)}`);
  }
  if (webgl !== 1 && webgl !== 2) throw new PlumeError(`createPlume: webgl must be 1 or 2, got ${describe(webgl)}`);
  if (hostGl && Object.hasOwn(options, 'webgl')) {
    throw new PlumeError("createPlume: webgl applies to Plume's own canvas ({ canvas }); a game's context is the version it is");
  }
  if (hdr && hostGl) {
    throw new PlumeError("createPlume: hdr applies to Plume's own canvas ({ canvas }); in a game's context the game owns " +
      "post-processing (its bloom catches colours above 1 in a half-float target: see docs/guide.md's HDR)");
  }
  // the HDR target, its bloom and tonemap: fetched only when asked for (plume_hdr.js in the build)
  const hdrModule = hdr ? await loadHdr() : null;
  let gl = hostGl;
  if (canvas) {
    if (typeof canvas.getContext !== 'function') {
      throw new PlumeError(`createPlume: canvas must be an HTMLCanvasElement or OffscreenCanvas, got ${describe(canvas)}`);
    }
    if (releasedCanvases.has(canvas)) {
      throw new PlumeError("createPlume: this canvas's WebGL context was released by an earlier Plume's destroy() " +
        '(so browsers never run out of contexts) and cannot draw again; give the new Plume a new canvas');
    }
    gl = canvas.getContext(webgl === 2 ? 'webgl2' : 'webgl', { alpha: true, antialias: true, premultipliedAlpha: true,
      ...contextAttributes });
    if (!gl) {
      throw new PlumeError(`createPlume: ${webgl === 1 ? whyNoWebGL(canvas) : 'WebGL 2 is not available on this canvas; ' +
        'leave webgl out for WebGL 1'}`);
    }
  } else if (!isWebGLContext(hostGl)) {
    throw new PlumeError(`createPlume: gl must be a WebGLRenderingContext or WebGL2RenderingContext, got ${describe(hostGl)}`);
  }
  const flags = (instancing === false ? 0 : C.WEB_CREATE_INSTANCING) |
    (vertexArrays === false ? C.WEB_CREATE_NO_VERTEX_ARRAYS : 0) | (hostGl ? 0 : C.WEB_CREATE_EXCLUSIVE);
  const module = await loadModule(wasm ?? defaultWasmUrl());
  constructing = true;
  try {
    return new Plume(module, gl, !hostGl, seed, flags, hostState, hdrModule);
  } finally {
    constructing = false;
  }
}

async function loadHdr() {
  try {
    return await import('./hdr.js');
  } catch (error) {
    throw new PlumeError(`createPlume: hdr: could not load plume_hdr.js: ${error.message}`);
  }
}

// A canvas holds one kind of context for its whole life: getContext('webgl') fails when it has another.
function whyNoWebGL(canvas) {
  let webgl2 = null;
  try { webgl2 = canvas.getContext('webgl2'); } catch { /* not a context type this canvas knows */ }
  if (webgl2) {
    return 'this canvas already has a WebGL 2 context, and a canvas keeps the first kind of context it gets. ' +
      'Draw into that context with createPlume({ gl: canvas.getContext(\'webgl2\') }), or give Plume a canvas of its own';
  }
  return 'WebGL is not available on this canvas (it may already have a 2D context, or WebGL is disabled in this browser)';
}

// The literal `new URL('./plume.wasm', import.meta.url)` is the pattern Vite, webpack and Parcel
// recognise: they copy plume.wasm into the build and rewrite the URL. Evaluated only when needed,
// so the inline entry and IIFE builds (no import.meta.url) never run it.
function defaultWasmUrl() {
  return new URL('./plume.wasm', import.meta.url);
}

// One wasm instance serves every Plume created from the same `wasm` value: each keeps its own state
// in the shared heap, so a second Plume costs kilobytes, not another 32 MiB heap.
// Per glue (WebGL's plume.wasm, WebGPU's plume_webgpu.wasm): sources by URL and, held weakly, by object.
const moduleCaches = new WeakMap(); // glue -> { byUrl: Map, byObject: WeakMap }
// WebGL's module; the WebGPU backend hands its own glue (createPlumeWebGpuModule) to loadModule.
const WEBGL_GLUE = { create: (hooks) => createPlumeModule(hooks),
  mismatch: (message) => `the WebAssembly module does not fit this plume.js (${message}); use the plume.wasm of the same version` };
let constructing = false; // set by createPlume: `new Plume()` elsewhere is a mistake
// Canvases whose context a destroy() released (WEBGL_lose_context): no WebGL can be drawn there again.
const releasedCanvases = new WeakSet();
const ownContextUsers = new WeakMap(); // own context -> Plumes drawing into it (a canvas may be handed over twice)
// A context's GL state is known only to the Plume that set it last: own contexts shared by two Plumes, and any
// call a host's exception cut short, make the next Plume call on it forget what it cached.
const lastGlUser = new WeakMap(); // context -> the Plume that made GL calls on it last
// While a C call that reaches WebGL runs, a host's hooked GL function may call Plume back: such a call cannot
// nest in the core (it would change what the running call holds, or free it), so it is refused, and a
// destroy() or a context loss is done when the outermost call returns. Per module: Plumes share its heap.
const glCalls = new WeakMap(); // module -> { depth, after: [() => ...] }
function glCallsOf(module) {
  let calls = glCalls.get(module);
  if (!calls) glCalls.set(module, calls = { depth: 0, after: [] });
  return calls;
}

function loadModule(source, glue = WEBGL_GLUE) {
  const isUrl = typeof source === 'string' || (typeof URL !== 'undefined' && source instanceof URL);
  if (!isUrl && (source === null || typeof source !== 'object')) return Promise.reject(badWasm(source));
  let caches = moduleCaches.get(glue);
  if (!caches) moduleCaches.set(glue, caches = { byUrl: new Map(), byObject: new WeakMap() });
  const key = isUrl ? String(source) : source;
  const cache = isUrl ? caches.byUrl : caches.byObject;
  let promise = cache.get(key);
  if (!promise) {
    promise = compileWasm(source).then((wasmModule) => instantiate(wasmModule, glue));
    promise.catch(() => cache.delete(key)); // let a later createPlume try again
    cache.set(key, promise);
  }
  return promise;
}

function badWasm(source) {
  return new PlumeError('createPlume: wasm must be a URL (string or URL), ArrayBuffer, typed array, Response or ' +
    `WebAssembly.Module, got ${describe(source)}`);
}

async function compileWasm(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (typeof source === 'string' || (typeof URL !== 'undefined' && source instanceof URL)) {
    let url = String(source);
    try { url = new URL(url, globalThis.location?.href).href; } catch { /* keep it as given */ }
    let response;
    try {
      response = await fetch(url, { credentials: 'same-origin' });
    } catch (error) {
      throw new PlumeError(`createPlume: could not fetch the WebAssembly module from ${url}: ${error.message}`);
    }
    return compileResponse(response, url);
  }
  if (typeof Response !== 'undefined' && source instanceof Response) return compileResponse(source, source.url || 'a Response');
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return compileBytes(source, 'the wasm bytes given');
  throw badWasm(source);
}

async function compileResponse(response, url) {
  if (!response.ok) {
    throw new PlumeError(`createPlume: could not load the WebAssembly module from ${url}: HTTP ${response.status}` +
      `${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  let bytes;
  try {
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw new PlumeError(`createPlume: could not read the WebAssembly module from ${url}: ${error.message}` +
      `${response.bodyUsed ? ' (this Response was already read: pass a fresh one, or its URL)' : ''}`);
  }
  return compileBytes(bytes, url);
}

async function compileBytes(source, from) {
  let bytes;
  try {
    bytes = source instanceof ArrayBuffer ? new Uint8Array(source) : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  } catch (error) {
    throw new PlumeError(`createPlume: cannot read ${from}: ${error.message}`);
  }
  const magic = [0x00, 0x61, 0x73, 0x6d];
  if (bytes.length < 8 || magic.some((byte, i) => bytes[i] !== byte)) {
    const start = new TextDecoder().decode(bytes.subarray(0, 24)).replace(/\s+/g, ' ');
    throw new PlumeError(`createPlume: ${from} is not WebAssembly (${bytes.length} bytes starting ${quote(start)}; ` +
      'a server answering a missing file with an HTML page?)');
  }
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    throw new PlumeError(`createPlume: ${from} does not compile as WebAssembly: ${error.message}`);
  }
}

function instantiate(wasmModule, glue) {
  return new Promise((resolve, reject) => {
    glue.create({
      // Plume instantiates the wasm itself: the glue's own lookup of its file is never used.
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule), (error) => {
          reject(new PlumeError(`createPlume: ${glue.mismatch(error.message)}`));
        });
        return {};
      },
    }).then(resolve, (error) => reject(new PlumeError(`createPlume: could not start the wasm module: ${error?.message ?? error}`)));
  });
}

export class Plume {
  #m; // the Emscripten module
  #gl;
  #owned; // Plume made the context: no host state to keep
  #webgl2;
  #web = 0; // plume_web* in the wasm heap; 0 once destroyed
  #contextHandle = 0;
  #scratch = 0;
  #kinds = new Map();
  #kindInfo = new Map(); // name -> { maxAge, capacity }: what effect layers drawing it take and are checked against
  #textures = new Set(); // live PlumeTextures: a destroyed one is refused here, before C sees its id
  #lost = false;
  #listeners = null;
  #host = null; // keeps a game's GL state, observes context loss (host_state.js)
  #vertexArrays = false;
  #stepped = false; // step() has been called: the first-step warning is spent
  #smallSteps = 0; // consecutive tiny first steps (seconds instead of milliseconds?), > SECONDS_CHECK_STEPS once spent
  #shortAgeWarned = false;
  #depthChecked = false; // the first frame that drew looked for a depth buffer to test against
  #fogKey = 'none'; // the fog the backend has now (set when a render asks for another)
  #linearOutput = false; // the backend decodes colours to linear (render's colorSpace: 'linear')
  #softWarned = false;
  #generated = new Map(); // 'plume:smoke' -> its PlumeTexture, made at first use
  #viewChecked = false;
  #viewSuspect = 0; // renders in a row whose view looked like a camera's world matrix
  #softUser = null; // where soft particles were first asked for
  #distortUser = null; // where distortion was first asked for (a layer's distortion > 0)
  #distortWarned = false;
  #colorTextureId = 0; // the GL name (Emscripten's table) under which C sees the scene's colour
  #colorTexture = null; // the colour texture the backend has now, and its viewport
  #colorKey = '';
  #color2D = new WeakSet(); // colour textures found to be 2D textures of this context (since the game last deleted one)
  #colorDeletions = 0;
  #canvasCopy = null; // Plume's own canvas: the copy of what the page drew, which distorting layers displace
  #canvasCopySize = '';
  #systemIds = new WeakMap(); // PlumeSystem -> its id in the core (sub-emitters name their parent)
  #depthTextureId = 0; // the GL name (Emscripten's table) under which C sees render's depthTexture
  #depthTexture = null; // the depth texture and near/far the backend has now
  #depthKey = '';
  #depthSampler = null; // WebGL 2: the sampler depth textures are read through (runDepthRender), made at first use
  #depth2D = new WeakSet(); // depth textures found to be 2D textures of this context (since the game last deleted one)
  #depthDeletions = 0; // the host's texture deletions when it was checked
  #runtime = null; // effects and their playing instances (runtime.js), made by the first createEffect
  #destroyPending = false; // destroy() from inside a GL call: done when the call returns
  #glStateUnknown = false; // a GL call was cut short by a host's exception: the backend's state cache is stale
  #lent = null; // CPU systems' particle blocks lent to views (lent.js), made at the first system.particles
  #defining = null; // names of the kinds defined in the transaction under way (#transaction)
  #hdr = null; // createPlume({ hdr: true }): the HdrTarget (hdr.js) the particles draw into
  #hdrScale = 0; // what the backend was told the target keeps colours times
  #gpu = null; // WebGPU: the backend drawing the frames the core hands over (webgpu/backend.js); null on WebGL

  constructor(module, gl, owned, seed, flags, hostState, hdrModule, gpu) {
    if (!constructing) {
      throw new PlumeError('Plume cannot be made with new: use `const plume = await createPlume({ canvas })` ' +
        '(or { gl } for a context the game owns)');
    }
    this.#m = module;
    if (gpu) {
      this.#gpu = gpu;
      this.#host = { run: (call) => call(), release() {} };
      this.#web = module._plume_web_create(seed >>> 0, 0, 0, flags);
      if (!this.#web) throw new PlumeError(`createPlume: ${this.#lastError()}`);
      this.#scratch = module._malloc(SCRATCH_FLOATS * 4);
      gpu.watch(() => this.#markLost(), () => {
        if (!this.#web || !this.#lost) return;
        this.#lost = false;
        module._plume_web_context_restored(this.#web);
      });
      return;
    }
    this.#gl = gl;
    this.#owned = owned;
    this.#webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
    const version = this.#webgl2 ? 2 : 1;
    if (gl.isContextLost()) this.#lost = true;
    this.#host = attachHostState(gl, this.#webgl2, owned ? 'own' : hostState, () => this.#markLost());
    if (owned) ownContextUsers.set(gl, (ownContextUsers.get(gl) ?? 0) + 1);
    const contextHandle = module.GL.registerContext(gl, {
      majorVersion: version, minorVersion: 0, enableExtensionsByDefault: owned,
    });
    this.#web = this.#withHostState(() => module._plume_web_create(seed >>> 0, contextHandle, version, flags));
    if (!this.#web) {
      module.GL.deleteContext(contextHandle);
      this.#host.release();
      if (owned) ownContextUsers.set(gl, ownContextUsers.get(gl) - 1);
      throw new PlumeError(`createPlume: ${this.#lastError()}`);
    }
    this.#vertexArrays = module._plume_web_uses_vertex_arrays(this.#web) === 1;
    this.#contextHandle = contextHandle;
    this.#scratch = module._malloc(SCRATCH_FLOATS * 4);
    if (this.#lost) module._plume_web_context_lost(this.#web);
    if (hdrModule) {
      this.#hdr = new hdrModule.HdrTarget(gl, this.#webgl2);
      this.#depthChecked = true; // particles draw into the HDR target, which has no depth buffer by design
    }
    if (gl.canvas && typeof gl.canvas.addEventListener === 'function') {
      // Plume learns of loss and restore from events, so a frame asks the context nothing. Only on
      // its own canvas does it call preventDefault (which lets the browser restore the context): a
      // game decides that for its own.
      const lost = (event) => { if (owned) event.preventDefault(); this.#markLost(); };
      const restored = () => { if (this.#web && this.#lost) this.#restore(); };
      gl.canvas.addEventListener('webglcontextlost', lost);
      gl.canvas.addEventListener('webglcontextrestored', restored);
      this.#listeners = { lost, restored };
    }
  }

  /**
   * A texture from a PNG or JPEG (URL, ArrayBuffer, typed array or Blob) or an image the game holds, decoded by
   * the browser (image_source.js): the wasm module gets RGBA pixels and keeps them for a context-loss restore.
   */
  async loadTexture(source) {
    this.#alive('loadTexture');
    beginLoad(); // the pixel reader's WebGL context lives while loads are in progress, on any Plume of the page
    try {
      return await this.#loadTexture(source);
    } finally {
      endLoad();
    }
  }

  async #loadTexture(source) {
    let bytes;
    let picture;
    let from = ''; // ' (from <url>: HTTP 200, image/png)' in messages, the URL cut short (a data: URL can be megabytes)
    if (typeof source === 'string' || (typeof URL !== 'undefined' && source instanceof URL)) {
      const url = shortUrl(String(source));
      let response;
      try {
        response = await fetch(source);
      } catch (error) {
        throw new PlumeError(`loadTexture: could not fetch ${url}: ${error.message}`);
      }
      if (!response.ok) throw new PlumeError(`loadTexture: could not fetch ${url}: HTTP ${response.status}`);
      bytes = await readBody(response, `loadTexture: could not read ${url}`);
      // dev servers (Vite's among them) answer a wrong path with index.html and status 200
      const type = response.headers.get('content-type') ?? '';
      // what the server answered, in every later message (a 200 of text/plain: a Git LFS pointer, an error page)
      from = ` (from ${url}: HTTP ${response.status}${type ? `, ${type.split(';')[0]}` : ''})`;
      if (/^text\/html/i.test(type)) {
        throw new PlumeError(`loadTexture: ${url} answered with ${type.split(';')[0]} (${bytes.length} bytes), not a PNG or ` +
          'JPEG: is the path right? Development servers answer unknown paths with their index.html');
      }
    } else if (typeof Blob !== 'undefined' && source instanceof Blob) {
      bytes = await readBody(source, 'loadTexture: could not read the Blob');
    } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
      const buffer = source instanceof ArrayBuffer ? source : source.buffer;
      if (buffer.detached) {
        throw new PlumeError('loadTexture: the ArrayBuffer is detached (transferred to a worker or to another ' +
          'API): it has no bytes left; pass a copy made before the transfer');
      }
      bytes = source instanceof ArrayBuffer ? new Uint8Array(source)
        : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    } else if (!isImage(imageOf(source))) {
      const texture = source?.isTexture === true ? ` (a three.js Texture whose image is ${describe(source.image)})` : '';
      throw new PlumeError('loadTexture: expected a URL string, ArrayBuffer, Uint8Array, Blob, an image (<img>, canvas, ' +
        `ImageBitmap, ImageData, video) or a three.js Texture, got ${describe(source)}${texture}`);
    }
    try {
      picture = await (bytes ? pictureOfBytes(bytes, C.MAX_IMAGE_SIDE) : pictureOfImage(imageOf(source), C.MAX_IMAGE_SIDE));
    } catch (error) {
      throw new PlumeError(`loadTexture: ${error.message}${from}`, bytes && C.ERR_IMAGE);
    }
    const { width, height } = picture;
    const size = width * height * 4;
    try {
      this.#alive('loadTexture');
      const m = this.#m;
      const pointer = m._malloc(size);
      if (!pointer) {
        throw new PlumeError(`loadTexture: out of memory for the ${width}×${height} pixels (${size} bytes)${from}`,
          C.ERR_OUT_OF_MEMORY);
      }
      try {
        picture.read(m.HEAPU8.subarray(pointer, pointer + size));
      } catch (error) {
        m._free(pointer);
        throw new PlumeError(`loadTexture: ${error.message}${from}`);
      }
      // handed over: the core keeps these pixels as they are (power-of-two sides: no second copy of a large
      // picture in the heap) or resizes them and frees them, and frees them on failure
      const id = m._plume_web_texture_rgba(this.#web, pointer, width, height) >>> 0;
      if (!id) throw new PlumeError(`loadTexture: ${this.#lastError()}${from}`, this.#lastStatus());
      const texture = new PlumeTexture(this, id, bytes ? bytes.length : size, null, width, height);
      this.#textures.add(texture);
      return texture;
    } finally {
      picture.close();
    }
  }

  /**
   * Plume's generated art: 'plume:smoke' (a 4 × 4 flipbook of an evolving puff, with a normal map for `lighting`), 'plume:fire' (8 × 4, looping),
   * 'plume:spark', 'plume:glow', 'plume:ring', 'plume:flare', 'plume:debris' (2 × 2 rocks), 'plume:noise'
   * (tiling), 'plume:trail' (a ribbon's soft cross-section with streaks along it, for render: 'trail'). Drawn from code at first use (nothing is fetched) and kept: the same PlumeTexture each call
   * until destroyed. Layers take the names directly (texture: 'plume:smoke').
   */
  generatedTexture(name) {
    this.#alive('generatedTexture');
    const cached = this.#generated.get(name);
    if (cached && this.#textures.has(cached)) return cached;
    if (typeof name !== 'string' || !GENERATED_TEXTURES.includes(name)) {
      throw new PlumeError(`generatedTexture: name must be one of ${GENERATED_TEXTURES.join(', ')}, got ${describe(name)}`);
    }
    const m = this.#m;
    const pointer = this.#allocString(name.slice('plume:'.length));
    try {
      const id = m._plume_web_generated_texture(this.#web, pointer, this.#scratch) >>> 0;
      if (!id) throw new PlumeError(`generatedTexture: ${this.#lastError()}`, this.#lastStatus());
      const [cols, rows, width, height] = m.HEAPU32.subarray(this.#scratch >>> 2, (this.#scratch >>> 2) + 4);
      const texture = new PlumeTexture(this, id, 0, cols * rows > 1 ? Object.freeze({ cols, rows }) : null, width, height);
      this.#textures.add(texture);
      this.#generated.set(name, texture);
      return texture;
    } finally {
      m._free(pointer);
    }
  }

  /**
   * Frees a texture's decoded pixels and its GL texture. Refused while a particle kind uses it
   * (kinds live as long as the Plume); a destroyed texture cannot be used again.
   */
  destroyTexture(texture) {
    this.#alive('destroyTexture');
    if (!(texture instanceof PlumeTexture && texture.belongsTo(this))) {
      throw new PlumeError(`destroyTexture: expected a texture from this Plume's loadTexture(), got ${describe(texture)}`);
    }
    if (!this.#textures.has(texture)) throw new PlumeError('destroyTexture: this texture was already destroyed');
    const user = this.#runtime?.textureUser(texture);
    if (user) throw new PlumeError(`destroyTexture: ${user} uses this texture; destroy the effect first`);
    const status = this.#withHostState(() => this.#m._plume_web_destroy_texture(this.#web, texture.id));
    if (status) throw new PlumeError(`destroyTexture: ${this.#lastError()}`, status);
    this.#textures.delete(texture);
  }

  /** Where a kind's instances shown now are (its effect layers' particles included): x, y, z each, a copy. */
  kindPositions(name) {
    this.#alive('kindPositions');
    const kind = typeof name === 'string' ? this.#kinds.get(name) : undefined;
    if (kind === undefined) throw new PlumeError(`kindPositions: no particle kind ${typeof name === 'string' ? quote(name) : describe(name)} is defined`);
    const m = this.#m;
    const count = m._plume_web_kind_positions(this.#web, kind, 0, 0);
    const bytes = Math.max(1, count) * 12;
    const pointer = m._malloc(bytes);
    if (!pointer) throw new PlumeError(`kindPositions: out of memory for ${count} positions`, C.ERR_OUT_OF_MEMORY);
    try {
      m._plume_web_kind_positions(this.#web, kind, pointer, count);
      return m.HEAPF32.slice(pointer >>> 2, (pointer >>> 2) + 3 * count);
    } finally {
      m._free(pointer);
    }
  }

  /**
   * The brightest lights of the layers playing now (a layer's `light`), brightest first: up to `max` (0 to
   * MAX_LIGHTS) of { position: [x, y, z], color: [r, g, b], intensity, range }; [] when none. From the core's state
   * after the last step: no GL call, nothing allocated in the wasm heap.
   */
  lights(max = 8) {
    this.#alive('lights');
    if (!Number.isInteger(max) || max < 0 || max > C.MAX_LIGHTS) {
      throw new PlumeError(`lights: max must be an integer from 0 to ${C.MAX_LIGHTS}, got ${describe(max)}`);
    }
    const m = this.#m;
    const count = m._plume_web_lights(this.#web, max);
    const out = new Array(count);
    const f = m.HEAPF32;
    for (let i = 0, at = m._plume_web_light_buffer(this.#web) >>> 2; i < count; i++, at += C.WEB_PLIGHT_WORDS) {
      const p = at + C.WEB_PLIGHT_POSITION, c = at + C.WEB_PLIGHT_COLOR;
      out[i] = { position: [f[p], f[p + 1], f[p + 2]], color: [f[c], f[c + 1], f[c + 2]],
        intensity: f[at + C.WEB_PLIGHT_INTENSITY], range: f[at + C.WEB_PLIGHT_RANGE] };
    }
    return out;
  }

  /** Frees a kind nothing draws any more (no live instance, no effect's layer): its name and id are free again. */
  undefineParticle(name) {
    this.#alive('undefineParticle');
    const kind = typeof name === 'string' ? this.#kinds.get(name) : undefined;
    if (kind === undefined) {
      throw new PlumeError(`undefineParticle: ${typeof name === 'string' ? `no particle kind ${quote(name)} is defined`
        : `the name must be a kind's name (a string), got ${describe(name)}`}`);
    }
    const user = this.#runtime?.kindUser(name);
    if (user) throw new PlumeError(`undefineParticle(${quote(name)}): ${user} draws it; destroy the effect first`);
    this.#undefineKind(name, 'undefineParticle');
  }

  #undefineKind(name, where) {
    const status = this.#withHostState(() => this.#m._plume_web_undefine_kind(this.#web, this.#kinds.get(name)));
    if (status) {
      if (where) throw new PlumeError(`${where}(${quote(name)}): ${this.#lastError().replace(/^undefine: /, '')}`, status);
      return false;
    }
    this.#kinds.delete(name);
    this.#kindInfo.delete(name);
    return true;
  }

  /** Defines a particle kind: the book's defineParticle. Returns the name. */
  defineParticle(name, definition) {
    this.#alive('defineParticle');
    if (typeof name !== 'string' || name.length === 0) {
      throw new PlumeError(`defineParticle: name must be a non-empty string, got ${describe(name)}`);
    }
    checkText('defineParticle', 'the name', name);
    const where = `defineParticle(${quote(name)})`;
    if (definition === null || typeof definition !== 'object') {
      throw new PlumeError(`${where}: the definition must be an object such as { mesh, texture }`);
    }
    for (const key of Object.keys(definition)) {
      if (!KIND_OPTIONS.includes(key)) {
        throw new PlumeError(`${where}: unknown option ${quote(key)} (known: ${KIND_OPTIONS.join(', ')})`);
      }
    }
    // every option is read exactly once, here, into a plain object before anything is checked or written: a getter
    // cannot show a check one value and the kind (or its renderOrder copies, made from `given`) another
    const given = {};
    for (const key of KIND_OPTIONS) {
      const value = definition[key];
      if (value !== undefined) given[key] = value;
    }
    // colour keys say the alpha over life: no fade on top of them unless one is given
    const { mesh, mesh2, texture, blend = 'additive', fade = given.color !== undefined ? 'none' : 'linear', startColor,
      endColor, capacity, spin, pointDown, depthTest, billboard = 'none', soft = 0, renderOrder = 0, sort, startSize: start,
      endSize: end, maxAge: age } = given;
    let look, keys;
    try {
      look = readLook(where, given);
      // volume: accepted, and a mesh draws as it does without (it has its own depth): nothing to send
      if (given.volume !== undefined) boolean(where, 'volume', given.volume);
      // keys over life (size, color) and an atlas, as a layer's: the core checks them as an emitter's
      for (const [keyed, plain] of [['size', ['startSize', 'endSize']], ['color', ['startColor', 'endColor']]]) {
        const both = given[keyed] !== undefined && plain.find((name) => given[name] !== undefined);
        if (both) throw new PlumeError(`${where}: give ${keyed} (keys over life) or ${plain.join('/')}, not both (${both} given too)`);
      }
      keys = readKindKeys(where, given);
    } catch (error) {
      throw error instanceof EmitterDescError ? new PlumeError(error.message) : error;
    }
    if (typeof mesh !== 'string') throw new PlumeError(`${where}: mesh must be OBJ text (a string), got ${describe(mesh)}`);
    if (/^\s*\S+\.obj\s*$/i.test(mesh) || /^\s*(https?:|\.{0,2}\/)[^\n]*$/.test(mesh)) {
      throw new PlumeError(`${where}: mesh is the OBJ text itself, and ${quote(mesh.trim())} looks like a path or URL: ` +
        'fetch it first, e.g. mesh: await (await fetch(url)).text()');
    }
    checkText(where, 'mesh', mesh);
    if (mesh2 !== undefined && mesh2 !== null) {
      if (typeof mesh2 !== 'string') throw new PlumeError(`${where}: mesh2 must be OBJ text (a string), got ${describe(mesh2)}`);
      checkText(where, 'mesh2', mesh2);
    }
    if (texture !== undefined && texture !== null && !(texture instanceof PlumeTexture && texture.belongsTo(this))) {
      throw new PlumeError(`${where}: texture must come from this Plume's loadTexture(), got ${describe(texture)}`);
    }
    if (texture && !this.#textures.has(texture)) {
      throw new PlumeError(`${where}: the texture was destroyed (destroyTexture); load it again`);
    }
    if (texture && !/^[ \t]*vt[ \t]/m.test(mesh)) {
      throw new PlumeError(`${where}: the kind has a texture but mesh has no 'vt' lines (texture coordinates), so ` +
        "the texture cannot be mapped; add 'vt u v' lines and 'f v/vt ...' faces, or leave out texture");
    }
    if (typeof blend !== 'string' || !BLEND_MODES.has(blend)) {
      throw new PlumeError(`${where}: blend must be one of ${[...BLEND_MODES.keys()].join(', ')}, got ${describe(blend)}`);
    }
    if (typeof billboard !== 'string' || !BILLBOARD_FLAGS.has(billboard)) {
      throw new PlumeError(`${where}: billboard must be one of ${[...BILLBOARD_FLAGS.keys()].join(', ')}, got ${describe(billboard)}`);
    }
    if (typeof fade !== 'string' || !FADE_MODES.has(fade)) {
      throw new PlumeError(`${where}: fade must be one of ${[...FADE_MODES.keys()].join(', ')}, got ${describe(fade)}`);
    }
    const colors = startColor === undefined && endColor === undefined ? null
      : [...readColor(where, 'startColor', startColor ?? [1, 1, 1, 1]),
        ...readColor(where, 'endColor', endColor ?? startColor ?? [1, 1, 1, 1])];
    if (capacity !== undefined &&
        (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY)) {
      throw new PlumeError(`${where}: capacity must be an integer from 1 to ${MAX_CAPACITY}, got ${describe(capacity)}`);
    }
    const startSize = optionalPositive(where, 'startSize', start);
    const endSize = optionalPositive(where, 'endSize', end);
    const maxAge = optionalPositive(where, 'maxAge', age, ' of milliseconds');
    this.#warnShortAge(where, 'maxAge', maxAge);
    if (typeof soft !== 'number' || !Number.isFinite(soft) || soft < 0 || soft > 3.4e38) {
      throw new PlumeError(`${where}: soft must be a finite distance >= 0 (world units of fade in front of the scene), got ${describe(soft)}`);
    }
    if (!Number.isInteger(renderOrder) || renderOrder < -0x80000000 || renderOrder > 0x7fffffff) {
      throw new PlumeError(`${where}: renderOrder must be an integer (lower draws first), got ${describe(renderOrder)}`);
    }
    const flags = (optionalBoolean(where, 'spin', spin, true) ? 0 : FLAG_NO_SPIN) |
      (optionalBoolean(where, 'pointDown', pointDown, false) ? FLAG_POINT_DOWN : 0) |
      (optionalBoolean(where, 'depthTest', depthTest, true) ? FLAG_DEPTH_TEST : 0) | BILLBOARD_FLAGS.get(billboard) |
      (optionalBoolean(where, 'sort', sort, true) ? 0 : C.WEB_KIND_NO_SORT);
    this.#alive('defineParticle');

    const m = this.#m;
    const strings = [];
    try {
      for (const text of [name, mesh, mesh2 ?? null]) strings.push(text === null ? 0 : this.#allocString(text));
      if (keys) {
        strings.push(m._malloc(keys.length));
        if (!strings[3]) throw new PlumeError(`${where}: out of memory for its keys`);
        m.HEAPU8.set(keys, strings[3]);
      }
      const kind = m._plume_web_define_particle(this.#web, strings[0], strings[1], strings[2], texture ? texture.id : 0,
        BLEND_MODES.get(blend), startSize, endSize, maxAge, capacity ?? 0, flags, FADE_MODES.get(fade),
        colors ? this.#store(colors, 0) : 0, soft, renderOrder, look ? this.#store(look, 8) : 0, strings[3] ?? 0);
      if (!kind) throw new PlumeError(`${where}: ${this.#lastError()}`, this.#lastStatus());
      this.#kinds.set(name, kind);
      this.#defining?.push(name);
      if (soft > 0) this.#softUser ??= where;
      // what effect layers drawing this kind by name take from it (runtime.js)
      this.#kindInfo.set(name, { maxAge: maxAge || 1000, capacity: capacity ?? C.DEFAULT_CAPACITY });
      return name;
    } finally {
      for (const pointer of strings) if (pointer) m._free(pointer);
    }
  }

  /**
   * Creates a stateless GPU emitter (every field optional; see PlumeEmitter and docs/guide.md's "GPU
   * emitters"). It starts at the origin at time 0 and advances with step().
   */
  createEmitter(desc = {}) {
    this.#alive('createEmitter');
    const { words, fields } = this.#emitterBridge().read('createEmitter', desc);
    this.#alive('createEmitter');
    const id = this.#emitterBridge().withDesc(words, (pointer) => this.#m._plume_web_create_emitter(this.#web, pointer)) >>> 0;
    if (!id) throw new PlumeError(`createEmitter: ${this.#lastError()}`, this.#lastStatus());
    this.#warnShortAge('createEmitter', 'life', fields.life);
    return new PlumeEmitter(emitterToken, this.#emitterBridge(), id, fields);
  }

  /**
   * Loads an effect file (docs/guide.md, "Effect files"): a URL (textures resolve against it), its JSON
   * text or the parsed object. Resolves to a PlumeEffect; a mistake names its path in the file.
   */
  createEffect(desc, source = undefined) {
    this.#alive('createEffect');
    // loadEffect hands over the file it read (for toJSON and messages) under a key games do not type
    const file = source?.[EFFECT_SOURCE] ?? null;
    return this.#effects().createEffect(desc, file);
  }

  #effects() {
    this.#runtime ??= new EffectRuntime(this, {
      texture: (where, texture) => {
        if (!(texture instanceof PlumeTexture && texture.belongsTo(this))) {
          throw new PlumeError(`${where}: must be a texture from this Plume's loadTexture(), got ${describe(texture)}`);
        }
        if (!this.#textures.has(texture)) throw new PlumeError(`${where}: the texture was destroyed (destroyTexture); load it again`);
        return texture;
      },
      kind: (name) => this.#kindInfo.get(name),
      core: this.#effectCore(),
      undefineKind: (name) => this.#kinds.has(name) && this.#undefineKind(name), // an effect's own kind, once unused
      generated: (name) => this.generatedTexture(name),
      softLayer: (where) => { this.#softUser ??= where; },
      shortLife: (where, life) => this.#warnShortAge(where, 'life', life),
      distortLayer: (where) => { this.#distortUser ??= where; },
      transaction: (make) => this.#transaction(make),
      checkNotNested: (method) => this.#checkNotNested(method),
      transform: (where, position) => readTransform(where, position),
      // the core's seed scheme (src/core/rng.c), so a play draws what a C game's play of the same seed draws
      playSeed: (effectSeed, play) => this.#m._plume_web_play_seed(effectSeed >>> 0, play >>> 0) >>> 0,
      // play's collide, checked by the core as a system's colliders are (nothing is made)
      checkCollide: (collide) => {
        const bridge = this.#emitterBridge();
        const { words } = bridge.readSystem('play', { collide });
        const status = bridge.withDesc(words, (pointer) => this.#m._plume_web_check_colliders(this.#web, pointer));
        if (status) throw new PlumeError(`play: ${this.#lastError()}`, status);
      },
    });
    return this.#runtime;
  }

  // The core's effects (src/core/effect.c) for runtime.js: every play runs there. An effect is staged layer by layer
  // (each layer's desc words as createEmitter, addSystem or a mesh layer write them) and made in one call.
  #effectCore() {
    const m = () => this.#m;
    const bridge = this.#emitterBridge();
    // the core's message without its C call's name (set_wind: ...): JavaScript's message says where
    const coreMessage = () => this.#lastError().replace(/^set_[a-z_]+: /, '');
    const fail = (where) => {
      const message = coreMessage();
      throw new PlumeError(where ? `${where}: ${message}` : message, this.#lastStatus());
    };
    // ids the core writes into the scratch block, copied out (with why(id)) before `found` runs: an onEnd uses the block
    // too, and may poll again
    const drain = (poll, found, why = () => null) => {
      for (;;) {
        if (!this.#web) return;
        const n = poll(this.#scratch, SCRATCH_FLOATS);
        const base = this.#scratch >>> 2;
        const ended = [...m().HEAPU32.slice(base, base + n)].map((id) => [id, why(id)]); // all read before any onEnd
        for (const [id, early] of ended) found(id, early);
        if (n < SCRATCH_FLOATS) return;
      }
    };
    const words32 = (bytes) => new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
    const shape = (where, corners) => {
      const block = m()._malloc(corners.byteLength);
      if (!block) throw new PlumeError(`${where}: out of memory for ${corners.length / 9} triangles of shape.mesh`, C.ERR_OUT_OF_MEMORY);
      try {
        m().HEAPF32.set(corners, block >>> 2);
        const made = m()._plume_web_mesh_shape_create(this.#web, block, corners.length / 9) >>> 0;
        if (!made) throw new PlumeError(`${where}: ${this.#lastError()}`, this.#lastStatus()); // 'shape.mesh ...'
        return made;
      } finally {
        m()._free(block);
      }
    };
    const stage = (effectWhere, layer) => {
      const l = layer.index;
      const where = `${effectWhere}: ${layer.path}`; // a mistake in its desc: "createEffect: layers[i]: ..." 
      const at = (words, call) => { if (bridge.withDesc(words, call)) fail(where); };
      if (layer.sim === 'gpu') {
        const { words, fields } = bridge.read(where, layer.emitter);
        layer.fields = fields;
        if (layer.emitter.seed === 0) words32(words)[C.WEB_EDESC_EXPLICIT_ZERO] |= C.EMITTER_ZERO_SEED; // its own 0
        at(words, (p) => m()._plume_web_effect_layer(l, C.SIM_GPU, p, this.#store(layer.position, 0), layer.delay,
          layer.loop ? 1 : 0, 0, 0, 0));
      } else if (layer.sim === 'cpu') {
        const read = bridge.readSystem(where, layer.parentIndex === undefined ? layer.system
          : { ...layer.system, parent: LAYER_PARENT });
        layer.fields = read.fields;
        const mesh = read.fields.shape?.type === 'mesh' ? read.fields.shape : null;
        if (mesh) layer.meshShape ||= shape(where, emissionMesh(mesh).corners);
        at(read.words, (p) => m()._plume_web_effect_layer(l, C.SIM_CPU, p, this.#store([0, 0, 0], 0), layer.delay,
          layer.loop ? 1 : 0, layer.parentIndex === undefined ? 0 : layer.parentIndex + 1, mesh ? layer.meshShape : 0,
          mesh?.normal === true ? 1 : 0));
      } else {
        layer.meshDesc ??= meshDesc(layer);
        const words = new Uint32Array(layer.meshDesc.words);
        words[C.WEB_MDESC_KIND] = this.#kinds.get(layer.kind);
        words[C.WEB_MDESC_SEED] = layer.seed ?? 0;
        if (layer.seed === 0) words[C.WEB_MDESC_EXPLICIT_ZERO] |= C.EMITTER_ZERO_SEED; // its own 0
        if (layer.meshDesc.corners) layer.meshShape ||= shape(where, layer.meshDesc.corners);
        at(new Uint8Array(words.buffer), (p) => m()._plume_web_effect_layer(l, C.SIM_MESH, p, this.#store(layer.position, 0),
          layer.delay, layer.loop ? 1 : 0, 0, layer.meshShape ?? 0, 0));
      }
    };
    const box = (id) => {
      const out = this.#store([0, 0, 0, 0, 0, 0], 0);
      if (m()._plume_web_instance_bounds(this.#web, id, out)) fail('bounds');
      const got = m().HEAPF32.subarray(out >>> 2, (out >>> 2) + 6);
      return { min: [got[0], got[1], got[2]], max: [got[3], got[4], got[5]] };
    };
    return {
      createEffect: (where, template) => {
        this.#alive(where); // a getter of the desc may have destroyed this Plume while it was read
        for (const layer of template.layers) stage(where, layer);
        const id = m()._plume_web_effect_create(this.#web, template.layers.length, 0) >>> 0;
        if (!id) fail(where);
        return id;
      },
      destroyEffect: (id) => { if (this.#web) m()._plume_web_effect_destroy(this.#web, id); },
      dropShape: (made) => { if (this.#web) m()._plume_web_mesh_shape_free(this.#web, made); },
      play: (effect, at, { seed, loop, timeScale, renderOrder, collide, normal }) => {
        this.#alive('play');
        // renderOrder 0 is every layer's own order (a mesh layer's kind drawn as it was defined, as before)
        let given = C.PLAY_SEED | (renderOrder !== 0 ? C.PLAY_RENDER_ORDER : 0) | (timeScale !== 1 ? C.PLAY_TIME_SCALE : 0);
        const loops = loop === undefined ? C.PLAY_LOOP_LAYERS : loop ? C.PLAY_LOOP : C.PLAY_NO_LOOP;
        const call = (colliders) => {
          const matrix = this.#store(at, 32);
          const unit = normal === undefined ? 0 : this.#store(normal, 0);
          return m()._plume_web_effect_play(this.#web, effect, matrix, seed >>> 0, loops, timeScale, renderOrder, given,
            colliders, unit) >>> 0;
        };
        let id;
        if (normal !== undefined) given |= C.PLAY_NORMAL;
        if (collide !== undefined) {
          given |= C.PLAY_COLLIDERS;
          id = bridge.withDesc(bridge.readSystem('play', { collide }).words, call);
        } else {
          id = call(0);
        }
        if (!id) fail('');
        return id;
      },
      stop: (id) => m()._plume_web_instance_stop(this.#web, id),
      kill: (id) => m()._plume_web_instance_kill(this.#web, id),
      checkSeek: (effect, ms) => { if (m()._plume_web_effect_check_seek(this.#web, effect, ms)) fail(''); },
      seek: (id, ms) => {
        if (!m()._plume_web_instance_seek(this.#web, id, ms)) return;
        // "layers[i]: seek: ..." (a layer's own bound) told as every seek's refusal: "seek: layers[i]: ..."
        throw new PlumeError(this.#lastError().replace(/^(layers\[\d+\]): seek: /, 'seek: $1: '), this.#lastStatus());
      },
      setTransform: (id, at) => { if (m()._plume_web_instance_set_transform(this.#web, id, this.#store(at, 32))) fail('setTransform'); },
      setWind: (id, wind) => { if (m()._plume_web_instance_set_wind(this.#web, id, this.#store(wind, 0))) fail('setWind'); },
      setRenderOrder: (id, order) => {
        if (m()._plume_web_instance_set_render_order(this.#web, id, order)) {
          throw new PlumeError(`instance: renderOrder: ${coreMessage()}`, this.#lastStatus());
        }
      },
      time: (id) => m()._plume_web_instance_time(this.#web, id),
      bounds: box,
      part: (id, layer) => m()._plume_web_instance_part(this.#web, id, layer) >>> 0,
      facade: (sim, id, layer) => (sim === 'gpu' ? new PlumeEmitter(emitterToken, bridge, id, layer.fields)
        : new PlumeSystem(systemToken, bridge, id, layer.fields)),
      unborn: () => m()._plume_web_effects_unborn(this.#web) >>> 0,
      // instances that ended since the last poll, each once; the Plume's own emitters' ends are let go (nothing here
      // waits for them: PlumeEmitter.ended asks the core)
      pollEnded: (found) => {
        drain((out, max) => m()._plume_web_emitters_poll_ended(this.#web, out, max), () => {});
        const early = (id) => {
          const status = this.#scratch + SCRATCH_FLOATS * 4 - 4; // the block's last word (the ids were copied out)
          const why = m()._plume_web_effects_failure(this.#web, id, status);
          return why ? { message: m().UTF8ToString(why), status: m().HEAPU32[status >>> 2] } : null;
        };
        drain((out, max) => m()._plume_web_effects_poll_ended(this.#web, out, max), found, early);
      },
    };
  }

  async loadEffect(source, options) {
    this.#alive('loadEffect');
    // fetched on first use (plume_effects.js in the build): pages that never load an effect do not download it
    const { loadEffect } = await import('./effect.js');
    return loadEffect(this, source, options);
  }

  /**
   * Adds a CPU particle system (every field optional; see PlumeSystem and docs/guide.md's "CPU particle
   * systems"): `addSystem({ texture })` alone shows a continuous flow at the origin. Updated by step(),
   * drawn by render().
   */
  addSystem(desc = {}, position = undefined) {
    this.#alive('addSystem');
    const { words, fields } = this.#emitterBridge().readSystem('addSystem', desc);
    // read once, before anything is made: a position that reads differently the second time changes nothing
    const transform = position === undefined ? undefined : readTransform('addSystem', position);
    this.#alive('addSystem');
    const id = this.#emitterBridge().withDesc(words, (pointer) => this.#m._plume_web_add_system(this.#web, pointer)) >>> 0;
    if (!id) throw new PlumeError(`addSystem: ${this.#lastError()}`, this.#lastStatus());
    if (fields.shape?.type === 'mesh') { // its triangles go to the core before its first birth (made again below)
      try {
        this.#setEmissionMesh('addSystem', id, fields.shape);
      } catch (error) {
        this.#m._plume_web_remove_system(this.#web, id);
        throw error;
      }
    }
    const system = new PlumeSystem(systemToken, this.#emitterBridge(), id, fields);
    this.#warnShortAge('addSystem', 'life', fields.life);
    this.#systemIds.set(system, id); // a sub-emitter's desc names it as its parent
    if (transform !== undefined) {
      system.setTransform(transform);
      // the system burst at time 0 where it was made (the origin): restarted, it bursts where it is
      if (!fields.manual) system.seek(0);
    }
    return system;
  }

  /** Removes a system (as system.remove()); removing one twice throws. */
  removeSystem(system) {
    this.#alive('removeSystem');
    this.#ownSystem('removeSystem', system).remove();
  }

  /** False once the system was removed (or, one-shot, ended). */
  systemExists(system) {
    this.#alive('systemExists');
    return this.#ownSystem('systemExists', system).exists;
  }

  #ownSystem(where, system) {
    if (!(system instanceof PlumeSystem)) {
      throw new PlumeError(`${where}: expected a system from this Plume's addSystem(), got ${describe(system)}`);
    }
    if (!system.belongsTo(this.#emitterBridge())) throw new PlumeError(`${where}: this system belongs to another Plume`);
    return system;
  }

  // What PlumeEmitter and PlumeSystem may call, bound to this Plume (its fields stay private).
  #bridgeObject = null;
  // A desc naming a generated texture ('plume:smoke'): the texture itself, and its flipbook's atlas unless given.
  #withGenerated(where, desc) {
    const name = desc?.texture;
    if (name instanceof PlumeTexture && name.atlas && desc.atlas === undefined && desc.render !== 'trail') return { ...desc, atlas: { ...name.atlas } };
    if (typeof name !== 'string' || !name.startsWith('plume:')) return desc;
    if (!GENERATED_TEXTURES.includes(name)) {
      throw new PlumeError(`${where}: texture ${quote(name)} is not a generated texture (${GENERATED_TEXTURES.join(', ')})`);
    }
    const texture = this.generatedTexture(name);
    return { ...desc, texture, ...(desc.atlas === undefined && texture.atlas && desc.render !== 'trail' ? { atlas: { ...texture.atlas } } : {}) };
  }

  // The first layer asking for soft particles, named in the warning of a render without the scene's depth.
  #noteSoft(where, read) {
    if (read.fields.soft > 0 || read.fields.volume) this.#softUser ??= where;
    if (read.fields.distortion > 0) this.#distortUser ??= where;
    return read;
  }

  #readDesc(where, desc, reader) {
    const systemId = (system) => {
      if (system === LAYER_PARENT) return 0; // an effect's sub-emitter layer: the core links it to its parent layer's
      const id = this.#systemIds.get(system);
      if (id === undefined) throw new SystemDescError(`${where}: parent must be a PlumeSystem of this Plume (from addSystem), got ${describe(system)}`);
      if (!system.exists) throw new SystemDescError(`${where}: parent was removed`);
      return id;
    };
    try {
      return reader(where, desc, (texture) => {
        if (!(texture instanceof PlumeTexture && texture.belongsTo(this))) {
          throw new SystemDescError(`${where}: texture must come from this Plume's loadTexture(), got ${describe(texture)}`);
        }
        if (!this.#textures.has(texture)) throw new SystemDescError(`${where}: the texture was destroyed (destroyTexture); load it again`);
        return texture.id;
      }, BLEND_MODES, systemId);
    } catch (error) {
      if (error instanceof SystemDescError) throw new PlumeError(error.message);
      throw error;
    }
  }

  #emitterBridge() {
    this.#bridgeObject ??= {
      module: () => this.#m,
      web: () => (this.#destroyPending ? 0 : this.#web),
      checkNotNested: (method) => this.#checkNotNested(method),
      // an effect instance's emitter or system refuses calls that would change it: say what to call instead
      lastError: () => this.#lastError().replace('(plume_instance_*)', "(the PlumeInstance's stop(), seek(), setTransform(), kill())"),
      store: (values) => this.#store(values, 32),
      emissionMesh: (where, id, shape) => this.#setEmissionMesh(where, id, shape),
      lend: (id, pointer, views) => {
        this.#lent ??= new LentBlocks(this.#m);
        this.#lent.lend(id, pointer, views, () => {
          const status = this.#m._plume_web_system_lend(this.#web, id);
          if (status) throw new PlumeError(`particles: ${this.#lastError()}`, status);
        });
      },
      // system `id` no longer uses its lent blocks (removed), or uses only the one at `keep` (a new capacity)
      letGo: (id, keep = 0) => this.#lent?.letGoWhere((block) => block.id === id && block.pointer !== keep),
      readSystem: (where, desc) => this.#noteSoft(where, this.#readDesc(where, this.#withGenerated(where, desc), readSystemDesc)),
      read: (where, given) => {
        const desc = this.#withGenerated(where, given);
        try {
          return this.#noteSoft(where, readEmitterDesc(where, desc, (texture) => {
            if (!(texture instanceof PlumeTexture && texture.belongsTo(this))) {
              throw new EmitterDescError(`${where}: texture must come from this Plume's loadTexture(), got ${describe(texture)}`);
            }
            return texture.id;
          }, BLEND_MODES));
        } catch (error) {
          if (error instanceof EmitterDescError) throw new PlumeError(error.message);
          throw error;
        }
      },
      withDesc: (words, call) => {
        const m = this.#m;
        const pointer = m._malloc(words.length);
        if (!pointer) throw new PlumeError('out of memory for an emitter desc');
        try {
          m.HEAPU8.set(words, pointer);
          return call(pointer);
        } finally {
          m._free(pointer);
        }
      },
    };
    return this.#bridgeObject;
  }

  /**
   * Spawns an instance of a kind at [x, y, z] or a Float32Array(16) transform (column-major).
   * Omitted maxAge / scale1 / scale2 take the kind's values (1000 ms, 1, 50 unless defined).
   * `startAge`: ms the instance has already lived (below its maxAge); negative schedules its birth (effects seek with it).
   * Returns the instance id, valid until the instance dies.
   */
  spawn(name, position, maxAge, scale1, scale2, startAge = 0) {
    this.#alive('spawn');
    if (typeof name !== 'string') {
      throw new PlumeError(isArrayLike(name)
        ? `spawn: the first argument is the kind name, the second the position: spawn('${this.#kinds.keys().next().value ?? 'name'}', [x, y, z])`
        : `spawn: the first argument is the kind name (a string given to defineParticle), got ${describe(name)}`);
    }
    const kind = this.#kinds.get(name) ?? this.#orderCopy(name);
    if (kind === undefined) {
      if (this.#kinds.size === 0) {
        throw new PlumeError(`spawn(${quote(name)}): no particle kinds are defined yet; call defineParticle first`);
      }
      throw new PlumeError(`spawn: unknown particle kind ${quote(name)} (defined: ${[...this.#kinds.keys()].join(', ')})`);
    }
    const where = `spawn(${quote(name)})`;
    const transform = readTransform(where, position);
    const age = optionalPositive(where, 'maxAge', maxAge, ' of milliseconds');
    this.#warnShortAge(where, 'maxAge', age);
    const size1 = optionalPositive(where, 'scale1', scale1);
    const size2 = optionalPositive(where, 'scale2', scale2);
    if (typeof startAge !== 'number' || !Number.isFinite(startAge) || Math.abs(startAge) > 1e9) {
      throw new PlumeError(`${where}: startAge must be a finite number of milliseconds (below maxAge; negative delays the birth), got ${describe(startAge)}`);
    }
    this.#alive('spawn');
    const matrix = this.#store(transform, 32);
    const id = this.#m._plume_web_spawn_aged(this.#web, kind, matrix, age, size1, size2, startAge); // a 53-bit integer
    if (!id) throw new PlumeError(`${where}: ${this.#lastError()}`, this.#lastStatus());
    return id;
  }

  /** Moves a live instance; call it each frame to make the instance follow something (engine glow). */
  setTransform(id, position) {
    this.#alive('setTransform');
    instanceId('setTransform', id);
    const transform = readTransform('setTransform', position);
    this.#alive('setTransform');
    const matrix = this.#store(transform, 32);
    const status = this.#m._plume_web_set_transform(this.#web, id, matrix);
    if (status) throw new PlumeError(`setTransform: ${this.#lastError()}`, status);
  }

  /** Ends a live instance now. */
  kill(id) {
    this.#alive('kill');
    const status = this.#m._plume_web_kill(this.#web, instanceId('kill', id));
    if (status) throw new PlumeError(`kill: ${this.#lastError()}`, status);
  }

  isAlive(id) {
    this.#alive('isAlive');
    return this.#m._plume_web_is_alive(this.#web, instanceId('isAlive', id)) === 1;
  }

  /**
   * Advances time by `ms` milliseconds since the last step (a delta, not a timestamp); instances past
   * their maxAge die. More than MAX_STEP_MS at once is refused as a timestamp or unit mistake; the first
   * step that kills every live instance warns once (the requestAnimationFrame-timestamp mistake).
   */
  step(ms) {
    this.#alive('step');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      throw new PlumeError(`step: ms must be a finite number >= 0 (milliseconds since the last step), got ${describe(ms)}`);
    }
    if (ms > MAX_STEP_MS) {
      throw new PlumeError(`step: ms is ${ms}, more than ${MAX_STEP_MS} ms (11.6 days) in one step; step takes the ` +
        'milliseconds since the previous step, not a timestamp such as Date.now() or requestAnimationFrame\'s argument');
    }
    const m = this.#m;
    if (m._plume_web_time(this.#web) + ms > MAX_TIME_MS) {
      throw new PlumeError(`step: the clock would pass ${MAX_TIME_MS} ms (about 1,100 years); create a new Plume`);
    }
    // The two unit mistakes that fail silently get one console warning each (the step still runs:
    // a long first step or tiny steps can be meant): a timestamp as the first delta, and seconds.
    const timestampLike = !this.#stepped && ms > FIRST_STEP_WARN_MS;
    const activeBefore = timestampLike ? this.#activeCount() : 0;
    this.#stepped = true;
    const status = m._plume_web_step(this.#web, ms);
    if (status) throw new PlumeError(`step: ${this.#lastError()}`, status);
    // one-shot systems that ended removed themselves: what they lent to views is theirs no longer
    if (this.#lent?.size) this.#lent.letGoWhere((block) => m._plume_web_system_exists(this.#web, block.id) !== 1);
    this.#runtime?.afterStep(); // effect instances: births, endings (onEnd may destroy this Plume)
    if (!this.#web) return;
    if (timestampLike) {
      const ended = activeBefore > 0 && this.#activeCount() === 0 ? ` and ended all ${activeBefore} live instances` : '';
      console.warn(`Plume: the first step(${ms}) advanced ${ms} ms${ended}. step() takes the milliseconds since the ` +
        'previous frame: with requestAnimationFrame(t) pass t - previousT (0 on the first frame), not t.');
    }
    if (ms > 0 && this.#smallSteps < SECONDS_CHECK_STEPS) {
      this.#smallSteps = ms < 0.1 ? this.#smallSteps + 1 : SECONDS_CHECK_STEPS + 1;
      if (this.#smallSteps === SECONDS_CHECK_STEPS) {
        console.warn(`Plume: the first ${SECONDS_CHECK_STEPS} steps were all under 0.1 ms (step(${ms})): step() takes ` +
          'milliseconds — with three.js pass clock.getDelta() * 1000.');
      }
    }
  }

  /** Draws every live instance: one draw call per kind. Never clears (Plume's own WebGPU canvas: its frame's first render does). */
  render(view, projection, options) {
    this.#alive('render');
    const viewValues = readMatrix('render', 'view', view);
    const projectionValues = readMatrix('render', 'projection', projection);
    const gpu = this.#gpu?.readOptions(options);
    const fog = readFrameOptions(gpu ? gpu.rest : options);
    this.#alive('render');
    if (fog.key !== this.#fogKey) {
      const status = this.#m._plume_web_set_fog(this.#web, fog.mode, fog.color[0], fog.color[1], fog.color[2], fog.near, fog.far,
        fog.density);
      if (status !== 0) throw new PlumeError(`render: ${this.#lastError()}`, status);
      this.#fogKey = fog.key;
    }
    if (fog.linear !== this.#linearOutput) {
      this.#m._plume_web_set_color_space(this.#web, fog.linear ? 1 : 0);
      this.#linearOutput = fog.linear;
    }
    this.#store(viewValues, 0);
    this.#store(projectionValues, 16);
    if (gpu) return this.#gpu.render(this.#m, this.#web, this.#scratch, fog, gpu, projectionValues); // the core's frame, drawn
    const gl = this.#gl;
    // Loss and restore come from events and from observing WEBGL_lose_context (host_state.js): a
    // frame asks the context nothing. Without a canvas to listen to, ask.
    if (!this.#listeners) {
      if (gl.isContextLost()) this.#markLost();
      else if (this.#lost) this.#restore();
    }
    // every GL call of the frame, the wrapper's own included, may reach a game's hooked GL function: one #inGl
    this.#inGl(() => {
      if (this.#owned && !this.#lost) gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
      this.#setDepth(fog.depth);
      const scene = this.#setSceneColor(fog.scene);
      const hdr = this.#lost ? null : this.#hdr;
      if (hdr) {
        hdr.begin();
        if (hdr.scale !== this.#hdrScale) this.#m._plume_web_set_hdr_target(this.#web, this.#hdrScale = hdr.scale);
      }
      const base = this.#scratch;
      try {
        // the C backend samples a depth texture on unit 1 (detaching it from the target only for soft frames)
        // and the scene's colour on unit 2 (only in frames with a distorting layer)
        const draw = (hostBits) => this.#m._plume_web_render(this.#web, base, base + 64, hostBits);
        const withColor = scene && !this.#owned ? (hostBits) => this.#host.runColorRender(() => draw(hostBits)) : draw;
        this.#callGl('render', () => (this.#lost ? this.#m._plume_web_render(this.#web, base, base + 64, 0)
          : this.#host.runRender((hostBits) => (fog.depth ? this.#host.runDepthRender(this.#samplerForDepth(),
            () => withColor(hostBits)) : withColor(hostBits)), this.#vertexArrays)), false);
        if (!this.#depthChecked && !this.#lost) this.#checkDepthTarget();
      } finally { // a failed render still leaves the canvas bound
        if (hdr && this.#hdr === hdr && !this.#lost) {
          hdr.finish();
          this.#m._plume_web_forget_gl_state(this.#web); // the passes changed what the backend's cache knows
        }
      }
    });
    if (!this.#web) return; // destroyed by a hooked GL function during the frame
    if (!this.#viewChecked && this.#runtime?.playing.size) this.#checkView(viewValues);
  }

  // A camera's world matrix passed as the view puts what it looks at behind it: said once, when for 60 renders
  // in a row every playing instance was behind the camera and would have been in front of it with the matrix
  // inverted (a camera turned away from everything for a moment is not a mistake).
  #checkView(v) {
    let behind = 0;
    let inFront = 0;
    let inverted = 0;
    for (const playback of this.#runtime.playing) {
      const p = playback.placement;
      const z = v[2] * p[12] + v[6] * p[13] + v[10] * p[14] + v[14];
      if (z < 0) inFront++;
      else behind++;
      // the inverse of a rigid view: z' = row 2 of Rᵀ · (p - t) = v[8..10] · (p - t)
      const d = [p[12] - v[12], p[13] - v[13], p[14] - v[14]];
      if (v[8] * d[0] + v[9] * d[1] + v[10] * d[2] < 0) inverted++;
      if (inFront + behind >= 32) break;
    }
    this.#viewSuspect = inFront === 0 && inverted === behind ? this.#viewSuspect + 1 : 0;
    if (this.#viewSuspect === VIEW_SUSPECT_RENDERS) {
      this.#viewChecked = true;
      console.warn('Plume: render: every playing instance is behind the camera, and would be in front of it with the view ' +
        'matrix inverted: the view looks like a camera\'s world matrix. Pass its inverse (three.js: ' +
        'camera.matrixWorldInverse, not camera.matrixWorld; glm_lookat gives a view).');
    }
  }

  #samplerForDepth() {
    if (!this.#webgl2) return null;
    this.#depthSampler ??= makeDepthSampler(this.#gl);
    return this.#depthSampler;
  }

  // Hands render's depthTexture (and its near/far, and where it is attached) to the backend when they change;
  // without one, says once that soft layers draw hard. With hostState 'track' a frame asks GL nothing: a texture
  // is checked once (again after the game deleted a texture), its attachment and the viewport are observed.
  #setDepth(depth) {
    let target = null;
    if (depth) {
      const deletions = this.#host.textureDeletions();
      if (deletions !== this.#depthDeletions || deletions < 0) this.#depth2D = new WeakSet(); // a texture went: check again
      this.#depthDeletions = deletions;
      if (!this.#lost && !this.#depth2D.has(depth.texture)) {
        if (!this.#gl.isTexture(depth.texture)) {
          throw new PlumeError('render: depthTexture is not a texture of this context (deleted, never bound, or made by another context)');
        }
        if (!isTexture2D(this.#gl, depth.texture)) {
          throw new PlumeError('render: depthTexture is not a 2D texture (a cube map, a 3D or an array texture): soft particles ' +
            'read the scene\'s depth from a TEXTURE_2D of a depth format');
        }
        this.#depth2D.add(depth.texture);
      }
      if (!this.#lost) {
        target = this.#host.depthTarget(depth.texture);
        // the target's own colour: reading it while drawing into it is a feedback loop (nothing drawn, an error left)
        if (target.colour) {
          throw new PlumeError("render: depthTexture is the colour texture (COLOR_ATTACHMENT0) of the framebuffer being drawn " +
            "into, not its depth; pass the depth texture (three.js: the render target's depthTexture)");
        }
      }
      const textures = this.#m.GL.textures;
      if (!this.#depthTextureId) this.#depthTextureId = this.#m.GL.getNewId(textures);
      textures[this.#depthTextureId] = depth.texture;
    } else if (this.#softUser && !this.#softWarned && !this.#owned) { // its own canvas holds no scene to meet
      this.#softWarned = true;
      console.warn(`Plume: render: ${this.#softUser} asks for soft particles (soft or volume), but render was given no depthTexture, so ` +
        "they meet the scene with a hard edge. Pass the scene's depth: render(view, projection, { depthTexture }) " +
        '(PlumeObject and PlumePass of plume-particles/three pass three.js\'s when the target three renders into has ' +
        'one: give the EffectComposer a WebGLRenderTarget with a DepthTexture).');
    }
    // the depth texture's pixels are read under the viewport the render draws into
    const viewport = target?.viewport ?? [0, 0, 1, 1];
    const key = depth ? `${depth.near} ${depth.far} ${viewport[0]} ${viewport[1]} ${viewport[2]} ${viewport[3]} ${target?.point} ${target?.level}` : '';
    if (depth?.texture === this.#depthTexture && key === this.#depthKey) return;
    const status = this.#m._plume_web_set_depth_texture(this.#web, depth ? this.#depthTextureId : 0, viewport[0], viewport[1],
      viewport[2], viewport[3], depth?.near ?? 0, depth?.far ?? 0, target?.point ?? 0, target?.level ?? 0);
    if (status !== 0) throw new PlumeError(`render: ${this.#lastError()}`, status);
    this.#depthTexture = depth?.texture ?? null;
    this.#depthKey = key;
  }

  // Hands the scene's colour (render's colorTexture; on Plume's own canvas a copy of what the page drew) to the
  // backend when it changes; without one, says once that distorting layers draw nothing. Returns whether one is set.
  // With hostState 'track' a frame asks GL nothing: a texture is checked once (again after the game deleted one).
  #setSceneColor(texture) {
    if (this.#lost) return false; // nothing is drawn: handed over at the first frame after the restore
    let viewport = null;
    if (!texture && this.#owned && this.#distortUser) {
      texture = this.#copyCanvas();
      viewport = [0, 0, this.#gl.drawingBufferWidth, this.#gl.drawingBufferHeight];
    } else if (texture) {
      const deletions = this.#host.textureDeletions();
      if (deletions !== this.#colorDeletions || deletions < 0) this.#color2D = new WeakSet();
      this.#colorDeletions = deletions;
      if (!this.#color2D.has(texture)) {
        if (!this.#gl.isTexture(texture)) {
          throw new PlumeError('render: colorTexture is not a texture of this context (deleted, never bound, or made by another context)');
        }
        if (!isTexture2D(this.#gl, texture)) {
          throw new PlumeError('render: colorTexture is not a 2D texture (a cube map, a 3D or an array texture): distortion ' +
            "reads the scene's colour from a TEXTURE_2D");
        }
        this.#color2D.add(texture);
      }
      const target = this.#owned ? { colour: false, viewport: [0, 0, this.#gl.drawingBufferWidth, this.#gl.drawingBufferHeight] }
        : this.#host.depthTarget(texture);
      if (target.colour || target.point) { // reading it while drawing into it is a feedback loop (nothing drawn, an error left)
        throw new PlumeError(`render: colorTexture is the ${target.colour ? 'colour' : 'depth'} texture of the framebuffer being ` +
          'drawn into: distortion reads the scene while drawing over it, so pass a copy (PlumePass of plume-particles/three makes one)');
      }
      viewport = target.viewport;
    } else if (!texture && this.#distortUser && !this.#distortWarned && !this.#owned) {
      this.#distortWarned = true;
      console.warn(`Plume: render: ${this.#distortUser} asks for distortion, but render was given no colorTexture, so its ` +
        "distorting layers draw nothing. Pass the scene's colour: render(view, projection, { colorTexture }) (a copy of " +
        'what is drawn so far, not the target drawn into; PlumePass and PlumeObject of plume-particles/three make one).');
    }
    if (texture) {
      const textures = this.#m.GL.textures;
      if (!this.#colorTextureId) this.#colorTextureId = this.#m.GL.getNewId(textures);
      textures[this.#colorTextureId] = texture;
    }
    const key = texture ? viewport.join(' ') : '';
    if ((texture ?? null) === this.#colorTexture && key === this.#colorKey) return texture !== null && texture !== undefined;
    const v = viewport ?? [0, 0, 1, 1];
    const status = this.#m._plume_web_set_color_texture(this.#web, texture ? this.#colorTextureId : 0, v[0], v[1], v[2], v[3]);
    if (status !== 0) throw new PlumeError(`render: ${this.#lastError()}`, status);
    this.#colorTexture = texture ?? null;
    this.#colorKey = key;
    return Boolean(texture);
  }

  // Plume's own canvas: what the page drew this frame, copied (before the HDR target, if any, is bound) into a
  // texture of Plume's own, so its distorting layers displace the page. One copy a frame while distortion is asked for.
  #copyCanvas() {
    const gl = this.#gl;
    const width = gl.drawingBufferWidth, height = gl.drawingBufferHeight;
    gl.activeTexture(gl.TEXTURE2);
    if (!this.#canvasCopy || this.#canvasCopySize !== `${width} ${height}`) {
      if (this.#canvasCopy) gl.deleteTexture(this.#canvasCopy);
      this.#canvasCopy = gl.createTexture();
      this.#canvasCopySize = `${width} ${height}`;
      gl.bindTexture(gl.TEXTURE_2D, this.#canvasCopy);
      // a canvas without alpha copies only into RGB (WebGL refuses a format with more channels than the source)
      const format = gl.getContextAttributes()?.alpha === false ? gl.RGB : gl.RGBA;
      gl.texImage2D(gl.TEXTURE_2D, 0, format, width, height, 0, format, gl.UNSIGNED_BYTE, null);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    } else {
      gl.bindTexture(gl.TEXTURE_2D, this.#canvasCopy);
    }
    gl.copyTexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 0, 0, width, height);
    gl.activeTexture(gl.TEXTURE0);
    return this.#canvasCopy;
  }

  // Layers test against the scene's depth by default; drawn into a target without a depth buffer they
  // cannot be hidden by it, silently. Said once, on the first frame that drew anything (a frame asks
  // the context nothing after that).
  #checkDepthTarget() {
    if (this.#m.HEAPU32[(this.#m._plume_web_stats(this.#web) >>> 2) + C.WEB_STAT_DRAW_CALLS] === 0) return;
    this.#depthChecked = true;
    const gl = this.#gl;
    const framebuffer = gl.getParameter(gl.FRAMEBUFFER_BINDING);
    let depth;
    if (framebuffer === null) {
      depth = gl.getContextAttributes()?.depth !== false;
    } else {
      const attached = (point) => {
        const type = gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, point, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE);
        return type === gl.RENDERBUFFER || type === gl.TEXTURE;
      };
      // WebGL 2 reports a depth-stencil attachment at DEPTH_ATTACHMENT (asking for DEPTH_STENCIL there can be
      // an INVALID_OPERATION the host would find); WebGL 1 has it apart
      const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
      depth = attached(gl.DEPTH_ATTACHMENT) || (!webgl2 && attached(gl.DEPTH_STENCIL_ATTACHMENT));
    }
    if (!depth) {
      console.warn(`Plume: render: the ${framebuffer === null ? 'canvas' : 'bound framebuffer'} has no depth buffer, so ` +
        'particles cannot be hidden by the scene (depthTest, on by default, has nothing to test against). Create the ' +
        'context with { depth: true } or attach a depth buffer to the render target; set depthTest: false on layers ' +
        'that are meant to draw over everything.');
    }
  }

  /**
   * Compiles the programs and uploads every defined kind's mesh and every loaded texture now, so
   * the first frame that shows them does not hitch. Call it after defining kinds, outside gameplay.
   */
  prepare() {
    this.#alive('prepare');
    if (this.#gpu) return this.#gpu.prepareAll(this.#m, this.#web);
    this.#callGl('prepare', () => this.#m._plume_web_prepare(this.#web));
  }

  /** After the game restored its own lost context: rebuild Plume's GL objects from its CPU copies. */
  restoreContext() {
    this.#alive('restoreContext');
    if (this.#gpu) throw new PlumeError('restoreContext is for WebGL; on WebGPU call setDevice(newDevice)');
    if (this.#gl.isContextLost()) {
      throw new PlumeError('restoreContext: the context is still lost; call it after webglcontextrestored');
    }
    // Plume hears of a loss from its canvas's events: without one it saw, its GL objects are all there. A context
    // without a canvas to listen to may have been lost and restored unseen: rebuilt then, as before.
    if (this.#lost || !this.#listeners) this.#restore();
  }

  /** { particlesCreated, particlesActive, totalPolycount, drawCalls, recycled, emitters, emitterParticles, systems,
   *  systemParticles, uploadedBytes (CPU systems' vertex bytes sent by the last render), subEmitterDropped } */
  get stats() {
    this.#alive('stats');
    const base = this.#m._plume_web_stats(this.#web) >>> 2;
    const heap = this.#m.HEAPU32;
    // mesh particles an effect spawned ahead of their birth are in the pool but not shown: not counted
    const stat = (index) => heap[base + index]; // C.WEB_STAT_*: plume_stats' fields (src/web/web_api.h)
    const mesh = stat(C.WEB_STAT_PARTICLES_ACTIVE) - (this.#runtime?.unbornMesh ?? 0);
    const gpu = stat(C.WEB_STAT_EMITTER_PARTICLES), cpu = stat(C.WEB_STAT_SYSTEM_PARTICLES);
    return {
      particlesCreated: stat(C.WEB_STAT_PARTICLES_CREATED),
      particlesActive: stat(C.WEB_STAT_PARTICLES_ACTIVE),
      totalPolycount: stat(C.WEB_STAT_TOTAL_POLYCOUNT),
      drawCalls: stat(C.WEB_STAT_DRAW_CALLS),
      recycled: stat(C.WEB_STAT_RECYCLED),
      emitters: stat(C.WEB_STAT_EMITTERS),
      emitterParticles: gpu,
      systems: stat(C.WEB_STAT_SYSTEMS),
      systemParticles: cpu,
      uploadedBytes: stat(C.WEB_STAT_UPLOADED_BYTES),
      subEmitterDropped: stat(C.WEB_STAT_SUB_EMITTER_DROPPED),
      effects: this.#runtime?.effects.size ?? 0,
      instances: this.#runtime?.instances ?? 0,
      particles: mesh + gpu + cpu,
      particlesBySim: { gpu, cpu, mesh },
    };
  }

  /** The version the wasm module reports ("MAJOR.MINOR.PATCH"): the same as the module's `version` export. */
  get version() {
    this.#alive('version');
    return this.#m.UTF8ToString(this.#m._plume_web_version());
  }

  /** Milliseconds stepped since creation. */
  get time() {
    this.#alive('time');
    return this.#m._plume_web_time(this.#web);
  }

  /** True when kinds are drawn with instancing (one draw call each), false on the batched fallback. */
  get instancing() {
    this.#alive('instancing');
    return this.#m._plume_web_uses_instancing(this.#web) === 1;
  }

  /** True when Plume keeps its attribute setup in vertex arrays of its own (WebGL 2, or WebGL 1 with
   *  OES_vertex_array_object): it then never touches the game's vertex attributes. */
  get vertexArrays() {
    this.#alive('vertexArrays');
    return this.#vertexArrays;
  }

  /** Size of the wasm heap in bytes (it grows with pools and textures, never per frame). */
  get heapBytes() {
    this.#alive('heapBytes');
    return this.#m.HEAPU8.length;
  }

  /** Bytes allocated in the wasm heap, by all Plumes on the page together (it shares one module). */
  get allocatedBytes() {
    this.#alive('allocatedBytes');
    return this.#m._plume_web_allocated_bytes() >>> 0;
  }

  get destroyed() { return this.#web === 0 || this.#destroyPending; }

  /** WebGPU in a game's device: the device to draw with from now on (the game's new one after a loss); every GPU
   *  object Plume made is made again on it from the core's copies. */
  setDevice(device) {
    this.#alive('setDevice');
    if (!this.#gpu) throw new PlumeError("setDevice: WebGPU's; this Plume draws with WebGL");
    this.#gpu.setDevice(device);
  }

  /** 'webgl' or 'webgpu': what this Plume draws with. */
  get backend() { return this.#gpu ? 'webgpu' : 'webgl'; }

  /** WebGPU: the GPUDevice Plume draws with (its own canvas's, or the game's); null on WebGL. */
  get device() { return this.#gpu?.device ?? null; }

  /** createPlume({ hdr: true }): 'half-float' or 'rgba8', the target the particles draw into before the bloom and
   *  tonemap (rgba8 where the context cannot render to half floats; it may change after a context restore); false
   *  without hdr. */
  get hdr() {
    this.#alive('hdr');
    return this.#hdr ? this.#hdr.path : this.#gpu?.hdr ? 'half-float' : false;
  }

  /** true once soft particles were asked for (soft or volume): render's depthTexture is then of use. */
  get wantsDepth() { return this.#softUser !== null; }

  /** true once distortion was asked for (a layer's distortion > 0): render's colorTexture is then of use. */
  get wantsColor() { return this.#distortUser !== null; }

  /** Frees every GL object and the wasm state. Later calls throw; a second destroy() does nothing. Called from
   *  inside a WebGL call Plume is making (a hooked GL function), it takes effect when that call returns. */
  destroy() {
    if (!this.#web || this.#destroyPending) return;
    this.#destroyPending = this.#deferredInGl(() => this.#destroyNow());
    if (!this.#destroyPending) this.#destroyNow();
  }

  #destroyNow() {
    if (!this.#web) return;
    const web = this.#web;
    this.#web = 0;
    if (this.#gpu) {
      this.#runtime?.plumeDestroyed();
      this.#gpu.destroy();
    } else this.#destroyGl(web);
    this.#lent?.letGoWhere(() => true); // the core kept the blocks it lent: freed as their views go
    this.#m._free(this.#scratch);
    this.#kinds.clear();
    this.#kindInfo.clear();
    this.#textures.clear();
    if (this.#gpu) this.#m._plume_web_destroy(web);
    else if (this.#owned) this.#releaseOwnContext();
  }

  #destroyGl(web) {
    if (this.#listeners) {
      this.#gl.canvas.removeEventListener('webglcontextlost', this.#listeners.lost);
      this.#gl.canvas.removeEventListener('webglcontextrestored', this.#listeners.restored);
    }
    if (this.#gl.isContextLost()) {
      this.#lost = true;
      this.#m._plume_web_context_lost(web);
    }
    this.#runtime?.plumeDestroyed(); // instances end (finished resolves), effects become unusable
    if (this.#depthSampler && !this.#lost) this.#gl.deleteSampler(this.#depthSampler);
    if (this.#canvasCopy && !this.#lost) this.#gl.deleteTexture(this.#canvasCopy);
    this.#canvasCopy = null;
    this.#hdr?.destroy(this.#lost);
    this.#hdr = null;
    this.#withHostState(() => this.#m._plume_web_destroy(web));
    this.#m.GL.deleteContext(this.#contextHandle);
    this.#host.release();
  }

  /** Runs `make` (effect.js's loadEffect): the kinds it defined are forgotten if it throws. */
  [TRANSACTION](make) { return this.#transaction(make); }

  [KIND_DEFINED](name) { return this.#kinds.has(name); }

  // ---- private ----

  // Runs `make`; when it throws, every kind defined meanwhile is forgotten (newest first: the core forgets only its
  // newest kind), so a refused createEffect, loadEffect or play leaves no kind behind.
  #transaction(make) {
    const outer = this.#defining;
    this.#defining = [];
    try {
      return make();
    } catch (error) {
      for (const name of this.#defining.reverse()) this.#forgetKind(name);
      throw error;
    } finally {
      if (outer) outer.push(...this.#defining.filter((name) => this.#kinds.has(name)));
      this.#defining = outer;
    }
  }

  // A kind the core made for an effect's plays at another renderOrder ('<kind>@<order>', effect.c), by name.
  #orderCopy(name) {
    if (!name.includes('@') || !this.#web) return undefined;
    const pointer = this.#allocString(name);
    try {
      return this.#m._plume_web_find_particle(this.#web, pointer) || undefined;
    } finally {
      this.#m._free(pointer);
    }
  }

  #forgetKind(name) {
    const kind = this.#kinds.get(name);
    if (kind === undefined || !this.#web) return;
    if (this.#withHostState(() => this.#m._plume_web_forget_kind(this.#web, kind)) !== 0) return; // not the newest: kept
    this.#kinds.delete(name);
    this.#kindInfo.delete(name);
  }

  // maxAge: 1.5 (a kind's) or life: 1.5 (a layer's, an emitter's; a system's [min, max]) meant as seconds lives 1.5 ms,
  // less than a frame: the particle is never seen. Said once a Plume; `value` was checked (positive numbers).
  #warnShortAge(where, what, value) {
    const longest = Array.isArray(value) ? Math.max(...value) : value;
    if (!(longest > 0 && longest < SHORT_AGE_WARN_MS) || this.#shortAgeWarned) return;
    this.#shortAgeWarned = true;
    const ms = (v) => Number((v * 1000).toPrecision(12)); // 1.1 s is 1100, not 1100.0000000000002
    const shown = Array.isArray(value) ? `[${value.join(', ')}]` : `${value}`;
    const meant = Array.isArray(value) ? `[${value.map(ms).join(', ')}]` : `${ms(value)}`;
    console.warn(`Plume: ${where}: ${what} ${shown} is in milliseconds, less than a frame — for ${shown} s pass ${meant}.`);
  }

  // Browsers keep a handful of WebGL contexts (Chrome 16) and force-lose the oldest beyond that; a
  // context is released when its canvas is collected, which may be much later. Losing it now frees
  // it at once, so create/destroy cycles never push out the contexts of live Plumes.
  #releaseOwnContext() {
    const users = ownContextUsers.get(this.#gl) - 1;
    ownContextUsers.set(this.#gl, users);
    if (users > 0) return; // another Plume still draws on this canvas
    const canvas = this.#gl.canvas;
    if (canvas) releasedCanvases.add(canvas);
    if (this.#gl.isContextLost()) return;
    this.#gl.getExtension('WEBGL_lose_context')?.loseContext();
  }

  #alive(method) {
    if (!this.#web || this.#destroyPending) throw new PlumeError(`${method}: this Plume was destroyed; create a new one with createPlume`);
    if (glCallsOf(this.#m).depth > 0) {
      throw new PlumeError(`${method}: called from inside a WebGL call Plume is making (a hooked or wrapped WebGL function ` +
        'calling Plume back); Plume calls cannot nest: make it after the Plume call returns');
    }
  }

  // A call from inside a WebGL call Plume is making (a host's GL hook) is refused as Plume's own are (#alive).
  #checkNotNested(method) {
    if (this.#web && glCallsOf(this.#m).depth > 0) this.#alive(method);
  }

  // Inside a C call that reaches WebGL, `action` waits for the outermost such call to return: true. Else false.
  #deferredInGl(action) {
    const calls = glCallsOf(this.#m);
    if (calls.depth === 0) return false;
    calls.after.push(action);
    return true;
  }

  // Runs a C call that reaches WebGL: calls back into Plume from the host's GL functions are refused meanwhile
  // (#alive), and a destroy() or loss they asked for is done once the outermost such call returns.
  #inGl(call) {
    const calls = glCallsOf(this.#m);
    const gl = this.#gl;
    if (!gl) return call(); // WebGPU: no C call reaches a context
    if (this.#web && (this.#glStateUnknown || (this.#owned && lastGlUser.get(gl) !== this && ownContextUsers.get(gl) > 1))) {
      this.#glStateUnknown = false;
      this.#m._plume_web_forget_gl_state(this.#web);
    }
    lastGlUser.set(gl, this);
    calls.depth++;
    try {
      return call();
    } catch (error) {
      this.#glStateUnknown = true; // cut short: GL may not be what the backend last set
      // a soft frame cut short leaves the game's depth texture detached: put back now, before the game draws again
      if (this.#web) {
        try {
          this.#m._plume_web_reattach_depth(this.#web);
        } catch { /* the host's hook threw again: its own error is the one to see */ }
      }
      throw error;
    } finally {
      if (--calls.depth === 0) {
        for (const deferred of calls.after.splice(0)) {
          try {
            deferred();
          } catch (error) { // one failing (a GL call of the destroy) must not keep the others from running
            report(error);
          }
        }
      }
    }
  }

  #lastError() { return this.#m.UTF8ToString(this.#m._plume_last_error()); }
  #lastStatus() { return this.#m._plume_last_status(); }

  #markLost() {
    if (this.#lost || !this.#web) return;
    if (this.#deferredInGl(() => this.#markLost())) return; // lost from inside a GL call (a hook): that call ends first
    this.#lost = true;
    if (this.#gpu) this.#gpu.lost = true;
    this.#hdr?.lost();
    this.#m._plume_web_context_lost(this.#web);
  }

  #restore() {
    this.#lost = false;
    this.#depthSampler = null; // made again in the restored context
    this.#depth2D = new WeakSet();
    this.#color2D = new WeakSet();
    this.#canvasCopy = null; // it died with the context: made again at the next frame that distorts
    this.#host?.contextRestored();
    this.#hdr?.restored();
    this.#withHostState(() => this.#m._plume_web_context_restored(this.#web));
    if (this.#web) this.#vertexArrays = this.#m._plume_web_uses_vertex_arrays(this.#web) === 1;
  }

  // On a game's context, every call that touches GL leaves the game's state as it found it.
  #withHostState(call) {
    if (this.#lost) return this.#inGl(call);
    return this.#inGl(() => this.#host.run(call, this.#vertexArrays));
  }

  // A C call that draws or builds GL objects. A context lost before its event arrived makes GL
  // calls fail (a program does not link): that is a loss to recover from, not the caller's error.
  #callGl(method, call, keepHostState = true) {
    const status = keepHostState ? this.#withHostState(call) : this.#inGl(call);
    if (!status || !this.#web) return;
    if (this.#gl?.isContextLost()) {
      this.#markLost();
      return;
    }
    throw new PlumeError(`${method}: ${this.#lastError()}`, status);
  }

  #allocString(text) {
    const m = this.#m;
    const size = m.lengthBytesUTF8(text) + 1;
    const pointer = m._malloc(size);
    if (!pointer) throw new PlumeError(`out of memory for a string of ${size} bytes`);
    m.stringToUTF8(text, pointer, size);
    return pointer;
  }

  #activeCount() { return this.#m.HEAPU32[(this.#m._plume_web_stats(this.#web) >>> 2) + C.WEB_STAT_PARTICLES_ACTIVE]; }

  // A cpu system's shape { type: 'mesh', mesh }: the triangles (read and checked once per shape object by
  // emission_mesh.js) copied into the core's table; the system starts again with them (its burst on the mesh).
  #setEmissionMesh(where, id, shape) {
    const { corners } = emissionMesh(shape);
    const m = this.#m;
    const pointer = m._malloc(corners.byteLength);
    if (!pointer) throw new PlumeError(`${where}: out of memory for ${corners.length / 9} triangles of shape.mesh`);
    try {
      m.HEAPF32.set(corners, pointer >>> 2);
      const status = m._plume_web_system_set_emission_mesh(this.#web, id, pointer, corners.length / 9, shape.normal === true ? 1 : 0);
      if (status) throw new PlumeError(`${where}: ${this.#lastError()}`, status);
    } finally {
      m._free(pointer);
    }
  }

  // Writes 16 checked numbers (from readMatrix/readTransform) into the scratch block; returns its address.
  #store(values, offset) {
    const base = (this.#scratch >>> 2) + offset;
    this.#m.HEAPF32.set(values, base);
    return this.#scratch + offset * 4;
  }
}

// `method: message`, once: some of the core's messages already start with the call's name ('seek: ...')
function prefixed(method, message) {
  return message.startsWith(`${method}: `) ? message : `${method}: ${message}`;
}

// Instance ids are 53-bit integers: anything else (a string, a BigInt, a fraction, id + 2**53) is
// refused here instead of being coerced into some other instance's id.
function instanceId(where, id) {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new PlumeError(`${where}: id must be an instance id returned by spawn (a positive integer), got ${describe(id)}`);
  }
  return id;
}

// The bytes of a Response or Blob; a failed read (network, already consumed) becomes a PlumeError.
async function readBody(source, failure) {
  try {
    return new Uint8Array(await source.arrayBuffer());
  } catch (error) {
    throw new PlumeError(`${failure}: ${error.message}`);
  }
}

// undefined takes the default (0 tells C so); anything given must be a positive finite number.
function optionalPositive(where, what, value, unit) {
  return value === undefined ? 0 : positiveFloat32(where, what, value, unit);
}
