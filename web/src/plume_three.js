// plume-particles/three — Plume inside a three.js scene. three is a peer dependency: this module imports
// it, the package does not bundle it.
//   const particles = new PlumeObject(plume);   // an Object3D: scene.add(particles)
//   particles.play(fire, torch);                // follows an Object3D (or a position / 16 numbers)
//   renderer.render(scene, camera);             // Plume draws after the opaque objects, with the scene's
//                                               // camera, depth and fog
// With post-processing, a PlumePass after the RenderPass draws into the composer's buffer (hidden by the
// scene's depth, then bloomed by the passes that follow); the PlumeObject stays in the scene to move the
// instances that follow targets, with draws = false:
//   particles.draws = false;
//   composer.addPass(new RenderPass(scene, camera));
//   composer.addPass(new PlumePass(plume, scene, camera));
import { BufferGeometry, ColorManagement, Float32BufferAttribute, Mesh, MeshBasicMaterial, SRGBColorSpace } from 'three';
import { Pass } from 'three/addons/postprocessing/Pass.js';
import { PlumeError } from './plume.js';

const isEffect = (value) => value !== null && typeof value === 'object' && typeof value.play === 'function' &&
  typeof value.toJSON === 'function' && 'instances' in value;
const named = (object) => (object.name ? `'${String(object.name).slice(0, 40)}'` : `an ${object.type ?? 'Object3D'}`);

function report(error) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * render()'s fog for three's scene.fog (Fog: linear, FogExp2: exponential squared), or undefined. The colour is
 * sRGB, as render takes it (with colorSpace: 'linear' Plume decodes it with its own colours); `linear`: in three's
 * working space instead, for a linear target drawn into without render's colorSpace.
 */
export function fogOf(scene, linear = false) {
  const fog = scene?.fog;
  if (!fog) return undefined;
  const color = linear ? [fog.color.r, fog.color.g, fog.color.b] : fog.color.getHex();
  return fog.isFogExp2 ? { color, density: fog.density } : { color, near: fog.near, far: fog.far };
}

/**
 * render()'s colorSpace for what three draws into now: 'linear' for a linear target (three's render targets and
 * composer buffers, or a canvas with outputColorSpace LinearSRGBColorSpace) while three manages colour (the
 * default), so a particle shows the colour it was given as a mesh of that colour does; else 'srgb'.
 */
export function colorSpaceOf(renderer) {
  if (ColorManagement?.enabled === false) return 'srgb'; // three writes colours as given: so does Plume
  const target = renderer.getRenderTarget?.() ?? null;
  // WebGPURenderer draws the scene into a linear target of its own and encodes it in its output pass
  if (renderer.isWebGPURenderer === true && target === null && renderer.needsFrameBufferTarget === true) return 'linear';
  const space = target ? target.texture?.colorSpace : renderer.outputColorSpace;
  return space === SRGBColorSpace || (target === null && space === undefined) ? 'srgb' : 'linear';
}

/**
 * The WebGLTexture holding the depth of the render target three draws into now (a `WebGLRenderTarget` made
 * with a `depthTexture`), or undefined: what soft particles need (render's `depthTexture`).
 */
export function depthTextureOf(renderer) {
  const depth = renderer.getRenderTarget()?.depthTexture;
  if (!depth) return undefined;
  // WebGPURenderer on its WebGL 2 backend keeps its GL objects in the backend's data
  if (renderer.isWebGPURenderer === true) return renderer.backend?.isWebGLBackend ? renderer.backend.get(depth)?.textureGPU : undefined;
  return renderer.properties.get(depth).__webglTexture;
}

/**
 * Draws `plume` with three's `camera` and `scene` fog into whatever three has bound (target, viewport), in the
 * target's colour space, with the target's depth texture where it has one and a layer is soft.
 */
function draw(plume, renderer, scene, camera) {
  if (plume.destroyed) return;
  const fog = fogOf(scene); // sRGB, as every colour Plume is given: decoded with them for a linear target
  const depthTexture = plume.wantsDepth ? depthTextureOf(renderer) : undefined;
  const colorSpace = colorSpaceOf(renderer);
  const options = fog || depthTexture || colorSpace === 'linear' ? { fog, depthTexture, colorSpace } : undefined;
  plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements, options);
}

/**
 * An Object3D that draws a Plume when three renders the scene it is in: after the opaque objects (it is a
 * transparent object with the highest renderOrder), so their depth hides particles behind them, with the
 * camera rendering that scene and its fog. It draws nothing of its own (an empty geometry).
 */
export class PlumeObject extends Mesh {
  #follows = new Map(); // instance -> the Object3D it follows
  #saidWebGPU = false;
  /** false when a PlumePass draws the particles: the object still moves the instances that follow targets. */
  draws = true;

  constructor(plume) {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute([0, 0, 0, 0, 0, 0, 0, 0, 0], 3));
    geometry.setDrawRange(0, 0); // three calls onBeforeRender/onAfterRender, and draws nothing
    // colour writes stay on: three leaves its material's colour mask set when onAfterRender runs, and Plume
    // draws with the host's mask
    super(geometry, new MeshBasicMaterial({ transparent: true, depthWrite: false, depthTest: false }));
    if (!plume || typeof plume.render !== 'function') throw new PlumeError('PlumeObject: expected a Plume (from createPlume)');
    this.plume = plume;
    this.name = 'Plume';
    this.frustumCulled = false;
    this.renderOrder = Number.MAX_SAFE_INTEGER;
  }

  /**
   * Plays `effect` (a PlumeEffect) at `target`: an Object3D it follows every frame (a bone, a mesh), or a
   * position / 16 numbers. Returns the PlumeInstance.
   */
  play(effect, target = [0, 0, 0], options = {}) {
    if (!isEffect(effect)) {
      const what = effect === null || effect === undefined ? String(effect) : typeof effect === 'object' ? 'an object' : `a ${typeof effect}`;
      throw new PlumeError(`PlumeObject.play: effect must be a PlumeEffect (from plume.createEffect or plume.loadEffect), got ${what}`);
    }
    const follows = target?.isObject3D === true;
    if (follows) target.updateWorldMatrix(true, false);
    const instance = effect.play(follows ? target.matrixWorld.elements : target, options);
    if (follows) this.#follows.set(instance, target);
    return instance;
  }

  /** Moves every instance that follows an Object3D to where its target is now (three calls it each frame). */
  update() {
    for (const [instance, target] of this.#follows) {
      if (!instance.alive) {
        this.#follows.delete(instance);
        continue;
      }
      try {
        instance.setTransform(target.matrixWorld.elements);
      } catch (error) {
        // a target gone bad (a NaN position) ends its own instance, said once; three's render and the others go on
        this.#follows.delete(instance);
        try {
          instance.kill();
        } catch { /* its Plume was destroyed meanwhile: nothing of it is left to end */ }
        report(new PlumeError(`PlumeObject: the instance following ${named(target)} ended: ${error?.message ?? error}`));
      }
    }
  }

  onBeforeRender() {
    this.update();
  }

  onAfterRender(renderer, scene, camera) {
    if (!this.draws) return;
    if (renderer.isWebGPURenderer === true && renderer.backend?.isWebGLBackend !== true) {
      // Plume draws with WebGL: a WebGPURenderer on WebGPU has no context to draw in; said once
      if (!this.#saidWebGPU) {
        this.#saidWebGPU = true;
        report(new PlumeError('PlumeObject: this WebGPURenderer runs on WebGPU, and Plume draws with WebGL: create it with ' +
          "new WebGPURenderer({ forceWebGL: true }) and createPlume({ gl: renderer.backend.gl }) (after await renderer.init()), " +
          'or use WebGLRenderer'));
      }
      return;
    }
    draw(this.plume, renderer, scene, camera);
  }

  dispose() {
    this.geometry.dispose();
    this.material.dispose();
    this.#follows.clear();
  }
}

/**
 * A post-processing pass for three's EffectComposer: draws `plume` into the composer's read buffer (the
 * scene the RenderPass drew, with its depth), so the passes after it (bloom, output) treat the particles
 * as part of the scene. Put it right after the RenderPass. It does not swap buffers.
 */
export class PlumePass extends Pass {
  constructor(plume, scene, camera) {
    super();
    if (!plume || typeof plume.render !== 'function') throw new PlumeError('PlumePass: expected a Plume (from createPlume)');
    this.plume = plume;
    this.scene = scene;
    this.camera = camera;
    this.needsSwap = false;
  }

  render(renderer, writeBuffer, readBuffer) {
    renderer.setRenderTarget(this.renderToScreen ? null : readBuffer);
    draw(this.plume, renderer, this.scene, this.camera);
  }
}
