// plume-particles/three — Plume inside a three.js scene. three is a peer dependency: this module imports
// it, the package does not bundle it.
//   const particles = new PlumeObject(plume);   // an Object3D: scene.add(particles)
//   particles.play(fire, torch);                // follows an Object3D (or a position / 16 numbers)
//   renderer.render(scene, camera);             // Plume draws after the opaque objects, with the scene's
//                                               // camera, depth and fog
// Layers with a `light` light the scene: the object drives a small pool of three.js PointLights from plume.lights()
// every frame (new PlumeObject(plume, { lights: 4 }); 0: none), made when the first light shows.
// With post-processing, a PlumePass after the RenderPass draws into the composer's buffer (hidden by the
// scene's depth, then bloomed by the passes that follow); the PlumeObject stays in the scene to move the
// instances that follow targets, with draws = false:
//   particles.draws = false;
//   composer.addPass(new RenderPass(scene, camera));
//   composer.addPass(new PlumePass(plume, scene, camera));
import { BufferGeometry, ColorManagement, Float32BufferAttribute, FramebufferTexture, Matrix4, Mesh, MeshBasicMaterial, PointLight,
  SRGBColorSpace, Vector2, Vector3, Vector4 } from 'three';
import { Pass } from 'three/addons/postprocessing/Pass.js';
import { PlumeError } from './plume.js';

const isEffect = (value) => value !== null && typeof value === 'object' && typeof value.play === 'function' &&
  typeof value.toJSON === 'function' && 'instances' in value;
const named = (object) => (object.name ? `'${String(object.name).slice(0, 40)}'` : `an ${object.type ?? 'Object3D'}`);

const EFFECT_DESC = Symbol.for('plume.effectDesc'); // runtime.js's PlumeEffect: the desc it was read into (textures resolved)
const MESH_ARRAY_VALUES = 90000; // positions + indices given as arrays; a bigger mesh goes as OBJ text (one value)

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
  // three writes linear values into every render target but XR's (an sRGB target's texture encodes them in hardware)
  if (target && !target.isXRRenderTarget) return 'linear';
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

const sceneCopies = new WeakMap(); // renderer -> the FramebufferTexture sceneColorOf copies into (one a renderer)
const viewport = new Vector4();
const corner = new Vector2();

/**
 * What three has drawn so far into the target it draws into now (under its viewport), copied into a texture of the
 * same size and type, and that copy's WebGLTexture: render's `colorTexture` for distorting layers (they cannot read
 * the target they draw over). One copyTexSubImage2D; the copy is kept per renderer and remade when the size or type
 * changes. undefined on WebGPURenderer (Plume's WebGL draws there only through its WebGL backend, not copied here).
 */
export function sceneColorOf(renderer) {
  if (renderer.isWebGPURenderer === true) return undefined;
  const target = renderer.getRenderTarget();
  renderer.getCurrentViewport(viewport); // in the drawing buffer's pixels, as GL's viewport
  const type = target ? target.texture.type : undefined;
  let copy = sceneCopies.get(renderer);
  if (!copy || copy.image.width !== viewport.z || copy.image.height !== viewport.w || (type !== undefined && copy.type !== type)) {
    copy?.dispose();
    copy = new FramebufferTexture(viewport.z, viewport.w);
    if (type !== undefined) copy.type = type; // a half-float composer buffer copies into half floats
    sceneCopies.set(renderer, copy);
  }
  renderer.copyFramebufferToTexture(copy, corner.set(viewport.x, viewport.y));
  return renderer.properties.get(copy).__webglTexture;
}

/**
 * Draws `plume` with three's `camera` and `scene` fog into whatever three has bound (target, viewport), in the
 * target's colour space, with the target's depth texture where it has one and a layer is soft, and a copy of the
 * scene drawn so far where a layer distorts.
 */
function draw(plume, renderer, scene, camera) {
  if (plume.destroyed) return;
  const fog = fogOf(scene); // sRGB, as every colour Plume is given: decoded with them for a linear target
  const depthTexture = plume.wantsDepth ? depthTextureOf(renderer) : undefined;
  const colorTexture = plume.wantsColor ? sceneColorOf(renderer) : undefined;
  const colorSpace = colorSpaceOf(renderer);
  const options = fog || depthTexture || colorTexture || colorSpace === 'linear'
    ? { fog, depthTexture, colorSpace, ...(colorTexture ? { colorTexture } : {}) } : undefined;
  plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements, options);
}

// ---- WebGPURenderer on WebGPU, with a WebGPU Plume (createPlume({ device: renderer.backend.device, format })) ----
// three records a frame's passes and submits each render's commands when it finishes the render (its backend's
// finishRender): Plume's commands must follow those, into the same target. So a PlumeObject met in a render asks
// for a draw, and the draw runs once three has submitted that render, into its colour target with its depth.
const pendingDraws = new WeakMap(); // WebGPU backend -> draws asked for by the render under way

function drawAfterThree(renderer, plume, scene, camera) {
  const backend = renderer.backend;
  let pending = pendingDraws.get(backend);
  if (!pending) {
    pendingDraws.set(backend, pending = []);
    const finish = backend.finishRender;
    backend.finishRender = function finishRenderThenPlume(renderContext) {
      finish.call(this, renderContext);
      for (const job of pending.splice(0)) drawIntoRender(job, backend, renderContext);
    };
  }
  pending.push({ plume, scene, camera });
}

// Formats whose values are linear (three's render targets are half floats: linear; an sRGB format encodes in hardware).
const linearFormat = (format) => format === 'rgba16float' || format === 'rgba32float' || format.endsWith('-srgb');

const gpuCopies = new WeakMap(); // device -> the texture scene colours are copied into (remade for another size or format)

function sceneCopyOf(device, target) {
  let copy = gpuCopies.get(device);
  if (!copy || copy.width !== target.width || copy.height !== target.height || copy.format !== target.format) {
    copy?.destroy();
    copy = device.createTexture({ size: [target.width, target.height], format: target.format, label: 'plume scene copy',
      usage: 4 | 2 }); // TEXTURE_BINDING | COPY_DST
    gpuCopies.set(device, copy);
  }
  const encoder = device.createCommandEncoder();
  encoder.copyTextureToTexture({ texture: target }, { texture: copy }, [target.width, target.height]);
  device.queue.submit([encoder.finish()]);
  return copy;
}

function drawIntoRender({ plume, scene, camera }, backend, renderContext) {
  if (plume.destroyed) return;
  const colour = renderContext.textures?.[0];
  const target = colour ? backend.get(colour)?.texture : backend.context?.getCurrentTexture();
  if (!target) return;
  const depth = renderContext.depthTexture ? backend.get(renderContext.depthTexture)?.texture : undefined;
  // a multisampled depth cannot be sampled: particles then draw over the scene unhidden (three's antialias off keeps it)
  const depthTexture = depth && depth.sampleCount === 1 && depth.width === target.width && depth.height === target.height
    ? depth : undefined;
  // distorting layers read a copy of what three drew (a texture cannot be drawn into and read in one pass)
  const colorTexture = plume.wantsColor && (target.usage & 1) ? sceneCopyOf(backend.device, target) : undefined; // COPY_SRC
  try {
    plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements, {
      target, depthTexture, fog: fogOf(scene), colorSpace: linearFormat(target.format) ? 'linear' : 'srgb',
      ...(colorTexture ? { colorTexture } : {}),
    });
  } catch (error) {
    report(error); // three's frame goes on; the error says why the particles are missing
  }
}

/**
 * The triangles of three.js `mesh` as it is now (its pose: morph targets and skinning, through getVertexPosition),
 * in the frame `frame` (a Matrix4: world -> the instance's space): { positions, indices } or, for a big mesh, OBJ text.
 */
function meshInFrame(mesh, frame) {
  const geometry = mesh.geometry;
  const position = geometry?.getAttribute?.('position');
  if (!position || !(position.count > 0)) throw new PlumeError(`PlumeObject.play: emitFrom ${named(mesh)} has no vertex positions`);
  mesh.updateWorldMatrix(true, false);
  const toFrame = new Matrix4().multiplyMatrices(frame, mesh.matrixWorld);
  const positions = new Float32Array(3 * position.count);
  const v = new Vector3();
  for (let i = 0; i < position.count; i++) {
    mesh.getVertexPosition(i, v).applyMatrix4(toFrame);
    positions[3 * i] = v.x, positions[3 * i + 1] = v.y, positions[3 * i + 2] = v.z;
  }
  let indices = geometry.index ? Array.from(geometry.index.array) : undefined;
  const { start = 0, count = Infinity } = geometry.drawRange ?? {};
  const corners = indices ? indices.length : position.count;
  const end = Math.min(corners, start + count);
  if (start > 0 || end < corners) indices = indices ? indices.slice(start, end) : Array.from({ length: end - start }, (_, i) => start + i);
  if (positions.length + (indices?.length ?? 0) <= MESH_ARRAY_VALUES) return { key: positions, mesh: indices ? { positions, indices } : { positions } };
  const lines = [];
  for (let i = 0; i < position.count; i++) lines.push(`v ${positions[3 * i]} ${positions[3 * i + 1]} ${positions[3 * i + 2]}`);
  const n = indices ? indices.length : position.count;
  for (let c = 0; c + 2 < n; c += 3) {
    const at = (k) => (indices ? indices[c + k] : c + k) + 1;
    lines.push(`f ${at(0)} ${at(1)} ${at(2)}`);
  }
  return { key: positions, mesh: lines.join('\n') };
}

const MAX_POOL = 16; // point lights a PlumeObject drives at most: each is a cost in every lit material's shader
const toLocal = new Matrix4();

const sameArray = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * An Object3D that draws a Plume when three renders the scene it is in: after the opaque objects (it is a
 * transparent object with the highest renderOrder), so their depth hides particles behind them, with the
 * camera rendering that scene and its fog. It draws nothing of its own (an empty geometry).
 */
export class PlumeObject extends Mesh {
  #follows = new Map(); // instance -> the Object3D it follows
  // effect -> { byMesh: WeakMap(mesh -> { key, effect }), all }: the effects emitting from its meshes, destroyed with it
  #derived = new Map();
  #retired = new Set(); // derived effects replaced by a newer pose: destroyed once their instances ended
  #saidWebGPU = false;
  #lights = []; // the PointLights it drives (its children), made all at once when the first light shows
  #maxLights = 4;
  /** false when a PlumePass draws the particles: the object still moves the instances that follow targets. */
  draws = true;

  /** options: `lights`, the most three.js PointLights the layers' lights drive (0 to 16, default 4; 0: none). */
  constructor(plume, options = {}) {
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
    if (options === null || typeof options !== 'object' || Object.keys(options).some((key) => key !== 'lights')) {
      throw new PlumeError('PlumeObject: options must be an object such as { lights: 4 }');
    }
    if (options.lights !== undefined) this.maxLights = options.lights;
  }

  /** The most PointLights the layers' lights drive (0 to 16; 0: none). Fewer than before removes the extra ones. */
  get maxLights() { return this.#maxLights; }

  set maxLights(n) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_POOL) {
      throw new PlumeError(`PlumeObject: lights must be an integer from 0 to ${MAX_POOL} (the PointLights it drives), got ${String(n)}`);
    }
    this.#maxLights = n;
    for (const light of this.#lights.splice(n)) {
      this.remove(light);
      light.dispose();
    }
  }

  /** The PointLights it drives now (those not lit this frame have intensity 0). */
  get pointLights() { return [...this.#lights]; }

  // Each frame, before three gathers the scene's lights: the brightest layers' lights onto the pool. The pool is made
  // whole at the first light (a change in the number of lights recompiles three's lit materials: once, not per light)
  // and kept, unlit lights at intensity 0.
  updateMatrixWorld(force) {
    super.updateMatrixWorld(force);
    if (this.#maxLights === 0 || this.plume.destroyed) return;
    const lights = this.plume.lights(this.#maxLights);
    if (lights.length === 0 && this.#lights.length === 0) return;
    while (this.#lights.length < this.#maxLights) {
      const light = new PointLight(0xffffff, 0, 1, 2);
      light.name = 'Plume light';
      this.#lights.push(light);
      this.add(light);
    }
    toLocal.copy(this.matrixWorld).invert();
    this.#lights.forEach((light, i) => {
      const l = lights[i];
      light.intensity = l ? l.intensity : 0;
      if (l) {
        light.position.fromArray(l.position).applyMatrix4(toLocal);
        light.color.setRGB(l.color[0], l.color[1], l.color[2], SRGBColorSpace); // sRGB, as particle colours
        light.distance = l.range;
      }
      light.updateMatrixWorld(true);
    });
  }

  /**
   * Plays `effect` (a PlumeEffect) at `target`: an Object3D it follows every frame (a bone, a mesh), or a
   * position / 16 numbers. Returns the PlumeInstance. options: play's (seed, loop, ...) and `emitFrom`, a three.js
   * Mesh (or SkinnedMesh): every layer's particles are born on its surface as it is now (its world transform and
   * pose at this play), spread by area; the layers' direction and angle still choose which way they leave (a layer
   * whose shape is { type: 'mesh', normal: true } leaves along the triangles' normals). Its layers must be 'cpu' or
   * 'mesh' layers. The effect with that shape is made once per effect and mesh, and again when the mesh moved
   * relative to the target or changed its pose.
   */
  play(effect, target = [0, 0, 0], options = {}) {
    if (!isEffect(effect)) {
      const what = effect === null || effect === undefined ? String(effect) : typeof effect === 'object' ? 'an object' : `a ${typeof effect}`;
      throw new PlumeError(`PlumeObject.play: effect must be a PlumeEffect (from plume.createEffect or plume.loadEffect), got ${what}`);
    }
    const follows = target?.isObject3D === true;
    if (follows) target.updateWorldMatrix(true, false);
    let playOptions = options;
    if (options !== null && typeof options === 'object' && 'emitFrom' in options) {
      const { emitFrom, ...rest } = options;
      playOptions = rest;
      effect = this.#emitting(effect, emitFrom, follows ? target.matrixWorld.elements : target);
    }
    const instance = effect.play(follows ? target.matrixWorld.elements : target, playOptions);
    if (follows) this.#follows.set(instance, target);
    return instance;
  }

  // The effect whose layers emit from `mesh` as it is now, in the space of an instance placed at `at`.
  #emitting(effect, mesh, at) {
    if (mesh?.isMesh !== true || typeof mesh.getVertexPosition !== 'function') {
      throw new PlumeError(`PlumeObject.play: emitFrom must be a three.js Mesh (or SkinnedMesh), got ${mesh === null || typeof mesh !== 'object' ? String(mesh) : named(mesh)}`);
    }
    const desc = effect[EFFECT_DESC]?.();
    if (!desc || !Array.isArray(desc.layers)) throw new PlumeError('PlumeObject.play: emitFrom needs an effect made by createEffect or loadEffect');
    const gpu = desc.layers.findIndex((layer) => (layer?.sim ?? 'gpu') === 'gpu');
    if (gpu >= 0) {
      throw new PlumeError(`PlumeObject.play: emitFrom: layers[${gpu}] is a 'gpu' layer, and gpu layers cannot emit from a mesh; use sim: 'cpu' or 'mesh'`);
    }
    // world -> the instance's space: the inverse of where it is placed
    const place = new Matrix4();
    if (at !== null && typeof at === 'object' && at.length === 16) place.fromArray(at);
    else if (at !== null && typeof at === 'object' && at.length === 3) place.makeTranslation(at[0], at[1], at[2]);
    else if (at?.isVector3) place.makeTranslation(at.x, at.y, at.z);
    const { key, mesh: shapeMesh } = meshInFrame(mesh, place.invert());
    let made = this.#derived.get(effect);
    if (!made) this.#derived.set(effect, made = { byMesh: new WeakMap(), all: new Set() });
    const { byMesh } = made;
    const known = byMesh.get(mesh);
    if (known && !known.effect.destroyed && sameArray(known.key, key)) return known.effect;
    if (known && !known.effect.destroyed) this.#retired.add(known.effect);
    const layers = desc.layers.map((layer) => {
      const old = layer.shape !== null && typeof layer.shape === 'object' ? layer.shape : {};
      const shape = { type: 'mesh', mesh: shapeMesh };
      if (old.angle !== undefined) shape.angle = old.angle;
      if (old.normal !== undefined) shape.normal = old.normal;
      return { ...layer, shape };
    });
    const derived = this.plume.createEffect({ ...desc, layers });
    byMesh.set(mesh, { key, effect: derived });
    made.all.add(derived);
    this.#retire();
    return derived;
  }

  #retire() {
    for (const old of this.#retired) {
      if (old.destroyed) this.#retired.delete(old);
      else if (old.instances === 0) {
        old.destroy();
        this.#retired.delete(old);
      }
    }
  }

  /** Moves every instance that follows an Object3D to where its target is now (three calls it each frame). */
  update() {
    if (this.#retired.size) this.#retire();
    for (const [source, made] of this.#derived) { // a destroyed effect's emitFrom copies go with it
      if (!source.destroyed) continue;
      for (const derived of made.all) if (!derived.destroyed) derived.destroy();
      this.#derived.delete(source);
    }
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
    if (this.plume.backend === 'webgpu' && renderer.backend?.isWebGPUBackend === true) {
      drawAfterThree(renderer, this.plume, scene, camera);
      return;
    }
    if (renderer.isWebGPURenderer === true && renderer.backend?.isWebGLBackend !== true) {
      // Plume draws with WebGL: a WebGPURenderer on WebGPU has no context to draw in; said once
      if (!this.#saidWebGPU) {
        this.#saidWebGPU = true;
        report(new PlumeError('PlumeObject: this WebGPURenderer runs on WebGPU, and this Plume draws with WebGL: create it ' +
          "with createPlume({ device: renderer.backend.device, format: 'rgba16float' }) (after await renderer.init())"));
      }
      return;
    }
    draw(this.plume, renderer, scene, camera);
  }

  /** Frees the object's geometry and material, its PointLights, and the effects `emitFrom` made (their instances end). */
  dispose() {
    this.maxLights = 0;
    this.geometry.dispose();
    this.material.dispose();
    this.#follows.clear();
    for (const made of this.#derived.values()) for (const derived of made.all) if (!derived.destroyed) derived.destroy();
    this.#derived.clear();
    this.#retired.clear();
  }
}

/**
 * A post-processing pass for three's EffectComposer: draws `plume` into the composer's read buffer (the
 * scene the RenderPass drew, with its depth), so the passes after it (bloom, output) treat the particles
 * as part of the scene. Put it right after the RenderPass. It does not swap buffers. Where a layer distorts, the
 * read buffer's colour is handed over as render's colorTexture (copied first: the particles draw into it).
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
