// runtime.js — the effect runtime: one model for every kind of particle. An effect (a template of
// layers, plume.createEffect(desc) or plume.loadEffect(file)) is played as instances:
// effect.play(position, options) -> PlumeInstance, as many at once as the game wants. Each layer's sim
// makes its particles (gpu: an emitter, cpu: a system, mesh: kind instances — layer_desc.js);
// plume.step() advances them; an instance that will show nothing more ends by itself: it frees what it
// made, resolves `finished` and calls `onEnd`. Built on Plume's public calls.
import { PlumeError, describeThrown, report, showValue as show } from './errors.js';
import { PlainDataError, copyPlain } from './plain_data.js';
import { LayerDescError, checkMeshLive, readEffectDesc } from './layer_desc.js';
import { MeshLayerPlayback } from './mesh_layer.js';
import * as C from './plume_constants.js'; // generated from the C headers at build time

const effectToken = Symbol('PlumeEffect');
const instanceToken = Symbol('PlumeInstance');
const LAYERS = Symbol('layers'); // an effect's layers, for the runtime's questions about kinds
const MAX_SYSTEM_SEEK_MS = 300000; // PlumeSystem.seek re-simulates from the start: it goes up to 5 minutes
const SEEK_STEP_MS = 1000 / 60; // and costs its capacity's particle updates every 60th of a second (C's seek step)
const PLAY_OPTIONS = ['seed', 'timeScale', 'loop', 'onEnd', 'renderOrder', 'collide', 'normal'];
const EFFECT_DESC = Symbol.for('plume.effectDesc'); // plume_three.js's emitFrom asks an effect for its desc
const MAX_COLLIDE_VALUES = 1000; // a play's colliders are a few numbers each: the copy of what a caller gives is bounded


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

/** The largest distance of an OBJ's vertices from its origin (bounds of mesh particles). */
export function meshRadius(obj) {
  let radius = 0;
  for (const match of String(obj ?? '').matchAll(/^v\s+(\S+)\s+(\S+)\s+(\S+)/gm)) {
    radius = Math.max(radius, Math.hypot(Number(match[1]), Number(match[2]), Number(match[3])) || 0);
  }
  return radius || 1;
}


/**
 * The effects and playing instances of one Plume. plume.js makes one per Plume, calls afterStep()
 * after every step and plumeDestroyed() when the Plume goes; `hooks` are the Plume's private checks.
 */
export class EffectRuntime {
  plume;
  hooks;         // { texture(where, value) -> PlumeTexture, kind(name) -> { maxAge, startSize, endSize, meshRadius },
                 //   transform(where, position) -> 16 numbers (plume.js's readTransform) }
  effects = new Set();
  playing = new Set(); // Playbacks
  ticking = new Set(); // the Playbacks with a 'cpu' or 'mesh' layer: they have work after every step
  byEmitter = new Map(); // emitter id -> the part (a 'gpu' layer's member) of a Playback; its end comes by poll
  kindNames = new Map(); // mesh layer definition key -> the kind name defined for it (kinds live as long as the Plume)
  kindUsers = new Map(); // a kind defined for mesh layers -> the effects drawing it: undefined with the last of them
  orderCopies = new Map(); // such a kind -> the names of its copies at other renderOrders (meshKindFor)

  /** The effect whose mesh layer draws the kind `name` (by name or as its own), or null. */
  kindUser(name) {
    for (const effect of this.effects) {
      const layer = effect[LAYERS].find((l) => l.sim === 'mesh' && (l.kind === name || name.startsWith(`${l.kind}@`)));
      if (layer) return `createEffect${effect.name ? ` '${effect.name}'` : ''} ${layer.path}`;
    }
    return null;
  }

  /** An effect goes: the kinds defined for its mesh layers that no other effect draws go with it (and their
   *  renderOrder copies), so effects made and destroyed for ever do not fill the Plume's 1,023 kinds. */
  releaseKinds(effect, layers) {
    for (const layer of layers) {
      if (layer.meshShape) { // its mesh shape's table in the core: its plays are over
        this.hooks.meshParts.dropShape(layer.meshShape);
        layer.meshShape = 0;
      }
      const users = layer.sim === 'mesh' && layer.mesh.kind === undefined ? this.kindUsers.get(layer.kind) : undefined;
      if (!users?.delete(effect) || users.size > 0) continue;
      this.kindUsers.delete(layer.kind);
      for (const copy of this.orderCopies.get(layer.kind) ?? []) this.hooks.undefineKind(copy);
      this.orderCopies.delete(layer.kind);
      if (!this.hooks.undefineKind(layer.kind)) continue; // a game spawned into it: it stays
      for (const [key, name] of this.kindNames) if (name === layer.kind) this.kindNames.delete(key);
    }
  }

  constructor(plume, hooks) {
    this.plume = plume;
    this.hooks = hooks;
  }

  afterStep() {
    // gpu layers: the core reports the members that ended, so nothing asks every instance every frame
    this.hooks.emitterGroups.pollEnded((id) => {
      const part = this.byEmitter.get(id);
      if (!part) return;
      part.ended = true;
      const playback = part.playback;
      if (!this.ticking.has(playback) && playback.parts.every((p) => p.ended)) playback.endIfEnded();
    });
    for (const playback of [...this.ticking]) {
      try {
        playback.update();
      } catch (error) {
        // a limit reached mid-play (a delayed cpu layer when 1,024 systems live): that instance ends,
        // the others go on, and the game hears of it without plume.step throwing every frame
        playback.finish(true);
        report(new PlumeError(`Plume: an instance of effect '${playback.effectName}' ended early: ${error?.message ?? error}`,
          error?.status ?? 0));
      }
    }
  }

  plumeDestroyed() {
    for (const playback of [...this.playing]) playback.finish(false);
    for (const effect of this.effects) {
      const state = effectInternals.get(effect);
      state.destroyed = true;
      state.groups.clear(); // freed with the Plume
    }
    this.effects.clear();
  }

  /** The emitter group drawing every play of a gpu layer of an effect with this loop flag and time
   *  scale (members run at their group's), made at its first play. */
  groupFor(state, layer, loops, timeScale, renderOrder, normal) {
    const decal = normal !== undefined && layer.emitter.billboard === 'decal'; // a play's own surface: a group of its own
    const key = timeScale === 1 && renderOrder === 0 && !decal ? (loops ? layer.index + 0.5 : layer.index)
      : `${layer.index}:${loops}:${timeScale}:${renderOrder}${decal ? `:${normal}` : ''}`;
    let group = state.groups.get(key);
    if (!group) {
      // as the core's effects (PLUME_EFFECT_MAX_VARIANTS): groups for other plays than the layer's own are bounded, an
      // empty one's place taken by the next (plays on ever new normals or time scales do not pile groups up)
      const variantKeys = () => [...state.groups.keys()].filter((k) => typeof k === 'string');
      if (typeof key === 'string' && variantKeys().length >= C.EFFECT_MAX_VARIANTS) {
        for (const k of variantKeys()) {
          if (this.hooks.emitterGroups.members(state.groups.get(k))) continue;
          this.hooks.emitterGroups.destroy(state.groups.get(k));
          state.groups.delete(k);
        }
        if (variantKeys().length >= C.EFFECT_MAX_VARIANTS) {
          throw new PlumeError(`play: the effect's 'gpu' layers already play in ${C.EFFECT_MAX_VARIANTS} groups of other ` +
            'loops, time scales, render orders and normals, each with plays: play with fewer distinct ones', C.ERR_LIMIT);
        }
      }
      group = this.hooks.emitterGroups.create({ ...layer.emitter, loop: loops, timeScale, renderOrder,
        ...(decal ? { decal: { normal } } : {}) });
      state.groups.set(key, group);
    }
    return group;
  }

  get instances() { return this.playing.size; }

  /** Mesh particles spawned ahead of their birth by playing instances (not shown yet). */
  get unbornMesh() {
    let n = 0;
    for (const playback of this.playing) for (const part of playback.parts) if (part.mesh) n += part.mesh.unborn;
    return n;
  }

  /** "effect 'name' (layers[i])" when a live effect draws with `texture`, else null. */
  textureUser(texture) {
    for (const effect of this.effects) {
      const layer = effectInternals.get(effect).layers.find((l) => l.texture === texture ||
        l.mesh?.definition?.texture === texture);
      if (layer) return `effect '${effect.name || '(unnamed)'}' (${layer.path})`;
    }
    return null;
  }

  /** plume.createEffect(desc): `source` (from loadEffect) keeps the file for toJSON and names messages. */
  createEffect(desc, source = null) {
    const where = source?.where ?? 'createEffect';
    let template, json;
    try {
      template = readEffectDesc(desc, (path, value) => this.hooks.texture(`${where}: ${path}`, typeof value === 'string'
        ? namedTexture(path, value, desc.textures, this.hooks.generated) : value));
      json = snapshot(desc, template);
      // named in the warning of a render without depth (a mesh layer's volume asks for none: a mesh has its own depth)
      const soft = template.layers.find((layer) => layer.source.soft > 0 || (layer.source.volume && layer.sim !== 'mesh'));
      if (soft) this.hooks.softLayer(`${where}${template.name ? ` '${template.name}'` : ''} ${soft.path}`);
      const distorting = template.layers.find((layer) => layer.source.distortion > 0);
      if (distorting) this.hooks.distortLayer(`${where}${template.name ? ` '${template.name}'` : ''} ${distorting.path}`);
    } catch (error) {
      if (error instanceof LayerDescError) throw new PlumeError(`${where}: ${error.message}`);
      if (error instanceof PlumeError) throw error;
      // getters or proxy traps of the caller's object that throw: say so, as a PlumeError
      throw new PlumeError(`${where}: the desc could not be read (${describeThrown(error)})`);
    }
    // every layer is made once here, so a mistake in its values shows now, named by its path; a refused
    // effect leaves none of the kinds its mesh layers defined
    this.transaction(() => {
      for (const layer of template.layers) this.#tryLayer(where, layer);
      checkLive(`${where}: `, template.layers); // again, now that layers drawing a defined kind have its life
    });
    const effect = new PlumeEffect(effectToken, this, template, json, source);
    this.effects.add(effect);
    for (const layer of template.layers) {
      if (layer.sim !== 'mesh' || layer.mesh.kind !== undefined) continue;
      if (!this.kindUsers.has(layer.kind)) this.kindUsers.set(layer.kind, new Set());
      this.kindUsers.get(layer.kind).add(effect);
    }
    return effect;
  }

  #tryLayer(where, layer) {
    const plume = this.plume;
    const failed = (error, prefix) => {
      if (!(error instanceof PlumeError)) throw error;
      const message = error.message.replace(prefix, '').replace(/^defineParticle\('[^']*'\): /, '');
      return new PlumeError(`${where}: ${layer.path}: ${message}`, error.status);
    };
    try {
      if (layer.sim === 'gpu') plume.createEmitter(layer.emitter).destroy();
      else if (layer.sim === 'cpu' && layer.parentIndex !== undefined) { // a sub-emitter needs a parent to be tried with
        const parent = plume.addSystem({ rate: 0, burst: 1 });
        try {
          plume.addSystem({ ...layer.system, parent }).remove();
        } finally {
          parent.remove();
        }
      } else if (layer.sim === 'cpu') plume.addSystem(layer.system).remove();
      else layer.kind = this.#meshKind(layer);
    } catch (error) {
      throw failed(error, /^(createEmitter|addSystem): /);
    }
  }

  /** Runs `make`; when it throws, the kinds it defined are forgotten (plume.js) before the error goes on. */
  transaction(make) {
    try {
      return this.hooks.transaction(make);
    } catch (error) {
      for (const [key, name] of this.kindNames) if (!this.hooks.kind(name)) this.kindNames.delete(key);
      throw error;
    }
  }

  /** The kind a mesh layer's instances of `renderOrder` draw: the layer's own at 0; at another order a copy of it
   *  defined with that order (every instance of a kind is one draw, so an order is a kind), made at first use. */
  meshKindFor(layer, renderOrder) {
    if (!renderOrder) return layer.kind;
    const name = `${layer.kind}@${renderOrder}`;
    if (!this.hooks.kind(name)) {
      const { definition } = this.hooks.kind(layer.kind);
      try {
        this.plume.defineParticle(name, { ...definition, renderOrder });
        if (!this.orderCopies.has(layer.kind)) this.orderCopies.set(layer.kind, new Set());
        this.orderCopies.get(layer.kind).add(name);
      } catch (error) {
        if (!(error instanceof PlumeError)) throw error;
        throw new PlumeError(`${layer.path}: a mesh layer at renderOrder ${renderOrder} draws a kind of its own, and ` +
          `${error.message.replace(/^defineParticle\('[^']*'\): /, '')}`, error.status);
      }
    }
    return name;
  }

  // The kind a mesh layer draws: the one it names, or one defined for its definition (shared by every
  // layer and effect with the same definition).
  #meshKind(layer) {
    const plan = layer.mesh;
    if (plan.kind !== undefined) {
      const info = this.hooks.kind(plan.kind);
      if (!info) throw new PlumeError(`kind: no particle kind '${plan.kind}' is defined (defineParticle)`);
      if (info.sizeKeyed && plan.sizes) {
        throw new PlumeError(`size: kind '${plan.kind}' has size keys (its scale over life): a layer drawing it takes them; leave size out`);
      }
      if (plan.births > info.capacity) {
        throw new PlumeError(`kind: a cycle of this layer has ${plan.births} births but kind '${plan.kind}' holds ` +
          `${info.capacity} (its capacity): raise it in defineParticle, or lower burst or rate × duration`);
      }
      // a layer drawing a defined kind takes the kind's life and sizes unless it gives its own
      plan.lives ??= [info.maxAge, info.maxAge];
      layer.lifeMax = plan.lives[1];
      plan.boundsSizes = plan.sizes ?? [info.startSize, info.endSize];
      layer.meshRadius = info.meshRadius;
      return plan.kind;
    }
    layer.meshRadius = Math.max(meshRadius(plan.definition.mesh), meshRadius(plan.definition.mesh2));
    const { texture, ...rest } = plan.definition;
    const key = JSON.stringify([texture?.id ?? null, Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))]);
    let name = this.kindNames.get(key);
    if (!name) {
      const base = `effect:${layer.name || `layer${layer.index}`}`;
      name = base;
      for (let n = 2; this.hooks.kind(name); n++) name = `${base}#${n}`;
      this.plume.defineParticle(name, { ...plan.definition, spin: false });
      this.kindNames.set(key, name);
    }
    return name;
  }
}

// The desc as plain JSON, taken now (the caller may change or reuse its object): textures by name.
function snapshot(desc, template) {
  const names = new Map(Object.entries(desc.textures ?? {}).map(([name, texture]) => [texture, name]));
  const textures = {};
  const nameOf = (texture) => {
    // a texture given directly is named after its id; the JSON lists every name (its URL unknown: null)
    const name = names.get(texture) ?? `texture${texture.id}`;
    textures[name] = null;
    return name;
  };
  const layers = template.layers.map((layer) => {
    const { texture, ...rest } = layer.source;
    let out;
    try {
      out = JSON.parse(JSON.stringify(rest));
    } catch (error) {
      throw new LayerDescError(`${layer.path}: is not plain JSON data apart from its texture (${describeThrown(error)})`);
    }
    if (texture !== undefined && texture !== null) {
      out.texture = typeof texture === 'string' ? texture : nameOf(texture);
      if (typeof texture === 'string') textures[texture] = null;
    }
    return out;
  });
  return { plume: 'effect', version: 2, ...(template.name ? { name: template.name } : {}),
    ...(template.seed ? { seed: template.seed } : {}), ...(Object.keys(textures).length ? { textures } : {}), layers };
}

function namedTexture(path, name, textures, generated) {
  const named = textures && Object.hasOwn(textures, name) ? textures[name] : undefined;
  if (named === undefined && name.startsWith('plume:')) { // Plume's generated art, made at first use
    try {
      return generated(name);
    } catch (error) {
      throw new LayerDescError(`${path}: ${error.message.replace(/^generatedTexture: /, '')}`);
    }
  }
  if (named === undefined) {
    const known = textures ? Object.keys(textures) : [];
    throw new LayerDescError(`${path}: must be a PlumeTexture, name one of the effect's textures (${known.length ? known.join(', ') : 'it has none'}) or a generated one ('plume:smoke', 'plume:glow', ...), got ${show(name)}`);
  }
  return named;
}

const effectInternals = new WeakMap(); // PlumeEffect -> { destroyed }

/**
 * An effect: a template of layers. play() starts an instance; effect.instances counts the live ones;
 * destroy() ends them all. The methods seek/stop/setPosition/time/playing act on the latest play, as
 * effect files did before instances (a single-playback effect keeps working).
 */
export class PlumeEffect {
  #runtime;
  #template;
  #desc;
  #source;
  #state;
  #live = new Set(); // Playbacks
  #plays = 0;
  #current = null; // the latest Playback (kept after it ends, for time and seek)
  #placement = translation([0, 0, 0]);

  constructor(token, runtime, template, desc, source) {
    if (token !== effectToken) throw new PlumeError('PlumeEffect cannot be made with new: use plume.createEffect(desc) or await plume.loadEffect(file)');
    this.#runtime = runtime;
    this.#template = template;
    this.#desc = desc;
    this.#source = source;
    this.#state = { destroyed: false, layers: template.layers, groups: new Map() };
    effectInternals.set(this, this.#state);
    this.name = source?.name ?? template.name;
    this.duration = source?.duration ?? Math.max(...template.layers.map((l) => l.delay + (l.rate > 0 ? l.duration : 0) + l.lifeMax), 1);
  }

  /**
   * Starts an instance at [x, y, z] or a 4x4 transform. options: seed (the same seed, the same
   * particles; default: a new one each play), timeScale (gpu layers), loop (every layer loops),
   * onEnd(instance) (called when it ended). A play that fails leaves nothing behind.
   */
  play(position = [0, 0, 0], options = {}) {
    this.#check('play');
    const at = this.#runtime.hooks.transform('play', position);
    const opts = readPlayOptions(options, this.#template);
    this.#check('play'); // a getter among the arguments may have destroyed the effect or its Plume
    if (opts.collide !== undefined) this.#runtime.hooks.checkCollide(opts.collide); // by the core, before anything plays
    // every mesh layer loops: a play's particles are bounded as a looping layer's
    if (opts.loop === true) checkLive('play: with loop: true, ', this.#template.layers, true);
    const seed = opts.seed ?? this.#runtime.hooks.playSeed(this.#template.seed, this.#plays); // the core's: as a C game's play
    const playback = new Playback(this.#runtime, this.#template, at, { ...opts, seed }, this.#live, this.name, this.#state);
    const instance = new PlumeInstance(instanceToken, playback);
    playback.instance = instance;
    this.#runtime.transaction(() => playback.start()); // throws, having undone what it made, when a limit is reached
    this.#plays++;
    this.#placement = at;
    this.#current = playback;
    return instance;
  }

  /** How many instances of this effect are playing now. */
  get instances() { return this.#live.size; }

  /** plume_three.js's emitFrom: this effect's desc as it was read (copies of its layers, their textures resolved). */
  [EFFECT_DESC]() {
    const t = this.#template;
    return { name: t.name, seed: t.seed, renderOrder: t.renderOrder,
      layers: t.layers.map((layer) => ({ ...layer.source, texture: layer.texture ?? undefined })) };
  }

  /** Ends every instance now and makes the effect unusable. Kinds and textures stay with the Plume. */
  destroy() {
    if (this.#state.destroyed) return;
    this.#runtime.hooks.checkNotNested('destroy'); // from a hooked GL function: refused before anything changes
    this.#state.destroyed = true; // first: an onEnd that plays again is refused
    for (const playback of [...this.#live]) playback.finish(true);
    for (const group of this.#state.groups.values()) this.#runtime.hooks.emitterGroups.destroy(group);
    this.#state.groups.clear();
    this.#runtime.effects.delete(this);
    this.#runtime.releaseKinds(this, this.#template.layers);
  }

  get destroyed() { return this.#state.destroyed; }

  get [LAYERS]() { return this.#template.layers; }

  /** The effect as plain JSON data: the file it was loaded from, or the desc (textures by name). */
  toJSON() {
    return JSON.parse(JSON.stringify(this.#source?.file ?? this.#desc));
  }

  // ---- the latest play (the single-playback API of effect files) ----

  /** Shows the latest play at `ms` of its time, forwards or backwards (plays first if needed). */
  seek(ms) {
    this.#check('seek');
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 1e9) {
      throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to 1e9, got ${show(ms)}`);
    }
    if (ms > MAX_SYSTEM_SEEK_MS && this.#template.layers.some((l) => l.sim === 'cpu')) {
      throw new PlumeError(`seek: ms must be at most ${MAX_SYSTEM_SEEK_MS} for an effect with a 'cpu' layer (it re-simulates ` +
        `from the start: at most 5 minutes), got ${ms}`);
    }
    if (!this.#current?.alive) {
      const seed = this.#current?.seed;
      this.play(this.#placement, seed === undefined ? {} : { seed });
    }
    this.#current.seek(ms);
  }

  /** ms since the latest play (0 before any). */
  get time() {
    this.#check('time');
    return this.#current ? this.#current.time : 0;
  }

  get playing() { return this.#current?.alive ?? false; }

  /** Moves the latest play (and the place of later seeks). */
  setPosition(position) {
    this.#check('setPosition');
    const placement = this.#runtime.hooks.transform('setPosition', position);
    this.#check('setPosition'); // a getter of the position may have destroyed the effect
    this.#placement = placement;
    if (this.#current?.alive) this.#current.setTransform(this.#placement);
  }

  /** Ends the latest play gently: no more births; live particles finish. */
  stop() {
    this.#check('stop');
    if (this.#current?.alive) this.#current.stop();
  }

  /** The kind names this effect's mesh layers draw (effect files: by their key in the file). */
  get kinds() {
    return this.#source?.kinds ? { ...this.#source.kinds }
      : Object.fromEntries(this.#template.layers.filter((l) => l.sim === 'mesh').map((l) => [l.name || `layer${l.index}`, l.kind]));
  }

  /** The GPU emitters and CPU systems of the latest play, in layer order. */
  get emitters() { return this.#current?.alive ? this.#current.parts.filter((p) => p.emitter).map((p) => p.emitter) : []; }
  get systems() { return this.#current?.alive ? this.#current.parts.filter((p) => p.system).map((p) => p.system) : []; }

  #check(method) {
    if (this.#state.destroyed) {
      throw new PlumeError(`${method}: this effect was destroyed${this.#runtime.plume.destroyed ? ' (its Plume was destroyed)' : ''}`);
    }
    if (this.#runtime.plume.destroyed) throw new PlumeError(`${method}: this effect's Plume was destroyed`);
    this.#runtime.hooks.checkNotNested(method);
  }
}

/** layer_desc.js's checkMeshLive, its refusal a PlumeError starting with `prefix`. */
function checkLive(prefix, layers, loopAll = false) {
  try {
    checkMeshLive(layers, loopAll);
  } catch (error) {
    if (error instanceof LayerDescError) throw new PlumeError(`${prefix}${error.message}`);
    throw error;
  }
}

/** The furthest a system of `capacity` particles can seek within the core's PARTICLE_SYSTEM_MAX_SEEK_WORK. */
function maxSeekMs(capacity) {
  return Math.max(0, Math.floor(C.PARTICLE_SYSTEM_MAX_SEEK_WORK / Math.max(1, capacity)) - 1) * SEEK_STEP_MS; // a step spare: the rest of a ms
}

function readPlayOptions(options, template) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new PlumeError(`play: options must be an object such as { seed: 7, loop: true, onEnd }, got ${show(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!PLAY_OPTIONS.includes(key)) throw new PlumeError(`play: unknown option ${show(key)} (known: ${PLAY_OPTIONS.join(', ')})`);
  }
  const { seed, timeScale = 1, loop, onEnd, renderOrder = template.renderOrder ?? 0 } = options;
  checkRenderOrder('play', renderOrder);
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)) {
    throw new PlumeError(`play: seed must be an integer from 0 to 4294967295, got ${show(seed)}`);
  }
  if (typeof timeScale !== 'number' || !Number.isFinite(timeScale) || timeScale < 0 || timeScale > 1000) {
    throw new PlumeError(`play: timeScale must be a number from 0 to 1000, got ${show(timeScale)}`);
  }
  if (timeScale !== 1) {
    const other = template.layers.find((l) => l.sim !== 'gpu');
    if (other) {
      throw new PlumeError(`play: timeScale scales 'gpu' layers only (their clock is their own); ${other.path} is a ` +
        `'${other.sim}' layer, which follows plume.step`);
    }
  }
  if (loop !== undefined && typeof loop !== 'boolean') throw new PlumeError(`play: loop must be true or false, got ${show(loop)}`);
  if (onEnd !== undefined && typeof onEnd !== 'function') throw new PlumeError(`play: onEnd must be a function, got ${show(onEnd)}`);
  let { collide } = options;
  if (collide !== undefined) {
    if (!template.layers.some((l) => l.sim === 'cpu')) {
      throw new PlumeError("play: collide replaces the colliders of an effect's 'cpu' layers, and this effect has none ('gpu' " +
        "layers collide with the plane of their layer's own collide)");
    }
    try {
      collide = copyPlain(collide, 'collide', MAX_COLLIDE_VALUES);
    } catch (error) {
      if (error instanceof PlainDataError) throw new PlumeError(`play: ${error.path}: ${error.message}`);
      throw error;
    }
  }
  const normal = options.normal === undefined ? undefined : readPlayNormal(options.normal, template);
  return { seed, timeScale, loop, onEnd, renderOrder, collide, normal };
}

// play's normal: the surface its decal layers lie on, [x, y, z] read once (any length but 0)
function readPlayNormal(value, template) {
  const isList = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  const normal = isList && value.length === 3 ? [value[0], value[1], value[2]] : null;
  if (!normal || !normal.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new PlumeError(`play: normal: must be [x, y, z] of finite numbers (the surface's normal), got ${show(value)}`);
  }
  if (normal.every((v) => Math.fround(v) === 0)) {
    throw new PlumeError("play: normal: must not be [0, 0, 0] (the surface's normal; a floor is [0, 1, 0])");
  }
  if (!template.layers.some((l) => l.emitter?.billboard === 'decal' || l.system?.render === 'decal')) {
    throw new PlumeError("play: normal lays an effect's decal layers (render: 'decal') on a surface, and this effect has none");
  }
  return normal;
}

function checkRenderOrder(where, renderOrder) {
  if (!Number.isInteger(renderOrder) || renderOrder < -0x80000000 || renderOrder > 0x7fffffff) {
    throw new PlumeError(`${where}: renderOrder must be an integer (lower draws first), got ${show(renderOrder)}`);
  }
}


// One instance's state; PlumeInstance is its face.
class Playback {
  alive = true;
  parts = []; // { layer, emitter | system | mesh }
  instance = null;
  stopped = false;
  #runtime; #template; #effectLive; #options; #resolve; #effectState;
  #stoppedAt = 0; // instance ms of its stop(): a renderOrder move shows no particle born after it
  #origin;

  constructor(runtime, template, at, options, effectLive, effectName, effectState) {
    this.#effectState = effectState;
    this.effectName = effectName || '(unnamed)';
    this.#runtime = runtime;
    this.#template = template;
    this.#effectLive = effectLive;
    this.#options = options;
    this.seed = options.seed;
    this.placement = at;
  }

  // made on first use: a fire-and-forget play whose `finished` nobody reads makes no promise
  #finished = null;
  get finished() {
    this.#finished ??= this.alive ? new Promise((resolve) => { this.#resolve = resolve; }) : Promise.resolve(this.instance);
    return this.#finished;
  }

  get plume() { return this.#runtime.plume; }
  /** A layer's seed from the instance's: the core's scheme (rng.c), so C and JavaScript plays of one seed agree. */
  #layerSeed(layer) { return this.#runtime.hooks.layerSeed(this.seed, layer.index); }
  #loops(layer) { return !this.stopped && (this.#options.loop ?? layer.loop); }
  get time() { return this.plume.time - this.#origin; }

  start() {
    this.#origin = this.plume.time;
    try {
      for (const layer of this.#template.layers) this.parts.push(this.#makePart(layer, 0));
    } catch (error) {
      this.#release(true);
      throw error instanceof PlumeError ? new PlumeError(`play: ${error.message}`, error.status) : error;
    }
    this.#runtime.playing.add(this);
    if (this.parts.some((part) => !part.emitter)) this.#runtime.ticking.add(this);
    this.#effectLive.add(this);
  }

  get renderOrder() { return this.#options.renderOrder; }

  /** Moves the instance to another renderOrder: gpu layers are played again into the group of that order at
   *  the instance's time (stateless: the same particles), cpu layers' systems take it. */
  setRenderOrder(order) {
    checkRenderOrder('instance', order);
    if (order === this.#options.renderOrder) return;
    const previous = this.#options;
    this.#options = { ...previous, renderOrder: order };
    const t = this.time;
    // the mesh parts in the kinds of that order made first, each taking its room there: a refusal (the core's, when
    // a kind has no room) then leaves every part where it was
    const moves = [];
    try {
      for (const part of this.parts) {
        if (!part.mesh) continue;
        const kind = this.#runtime.meshKindFor(part.layer, order);
        moves.push({ part, prepared: part.mesh.prepare(kind) });
      }
    } catch (error) {
      for (const move of moves) move.part.mesh.abandon(move.prepared);
      this.#options = previous;
      throw error instanceof PlumeError ? new PlumeError(`instance: renderOrder: ${error.message}`, error.status) : error;
    }
    try {
      this.#moveParts(order, t, moves);
    } catch (error) {
      this.#options = previous;
      throw error instanceof PlumeError ? new PlumeError(`instance: renderOrder: ${error.message}`, error.status) : error;
    }
  }

  #moveParts(order, t, moves) {
    for (const part of this.parts) {
      if (part.emitter && !part.ended) {
        const old = part.emitter;
        const oldId = part.emitterId;
        this.#makeEmitter(part, t); // the new member first: if it cannot be made, the old one still draws
        this.#runtime.byEmitter.delete(oldId);
        old.destroy();
        if (this.stopped) part.emitter.stop();
      } else if (part.system?.exists) {
        part.system.set({ renderOrder: order });
      } else if (part.mesh) { // its particles again, the same ones, in the kind drawn at that order
        part.mesh.commit(moves.find((move) => move.part === part).prepared); // made, with its room, by setRenderOrder
        part.mesh.advance(t);
        if (this.stopped) part.mesh.stop(this.#stoppedAt); // none born after the stop: those the advance made go
      }
    }
  }

  #makePart(layer, t) {
    const plume = this.plume;
    if (layer.sim === 'gpu') {
      const part = { layer, emitter: null };
      this.#makeEmitter(part, t);
      return part;
    }
    if (layer.sim === 'cpu') {
      const part = { layer, system: null };
      if (this.#systemDue(layer, t)) this.#addSystem(part, t, true);
      return part;
    }
    const kind = this.#runtime.meshKindFor(layer, this.#options.renderOrder);
    const host = { plume, kind, seed: layer.seed ?? this.#layerSeed(layer),
      placement: this.placement, parts: this.#runtime.hooks.meshParts, loop: this.#options.loop ?? layer.loop };
    // its part in the core takes room in the kind for every particle the play can hold at once (looping: every
    // overlapping cycle, even if stopped now, as a seek starts it again), or is refused: no play recycles another's
    const mesh = new MeshLayerPlayback(layer, host);
    const part = { layer, mesh, host };
    try {
      mesh.advance(t, this.#loops(layer));
    } catch (error) {
      mesh.clear(); // the particles it spawned before failing are not in parts yet: the play's undo would miss them
      mesh.free();
      throw error;
    }
    return part;
  }

  // The emitter's clock runs at timeScale: instance time t is emitter time t × scale.
  #emitterScale(layer) { return (layer.emitter.timeScale ?? 1) * this.#options.timeScale; }

  // A member of the layer's group: every play of the layer is drawn by one call.
  #makeEmitter(part, t) {
    const layer = part.layer;
    const groups = this.#runtime.hooks.emitterGroups;
    const group = this.#runtime.groupFor(this.#effectState, layer, this.#loops(layer), this.#emitterScale(layer),
      this.#options.renderOrder, this.#options.normal);
    const seed = (layer.emitter.seed ?? this.#layerSeed(layer)) % 83521;
    const at = layer.position.every((v) => v === 0) ? this.placement : multiply(this.placement, translation(layer.position));
    const { id, emitter } = groups.play(group, at, seed, () => {
      // destroyed: by the instance (released), or by a game through effect.emitters (it counts as ended)
      if (!this.alive || part.emitter !== emitter) return;
      part.ended = true;
      if (!this.#runtime.ticking.has(this) && this.parts.every((p) => p.ended)) this.endIfEnded();
    });
    part.emitter = emitter;
    part.emitterId = id;
    part.ended = false;
    part.playback = this;
    this.#runtime.byEmitter.set(id, part);
    if (t > 0) part.emitter.seek(t * this.#emitterScale(layer));
  }

  // A cpu layer's system is made after its delay; a sub-emitter's once its parent's system is there.
  #systemDue(layer, t) {
    if (layer.parentIndex === undefined) return t >= layer.delay;
    return Boolean(this.parts[layer.parentIndex]?.system?.exists);
  }

  // `replay` (a seek): shown at its own time exactly, re-simulated at 60 Hz; else (a step made it, its delay passed
  // part-way through) one step of the rest, as plume.step gives every system: re-simulating the gap made a long
  // step cost seconds a play
  #addSystem(part, t, replay) {
    const layer = part.layer;
    const loops = this.#loops(layer);
    // looping: the flow runs for ever and the burst comes again every cycle (the core's burstEvery, which a seek replays)
    const desc = { ...layer.system, seed: layer.system.seed ?? this.#layerSeed(layer),
      duration: loops ? 0 : layer.duration, burstEvery: loops ? layer.duration : undefined };
    if (layer.parentIndex !== undefined) { // a sub-emitter: its parent's system, no flow or delay of its own
      desc.parent = this.parts[layer.parentIndex].system;
      delete desc.duration;
      delete desc.burstEvery;
    }
    if (this.wind) desc.wind = this.wind; // set on the instance: kept by systems made later (delay, seek)
    if (this.#options.renderOrder !== 0) desc.renderOrder = this.#options.renderOrder;
    if (this.#options.collide !== undefined) desc.collide = this.#options.collide;
    if (this.#options.normal !== undefined && desc.render === 'decal') desc.decal = { normal: this.#options.normal };
    part.system = this.plume.addSystem(desc, new Float32Array(this.placement));
    part.capacity = part.system.capacity; // stop() keeps it, and a seek is bounded by it
    const local = layer.parentIndex === undefined ? t - layer.delay : 0; // a sub-emitter starts with its parent
    // a seek beyond what a system may re-simulate is refused before it gets here (a layer not made yet: at most that far)
    if (local > 0 && replay) part.system.seek(Math.min(local, MAX_SYSTEM_SEEK_MS, maxSeekMs(part.capacity)));
    else if (local > 0) part.system[Symbol.for('plume.advanceSystem')](local);
  }

  /** After each plume.step: births, delayed layers, repeated bursts, moving meshes; then the end. */
  update() {
    if (!this.alive) return;
    const t = this.time;
    for (const part of this.parts) {
      const layer = part.layer;
      if (part.mesh) part.mesh.advance(t, this.#loops(layer));
      else if (part.system === null && !this.stopped && this.#systemDue(layer, t)) this.#addSystem(part, t, false);
    }
    if (this.#ended()) this.finish(false);
  }

  /** Called when the core reported every gpu part ended: ends it once that is confirmed. */
  endIfEnded() {
    if (!this.alive) return;
    if (this.#ended()) this.finish(false);
    else for (const part of this.parts) part.ended = !part.emitter || part.emitter.ended; // sought since (effect.emitters): wait for the next report
  }

  #ended() {
    return this.parts.every((part) => {
      if (part.layer.sim === 'gpu') return !part.emitter || part.emitter.ended;
      if (part.mesh) return part.mesh.ended(this.#loops(part.layer));
      if (part.system === null) return this.stopped;
      return !this.#loops(part.layer) && part.system.ended;
    });
  }

  /** Ends the instance: frees what it made; `finished` resolves, onEnd runs (not for a failed play). */
  finish(killed) {
    if (!this.alive) return;
    this.#release(killed);
    this.alive = false;
    this.#runtime.playing.delete(this);
    this.#runtime.ticking.delete(this);
    this.#effectLive.delete(this);
    this.#resolve?.(this.instance);
    if (this.#options.onEnd) {
      try {
        this.#options.onEnd(this.instance);
      } catch (error) {
        // a game's callback must not break plume.step: reported, with where it came from
        report(Object.assign(new Error(`Plume: the onEnd callback of an instance threw: ${describeThrown(error)}`), { cause: error }));
      }
    }
  }

  #release(killParticles) {
    const plume = this.plume;
    for (const part of this.parts) {
      if (plume.destroyed) break;
      if (part.emitter) this.#dropEmitter(part);
      if (part.system?.exists) part.system.remove();
      if (part.mesh && killParticles) part.mesh.clear();
      part.mesh?.free();
    }
  }

  // Detached first: its destroy() then is the instance's doing, not a game's (see #makeEmitter).
  #dropEmitter(part) {
    this.#runtime.byEmitter.delete(part.emitterId);
    const emitter = part.emitter;
    part.emitter = null;
    emitter.destroy();
  }

  stop() {
    this.stopped = true;
    this.#stoppedAt = this.time;
    for (const part of this.parts) {
      if (part.emitter) part.emitter.stop();
      // no flow: rate 0 and no period (a period would override the rate); the capacity kept, so every
      // live particle finishes its life
      if (part.system?.exists && part.layer.parentIndex === undefined) {
        part.system.set({ rate: 0, period: undefined, burstEvery: undefined, capacity: part.capacity });
      }
      if (part.mesh) part.mesh.stop(this.time);
    }
    if (this.#ended()) this.finish(false);
  }

  seek(ms) {
    // a cpu layer re-simulates from its start: refused before anything changes when that would cost more than a
    // seek may (a layer whose system is not made yet is made at most that far in)
    for (const part of this.parts) {
      if (!part.capacity || part.layer.parentIndex !== undefined) continue;
      const limit = maxSeekMs(part.capacity);
      if (ms - part.layer.delay > limit) {
        throw new PlumeError(`seek: ${ms} ms re-simulates ${part.layer.path} (a 'cpu' layer of capacity ${part.capacity}) from its ` +
          `start, over the ${C.PARTICLE_SYSTEM_MAX_SEEK_WORK} particle updates a seek may cost: this instance can seek at most ` +
          `${Math.floor(limit + part.layer.delay)} ms (a smaller capacity seeks further)`);
      }
    }
    const wasStopped = this.stopped;
    this.stopped = false;
    for (const part of this.parts) {
      const layer = part.layer;
      if (part.emitter) {
        if (wasStopped) { // an emitter's stop() is for good: a fresh one emits again
          this.#dropEmitter(part);
          this.#makeEmitter(part, ms);
        } else {
          part.emitter.seek(ms * this.#emitterScale(layer));
          part.ended = false; // the core reports it again if it ends again
        }
      } else if (part.mesh) {
        part.mesh.restart();
        part.mesh.clear();
        part.mesh.advance(ms, this.#loops(layer));
      } else {
        if (part.system?.exists) part.system.remove();
        part.system = null;
        if (this.#systemDue(layer, ms)) this.#addSystem(part, ms, true); // sub-emitted particles are not replayed
      }
    }
    this.#origin = this.plume.time - ms;
  }

  /** Throws when called from inside a WebGL call Plume is making (plume.js refuses such nested calls). */
  checkNotNested(method) { this.#runtime.hooks.checkNotNested(method); }

  /** [x, y, z] or 16 numbers, checked as every Plume call checks a position. */
  readPlacement(where, position) { return this.#runtime.hooks.transform(where, position); }

  setWind(wind) {
    this.wind = wind;
    for (const part of this.parts) if (part.system?.exists) part.system.setWind(wind);
  }

  setTransform(at) {
    this.placement = at;
    for (const part of this.parts) {
      if (part.emitter) part.emitter.setPosition(multiply(at, translation(part.layer.position)));
      if (part.system?.exists) part.system.setTransform(new Float32Array(at));
      if (part.mesh) {
        part.host.placement = at;
        part.mesh.replace(this.time);
      }
    }
  }

  bounds() {
    const box = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
    const grow = (b) => {
      for (let i = 0; i < 3; i++) {
        box.min[i] = Math.min(box.min[i], b.min[i]);
        box.max[i] = Math.max(box.max[i], b.max[i]);
      }
    };
    for (const part of this.parts) {
      if (part.emitter) grow(part.emitter.bounds);
      else if (part.system?.exists) grow(part.system.bounds);
      else if (part.mesh) part.mesh.grow(box, part.layer.meshRadius ?? 1, this.time);
    }
    return box;
  }
}

/**
 * One playing instance of an effect (effect.play()). Fire and forget: it ends by itself when its last
 * particle is gone (never while looping), frees what it made, resolves `finished` and calls onEnd.
 * Once ended, `alive` is false for ever; stop() and kill() do nothing; setTransform, seek, time and
 * bounds throw a PlumeError saying it ended.
 */
export class PlumeInstance {
  #playback;

  constructor(token, playback) {
    if (token !== instanceToken) throw new PlumeError('PlumeInstance cannot be made with new: use effect.play(position)');
    this.#playback = playback;
  }

  /** True until the instance ended (by itself, kill(), its effect's destroy() or its Plume's). */
  get alive() { return this.#playback.alive; }

  /** Resolves (to this instance) when the instance ended. */
  get finished() { return this.#playback.finished; }

  /** The seed its particles were drawn with: play(position, { seed }) with it shows the same. */
  get seed() { return this.#playback.seed; }

  /** Moves the instance: [x, y, z] or a column-major 4x4 transform. */
  setTransform(position) {
    this.#check('setTransform');
    const placement = this.#playback.readPlacement('setTransform', position);
    this.#check('setTransform'); // a getter of the position may have ended the instance
    this.#playback.setTransform(placement);
  }

  /** Wind for its 'cpu' layers, [x, y, z] in units/s² (added to gravity), from the next step on; kept
   *  by seeks. Refused for an effect without a 'cpu' layer (gpu and mesh particles cannot change course). */
  setWind(wind) {
    this.#check('setWind');
    if (!this.#playback.parts.some((p) => p.layer.sim === 'cpu')) {
      throw new PlumeError("setWind: this effect has no 'cpu' layer; wind that changes at run time is a 'cpu' layer's");
    }
    const isList = Array.isArray(wind) || (ArrayBuffer.isView(wind) && !(wind instanceof DataView));
    const values = isList && wind.length === 3 ? [wind[0], wind[1], wind[2]] : null; // each read once
    if (!values || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      throw new PlumeError(`setWind: wind must be [x, y, z] (three finite numbers, units/s²), got ${show(wind)}`);
    }
    this.#check('setWind');
    this.#playback.setWind(values);
  }

  /** Ends it gently: nothing more is born; live particles finish their life, then it ends. */
  stop() {
    if (!this.#playback.alive || this.#playback.plume.destroyed) return;
    this.#playback.checkNotNested('stop');
    this.#playback.stop();
  }

  /** Ends it now: every particle it shows disappears. */
  kill() {
    if (!this.#playback.alive || this.#playback.plume.destroyed) return;
    this.#playback.checkNotNested('kill');
    this.#playback.finish(true);
  }

  /** Shows the instance at `ms` of its time, forwards or backwards (cpu layers re-simulate at 60 Hz). */
  seek(ms) {
    this.#check('seek');
    const limit = this.#playback.parts.some((p) => p.layer.sim === 'cpu') ? MAX_SYSTEM_SEEK_MS : 1e9;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > limit) {
      throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to ${limit}` +
        `${limit === MAX_SYSTEM_SEEK_MS ? " (a 'cpu' layer re-simulates from the start: at most 5 minutes)" : ''}, got ${show(ms)}`);
    }
    this.#playback.seek(ms);
  }

  /** Where it draws among instances: lower first (play(position, { renderOrder }), default 0); within one
   *  renderOrder instances draw far to near. */
  get renderOrder() { return this.#playback.renderOrder; }

  set renderOrder(order) {
    this.#check('renderOrder');
    this.#playback.setRenderOrder(order);
  }

  /** ms since it started (plume.step advances it, seek sets it). */
  get time() {
    this.#check('time');
    return this.#playback.time;
  }

  /** World-space box of its live particles: { min: [x, y, z], max: [x, y, z] } (min > max: none). */
  get bounds() {
    this.#check('bounds');
    return this.#playback.bounds();
  }

  #check(method) {
    if (!this.#playback.alive) {
      throw new PlumeError(`${method}: this instance ended (its particles are gone); play the effect again for a new one`);
    }
    if (this.#playback.plume.destroyed) throw new PlumeError(`${method}: this instance's Plume was destroyed`);
    this.#playback.checkNotNested(method);
  }
}
