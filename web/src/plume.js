// plume.js — the ES module games import. A thin wrapper: it checks arguments, turns C statuses into
// exceptions, copies matrices into the wasm heap, and (on a game's own context) puts the game's GL
// state back after every call that touches GL. All particle work happens in C (src/).
import createPlumeModule from './plume_module.js';
import { captureGlState, neutralizeGlState, restoreGlState } from './gl_state.js';

const BLEND_MODES = { additive: 0, alpha: 1, premultiplied: 2 };
const FLAG_NO_SPIN = 1;
const FLAG_POINT_DOWN = 2;
const FLAG_DEPTH_TEST = 4;
const MAX_CAPACITY = 262143;
const KIND_OPTIONS = ['mesh', 'mesh2', 'texture', 'blend', 'startSize', 'endSize', 'maxAge', 'capacity', 'spin',
  'pointDown', 'depthTest'];
const SCRATCH_FLOATS = 48; // view, projection, spawn transform

/** Thrown for every bad argument or failed call; `message` says what was wrong. */
export class PlumeError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.name = 'PlumeError';
    this.status = status; // the C plume_status, when the error came from the core
  }
}

/** A texture decoded by plume.loadTexture(); pass it as defineParticle's `texture`. */
export class PlumeTexture {
  #owner;
  constructor(owner, id, byteLength) {
    this.#owner = owner;
    this.id = id;
    this.byteLength = byteLength;
    Object.freeze(this);
  }
  belongsTo(owner) { return this.#owner === owner; }
}

function isWebGLContext(gl) {
  return (typeof WebGLRenderingContext !== 'undefined' && gl instanceof WebGLRenderingContext) ||
    (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext);
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name} of length ${value.length}`;
  return typeof value === 'string' ? `'${value}'` : `${typeof value} ${String(value)}`;
}

function isArrayLike(value) {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/**
 * Creates a particle system drawing into `canvas` (Plume makes a WebGL 1 context) or into `gl`,
 * a WebGL 1 or 2 context the game owns. Resolves once the wasm module is ready.
 */
export async function createPlume(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new PlumeError('createPlume: options must be an object such as { canvas } or { gl }');
  }
  const { canvas, gl: hostGl, seed = 0, instancing = true, contextAttributes = {} } = options;
  if (!canvas === !hostGl) {
    throw new PlumeError('createPlume: pass exactly one of { canvas } (Plume makes a WebGL 1 context) ' +
      'or { gl } (Plume draws into a context the game owns)');
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new PlumeError(`createPlume: seed must be an integer from 0 to 4294967295, got ${describe(seed)}`);
  }
  let gl = hostGl;
  if (canvas) {
    if (typeof canvas.getContext !== 'function') {
      throw new PlumeError(`createPlume: canvas must be an HTMLCanvasElement or OffscreenCanvas, got ${describe(canvas)}`);
    }
    gl = canvas.getContext('webgl', { alpha: true, antialias: true, premultipliedAlpha: true, ...contextAttributes });
    if (!gl) throw new PlumeError('createPlume: WebGL is not available on this canvas');
  } else if (!isWebGLContext(hostGl)) {
    throw new PlumeError(`createPlume: gl must be a WebGLRenderingContext or WebGL2RenderingContext, got ${describe(hostGl)}`);
  }
  return new Plume(await loadModule(), gl, !hostGl, seed, instancing !== false);
}

// One wasm instance serves every Plume on the page: each keeps its own state in the shared heap,
// so a second Plume costs kilobytes, not another 32 MiB heap.
let modulePromise = null;
function loadModule() {
  modulePromise ??= createPlumeModule({
    locateFile: (path) => new URL(path.endsWith('.wasm') ? 'plume.wasm' : path, import.meta.url).href,
  }).catch((error) => {
    modulePromise = null; // let a later createPlume try again
    throw new PlumeError(`createPlume: could not load plume.wasm: ${error.message}`);
  });
  return modulePromise;
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
  #lost = false;
  #listeners = null;

  constructor(module, gl, owned, seed, instancing) {
    this.#m = module;
    this.#gl = gl;
    this.#owned = owned;
    this.#webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
    const version = this.#webgl2 ? 2 : 1;
    const contextHandle = module.GL.registerContext(gl, {
      majorVersion: version, minorVersion: 0, enableExtensionsByDefault: owned,
    });
    this.#web = this.#withHostState(() => module._plume_web_create(seed >>> 0, contextHandle, version, instancing ? 1 : 0));
    if (!this.#web) {
      module.GL.deleteContext(contextHandle);
      throw new PlumeError(`createPlume: ${this.#lastError()}`);
    }
    this.#contextHandle = contextHandle;
    this.#scratch = module._malloc(SCRATCH_FLOATS * 4);
    if (owned && gl.canvas && typeof gl.canvas.addEventListener === 'function') {
      // Without preventDefault the browser never restores a lost context.
      const lost = (event) => { event.preventDefault(); this.#markLost(); };
      const restored = () => { if (this.#web) this.#restore(); };
      gl.canvas.addEventListener('webglcontextlost', lost);
      gl.canvas.addEventListener('webglcontextrestored', restored);
      this.#listeners = { lost, restored };
    }
  }

  /** Decodes a PNG or JPEG (URL, ArrayBuffer, typed array or Blob) inside the wasm module. */
  async loadTexture(source) {
    this.#alive('loadTexture');
    let bytes;
    if (typeof source === 'string' || (typeof URL !== 'undefined' && source instanceof URL)) {
      let response;
      try {
        response = await fetch(source);
      } catch (error) {
        throw new PlumeError(`loadTexture: could not fetch ${source}: ${error.message}`);
      }
      if (!response.ok) throw new PlumeError(`loadTexture: could not fetch ${source}: HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    } else if (typeof Blob !== 'undefined' && source instanceof Blob) {
      bytes = new Uint8Array(await source.arrayBuffer());
    } else if (source instanceof ArrayBuffer) {
      bytes = new Uint8Array(source);
    } else if (ArrayBuffer.isView(source)) {
      bytes = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    } else {
      throw new PlumeError(`loadTexture: expected a URL string, ArrayBuffer, Uint8Array or Blob, got ${describe(source)}`);
    }
    this.#alive('loadTexture');
    const m = this.#m;
    const pointer = m._malloc(Math.max(bytes.length, 1));
    if (!pointer) throw new PlumeError(`loadTexture: out of memory for ${bytes.length} bytes`);
    try {
      m.HEAPU8.set(bytes, pointer);
      const id = m._plume_web_load_texture(this.#web, pointer, bytes.length);
      if (!id) throw new PlumeError(`loadTexture: ${this.#lastError()}`, this.#lastStatus());
      return new PlumeTexture(this, id, bytes.length);
    } finally {
      m._free(pointer);
    }
  }

  /** Defines a particle kind: the book's defineParticle. Returns the name. */
  defineParticle(name, definition) {
    this.#alive('defineParticle');
    if (typeof name !== 'string' || name.length === 0) {
      throw new PlumeError(`defineParticle: name must be a non-empty string, got ${describe(name)}`);
    }
    const where = `defineParticle('${name}')`;
    if (definition === null || typeof definition !== 'object') {
      throw new PlumeError(`${where}: the definition must be an object such as { mesh, texture }`);
    }
    for (const key of Object.keys(definition)) {
      if (!KIND_OPTIONS.includes(key)) {
        throw new PlumeError(`${where}: unknown option '${key}' (known: ${KIND_OPTIONS.join(', ')})`);
      }
    }
    const { mesh, mesh2, texture, blend = 'additive', capacity = 0, spin = true, pointDown = false,
      depthTest = false } = definition;
    if (typeof mesh !== 'string') throw new PlumeError(`${where}: mesh must be OBJ text (a string), got ${describe(mesh)}`);
    if (mesh2 !== undefined && mesh2 !== null && typeof mesh2 !== 'string') {
      throw new PlumeError(`${where}: mesh2 must be OBJ text (a string), got ${describe(mesh2)}`);
    }
    if (texture !== undefined && texture !== null && !(texture instanceof PlumeTexture && texture.belongsTo(this))) {
      throw new PlumeError(`${where}: texture must come from this Plume's loadTexture(), got ${describe(texture)}`);
    }
    if (!(blend in BLEND_MODES)) {
      throw new PlumeError(`${where}: blend must be one of ${Object.keys(BLEND_MODES).join(', ')}, got ${describe(blend)}`);
    }
    if (!Number.isInteger(capacity) || capacity < 0 || capacity > MAX_CAPACITY) {
      throw new PlumeError(`${where}: capacity must be an integer from 1 to ${MAX_CAPACITY}, got ${describe(capacity)}`);
    }
    const startSize = optionalPositive(where, 'startSize', definition.startSize);
    const endSize = optionalPositive(where, 'endSize', definition.endSize);
    const maxAge = optionalPositive(where, 'maxAge', definition.maxAge);
    const flags = (spin ? 0 : FLAG_NO_SPIN) | (pointDown ? FLAG_POINT_DOWN : 0) | (depthTest ? FLAG_DEPTH_TEST : 0);

    const m = this.#m;
    const strings = [name, mesh, mesh2 ?? null].map((text) => (text === null ? 0 : this.#allocString(text)));
    try {
      const kind = m._plume_web_define_particle(this.#web, strings[0], strings[1], strings[2], texture ? texture.id : 0,
        BLEND_MODES[blend], startSize, endSize, maxAge, capacity, flags);
      if (!kind) throw new PlumeError(`${where}: ${this.#lastError()}`, this.#lastStatus());
      this.#kinds.set(name, kind);
      return name;
    } finally {
      for (const pointer of strings) if (pointer) m._free(pointer);
    }
  }

  /**
   * Spawns an instance of a kind at [x, y, z] or a Float32Array(16) transform (column-major).
   * Omitted maxAge / scale1 / scale2 take the kind's values (1000 ms, 1, 50 unless defined).
   * Returns the instance id, valid until the instance dies.
   */
  spawn(name, position, maxAge, scale1, scale2) {
    this.#alive('spawn');
    const kind = this.#kinds.get(name);
    if (kind === undefined) {
      if (this.#kinds.size === 0) {
        throw new PlumeError(`spawn('${name}'): no particle kinds are defined yet; call defineParticle first`);
      }
      throw new PlumeError(`spawn: unknown particle kind ${describe(name)} (defined: ${[...this.#kinds.keys()].join(', ')})`);
    }
    const where = `spawn('${name}')`;
    const matrix = this.#writeTransform(where, position, 32);
    const id = this.#m._plume_web_spawn(this.#web, kind, matrix, optionalPositive(where, 'maxAge', maxAge),
      optionalPositive(where, 'scale1', scale1), optionalPositive(where, 'scale2', scale2)); // a 53-bit integer
    if (!id) throw new PlumeError(`${where}: ${this.#lastError()}`, this.#lastStatus());
    return id;
  }

  /** Moves a live instance; call it each frame to make the instance follow something (engine glow). */
  setTransform(id, position) {
    this.#alive('setTransform');
    instanceId('setTransform', id);
    const matrix = this.#writeTransform('setTransform', position, 32);
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

  /** Advances time by `ms` milliseconds; instances past their maxAge die. */
  step(ms) {
    this.#alive('step');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      throw new PlumeError(`step: ms must be a finite number >= 0, got ${describe(ms)}`);
    }
    const status = this.#m._plume_web_step(this.#web, ms);
    if (status) throw new PlumeError(`step: ${this.#lastError()}`, status);
  }

  /** Draws every live instance: one draw call per kind. Never clears. */
  render(view, projection) {
    this.#alive('render');
    this.#writeMatrix('render', 'view', view, 0);
    this.#writeMatrix('render', 'projection', projection, 16);
    const gl = this.#gl;
    if (gl.isContextLost()) {
      this.#markLost(); // C then draws nothing and reports an empty frame
    } else {
      if (this.#lost) this.#restore(); // the context came back without telling us (a game's own context)
      if (this.#owned) gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    }
    const base = this.#scratch;
    const status = this.#withHostState(() => this.#m._plume_web_render(this.#web, base, base + 64));
    if (status) throw new PlumeError(`render: ${this.#lastError()}`, status);
  }

  /** After the game restored its own lost context: rebuild Plume's GL objects from its CPU copies. */
  restoreContext() {
    this.#alive('restoreContext');
    if (this.#gl.isContextLost()) {
      throw new PlumeError('restoreContext: the context is still lost; call it after webglcontextrestored');
    }
    this.#restore();
  }

  /** { particlesCreated, particlesActive, totalPolycount, drawCalls } */
  get stats() {
    this.#alive('stats');
    const base = this.#m._plume_web_stats(this.#web) >>> 2;
    const heap = this.#m.HEAPU32;
    return {
      particlesCreated: heap[base],
      particlesActive: heap[base + 1],
      totalPolycount: heap[base + 2],
      drawCalls: heap[base + 3],
    };
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

  get destroyed() { return this.#web === 0; }

  /** Frees every GL object and the wasm state. Later calls throw; a second destroy() does nothing. */
  destroy() {
    if (!this.#web) return;
    const web = this.#web;
    this.#web = 0;
    if (this.#listeners) {
      this.#gl.canvas.removeEventListener('webglcontextlost', this.#listeners.lost);
      this.#gl.canvas.removeEventListener('webglcontextrestored', this.#listeners.restored);
    }
    if (this.#gl.isContextLost()) this.#m._plume_web_context_lost(web);
    this.#withHostState(() => this.#m._plume_web_destroy(web));
    this.#m.GL.deleteContext(this.#contextHandle);
    this.#m._free(this.#scratch);
    this.#kinds.clear();
  }

  // ---- private ----

  #alive(method) {
    if (!this.#web) throw new PlumeError(`${method}: this Plume was destroyed; create a new one with createPlume`);
  }

  #lastError() { return this.#m.UTF8ToString(this.#m._plume_last_error()); }
  #lastStatus() { return this.#m._plume_last_status(); }

  #markLost() {
    if (this.#lost || !this.#web) return;
    this.#lost = true;
    this.#m._plume_web_context_lost(this.#web);
  }

  #restore() {
    this.#lost = false;
    this.#withHostState(() => this.#m._plume_web_context_restored(this.#web));
  }

  // On a game's context, every call that touches GL leaves the game's state as it found it.
  #withHostState(call) {
    if (this.#owned || this.#gl.isContextLost()) return call();
    const saved = captureGlState(this.#gl, this.#webgl2);
    neutralizeGlState(this.#gl, this.#webgl2);
    try {
      return call();
    } finally {
      restoreGlState(this.#gl, this.#webgl2, saved);
    }
  }

  #allocString(text) {
    const m = this.#m;
    const size = m.lengthBytesUTF8(text) + 1;
    const pointer = m._malloc(size);
    if (!pointer) throw new PlumeError(`out of memory for a string of ${size} bytes`);
    m.stringToUTF8(text, pointer, size);
    return pointer;
  }

  #writeMatrix(where, what, matrix, offset) {
    if (!isArrayLike(matrix) || matrix.length !== 16) {
      throw new PlumeError(`${where}: ${what} must be a Float32Array(16) (column-major), got ${describe(matrix)}`);
    }
    const heap = this.#m.HEAPF32;
    const base = (this.#scratch >>> 2) + offset;
    heap.set(matrix, base);
    for (let i = 0; i < 16; i++) {
      if (!Number.isFinite(heap[base + i])) {
        throw new PlumeError(`${where}: ${what}[${i}] is ${matrix[i]}; a matrix needs finite numbers`);
      }
    }
  }

  // [x, y, z] becomes a translation; 16 numbers are taken as a column-major matrix.
  #writeTransform(where, position, offset) {
    if (isArrayLike(position) && position.length === 16) {
      this.#writeMatrix(where, 'transform', position, offset);
      return this.#scratch + offset * 4;
    }
    if (!isArrayLike(position) || position.length !== 3) {
      throw new PlumeError(`${where}: position must be [x, y, z] or a Float32Array(16) transform, got ${describe(position)}`);
    }
    for (let i = 0; i < 3; i++) {
      if (typeof position[i] !== 'number' || !Number.isFinite(position[i])) {
        throw new PlumeError(`${where}: position[${i}] is ${describe(position[i])}; it needs a finite number`);
      }
    }
    const heap = this.#m.HEAPF32;
    const base = (this.#scratch >>> 2) + offset;
    heap.fill(0, base, base + 16);
    heap[base] = heap[base + 5] = heap[base + 10] = heap[base + 15] = 1;
    heap[base + 12] = position[0];
    heap[base + 13] = position[1];
    heap[base + 14] = position[2];
    return this.#scratch + offset * 4;
  }
}

// Instance ids are 53-bit integers: anything else (a string, a BigInt, a fraction, id + 2**53) is
// refused here instead of being coerced into some other instance's id.
function instanceId(where, id) {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new PlumeError(`${where}: id must be an instance id returned by spawn (a positive integer), got ${describe(id)}`);
  }
  return id;
}

// undefined takes the default (0 tells C so); anything given must be a positive finite number.
function optionalPositive(where, what, value) {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PlumeError(`${where}: ${what} must be a positive finite number, got ${describe(value)}`);
  }
  return value;
}
