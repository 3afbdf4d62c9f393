// mesh_layer.js — the 'mesh' sim of an effect layer in JavaScript: the book's two-keyframe mesh particles (kinds),
// born on the layer's schedule by the core (src/core/effect_mesh.c, the schedule C effects play: a burst at the start
// of each cycle, then `rate` a second for `duration`, at a point of its shape, each a kind instance spawned with its
// age, so any time can be shown exactly; moving ones placed each step). This file reads the shape and hands the
// layer to the core as one part per play.

import * as C from './plume_constants.js'; // generated from the C headers at build time
import { EmissionMeshError, emissionMesh } from './emission_mesh.js';
import { readLight } from './emitter_desc.js';

const SHAPES = ['point', 'sphere', 'box', 'cone', 'ring', 'mesh'];

/** A layer's `shape` (a name, { type, radius, size, angle, surface } or { type: 'mesh', mesh, angle, normal }) read
 *  and checked: { type, radius, size, angle, surface, corners (a mesh's triangles), normal }. A mesh's triangles are
 *  read once per shape object (emission_mesh.js). */
export function readShape(path, shape) {
  const s = typeof shape === 'string' ? { type: shape } : shape;
  if (s === null || typeof s !== 'object' || !SHAPES.includes(s.type ?? 'point')) {
    throw new Error(`${path}.shape: must be one of ${SHAPES.join(', ')} or { type, radius, size, angle, surface } ` +
      "({ type: 'mesh', mesh, angle, normal } for a mesh)");
  }
  const type = s.type ?? 'point';
  let corners = null;
  if (type === 'mesh') {
    try {
      corners = emissionMesh(s).corners;
    } catch (error) {
      if (error instanceof EmissionMeshError) throw new Error(`${path}.shape: mesh ${error.message}`);
      throw error;
    }
    if (s.normal !== undefined && typeof s.normal !== 'boolean') {
      throw new Error(`${path}.shape: normal must be true (leave along the triangle's normal) or false, got ${typeof s.normal}`);
    }
  }
  const size = typeof s.size === 'number' ? [s.size, s.size, s.size] : s.size ?? [1, 1, 1];
  return { type, radius: s.radius ?? 1, size, angle: s.angle, surface: s.surface === true, corners, normal: s.normal === true };
}

/** The layer as the core's plume_mesh_layer_desc (PLUME_WEB_MDESC_WORDS words) and its mesh shape's triangles (or
 *  null): loop, kind and seed go per play. */
export function meshDesc(layer) {
  const plan = layer.mesh;
  const shape = readShape(layer.path, plan.shape);
  const u32 = new Uint32Array(C.WEB_MDESC_WORDS);
  const f32 = new Float32Array(u32.buffer);
  const put = (at, values) => values.forEach((v, i) => { f32[at + i] = v; });
  put(C.WEB_MDESC_RATE, [layer.rate]);
  u32[C.WEB_MDESC_BURST] = layer.burst;
  put(C.WEB_MDESC_DURATION, [layer.duration]);
  put(C.WEB_MDESC_DELAY, [layer.delay]);
  put(C.WEB_MDESC_LIFE, plan.lives);
  if (plan.sizes) put(C.WEB_MDESC_SIZE, [plan.sizes[0], plan.sizes[plan.sizes.length - 1]]); // none: the kind's (or its keys)
  u32[C.WEB_MDESC_SHAPE] = SHAPES.indexOf(shape.type);
  put(C.WEB_MDESC_RADIUS, [shape.radius]);
  put(C.WEB_MDESC_BOX, shape.size);
  if (shape.angle !== undefined) put(C.WEB_MDESC_ANGLE, [shape.angle]);
  if (shape.angle === 0) u32[C.WEB_MDESC_EXPLICIT_ZERO] = C.EMITTER_ZERO_ANGLE;
  u32[C.WEB_MDESC_SURFACE] = shape.surface ? 1 : 0;
  put(C.WEB_MDESC_DIRECTION, plan.direction);
  put(C.WEB_MDESC_SPEED, plan.speeds);
  put(C.WEB_MDESC_GRAVITY, plan.gravity);
  put(C.WEB_MDESC_DRAG, [plan.drag]);
  put(C.WEB_MDESC_ROTATION, plan.rotation);
  u32[C.WEB_MDESC_SURFACE_NORMAL] = shape.normal ? 1 : 0;
  readLight(layer.path, plan, (i, v) => { u32[i] = v; }, (i, v) => { f32[i] = v; }, C.WEB_MDESC_LIGHT); // checked by layer_desc.js
  return { words: u32, corners: shape.corners };
}

/**
 * One instance's particles of one mesh layer: a part of the core. `host` gives the Plume, the kind name, the
 * instance's seed, placement (16 numbers, column-major) and loop, and `parts` (plume.js's calls into the core).
 */
export class MeshLayerPlayback {
  #layer; #host; #part = 0;

  constructor(layer, host) {
    this.#layer = layer;
    this.#host = host;
    this.#part = this.#make();
  }

  #make(kind = this.#host.kind) {
    const layer = this.#layer, host = this.#host;
    try {
      // once per layer: the words every play hands over, and a mesh shape's table in the core, lent to the plays
      // (runtime.js drops it when the effect goes)
      layer.meshDesc ??= meshDesc(layer);
      if (layer.meshDesc.corners && !layer.meshShape) layer.meshShape = host.parts.shape(layer.meshDesc.corners);
      return host.parts.create(layer.meshDesc.words, layer.position, host.seed, layer.index, host.loop, kind, layer.meshShape ?? 0);
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      // the core's refusal of a kind without room, told in the layer's terms: where its capacity is set
      const raise = layer.mesh.kind !== undefined ? ', or raise the capacity in defineParticle'
        : layer.source.capacity !== undefined ? ", or raise the layer's capacity" : '';
      error.message = `${layer.path}: ${error.message.replace(', or raise the kind\'s capacity', raise)}`;
      throw error;
    }
  }

  /** Particles spawned ahead of their birth (a cycle is spawned at once): the pool counts them, stats must not. */
  unborn = 0;

  #gone() { return this.#part === 0 || this.#host.plume.destroyed; }

  #counted(t) {
    const parts = this.#host.parts;
    this.unborn = parts.count(this.#part) - parts.particles(this.#part, t);
  }

  /** Spawns the particles of every cycle begun by instance time `t` (ms), then moves the moving ones. */
  advance(t) {
    if (this.#gone()) return;
    this.#host.parts.advance(this.#part, this.#host.placement, t);
    this.#counted(t);
  }

  /** True once no particle is alive and none will be born (never while looping). */
  ended() { return this.#gone() || this.#host.parts.ended(this.#part); }

  /** Removes every particle (kill, seek); births start again from the first cycle. */
  clear() {
    if (!this.#gone()) this.#host.parts.clear(this.#part);
    this.unborn = 0;
  }

  /** After a seek: births resume (clear() does it in the core). */
  restart() {}

  /** Stops births: particles not born yet never are; live ones finish their life. */
  stop(t) {
    if (this.#gone()) return;
    this.#host.parts.stop(this.#part, this.#host.placement, t);
    this.#counted(t);
  }

  /** Moves live particles with the instance (they follow it, as the book's engine glow does). */
  replace(t) {
    if (!this.#gone()) this.#host.parts.replace(this.#part, this.#host.placement, t);
  }

  /** Box of the shown particles (their centres ± the mesh's reach at its largest scale). */
  grow(box, meshRadius, t) {
    if (!this.#gone()) this.#host.parts.grow(this.#part, this.#host.placement, t, box);
  }

  /** A part for the same play in another kind (a renderOrder copy), made before anything changes: commit() or
   *  abandon() it. Throws (nothing changed) when the core refuses it. */
  prepare(kind) { return { part: this.#make(kind), kind }; }

  /** Draws in the prepared part from now: the old one's particles go with it (advance() shows the play there). */
  commit({ part, kind }) {
    if (!this.#gone()) {
      this.#host.parts.clear(this.#part);
      this.#host.parts.free(this.#part);
    }
    this.#part = part;
    this.#host.kind = kind;
    this.unborn = 0;
  }

  abandon({ part }) {
    if (!this.#host.plume.destroyed) this.#host.parts.free(part);
  }

  /** Gives the part back to the core (the play ended). */
  free() {
    if (!this.#gone()) this.#host.parts.free(this.#part);
    this.#part = 0;
  }
}
