// effect.js — effect files played by a Plume: plume.loadEffect(urlOrObject) -> PlumeEffect. An effect
// is textures, mesh kinds spawned on a timeline, GPU emitters and CPU systems, all placed relative to
// the position given to play(). It is built on Plume's public calls only; seeking respawns the kinds'
// instances at their age (spawn's startAge) and seeks emitters and systems, so scrubbing backwards
// shows exactly what playing forwards showed.
import { PlumeError } from './plume.js';
import { EffectError, effectDuration, readEffectFile, spawnTimes } from './effect_schema.js';

const texturesByPlume = new WeakMap(); // Plume -> Map(resolved URL -> Promise<PlumeTexture>)
const kindsByPlume = new WeakMap();    // Plume -> Map(definition key -> kind name): kinds live as long as the Plume
const effectToken = Symbol('PlumeEffect');
const MAX_SYSTEM_SEEK_MS = 300000; // PlumeSystem.seek re-simulates from the start: it goes up to 5 minutes

const show = (value) => (typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  : value === null || typeof value !== 'object' ? String(value) : Array.isArray(value) ? `an array of length ${value.length}` : 'an object');

// ---- column-major 4x4 matrices ----
const translation = ([x, y, z]) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
function multiply(a, b) {
  const out = new Array(16);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row] * b[col * 4 + k];
      out[col * 4 + row] = sum;
    }
  }
  return out;
}
function rotationY(angle) {
  const c = Math.cos(angle), s = Math.sin(angle);
  return [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1];
}
function placement(where, position) {
  const isList = Array.isArray(position) || (ArrayBuffer.isView(position) && !(position instanceof DataView));
  if (!isList || (position.length !== 3 && position.length !== 16)) {
    throw new PlumeError(`${where}: position must be [x, y, z] or a column-major 4x4 transform (16 numbers), got ${show(position)}`);
  }
  const values = Array.from(position);
  values.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new PlumeError(`${where}: position[${i}] must be a finite number, got ${show(v)}`);
  });
  return values.length === 3 ? translation(values) : values;
}

// random() entries from here on seed the file's systems
const SYSTEM_SEED_ENTRY = 1 << 20;

// The same numbers for the same (seed, entry, copy): spins and spreads are part of the file's picture.
function random(seed, entry, copy) {
  let a = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(entry + 1, 0xc2b2ae35) ^ Math.imul(copy + 1, 0x27d4eb2f)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every instance the timeline spawns: kind, time, local transform, life and sizes. */
function timeline(file, kindNames) {
  const events = [];
  (file.spawns ?? []).forEach((spawn, entry) => {
    const kind = file.kinds[spawn.kind];
    spawnTimes(spawn).forEach((at, copy) => {
      const rng = random(file.seed ?? 0, entry, copy);
      let offset = spawn.position ?? [0, 0, 0];
      if (spawn.spread) {
        // a point in a ball of radius `spread`: direction uniform on the sphere, radius cube-root weighted
        const u = rng() * 2 - 1, phi = rng() * Math.PI * 2, r = spawn.spread * Math.cbrt(rng()), ring = Math.sqrt(1 - u * u);
        offset = [offset[0] + ring * Math.cos(phi) * r, offset[1] + u * r, offset[2] + ring * Math.sin(phi) * r];
      }
      const spin = kind.spin === false ? 0 : rng() * 2 * Math.PI - Math.PI; // the core's spin, drawn here so it repeats
      events.push({
        kind: kindNames.get(spawn.kind), at, local: multiply(translation(offset), rotationY(spin)),
        maxAge: spawn.maxAge ?? kind.maxAge ?? 1000, startSize: spawn.startSize ?? kind.startSize,
        endSize: spawn.endSize ?? kind.endSize,
      });
    });
  });
  return events;
}

/**
 * A loaded effect file. play(position) starts it at time 0; plume.step() advances it; seek(ms) shows any
 * time of it, forwards or backwards; toJSON() gives the file back.
 */
export class PlumeEffect {
  #plume;
  #file;
  #events;
  #textures;
  #kinds;
  #placement = translation([0, 0, 0]);
  #origin = 0;      // plume.time at the effect's time 0
  #playing = false;
  #destroyed = false;
  #instances = [];  // { id, event } spawned by play/seek
  #emitters = [];
  #systems = [];

  constructor(token, plume, file, textures, kinds) {
    if (token !== effectToken) throw new PlumeError('PlumeEffect cannot be made with new: use await plume.loadEffect(urlOrObject)');
    this.#plume = plume;
    this.#file = file;
    this.#textures = textures;
    this.#kinds = kinds;
    this.#events = timeline(file, kinds);
    this.duration = effectDuration(file);
    this.name = file.name ?? '';
  }

  /** Starts the effect from time 0 at [x, y, z] or a 4x4 transform (default: the origin). A play that
   *  fails (a limit reached) throws and leaves nothing behind: what it had made is removed. */
  play(position = [0, 0, 0]) {
    this.#check('play');
    this.#placement = placement('play', position);
    this.#clear();
    const plume = this.#plume;
    const file = this.#file;
    try {
      for (const emitter of file.emitters ?? []) {
        const { name: _name, position: offset, ...desc } = emitter;
        if (desc.texture != null) desc.texture = this.#textures.get(desc.texture);
        const created = plume.createEmitter(desc);
        this.#emitters.push({ created, offset: offset ?? [0, 0, 0] });
        created.setPosition(multiply(this.#placement, translation(offset ?? [0, 0, 0])));
      }
      (file.systems ?? []).forEach((system, i) => this.#systems.push(this.#addSystem(system, i)));
      this.#spawnAt(0);
    } catch (error) {
      if (!plume.destroyed) this.#clear();
      throw error instanceof PlumeError ? new PlumeError(`play: ${error.message}`, error.status) : error;
    }
    this.#playing = true;
    this.#origin = plume.time;
  }

  /** Shows the effect at `ms` of its time, forwards or backwards (plays it at its last position first if needed). */
  seek(ms) {
    this.#check('seek');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 1e9) {
      throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to 1e9, got ${show(ms)}`);
    }
    if (!this.#playing) this.play(this.#placement);
    this.#killInstances();
    this.#spawnAt(ms);
    for (const { created } of this.#emitters) created.seek(ms);
    this.#systems.forEach((entry, i) => {
      // a one-shot system removes itself when it ends: seeking back brings it back (kept in place at
      // once, so a failure part-way leaves every system where destroy() finds it)
      if (!entry.created.exists) this.#systems[i] = this.#addSystem(this.#file.systems[i], i);
      this.#systems[i].created.seek(Math.min(ms, MAX_SYSTEM_SEEK_MS));
    });
    this.#origin = this.#plume.time - ms;
  }

  /** ms since play() (0 before): advanced by plume.step(), set by seek(). */
  get time() {
    this.#check('time');
    return this.#playing ? this.#plume.time - this.#origin : 0;
  }

  get playing() { return this.#playing; }

  /** Moves the playing effect (emitters keep their trails; live instances follow). */
  setPosition(position) {
    this.#check('setPosition');
    this.#placement = placement('setPosition', position);
    for (const { created, offset } of this.#emitters) created.setPosition(multiply(this.#placement, translation(offset)));
    for (const { created } of this.#systems) if (created.exists) created.setTransform(new Float32Array(this.#placement));
    for (const { id, event } of this.#instances) {
      if (this.#plume.isAlive(id)) this.#plume.setTransform(id, multiply(this.#placement, event.local));
    }
  }

  /** Ends the effect gently: instances not born yet never are, emitters stop emitting, live particles finish. */
  stop() {
    this.#check('stop');
    const now = this.time;
    for (const { id, event } of this.#instances) if (event.at > now && this.#plume.isAlive(id)) this.#plume.kill(id);
    for (const { created } of this.#emitters) created.stop();
    // no flow: rate 0 and no period (a period would override the rate)
    for (const { created } of this.#systems) if (created.exists) created.set({ rate: 0, period: undefined });
  }

  /** Removes everything the effect shows now. Its kinds and textures stay with the Plume (kinds cannot be undefined). */
  destroy() {
    if (this.#destroyed) return;
    if (!this.#plume.destroyed) this.#clear();
    this.#destroyed = true;
  }

  get destroyed() { return this.#destroyed; }

  /** The kind names this effect defined in the Plume, by their name in the file. */
  get kinds() { return Object.fromEntries(this.#kinds); }
  /** The GPU emitters and CPU systems of the current play(), in file order. */
  get emitters() { return this.#emitters.map((e) => e.created); }
  get systems() { return this.#systems.map((s) => s.created); }

  /** The effect file as plain JSON data: plume.loadEffect(effect.toJSON()) plays the same pixels. */
  toJSON() { return JSON.parse(JSON.stringify(this.#file)); }

  // A system's own desc has a `position` (where its particles start, in the system's space): the system
  // itself sits at the effect's placement.
  // A system without its own seed takes one from the file's seed and its index, so every play and seek
  // (and every Plume loading the file) shows the same particles.
  #addSystem(system, index) {
    const { name: _name, ...desc } = system;
    if (desc.texture != null) desc.texture = this.#textures.get(desc.texture);
    desc.seed ??= Math.floor(random(this.#file.seed ?? 0, SYSTEM_SEED_ENTRY + index, 0)() * 0xfffffffe) + 1;
    // placed before its first particles: its burst happens where the effect is
    return { created: this.#plume.addSystem(desc, new Float32Array(this.#placement)) };
  }

  #spawnAt(ms) {
    const plume = this.#plume;
    for (const event of this.#events) {
      const age = ms - event.at;
      if (age >= event.maxAge) continue;
      const id = plume.spawn(event.kind, multiply(this.#placement, event.local), event.maxAge, event.startSize, event.endSize, age);
      this.#instances.push({ id, event });
    }
  }

  #killInstances() {
    const plume = this.#plume;
    if (!plume.destroyed) for (const { id } of this.#instances) if (plume.isAlive(id)) plume.kill(id);
    this.#instances = [];
  }

  #clear() {
    this.#killInstances();
    for (const { created } of this.#emitters) created.destroy();
    for (const { created } of this.#systems) if (created.exists) created.remove();
    this.#emitters = [];
    this.#systems = [];
    this.#playing = false;
  }

  #check(method) {
    if (this.#destroyed) throw new PlumeError(`${method}: this effect was destroyed; load it again with plume.loadEffect`);
    if (this.#plume.destroyed) throw new PlumeError(`${method}: this effect's Plume was destroyed`);
  }
}

/** "Name: message" of something thrown, even when reading it throws again. */
function describeThrown(error) {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : `${typeof error} thrown`;
  } catch {
    return 'an exception whose message cannot be read';
  }
}

async function fetchFile(where, url) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new PlumeError(`${where}: could not fetch ${url}: ${error.message}`);
  }
  if (!response.ok) throw new PlumeError(`${where}: could not fetch ${url}: HTTP ${response.status}`);
  const text = await response.text();
  try {
    return { file: JSON.parse(text), base: response.url || url };
  } catch (error) {
    throw new PlumeError(`${where}: ${url} is not JSON (${error.message}; it starts ${show(text.slice(0, 40))})`);
  }
}

// Kinds are defined once per Plume for each distinct definition (effects loaded twice share them); sizes
// and maxAge go with each spawn, so they are not part of a kind's definition.
function kindKey(kind, textureUrl) {
  const { startSize: _s, endSize: _e, maxAge: _m, spin: _spin, texture: _t, ...rest } = kind;
  return JSON.stringify([textureUrl ?? null, Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/** plume.loadEffect(): reads and checks the file, loads its textures, defines its kinds. */
export async function loadEffect(plume, source, options = {}) {
  let where = 'loadEffect';
  let file = source;
  let base = options?.baseUrl ?? globalThis.document?.baseURI ?? globalThis.location?.href;
  if (typeof source === 'string' && /^\s*\{/.test(source)) {
    try {
      file = JSON.parse(source);
    } catch (error) {
      throw new PlumeError(`${where}: the text given is not JSON (${error.message})`);
    }
  } else if (typeof source === 'string' || (typeof URL !== 'undefined' && source instanceof URL)) {
    const url = new URL(String(source), base).href;
    where = `loadEffect(${source})`;
    ({ file, base } = await fetchFile(where, url));
  } else if (source === null || typeof source !== 'object') {
    throw new PlumeError(`${where}: expected the URL of an effect file, its JSON text or its parsed object, got ${show(source)}`);
  }
  let data;
  try {
    data = readEffectFile(file);
  } catch (error) {
    if (error instanceof EffectError) throw new PlumeError(`${where}: ${error.message}`);
    // getters or proxy traps of the caller's object that throw: the file cannot be read, say so
    throw new PlumeError(`${where}: the effect file could not be read (${describeThrown(error)})`);
  }
  if ((data.systems ?? []).length && typeof plume.addSystem !== 'function') {
    throw new PlumeError(`${where}: systems: this Plume has no CPU particle systems (addSystem); remove the file's systems`);
  }

  const textureCache = texturesByPlume.get(plume) ?? new Map();
  texturesByPlume.set(plume, textureCache);
  const textures = new Map();
  const textureUrls = new Map();
  for (const [key, url] of Object.entries(data.textures ?? {})) {
    let resolved;
    try {
      resolved = new URL(url, base).href;
    } catch {
      throw new PlumeError(`${where}: textures.${key}: ${show(url)} is not a URL`);
    }
    let promise = textureCache.get(resolved);
    if (!promise) {
      promise = plume.loadTexture(resolved);
      textureCache.set(resolved, promise);
      promise.catch(() => textureCache.delete(resolved));
    }
    try {
      textures.set(key, await promise);
    } catch (error) {
      throw new PlumeError(`${where}: textures.${key}: ${error.message}`);
    }
    textureUrls.set(key, resolved);
  }

  const kindCache = kindsByPlume.get(plume) ?? new Map();
  kindsByPlume.set(plume, kindCache);
  const kinds = new Map();
  for (const [key, kind] of Object.entries(data.kinds ?? {})) {
    const cacheKey = kindKey(kind, kind.texture == null ? null : textureUrls.get(kind.texture));
    let kindName = kindCache.get(cacheKey);
    if (!kindName) {
      const { startSize: _s, endSize: _e, maxAge: _m, texture, ...definition } = kind;
      kindName = `${data.name ?? 'effect'}/${key}`;
      for (let n = 2; [...kindCache.values()].includes(kindName); n++) kindName = `${data.name ?? 'effect'}/${key}#${n}`;
      try {
        plume.defineParticle(kindName, { ...definition, texture: texture == null ? undefined : textures.get(texture), spin: false });
      } catch (error) {
        throw new PlumeError(`${where}: kinds.${key}: ${error.message.replace(/^defineParticle\('[^']*'\): /, '')}`, error.status);
      }
      kindCache.set(cacheKey, kindName);
    }
    kinds.set(key, kindName);
  }

  // A system desc is checked by making the system once: its messages are addSystem's, with the file's path.
  (data.systems ?? []).forEach((system, i) => {
    const { name: _name, ...desc } = system;
    if (desc.texture != null) desc.texture = textures.get(desc.texture);
    try {
      plume.addSystem(desc).remove();
    } catch (error) {
      const message = error.message.replace(/^addSystem: /, '');
      const field = /^([a-zA-Z][\w.]*(?:\[\d+\])?) (must .*)$/.exec(message);
      throw new PlumeError(`${where}: systems[${i}]${field ? `.${field[1]}: ${field[2]}` : `: ${message}`}`, error.status);
    }
  });
  return new PlumeEffect(effectToken, plume, data, textures, kinds);
}
