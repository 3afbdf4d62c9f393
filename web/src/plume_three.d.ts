// plume-particles/three: Plume inside a three.js scene (three is a peer dependency).
import type { Camera, Mesh, Object3D, PointLight, Scene } from 'three';
import type { Pass } from 'three/addons/postprocessing/Pass.js';
import type { FogOptions, Plume, PlumeInstance, PlayOptions } from './plume.js';

/** render()'s fog for three's `scene.fog` (Fog or FogExp2), or undefined. */
export function fogOf(scene: Scene | null | undefined, linear?: boolean): FogOptions | undefined;
/**
 * render()'s colorSpace for what `renderer` draws into now: 'linear' for three's render targets and composer
 * buffers (and a canvas with a linear outputColorSpace) while three manages colour, else 'srgb'.
 */
export function colorSpaceOf(renderer: { getRenderTarget(): unknown; outputColorSpace?: string }): 'srgb' | 'linear';

/** The WebGLTexture of the depth of the render target three draws into now, or undefined (render's depthTexture). */
export function depthTextureOf(renderer: { getRenderTarget(): unknown; properties: { get(o: object): any } }): WebGLTexture | undefined;

/** What three has drawn so far into the target it draws into now, copied into a texture of the same size and type
 *  (kept per renderer): its WebGLTexture, render's colorTexture for distorting layers; undefined on WebGPURenderer. */
export function sceneColorOf(renderer: object): WebGLTexture | undefined;

/** An Object3D to `scene.add`: draws the Plume after the scene's opaque objects, with its camera, depth and fog. */
export class PlumeObject extends Mesh {
  /** options.lights: the most three.js PointLights (its children) the layers' lights drive, brightest first, from
   *  plume.lights() before three gathers the scene's lights each frame (0 to 16, default 4; 0: none). Made all at once
   *  when the first light shows (one recompile of lit materials), kept at intensity 0 while unlit. */
  constructor(plume: Plume, options?: { lights?: number });
  readonly plume: Plume;
  /** The most PointLights it drives (0 to 16); fewer removes the extra ones. */
  maxLights: number;
  /** The PointLights it drives now (a copy of the list). */
  readonly pointLights: PointLight[];
  /** false when a PlumePass draws the particles (the object still moves the instances that follow targets). */
  draws: boolean;
  /** Moves the instances that follow an Object3D (three calls it before drawing the object). */
  update(): void;
  /**
   * Plays an effect at an Object3D it follows every frame, or at a position / 16 numbers. `emitFrom`: a three.js Mesh
   * (or SkinnedMesh) whose surface, in its world transform and pose at this play, every layer's particles are born on
   * (spread by area); the effect's layers must be 'cpu' or 'mesh' layers.
   */
  play(effect: { play(at: unknown, options?: PlayOptions): PlumeInstance }, target?: Object3D | readonly number[] | Float32Array,
    options?: PlayOptions & { emitFrom?: Mesh }): PlumeInstance;
  dispose(): void;
}

/** For EffectComposer, right after the RenderPass: the particles join the scene before bloom and output. */
export class PlumePass extends Pass {
  constructor(plume: Plume, scene: Scene, camera: Camera);
  plume: Plume;
  scene: Scene;
  camera: Camera;
}
