// emitter_desc.js — reads a GPU emitter's desc (plain JSON-like data) into the plume_emitter_desc
// words C takes (include/plume/emitter.h; word indices generated into plume_constants.js). Every field is read
// once and checked here, so a mistake names the field and its value; C checks the same ranges again.
import * as C from './plume_constants.js';
import { EmissionMeshError, emissionMesh } from './emission_mesh.js';

export const EMITTER_FIELDS = ['texture', 'rate', 'life', 'loop', 'duration', 'burst', 'delay', 'shape', 'direction',
  'speed', 'gravity', 'drag', 'size', 'color', 'rotation', 'spin', 'atlas', 'blend', 'billboard', 'stretch', 'noise',
  'timeScale', 'seed', 'capacity', 'depthTest', 'soft', 'renderOrder', 'sort', 'hueShift', 'lighting', 'erosion', 'volume',
  'speedOverLife', 'rotationOverLife', 'collide', 'light', 'distortion', 'decal'];
const SHAPES = new Map([['point', C.SHAPE_POINT], ['sphere', C.SHAPE_SPHERE], ['box', C.SHAPE_BOX],
  ['cone', C.SHAPE_CONE], ['ring', C.SHAPE_RING], ['mesh', C.SHAPE_MESH]]);
const SHAPE_FIELDS = ['type', 'radius', 'size', 'angle', 'surface', 'mesh', 'normal'];
// an emitter's `billboard` names the render styles it draws (plume.h's plume_render_style, shared with CPU systems)
const BILLBOARDS = new Map([['camera', C.RENDER_BILLBOARD], ['velocity', C.RENDER_VELOCITY],
  ['plane', C.RENDER_PLANE], ['decal', C.RENDER_DECAL]]);
const ATLAS_FIELDS = ['cols', 'rows', 'fps', 'frames', 'randomStart'];
const NOISE_FIELDS = ['strength', 'scale', 'speed'];
const DECAL_FIELDS = ['normal'];
const FLOAT32_MAX = 3.4028234663852886e38;

/** A desc mistake (plume.js turns it into a PlumeError); system_desc.js shares these readers. */
export class EmitterDescError extends Error {}

export function fail(where, message) { throw new EmitterDescError(`${where}: ${message}`); }

export function show(value) {
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 37)}...` : value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function number(where, what, value, { min = 0, max = FLOAT32_MAX, positive = false, unit = '' } = {}) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (positive && value <= 0) || value > max) {
    // too large for a positive number: say the bound (it was finite and positive); no bound: say only the least
    if (positive && Number.isFinite(value) && value > max) fail(where, `${what} must be at most ${max}${unit}, got ${show(value)}`);
    const range = positive ? `a positive finite number${unit}`
      : max >= FLOAT32_MAX ? `a finite number${unit} >= ${min}` : `a finite number${unit} from ${min} to ${max}`;
    fail(where, `${what} must be ${range}, got ${show(value)}`);
  }
  return value;
}

export function integer(where, what, value, min, max) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(where, `${what} must be an integer from ${min} to ${max}, got ${show(value)}`);
  }
  return value;
}

export function boolean(where, what, value) {
  if (typeof value !== 'boolean') fail(where, `${what} must be true or false, got ${show(value)}`);
  return value;
}

export function plainObject(where, what, value, known) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail(where, `${what} must be an object such as { ${known[0]} }, got ${show(value)}`);
  }
  const copy = {};
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail(where, `unknown ${what} field ${show(key)} (known: ${known.join(', ')})`);
    copy[key] = value[key];
  }
  return copy;
}

export function vector(where, what, value, length, min = -FLOAT32_MAX) {
  if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView))) {
    fail(where, `${what} must be an array of ${length} numbers, got ${show(value)}`);
  }
  if (value.length !== length) fail(where, `${what} must have ${length} numbers, got ${value.length}`);
  const out = Array.from({ length }, (_, i) => value[i]);
  out.forEach((v, i) => number(where, `${what}[${i}]`, v, { min }));
  return out;
}

/** A number, or [min, max] with min <= max. */
export function range(where, what, value, min, unit) {
  const pair = typeof value === 'number' ? [value, value] : vector(where, what, value, 2, min);
  number(where, what, pair[0], { min, unit });
  if (pair[1] < pair[0]) fail(where, `${what} must be [min, max] with min <= max, got [${pair[0]}, ${pair[1]}]`);
  return pair;
}

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa' or [r, g, b, a?] with channels 0..1 (`hdr`: r, g, b up to 64). */
export function color(where, what, value, { hdr = false } = {}) {
  if (typeof value === 'string') {
    const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
    if (!hex) fail(where, `${what} must be '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa', got ${show(value)}`);
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g);
    const rgba = digits.map((d) => parseInt(d, 16) / 255);
    if (rgba.length === 3) rgba.push(1);
    return rgba;
  }
  if (Array.isArray(value) && (value.length === 3 || value.length === 4)) {
    const rgba = vector(where, what, value, value.length, 0);
    rgba.forEach((c, i) => {
      if (hdr && i < 3 && c > C.MAX_COLOR_INTENSITY) fail(where, `${what}[${i}] must be a channel from 0 to ${C.MAX_COLOR_INTENSITY} (above 1: HDR), got ${c}`);
      if ((!hdr || i === 3) && c > 1) fail(where, `${what}[${i}] must be ${i === 3 ? 'an alpha' : 'a channel'} from 0 to 1, got ${c}`);
    });
    if (rgba.length === 3) rgba.push(1);
    return rgba;
  }
  return fail(where, `${what} must be a colour such as '#ff8800ff' or [1, 0.5, 0, 1], got ${show(value)}`);
}

export const isColorArray = (value) => Array.isArray(value) && (value.length === 3 || value.length === 4) &&
  value.every((v) => typeof v === 'number');

const EASES = new Map([['linear', C.EASE_LINEAR], ['smooth', C.EASE_SMOOTH]]);
export const LOOK_FIELDS = ['hueShift', 'lighting', 'erosion', 'volume'];
const LIGHTING_FIELDS = ['direction', 'strength'];

/**
 * Keys over life, as every sim takes them: a value, evenly spaced values ([1, 4, 0]), keys with times
 * ([[0, 1], [0.1, 4], [1, 0]]: t in 0..1 of life) or { keys, ease: 'linear' | 'smooth' }. `isValue(v)`
 * tells a single value from a list; `read(what, v)` checks one. Returns { values, times | null, ease }.
 */
export function readKeys(where, what, value, isValue, read, max) {
  let ease = 'linear';
  let keys = value;
  if (keys !== null && typeof keys === 'object' && !Array.isArray(keys) && !isValue(keys)) {
    const curve = plainObject(where, what, keys, ['keys', 'ease']);
    if (curve.ease !== undefined && !EASES.has(curve.ease)) {
      fail(where, `${what}.ease must be one of ${[...EASES.keys()].map((e) => `'${e}'`).join(', ')}, got ${show(curve.ease)}`);
    }
    ease = curve.ease ?? 'linear';
    keys = curve.keys;
    what = `${what}.keys`;
  }
  if (isValue(keys)) keys = [keys];
  if (!Array.isArray(keys) || keys.length < 1 || keys.length > max) {
    fail(where, `${what} must be a value, a list of 1 to ${max} values over life or of [t, value] keys (t from 0 to 1), got ${show(keys)}`);
  }
  // a hole ([4, , 4]) is not a key: map() and forEach() would skip it and C would read a 0
  for (let i = 0; i < keys.length; i++) {
    if (!(i in keys)) fail(where, `${what}[${i}] is missing (a hole in the array); give every key a value`);
  }
  const timed = keys.some((k) => Array.isArray(k) && k.length === 2 && !isValue(k));
  if (!timed) return { values: keys.map((k, i) => read(keys.length > 1 ? `${what}[${i}]` : what, k)), times: null, ease };
  let last = 0;
  const times = [];
  const values = keys.map((k, i) => {
    if (!Array.isArray(k) || k.length !== 2) fail(where, `${what}[${i}] must be a [t, value] key like the others, got ${show(k)}`);
    const t = number(where, `${what}[${i}][0]`, k[0], { max: 1, unit: ' (a time in 0..1 of life)' });
    if (t < last) fail(where, `${what}[${i}][0]: key times must not go back (${t} after ${last})`);
    last = t;
    times.push(t);
    return read(`${what}[${i}][1]`, k[1]);
  });
  // all at t = 0: the last key from birth on (C reads times that end at 0 as evenly spaced)
  if (last === 0) return { values: values.slice(-1), times: null, ease };
  return { values, times, ease };
}

/** readKeys' result as desc words: `width` floats a value at valuesAt, the count, the times (if any), the ease. */
export function writeKeys(u32, f32, keys, { valuesAt, countAt, timesAt, easeAt }, width = 1) {
  keys.values.forEach((v, k) => (width === 1 ? [v] : v).forEach((x, i) => f32(valuesAt + k * width + i, x)));
  u32(countAt, keys.values.length);
  keys.times?.forEach((t, k) => f32(timesAt + k, t));
  u32(easeAt, EASES.get(keys.ease));
}

/** size, color (with times and ease) and the look (hueShift, lighting, erosion) at the word indices of `at`. */
export function readKeysAndLook(where, d, u32, f32, at, max) {
  if (d.size !== undefined) {
    const keys = readKeys(where, 'size', d.size, (v) => typeof v === 'number', (what, v) => number(where, what, v), max);
    writeKeys(u32, f32, keys, { valuesAt: at.size, countAt: at.sizeCount, timesAt: at.sizeTimes, easeAt: at.sizeEase });
  }
  if (d.color !== undefined) {
    const isValue = (v) => typeof v === 'string' || isColorArray(v);
    const keys = readKeys(where, 'color', d.color, isValue, (what, v) => color(where, what, v, { hdr: true }), max);
    writeKeys(u32, f32, keys, { valuesAt: at.color, countAt: at.colorCount, timesAt: at.colorTimes, easeAt: at.colorEase }, 4);
  }
  const look = readLook(where, d);
  look?.slice(0, 6).forEach((v, i) => f32(at.look + i, v));
  if (d.volume !== undefined) u32(at.look + 6, boolean(where, 'volume', d.volume) ? 1 : 0);
}

/** atlas: { cols, rows, fps, frames, randomStart } at the word indices of `at` (emitters and kinds). */
function readAtlas(where, d, u32, f32, at) {
  if (d.atlas === undefined) return;
  const atlas = plainObject(where, 'atlas', d.atlas, ATLAS_FIELDS);
  const cols = atlas.cols === undefined ? 1 : integer(where, 'atlas.cols', atlas.cols, 1, 64);
  const rows = atlas.rows === undefined ? 1 : integer(where, 'atlas.rows', atlas.rows, 1, 64);
  u32(at.cols, cols);
  u32(at.rows, rows);
  if (atlas.fps !== undefined) f32(at.fps, number(where, 'atlas.fps', atlas.fps));
  if (atlas.frames !== undefined) {
    if (typeof atlas.frames !== 'number' || !Number.isInteger(atlas.frames) || atlas.frames < 1 || atlas.frames > cols * rows) {
      fail(where, `atlas.frames must be an integer from 1 to ${cols * rows} (a ${cols} x ${rows} atlas), got ${show(atlas.frames)}`);
    }
    u32(at.frames, atlas.frames);
  }
  if (atlas.randomStart !== undefined) u32(at.randomStart, boolean(where, 'atlas.randomStart', atlas.randomStart) ? 1 : 0);
}

/**
 * A kind's keys over life and atlas (defineParticle's size, color, atlas) as plume_kind_keys' words, or null when it
 * has none: the core checks the values as it checks an emitter's.
 */
export function readKindKeys(where, d) {
  if (d.size === undefined && d.color === undefined && d.atlas === undefined) return null;
  const words = new Uint8Array(C.WEB_KKEYS_WORDS * 4);
  const view = new DataView(words.buffer);
  const u32 = (index, value) => view.setUint32(index * 4, value, true);
  const f32 = (index, value) => view.setFloat32(index * 4, value, true);
  readKeysAndLook(where, { size: d.size, color: d.color }, u32, f32, {
    size: C.WEB_KKEYS_SIZE, sizeCount: C.WEB_KKEYS_SIZE_COUNT, sizeTimes: C.WEB_KKEYS_SIZE_TIMES, sizeEase: C.WEB_KKEYS_SIZE_EASE,
    color: C.WEB_KKEYS_COLOR, colorCount: C.WEB_KKEYS_COLOR_COUNT, colorTimes: C.WEB_KKEYS_COLOR_TIMES,
    colorEase: C.WEB_KKEYS_COLOR_EASE,
  }, C.MAX_KEYS);
  readAtlas(where, d, u32, f32, { cols: C.WEB_KKEYS_ATLAS_COLS, rows: C.WEB_KKEYS_ATLAS_ROWS, fps: C.WEB_KKEYS_ATLAS_FPS,
    frames: C.WEB_KKEYS_ATLAS_FRAMES, randomStart: C.WEB_KKEYS_ATLAS_RANDOM_START });
  return words;
}

/**
 * speedOverLife (the velocity's multiple when it moves a particle, >= 0, linear keys) and rotationOverLife (degrees
 * added to the turn) as two plume_keys at the word indices `speedAt` and `rotationAt`.
 */
export function readMotionKeys(where, d, u32, f32, speedAt, rotationAt, max) {
  const isNumber = (v) => typeof v === 'number';
  const at = (first) => ({ valuesAt: first + C.WEB_KEYS_VALUES, countAt: first + C.WEB_KEYS_COUNT,
    timesAt: first + C.WEB_KEYS_TIMES, easeAt: first + C.WEB_KEYS_EASE });
  if (d.speedOverLife !== undefined) {
    const keys = readKeys(where, 'speedOverLife', d.speedOverLife, isNumber,
      (what, v) => number(where, what, v, { max: 1e6, unit: ' (a multiple of the velocity)' }), max);
    // an ease other than 'linear': the core's check (its message reads the same)
    writeKeys(u32, f32, keys, at(speedAt));
  }
  if (d.rotationOverLife !== undefined) {
    const keys = readKeys(where, 'rotationOverLife', d.rotationOverLife, isNumber,
      (what, v) => number(where, what, v, { min: -1e6, max: 1e6, unit: ' of degrees' }), max);
    writeKeys(u32, f32, keys, at(rotationAt));
  }
}

const LIGHT_FIELDS = ['color', 'intensity', 'range', 'cycle'];

/**
 * light: { color, intensity, range, cycle } as plume_light's words from `at` (plume.h: a point light where the play is,
 * its intensity and range keys over the layer's time, as size keys go over a particle's life; cycle: ms of one pass of
 * the keys while the layer loops). The core checks the values again.
 */
export function readLight(where, d, u32, f32, at) {
  if (d.light === undefined) return;
  const light = plainObject(where, 'light', d.light, LIGHT_FIELDS);
  if (light.intensity === undefined) {
    fail(where, 'light.intensity is required: a number, or keys over the layer\'s time such as [[0, 0], [0.1, 8], [1, 0]]');
  }
  const rgb = light.color === undefined ? [1, 1, 1] : color(where, 'light.color', light.color, { hdr: true }).slice(0, 3);
  if (rgb.every((c) => Math.fround(c) === 0)) fail(where, 'light.color must not be black (such a light lights nothing): leave light out');
  rgb.forEach((c, i) => f32(at + C.WEB_LIGHT_COLOR + i, c));
  const isNumber = (v) => typeof v === 'number';
  const keysAt = (first) => ({ valuesAt: first + C.WEB_KEYS_VALUES, countAt: first + C.WEB_KEYS_COUNT,
    timesAt: first + C.WEB_KEYS_TIMES, easeAt: first + C.WEB_KEYS_EASE });
  writeKeys(u32, f32, readKeys(where, 'light.intensity', light.intensity, isNumber,
    (what, v) => number(where, what, v, { max: 1e6 }), C.MAX_KEYS), keysAt(at + C.WEB_LIGHT_INTENSITY));
  if (light.range !== undefined) {
    writeKeys(u32, f32, readKeys(where, 'light.range', light.range, isNumber,
      (what, v) => number(where, what, v, { positive: true, max: 1e6, unit: ' (world units)' }), C.MAX_KEYS), keysAt(at + C.WEB_LIGHT_RANGE));
  }
  if (light.cycle !== undefined) f32(at + C.WEB_LIGHT_CYCLE, number(where, 'light.cycle', light.cycle, { max: 3.6e6, unit: ' of milliseconds' }));
}

/** hueShift, lighting, erosion and volume as plume_look's seven words (null: none given). */
export function readLook(where, d) {
  if (LOOK_FIELDS.every((field) => d[field] === undefined)) return null;
  const look = [0, 0, 0, 0, 0, 0, 0];
  if (d.hueShift !== undefined) look[0] = number(where, 'hueShift', d.hueShift, { min: -1e6, max: 1e6, unit: ' of degrees per second' });
  if (d.lighting !== undefined) {
    const lighting = plainObject(where, 'lighting', d.lighting, LIGHTING_FIELDS);
    // the direction light travels: from above unless told otherwise
    const direction = lighting.direction === undefined ? [0, -1, 0] : vector(where, 'lighting.direction', lighting.direction, 3);
    if (direction.every((v) => Math.fround(v) === 0)) fail(where, 'lighting.direction must not be [0, 0, 0] (as 32-bit floats)');
    look.splice(1, 3, ...direction);
    look[4] = lighting.strength === undefined ? 0.6 : number(where, 'lighting.strength', lighting.strength, { max: 1 });
  }
  if (d.erosion !== undefined) look[5] = number(where, 'erosion', d.erosion, { max: 1 });
  return look;
}

// collide: [{ type, ... }] on every sim that collides; each type's own fields (C's a and b: point/normal, center,
// min/max). gpu emitters take one plane.
const COLLIDER_TYPES = new Map([['plane', C.COLLIDE_PLANE], ['sphere', C.COLLIDE_SPHERE], ['box', C.COLLIDE_BOX]]);
const COLLIDER_FIELDS = { plane: ['point', 'normal'], sphere: ['center', 'radius'], box: ['min', 'max'] };
const ONE_PLANE = "gpu emitters collide with one plane; 'cpu' layers collide with planes, spheres and boxes";

/**
 * Reads `collide` (an array of at most `max` colliders) into plain colliders { type (C's), a, b, radius, bounce,
 * friction, die, zeroBounce } as C's plume_collider holds them. Only shapes and types are read here (arrays of 3
 * numbers, numbers, booleans, the type's name; a plane is the ground, y = 0 facing up, unless given); C checks the
 * ranges (a zero normal, a radius <= 0, min > max, bounce and friction outside 0..1), naming collide[i].<field>.
 */
export function readColliders(where, value, max, planesOnly = false) {
  if (!Array.isArray(value)) {
    fail(where, `collide must be an array of colliders such as [{ type: 'plane', point: [0, 0, 0], normal: [0, 1, 0] }], got ${show(value)}`);
  }
  if (value.length > max) {
    fail(where, max === 1 ? `collide has ${value.length} colliders: ${ONE_PLANE}` : `collide has ${value.length} colliders, more than the maximum ${max}`);
  }
  return Array.from(value, (item, k) => {
    const what = `collide[${k}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      fail(where, `${what} must be an object such as { type: 'plane', point: [0, 0, 0], normal: [0, 1, 0] }, got ${show(item)}`);
    }
    const type = item.type; // read once: the copy below must be of this type
    if (typeof type !== 'string' || !COLLIDER_TYPES.has(type)) {
      fail(where, `${what}.type must be one of ${[...COLLIDER_TYPES.keys()].join(', ')}, got ${show(type)}`);
    }
    if (planesOnly && type !== 'plane') fail(where, `${what}.type is '${type}', but ${ONE_PLANE}`);
    const c = plainObject(where, `${what} (a ${type})`, item, ['type', 'bounce', 'friction', 'die', ...COLLIDER_FIELDS[type]]);
    if (c.type !== type) fail(where, `${what}.type changed while it was read (${show(type)}, then ${show(c.type)})`);
    const real = (field, fallback) => {
      const v = c[field] ?? fallback;
      if (v === undefined) fail(where, `${what} (a ${c.type}) needs ${field}`);
      if (typeof v !== 'number' || !Number.isFinite(v)) fail(where, `${what}.${field} must be a finite number, got ${show(v)}`);
      return v;
    };
    const vec3 = (field, fallback) => {
      if (c[field] === undefined && fallback === undefined) fail(where, `${what} (a ${c.type}) needs ${field}`);
      return vector(where, `${what}.${field}`, c[field] ?? fallback, 3);
    };
    const [a, b] = c.type === 'plane' ? [vec3('point', [0, 0, 0]), vec3('normal', [0, 1, 0])]
      : c.type === 'sphere' ? [vec3('center', [0, 0, 0]), [0, 0, 0]] : [vec3('min'), vec3('max')];
    return { type: COLLIDER_TYPES.get(c.type), name: c.type, a, b, radius: c.type === 'sphere' ? real('radius') : 0,
      bounce: real('bounce', 0), friction: real('friction', 0),
      die: c.die === undefined ? false : boolean(where, `${what}.die`, c.die), zeroBounce: c.bounce === 0 };
  });
}

// A gpu emitter's collide (one plane) into the desc's collide_* words; returns the explicit-zero bit of a bounce 0.
function readCollide(where, value, u32, f32) {
  const [plane] = readColliders(where, value, 1, true);
  if (!plane) return 0; // none: no collision
  u32(C.WEB_EDESC_COLLIDE, 1);
  plane.a.forEach((v, i) => f32(C.WEB_EDESC_COLLIDE_POINT + i, v));
  plane.b.forEach((v, i) => f32(C.WEB_EDESC_COLLIDE_NORMAL + i, v));
  f32(C.WEB_EDESC_COLLIDE_BOUNCE, plane.bounce);
  f32(C.WEB_EDESC_COLLIDE_FRICTION, plane.friction);
  u32(C.WEB_EDESC_COLLIDE_DIE, plane.die ? 1 : 0);
  return plane.zeroBounce ? C.EMITTER_ZERO_BOUNCE : 0; // 0 meant: no bounce (otherwise C's default, 0.5)
}

/**
 * Reads `desc` into a plume_emitter_desc (an ArrayBuffer of WEB_EDESC_WORDS words). `textureId`
 * maps the texture field to the core's id (it throws for a texture of another Plume).
 */
export function readEmitterDesc(where, desc, textureId, blendModes) {
  const d = plainObject(where, 'emitter', desc ?? {}, EMITTER_FIELDS);
  const buffer = new ArrayBuffer(C.WEB_EDESC_WORDS * 4);
  const view = new DataView(buffer);
  const u32 = (index, value) => view.setUint32(index * 4, value, true);
  const f32 = (index, value) => view.setFloat32(index * 4, value, true);
  let explicitZero = 0;

  if (d.texture !== undefined && d.texture !== null) u32(C.WEB_EDESC_TEXTURE, textureId(d.texture));
  if (d.rate !== undefined) {
    // rate 0: no flow, only the burst (exactly `burst` particles, per cycle when looping)
    f32(C.WEB_EDESC_RATE, number(where, 'rate', d.rate, { min: 0, max: 1e6, unit: ' (particles per second)' }));
    if (d.rate === 0) explicitZero |= C.EMITTER_ZERO_RATE;
  }
  if (d.life !== undefined) f32(C.WEB_EDESC_LIFE, number(where, 'life', d.life, { positive: true, max: 3.6e6, unit: ' of milliseconds' }));
  if (d.loop !== undefined) u32(C.WEB_EDESC_NO_LOOP, boolean(where, 'loop', d.loop) ? 0 : 1);
  if (d.duration !== undefined) f32(C.WEB_EDESC_DURATION, number(where, 'duration', d.duration, { positive: true, unit: ' of milliseconds' }));
  if (d.burst !== undefined) u32(C.WEB_EDESC_BURST, integer(where, 'burst', d.burst, 0, C.EMITTER_MAX_CAPACITY - 1));
  if (d.delay !== undefined) f32(C.WEB_EDESC_DELAY, number(where, 'delay', d.delay, { unit: ' of milliseconds' }));
  explicitZero |= readShapeAndSpeed(where, d, u32, f32, {
    shape: C.WEB_EDESC_SHAPE, radius: C.WEB_EDESC_RADIUS, box: C.WEB_EDESC_BOX, angle: C.WEB_EDESC_ANGLE,
    surface: C.WEB_EDESC_SURFACE, direction: C.WEB_EDESC_DIRECTION, speed: C.WEB_EDESC_SPEED,
  }, { angle: C.EMITTER_ZERO_ANGLE, speed: C.EMITTER_ZERO_SPEED });
  // shape 'mesh': the core refuses it (a stateless shader walks no triangle table)
  if (d.gravity !== undefined) vector(where, 'gravity', d.gravity, 3).forEach((v, i) => f32(C.WEB_EDESC_GRAVITY + i, v));
  if (d.drag !== undefined) f32(C.WEB_EDESC_DRAG, number(where, 'drag', d.drag));
  readKeysAndLook(where, d, u32, f32, {
    size: C.WEB_EDESC_SIZE, sizeCount: C.WEB_EDESC_SIZE_COUNT, sizeTimes: C.WEB_EDESC_SIZE_TIMES, sizeEase: C.WEB_EDESC_SIZE_EASE,
    color: C.WEB_EDESC_COLOR, colorCount: C.WEB_EDESC_COLOR_COUNT, colorTimes: C.WEB_EDESC_COLOR_TIMES,
    colorEase: C.WEB_EDESC_COLOR_EASE, look: C.WEB_EDESC_LOOK,
  }, C.EMITTER_MAX_KEYS);
  if (d.rotation !== undefined) range(where, 'rotation', d.rotation, -FLOAT32_MAX, ' of degrees').forEach((v, i) => f32(C.WEB_EDESC_ROTATION + i, v));
  if (d.spin !== undefined) range(where, 'spin', d.spin, -FLOAT32_MAX, ' of degrees per second').forEach((v, i) => f32(C.WEB_EDESC_SPIN + i, v));
  readMotionKeys(where, d, u32, f32, C.WEB_EDESC_SPEED_OVER_LIFE, C.WEB_EDESC_ROTATION_OVER_LIFE, C.EMITTER_MAX_KEYS);
  readAtlas(where, d, u32, f32, { cols: C.WEB_EDESC_ATLAS_COLS, rows: C.WEB_EDESC_ATLAS_ROWS, fps: C.WEB_EDESC_ATLAS_FPS,
    frames: C.WEB_EDESC_ATLAS_FRAMES, randomStart: C.WEB_EDESC_ATLAS_RANDOM_START });
  if (d.blend !== undefined) {
    if (typeof d.blend !== 'string' || !blendModes.has(d.blend)) {
      fail(where, `blend must be one of ${[...blendModes.keys()].join(', ')}, got ${show(d.blend)}`);
    }
    u32(C.WEB_EDESC_BLEND, blendModes.get(d.blend));
  }
  if (d.billboard !== undefined) {
    if (typeof d.billboard !== 'string' || !BILLBOARDS.has(d.billboard)) {
      fail(where, `billboard must be one of ${[...BILLBOARDS.keys()].join(', ')}, got ${show(d.billboard)}`);
    }
    u32(C.WEB_EDESC_RENDER, BILLBOARDS.get(d.billboard));
  }
  if (d.stretch !== undefined) f32(C.WEB_EDESC_STRETCH, number(where, 'stretch', d.stretch, { unit: ' (seconds of motion)' }));
  readNoise(where, d, f32, { strength: C.WEB_EDESC_NOISE_STRENGTH, scale: C.WEB_EDESC_NOISE_SCALE, speed: C.WEB_EDESC_NOISE_SPEED });
  readDecal(where, d, d.billboard === 'decal', f32, C.WEB_EDESC_DECAL_NORMAL, "billboard: 'decal'");
  if (d.timeScale !== undefined) {
    f32(C.WEB_EDESC_TIME_SCALE, number(where, 'timeScale', d.timeScale, { max: 1000 }));
    if (d.timeScale === 0) explicitZero |= C.EMITTER_ZERO_TIME_SCALE;
  }
  if (d.seed !== undefined) u32(C.WEB_EDESC_SEED, integer(where, 'seed', d.seed, 0, 0xffffffff));
  if (d.capacity !== undefined) u32(C.WEB_EDESC_CAPACITY, integer(where, 'capacity', d.capacity, 1, C.EMITTER_MAX_CAPACITY));
  if (d.collide !== undefined) explicitZero |= readCollide(where, d.collide, u32, f32);
  readLight(where, d, u32, f32, C.WEB_EDESC_LIGHT);
  readDistortion(where, d, f32, C.WEB_EDESC_DISTORTION);
  u32(C.WEB_EDESC_EXPLICIT_ZERO, explicitZero);
  readSceneFields(where, d, u32, f32, C.WEB_EDESC_DEPTH_TEST, C.WEB_EDESC_SOFT);
  // alpha blends: the plays of a group draw far to near unless sort is false
  if (d.sort !== undefined) u32(C.WEB_EDESC_NO_SORT, boolean(where, 'sort', d.sort) ? 0 : 1);
  return { words: new Uint8Array(buffer), fields: d };
}

/** distortion: pixels the particles offset the scene's colour behind them at full strength (plume.h's
 *  PLUME_MAX_DISTORTION), written at word `at`; the core checks the range again. */
export function readDistortion(where, d, f32, at) {
  if (d.distortion !== undefined) {
    f32(at, number(where, 'distortion', d.distortion, { max: C.MAX_DISTORTION, unit: ' (pixels of offset at full strength)' }));
  }
}

/** `noise: { strength, scale, speed }`, as emitters and CPU systems both take it (noise.h: the same field on both),
 *  written at the word indices of `at`. */
export function readNoise(where, d, f32, at) {
  if (d.noise === undefined) return;
  const noise = plainObject(where, 'noise', d.noise, NOISE_FIELDS);
  if (noise.strength !== undefined) f32(at.strength, number(where, 'noise.strength', noise.strength));
  f32(at.scale, noise.scale === undefined ? 1 : number(where, 'noise.scale', noise.scale));
  if (noise.speed !== undefined) {
    f32(at.speed, number(where, 'noise.speed', noise.speed, { max: C.NOISE_MAX_SPEED, unit: " (the field's phase per second)" }));
  }
}

/** A surface normal [x, y, z] (any length but 0), as `decal.normal` and play's `normal` take it; returns it. */
export function readNormal(where, what, value) {
  const normal = vector(where, what, value, 3);
  // as 32-bit floats: [1e-46, 0, 0] would reach C as [0, 0, 0] (its default, +Y) without a word
  if (normal.every((v) => Math.fround(v) === 0)) fail(where, `${what} must not be [0, 0, 0] (the surface's normal; a floor is [0, 1, 0])`);
  return normal;
}

/** `decal: { normal }` (for `isDecal` descs only: a billboard or render 'decal'), at word `at`. */
export function readDecal(where, d, isDecal, f32, at, needs) {
  if (d.decal === undefined) return;
  if (!isDecal) fail(where, `decal lays decals on a surface; it needs ${needs}`);
  const decal = plainObject(where, 'decal', d.decal, DECAL_FIELDS);
  if (decal.normal !== undefined) readNormal(where, 'decal.normal', decal.normal).forEach((v, i) => f32(at + i, v));
}

/** `depthTest`, `soft` and `renderOrder`, as emitters and CPU systems both take them, written at the word indices
 *  given (`renderOrder` at the word after `soft`'s). */
export function readSceneFields(where, d, u32, f32, depthTestAt, softAt) {
  if (d.renderOrder !== undefined) u32(softAt + 1, integer(where, 'renderOrder', d.renderOrder, -0x80000000, 0x7fffffff) >>> 0);
  // on unless turned off: particles are hidden by the scene in front of them (never write depth)
  u32(depthTestAt, d.depthTest === undefined || boolean(where, 'depthTest', d.depthTest) ? 1 : 0);
  if (d.soft !== undefined) f32(softAt, number(where, 'soft', d.soft, { unit: ' (world units of fade in front of the scene)' }));
}

// shape { type: 'mesh', mesh, normal }: the mesh read and checked (its table made once per shape object, kept for the
// sims that use it: emission_mesh.js); `mesh` and `normal` belong to that type only
function readMeshShape(where, given, shape) {
  if (shape.type !== 'mesh') {
    if (shape.mesh !== undefined || shape.normal !== undefined) {
      fail(where, `shape.mesh and shape.normal belong to shape.type 'mesh', got shape.type ${show(shape.type ?? 'point')}`);
    }
    return;
  }
  try {
    emissionMesh(given);
  } catch (error) {
    if (error instanceof EmissionMeshError) fail(where, `shape.mesh ${error.message}`);
    throw error;
  }
  if (shape.normal !== undefined) boolean(where, 'shape.normal', shape.normal);
}

/**
 * `shape`, `direction` and `speed`, as emitters and CPU systems both take them, written at the word
 * indices of `at`. Returns the explicit-zero bits (`zeroBits`) of a meant angle 0 and speed 0.
 */
export function readShapeAndSpeed(where, d, u32, f32, at, zeroBits) {
  let explicitZero = 0;
  if (d.shape !== undefined) {
    const shape = typeof d.shape === 'string' ? { type: d.shape } : plainObject(where, 'shape', d.shape, SHAPE_FIELDS);
    if (shape.type !== undefined) {
      if (typeof shape.type !== 'string' || !SHAPES.has(shape.type)) {
        fail(where, `shape.type must be one of ${[...SHAPES.keys()].join(', ')}, got ${show(shape.type)}`);
      }
      u32(at.shape, SHAPES.get(shape.type));
    }
    if (shape.radius !== undefined) f32(at.radius, number(where, 'shape.radius', shape.radius));
    if (shape.size !== undefined) {
      const size = typeof shape.size === 'number' ? [shape.size, shape.size, shape.size] : shape.size;
      vector(where, 'shape.size', size, 3, 0).forEach((v, i) => f32(at.box + i, v));
    }
    if (shape.angle !== undefined) {
      f32(at.angle, number(where, 'shape.angle', shape.angle, { max: 180, unit: ' of degrees' }));
      if (shape.angle === 0) explicitZero |= zeroBits.angle;
    }
    if (shape.surface !== undefined) u32(at.surface, boolean(where, 'shape.surface', shape.surface) ? 1 : 0);
    readMeshShape(where, d.shape, shape);
  }
  if (d.direction !== undefined) {
    const direction = vector(where, 'direction', d.direction, 3);
    // a 32-bit float flushes [1e-46, 0, 0] to zero: C would take +Y without a word
    if (direction.every((v) => Math.fround(v) === 0)) fail(where, 'direction must not be [0, 0, 0] (as 32-bit floats)');
    direction.forEach((v, i) => f32(at.direction + i, v));
  }
  if (d.speed !== undefined) {
    const speed = range(where, 'speed', d.speed, 0, ' (units per second)');
    speed.forEach((v, i) => f32(at.speed + i, v));
    if (speed[1] === 0) explicitZero |= zeroBits.speed;
  }
  return explicitZero;
}
