// mesh_layer.js — a 'mesh' layer's desc as the core takes it: the book's two-keyframe mesh particles (kinds), born
// on the layer's schedule by the core (src/core/sim_mesh/effect_mesh.c: a burst at the start of each cycle, then `rate` a
// second for `duration`, at a point of its shape, each a kind instance spawned with its age, so any time can be shown
// exactly). This file reads the shape and writes the layer's words; the core's effect plays it (effect.c).

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
 *  null): kind and seed go per play; delay and loop are the layer's (plume_web_effect_layer's, every sim's). */
export function meshDesc(layer) {
  const plan = layer.mesh;
  const shape = readShape(layer.path, plan.shape);
  const u32 = new Uint32Array(C.WEB_MDESC_WORDS);
  const f32 = new Float32Array(u32.buffer);
  const put = (at, values) => values.forEach((v, i) => { f32[at + i] = v; });
  put(C.WEB_MDESC_RATE, [layer.rate]);
  u32[C.WEB_MDESC_BURST] = layer.burst;
  put(C.WEB_MDESC_DURATION, [layer.duration]);
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
