// emission_mesh.js — a layer's `shape: { type: 'mesh', mesh }`: the triangles of a mesh (OBJ text, or
// { positions, indices }), read and checked here and handed to the core, whose table (src/core/emission_mesh.c:
// cumulative areas, a triangle picked by area) every sim samples: plume.js hands them to a cpu layer's system and to
// each play of a mesh layer.

import * as C from './plume_constants.js'; // generated from the C headers at build time

// PLUME_MAX_EMISSION_TRIANGLES in src/core/emission_mesh.h: the C table refuses more, so JavaScript does first
export const MAX_EMISSION_TRIANGLES = C.MAX_EMISSION_TRIANGLES;

const describe = (value) => (value === null ? 'null' : Array.isArray(value) ? `an array of ${value.length}`
  : ArrayBuffer.isView(value) ? `a ${value.constructor.name} of ${value.length}` : typeof value === 'object' ? 'an object'
    : typeof value === 'string' ? 'a string' : `${typeof value} ${String(value)}`);

/** A mistake in a mesh; the message reads after the field's name ("must be ...", "has ..."). */
export class EmissionMeshError extends Error {}

const fail = (message) => { throw new EmissionMeshError(message); };

// OBJ text: v and f statements (f corners v, v/vt, v/vt/vn, v//vn; negative indices count back), polygons
// fan-triangulated as obj_parse.c does; everything else is skipped.
function objTriangles(text) {
  const vertices = [];
  const corners = [];
  const lines = text.split(/\r?\n|\r/);
  for (let l = 0; l < lines.length; l++) {
    const words = lines[l].replace(/#.*/, '').trim().split(/\s+/);
    if (words[0] === 'v') {
      const xyz = words.slice(1, 4).map(Number);
      if (xyz.length < 3 || !xyz.every(Number.isFinite)) fail(`has a bad vertex on line ${l + 1} (OBJ): ${lines[l].trim().slice(0, 60)}`);
      vertices.push(xyz);
    } else if (words[0] === 'f') {
      const face = words.slice(1).map((word) => {
        const n = Number(word.split('/')[0]);
        const index = n < 0 ? vertices.length + n : n - 1;
        if (!Number.isInteger(n) || n === 0 || index < 0 || index >= vertices.length) {
          fail(`has a bad face on line ${l + 1} (OBJ): corner ${word} names no vertex defined before it`);
        }
        return index;
      });
      if (face.length < 3) fail(`has a face of ${face.length} corners on line ${l + 1} (OBJ): a face has at least 3`);
      for (let k = 1; k + 1 < face.length; k++) corners.push(face[0], face[k], face[k + 1]);
      if (corners.length > 3 * MAX_EMISSION_TRIANGLES) break; // refused below
    }
  }
  return triangles(vertices.flat(), corners, 'OBJ text');
}

function triangles(positions, indices, what) {
  const vertexCount = Math.floor(positions.length / 3);
  const count = (indices ? indices.length : vertexCount) / 3;
  if (!Number.isInteger(count)) {
    fail(`has ${indices ? `${indices.length} indices` : `${vertexCount} vertices and no indices`}: a multiple of 3 is needed (three a triangle)`);
  }
  if (count === 0) fail(`has no triangles (${what})`);
  if (count > MAX_EMISSION_TRIANGLES) fail(`has ${count} triangles; a mesh to emit from has at most ${MAX_EMISSION_TRIANGLES}`);
  const out = new Float32Array(9 * count);
  for (let c = 0; c < 3 * count; c++) {
    const v = indices ? indices[c] : c;
    if (!Number.isInteger(v) || v < 0 || v >= vertexCount) {
      fail(`has index ${typeof v === "number" ? v : describe(v)} at indices[${c}]: indices are whole numbers from 0 to ${vertexCount - 1} (the vertices)`);
    }
    for (let i = 0; i < 3; i++) out[3 * c + i] = positions[3 * v + i];
  }
  return out;
}

/**
 * The triangle corners (a Float32Array of 9 numbers a triangle) of `mesh`: OBJ text, or { positions, indices }
 * (positions: xyz numbers, an array or Float32Array; indices: three a triangle, or absent: every three positions a
 * triangle). Throws an EmissionMeshError whose message follows the field's name.
 */
export function meshTriangles(mesh) {
  if (typeof mesh === 'string') return objTriangles(mesh);
  if (mesh === null || typeof mesh !== 'object' || Array.isArray(mesh)) {
    fail(`must be OBJ text or { positions, indices }, got ${describe(mesh)}`);
  }
  for (const key of Object.keys(mesh)) {
    if (key !== 'positions' && key !== 'indices') fail(`has an unknown field ${key} (known: positions, indices)`);
  }
  const { positions, indices } = mesh;
  const arrayLike = (v) => Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));
  if (!arrayLike(positions) || positions.length % 3 !== 0) {
    fail(`must have positions: x, y, z numbers (an array or Float32Array, a multiple of 3 long), got ${describe(positions)}`);
  }
  if (positions.length > 9 * MAX_EMISSION_TRIANGLES) {
    fail(`has ${positions.length / 3} vertices; a mesh to emit from has at most ${3 * MAX_EMISSION_TRIANGLES}`);
  }
  for (let i = 0; i < positions.length; i++) {
    if (typeof positions[i] !== 'number' || !Number.isFinite(positions[i])) {
      fail(`has positions[${i}] = ${describe(positions[i])}: positions are finite numbers`);
    }
  }
  if (indices !== undefined && !arrayLike(indices)) fail(`must have indices: an array of vertex indices (or none), got ${describe(indices)}`);
  return triangles(positions, indices, 'positions');
}

// shape object -> { corners }: an effect's layer keeps its shape object, so every play reuses its triangles
const cache = new WeakMap();

/**
 * The triangles of a `{ type: 'mesh', mesh }` shape, read and checked once per shape object (and mesh value).
 * Throws an EmissionMeshError (its message follows 'shape.mesh ').
 */
export function emissionMesh(shape) {
  const known = cache.get(shape);
  if (known && known.mesh === shape.mesh) return known;
  if (shape.mesh === undefined) fail("is missing: shape { type: 'mesh' } needs mesh (OBJ text or { positions, indices }); with three.js, " +
    "PlumeObject.play(effect, target, { emitFrom: mesh }) sets every layer's shape from a Mesh: leave shape out");
  const corners = meshTriangles(shape.mesh); // triangles with no area together: the core's table refuses them
  const made = { mesh: shape.mesh, corners };
  cache.set(shape, made);
  return made;
}
