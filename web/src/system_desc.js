// system_desc.js — reads a CPU particle system's desc (plain JSON data apart from `texture`) into the
// plume_particle_system_desc words C takes (include/plume/particle_system.h; word indices generated into
// plume_constants.js). Every field is read once and checked here, so a mistake names the field and
// its value; C checks the same ranges again.
import * as C from './plume_constants.js';
import { EmitterDescError, boolean, fail, integer, number, plainObject, range, readColliders, readDecal, readDistortion, readKeys,
  readKeysAndLook, readLight, readMotionKeys, readNoise, readSceneFields, readShapeAndSpeed, show, vector, writeKeys }
  from './emitter_desc.js';

export const SYSTEM_FIELDS = ['texture', 'blend', 'capacity', 'rate', 'period', 'duration', 'burst', 'oneShot', 'life',
  'position', 'positionRandom', 'velocity', 'velocityRandom', 'gravity', 'wind', 'drag', 'size', 'sizeRandom', 'color',
  'colorRandom', 'rotation', 'spin', 'atlas', 'render', 'stretch', 'space', 'sort', 'manual', 'depthTest', 'seed',
  'shape', 'direction', 'speed', 'soft', 'renderOrder', 'hueShift', 'lighting', 'erosion', 'volume', 'trail', 'parent', 'on',
  'interval', 'speedOverLife', 'rotationOverLife', 'collide', 'light', 'burstEvery', 'distortion', 'decal', 'noise'];
const EVENTS = new Map([['birth', C.SUB_BIRTH], ['death', C.SUB_DEATH], ['interval', C.SUB_INTERVAL],
  ['collision', C.SUB_COLLISION]]);
const RENDER_STYLES = new Map([['billboard', C.RENDER_BILLBOARD], ['spark', C.RENDER_SPARK], ['velocity', C.RENDER_VELOCITY],
  ['trail', C.RENDER_TRAIL], ['decal', C.RENDER_DECAL]]);
const TRAIL_FIELDS = ['length', 'width', 'scroll'];
const SPACES = ['world', 'local'];
const ATLAS_FIELDS = ['cols', 'rows', 'fps', 'frames', 'randomStart', 'overLife'];

export { EmitterDescError as SystemDescError };

// collide (emitter_desc.js's readColliders: one reader for every sim) into the desc's colliders
function writeColliders(where, value, u32, f32) {
  const colliders = readColliders(where, value, C.PARTICLE_SYSTEM_MAX_COLLIDERS);
  u32(C.WEB_SDESC_COLLIDER_COUNT, colliders.length);
  colliders.forEach((c, k) => {
    const at = C.WEB_SDESC_COLLIDERS + k * C.WEB_COLLIDER_WORDS;
    u32(at + C.WEB_COLLIDER_TYPE, c.type);
    for (let i = 0; i < 3; i++) {
      f32(at + C.WEB_COLLIDER_A + i, c.a[i]);
      f32(at + C.WEB_COLLIDER_B + i, c.b[i]);
    }
    f32(at + C.WEB_COLLIDER_RADIUS, c.radius);
    f32(at + C.WEB_COLLIDER_BOUNCE, c.bounce);
    f32(at + C.WEB_COLLIDER_FRICTION, c.friction);
    u32(at + C.WEB_COLLIDER_DIE, c.die ? 1 : 0);
    if (c.zeroBounce) u32(at + C.WEB_COLLIDER_EXPLICIT_ZERO, C.COLLIDER_ZERO_BOUNCE);
  });
}

function choice(where, what, value, names) {
  if (typeof value !== 'string' || !names.includes(value)) fail(where, `${what} must be one of ${names.join(', ')}, got ${show(value)}`);
  return value;
}

/**
 * Reads `desc` into a plume_particle_system_desc (WEB_SDESC_WORDS words). `textureId` maps the texture
 * field to the core's id (it throws for a texture of another Plume). Returns { words, fields }.
 */
export function readSystemDesc(where, desc, textureId, blendModes, systemId = null) {
  const d = plainObject(where, 'system', desc ?? {}, SYSTEM_FIELDS);
  const buffer = new ArrayBuffer(C.WEB_SDESC_WORDS * 4);
  const view = new DataView(buffer);
  const u32 = (index, value) => view.setUint32(index * 4, value, true);
  const f32 = (index, value) => view.setFloat32(index * 4, value, true);
  const vec3 = (index, what, value) => vector(where, what, value, 3).forEach((v, i) => f32(index + i, v));
  let explicitZero = 0;

  if (d.texture !== undefined && d.texture !== null) u32(C.WEB_SDESC_TEXTURE, textureId(d.texture));
  if (d.blend !== undefined) {
    if (typeof d.blend !== 'string' || !blendModes.has(d.blend)) {
      fail(where, `blend must be one of ${[...blendModes.keys()].join(', ')}, got ${show(d.blend)}`);
    }
    u32(C.WEB_SDESC_BLEND, blendModes.get(d.blend));
  }
  if (d.capacity !== undefined) {
    u32(C.WEB_SDESC_CAPACITY, integer(where, 'capacity', d.capacity, 1, C.PARTICLE_SYSTEM_MAX_CAPACITY));
  }
  if (d.rate !== undefined) {
    f32(C.WEB_SDESC_RATE, number(where, 'rate', d.rate, { max: 1e6, unit: ' (particles per second)' }));
    if (d.rate === 0) explicitZero |= C.PSYS_ZERO_RATE;
  }
  if (d.period !== undefined) f32(C.WEB_SDESC_PERIOD, number(where, 'period', d.period, { positive: true, unit: ' of milliseconds' }));
  if (d.duration !== undefined) f32(C.WEB_SDESC_DURATION, number(where, 'duration', d.duration, { unit: ' of milliseconds' }));
  if (d.burst !== undefined) u32(C.WEB_SDESC_BURST, integer(where, 'burst', d.burst, 0, C.PARTICLE_SYSTEM_MAX_CAPACITY));
  if (d.burstEvery !== undefined) {
    f32(C.WEB_SDESC_BURST_EVERY, number(where, 'burstEvery', d.burstEvery, { unit: ' of milliseconds (0: the burst once)' }));
  }
  if (d.oneShot !== undefined) u32(C.WEB_SDESC_ONE_SHOT, boolean(where, 'oneShot', d.oneShot) ? 1 : 0);
  if (d.life !== undefined) {
    const life = range(where, 'life', d.life, 0, ' of milliseconds');
    if (life[0] <= 0) fail(where, `life must be positive milliseconds (a number or [min, max]), got ${show(life[0])}`);
    // above an hour: the core's check (its message reads the same)
    life.forEach((v, i) => f32(C.WEB_SDESC_LIFE + i, v));
  }
  if (d.position !== undefined) vec3(C.WEB_SDESC_POSITION, 'position', d.position);
  if (d.positionRandom !== undefined) {
    vector(where, 'positionRandom', d.positionRandom, 3, 0).forEach((v, i) => f32(C.WEB_SDESC_POSITION_RANDOM + i, v));
  }
  if (d.velocity !== undefined) {
    vec3(C.WEB_SDESC_VELOCITY, 'velocity', d.velocity);
    if (d.velocity.every((v) => v === 0)) explicitZero |= C.PSYS_ZERO_VELOCITY;
  }
  if (d.velocityRandom !== undefined) {
    const spread = vector(where, 'velocityRandom', d.velocityRandom, 3, 0);
    spread.forEach((v, i) => f32(C.WEB_SDESC_VELOCITY_RANDOM + i, v));
    if (spread.every((v) => v === 0)) explicitZero |= C.PSYS_ZERO_VELOCITY_RANDOM;
  }
  // the emitter shapes: where particles start and the speed they leave with, on top of position/velocity
  explicitZero |= readShapeAndSpeed(where, d, u32, f32, {
    shape: C.WEB_SDESC_SHAPE, radius: C.WEB_SDESC_RADIUS, box: C.WEB_SDESC_BOX, angle: C.WEB_SDESC_ANGLE,
    surface: C.WEB_SDESC_SURFACE, direction: C.WEB_SDESC_DIRECTION, speed: C.WEB_SDESC_SPEED,
  }, { angle: C.PSYS_ZERO_ANGLE, speed: 0 });
  if (d.gravity !== undefined) vec3(C.WEB_SDESC_GRAVITY, 'gravity', d.gravity);
  if (d.wind !== undefined) vec3(C.WEB_SDESC_WIND, 'wind', d.wind);
  if (d.drag !== undefined) f32(C.WEB_SDESC_DRAG, number(where, 'drag', d.drag, { unit: ' (per second)' }));
  readKeysAndLook(where, d, u32, f32, {
    size: C.WEB_SDESC_SIZE, sizeCount: C.WEB_SDESC_SIZE_COUNT, sizeTimes: C.WEB_SDESC_SIZE_TIMES, sizeEase: C.WEB_SDESC_SIZE_EASE,
    color: C.WEB_SDESC_COLOR, colorCount: C.WEB_SDESC_COLOR_COUNT, colorTimes: C.WEB_SDESC_COLOR_TIMES,
    colorEase: C.WEB_SDESC_COLOR_EASE, look: C.WEB_SDESC_LOOK,
  }, C.PARTICLE_SYSTEM_MAX_KEYS);
  readMotionKeys(where, d, u32, f32, C.WEB_SDESC_SPEED_OVER_LIFE, C.WEB_SDESC_ROTATION_OVER_LIFE, C.PARTICLE_SYSTEM_MAX_KEYS);
  readLight(where, d, u32, f32, C.WEB_SDESC_LIGHT);
  readDistortion(where, d, f32, C.WEB_SDESC_DISTORTION);
  if (d.sizeRandom !== undefined) f32(C.WEB_SDESC_SIZE_RANDOM, number(where, 'sizeRandom', d.sizeRandom, { max: 1 }));
  if (d.colorRandom !== undefined) {
    const spread = typeof d.colorRandom === 'number' ? [d.colorRandom, d.colorRandom, d.colorRandom, 0] : d.colorRandom;
    vector(where, 'colorRandom', spread, 4, 0).forEach((v, i) => f32(C.WEB_SDESC_COLOR_RANDOM + i, number(where, `colorRandom[${i}]`, v, { max: 1 })));
  }
  if (d.rotation !== undefined) range(where, 'rotation', d.rotation, -3.4e38, ' of degrees').forEach((v, i) => f32(C.WEB_SDESC_ROTATION + i, v));
  if (d.spin !== undefined) range(where, 'spin', d.spin, -3.4e38, ' of degrees per second').forEach((v, i) => f32(C.WEB_SDESC_SPIN + i, v));
  if (d.atlas !== undefined) {
    const atlas = plainObject(where, 'atlas', d.atlas, ATLAS_FIELDS);
    const side = C.PARTICLE_SYSTEM_MAX_ATLAS_SIDE;
    u32(C.WEB_SDESC_ATLAS_COLS, atlas.cols === undefined ? 1 : integer(where, 'atlas.cols', atlas.cols, 1, side));
    u32(C.WEB_SDESC_ATLAS_ROWS, atlas.rows === undefined ? 1 : integer(where, 'atlas.rows', atlas.rows, 1, side));
    if (atlas.fps !== undefined) f32(C.WEB_SDESC_ATLAS_FPS, number(where, 'atlas.fps', atlas.fps, { max: 1000, unit: ' (frames per second)' }));
    if (atlas.randomStart !== undefined) {
      u32(C.WEB_SDESC_ATLAS_FIXED_START, boolean(where, 'atlas.randomStart', atlas.randomStart) ? 0 : 1);
    }
    // the frames a GPU emitter plays: how many, and (no fps) once over the life; the core checks frames' range
    if (atlas.frames !== undefined) u32(C.WEB_SDESC_ATLAS_FRAMES, integer(where, 'atlas.frames', atlas.frames, 1, side * side));
    if (atlas.overLife !== undefined) u32(C.WEB_SDESC_ATLAS_OVER_LIFE, boolean(where, 'atlas.overLife', atlas.overLife) ? 1 : 0);
  }
  if (d.render !== undefined) u32(C.WEB_SDESC_RENDER, RENDER_STYLES.get(choice(where, 'render', d.render, [...RENDER_STYLES.keys()])));
  if (d.trail !== undefined) {
    if (d.render !== 'trail') fail(where, `trail sets a ribbon's length and width; it needs render: 'trail', got render ${show(d.render)}`);
    const trail = plainObject(where, 'trail', d.trail, TRAIL_FIELDS);
    if (trail.length !== undefined) {
      f32(C.WEB_SDESC_TRAIL_LENGTH, number(where, 'trail.length', trail.length, { positive: true, max: 3.6e6, unit: ' of milliseconds' }));
      if (trail.length < 16) {
        fail(where, `trail.length is ${trail.length} ms, shorter than a frame: the trail would show nothing (it is in milliseconds: half a second is 500)`);
      }
    }
    if (trail.width !== undefined) {
      const keys = readKeys(where, 'trail.width', trail.width, (v) => typeof v === 'number', (what, v) => number(where, what, v),
        C.PARTICLE_SYSTEM_MAX_KEYS);
      writeKeys(u32, f32, keys, { valuesAt: C.WEB_SDESC_TRAIL_WIDTH, countAt: C.WEB_SDESC_TRAIL_WIDTH_COUNT,
        timesAt: C.WEB_SDESC_TRAIL_WIDTH_TIMES, easeAt: C.WEB_SDESC_TRAIL_WIDTH_EASE });
    }
    if (trail.scroll !== undefined) {
      f32(C.WEB_SDESC_TRAIL_SCROLL, number(where, 'trail.scroll', trail.scroll, { min: -1000, max: 1000, unit: ' (texture lengths a second)' }));
    }
  }
  if (d.parent !== undefined || d.on !== undefined || d.interval !== undefined) {
    // a sub-emitter: `burst` particles where the parent's are born, die, hit a collider or every `interval` ms of their life
    if (d.parent === undefined || d.parent === null) fail(where, `on and interval make a sub-emitter; it needs parent (a PlumeSystem)`);
    if (d.on === undefined) fail(where, "a sub-emitter needs on: 'birth', 'death', 'interval' or 'collision' (when its particles start)");
    if (!systemId) fail(where, 'parent: sub-emitters are made by addSystem or an effect layer');
    u32(C.WEB_SDESC_PARENT, systemId(d.parent));
    const on = choice(where, 'on', d.on, [...EVENTS.keys()]);
    u32(C.WEB_SDESC_PARENT_EVENT, EVENTS.get(on));
    if (on === 'interval') {
      if (d.interval === undefined) fail(where, "on: 'interval' needs interval, the ms between a parent particle's events");
      f32(C.WEB_SDESC_PARENT_INTERVAL, number(where, 'interval', d.interval, { positive: true, max: 3.6e6, unit: ' of milliseconds' }));
    } else if (d.interval !== undefined) {
      fail(where, `interval is for on: 'interval', got on: '${on}'`);
    }
    // space 'local' and manual: the core's check
  }
  if (d.collide !== undefined) writeColliders(where, d.collide, u32, f32);
  readDecal(where, d, d.render === 'decal', f32, C.WEB_SDESC_DECAL_NORMAL, "render: 'decal'");
  readNoise(where, d, f32, { strength: C.WEB_SDESC_NOISE_STRENGTH, scale: C.WEB_SDESC_NOISE_SCALE, speed: C.WEB_SDESC_NOISE_SPEED });
  // noise on a manual system and an atlas on a trail: the core's checks (their messages read the same)
  if (d.stretch !== undefined) {
    f32(C.WEB_SDESC_STRETCH, number(where, 'stretch', d.stretch, { unit: ' (seconds of motion)' }));
    if (d.stretch === 0) explicitZero |= C.PSYS_ZERO_STRETCH;
  }
  if (d.space !== undefined) u32(C.WEB_SDESC_LOCAL_SPACE, choice(where, 'space', d.space, SPACES) === 'local' ? 1 : 0);
  if (d.sort !== undefined) u32(C.WEB_SDESC_SORT, boolean(where, 'sort', d.sort) ? 1 : 0);
  if (d.manual !== undefined) u32(C.WEB_SDESC_MANUAL, boolean(where, 'manual', d.manual) ? 1 : 0);
  readSceneFields(where, d, u32, f32, C.WEB_SDESC_DEPTH_TEST, C.WEB_SDESC_SOFT);
  if (d.seed !== undefined) u32(C.WEB_SDESC_SEED, integer(where, 'seed', d.seed, 1, 0xffffffff));
  u32(C.WEB_SDESC_EXPLICIT_ZERO, explicitZero);
  return { words: new Uint8Array(buffer), fields: d };
}
