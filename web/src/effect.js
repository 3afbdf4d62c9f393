// effect.js — effect files, loaded on demand: plume.loadEffect(urlOrJsonOrObject) -> PlumeEffect.
// Reads and checks the file (version 2: the effect desc of plume.createEffect with textures by name;
// version 1: kinds on a timeline, emitters and systems, converted into layers), fetches its textures,
// and hands the desc to plume.createEffect (runtime.js). Built on Plume's public calls only.
import { PlumeError } from './plume.js';
import { describeThrown, shortUrl, showValue as show } from './errors.js'; // a function: the effects bundle keeps plume.js's PlumeError
import { EffectError, effectDuration, readEffectFile } from './effect_schema.js';

const texturesByPlume = new WeakMap(); // Plume -> Map(resolved URL -> Promise<PlumeTexture>)
const kindsByPlume = new WeakMap();    // Plume -> Map(definition key -> kind name): kinds live as long as the Plume
const EFFECT_SOURCE = Symbol.for('plume.effectSource');
const TRANSACTION = Symbol.for('plume.transaction'); // plume.js: kinds defined by a load that fails are forgotten
const KIND_DEFINED = Symbol.for('plume.kindDefined'); // plume.js: whether a kind (by name) is still defined


/**
 * Version 1 as layers: each spawns[] entry a 'mesh' layer drawing its kind on the same timeline, each
 * emitter a 'gpu' layer (emitters looped by default), each system a 'cpu' layer with its own
 * velocity model (a system flowed for ever by default and burst once).
 */
function layersOfVersion1(file, textures, kinds) {
  const texture = (name) => (name == null ? undefined : textures.get(name));
  const layers = [];
  (file.spawns ?? []).forEach((spawn) => {
    const kind = file.kinds[spawn.kind];
    const count = spawn.count ?? 1, every = spawn.every ?? 0;
    const startSize = spawn.startSize ?? kind.startSize, endSize = spawn.endSize ?? kind.endSize;
    const layer = { sim: 'mesh', kind: kinds.get(spawn.kind), delay: spawn.at ?? 0, life: spawn.maxAge ?? kind.maxAge ?? 1000,
      spin: kind.spin !== false, position: spawn.position ?? [0, 0, 0], speed: [0, 0] };
    // spread over count × every; spans under a millisecond (a mesh layer's shortest cycle) are one burst
    if (count > 1 && every > 0 && count * every >= 1) Object.assign(layer, { rate: 1000 / every, duration: count * every, burst: 0 });
    else Object.assign(layer, { rate: 0, burst: count });
    if (startSize !== undefined || endSize !== undefined) layer.size = [startSize ?? 1, endSize ?? 50];
    if (spawn.spread) layer.shape = { type: 'sphere', radius: spawn.spread };
    layers.push(layer);
  });
  for (const emitter of file.emitters ?? []) {
    const { position, loop, texture: name, billboard, ...rest } = emitter;
    const layer = { ...rest, sim: 'gpu', texture: texture(name), loop: loop ?? true, position: position ?? [0, 0, 0] };
    if (billboard !== undefined) layer.render = billboard === 'camera' ? 'billboard' : billboard;
    layers.push(layer);
  }
  for (const system of file.systems ?? []) {
    const { oneShot: _oneShot, texture: name, duration, life, velocity, velocityRandom, ...rest } = system;
    layers.push({ ...rest, sim: 'cpu', texture: texture(name), life: life ?? [800, 1200], velocity: velocity ?? [0, 1, 0],
      velocityRandom: velocityRandom ?? [0.3, 0.3, 0.3],
      // no duration: the flow runs for ever and the burst happens once
      ...(duration ? { duration, loop: false } : { duration: 1e9, loop: true }) });
  }
  return layers;
}

async function fetchFile(where, url) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new PlumeError(`${where}: could not fetch ${shortUrl(url)}: ${error.message}`);
  }
  if (!response.ok) throw new PlumeError(`${where}: could not fetch ${shortUrl(url)}: HTTP ${response.status}`);
  const text = await response.text();
  try {
    return { file: JSON.parse(text), base: response.url || url };
  } catch (error) {
    throw new PlumeError(`${where}: ${shortUrl(url)} is not JSON (${error.message}; it starts ${show(text.slice(0, 40))})`);
  }
}

// Kinds are defined once per Plume for each distinct definition (effects loaded twice share them); sizes
// and maxAge go with each spawn, so they are not part of a kind's definition.
function kindKey(kind, textureUrl) {
  const { startSize: _s, endSize: _e, maxAge: _m, spin: _spin, texture: _t, ...rest } = kind;
  return JSON.stringify([textureUrl ?? null, Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/** plume.loadEffect(): reads and checks the file, loads its textures, makes the effect. */
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
    where = `loadEffect(${shortUrl(String(source))})`;
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

  const textureCache = texturesByPlume.get(plume) ?? new Map();
  texturesByPlume.set(plume, textureCache);
  const fresh = []; // [url, promise] of the textures this load started: destroyed if it fails
  try {
    return await makeEffect(plume, data, where, base, textureCache, fresh);
  } catch (error) {
    // a refused file keeps none of the textures it loaded (a tool that hot-reloads files would pile them up)
    for (const [url, promise] of fresh) {
      if (textureCache.get(url) === promise) textureCache.delete(url);
      const texture = await promise.catch(() => null);
      if (texture && !plume.destroyed) {
        try {
          plume.destroyTexture(texture);
        } catch { /* in use after all (another load took it meanwhile): it stays */ }
      }
    }
    throw error;
  }
}

// Loads the file's textures, then makes its effect (version 2: the desc as it is; version 1: its kinds, then layers).
async function makeEffect(plume, data, where, base, textureCache, fresh) {
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
      fresh.push([resolved, promise]);
      promise.catch(() => textureCache.delete(resolved));
    }
    try {
      textures.set(key, await promise);
    } catch (error) {
      throw new PlumeError(`${where}: textures.${key}: ${error.message}`);
    }
    textureUrls.set(key, resolved);
  }

  if (data.version === 2) {
    (Array.isArray(data.layers) ? data.layers : []).forEach((layer, i) => {
      const texture = layer?.texture;
      if (texture !== undefined && texture !== null && typeof texture !== 'string') {
        throw new PlumeError(`${where}: layers[${i}].texture: a file names its textures (a key of its "textures"), got ` +
          `${show(texture)}; PlumeTextures go to plume.createEffect`);
      }
    });
    const desc = { name: data.name, seed: data.seed, textures: Object.fromEntries(textures), layers: data.layers };
    return plume.createEffect(desc, { [EFFECT_SOURCE]: { file: data, where, name: data.name ?? '', duration: data.duration } });
  }

  const kindCache = kindsByPlume.get(plume) ?? new Map();
  kindsByPlume.set(plume, kindCache);
  const made = []; // [cache key, kind name] of the kinds this load defines: forgotten with them if it fails
  try {
    return plume[TRANSACTION](() => makeVersion1(plume, data, where, textures, textureUrls, kindCache, made));
  } catch (error) {
    for (const [key, name] of made) if (!plume[KIND_DEFINED](name)) kindCache.delete(key); // kept kinds stay cached
    throw error;
  }
}

// Defines the kinds of a version-1 file (once per Plume for each distinct definition) and makes its effect.
function makeVersion1(plume, data, where, textures, textureUrls, kindCache, made) {
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
      made.push([cacheKey, kindName]);
    }
    kinds.set(key, kindName);
  }
  const layers = layersOfVersion1(data, textures, kinds);
  const firstSystem = (data.spawns ?? []).length + (data.emitters ?? []).length;
  try {
    return plume.createEffect({ name: data.name, seed: data.seed, layers },
      { [EFFECT_SOURCE]: { file: data, where, kinds: Object.fromEntries(kinds), name: data.name ?? '', duration: effectDuration(data) } });
  } catch (error) {
    // messages name the file's own path: layers[n] of a system is systems[n - first]
    if (!(error instanceof PlumeError) || !error.message.startsWith(`${where}: layers[`)) throw error;
    const rest = error.message.slice(where.length + 2).replace(/^layers\[(\d+)\]/, (_, n) => {
      const i = Number(n), spawns = (data.spawns ?? []).length;
      return i < spawns ? `spawns[${i}]` : i < firstSystem ? `emitters[${i - spawns}]` : `systems[${i - firstSystem}]`;
    });
    throw new PlumeError(`${where}: ${rest.replace(/^(\w+\[\d+\]): ([a-zA-Z][\w.]*(?:\[\d+\])?) (must )/, '$1.$2: $3')}`,
      error.status);
  }
}
