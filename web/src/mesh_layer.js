// mesh_layer.js — the 'mesh' sim of an effect layer: the book's two-keyframe mesh particles (kinds),
// born on the layer's schedule (a burst at the start of each cycle, then `rate` a second for `duration`)
// at a point of its shape, each a kind instance spawned with its age, so any time can be shown exactly.
// Particles given a speed or gravity move on the emitters' equation (src/core/emitter_reference.c); only
// those are touched each step.

import { EmissionMeshError, emissionMesh, sampleMesh } from './emission_mesh.js';

const DEG = Math.PI / 180;
const SCRATCH = new Float32Array(16); // a particle's transform, handed to the core and not kept
const SHAPES = ['point', 'sphere', 'box', 'cone', 'ring', 'mesh'];

/** A layer's `shape` (a name, { type, radius, size, angle, surface } or { type: 'mesh', mesh, angle, normal }) with
 *  the emitters' defaults. A mesh's triangle table is made once per shape object (emission_mesh.js). */
export function readShape(path, shape, direction) {
  const s = typeof shape === 'string' ? { type: shape } : shape;
  if (s === null || typeof s !== 'object' || !SHAPES.includes(s.type ?? 'point')) {
    throw new Error(`${path}.shape: must be one of ${SHAPES.join(', ')} or { type, radius, size, angle, surface } ` +
      "({ type: 'mesh', mesh, angle, normal } for a mesh)");
  }
  const type = s.type ?? 'point';
  let mesh = null;
  if (type === 'mesh') {
    try {
      mesh = emissionMesh(s).table;
    } catch (error) {
      if (error instanceof EmissionMeshError) throw new Error(`${path}.shape: mesh ${error.message}`);
      throw error;
    }
    if (s.normal !== undefined && typeof s.normal !== 'boolean') {
      throw new Error(`${path}.shape: normal must be true (leave along the triangle's normal) or false, got ${typeof s.normal}`);
    }
  }
  const size = typeof s.size === 'number' ? [s.size, s.size, s.size] : s.size ?? [1, 1, 1];
  const length = Math.hypot(...direction) || 1;
  return {
    type, radius: s.radius ?? 1, half: size.map((v) => v / 2), surface: s.surface === true, mesh, normal: s.normal === true,
    cosAngle: Math.cos((s.angle ?? (type === 'sphere' ? 180 : 25)) * DEG), direction: direction.map((v) => v / length),
  };
}

function basis(d) {
  let a = [0, 1, 0];
  if (Math.abs(d[1]) > 0.999) a = [1, 0, 0];
  const u = [a[1] * d[2] - a[2] * d[1], a[2] * d[0] - a[0] * d[2], a[0] * d[1] - a[1] * d[0]];
  const l = Math.hypot(...u);
  for (let i = 0; i < 3; i++) u[i] /= l;
  const w = [d[1] * u[2] - d[2] * u[1], d[2] * u[0] - d[0] * u[2], d[0] * u[1] - d[1] * u[0]];
  return [u, w];
}

/** Start offset and unit direction from five random numbers: src/core/shape.c's plume_shape_sample. A mesh: a point
 *  of its surface (rnd[0] the triangle by area, rnd[1], rnd[2] the point), leaving within the angle of `direction`,
 *  or of the triangle's normal with `normal: true`. */
export function sampleShape(shape, rnd) {
  let d = shape.direction;
  let offset = [0, 0, 0];
  if (shape.type === 'mesh') {
    const { point, normal } = sampleMesh(shape.mesh, rnd[0], rnd[1], rnd[2]);
    offset = point;
    if (shape.normal) d = normal;
  }
  const [bu, bw] = basis(d);
  if (shape.type === 'sphere') {
    const z = 2 * rnd[0] - 1, phi = 2 * Math.PI * rnd[1], s = Math.sqrt(Math.max(0, 1 - z * z));
    const r = shape.surface ? shape.radius : shape.radius * Math.cbrt(rnd[2]);
    offset = [r * s * Math.cos(phi), r * s * Math.sin(phi), r * z];
  } else if (shape.type === 'box') {
    let axis = 0, most = -1;
    offset = [0, 1, 2].map((i) => {
      const t = 2 * rnd[i] - 1;
      if (Math.abs(t) > most) { most = Math.abs(t); axis = i; }
      return t * shape.half[i];
    });
    if (shape.surface) offset[axis] = offset[axis] < 0 ? -shape.half[axis] : shape.half[axis];
  } else if (shape.type === 'cone' || shape.type === 'ring') {
    const r = shape.type === 'ring' || shape.surface ? shape.radius : shape.radius * Math.sqrt(rnd[0]);
    const phi = 2 * Math.PI * rnd[1];
    offset = [0, 1, 2].map((i) => r * (Math.cos(phi) * bu[i] + Math.sin(phi) * bw[i]));
  }
  const cosA = 1 - rnd[3] * (1 - shape.cosAngle), sinA = Math.sqrt(Math.max(0, 1 - cosA * cosA)), phi = 2 * Math.PI * rnd[4];
  const dir = [0, 1, 2].map((i) => cosA * d[i] + sinA * (Math.cos(phi) * bu[i] + Math.sin(phi) * bw[i]));
  return { offset, dir };
}

/** p0 + v0 f + g h: motion under gravity with drag (src/core/emitter_reference.c's plume_emitter_motion). */
function motion(drag, ageS) {
  const kt = drag * ageS;
  if (kt < 1e-3) return [ageS * (1 - 0.5 * kt), 0.5 * ageS * ageS * (1 - kt / 3)];
  const f = (1 - Math.exp(-kt)) / drag;
  return [f, (ageS - f) / drag];
}

/** The birth times of one cycle, ms from the cycle's start: the burst, then the flow. */
function cycleBirths(layer) {
  const flow = layer.rate > 0 ? Math.max(0, Math.ceil(layer.rate * layer.duration / 1000 - 1e-9)) : 0;
  // on a microsecond grid: a rate of 1000 / every gives whole milliseconds back exactly, so a clock of
  // whole milliseconds (the editor's) shows the same ages forwards and after a seek
  const at = (b) => (b < layer.burst ? 0 : Math.round((b - layer.burst) * 1e9 / layer.rate) / 1e6);
  return { count: layer.burst + flow, at };
}

/**
 * One instance's particles of one mesh layer. `host` gives the Plume, the kind name, the instance's
 * seed and placement (a column-major array of 16).
 */
export class MeshLayerPlayback {
  #layer; #plan; #host; #births; #shape; #moves;
  #live = []; // { id, born, life, local: [x, y, z], velocity, turn }
  #cycle = 0; // cycles below this one are spawned
  #stopped = false;

  constructor(layer, host) {
    this.#layer = layer;
    this.#plan = layer.mesh;
    this.#host = host;
    this.#births = cycleBirths(layer);
    this.#shape = readShape(layer.path, this.#plan.shape, this.#plan.direction);
    this.#moves = this.#plan.speeds[1] > 0 || this.#plan.gravity.some((g) => g !== 0);
  }

  get particles() { return this.#live.length; }

  /** Particles spawned ahead of their birth (a cycle is spawned at once): the pool counts them, stats must not. */
  unborn = 0;

  /**
   * Spawns the particles of every cycle begun by instance time `t` (ms), a cycle at once: those not
   * born yet are scheduled (spawned with a negative age), so the pool holds them in birth order and a
   * seek shows exactly what playing showed. Then moves the moving ones.
   */
  advance(t, loop) {
    const layer = this.#layer;
    const period = layer.duration;
    let cycle = 0;
    if (loop && period > 0) cycle = Math.max(0, Math.floor((t - layer.delay) / period));
    if ((!loop && this.#cycle > 0) || this.#stopped) cycle = -1; // the one cycle is spawned, or stopped
    // far behind (a seek, or a long loop): start at the first cycle with a particle still alive
    const first = loop && period > 0 ? Math.max(this.#cycle, cycle - Math.ceil(this.#plan.lives[1] / period) - 1) : this.#cycle;
    for (let c = first; c <= cycle; c++) {
      const start = layer.delay + c * period;
      if (c > 0 && start > t) break;
      for (let b = 0; b < this.#births.count; b++) this.#spawn(c, b, start + this.#births.at(b), t);
      this.#cycle = c + 1;
    }
    this.#update(t);
  }

  /** True once no particle is alive and none will be born (never while looping). */
  ended(loop) {
    return !loop && this.#cycle > 0 && this.#live.length === 0;
  }

  /** Removes every particle (kill, seek). */
  clear() {
    const plume = this.#host.plume;
    if (!plume.destroyed) for (const p of this.#live) if (plume.isAlive(p.id)) plume.kill(p.id);
    this.#live = [];
    this.#cycle = 0;
    this.unborn = 0;
  }

  /** After a seek: births resume. */
  restart() { this.#stopped = false; }

  /** Stops births: particles not born yet never are; live ones finish their life. */
  stop(t) {
    const plume = this.#host.plume;
    this.#cycle = Math.max(this.#cycle, 1);
    this.#stopped = true;
    for (const p of this.#live) if (p.born > t && plume.isAlive(p.id)) plume.kill(p.id);
    this.#update(t);
  }

  /** Moves live particles with the instance (they follow it, as the book's engine glow does). */
  replace(t) {
    for (const p of this.#live) this.#place(p, t);
  }

  /** Box of the shown particles' centres, grown by their largest scale times the mesh's radius. */
  grow(box, meshRadius, t) {
    const plume = this.#host.plume;
    const scale = Math.max(...(this.#plan.sizes ?? this.#plan.boundsSizes ?? [1, 50])) * meshRadius;
    for (const p of this.#live) {
      if (p.born > t || !plume.isAlive(p.id)) continue; // not born yet: not shown
      for (let i = 0; i < 3; i++) {
        box.min[i] = Math.min(box.min[i], p.world[i] - scale);
        box.max[i] = Math.max(box.max[i], p.world[i] + scale);
      }
    }
  }

  #spawn(cycle, index, born, t) {
    const plan = this.#plan;
    // the core's numbers for this birth (rng.c's plume_birth_randoms): a C game's play of the same seed draws these
    const rnd = this.#host.randoms(this.#host.seed, this.#layer.index, cycle, index);
    const { offset, dir } = sampleShape(this.#shape, rnd);
    const speed = plan.speeds[0] + (plan.speeds[1] - plan.speeds[0]) * rnd[5];
    const turn = (plan.rotation[0] + (plan.rotation[1] - plan.rotation[0]) * rnd[6]) * DEG;
    const life = plan.lives[0] + (plan.lives[1] - plan.lives[0]) * rnd[7];
    const age = t - born;
    if (age >= life) return; // already dead: nothing to show
    const position = this.#layer.position;
    const p = { id: 0, born, life, local: [0, 1, 2].map((i) => position[i] + offset[i]), velocity: dir.map((v) => v * speed),
      turn, world: [0, 0, 0] };
    const sizes = plan.sizes;
    // a particle not born yet waits at its birth place: the GPU's float clock may show it a hair early
    const transform = this.#transform(p, Math.max(0, age));
    p.id = this.#host.plume.spawn(this.#host.kind, transform, life, sizes?.[0], sizes?.[sizes.length - 1], age);
    this.#live.push(p);
  }

  // every step: kept in place and placed through one scratch matrix handed straight to the core: nothing allocated
  #update(t) {
    const plume = this.#host.plume;
    const live = this.#live;
    let kept = 0;
    this.unborn = 0;
    for (let i = 0; i < live.length; i++) {
      const p = live[i];
      if (t - p.born >= p.life || !plume.isAlive(p.id)) continue;
      live[kept++] = p;
      if (p.born > t) this.unborn++;
      else if (this.#moves) this.#host.place(p.id, this.#transform(p, t - p.born));
    }
    live.length = kept;
  }

  #place(p, t) {
    const plume = this.#host.plume;
    if (plume.isAlive(p.id)) this.#host.place(p.id, this.#transform(p, Math.max(0, t - p.born)));
  }

  // placement × translate(local + v f) × rotateY(turn), then + g h in the world; into SCRATCH (valid until the next call)
  #transform(p, age) {
    const m = this.#host.placement;
    let f = 0, h = 0;
    if (this.#moves) [f, h] = motion(this.#plan.drag, age / 1000);
    const g = this.#plan.gravity;
    const l0 = p.local[0] + p.velocity[0] * f, l1 = p.local[1] + p.velocity[1] * f, l2 = p.local[2] + p.velocity[2] * f;
    const c = Math.cos(p.turn), s = Math.sin(p.turn);
    const out = SCRATCH;
    // columns of placement × rotateY: x' = c·m0 - s·m2, z' = s·m0 + c·m2
    for (let r = 0; r < 4; r++) {
      out[r] = c * m[r] - s * m[8 + r];
      out[4 + r] = m[4 + r];
      out[8 + r] = s * m[r] + c * m[8 + r];
      out[12 + r] = m[r] * l0 + m[4 + r] * l1 + m[8 + r] * l2 + m[12 + r];
    }
    for (let i = 0; i < 3; i++) {
      out[12 + i] += g[i] * h;
      p.world[i] = out[12 + i];
    }
    return out;
  }
}
