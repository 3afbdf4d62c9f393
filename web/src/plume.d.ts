// Type declarations for plume.js — two-keyframe mesh particles in WebAssembly, drawn with WebGL.

export type BlendMode = 'additive' | 'alpha' | 'premultiplied';

/** A column-major 4×4 matrix, as WebGL and cglm use it. */
export type Matrix4 = Float32Array | ArrayLike<number>;

/** [x, y, z], or a column-major 4×4 transform. */
export type Placement = [number, number, number] | Matrix4;

export interface CreatePlumeOptions {
  /** Plume creates a WebGL 1 context on this canvas and handles context loss itself. */
  canvas?: HTMLCanvasElement | OffscreenCanvas;
  /** Or draw into a WebGL 1 or 2 context the game owns; Plume restores its GL state after each call. */
  gl?: WebGLRenderingContext | WebGL2RenderingContext;
  /** Seed of the random spin; the same seed and calls give the same picture. 0 takes the default seed. */
  seed?: number;
  /** false forces the batched fallback used when ANGLE_instanced_arrays is missing. Default true. */
  instancing?: boolean;
  /** Extra attributes for the context Plume creates on `canvas`. */
  contextAttributes?: WebGLContextAttributes;
}

export interface ParticleDefinition {
  /** OBJ text of the start keyframe (v, vt, f). */
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
  /** Lifetime in ms, default 1000. */
  maxAge?: number;
  /** Live instances before the oldest is recycled, default 16384 (at most 262143). */
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
}

export class PlumeError extends Error {
  readonly name: 'PlumeError';
  /** The C plume_status when the error came from the core, else 0. */
  readonly status: number;
}

export class PlumeTexture {
  readonly id: number;
  readonly byteLength: number;
  belongsTo(owner: Plume): boolean;
}

export class Plume {
  loadTexture(source: string | URL | ArrayBuffer | ArrayBufferView | Blob): Promise<PlumeTexture>;
  defineParticle(name: string, definition: ParticleDefinition): string;
  /** Omitted maxAge / scale1 / scale2 take the kind's values. Returns the instance id. */
  spawn(name: string, position: Placement, maxAge?: number, scale1?: number, scale2?: number): number;
  /** Moves a live instance; call it every frame to follow a moving transform. */
  setTransform(id: number, position: Placement): void;
  kill(id: number): void;
  isAlive(id: number): boolean;
  /** Advances time by ms milliseconds (>= 0). */
  step(ms: number): void;
  /** Draws all live instances, one draw call per kind. Never clears. */
  render(view: Matrix4, projection: Matrix4): void;
  /** After a game-owned context was restored: rebuild Plume's GL objects. */
  restoreContext(): void;
  destroy(): void;
  readonly stats: PlumeStats;
  /** ms stepped since creation. */
  readonly time: number;
  /** Whether kinds draw with instancing (else the batched fallback). */
  readonly instancing: boolean;
  /** Size of the wasm heap in bytes. */
  readonly heapBytes: number;
  /** Bytes allocated in the wasm heap by every Plume on the page (they share one module). */
  readonly allocatedBytes: number;
  readonly destroyed: boolean;
}

export function createPlume(options: CreatePlumeOptions): Promise<Plume>;
