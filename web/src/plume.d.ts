// Type declarations for plume.js — two-keyframe mesh particles in WebAssembly, drawn with WebGL.
// As strict as the runtime: what these reject, createPlume and the methods throw a PlumeError for.

/**
 * - 'additive' (default): SRC_ALPHA, ONE — glows that respect the texture's alpha, so white-on-transparent
 *   sprites draw as soft dots;
 * - 'additive-ignore-alpha': ONE, ONE — the Stage3D book's choice, for glow textures drawn on black;
 * - 'alpha': SRC_ALPHA, ONE_MINUS_SRC_ALPHA — smoke, debris;
 * - 'premultiplied': ONE, ONE_MINUS_SRC_ALPHA — textures whose colour is already multiplied by alpha.
 */
export type BlendMode = 'additive' | 'alpha' | 'premultiplied' | 'additive-ignore-alpha';

/**
 * How an instance fades over its life t = age / maxAge:
 * - 'linear' (default): alpha 1 → 0 (and the colour, for blend modes that ignore alpha);
 * - 'book': the book's rgbaScale — colour × (1 − t), alpha 0 → 1 → 0 once a second;
 * - 'none': full strength until it dies.
 */
export type FadeMode = 'linear' | 'book' | 'none';

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', or [r, g, b] / [r, g, b, a] with 1 as full (above 1 brightens). */
export type Color = string | readonly [r: number, g: number, b: number] | readonly [r: number, g: number, b: number, a: number];

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

/** [x, y, z], or a column-major 4×4 transform. Every sim reads a transform's scale alike: it scales where particles
 *  are born (the shape) and how fast they leave (launch velocities), and a mesh layer's meshes; billboard sizes and
 *  gravity stay in world units (but for a cpu layer in `space: 'local'`, which lives in the play's frame). */
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

/** Plume creates a WebGL 1 context on this canvas (2 with `webgl: 2`) and handles context loss itself. */
export interface CanvasOptions extends CommonOptions {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  gl?: never;
  /** 'webgl' (the default here); 'webgpu' or 'auto': see WebGpuCanvasOptions. */
  backend?: 'webgl';
  device?: never;
  /** Extra attributes for the context Plume creates on `canvas`. */
  contextAttributes?: WebGLContextAttributes;
  /** The WebGL version Plume asks the canvas for: 1 (default) or 2 (a PlumeError where the canvas gives none). */
  webgl?: 1 | 2;
  /**
   * true: particles draw into a target of Plume's own — half floats where the context renders to them, else 8 bits
   * keeping colours / 4 — then a bloom (what rises above 1) and a filmic tonemap that keeps hues (`[4, 2, 1]` shows
   * orange, not white) go onto the canvas over what the page drew. `plume.hdr` says which target. Fetches
   * plume_hdr.js (2.3 KB gzipped) the first time. Default false.
   */
  hdr?: boolean;
}

/**
 * WebGPU (docs/integrations.md): `{ device, format }` draws with a game's GPUDevice into targets of `format`
 * (render's `target`); `{ canvas, backend: 'webgpu' }` makes Plume's own WebGPU canvas; `backend: 'auto'` picks
 * WebGPU where an adapter exists, WebGL otherwise. The WebGPU backend (plume_webgpu_backend.js) loads only then.
 */
export type WebGpuOptions = WebGpuDeviceOptions | WebGpuCanvasOptions;

/** A game's GPUDevice (typed loosely: WebGPU's types are not in every TypeScript's lib.dom). */
export interface WebGpuDeviceOptions extends CommonOptions {
  device: object;
  /** The colour format of the targets Plume draws into: e.g. navigator.gpu.getPreferredCanvasFormat(). */
  format: string;
  backend?: 'webgpu' | 'auto';
  canvas?: never;
  gl?: never;
  hdr?: never;
  webgl?: never;
}

/** Plume's own WebGPU canvas ('auto': WebGL where WebGPU is missing, with the WebGL options given). */
export interface WebGpuCanvasOptions extends CommonOptions {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  backend: 'webgpu' | 'auto';
  device?: never;
  format?: never;
  gl?: never;
  contextAttributes?: WebGLContextAttributes;
  webgl?: 1 | 2;
  /** A half-float target, then a bloom and a filmic tonemap onto the canvas, on WebGPU as on WebGL. */
  hdr?: boolean;
}

/** Plume draws into a WebGL 1 or 2 context the game owns and restores its GL state after each call. */
export interface ContextOptions extends CommonOptions {
  gl: WebGLRenderingContext | WebGL2RenderingContext;
  canvas?: never;
  backend?: 'webgl';
  device?: never;
  contextAttributes?: never;
  /** Only on Plume's own canvas: in a game's context the game owns post-processing (a PlumeError). */
  hdr?: never;
  webgl?: never;
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

export type CreatePlumeOptions = CanvasOptions | ContextOptions | WebGpuOptions;

export interface ParticleDefinition extends PlumeLook {
  /** OBJ text of the start keyframe (v, vt, f). A textured kind needs vt lines. */
  mesh: string;
  /** OBJ text of the end keyframe: the same vertex count as `mesh`. */
  mesh2?: string | null;
  /** From loadTexture(); default plain white. */
  texture?: PlumeTexture | null;
  /** Default 'additive' (SRC_ALPHA, ONE); 'additive-ignore-alpha' is the book's ONE, ONE. */
  blend?: BlendMode;
  /** Default 'linear' ('none' for a kind given `color` keys: the keys say the alpha over life, and a fade given
   *  explicitly multiplies it); 'book' for the book's wobble. */
  fade?: FadeMode;
  /** Multiplies the texture at birth; default white. */
  startColor?: Color;
  /** Multiplies the texture at maxAge (interpolated from startColor); default startColor. */
  endColor?: Color;
  /** Size at birth, default 1. */
  startSize?: number;
  /** Size at maxAge, default 50. */
  endSize?: number;
  /** The mesh's scale as keys over life, as a layer's size (up to 8, with times or evenly spaced, an ease; each >= 0),
   *  evaluated in the vertex shader as a 'gpu' layer's: instead of startSize/endSize (not with them), and spawns of
   *  the kind then take no scale1/scale2. */
  size?: Keys<number>;
  /** The colour (alpha too) as keys over life, as a layer's color (up to 8, RGB up to 64 for HDR): instead of
   *  startColor/endColor (not with them). The keys' alpha is the alpha: such a kind's fade defaults to 'none'. */
  color?: Keys<EmitterColor>;
  /** A flipbook texture: the mesh's texture coordinates mapped into the frame's cell (frame 0 at the image's top
   *  left, along rows); `fps` frames a second, or (fps 0, default) the frames once over the life; `randomStart`: each
   *  instance starts on a frame of its own. Columns and rows 1..64. */
  atlas?: { cols?: number; rows?: number; fps?: number; frames?: number; randomStart?: boolean };
  /** Lifetime in milliseconds, default 1000. */
  maxAge?: number;
  /** Live instances before the oldest is recycled (counted in stats.recycled), default 16384 (1..262143). */
  capacity?: number;
  /** Random spin about Y per instance, default true. */
  spin?: boolean;
  /** Rotate 180° about X, default false. */
  pointDown?: boolean;
  /** 'camera': the mesh's x and y along the camera's right and up, so a flat quad is never seen edge-on; 'axis': upright
   *  along the instance's y axis, turning about it to face the camera (flames); 'none' (default): as modelled. */
  billboard?: 'none' | 'camera' | 'axis';
  /** Test against the scene's depth (never writes it): hidden by what the scene drew in front. Default true. */
  depthTest?: boolean;
  /** Soft particles: fade over this many world units in front of the scene's surfaces (render's depthTexture);
   *  0 (default): a hard edge. Without a depthTexture they draw hard and Plume warns once. */
  soft?: number;
  /** Where its instances draw among other draws: lower first (default 0); within one order, far to near. */
  renderOrder?: number;
  /** Alpha blends: the kind's instances draw far to near unless false. */
  sort?: boolean;
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
  /** GPU emitters alive. */
  emitters: number;
  /** Their live particles now, counted from the rings. */
  emitterParticles: number;
  /** CPU particle systems alive. */
  systems: number;
  /** Their live particles now. */
  systemParticles: number;
  /** Vertex bytes the last render uploaded for CPU systems (40 a particle with instancing, 160 without). */
  uploadedBytes: number;
  /** Sub-emitted particles never born since the start because their layer's system was full (raise its `capacity`). */
  subEmitterDropped: number;
  /** Effects made by createEffect/loadEffect and not destroyed. */
  effects: number;
  /** Effect instances playing now. */
  instances: number;
  /** Live particles of every sim: particlesActive + emitterParticles + systemParticles. */
  particles: number;
  /** Live particles by sim: gpu (emitters), cpu (systems), mesh (kind instances). */
  particlesBySim: { gpu: number; cpu: number; mesh: number };
}

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', or RGB(A) channels from 0 to 1. */
export type EmitterColor = string | readonly [r: number, g: number, b: number] | readonly [r: number, g: number, b: number, a: number];
/** Keys over life: evenly spaced values, keys with times ([t, value], t from 0 to 1 of life; up to 8), or
 *  `{ keys, ease }` ('smooth': smoothstep between keys; default 'linear'). */
export type Keys<T> = T | readonly T[] | readonly (readonly [t: number, value: T])[] |
  { keys: T | readonly T[] | readonly (readonly [t: number, value: T])[]; ease?: 'linear' | 'smooth' };
/** Keys over life that are always linear (speedOverLife: the GPU integrates them in closed form). */
export type LinearKeys<T> = T | readonly T[] | readonly (readonly [t: number, value: T])[] |
  { keys: T | readonly T[] | readonly (readonly [t: number, value: T])[]; ease?: 'linear' };
/** The pixel effects of the GPU technique (seed 001), on every sim. */
export interface PlumeLook {
  /** Degrees per second the colour's hue turns as a particle ages (colour rotation). */
  hueShift?: number;
  /** Pseudo-lighting: each particle shaded like a soft ball by a light travelling along `direction` (world,
   *  default [0, -1, 0]: from above); `strength` 0..1 (default 0.6) darkens the side facing away. A texture with a
   *  normal map ('plume:smoke') is lit per pixel instead: each billow's side away from the light darkens. */
  lighting?: { direction?: Vec3; strength?: number };
  /** 0..1: how much of a particle's edge noise has eaten by the end of its life (dissolving smoke). */
  erosion?: number;
  /** Sphere-like depth: with render's depthTexture, each particle meets the scene as a ball of its size would
   *  (a curved line into walls and floors, not a quad's straight one). 'gpu' and 'cpu' layers; 'mesh' layers and kinds
   *  accept it and draw as without: a mesh has its own depth. */
  volume?: boolean;
}

/** Speed and rotation over life ('gpu' and 'cpu'; 'mesh' layers refuse them). */
export interface PlumeMotionKeys {
  /** Keys over life (like size; linear only) of the velocity's multiple when it moves a particle: [[0, 1], [0.3, 0.1]]
   *  bursts out and slows to a drift; gravity and drag act on the velocity as always. Default 1 throughout. */
  speedOverLife?: LinearKeys<number>;
  /** Keys over life of degrees added to a particle's turn (on top of rotation and spin): [0, 90] turns a quarter
   *  over its life. Default none. */
  rotationOverLife?: Keys<number>;
}

/**
 * A layer's light ('gpu', 'cpu' and 'mesh' layers, emitters and systems): a point light at each play's place (the
 * layer's position in it) while the play shows something, reported by plume.lights() and driven into three.js
 * PointLights by PlumeObject. Its intensity and range are keys over the layer's time, as size keys go over a particle's
 * life: from the layer's start (after its delay) to the death of its last particle for a layer that ends by itself
 * ([[0, 0], [0.1, 8], [1, 0]]: a flash at a tenth that fades out with the explosion), over each `cycle` for a looping
 * one (constant: a number).
 */
export interface LightDesc {
  /** sRGB, as particle colours: '#ffaa66' or [r, g, b] (channels up to 64: HDR); default white; not black. */
  color?: EmitterColor;
  /** Required: 0 to 1e6, keys allowed (three.js's units: candela for a PointLight). */
  intensity: Keys<number>;
  /** World units it reaches (above 0, up to 1e6), keys allowed; default 5. */
  range?: Keys<number>;
  /** ms of one pass of the keys while the layer loops (0 to 3.6e6); default the layer's duration (1000). */
  cycle?: number;
}

/** A light now, as plume.lights() reports it. */
export interface PlumeLight {
  position: [x: number, y: number, z: number];
  color: [r: number, g: number, b: number];
  intensity: number;
  range: number;
}

/** A number, or [min, max] picked at random per particle. */
export type Range = number | readonly [min: number, max: number];

/** How a particle meets a collider. */
export interface ColliderResponse {
  /** The fraction of its speed into the surface it keeps, bounced back (0..1, default 0.5). */
  bounce?: number;
  /** The fraction of its speed along the surface it loses at each hit (0..1, default 0). */
  friction?: number;
  /** It dies where it hits (default false). */
  die?: boolean;
}
/**
 * A surface particles stay on the outside of: a plane (the side its normal points to; default the ground, y = 0
 * facing up), a sphere or a box (axis-aligned), in world units ('cpu' layers in local space: the system's frame).
 */
export type Collider =
  | ({ type: 'plane'; point?: Vec3; normal?: Vec3 } & ColliderResponse)
  | ({ type: 'sphere'; center?: Vec3; radius: number } & ColliderResponse)
  | ({ type: 'box'; min: Vec3; max: Vec3 } & ColliderResponse);

export interface EmitterShape {
  type?: 'point' | 'sphere' | 'box' | 'cone' | 'ring';
  /** sphere, cone (its base disc) and ring; default 1. */
  radius?: number;
  /** box: [x, y, z] or one number for a cube; default 1. */
  size?: number | Vec3;
  /** Spread of the velocities around `direction`, in degrees 0..180 (default 25; sphere 180). */
  angle?: number;
  /** Emit from the surface (or rim) instead of the volume. */
  surface?: boolean;
}

/**
 * Particles born on a mesh's surface, on a triangle chosen in proportion to its area, at a uniform point of it
 * ('cpu' and 'mesh' layers and systems; 'gpu' layers refuse it). `mesh`: OBJ text, or `{ positions, indices }`
 * (xyz numbers; three indices a triangle, or none: every three positions a triangle); at most 65,536 triangles.
 * They leave along `direction` spread by `angle`, or with `normal: true` around their triangle's normal.
 */
export interface MeshShape {
  type: 'mesh';
  mesh: string | { positions: ArrayLike<number>; indices?: ArrayLike<number> };
  angle?: number;
  normal?: boolean;
}

/** Every field optional: `createEmitter({ texture })` alone shows a sensible effect at the origin. */
export interface EmitterDesc extends PlumeLook, PlumeMotionKeys {
  /** Pixels its particles offset the scene's colour behind them at full strength (0 to 256: heat haze, refracting
   *  shockwaves), times their coverage; needs render's colorTexture (without one the layer draws nothing and Plume
   *  warns once). 0 (default): none. */
  distortion?: number;
  /** A point light where it plays (LightDesc): plume.lights(), PlumeObject's PointLights. */
  light?: LightDesc;
  texture?: PlumeTexture | GeneratedTextureName | null;
  /** Particles per second (default 20, at most 1e6); 0 with a burst: the burst only. */
  rate?: number;
  /** Test against the scene's depth (never writes it): hidden by what the scene drew in front. Default true. */
  depthTest?: boolean;
  /** Soft particles: fade over this many world units in front of the scene's surfaces (render's depthTexture);
   *  0 (default): a hard edge. Without a depthTexture they draw hard and Plume warns once. */
  soft?: number;
  /** Where it draws among other items: lower first (default 0); within one order, far to near. */
  renderOrder?: number;
  /** Alpha blends: the plays of a group draw far to near unless false. */
  sort?: boolean;
  /** ms each particle lives (default 1500). */
  life?: number;
  /** Default true: emit for ever. false: emit for `duration`. */
  loop?: boolean;
  /** ms of emission when not looping (default 1000); when looping, the burst repeats every duration. */
  duration?: number;
  /** Particles all born at the start (and every duration while looping). */
  burst?: number;
  /** ms before emission starts. */
  delay?: number;
  shape?: EmitterShape | 'point' | 'sphere' | 'box' | 'cone' | 'ring';
  /** One plane the particles bounce off once (then rest on) or die at, solved from their path in closed form (seeks
   *  stay exact); turbulence is added after. A sphere, a box or a second collider is refused ('cpu' layers take them). */
  collide?: readonly (Collider & { type: 'plane' })[];
  /** Emission axis in the emitter's frame (default [0, 1, 0]). */
  direction?: Vec3;
  /** Units per second (default [1, 2]). */
  speed?: Range;
  /** Units per second² (default [0, 0, 0]). */
  gravity?: Vec3;
  /** 1/s: velocity decays towards gravity/drag. */
  drag?: number;
  /** World units across, or keys over life (up to 8, with times or evenly spaced; default [0.5, 1]). */
  size?: Keys<number>;
  /** A colour, or keys over life (up to 8, with times or evenly spaced; default white fading out). RGB arrays
   *  may exceed 1 (HDR, up to 64) for engines that tone-map; alpha stays 0..1. */
  color?: Keys<EmitterColor>;
  /** Degrees, random per particle. */
  rotation?: Range;
  /** Degrees per second, random per particle. */
  spin?: Range;
  /** A flipbook texture: `fps` frames a second, or (fps 0) the frames once over the life. */
  atlas?: { cols?: number; rows?: number; fps?: number; frames?: number; randomStart?: boolean };
  blend?: BlendMode;
  /** camera (default), velocity (long side along motion, lengthened by `stretch`), plane (the emitter's XZ), decal
   *  (flat on the surface of `decal.normal`, world space, turned by rotation). */
  billboard?: 'camera' | 'velocity' | 'plane' | 'decal';
  /** billboard 'decal': the surface's normal, any length (default [0, 1, 0], a floor). */
  decal?: Decal;
  /** Velocity billboards: extra length per unit of speed, in seconds. */
  stretch?: number;
  noise?: Noise;
  /** Multiplies step(); 0 pauses. Default 1. */
  timeScale?: number;
  /** Integer 0..4294967295: the same seed gives the same particles. */
  seed?: number;
  /** Ring slots (default what rate × life + burst need; at most 16384). */
  capacity?: number;
}

export interface Bounds {
  min: [x: number, y: number, z: number];
  max: [x: number, y: number, z: number];
}

export class PlumeEmitter {
  /** Use plume.createEmitter(); `new PlumeEmitter()` throws. */
  private constructor();
  /** [x, y, z] or a column-major transform; call it after step() each frame the emitter moves. */
  setPosition(position: Placement): void;
  /** Changes settings; time and path are kept. */
  set(partial: EmitterDesc): void;
  /** Jumps to `ms` of the emitter's own time, forwards or backwards. */
  seek(ms: number): void;
  /** The emitter's own time in ms. */
  readonly time: number;
  /** Stops emitting; live particles finish. */
  stop(): void;
  /** World-space box of the live particles now (min > max when there are none). */
  readonly bounds: Bounds;
  destroy(): void;
  readonly destroyed: boolean;
  /** True once it will never show a particle again (emission over, last particle dead) or destroyed. */
  readonly ended: boolean;
}

/** How a layer's particles are computed: in the vertex shader, in the wasm module, or as mesh kinds. */
export type Sim = 'gpu' | 'cpu' | 'mesh';

/**
 * One layer of an effect: the same names and units on every sim (docs/guide.md, "Effects"). A field a sim
 * cannot honour is refused by name, with the sim that can.
 */
export interface EffectLayer extends PlumeLook, PlumeMotionKeys {
  /** Pixels its particles offset the scene's colour behind them at full strength ('gpu' and 'cpu' layers; 0 to 256: heat haze, refracting
   *  shockwaves), times their coverage; needs render's colorTexture (without one the layer draws nothing and Plume
   *  warns once). 0 (default): none. */
  distortion?: number;
  /** A point light where it plays (LightDesc): plume.lights(), PlumeObject's PointLights. */
  light?: LightDesc;
  /** Default 'gpu'. */
  sim?: Sim;
  name?: string;
  /** A texture of this Plume, a key of the desc's `textures`, or a generated one (`'plume:smoke'`: flipbooks bring their atlas). */
  texture?: PlumeTexture | string | null;
  blend?: BlendMode;
  /** Test against the scene's depth (never writes it): hidden by what the scene drew in front. Default true. */
  depthTest?: boolean;
  /** Soft particles: fade over this many world units in front of the scene's surfaces (render's depthTexture);
   *  0 (default): a hard edge. Without a depthTexture they draw hard and Plume warns once. */
  soft?: number;
  /** Particles per second (default 20); 0 with `burst` gives exactly `burst` particles a cycle. */
  rate?: number;
  /** Particles born together at the start of each cycle (default 0). */
  burst?: number;
  /** ms of emission a cycle (default 1000; a 'mesh' layer's from 1 to 3600000). */
  duration?: number;
  /** ms before the first cycle (default 0; at most 3600000, an hour). */
  delay?: number;
  /** Repeat the cycle for ever (default false: the instance ends after one). */
  loop?: boolean;
  /** ms (default 1500); [min, max] on 'cpu' and 'mesh' layers. */
  life?: Range;
  shape?: EmitterShape | MeshShape | 'point' | 'sphere' | 'box' | 'cone' | 'ring';
  /** Default [0, 1, 0]. */
  direction?: Vec3;
  /** Units/s along the drawn direction (default [1, 2]; 'mesh' layers: [0, 0]). */
  speed?: Range;
  gravity?: Vec3;
  drag?: number;
  /** Keys over life (up to 8: [[0, 1], [0.1, 4], [1, 0]] with times, [1, 4, 0] evenly spaced, or
   *  { keys, ease }; default [0.5, 1]); 'mesh' layers: the mesh's scale, a number or [start, end] > 0 for each spawn,
   *  or keys (times, an ease, more values, a 0) the kind evaluates in its vertex shader as a 'gpu' layer's. */
  size?: Keys<number>;
  /** Keys over life (up to 8, like size; default white fading out; RGB above 1: HDR); 'mesh' layers too (one or two
   *  keys without times are the kind's start and end colours). */
  color?: Keys<EmitterColor>;
  /** Degrees; 'mesh' layers: the random turn about Y. */
  rotation?: Range;
  /** Degrees per second; 'mesh' layers: true for a random turn about Y. */
  spin?: Range | boolean;
  /** A sub-emitter ('cpu'): the name of an earlier 'cpu' layer whose particles start this layer's, `burst` (default
   *  1) of them at each event `on`; no rate of its own. Bounded by `capacity` (stats.subEmitterDropped counts the rest). */
  parent?: string;
  /** When a sub-emitter emits: where each parent particle is born, dies, hits a collider (`collide`), or every
   *  `interval` ms of its life. */
  on?: 'birth' | 'death' | 'interval' | 'collision';
  /** ms between a parent particle's events for on: 'interval'. */
  interval?: number;
  /** 'trail' ('cpu'): a ribbon through each particle's recent positions (see `trail`). 'decal' ('gpu' and 'cpu'): flat
   *  on a surface (a scorch mark, a splat) given by `decal.normal` or play's `normal`; fades, depth-tests and sorts as
   *  any particle, drawn a hair nearer the camera than the surface so it wins against a floor in the depth buffer. */
  render?: 'billboard' | 'velocity' | 'plane' | 'spark' | 'trail' | 'decal' | 'mesh';
  /** render 'decal': the surface's normal, world space, any length (default [0, 1, 0], a floor); play's `normal` wins. */
  decal?: Decal;
  /** render 'trail': the ribbon through each particle's last `length` ms of path (default 500) and its width in
   *  world units over the trail, head to tail (keys like size; default: the particle's size, keys over its life,
   *  narrowing to 0); `scroll`: texture lengths (the whole ribbon) a second the texture flows toward the tail (negative:
   *  toward the head; -1000 to 1000, default 0), as with 'plume:trail', a soft cross-section with streaks along it. */
  trail?: { length?: number; width?: Keys<number>; scroll?: number };
  /** Offset from the instance's position. */
  position?: Vec3;
  seed?: number;
  capacity?: number;
  /** Alpha and premultiplied blends draw back to front by default: 'cpu' layers their particles, 'gpu' and 'mesh'
   *  layers their instances within their one draw; false keeps the order they were made in. */
  sort?: boolean;
  // 'cpu' only
  wind?: Vec3;
  sizeRandom?: number;
  colorRandom?: number | readonly number[];
  space?: 'world' | 'local';
  velocity?: Vec3;
  velocityRandom?: Vec3;
  positionRandom?: Vec3;
  period?: number;
  // 'gpu' only
  timeScale?: number;
  // 'gpu' and 'cpu'
  noise?: Noise;
  // 'gpu' and 'cpu'
  /** Velocity billboards: seconds of motion added to the length (default 0.1); sparks: the seconds of motion a spark
   *  spans behind the particle (default 1/60), the same at any step. */
  stretch?: number;
  /** Surfaces the particles bounce off, slide on or die at: 'cpu' layers up to 8 planes, spheres and boxes; 'gpu'
   *  layers one plane, solved in closed form (seeks stay exact). A sub-emitter with on: 'collision' splashes there. */
  collide?: readonly Collider[];
  /** A flipbook texture, on every sim ('mesh' layers: the mesh's texture coordinates in the frame's cell); a generated
   *  flipbook texture ('plume:smoke') brings its own. */
  atlas?: { cols?: number; rows?: number; fps?: number; frames?: number; randomStart?: boolean };
  // 'mesh' only
  /** OBJ text of the start keyframe (or name a defined kind with `kind`). */
  mesh?: string;
  mesh2?: string;
  kind?: string;
  fade?: FadeMode;
  pointDown?: boolean;
  /** 'camera': the mesh's x and y along the camera's right and up, so a flat quad is never seen edge-on; 'axis': upright
   *  along the instance's y axis, turning about it to face the camera (flames); 'none' (default): as modelled. */
  billboard?: 'none' | 'camera' | 'axis';
}

/** plume.createEffect's argument. */
export interface EffectDesc {
  name?: string;
  /** The first play's seed (later plays draw new ones unless given one). */
  seed?: number;
  /** Textures the layers may name. */
  textures?: Record<string, PlumeTexture>;
  layers: readonly EffectLayer[];
  /** Its plays' renderOrder unless play() gives one (lower draws first; default 0). */
  renderOrder?: number;
}

/** An effect file of version 2: an EffectDesc as JSON, textures by URL. */
export interface EffectFileV2 {
  plume: 'effect';
  version: 2;
  name?: string;
  seed?: number;
  /** name -> URL relative to the file, or a data: URL, of a PNG or JPEG. */
  textures?: Record<string, string>;
  layers: readonly (Omit<EffectLayer, 'texture'> & { texture?: string | null })[];
}

/** A decal's surface: `normal`, world space, any length but 0 (default [0, 1, 0], a floor). */
export interface Decal {
  normal?: Vec3;
}

/** Turbulence: each particle drawn off its path by up to strength × age (units per second of age), in a field of
 *  spatial frequency `scale` (default 1) that flows with its age and, at `speed` (its phase per second, 0 to 1000;
 *  default 0: still), with the emitter's own time, so particles born at different times follow a moving field and a
 *  steady column wavers. */
export interface Noise {
  strength?: number;
  scale?: number;
  speed?: number;
}

export interface PlayOptions {
  /** The same seed shows the same particles (default: the effect's seed first, new ones after). */
  seed?: number;
  /** Scales the clock of 'gpu' layers (refused for effects with other sims). */
  timeScale?: number;
  /** Every layer loops: the instance plays until stop() or kill(). */
  loop?: boolean;
  /** Called once when the instance ended. */
  onEnd?: (instance: PlumeInstance) => void;
  /** Where it draws among instances: lower first (default: the effect's renderOrder, 0); within one order
   *  instances draw far to near. A 'mesh' layer at an order other than 0 draws a copy of its kind (a kind each). */
  renderOrder?: number;
  /** Colliders of this play's 'cpu' layers, in place of their layers' own (a wall where this explosion happens);
   *  refused for an effect without 'cpu' layers. */
  collide?: readonly Collider[];
  /** The surface this play's decal layers (render: 'decal') lie on, world space, any length but 0: in place of their
   *  layers' `decal.normal` (a splat on the wall it hit); refused for an effect without decal layers. */
  normal?: Vec3;
}

/** One playing instance of an effect: fire and forget. */
export interface PlumeInstance {
  /** False for ever once it ended (by itself, kill(), or its effect's or Plume's destroy()). */
  readonly alive: boolean;
  /** Where it draws among instances (lower first); setting it moves the instance, the same particles. */
  renderOrder: number;
  /** Resolves to the instance when it ended. */
  readonly finished: Promise<PlumeInstance>;
  readonly seed: number;
  /** Throws once ended. */
  setTransform(position: Placement): void;
  /** Wind for its 'cpu' layers ([x, y, z] units/s², added to gravity) from the next step; throws for an
   *  effect without a 'cpu' layer, or once ended. */
  setWind(wind: Vec3): void;
  /** Nothing more is born; it ends when its particles are dead. Does nothing once ended. */
  stop(): void;
  /** Ends it now. Does nothing once ended. */
  kill(): void;
  /** Shows it at `ms`, forwards or backwards. Throws once ended. */
  seek(ms: number): void;
  /** ms since play(). Throws once ended. */
  readonly time: number;
  /** Throws once ended. */
  readonly bounds: Bounds;
}

/** A mesh kind in an effect file: defineParticle's definition with the texture named, not loaded. */
export interface EffectKind extends Omit<ParticleDefinition, 'texture'> {
  /** A key of the file's `textures`. */
  texture?: string | null;
}

/** Spawns of a kind on the effect's timeline. */
export interface EffectSpawn {
  /** A key of the file's `kinds`. */
  kind: string;
  /** ms from the start of the effect (default 0). */
  at?: number;
  /** Offset from the effect's position (default [0, 0, 0]). */
  position?: Vec3;
  /** Instances (default 1, at most 10000), `every` ms apart (default 0: together). */
  count?: number;
  every?: number;
  /** Radius of a ball around `position` each instance is placed in at random (seeded by the file's seed). */
  spread?: number;
  /** Override the kind's. */
  maxAge?: number;
  startSize?: number;
  endSize?: number;
}

/** A GPU emitter in an effect file: createEmitter's desc with the texture named, started with the effect. */
export interface EffectEmitter extends Omit<EmitterDesc, 'texture'> {
  name?: string;
  /** Offset from the effect's position. */
  position?: Vec3;
  texture?: string | null;
}

/** A CPU system in an effect file: addSystem's desc (plain data) with the texture named; it sits at the effect's position. */
export interface EffectSystem extends Omit<SystemDesc, 'texture'> {
  name?: string;
  texture?: string | null;
}

/** An effect file of version 1 (JSON): kinds on a timeline, emitters, systems; loaded as layers. */
export interface EffectFile {
  plume: 'effect';
  version: 1;
  name?: string;
  /** ms; default: when the last spawn and non-looping emitter end. */
  duration?: number;
  /** Integer 0..4294967295: spins and spreads of the spawns. */
  seed?: number;
  /** name -> URL relative to the file, or a data: URL, of a PNG or JPEG. */
  textures?: Record<string, string>;
  kinds?: Record<string, EffectKind>;
  spawns?: EffectSpawn[];
  emitters?: EffectEmitter[];
  systems?: EffectSystem[];
}

/** An effect: a template of layers, played as instances (plume.createEffect / plume.loadEffect). */
export interface PlumeEffect {
  /** Starts an instance at [x, y, z] or a transform (default the origin); as many at once as wanted. */
  play(position?: Placement, options?: PlayOptions): PlumeInstance;
  /** Live instances of this effect. */
  readonly instances: number;
  /** Ends every instance; the effect is unusable afterwards. Kinds and textures stay with the Plume. */
  destroy(): void;
  /** The effect as plain JSON: loadEffect(effect.toJSON()) plays the same pixels. */
  toJSON(): EffectFile | EffectFileV2;
  readonly duration: number;
  readonly name: string;
  readonly destroyed: boolean;
  /** The latest play, as effect files had it before instances: */
  /** Shows the latest play at `ms` (plays one first if it ended). */
  seek(ms: number): void;
  stop(): void;
  setPosition(position: Placement): void;
  /** ms since the latest play. */
  readonly time: number;
  /** The latest play is alive. */
  readonly playing: boolean;
  /** Kind names of the mesh layers (version-1 files: by the file's kind keys). */
  readonly kinds: Record<string, string>;
  /** The GPU emitters and CPU systems of the latest play, to read (bounds, time, particles): they are its instance's
   *  own, so calls that would change one (destroy, remove, set, seek, stop, setPosition) throw a PlumeError naming
   *  the instance's calls to use instead. */
  readonly emitters: PlumeEmitter[];
  readonly systems: PlumeSystem[];
}

/**
 * A CPU particle system's settings, every field optional and plain JSON data apart from `texture`:
 * `addSystem({ texture })` alone shows a continuous flow at the origin. Times in ms, distances in world
 * units, velocities in units/s, accelerations in units/s².
 */
export interface SystemDesc extends PlumeLook, PlumeMotionKeys {
  /** Pixels its particles offset the scene's colour behind them at full strength (0 to 256: heat haze, refracting
   *  shockwaves), times their coverage; needs render's colorTexture (without one the layer draws nothing and Plume
   *  warns once). 0 (default): none. */
  distortion?: number;
  /** A point light where it plays (LightDesc): plume.lights(), PlumeObject's PointLights. */
  light?: LightDesc;
  texture?: PlumeTexture | GeneratedTextureName | null;
  blend?: BlendMode;
  /** The emitter shapes: particles start in the shape (added to position) ... */
  shape?: EmitterShape | MeshShape | 'point' | 'sphere' | 'box' | 'cone' | 'ring';
  /** ... and leave along direction (default [0, 1, 0], within shape.angle) ... */
  direction?: Vec3;
  /** ... at a speed in units/s (default none), added to velocity. */
  speed?: Range;
  /** Most live particles (default what rate × the longest life + burst need, 16..65536; at most 262143). */
  capacity?: number;
  /** Particles per second (default 20; 0: bursts only). */
  rate?: number;
  /** ms between creations (the minimum creation period); overrides rate. */
  period?: number;
  /** ms the flow runs (default 0: for ever; a one-shot system without duration only bursts). */
  duration?: number;
  /** Particles spawned at time 0 (and at each seek). */
  burst?: number;
  /** Remove the system once its flow is over and its particles are dead. */
  oneShot?: boolean;
  /** ms: `burst` comes again at every multiple of it while `duration` lasts (0, the default: once); a seek replays them. */
  burstEvery?: number;
  /** ms each particle lives, or [min, max] (default [800, 1200]). */
  life?: Range;
  /** The base particle's position in the system's frame, and ± per axis at random. */
  position?: Vec3;
  positionRandom?: Vec3;
  /** Default [0, 1, 0], ± [0.3, 0.3, 0.3] at random. */
  velocity?: Vec3;
  velocityRandom?: Vec3;
  gravity?: Vec3;
  /** Added to gravity; setWind() changes it at run time. */
  wind?: Vec3;
  /** 1/s: velocity × e^(-drag·dt) each step. */
  drag?: number;
  /** World units across, or keys over life (up to 8, with times or evenly spaced; default [0.5, 1]). */
  size?: Keys<number>;
  /** ± fraction of the size per particle (0..1). */
  sizeRandom?: number;
  /** A colour, or keys over life (up to 8, with times or evenly spaced; default white fading out). RGB arrays
   *  may exceed 1 (HDR, up to 64) for engines that tone-map; alpha stays 0..1. */
  color?: Keys<EmitterColor>;
  /** ± per channel per particle: [r, g, b, a], or one number for r, g and b. */
  colorRandom?: number | readonly [r: number, g: number, b: number, a: number];
  /** Degrees, random per particle. */
  rotation?: Range;
  /** Degrees per second, random per particle. */
  spin?: Range;
  /** A flipbook: frame = (start + floor(age × fps / 1000)) mod frames (default cols × rows), start random unless
   *  randomStart is false; without fps each particle keeps its start frame, or with overLife the frames play once over
   *  its life (as a GPU emitter's and every effect layer's atlas do). */
  atlas?: { cols?: number; rows?: number; fps?: number; frames?: number; randomStart?: boolean; overLife?: boolean };
  /** billboard (default), spark (`stretch` seconds of motion behind the particle), velocity (long side along the motion),
   *  trail (a ribbon through the particle's recent positions, the texture laid along it, fading to the tail), decal
   *  (flat on the surface of `decal.normal`). */
  render?: 'billboard' | 'spark' | 'velocity' | 'trail' | 'decal';
  /** render 'decal': the surface's normal, world space, any length (default [0, 1, 0], a floor). */
  decal?: Decal;
  /** Turbulence, as a GPU emitter's: the drawn particle moves off its simulated path (collisions and sub-emitters
   *  follow the path). Not for manual systems. */
  noise?: Noise;
  /** A sub-emitter: its particles start only where `parent`'s are born, die or every `interval` ms of their life
   *  (`on`), `burst` (default 1) each time; no flow of its own; world space. Ends after its parent. */
  parent?: PlumeSystem;
  on?: 'birth' | 'death' | 'interval' | 'collision';
  interval?: number;
  /** render 'trail': the ribbon through each particle's last `length` ms of path (default 500) and its width in
   *  world units over the trail, head to tail (keys like size; default: the particle's size, keys over its life,
   *  narrowing to 0); `scroll`: texture lengths (the whole ribbon) a second the texture flows toward the tail (negative:
   *  toward the head; -1000 to 1000, default 0), as with 'plume:trail', a soft cross-section with streaks along it. */
  trail?: { length?: number; width?: Keys<number>; scroll?: number };
  /** Velocity style: seconds of motion added to the length (default 0.1); sparks: the seconds of motion a spark spans
   *  behind the particle (default 1/60), the same whatever the step. */
  stretch?: number;
  /** Up to 8 planes, spheres and boxes the particles bounce off, slide on or die at (tested along each step's move,
   *  so fast particles do not pass through); a sub-emitter with on: 'collision' starts particles at each hit. */
  collide?: readonly Collider[];
  /** world (default): particles stay where they were born; local: they move with the system. */
  space?: 'world' | 'local';
  /** Draw back to front (for alpha blending): the system among sorted systems, its particles within it. */
  sort?: boolean;
  /** The game moves the particles itself through `system.particles`. */
  manual?: boolean;
  /** Test against the scene's depth (never writes it): hidden by what the scene drew in front. Default true. */
  depthTest?: boolean;
  /** Soft particles: fade over this many world units in front of the scene's surfaces (render's depthTexture);
   *  0 (default): a hard edge. Without a depthTexture they draw hard and Plume warns once. */
  soft?: number;
  /** Where it draws among other items: lower first (default 0); within one order, far to near. */
  renderOrder?: number;
  /** Integer 1..4294967295: the same seed gives the same particles (default: drawn per system). */
  seed?: number;
}

/**
 * Views into the wasm memory, `capacity` particles each; live ones are [0, count). The memory can grow
 * whenever Plume allocates (addSystem, loadTexture, defineParticle, set() with a new capacity, ...),
 * which detaches these views: read `system.particles` again after such calls (every frame is simplest).
 */
export interface SystemParticles {
  readonly positions: Float32Array;
  readonly previous: Float32Array;
  readonly velocities: Float32Array;
  /** RGBA 0..1. */
  readonly colors: Float32Array;
  readonly sizes: Float32Array;
  /** Radians. */
  readonly rotations: Float32Array;
  /** ms left. */
  readonly life: Float32Array;
  /** Atlas frames. */
  readonly frames: Uint16Array;
  readonly capacity: number;
  /** Live particles; a manual system's game sets it. */
  count: number;
}

export class PlumeSystem {
  /** Use plume.addSystem(); `new PlumeSystem()` throws. */
  private constructor();
  /** [x, y, z] or a column-major transform. */
  setTransform(position: Placement): void;
  /** units/s², from the next step on. */
  setWind(wind: Vec3): void;
  /** Changes settings; live particles, clock and transform stay. */
  set(partial: SystemDesc): void;
  /** Spawns n particles now. */
  burst(n: number): void;
  /** Restarts from the seed and re-simulates to `ms` (at most 300000) in 1000/60 ms steps; refused when the steps ×
   *  the capacity exceed 16,777,216 particle updates (PARTICLE_SYSTEM_MAX_SEEK_WORK). */
  seek(ms: number): void;
  readonly time: number;
  readonly bounds: Bounds;
  /** Views into the particle arrays. A view kept after remove() or set() with a new capacity writes into memory
   *  no one else is given (freed once every view of it is collected), never into another system. */
  readonly particles: SystemParticles;
  /** How many particles it holds (its capacity, given or derived from rate and life). */
  readonly capacity: number;
  readonly exists: boolean;
  /** True once it shows nothing more (no live particle, flow over; never for manual systems) or removed. */
  readonly ended: boolean;
  /** Removing twice throws. */
  remove(): void;
}

export class PlumeError extends Error {
  readonly name: 'PlumeError';
  /** The C plume_status when the error came from the core, else 0. */
  readonly status: number;
}

export class PlumeTexture {
  private constructor();
  readonly id: number;
  /** Bytes it came from: the file's length for a URL, bytes or a Blob; width × height × 4 for an image a game held. */
  readonly byteLength: number;
  /** Generated flipbooks ('plume:smoke' 4 × 4, 'plume:fire' 8 × 4, frames of 128 pixels; 'plume:debris' 2 × 2): the atlas layers play
   *  unless they give their own; null for other textures. */
  readonly atlas: { readonly cols: number; readonly rows: number } | null;
  /** Width and height in pixels: of the picture it was loaded from (the GPU may keep it resized to powers of two
   *  on WebGL 1), or of the generated art as drawn. */
  readonly width: number;
  readonly height: number;
  belongsTo(owner: Plume): boolean;
}

/** Plume's generated art, drawn from code at first use (nothing is fetched): a layer's `texture` may name one. */
export type GeneratedTextureName = 'plume:smoke' | 'plume:fire' | 'plume:spark' | 'plume:glow' | 'plume:ring' |
  'plume:flare' | 'plume:debris' | 'plume:noise' | 'plume:trail';
/** Every generated texture's name, in order. */
export const GENERATED_TEXTURES: readonly GeneratedTextureName[];

/** A three.js Texture (or anything with isTexture and an image): loadTexture reads its image. */
export interface TextureLike {
  readonly isTexture: true;
  readonly image: TexImageSource;
}

/**
 * One particle world drawing into one WebGL context or one WebGPU device (`backend`): its textures, kinds, effects, emitters and systems, its
 * clock (step) and its frame (render). Made by createPlume(); every method throws a PlumeError naming the
 * problem and leaves the Plume usable. Guide: docs/guide.md.
 */
export class Plume {
  /** Use createPlume(); `new Plume()` throws. */
  private constructor();
  /**
   * A PNG, a JPEG or any image format the browser decodes (WebP, GIF, AVIF: URL, bytes or Blob), or an image the game already has (an <img>, a canvas, an ImageBitmap,
   * ImageData, a video's current frame, or a three.js Texture: its .image); up to 4096 pixels a side, decoded
   * by the browser (exact, unpremultiplied RGBA) and kept by the module. A non-power-of-two image is enlarged so
   * WebGL 1 can mipmap and repeat it.
   */
  loadTexture(source: string | URL | ArrayBuffer | Uint8Array | Uint8ClampedArray | Blob | TexImageSource | TextureLike): Promise<PlumeTexture>;
  /** One of Plume's generated textures, made at first use and kept (the same PlumeTexture until destroyed). */
  generatedTexture(name: GeneratedTextureName): PlumeTexture;
  /** Frees the texture's pixels and GL texture; throws while a particle kind uses it. */
  destroyTexture(texture: PlumeTexture): void;
  /** A mesh particle kind (the book's two keyframes) to spawn() by name; kinds cannot be redefined. Returns the name. */
  defineParticle(name: string, definition: ParticleDefinition): string;
  /** Where a kind's instances shown now are (alive and born; an effect's mesh layers' particles included): x, y, z
   *  each, a copy; for a game's queries (what is near, what to light). Throws for an unknown kind. */
  kindPositions(name: string): Float32Array;
  /** The brightest lights of the layers playing now (their `light`), brightest first (intensity × the colour's largest
   *  channel): up to `max` (an integer from 0 to 64, default 8), [] when none. From the state the last step left: no GL
   *  call, cheap enough for every frame. For a renderer's point lights (PlumeObject drives three.js's from it). */
  lights(max?: number): PlumeLight[];
  /** Frees a kind nothing draws any more: throws while it has live instances or an effect's layer draws it. Its name
   *  (and its id) are free again; ids of its old instances stay dead. Kinds an effect defined for its mesh layers go
   *  with the effect (destroy()) on their own. */
  undefineParticle(name: string): void;
  /** A stateless GPU emitter at the origin, time 0; it advances with step() and draws in render(). */
  createEmitter(desc?: EmitterDesc): PlumeEmitter;
  /**
   * Loads an effect file: a URL (its textures resolve against it), its JSON text or the parsed object.
   * `baseUrl` resolves the textures of an object. Mistakes throw a PlumeError naming their path in the file.
   */
  loadEffect(source: string | URL | EffectFile | EffectFileV2, options?: { baseUrl?: string | URL }): Promise<PlumeEffect>;
  /** An effect from layers: play() it as often as wanted. */
  createEffect(desc: EffectDesc): PlumeEffect;
  /**
   * A CPU particle system, updated by step() and drawn by render(). `position` ([x, y, z] or a column-major
   * transform) places it before its first particles: a `burst` happens there, not at the origin.
   */
  addSystem(desc?: SystemDesc, position?: Placement): PlumeSystem;
  /** As system.remove(): removing twice throws. */
  removeSystem(system: PlumeSystem): void;
  /** false once the system was removed (or a one-shot system ended), for ever. */
  systemExists(system: PlumeSystem): boolean;
  /**
   * maxAge in ms; omitted maxAge / scale1 / scale2 take the kind's values. `startAge`: ms the instance has
   * already lived (below maxAge; negative schedules the birth). Returns the instance id.
   */
  spawn(name: string, position: Placement, maxAge?: number, scale1?: number, scale2?: number, startAge?: number): number;
  /** Moves a live instance; call it every frame to follow a moving transform. */
  setTransform(id: number, position: Placement): void;
  /** Ends a spawned instance now (a dead id does nothing). */
  kill(id: number): void;
  /** Whether a spawned instance lives; ids of dead instances stay dead. */
  isAlive(id: number): boolean;
  /**
   * Advances time by `deltaMs` milliseconds since the previous step (not a timestamp: with
   * requestAnimationFrame(t) pass t - previousT). At most 1e9 per step.
   */
  step(deltaMs: number): void;
  /** Draws all live instances, one draw call per kind. Never clears (Plume's own WebGPU canvas: its frame's first render does). */
  render(view: Matrix4, projection: Matrix4, options?: RenderOptions): void;
  /**
   * Compiles the programs and uploads every defined kind's mesh and every loaded texture now, so the
   * first frame that shows them does not hitch. Call it after defining kinds, outside gameplay. (WebGPU: makes the
   * pipelines, buffers and textures the same way.)
   */
  prepare(): void;
  /** After a game-owned context was restored: rebuild Plume's GL objects. (WebGPU: setDevice instead.) */
  restoreContext(): void;
  /** Frees everything; on Plume's own canvas also releases its WebGL context (the canvas cannot draw again), or on a
   *  WebGPU one its device. A game's device and objects stay the game's. */
  destroy(): void;
  /** Counters of the last render and of what lives now (see PlumeStats). */
  readonly stats: PlumeStats;
  /** ms stepped since creation. */
  readonly time: number;
  /** Whether kinds draw with instancing (else the batched fallback); always true on WebGPU. */
  readonly instancing: boolean;
  /** Whether Plume keeps its attribute setup in vertex arrays of its own (it then never touches the game's attributes);
   *  false on WebGPU, where there are none to touch. */
  readonly vertexArrays: boolean;
  /** Size of the wasm heap in bytes. */
  readonly heapBytes: number;
  /** Bytes allocated in the wasm heap by every Plume sharing its module. */
  readonly allocatedBytes: number;
  /** true after destroy(): every call then throws. */
  readonly destroyed: boolean;
  /**
   * true once an emitter, system or effect asked for soft particles (`soft` or `volume`): only then is render's
   * `depthTexture` of use where it is the target's own depth (plume-particles/three passes it only then).
   */
  readonly wantsDepth: boolean;
  /** true once an emitter, system or effect asked for distortion: only then is render's colorTexture of use
   *  (plume-particles/three copies three's scene only then). */
  readonly wantsColor: boolean;
  /**
   * createPlume({ hdr: true }): 'half-float' or 'rgba8' (8 bits with headroom, where the context renders to no half
   * floats), the target particles draw into before the bloom and tonemap; false without hdr.
   */
  readonly hdr: 'half-float' | 'rgba8' | false;
  /** What this Plume draws with. */
  readonly backend: 'webgl' | 'webgpu';
  /**
   * WebGPU in a game's device: the GPUDevice to draw with from now on — the game's new device after a loss
   * (`device.lost`), or another; Plume makes its GPU objects again on it from its own copies. Plume's own WebGPU
   * canvas gets a new device by itself.
   */
  setDevice(device: object): void;
  /** WebGPU: the GPUDevice Plume draws with (its own canvas's, or the game's); null on WebGL. */
  readonly device: object | null;
  /** The version the wasm module reports, "MAJOR.MINOR.PATCH": the same as `version`. */
  readonly version: string;
}

/** Fog as three.js has it: linear (smoothstep from `near` to `far` in view-space depth) or exponential squared
 *  (`density`). Alpha layers fade to `color`, additive ones to nothing. */
export type FogOptions =
  | { color?: string | readonly [number, number, number] | number; near?: number; far?: number }
  | { color?: string | readonly [number, number, number] | number; density: number };

export interface RenderOptions {
  /**
   * WebGPU only: the GPUTexture (or view) of createPlume's `format` to draw into (e.g. `context.getCurrentTexture()`),
   * kept as it is (load, not clear); needed with a game's device, left out on Plume's own WebGPU canvas. The projection
   * is then WebGPU's (depth in [0, 1], as three's WebGPURenderer cameras give); `depthTexture` is a GPUTexture of a
   * depth format with TEXTURE_BINDING usage, single-sampled, the target's size, its pass ended with
   * `depthStoreOp: 'store'` (a discarded depth hides every particle), sampled (never written) to hide and soften
   * particles. An `-srgb` target format gets linear colours by itself (colorSpace defaults to 'linear' there).
   */
  target?: object;
  /** For this render only; a render without it draws without fog. */
  fog?: FogOptions | null;
  /**
   * The scene's depth, for this render only (a depth pre-pass, or the depth texture of the render target being
   * drawn into). With it, layers with `soft` fade over that distance in front of the scene, and every
   * depth-testing layer is hidden behind it. Attached to the target being drawn into, it is sampled (and
   * detached for the draws: sampling an attachment is a feedback loop) only in frames that draw a soft or volume
   * layer; other frames use the target's depth test and touch no attachment. With hostState 'track' (the
   * default) a frame asks WebGL nothing: where the texture is attached is observed, not queried.
   * plume-particles/three finds three's for you.
   */
  depthTexture?: WebGLTexture | object | null;
  /**
   * The scene's colour, for this render only: a copy of what was drawn so far, covering the viewport (the texture of
   * the framebuffer being drawn into is refused: a feedback loop). Layers with `distortion` draw it displaced under
   * their particles; without it they draw nothing. Bound on texture unit 2 (put back for the game). PlumePass and
   * PlumeObject of plume-particles/three make the copy; on Plume's own canvas Plume copies what the page drew.
   */
  colorTexture?: WebGLTexture | object | null;
  /** The depth texture's camera clip planes (0 < near < far); left out: taken from `projection`. */
  near?: number;
  far?: number;
  /**
   * The colour space of the target drawn into. Plume's colours and textures are sRGB as given: 'srgb' (the
   * default) writes them as they are (a canvas, an sRGB target: `#404040` shows as `#404040`); 'linear' decodes
   * them (and the fog colour) to linear light for a linear target, such as three.js's render targets and
   * EffectComposer buffers, whose output pass encodes them back: a particle then shows the colour it was given,
   * like a mesh of the same colour. plume-particles/three sets it from three's renderer.
   */
  colorSpace?: 'srgb' | 'linear';
}

export function createPlume(options: CreatePlumeOptions): Promise<Plume>;
/** This build's version, "MAJOR.MINOR.PATCH" (the npm package's). */
export const version: string;
