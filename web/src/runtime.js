// runtime.js — effects in JavaScript: one model for every kind of particle. An effect (a template of layers,
// plume.createEffect(desc) or plume.loadEffect(file)) is played as instances: effect.play(position, options) ->
// PlumeInstance, as many at once as the game wants. This file reads the desc (layer_desc.js) and hands it to the
// core, which plays, steps, seeks, stops and ends every instance (src/core/effect.c, as for C games: the same seed
// draws the same particles); an instance that ended is reported by the core's poll after a step: here `finished`
// resolves and `onEnd` runs.
import { PlumeError, describeThrown, report, showValue as show } from './errors.js';
import { PlainDataError, copyPlain } from './plain_data.js';
import { LayerDescError, readEffectDesc } from './layer_desc.js';
import * as C from './plume_constants.js'; // generated from the C headers at build time

const effectToken = Symbol('PlumeEffect');
const instanceToken = Symbol('PlumeInstance');
const LAYERS = Symbol('layers'); // an effect's layers, for the runtime's questions about kinds
const PLAY_OPTIONS = ['seed', 'timeScale', 'loop', 'onEnd', 'renderOrder', 'collide', 'normal'];
const EFFECT_DESC = Symbol.for('plume.effectDesc'); // plume_three.js's emitFrom asks an effect for its desc
const MAX_COLLIDE_VALUES = 1000; // a play's colliders are a few numbers each: the copy of what a caller gives is bounded

const translation = ([x, y, z]) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]; // column-major

/**
 * The effects and playing instances of one Plume: JavaScript's face of the core's effects (src/core/effect.c), which
 * play, step, seek, stop and end every instance. plume.js makes one per Plume, calls afterStep() after every step and
 * plumeDestroyed() when the Plume goes; `hooks` are the Plume's private calls (the core's included: hooks.core).
 */
export class EffectRuntime {
  plume;
  hooks;         // { texture(where, value) -> PlumeTexture, kind(name) -> { maxAge, capacity },
                 //   transform(where, position) -> 16 numbers (plume.js's readTransform), core: the effect calls }
  effects = new Set();
  playing = new Set(); // Plays
  byId = new Map();    // the core's instance id -> its Play: ends come by poll
  kindNames = new Map(); // mesh layer definition key -> the kind name defined for it (kinds live as long as the Plume)
  kindUsers = new Map(); // a kind defined for mesh layers -> the effects drawing it: undefined with the last of them
  empty = new Set(); // plays of an effect without layers: they end at the next step

  /** The effect whose mesh layer draws the kind `name` (by name or as its own), or null. */
  kindUser(name) {
    for (const effect of this.effects) {
      const layer = effect[LAYERS].find((l) => l.sim === 'mesh' && (l.kind === name || name.startsWith(`${l.kind}@`)));
      if (layer) return `createEffect${effect.name ? ` '${effect.name}'` : ''} ${layer.path}`;
    }
    return null;
  }

  /** An effect went (its core effect first): its mesh shapes go, and the kinds defined for its mesh layers that no
   *  other effect draws (the core undefined their renderOrder copies), so effects made and destroyed for ever do not
   *  fill the Plume's 1,023 kinds. */
  releaseKinds(effect, layers) {
    for (const layer of layers) {
      if (layer.meshShape) {
        this.hooks.core.dropShape(layer.meshShape);
        layer.meshShape = 0;
      }
      const users = layer.sim === 'mesh' && layer.mesh.kind === undefined ? this.kindUsers.get(layer.kind) : undefined;
      if (!users?.delete(effect) || users.size > 0) continue;
      this.kindUsers.delete(layer.kind);
      if (!this.hooks.undefineKind(layer.kind)) continue; // a game spawned into it: it stays
      for (const [key, name] of this.kindNames) if (name === layer.kind) this.kindNames.delete(key);
    }
  }

  constructor(plume, hooks) {
    this.plume = plume;
    this.hooks = hooks;
  }

  afterStep() {
    endTogether(this.empty);
    // the core reports the instances that ended, so nothing asks every instance every frame; every play the poll
    // reported ends first, then each hears of it: an onEnd sees the others of its step ended too (the core freed
    // them all), never alive with nothing behind them
    const ended = [];
    this.hooks.core.pollEnded((id, early) => {
      const play = this.byId.get(id);
      if (play) ended.push([play.end(), early]);
    });
    for (const [play, early] of ended) {
      play.notify();
      // a limit reached mid-play (a delayed cpu layer when the systems are full, memory): that instance ended, the
      // others go on, and the game hears of it without plume.step throwing every frame
      if (early) {
        report(new PlumeError(`Plume: an instance of effect '${play.effectName}' ended early: ${early.message}`, early.status));
      }
    }
  }

  plumeDestroyed() {
    endTogether(this.playing);
    for (const effect of this.effects) effectInternals.get(effect).destroyed = true;
    this.effects.clear();
  }

  get instances() { return this.playing.size; }

  /** Mesh particles spawned ahead of their birth by playing instances (not shown yet). */
  get unbornMesh() { return this.playing.size ? this.hooks.core.unborn() : 0; }

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
    // the core makes the effect (its layers' words checked as they are written, each mistake named by its layer's path);
    // a refused effect leaves none of the kinds its mesh layers defined, nor its shapes
    let id = 0;
    this.transaction(() => {
      for (const layer of template.layers) this.#tryLayer(where, layer);
      try {
        // an effect file with nothing in it (version 1 allows one) has no core effect: its plays end at the next step
        if (template.layers.length) id = this.hooks.core.createEffect(where, template);
      } catch (error) {
        for (const layer of template.layers) {
          if (layer.meshShape) this.hooks.core.dropShape(layer.meshShape);
          layer.meshShape = 0;
        }
        throw error;
      }
    });
    const effect = new PlumeEffect(effectToken, this, template, json, source, id);
    this.effects.add(effect);
    // a life meant as seconds (life: 1.5) draws nothing a frame shows: said once a Plume (a defined kind's maxAge is
    // said where it is defined)
    for (const layer of template.layers) {
      if (typeof layer.source.life === 'number' || Array.isArray(layer.source.life)) {
        this.hooks.shortLife(`${where}${template.name ? ` '${template.name}'` : ''} ${layer.path}`, layer.source.life);
      }
    }
    for (const layer of template.layers) {
      if (layer.sim !== 'mesh' || layer.mesh.kind !== undefined) continue;
      if (!this.kindUsers.has(layer.kind)) this.kindUsers.set(layer.kind, new Set());
      this.kindUsers.get(layer.kind).add(effect);
    }
    return effect;
  }

  // A mesh layer's kind: defined now, so a mistake in it shows named by the layer's path (the other sims' layers are
  // checked as the core makes the effect)
  #tryLayer(where, layer) {
    if (layer.sim !== 'mesh') return;
    try {
      layer.kind = this.#meshKind(layer);
    } catch (error) {
      if (!(error instanceof PlumeError)) throw error;
      const message = error.message.replace(/^defineParticle\('[^']*'\): /, '');
      throw new PlumeError(`${where}: ${layer.path}: ${message}`, error.status);
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

  // The kind a mesh layer draws: the one it names, or one defined for its definition (shared by every
  // layer and effect with the same definition).
  #meshKind(layer) {
    const plan = layer.mesh;
    if (plan.kind !== undefined) {
      const info = this.hooks.kind(plan.kind);
      if (!info) throw new PlumeError(`kind: no particle kind '${plan.kind}' is defined (defineParticle)`);
      // a size given to a layer drawing a kind with size keys: the core's check
      if (plan.births > info.capacity) {
        throw new PlumeError(`kind: a cycle of this layer has ${plan.births} births but kind '${plan.kind}' holds ` +
          `${info.capacity} (its capacity): raise it in defineParticle, or lower burst or rate × duration`);
      }
      // a layer drawing a defined kind takes the kind's life and sizes unless it gives its own
      plan.lives ??= [info.maxAge, info.maxAge];
      layer.lifeMax = plan.lives[1];
      return plan.kind;
    }
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

const effectInternals = new WeakMap(); // PlumeEffect -> { destroyed, layers }

/**
 * An effect: a template of layers, made in the core. play() starts an instance; effect.instances counts the live
 * ones; destroy() ends them all. The methods seek/stop/setPosition/time/playing act on the latest play, as effect
 * files did before instances (a single-playback effect keeps working).
 */
export class PlumeEffect {
  #runtime;
  #template;
  #desc;
  #source;
  #state;
  #id; // the core's effect
  #live = new Set(); // Plays
  #plays = 0;
  #current = null; // the latest Play (kept after it ends, for time and seek)
  #placement = translation([0, 0, 0]);

  constructor(token, runtime, template, desc, source, id) {
    if (token !== effectToken) throw new PlumeError('PlumeEffect cannot be made with new: use plume.createEffect(desc) or await plume.loadEffect(file)');
    this.#runtime = runtime;
    this.#template = template;
    this.#desc = desc;
    this.#source = source;
    this.#id = id;
    this.#state = { destroyed: false, layers: template.layers };
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
    const seed = opts.seed ?? this.#runtime.hooks.playSeed(this.#template.seed, this.#plays); // the core's: as a C game's play
    let id = 0;
    try {
      if (this.#id) id = this.#runtime.hooks.core.play(this.#id, at, { ...opts, seed }); // throws, having made nothing
    } catch (error) {
      throw inLayerTerms(error, this.#template.layers);
    }
    const play = new Play(this.#runtime, id, this.#template, at, { ...opts, seed }, this.#live);
    play.effectName = this.name || '(unnamed)';
    play.instance = new PlumeInstance(instanceToken, play);
    this.#plays++;
    this.#placement = at;
    this.#current = play;
    return play.instance;
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
    if (this.#id) this.#runtime.hooks.core.destroyEffect(this.#id); // its instances end in the core (not reported by a poll)
    endTogether(this.#live);
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
    seekMs(ms);
    if (this.#id) this.#runtime.hooks.core.checkSeek(this.#id, ms); // the core's bounds, before a play is made for it
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

  /** The GPU emitters and CPU systems of the latest play, in layer order: its instance's own, to read (bounds,
   *  particles, time); what would change one is refused: stop, seek, move or kill the instance. */
  get emitters() { return this.#current?.alive ? this.#current.parts('gpu') : []; }
  get systems() { return this.#current?.alive ? this.#current.parts('cpu') : []; }

  #check(method) {
    if (this.#state.destroyed) {
      throw new PlumeError(`${method}: this effect was destroyed${this.#runtime.plume.destroyed ? ' (its Plume was destroyed)' : ''}`);
    }
    if (this.#runtime.plume.destroyed) throw new PlumeError(`${method}: this effect's Plume was destroyed`);
    this.#runtime.hooks.checkNotNested(method);
  }
}

// Plays that end at once (a step's empty plays, an effect's or a Plume's destroy): every one ends before any hears of
// it, so an onEnd sees the others ended too.
function endTogether(plays) {
  for (const play of [...plays].map((p) => p.end())) play.notify();
}

// The core's refusal of a mesh layer's play in a kind without room, told in the layer's terms: where its capacity is set.
function inLayerTerms(error, layers) {
  const layer = error instanceof PlumeError ? layers[/^play: layers\[(\d+)\]: /.exec(error.message)?.[1]] : undefined;
  if (layer?.sim !== 'mesh') return error;
  const raise = layer.mesh.kind !== undefined ? ', or raise the capacity in defineParticle'
    : layer.source.capacity !== undefined ? ", or raise the layer's capacity" : '';
  return new PlumeError(error.message.replace(", or raise the kind's capacity", raise), error.status);
}

// A seek's time as a number (the core checks its bounds: plume_effect_check_seek, plume_instance_seek).
function seekMs(ms) {
  if (typeof ms !== 'number') throw new PlumeError(`seek: ms must be a number of milliseconds, got ${show(ms)}`);
  return ms;
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
  // the options' ranges and what each needs of the effect's layers are the core's to check (effect.c's check_options)
  if (typeof timeScale !== 'number') throw new PlumeError(`play: timeScale must be a number from 0 to 1000, got ${show(timeScale)}`);
  if (loop !== undefined && typeof loop !== 'boolean') throw new PlumeError(`play: loop must be true or false, got ${show(loop)}`);
  if (onEnd !== undefined && typeof onEnd !== 'function') throw new PlumeError(`play: onEnd must be a function, got ${show(onEnd)}`);
  let { collide } = options;
  if (collide !== undefined) {
    try {
      collide = copyPlain(collide, 'collide', MAX_COLLIDE_VALUES);
    } catch (error) {
      if (error instanceof PlainDataError) throw new PlumeError(`play: ${error.path}: ${error.message}`);
      throw error;
    }
  }
  const normal = options.normal === undefined ? undefined : readPlayNormal(options.normal);
  return { seed, timeScale, loop, onEnd, renderOrder, collide, normal };
}

// play's normal: the surface its decal layers lie on, [x, y, z] read once (any length but 0: JavaScript's zero is no
// normal, where C's zeros are its default)
function readPlayNormal(value) {
  const isList = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  const normal = isList && value.length === 3 ? [value[0], value[1], value[2]] : null;
  if (!normal || !normal.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new PlumeError(`play: normal: must be [x, y, z] of finite numbers (the surface's normal), got ${show(value)}`);
  }
  if (normal.every((v) => Math.fround(v) === 0)) {
    throw new PlumeError("play: normal: must not be [0, 0, 0] (the surface's normal; a floor is [0, 1, 0])");
  }
  return normal;
}

function checkRenderOrder(where, renderOrder) {
  if (!Number.isInteger(renderOrder) || renderOrder < -0x80000000 || renderOrder > 0x7fffffff) {
    throw new PlumeError(`${where}: renderOrder must be an integer (lower draws first), got ${show(renderOrder)}`);
  }
}


// One instance: the core's, with what JavaScript adds (its `finished` promise, onEnd); PlumeInstance is its face.
class Play {
  alive = true;
  instance = null;
  #runtime; #template; #effectLive; #options; #resolve; #id;
  #parts = null; // layer index -> { id, object }: the facades effect.emitters and effect.systems gave
  #notified = false;

  constructor(runtime, id, template, at, options, effectLive) {
    this.#runtime = runtime;
    this.#id = id;
    this.#template = template;
    this.#effectLive = effectLive;
    this.#options = options;
    this.seed = options.seed;
    this.placement = at;
    this.#origin = runtime.plume.time;
    runtime.playing.add(this);
    if (id) runtime.byId.set(id, this);
    else runtime.empty.add(this);
    effectLive.add(this);
  }

  // made on first use: a fire-and-forget play whose `finished` nobody reads makes no promise
  #finished = null;
  get finished() {
    this.#finished ??= this.alive ? new Promise((resolve) => { this.#resolve = resolve; }) : Promise.resolve(this.instance);
    return this.#finished;
  }

  get plume() { return this.#runtime.plume; }
  get #core() { return this.#runtime.hooks.core; }
  // after its end the core forgets it: its time goes on from plume.step's clock (effect.time of an ended play)
  #origin = 0;
  get time() { return this.alive && this.#id ? this.#core.time(this.#id) : this.plume.time - this.#origin; }
  get renderOrder() { return this.#options.renderOrder; }
  get template() { return this.#template; }

  /** Moves the instance to another renderOrder (gpu layers play on in the group of that order: the same particles). */
  setRenderOrder(order) {
    checkRenderOrder('instance', order);
    if (order === this.#options.renderOrder) return;
    if (this.#id) this.#core.setRenderOrder(this.#id, order);
    this.#options = { ...this.#options, renderOrder: order };
  }

  /** The instance's emitters ('gpu') or systems ('cpu') now, in layer order, as PlumeEmitter / PlumeSystem. */
  parts(sim) {
    if (!this.#id) return [];
    this.#parts ??= new Map();
    const out = [];
    for (const layer of this.#template.layers) {
      if (layer.sim !== sim) continue;
      const id = this.#core.part(this.#id, layer.index);
      if (!id) continue;
      let part = this.#parts.get(layer.index);
      if (part?.id !== id) {
        part = { id, object: this.#core.facade(sim, id, layer) };
        this.#parts.set(layer.index, part);
      }
      out.push(part.object);
    }
    return out;
  }

  /** Ends the instance here (the core ended it, or kill/destroy did): `finished` resolves, onEnd runs. */
  finish(killed) {
    if (!this.alive) return;
    if (killed && this.#id && !this.plume.destroyed) this.#core.kill(this.#id);
    this.end().notify();
  }

  /** Marks it ended (not alive, out of every list); returns it for notify(). */
  end() {
    this.alive = false;
    this.#runtime.playing.delete(this);
    this.#runtime.byId.delete(this.#id);
    this.#runtime.empty.delete(this);
    this.#effectLive.delete(this);
    return this;
  }

  /** `finished` resolves and onEnd runs, once (after end()). */
  notify() {
    if (this.#notified) return;
    this.#notified = true;
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

  stop() { if (this.#id) this.#core.stop(this.#id); }

  seek(ms) {
    if (this.#id) this.#core.seek(this.#id, ms);
    // a play of an effect without layers has nothing in the core to bound its time: the core's widest bound
    else if (!(ms >= 0 && ms <= 1e12)) throw new PlumeError(`seek: ms must be a number of milliseconds from 0 to 1e12, got ${show(ms)}`);
    this.#origin = this.plume.time - ms;
  }

  /** Throws when called from inside a WebGL call Plume is making (plume.js refuses such nested calls). */
  checkNotNested(method) { this.#runtime.hooks.checkNotNested(method); }

  /** [x, y, z] or 16 numbers, checked as every Plume call checks a position. */
  readPlacement(where, position) { return this.#runtime.hooks.transform(where, position); }

  setWind(wind) { this.#core.setWind(this.#id, wind); }

  setTransform(at) {
    if (this.#id) this.#core.setTransform(this.#id, at);
    this.placement = at;
  }

  bounds() {
    return this.#id ? this.#core.bounds(this.#id) : { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
  }
}

/**
 * One playing instance of an effect (effect.play()). Fire and forget: it ends by itself when its last
 * particle is gone (never while looping), frees what it made, resolves `finished` and calls onEnd.
 * Once ended, `alive` is false for ever; stop() and kill() do nothing; setTransform, seek, time and
 * bounds throw a PlumeError saying it ended.
 */
export class PlumeInstance {
  #play;

  constructor(token, play) {
    if (token !== instanceToken) throw new PlumeError('PlumeInstance cannot be made with new: use effect.play(position)');
    this.#play = play;
  }

  /** True until the instance ended (by itself, kill(), its effect's destroy() or its Plume's). */
  get alive() { return this.#play.alive; }

  /** Resolves (to this instance) when the instance ended. */
  get finished() { return this.#play.finished; }

  /** The seed its particles were drawn with: play(position, { seed }) with it shows the same. */
  get seed() { return this.#play.seed; }

  /** Moves the instance: [x, y, z] or a column-major 4x4 transform. */
  setTransform(position) {
    this.#check('setTransform');
    const placement = this.#play.readPlacement('setTransform', position);
    this.#check('setTransform'); // a getter of the position may have ended the instance
    this.#play.setTransform(placement);
  }

  /** Wind for its 'cpu' layers, [x, y, z] in units/s² (added to gravity), from the next step on; kept
   *  by seeks. Refused for an effect without a 'cpu' layer (gpu and mesh particles cannot change course): the core's
   *  check. */
  setWind(wind) {
    this.#check('setWind');
    const isList = Array.isArray(wind) || (ArrayBuffer.isView(wind) && !(wind instanceof DataView));
    const values = isList && wind.length === 3 ? [wind[0], wind[1], wind[2]] : null; // each read once
    if (!values || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      throw new PlumeError(`setWind: wind must be [x, y, z] (three finite numbers, units/s²), got ${show(wind)}`);
    }
    this.#check('setWind');
    this.#play.setWind(values);
  }

  /** Ends it gently: nothing more is born; live particles finish their life, then it ends. */
  stop() {
    if (!this.#play.alive || this.#play.plume.destroyed) return;
    this.#play.checkNotNested('stop');
    this.#play.stop();
  }

  /** Ends it now: every particle it shows disappears. */
  kill() {
    if (!this.#play.alive || this.#play.plume.destroyed) return;
    this.#play.checkNotNested('kill');
    this.#play.finish(true);
  }

  /** Shows the instance at `ms` of its time, forwards or backwards (cpu layers re-simulate at 60 Hz). */
  seek(ms) {
    this.#check('seek');
    this.#play.seek(seekMs(ms)); // the core checks the time (plume_instance_seek)
  }

  /** Where it draws among instances: lower first (play(position, { renderOrder }), default 0); within one
   *  renderOrder instances draw far to near. */
  get renderOrder() { return this.#play.renderOrder; }

  set renderOrder(order) {
    this.#check('renderOrder');
    this.#play.setRenderOrder(order);
  }

  /** ms since it started (plume.step advances it, seek sets it). */
  get time() {
    this.#check('time');
    return this.#play.time;
  }

  /** World-space box of its live particles: { min: [x, y, z], max: [x, y, z] } (min > max: none). */
  get bounds() {
    this.#check('bounds');
    return this.#play.bounds();
  }

  #check(method) {
    if (!this.#play.alive) {
      throw new PlumeError(`${method}: this instance ended (its particles are gone); play the effect again for a new one`);
    }
    if (this.#play.plume.destroyed) throw new PlumeError(`${method}: this instance's Plume was destroyed`);
    this.#play.checkNotNested(method);
  }
}
