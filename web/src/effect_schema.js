// effect_schema.js — reads an effect file (versioned JSON, see docs/guide.md, "Effect files") into checked
// plain data. Every mistake names its path in the file: `emitters[2].rate: must be ...`. Nothing here
// touches a Plume: a file is checked whole before any texture is fetched or kind defined.
import * as C from './plume_constants.js';
import { EMITTER_FIELDS, EmitterDescError, readEmitterDesc } from './emitter_desc.js';
import { PlainDataError, copyPlain } from './plain_data.js';

export const EFFECT_VERSION = 1;
const TOP_FIELDS = ['plume', 'version', 'name', 'duration', 'seed', 'textures', 'kinds', 'spawns', 'emitters', 'systems'];
const TOP_FIELDS_2 = ['plume', 'version', 'name', 'duration', 'seed', 'textures', 'layers'];
const KIND_FIELDS = ['mesh', 'mesh2', 'texture', 'blend', 'fade', 'startColor', 'endColor', 'startSize', 'endSize', 'maxAge',
  'capacity', 'spin', 'pointDown', 'depthTest', 'billboard'];
const SPAWN_FIELDS = ['kind', 'at', 'position', 'count', 'every', 'spread', 'maxAge', 'startSize', 'endSize'];
const MAX_SPAWN_COUNT = 10000;
const MAX_MS = 1e7; // offsets and durations: under three hours
// a spawn becomes a 'mesh' layer: it starts within an hour (the layers' delay) and its count × every spans at most an
// hour (a mesh layer's cycle)
const MAX_SPAWN_SPAN_MS = 3600000;
const MAX_FILE_VALUES = 1000000; // values (numbers, strings, arrays...) a file given as an object may hold
const FLOAT32_MAX = 3.4028234663852886e38;

export class EffectError extends Error {}

const fail = (path, message) => { throw new EffectError(`${path}: ${message}`); };
const show = (value) => {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (value !== null && typeof value === 'object') return 'an object';
  return typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : `a ${typeof value}`;
};
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const has = (object, key) => Object.hasOwn(object, key) && object[key] !== undefined;

function fields(path, value, known, example) {
  if (!isObject(value)) fail(path, `must be an object such as ${example}, got ${show(value)}`);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail(path ? `${path}.${key}` : key, `unknown field (known: ${known.join(', ')})`);
  }
  return value;
}

function number(path, value, min, max, integer = false) {
  const ok = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max &&
    (!integer || Number.isInteger(value));
  if (!ok) fail(path, `must be ${integer ? 'an integer' : 'a finite number'} from ${min} to ${max}, got ${show(value)}`);
  return value;
}

function positive(path, value, max = FLOAT32_MAX) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) {
    fail(path, `must be a finite number > 0${max < FLOAT32_MAX ? ` and at most ${max}` : ''}, got ${show(value)}`);
  }
  return value;
}

function boolean(path, value) {
  if (typeof value !== 'boolean') fail(path, `must be true or false, got ${show(value)}`);
  return value;
}

const MAX_NAME = 200; // UTF-16 units, as String.length counts them

// Any Unicode text is a name ("fire 🔥"); what is refused is said exactly.
function name(path, value) {
  if (typeof value !== 'string') fail(path, `must be a string, got ${show(value)}`);
  if (value.length === 0) fail(path, 'must not be empty');
  if (value.length > MAX_NAME) fail(path, `is ${value.length} characters long; at most ${MAX_NAME}`);
  if (value.includes('\0')) fail(path, 'must not contain NUL (\\0)');
  if (/\p{Surrogate}/u.test(value)) fail(path, 'holds a lone surrogate (half of a UTF-16 pair): it is not valid Unicode text');
  return value;
}

function vec3(path, value) {
  if (!Array.isArray(value) || value.length !== 3) fail(path, `must be [x, y, z], got ${show(value)}`);
  value.forEach((v, i) => number(`${path}[${i}]`, v, -1e9, 1e9));
  return value;
}

function color(path, value) {
  if (typeof value === 'string') {
    if (!/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) {
      fail(path, `must be a colour '#rrggbb', '#rrggbbaa', '#rgb', '#rgba' or [r, g, b, a] (1 is full), got ${show(value)}`);
    }
    return value;
  }
  if (!Array.isArray(value) || (value.length !== 3 && value.length !== 4)) {
    fail(path, `must be a colour '#rrggbb(aa)' or [r, g, b, a] (1 is full), got ${show(value)}`);
  }
  value.forEach((v, i) => number(`${path}[${i}]`, v, 0, 1e6));
  return value;
}

function textureName(path, value, textures) {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !Object.hasOwn(textures, value)) {
    const known = Object.keys(textures);
    fail(path, `must name one of the file's textures (${known.length ? known.join(', ') : 'it has none'}), got ${show(value)}`);
  }
}

function readKind(path, kind, textures) {
  fields(path, kind, KIND_FIELDS, '{ "mesh": "v 0 0 0 ..." }');
  if (typeof kind.mesh !== 'string' || !/^\s*v\s/m.test(kind.mesh)) {
    fail(`${path}.mesh`, `must be OBJ text with 'v' lines (the mesh itself, not a path), got ${show(kind.mesh)}`);
  }
  if (has(kind, 'mesh2') && kind.mesh2 !== null && typeof kind.mesh2 !== 'string') {
    fail(`${path}.mesh2`, `must be OBJ text, got ${show(kind.mesh2)}`);
  }
  textureName(`${path}.texture`, kind.texture, textures);
  if (has(kind, 'texture') && kind.texture !== null && !/^\s*vt\s/m.test(kind.mesh)) {
    fail(`${path}.mesh`, "has no 'vt' lines (texture coordinates), but the kind has a texture");
  }
  if (has(kind, 'blend') && !C.BLEND_MODES.has(kind.blend)) {
    fail(`${path}.blend`, `must be one of ${[...C.BLEND_MODES.keys()].join(', ')}, got ${show(kind.blend)}`);
  }
  if (has(kind, 'fade') && !C.FADE_MODES.has(kind.fade)) {
    fail(`${path}.fade`, `must be one of ${[...C.FADE_MODES.keys()].join(', ')}, got ${show(kind.fade)}`);
  }
  for (const key of ['startColor', 'endColor']) if (has(kind, key)) color(`${path}.${key}`, kind[key]);
  for (const key of ['startSize', 'endSize']) if (has(kind, key)) positive(`${path}.${key}`, kind[key]);
  if (has(kind, 'maxAge')) positive(`${path}.maxAge`, kind.maxAge, MAX_MS);
  if (has(kind, 'capacity')) number(`${path}.capacity`, kind.capacity, 1, C.MAX_CAPACITY, true);
  for (const key of ['spin', 'pointDown', 'depthTest']) if (has(kind, key)) boolean(`${path}.${key}`, kind[key]);
}

function readSpawn(path, spawn, kinds) {
  fields(path, spawn, SPAWN_FIELDS, '{ "kind": "explosion", "at": 0 }');
  if (typeof spawn.kind !== 'string' || !Object.hasOwn(kinds, spawn.kind)) {
    const known = Object.keys(kinds);
    fail(`${path}.kind`, `must name one of the file's kinds (${known.length ? known.join(', ') : 'it has none'}), got ${show(spawn.kind)}`);
  }
  if (has(spawn, 'at')) number(`${path}.at`, spawn.at, 0, MAX_SPAWN_SPAN_MS);
  if (has(spawn, 'position')) vec3(`${path}.position`, spawn.position);
  if (has(spawn, 'count')) number(`${path}.count`, spawn.count, 1, MAX_SPAWN_COUNT, true);
  if (has(spawn, 'every')) number(`${path}.every`, spawn.every, 0, MAX_MS);
  const span = (spawn.count ?? 1) * (spawn.every ?? 0);
  if (span > MAX_SPAWN_SPAN_MS) {
    fail(`${path}.every`, `count × every is ${span} ms; a spawn's instances are made within ${MAX_SPAWN_SPAN_MS} ms (an hour)`);
  }
  if (has(spawn, 'spread')) number(`${path}.spread`, spawn.spread, 0, 1e6);
  for (const key of ['startSize', 'endSize']) if (has(spawn, key)) positive(`${path}.${key}`, spawn[key]);
  if (has(spawn, 'maxAge')) positive(`${path}.maxAge`, spawn.maxAge, MAX_MS);
}

// emitter_desc.js says `where: rate must be ...`; the file's path reads `emitters[2].rate: must be ...`.
function readEmitter(path, emitter, textures) {
  fields(path, emitter, ['name', 'position', ...EMITTER_FIELDS], '{ "rate": 20, "life": 1500 }');
  if (has(emitter, 'name')) name(`${path}.name`, emitter.name);
  if (has(emitter, 'position')) vec3(`${path}.position`, emitter.position);
  textureName(`${path}.texture`, emitter.texture, textures);
  const { name: _name, position: _position, ...desc } = emitter;
  try {
    readEmitterDesc(path, desc, () => 1, C.BLEND_MODES);
  } catch (error) {
    if (!(error instanceof EmitterDescError)) throw error;
    const field = /^(\S+): ([a-zA-Z][\w.]*(?:\[\d+\])?) (must .*)$/.exec(error.message);
    throw new EffectError(field ? `${field[1]}.${field[2]}: ${field[3]}` : error.message);
  }
}

function readSystem(path, system, textures) {
  if (!isObject(system)) fail(path, `must be an object (an addSystem desc), got ${show(system)}`);
  if (has(system, 'name')) name(`${path}.name`, system.name);
  textureName(`${path}.texture`, system.texture, textures);
  if (system.manual) fail(`${path}.manual`, 'a manual system is moved by the game, so a file cannot play or seek it; leave manual out');
}

function list(path, value, read) {
  if (value === undefined) return;
  if (!Array.isArray(value)) fail(path, `must be an array, got ${show(value)}`);
  value.forEach((item, i) => read(`${path}[${i}]`, item));
}

/** A file's `textures`: name -> URL. */
function readTextures(value) {
  const textures = value ?? {};
  if (!isObject(textures)) fail('textures', `must be an object such as { "glow": "glow.png" }, got ${show(textures)}`);
  for (const [key, url] of Object.entries(textures)) {
    if (typeof url !== 'string' || url.length === 0) {
      fail(`textures.${key}`, `must be a URL (relative to the file) or a data: URL of a PNG or JPEG, got ${show(url)}`);
    }
  }
  return textures;
}

/**
 * Checks a parsed effect file (version 1 whole; version 2 down to its textures); throws an EffectError naming the path of the first mistake. Returns a
 * deep copy (the caller's object can change afterwards without changing the effect).
 */
export function readEffectFile(file) {
  if (!isObject(file) || file.plume !== 'effect') {
    fail('plume', `must be "effect": this is not a Plume effect file (${isObject(file) ? `plume is ${show(file.plume)}` : `got ${show(file)}`})`);
  }
  if (file.version !== EFFECT_VERSION && file.version !== 2) {
    fail('version', `this Plume reads effect files of versions 1 and 2, got ${show(file.version)}` +
      (typeof file.version === 'number' && file.version > 2 ? ' (a newer Plume wrote it: update Plume)' : ''));
  }
  const version2 = file.version === 2;
  fields('', file, version2 ? TOP_FIELDS_2 : TOP_FIELDS, `{ "plume": "effect", "version": ${file.version} }`);
  let copy;
  try {
    copy = copyPlain(file, '', MAX_FILE_VALUES);
  } catch (error) {
    if (error instanceof PlainDataError) fail(error.path || '(file)', error.message);
    fail('(file)', `could not be read (${error?.message ?? error})`); // a getter or proxy trap that threw
  }
  // version 2 is plume.createEffect's desc: its layers are checked there, by the runtime
  if (version2) {
    readTextures(copy.textures);
    // a timeline length for players and the editor (effect.duration); instances still end by themselves
    if (has(copy, 'duration')) positive('duration', copy.duration, MAX_MS);
    return copy;
  }
  if (has(copy, 'name')) name('name', copy.name);
  if (has(copy, 'duration')) positive('duration', copy.duration, MAX_MS);
  if (has(copy, 'seed')) number('seed', copy.seed, 0, 0xffffffff, true);
  const textures = readTextures(copy.textures);
  const kinds = copy.kinds ?? {};
  if (!isObject(kinds)) fail('kinds', `must be an object such as { "explosion": { "mesh": "..." } }, got ${show(kinds)}`);
  if (Object.keys(kinds).length > C.MAX_KINDS) fail('kinds', `holds ${Object.keys(kinds).length} kinds; a Plume has at most ${C.MAX_KINDS}`);
  for (const [key, kind] of Object.entries(kinds)) readKind(`kinds.${key}`, kind, textures);
  list('spawns', copy.spawns, (path, spawn) => readSpawn(path, spawn, kinds));
  list('emitters', copy.emitters, (path, emitter) => readEmitter(path, emitter, textures));
  list('systems', copy.systems, (path, system) => readSystem(path, system, textures));
  return copy;
}

/** When the last instance of a spawns[] entry is made, in ms from the start of the effect (no list of them all:
 *  a file may ask for millions, refused later by the play's bound). */
function lastSpawnTime(spawn) {
  return (spawn.at ?? 0) + ((spawn.count ?? 1) - 1) * (spawn.every ?? 0);
}

/** The effect's length in ms: `duration` when given, else when its last spawn and non-looping emitter end. */
export function effectDuration(file) {
  if (file.duration !== undefined) return file.duration;
  let end = 0;
  for (const spawn of file.spawns ?? []) {
    const kind = file.kinds[spawn.kind];
    end = Math.max(end, lastSpawnTime(spawn) + (spawn.maxAge ?? kind.maxAge ?? 1000));
  }
  for (const emitter of file.emitters ?? []) {
    const life = emitter.life ?? 1500;
    end = Math.max(end, (emitter.delay ?? 0) + (emitter.loop === false ? (emitter.duration ?? 1000) + life : 2 * life));
  }
  if ((file.systems ?? []).length) end = Math.max(end, 2000);
  return end || 1000;
}
