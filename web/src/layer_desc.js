// layer_desc.js — an effect desc: `{ name, seed, layers: [...] }`, the same in JavaScript
// (plume.createEffect) and in effect files of version 2. One vocabulary for every layer; `sim` chooses
// how its particles are computed:
//   'gpu'  stateless GPU emitters: every particle a function of settings, index and time (seed 001)
//   'cpu'  CPU systems simulated in the wasm module: wind at run time, sorting per particle (seeds 002-004)
//   'mesh' the book's two-keyframe mesh particles (seed 000), with keys over life and atlases as the others'
// A field a sim cannot honour is refused by name with the sim that can. This file checks the shape of
// the desc and turns each layer into what its sim takes (an emitter desc, a system desc, a mesh plan);
// the sims' own readers check the values when createEffect tries them once.
import * as C from './plume_constants.js';
import { EmitterDescError, color, isColorArray, number, range, readDecal, readKeys, readLight, readNoise, readShapeAndSpeed, show, vector }
  from './emitter_desc.js';
import { readShape } from './mesh_layer.js';
import { PlainDataError, copyPlain } from './plain_data.js';

export const SIMS = ['gpu', 'cpu', 'mesh'];
export const EFFECT_FIELDS = ['name', 'seed', 'layers', 'textures', 'renderOrder'];
const COMMON_FIELDS = ['name', 'sim', 'texture', 'blend', 'depthTest', 'soft', 'sort', 'rate', 'burst', 'duration', 'delay', 'loop',
  'life', 'shape', 'direction', 'speed', 'gravity', 'drag', 'size', 'color', 'rotation', 'spin', 'render', 'position',
  'seed', 'capacity', 'hueShift', 'lighting', 'erosion', 'atlas', 'volume', 'light'];
// field -> [the sims that honour it, what the others lack]
const SIM_FIELDS = {
  wind: [['cpu'], 'cannot change wind at run time'],
  sizeRandom: [['cpu'], 'has no sizeRandom'],
  colorRandom: [['cpu'], 'has no colorRandom'],
  space: [['cpu'], "has no local space (its particles are placed in the world)"],
  noise: [['gpu', 'cpu'], 'has no turbulence (noise)'],
  decal: [['gpu', 'cpu'], "draws no decals (render: 'decal')"],
  timeScale: [['gpu'], 'has no timeScale of its own (play(position, { timeScale }) scales a whole instance)'],
  stretch: [['gpu', 'cpu'], 'does not stretch its particles'],
  collide: [['gpu', 'cpu'], 'does not collide (its particles follow their two keyframes)'],
  mesh: [['mesh'], 'draws no meshes'],
  mesh2: [['mesh'], 'draws no meshes'],
  kind: [['mesh'], 'draws no mesh kinds'],
  fade: [['mesh'], 'fades by its color keys (the last key\'s alpha)'],
  trail: [['cpu'], "draws no trails (render: 'trail')"],
  parent: [['cpu'], 'has no sub-emitters (parent)'],
  on: [['cpu'], 'has no sub-emitters (on)'],
  interval: [['cpu'], 'has no sub-emitters (interval)'],
  speedOverLife: [['gpu', 'cpu'], 'has no speedOverLife (its motion is the two keyframes, scaled by speed)'],
  rotationOverLife: [['gpu', 'cpu'], 'has no rotationOverLife (spin turns it)'],
  pointDown: [['mesh'], 'draws no meshes'],
  billboard: [['mesh'], "is turned by render: 'billboard' (facing the camera), 'velocity' or 'plane', not billboard"],
  // a CPU system's own velocity model, kept for effect files of version 1
  velocity: [['cpu'], "starts its particles by shape, direction and speed"],
  velocityRandom: [['cpu'], "starts its particles by shape, direction and speed"],
  positionRandom: [['cpu'], 'starts its particles by shape'],
  period: [['cpu'], 'has no period (use rate)'],
  distortion: [['gpu', 'cpu'], 'does not distort (its meshes draw as they are)'],
};
const RENDER_BY_SIM = { gpu: ['billboard', 'velocity', 'plane', 'decal'], cpu: ['billboard', 'velocity', 'spark', 'trail', 'decal'],
  mesh: ['mesh'] };
const KIND_OWNS = ['mesh', 'mesh2', 'texture', 'blend', 'fade', 'color', 'depthTest', 'soft', 'sort', 'pointDown', 'billboard',
  'capacity', 'hueShift', 'lighting', 'erosion', 'atlas', 'volume'];
const ZERO_SEED = 0x9e3779b9; // a cpu layer's seed: 0
const MAX_LAYERS = 4096; // a bound against absurd input, far above any effect (the core's PLUME_EFFECT_LAYER_LIMIT, effect_internal.h)
const MAX_LAYER_VALUES = 100000; // values (numbers, strings, arrays...) a layer's data may hold: its copy is bounded
// a layer's delay and a mesh layer's cycle: the core checks them for every sim (C's PLUME_EFFECT_MAX_DELAY_MS,
// effect_mesh.c) in the same words, but from float32 copies: read here too, first, so that a message shows the
// number given (1e12 reaches the core as 999999995904, 1e39 as infinity) and comes before the kind's births check
const MAX_DELAY_MS = 3600000;
const MAX_MESH_DURATION_MS = 3600000; // from 1 ms: a step walks the cycles begun since the last one

/** The defaults every sim shares: a layer that leaves a field out gets the same value on any sim. */
export const LAYER_DEFAULTS = Object.freeze({ // the core's numbers (plume.h's PLUME_LAYER_DEFAULT_*): C layers take the same
  sim: 'gpu', rate: C.LAYER_DEFAULT_RATE, burst: 0, duration: C.LAYER_DEFAULT_DURATION, delay: 0, loop: false,
  life: C.LAYER_DEFAULT_LIFE, speed: [C.LAYER_DEFAULT_SPEED_MIN, C.LAYER_DEFAULT_SPEED_MAX],
  direction: [0, 1, 0], gravity: [0, 0, 0], drag: 0, size: [0.5, 1], color: ['#ffffffff', '#ffffff00'],
  rotation: [0, 0], spin: [0, 0], blend: 'additive', depthTest: true, position: [0, 0, 0],
});

export class LayerDescError extends Error {}
const fail = (path, message) => { throw new LayerDescError(`${path}: ${message}`); };
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads an effect desc (plain data, layers' `texture` a PlumeTexture or a name in `textures`) into
 * { name, seed, layers: [{ sim, index, name, emitter | system | mesh, ... }] }. `resolveTexture(path,
 * value)` turns a layer's texture into a PlumeTexture (and throws for anything else).
 */
export function readEffectDesc(desc, resolveTexture) {
  if (!isObject(desc)) fail('desc', `must be an object such as { layers: [{ sim: 'gpu', rate: 20 }] }, got ${show(desc)}`);
  const keys = Object.keys(desc);
  for (const key of keys) {
    if (!EFFECT_FIELDS.includes(key) && key !== 'plume' && key !== 'version') fail(key, `unknown field (known: ${EFFECT_FIELDS.join(', ')})`);
  }
  const name = desc.name ?? '';
  if (typeof name !== 'string' || name.length > 200) fail('name', `must be a string of up to 200 characters, got ${show(name)}`);
  const seed = desc.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) fail('seed', `must be an integer from 0 to 4294967295, got ${show(seed)}`);
  if (!Array.isArray(desc.layers)) {
    fail('layers', `must be an array of layers such as [{ sim: 'gpu', rate: 20 }], got ${show(desc.layers)}`);
  }
  if (desc.layers.length > MAX_LAYERS) fail('layers', `holds ${desc.layers.length} layers; an effect has at most ${MAX_LAYERS}`);
  for (let i = 0; i < desc.layers.length; i++) {
    if (!(i in desc.layers)) fail(`layers[${i}]`, 'is missing (a hole in the array): every element of layers is a layer');
  }
  const layers = desc.layers.map((layer, index) => readLayer(`layers[${index}]`, layer, index, resolveTexture));
  layers.forEach((layer, index) => linkParent(layers, layer, index));
  // what a play's mesh layers keep alive at once is the core's check (effect.c's check_mesh_live), once kinds are known
  const renderOrder = desc.renderOrder ?? 0; // its plays' unless play(position, { renderOrder }) says otherwise
  if (!Number.isInteger(renderOrder) || renderOrder < -0x80000000 || renderOrder > 0x7fffffff) {
    fail('renderOrder', `must be an integer (lower draws first), got ${show(renderOrder)}`);
  }
  return { name, seed, layers, renderOrder };
}

// A mistake found by emitter_desc.js's readers (shared by every sim), named by the layer's path.
function checked(path, read) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof EmitterDescError)) throw error;
    // 'layers[0]: speed must be ...' -> 'layers[0].speed: must be ...', as this file's own messages read
    throw new LayerDescError(error.message.replace(/^([^:]*): ([a-zA-Z][\w.]*(?:\[\d+\])*) (must|is) /, '$1.$2: $3 '));
  }
}

function readLayer(path, layer, index, resolveTexture) {
  if (!isObject(layer)) fail(path, `must be an object such as { sim: 'gpu', rate: 20 }, got ${show(layer)}`);
  const copy = { ...layer };
  const sim = copy.sim ?? LAYER_DEFAULTS.sim;
  if (!SIMS.includes(sim)) fail(`${path}.sim`, `must be one of ${SIMS.map((s) => `'${s}'`).join(', ')}, got ${show(sim)}`);
  for (const key of Object.keys(copy)) {
    if (COMMON_FIELDS.includes(key)) continue;
    const only = SIM_FIELDS[key];
    if (!only) fail(`${path}.${key}`, `unknown field (known: ${[...COMMON_FIELDS, ...Object.keys(SIM_FIELDS)].join(', ')})`);
    if (!only[0].includes(sim)) {
      fail(`${path}.${key}`, `a '${sim}' layer ${only[1]}; use sim: ${only[0].map((s) => `'${s}'`).join(' or ')}`);
    }
  }
  if (copy.render !== undefined && !RENDER_BY_SIM[sim].includes(copy.render)) {
    const other = SIMS.filter((s) => RENDER_BY_SIM[s].includes(copy.render));
    fail(`${path}.render`, other.length
      ? `a '${sim}' layer cannot draw '${copy.render}'; use sim: ${other.map((s) => `'${s}'`).join(' or ')}`
      : `must be one of ${[...new Set(Object.values(RENDER_BY_SIM).flat())].map((r) => `'${r}'`).join(', ')}, got ${show(copy.render)}`);
  }
  if (copy.decal !== undefined && copy.render !== 'decal') {
    fail(`${path}.decal`, `lays the layer's particles on a surface; it needs render: 'decal', got render ${show(copy.render)}`);
  }
  if (copy.name !== undefined && (typeof copy.name !== 'string' || copy.name.length > 200)) {
    fail(`${path}.name`, `must be a string of up to 200 characters, got ${show(copy.name)}`);
  }
  if (copy.loop !== undefined && typeof copy.loop !== 'boolean') fail(`${path}.loop`, `must be true or false, got ${show(copy.loop)}`);
  // a deep copy now: the caller may change or reuse its arrays later without changing the effect
  const texture = copy.texture;
  try {
    Object.assign(copy, copyPlain({ ...copy, texture: undefined }, path, MAX_LAYER_VALUES));
  } catch (error) {
    if (error instanceof PlainDataError) fail(error.path, error.message);
    fail(path, `could not be read (${error?.message ?? error})`); // a getter or proxy trap that threw
  }
  copy.texture = texture;
  const given = { ...copy }; // as given (texture by object or name): what toJSON writes
  if (copy.texture !== undefined && copy.texture !== null) copy.texture = resolveTexture(`${path}.texture`, copy.texture);
  const flipbook = copy.texture?.atlas; // a generated flipbook plays its frames unless the layer says otherwise
  if (flipbook && copy.atlas === undefined && copy.render !== 'trail') { // a trail lays the texture along itself
    copy.atlas = { cols: flipbook.cols, rows: flipbook.rows };
  }
  if (Array.isArray(copy.life) && sim === 'gpu') {
    fail(`${path}.life`, "a 'gpu' layer takes one life (ms); a [min, max] range needs sim: 'cpu' or 'mesh'");
  }
  const life = copy.life ?? LAYER_DEFAULTS.life;
  const base = { sim, index, path, name: copy.name ?? '', loop: copy.loop ?? LAYER_DEFAULTS.loop,
    delay: copy.delay ?? LAYER_DEFAULTS.delay, duration: copy.duration ?? LAYER_DEFAULTS.duration,
    rate: copy.rate ?? LAYER_DEFAULTS.rate, burst: copy.burst ?? LAYER_DEFAULTS.burst,
    position: copy.position ?? LAYER_DEFAULTS.position, seed: copy.seed, texture: copy.texture ?? null,
    lifeMax: Array.isArray(life) ? life[life.length - 1] : life, source: given };
  for (const [what, value] of [['delay', base.delay], ['duration', base.duration], ['rate', base.rate], ['burst', base.burst]]) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      fail(`${path}.${what}`, `must be a finite number >= 0, got ${show(value)}`);
    }
  }
  if (!Number.isInteger(base.burst)) fail(`${path}.burst`, `must be a whole number of particles, got ${show(base.burst)}`);
  if (base.duration === 0) fail(`${path}.duration`, 'must be > 0 ms (the length of a cycle)');
  if (base.delay > MAX_DELAY_MS) fail(`${path}.delay`, `must be at most ${MAX_DELAY_MS} ms (an hour), got ${show(base.delay)}`);
  if (copy.position !== undefined) checked(path, () => vector(path, 'position', copy.position, 3));
  // a light means the same on every sim: read once here, so its mistakes read the same (layers[i].light.range: ...)
  if (copy.light !== undefined) checked(path, () => readLight(path, copy, () => {}, () => {}, 0));
  // decal and noise too (layers[i].decal.normal: ..., layers[i].noise.speed: ...)
  if (copy.decal !== undefined) checked(path, () => readDecal(path, copy, true, () => {}, 0, ''));
  if (copy.noise !== undefined) checked(path, () => readNoise(path, copy, () => {}, {}));
  if (sim === 'mesh' && (base.duration < 1 || base.duration > MAX_MESH_DURATION_MS)) {
    fail(`${path}.duration`, `a 'mesh' layer's cycle must be from 1 ms to ${MAX_MESH_DURATION_MS} ms (an hour), got ${show(base.duration)}`);
  }
  let births = 0;
  if (sim === 'mesh') {
    // as the core counts them (effect_mesh.c births_of: float rate and duration, the same epsilon), so the room a play
    // takes here is the room the core takes
    const flow = Math.fround(base.rate) * Math.fround(base.duration) / 1000;
    births = base.burst + Math.max(0, Math.ceil(flow - flow * 1e-6)); // at most 65536: the core's check (effect_mesh.c)
  }
  if (copy.parent !== undefined) { // a sub-emitter: `burst` particles (default 1) at each of its parent's events, no flow
    if (layer.rate !== undefined) fail(`${path}.rate`, "a sub-emitter emits only from its parent's particles: burst per event, no rate");
    if (typeof copy.parent !== 'string' || copy.parent === '') {
      fail(`${path}.parent`, `must be the name of an earlier 'cpu' layer, got ${show(copy.parent)}`);
    }
    if (copy.on === undefined) fail(`${path}.on`, "is required for a sub-emitter: 'birth', 'death' or 'interval' (when its particles start)");
    base.rate = 0;
    base.burst = copy.burst ?? 1;
    copy.burst = base.burst;
  } else if (copy.on !== undefined || copy.interval !== undefined) {
    fail(`${path}.${copy.on !== undefined ? 'on' : 'interval'}`, "makes a sub-emitter: give parent (an earlier 'cpu' layer's name)");
  }
  if (sim === 'gpu') return { ...base, emitter: emitterDesc(copy) };
  // seed 0 is a seed like any other on every sim; a system's 0 means "draw one", so a cpu layer's 0 is a fixed stand-in
  if (sim === 'cpu') return { ...base, system: systemDesc(copy.seed === 0 ? { ...copy, seed: ZERO_SEED } : copy) };
  const mesh = meshPlan(path, copy);
  mesh.births = births;
  // the kind it defines is shared by every play of the layer, each taking room for its particles when it starts
  // (the core's plume_kind.reserved): its pool grows as plays need it, up to the largest capacity
  if (mesh.definition && mesh.definition.capacity === undefined) mesh.definition.capacity = C.MAX_CAPACITY;
  return { ...base, mesh };
}

const pick = (object, names) => Object.fromEntries(names.filter((n) => object[n] !== undefined).map((n) => [n, object[n]]));

// A sub-emitter's parent: an earlier 'cpu' layer of the same effect, by name (the runtime makes it first).
function linkParent(layers, layer, index) {
  const name = layer.source.parent;
  if (name === undefined) return;
  const parent = layers.findIndex((other) => other.name === name);
  if (parent < 0) fail(`${layer.path}.parent`, `no layer is named ${show(name)} (known: ${layers.filter((l) => l.name).map((l) => `'${l.name}'`).join(', ') || 'none'})`);
  if (parent === index) fail(`${layer.path}.parent`, `'${name}' is this layer's own name: a sub-emitter's parent is another, earlier 'cpu' layer`);
  if (parent > index) fail(`${layer.path}.parent`, `'${name}' must come before its sub-emitter in layers (it is layers[${parent}])`);
  if (layers[parent].sim !== 'cpu') fail(`${layer.path}.parent`, `'${name}' is a '${layers[parent].sim}' layer; a sub-emitter's parent is a 'cpu' layer`);
  layer.parentIndex = parent;
}

// The layer as createEmitter takes it (the same names); its delay and loop are the layer's (the core's one schedule for
// every sim), not the emitter's.
function emitterDesc(layer) {
  const desc = pick(layer, ['texture', 'rate', 'life', 'duration', 'burst', 'shape', 'direction', 'speed',
    'gravity', 'drag', 'size', 'color', 'rotation', 'spin', 'atlas', 'blend', 'stretch', 'noise', 'timeScale', 'seed',
    'capacity', 'depthTest', 'soft', 'sort', 'hueShift', 'lighting', 'erosion', 'volume', 'speedOverLife', 'rotationOverLife',
    'collide', 'light', 'distortion', 'decal']);
  if (layer.render !== undefined) desc.billboard = layer.render === 'billboard' ? 'camera' : layer.render;
  return desc;
}

// The layer as addSystem takes it: a speed along a direction from a shape instead of the system's own
// velocity ± velocityRandom, the shared defaults, and a flow the runtime ends.
function systemDesc(layer) {
  const desc = pick(layer, ['texture', 'blend', 'capacity', 'rate', 'burst', 'shape', 'direction', 'gravity', 'wind',
    'drag', 'size', 'sizeRandom', 'color', 'colorRandom', 'rotation', 'spin', 'atlas', 'render', 'stretch', 'space',
    'sort', 'depthTest', 'soft', 'seed', 'hueShift', 'lighting', 'erosion', 'volume', 'trail', 'on', 'interval', 'speedOverLife',
    'rotationOverLife', 'collide', 'light', 'distortion', 'decal', 'noise']);
  const life = layer.life ?? LAYER_DEFAULTS.life;
  desc.life = Array.isArray(life) ? life : [life, life];
  desc.position = layer.position ?? LAYER_DEFAULTS.position;
  const ownVelocity = layer.velocity !== undefined || layer.velocityRandom !== undefined;
  desc.speed = layer.speed ?? (ownVelocity ? [0, 0] : LAYER_DEFAULTS.speed);
  desc.velocity = layer.velocity ?? [0, 0, 0];
  desc.velocityRandom = layer.velocityRandom ?? [0, 0, 0];
  if (layer.positionRandom !== undefined) desc.positionRandom = layer.positionRandom;
  if (layer.period !== undefined) desc.period = layer.period;
  desc.size ??= LAYER_DEFAULTS.size;
  desc.color ??= LAYER_DEFAULTS.color;
  desc.duration = layer.duration ?? LAYER_DEFAULTS.duration; // the core makes it the cycle of its bursts when looping
  // (a light's cycle left out is the layer's duration: the core's layer defaults, effect.c's resolve_layer)
  // an atlas means on a cpu layer what it means on a gpu one: frames from frame 0 (randomStart: false unless given),
  // at fps, or once over the life without one (a system alone keeps a random start frame)
  if (desc.atlas !== null && typeof desc.atlas === 'object' && !Array.isArray(desc.atlas)) {
    desc.atlas = { randomStart: false, ...desc.atlas, ...(desc.atlas.fps ? {} : { overLife: true }) };
  }
  // alpha-blended particles sort back to front unless told not to (additive ones need no order)
  if (desc.sort === undefined && (desc.blend === 'alpha' || desc.blend === 'premultiplied')) desc.sort = true;
  return desc;
}

// A mesh layer: the kind to define (or the one it names) and how its particles are born and move.
function meshPlan(path, layer) {
  if (layer.kind !== undefined) {
    if (typeof layer.kind !== 'string') fail(`${path}.kind`, `must be the name of a kind given to defineParticle, got ${show(layer.kind)}`);
    for (const owned of KIND_OWNS) {
      if (layer[owned] !== undefined) fail(`${path}.${owned}`, `the layer draws kind '${layer.kind}', whose definition holds its ${owned}`);
    }
  } else if (typeof layer.mesh !== 'string') {
    fail(`${path}.mesh`, `a 'mesh' layer needs mesh (OBJ text) or kind (a defined kind's name), got ${show(layer.mesh)}`);
  }
  // size and color: birth and death values go to each spawn and the kind's two colours, as the book's (a kind without
  // keys draws as it always did); keys with times, an ease, more than two values or a size of 0 become the kind's keys
  // over life, evaluated in the mesh's vertex shader as a 'gpu' layer's are. A layer drawing a defined kind takes
  // birth and death sizes only (keys are the kind's, given to defineParticle).
  const size = layer.size ?? (layer.kind === undefined ? LAYER_DEFAULTS.size : undefined);
  const plainSize = typeof size === 'number' ? [size, size] : size;
  const sizeKeyed = size !== undefined && !(Array.isArray(plainSize) && plainSize.length >= 1 && plainSize.length <= 2 &&
    plainSize.every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0));
  const sizes = sizeKeyed ? undefined : plainSize;
  if (sizeKeyed) {
    if (layer.kind !== undefined) {
      fail(`${path}.size`, `the layer draws kind '${layer.kind}': it takes a scale or [start, end] > 0, got ${show(size)}; keys ` +
        'with times, an ease or more values go in the kind\'s definition (defineParticle\'s size)');
    }
    checked(path, () => readKeys(path, 'size', size, (v) => typeof v === 'number',
      (what, v) => number(path, what, v, { max: 1e6, unit: ' (the mesh\'s scale)' }), C.MAX_KEYS));
  }
  const colors = layer.color ?? (layer.kind === undefined ? LAYER_DEFAULTS.color : undefined);
  const isColor = (v) => typeof v === 'string' || isColorArray(v);
  const colorKeys = colors === undefined ? undefined : isColor(colors) ? [colors] : colors;
  const colorKeyed = colors !== undefined && !(Array.isArray(colorKeys) && colorKeys.length >= 1 && colorKeys.length <= 2 &&
    colorKeys.every(isColor));
  if (colorKeyed) {
    checked(path, () => readKeys(path, 'color', colors, isColor, (what, v) => color(path, what, v, { hdr: true }), C.MAX_KEYS));
  }
  const spin = layer.spin ?? false;
  if (typeof spin !== 'boolean') {
    fail(`${path}.spin`, `a 'mesh' layer's spin is its random turn about Y: true or false, got ${show(spin)} (rotation: [min, max] degrees sets the range)`);
  }
  // a layer drawing a defined kind takes the kind's maxAge unless it gives a life (runtime.js fills it in)
  const life = layer.life ?? (layer.kind === undefined ? LAYER_DEFAULTS.life : undefined);
  const lives = life === undefined ? null : Array.isArray(life) ? life : [life, life];
  if (lives && (lives.length !== 2 || !lives.every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0) || lives[0] > lives[1])) {
    fail(`${path}.life`, `must be a positive number of ms or [min, max], got ${show(life)}`);
  }
  const speed = layer.speed ?? [0, 0]; // meshes stay where they are born unless given a speed
  const speeds = typeof speed === 'number' ? [speed, speed] : speed;
  const vec = (what, value, fallback) => {
    const v = value ?? fallback;
    if (!Array.isArray(v) || v.length !== 3 || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      fail(`${path}.${what}`, `must be [x, y, z], got ${show(value)}`);
    }
    return v;
  };
  // shape, direction, speed, drag and rotation mean what they mean on every sim: the emitters' readers check them
  const ignore = () => {};
  checked(path, () => readShapeAndSpeed(path, { shape: layer.shape, direction: layer.direction, speed: layer.speed }, ignore, ignore,
    {}, {}));
  if (layer.drag !== undefined) checked(path, () => number(path, 'drag', layer.drag));
  if (layer.rotation !== undefined) checked(path, () => range(path, 'rotation', layer.rotation, -3.4e38, ' of degrees'));
  const rotation = layer.rotation === undefined ? (spin ? [-180, 180] : [0, 0])
    : typeof layer.rotation === 'number' ? [layer.rotation, layer.rotation] : layer.rotation;
  const direction = vec('direction', layer.direction, LAYER_DEFAULTS.direction);
  try {
    readShape(path, layer.shape ?? 'point', direction);
  } catch (error) {
    fail(`${path}.shape`, error.message.replace(/^.*?shape: /, ''));
  }
  return {
    kind: layer.kind,
    definition: layer.kind !== undefined ? undefined : {
      ...pick(layer, ['mesh', 'mesh2', 'texture', 'blend', 'depthTest', 'soft', 'sort', 'pointDown', 'billboard', 'capacity',
        'hueShift', 'lighting', 'erosion', 'atlas', 'volume']),
      fade: layer.fade ?? 'none',
      ...(colorKeyed ? { color: colors } : { startColor: colorKeys[0], endColor: colorKeys[colorKeys.length - 1] }),
      ...(sizeKeyed ? { size } : {}),
    },
    sizes, lives, speeds, shape: layer.shape ?? 'point', light: layer.light,
    direction,
    gravity: vec('gravity', layer.gravity, LAYER_DEFAULTS.gravity),
    drag: layer.drag ?? 0, rotation,
  };
}
