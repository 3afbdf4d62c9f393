// Type declarations for plume.js — two-keyframe mesh particles in WebAssembly, drawn with WebGL.
// As strict as the runtime: what these reject, createPlume and the methods throw a PlumeError for.

export type BlendMode = 'additive' | 'alpha' | 'premultiplied';

/** [x, y, z]. */
export type Vec3 = readonly [x: number, y: number, z: number];

/** Sixteen numbers. */
export type Matrix4Tuple = readonly [
  number, number, number, number, number, number, number, number,
  number, number, number, number, number, number, number, number,
];

/**
 * A column-major 4×4 matrix, as WebGL, gl-matrix and cglm use it. From three.js pass `matrix.elements`
 * (e.g. `camera.projectionMatrix.elements`), not the Matrix4 itself.
 */
export type Matrix4 = Float32Array | Float64Array | Matrix4Tuple;

/** [x, y, z], or a column-major 4×4 transform. */
export type Placement = Vec3 | Matrix4;

/** Where the WebAssembly comes from: a URL, its bytes, a fetch() Response, or a compiled module. */
export type WasmSource = string | URL | ArrayBuffer | Uint8Array | Response | WebAssembly.Module;

interface CommonOptions {
  /** Seed of the random spin (an integer 0..4294967295); the same seed and calls give the same picture. */
  seed?: number;
  /** false forces the batched fallback used when ANGLE_instanced_arrays is missing. Default true. */
  instancing?: boolean;
  /**
   * false makes Plume point its vertex attributes at every draw instead of keeping them in vertex
   * arrays of its own (the path WebGL 1 takes without OES_vertex_array_object). Default true.
   */
  vertexArrays?: boolean;
  /**
   * The wasm: default plume.wasm beside plume.js (bundlers copy it), or embedded in the inline entry.
   * Plumes created from the same value share one wasm module.
   */
  wasm?: WasmSource;
}

/** Plume creates a WebGL 1 context on this canvas and handles context loss itself. */
export interface CanvasOptions extends CommonOptions {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  gl?: never;
  /** Extra attributes for the context Plume creates on `canvas`. */
  contextAttributes?: WebGLContextAttributes;
}

/** Plume draws into a WebGL 1 or 2 context the game owns and restores its GL state after each call. */
export interface ContextOptions extends CommonOptions {
  gl: WebGLRenderingContext | WebGL2RenderingContext;
  canvas?: never;
  contextAttributes?: never;
  /**
   * How Plume leaves the game's GL state:
   * - 'track' (default): Plume observes the state-setting calls made on `gl` (installed once per
   *   context, removed with the last Plume), so a frame asks the GPU process nothing, and puts back
   *   exactly what it changed. Misses calls made through the prototype (`WebGLRenderingContext.prototype.x.call(gl)`).
   * - 'query': reads the state back with getters around every call and puts it back (always right,
   *   ~16 synchronous round trips to the GPU process per frame).
   * - 'reset': reads nothing and leaves WebGL's defaults for what it touched (program, buffers,
   *   vertex array, blend, depth, texture unit 0, unpack state); the game resyncs, as three.js does after
   *   `renderer.resetState()`.
   */
  hostState?: HostStateMode;
}

export type HostStateMode = 'track' | 'query' | 'reset';

export type CreatePlumeOptions = CanvasOptions | ContextOptions;

export interface ParticleDefinition {
  /** OBJ text of the start keyframe (v, vt, f). A textured kind needs vt lines. */
  mesh: string;
  /** OBJ text of the end keyframe: the same vertex count as `mesh`. */
  mesh2?: string | null;
  /** From loadTexture(); default plain white. */
  texture?: PlumeTexture | null;
  /** Default 'additive' (ONE, ONE). */
  blend?: BlendMode;
  /** Size at birth, default 1. */
  startSize?: number;
  /** Size at maxAge, default 50. */
  endSize?: number;
  /** Lifetime in milliseconds, default 1000. */
  maxAge?: number;
  /** Live instances before the oldest is recycled (counted in stats.recycled), default 16384 (1..262143). */
  capacity?: number;
  /** Random spin about Y per instance, default true. */
  spin?: boolean;
  /** Rotate 180° about X, default false. */
  pointDown?: boolean;
  /** Test against the scene's depth (never writes it), default false. */
  depthTest?: boolean;
}

export interface PlumeStats {
  /** Pool instances ever created (reused instances are not counted again). */
  particlesCreated: number;
  /** Instances alive now. */
  particlesActive: number;
  /** Triangles drawn by the last render. */
  totalPolycount: number;
  /** Draw calls issued by the last render. */
  drawCalls: number;
  /** Live instances ended early because a spawn found their kind's pool at capacity. */
  recycled: number;
}

export class PlumeError extends Error {
  readonly name: 'PlumeError';
  /** The C plume_status when the error came from the core, else 0. */
  readonly status: number;
}

export class PlumeTexture {
  private constructor();
  readonly id: number;
  readonly byteLength: number;
  belongsTo(owner: Plume): boolean;
}

export class Plume {
  /** Use createPlume(); `new Plume()` throws. */
  private constructor();
  loadTexture(source: string | URL | ArrayBuffer | Uint8Array | Uint8ClampedArray | Blob): Promise<PlumeTexture>;
  /** Frees the texture's pixels and GL texture; throws while a particle kind uses it. */
  destroyTexture(texture: PlumeTexture): void;
  defineParticle(name: string, definition: ParticleDefinition): string;
  /** maxAge in ms; omitted maxAge / scale1 / scale2 take the kind's values. Returns the instance id. */
  spawn(name: string, position: Placement, maxAge?: number, scale1?: number, scale2?: number): number;
  /** Moves a live instance; call it every frame to follow a moving transform. */
  setTransform(id: number, position: Placement): void;
  kill(id: number): void;
  isAlive(id: number): boolean;
  /**
   * Advances time by `deltaMs` milliseconds since the previous step (not a timestamp: with
   * requestAnimationFrame(t) pass t - previousT). At most 1e9 per step.
   */
  step(deltaMs: number): void;
  /** Draws all live instances, one draw call per kind. Never clears. */
  render(view: Matrix4, projection: Matrix4): void;
  /**
   * Compiles the programs and uploads every defined kind's mesh and every loaded texture now, so the
   * first frame that shows them does not hitch. Call it after defining kinds, outside gameplay.
   */
  prepare(): void;
  /** After a game-owned context was restored: rebuild Plume's GL objects. */
  restoreContext(): void;
  /** Frees everything; on Plume's own canvas also releases its WebGL context (the canvas cannot draw again). */
  destroy(): void;
  readonly stats: PlumeStats;
  /** ms stepped since creation. */
  readonly time: number;
  /** Whether kinds draw with instancing (else the batched fallback). */
  readonly instancing: boolean;
  /** Whether Plume keeps its attribute setup in vertex arrays of its own (it then never touches the game's attributes). */
  readonly vertexArrays: boolean;
  /** Size of the wasm heap in bytes. */
  readonly heapBytes: number;
  /** Bytes allocated in the wasm heap by every Plume sharing its module. */
  readonly allocatedBytes: number;
  readonly destroyed: boolean;
}

export function createPlume(options: CreatePlumeOptions): Promise<Plume>;
