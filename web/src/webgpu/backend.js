// The WebGPU backend: draws the frames the core hands over (src/web/frame_out.c: the sorted draw list as words,
// web_api.h's WEB_FRAME_* / WEB_ITEM_*) with the WGSL twins of Plume's GLSL programs (shaders/wgsl/). Loaded only
// when a Plume asks for WebGPU (plume.js imports it on demand): a WebGL game downloads none of it.
import * as C from '../plume_constants.js';
import createPlumeWebGpuModule from '../plume_webgpu_module.js';
import slots from '../../../shaders/wgsl/slots.wgsl';
import common from '../../../shaders/wgsl/common.wgsl';
import emitterWgsl from '../../../shaders/wgsl/emitter.wgsl';
import spriteWgsl from '../../../shaders/wgsl/sprite.wgsl';
import meshWgsl from '../../../shaders/wgsl/mesh.wgsl';
import { GpuHdr } from './hdr.js';

// one draw's uniforms: common.wgsl's Draw, 5 vec4s and the item's block (slots.wgsl's PLUME_ITEM_VEC4S), each draw at
// a 256-byte offset (WebGPU's minimum uniform offset alignment)
const ITEM_VEC4S = Number(/PLUME_ITEM_VEC4S\s*=\s*(\d+)/.exec(slots)[1]);
const DRAW_BINDING_BYTES = (5 + ITEM_VEC4S) * 16;
const DRAW_BYTES = Math.ceil(DRAW_BINDING_BYTES / 256) * 256;
const DRAW_FLOATS = DRAW_BYTES / 4;
const FRAME_FLOATS = 48; // common.wgsl's Frame
const RECORD_BYTES = 64; // a pool's record (instance_pool.h: 16 floats)
const PIPELINE = { MESH: 0, EMITTER: 1, SPRITE: 2, GROUP: 3, EMITTER_COLLIDE: 4, GROUP_COLLIDE: 5, MESH_KEYED: 6 };
const BLEND = new Map([
  [C.BLEND_ALPHA, ['src-alpha', 'one-minus-src-alpha']],
  [C.BLEND_PREMULTIPLIED, ['one', 'one-minus-src-alpha']],
  [C.BLEND_ADDITIVE_IGNORE_ALPHA, ['one', 'one']],
  [C.BLEND_ADDITIVE, ['src-alpha', 'one']],
]);
// colour formats a particle blends into (rgba32float blends only with a feature most devices lack)
const TARGET_FORMATS = ['bgra8unorm', 'rgba8unorm', 'bgra8unorm-srgb', 'rgba8unorm-srgb', 'rgba16float', 'rgb10a2unorm'];
const OPTIONS = ['target', 'depthTexture', 'near', 'far', 'fog', 'colorSpace', 'colorTexture'];
const USAGE = globalThis.GPUTextureUsage ?? { COPY_DST: 2, TEXTURE_BINDING: 4, RENDER_ATTACHMENT: 16 };
const BUFFER = globalThis.GPUBufferUsage ?? { COPY_DST: 8, INDEX: 16, VERTEX: 32, UNIFORM: 64 };

function describe(value) {
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const name = value.constructor?.name;
    return name && name !== 'Object' ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}` : 'a plain object';
  }
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** The backend of one Plume: its device, the colour format it draws, and every GPU object it made. */
export class GpuBackend {
  constructor(device, format, context, PlumeError, hdr = false) {
    this.device = device;
    this.format = format;
    this.hdr = hdr; // Plume's own canvas in HDR: particles into a half-float target, bloomed and tonemapped onto it
    this.context = context; // Plume's own canvas ({ canvas, backend: 'webgpu' }); null in a game's device
    this.ownDevice = context !== null; // made for the own canvas: destroyed with the Plume
    this.PlumeError = PlumeError;
    this.lost = false;
    this.destroyed = false;
    this.onLost = null;
    this.onRestored = null;
    this.#make();
  }

  #modules = null;
  #pipelines = new Map();
  #resources = new Map(); // resource slot -> { id, vertices, indices }
  #records = new Map(); // instance key or 'r' + resource -> { buffer, slots }
  #textures = new Map(); // texture slot -> { id, texture, group }
  #stream = null; // sprite records: one vertex buffer, grown
  #drawUniforms = null;
  #drawStaging = new Float32Array(0);
  #frameUniforms = null;
  #frameStaging = new Float32Array(FRAME_FLOATS);

  #make() {
    const d = this.device;
    const both = 3; // GPUShaderStage.VERTEX | FRAGMENT
    this.frameLayout = d.createBindGroupLayout({ entries: [
      { binding: 0, visibility: both, buffer: { type: 'uniform' } },
      { binding: 1, visibility: 2, texture: { sampleType: 'depth' } },
      { binding: 2, visibility: 2, texture: { sampleType: 'unfilterable-float' } },
    ] });
    this.drawLayout = d.createBindGroupLayout({ entries: [
      { binding: 0, visibility: both, buffer: { type: 'uniform', hasDynamicOffset: true, minBindingSize: DRAW_BINDING_BYTES } },
      { binding: 1, visibility: 2, texture: { sampleType: 'float' } },
      { binding: 2, visibility: 2, sampler: { type: 'filtering' } },
    ] });
    this.layout = d.createPipelineLayout({ bindGroupLayouts: [this.frameLayout, this.drawLayout] });
    this.sampler = d.createSampler({ magFilter: 'linear', minFilter: 'linear', mipmapFilter: 'linear',
      addressModeU: 'repeat', addressModeV: 'repeat' });
    this.#frameGroups = new Map();
    this.#frameUniforms = d.createBuffer({ size: FRAME_FLOATS * 4, usage: BUFFER.UNIFORM | BUFFER.COPY_DST });
    this.noDepth = d.createTexture({ size: [1, 1], format: 'depth32float', usage: USAGE.TEXTURE_BINDING });
    this.noColor = d.createTexture({ size: [1, 1], format: 'rgba8unorm', usage: USAGE.TEXTURE_BINDING });
    this.#hdrPass?.destroyAll();
    this.#hdrPass = this.hdr ? new GpuHdr(d, this.format) : null;
    this.#modules = {
      mesh: d.createShaderModule({ code: slots + common + meshWgsl, label: 'plume mesh' }),
      emitter: d.createShaderModule({ code: slots + common + emitterWgsl, label: 'plume emitter' }),
      sprite: d.createShaderModule({ code: slots + common + spriteWgsl, label: 'plume sprite' }),
    };
  }

  #frameGroups = new Map();
  #hdrPass = null;
  #canvasTexture = null; // the own canvas's texture the last render drew into

  /** render()'s options on WebGPU, checked before anything is drawn: { target, depthTexture, near, far } and the
   *  rest (fog, colorSpace) for the shared reader. */
  readOptions(options) {
    const E = this.PlumeError;
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw new E(`render: options must be an object ({ target, depthTexture, fog }), got ${describe(options)}`);
    }
    const o = options ?? {};
    for (const key of Object.keys(o)) {
      if (!OPTIONS.includes(key)) throw new E(`render: unknown option '${key}' on WebGPU (known: ${OPTIONS.join(', ')})`);
    }
    const { target, depthTexture, near, far, fog, colorSpace, colorTexture } = o;
    let view = null, size = null;
    if (target === undefined || target === null) {
      if (!this.context) {
        throw new E("render: options.target is needed in a game's WebGPU device: the GPUTexture (or view) to draw into, " +
          `of the format given to createPlume ('${this.format}')`);
      }
    } else if (typeof GPUTextureView !== 'undefined' && target instanceof GPUTextureView) {
      view = target;
    } else if (typeof GPUTexture !== 'undefined' && target instanceof GPUTexture) {
      if (target.format !== this.format) {
        throw new E(`render: options.target is a '${target.format}' texture; this Plume draws '${this.format}' ` +
          '(createPlume\'s format): pass a target of that format, or create the Plume with its format');
      }
      if (target.sampleCount !== 1) {
        throw new E(`render: options.target is multisampled (${target.sampleCount} samples): pass the single-sampled texture ` +
          'it resolves into, and draw Plume after the resolve');
      }
      if (!(target.usage & USAGE.RENDER_ATTACHMENT)) {
        throw new E('render: options.target was not created with GPUTextureUsage.RENDER_ATTACHMENT: Plume cannot draw into it');
      }
      view = target.createView();
      size = [target.width, target.height];
    } else {
      throw new E(`render: options.target must be a GPUTexture or GPUTextureView, got ${describe(target)}`);
    }
    let depth = null;
    if (depthTexture !== undefined && depthTexture !== null) {
      if (typeof GPUTexture === 'undefined' || !(depthTexture instanceof GPUTexture)) {
        throw new E(`render: options.depthTexture must be a GPUTexture of a depth format on WebGPU, got ${describe(depthTexture)}`);
      }
      if (!depthTexture.format.startsWith('depth')) {
        throw new E(`render: options.depthTexture is a '${depthTexture.format}' texture, not a depth format (depth24plus, ` +
          'depth32float, ...)');
      }
      if (!(depthTexture.usage & USAGE.TEXTURE_BINDING)) {
        throw new E('render: options.depthTexture was not created with GPUTextureUsage.TEXTURE_BINDING: Plume reads the ' +
          "scene's depth in its shaders (it never writes it); add that usage where the game creates it");
      }
      if (depthTexture.sampleCount !== 1) {
        throw new E(`render: options.depthTexture is multisampled (${depthTexture.sampleCount} samples) and cannot be read by ` +
          "Plume's shaders: pass a single-sampled depth of the scene (a depth pre-pass without MSAA)");
      }
      if (size && (depthTexture.width !== size[0] || depthTexture.height !== size[1])) {
        throw new E(`render: options.depthTexture is ${depthTexture.width}×${depthTexture.height}, the target ` +
          `${size[0]}×${size[1]}: pass the depth of the picture being drawn into`);
      }
      depth = depthTexture;
    }
    for (const [what, value] of [['near', near], ['far', far]]) {
      if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)) {
        throw new E(`render: options.${what} must be a finite number > 0 (the camera's), got ${describe(value)}`);
      }
    }
    if (near !== undefined && !depth) throw new E('render: options.near and far go with a depthTexture (its camera\'s planes)');
    if ((near === undefined) !== (far === undefined) || (near !== undefined && !(far > near))) {
      throw new E('render: options.near and far come together, 0 < near < far (or leave both out: taken from the projection)');
    }
    let color = null; // the scene's colour for distorting layers: a copy (a texture cannot be drawn into and read at once)
    if (colorTexture !== undefined && colorTexture !== null) {
      if (typeof GPUTexture === 'undefined' || !(colorTexture instanceof GPUTexture) || colorTexture.format.startsWith('depth')) {
        throw new E(`render: options.colorTexture must be a GPUTexture of the scene's colour on WebGPU, got ${describe(colorTexture)}`);
      }
      if (colorTexture === target) {
        throw new E('render: options.colorTexture is the target itself; pass a copy of the scene (copyTextureToTexture): a ' +
          'texture cannot be drawn into and read in one pass');
      }
      if (!(colorTexture.usage & USAGE.TEXTURE_BINDING) || colorTexture.sampleCount !== 1) {
        throw new E('render: options.colorTexture needs GPUTextureUsage.TEXTURE_BINDING and one sample: Plume reads it in its shaders');
      }
      if (size && (colorTexture.width !== size[0] || colorTexture.height !== size[1])) {
        throw new E(`render: options.colorTexture is ${colorTexture.width}×${colorTexture.height}, the target ${size[0]}×${size[1]}`);
      }
      color = colorTexture;
    }
    const linear = colorSpace === undefined ? this.format.endsWith('-srgb') : colorSpace === 'linear';
    return { view, depth, color, near, far, rest: { fog, colorSpace: linear ? 'linear' : colorSpace }, linear };
  }

  /** render() on WebGPU: the core makes the frame (the view and projection at `scratch`), this draws it, the core
   *  records what was drawn for plume_stats. */
  render(m, web, scratch, fog, options, projection) {
    m._plume_web_set_scene_depth(web, options.depth ? 1 : 0); // the items' soft words (plume_shade_item)
    const status = m._plume_web_render(web, scratch, scratch + 64, 0);
    if (status) throw new this.PlumeError(`render: ${m.UTF8ToString(m._plume_last_error())}`, status);
    const drawn = this.draw(m, m._plume_web_frame(web), fog, options, projection);
    m._plume_web_frame_drawn(web, drawn.draws, drawn.polygons, drawn.bytes);
  }

  /** prepare() on WebGPU: every item the world could draw, made now. */
  prepareAll(m, web) {
    const status = m._plume_web_prepare(web);
    if (status) throw new this.PlumeError(`prepare: ${m.UTF8ToString(m._plume_last_error())}`, status);
    this.prepare(m, m._plume_web_frame(web));
  }

  /** Draws the frame the core wrote at `frameAddress`; returns what it drew, for plume_stats. */
  draw(m, frameAddress, fog, options, projection) {
    if (this.lost) return { draws: 0, polygons: 0, bytes: 0 };
    const u32 = m.HEAPU32, f32 = m.HEAPF32, base = frameAddress >>> 2;
    this.#release(u32, base);
    const count = u32[base + C.WEB_FRAME_COUNT];
    const items = u32[base + C.WEB_FRAME_ITEMS] >>> 2;
    const d = this.device;
    let clear = false, view = options.view, canvasView = null;
    if (!view) { // Plume's own canvas: cleared by the frame's first render, drawn over by the others (split screens)
      const texture = this.context.getCurrentTexture();
      clear = texture !== this.#canvasTexture;
      this.#canvasTexture = texture;
      view = canvasView = texture.createView();
      if (this.#hdrPass) view = this.#hdrPass.target(texture.width, texture.height).createView(); // cleared at each render
    }
    const hdr = canvasView && this.#hdrPass ? this.#hdrPass : null;
    const format = hdr ? hdr.format : this.format;

    // the frame's uniforms
    const fr = this.#frameStaging;
    fr.set(f32.subarray(base + C.WEB_FRAME_VIEW_PROJECTION, base + C.WEB_FRAME_VIEW_PROJECTION + 16), 0);
    fr.set(f32.subarray(base + C.WEB_FRAME_DEPTH_ROW, base + C.WEB_FRAME_DEPTH_ROW + 4), 16);
    fr.set([fog.mode, fog.near, fog.far, fog.density], 20);
    const n = options.near, f = options.far;
    fr.set(n ? [-f / (f - n), -f * n / (f - n), -1, 0] : [projection[10], projection[14], projection[11], projection[15]], 24);
    fr.set([0, 0, 0, 0], 28);
    const camera = base + C.WEB_FRAME_CAMERA;
    fr.set([f32[camera], f32[camera + 1], f32[camera + 2], 0, f32[camera + 3], f32[camera + 4], f32[camera + 5], 0], 32);
    fr.set([f32[base + C.WEB_FRAME_TIME], 0, 0, 0], 40);
    d.queue.writeBuffer(this.#frameUniforms, 0, fr);
    const depth = options.depth;
    const frameGroup = this.#frameGroup(depth, options.color);

    // every item's uniforms in one buffer, drawn at its offset
    if (!this.#drawUniforms || this.#drawStaging.length < count * DRAW_FLOATS) this.#growDraws(count);
    const staging = this.#drawStaging;
    let bytes = 0, draws = 0, polygons = 0;
    const encoder = d.createCommandEncoder({ label: 'plume frame' });
    const work = [];
    let streamBytes = 0;
    for (let i = 0; i < count; i++) {
      const w = items + i * C.WEB_ITEM_WORDS;
      if (u32[w + C.WEB_ITEM_PIPELINE] === PIPELINE.SPRITE) {
        streamBytes += Math.ceil(u32[w + C.WEB_ITEM_INSTANCE_COUNT] * u32[w + C.WEB_ITEM_RECORD_BYTES] / 256) * 256;
      }
    }
    this.#reserveStream(streamBytes);
    for (let i = 0; i < count; i++) {
      const w = items + i * C.WEB_ITEM_WORDS;
      const pipelineKind = u32[w + C.WEB_ITEM_PIPELINE];
      const distortion = f32[w + C.WEB_ITEM_DISTORTION];
      if (distortion > 0 && !options.color) { // no scene to displace: nothing drawn (as on WebGL without one)
        if (u32[w + C.WEB_ITEM_RECORD_SLOTS] && pipelineKind !== PIPELINE.SPRITE) this.#pool(m, w); // the copy stays current
        continue;
      }
      const blend = u32[w + C.WEB_ITEM_BLEND];
      // a distorting item puts the displaced scene over itself by coverage, whatever its layer's blend (gl_backend.c)
      const drawnBlend = distortion > 0 ? C.BLEND_ALPHA : blend;
      const o = i * DRAW_FLOATS;
      // fogColor, soft and output as the core shaded the item for this target (plume_shade_item, as WebGL's are)
      staging.set(f32.subarray(w + C.WEB_ITEM_SHADING, w + C.WEB_ITEM_SHADING + 12), o);
      staging.set([distortion, f32[w + C.WEB_ITEM_CLOCK], f32[w + C.WEB_ITEM_CLOCK + 1], 0], o + 12);
      staging.fill(0, o + 16, o + 20);
      // a plain kind's block says 3 vec4s (its fragment's); its vertex shader reads its look too: 5 (gl_pipeline_mesh.c)
      const vec4s = Math.min(Math.max(u32[w + C.WEB_ITEM_UNIFORM_VEC4S], pipelineKind === PIPELINE.MESH ? 5 : 0), ITEM_VEC4S);
      const uniforms = u32[w + C.WEB_ITEM_UNIFORMS] >>> 2;
      if (vec4s) staging.set(f32.subarray(uniforms, uniforms + vec4s * 4), o + 20);
      const pipeline = this.#pipeline(pipelineKind, drawnBlend, u32[w + C.WEB_ITEM_RECORD_BYTES], format, !!hdr);
      const geometry = this.#geometry(m, w, pipelineKind);
      const texture = this.#texture(m, w);
      let records = null;
      if (pipelineKind === PIPELINE.SPRITE) {
        records = this.#sprites(m, w);
        bytes += records.bytes;
      } else if (u32[w + C.WEB_ITEM_RECORD_SLOTS]) {
        records = this.#pool(m, w);
        bytes += records.bytes;
      }
      work.push({ i, w, pipelineKind, pipeline, geometry, texture, records });
    }
    this.#writeDraws(count);
    const pass = encoder.beginRenderPass({ colorAttachments: [{ view, loadOp: clear || hdr ? 'clear' : 'load',
      clearValue: [0, 0, 0, 0], storeOp: 'store' }], label: 'plume particles' });
    pass.setBindGroup(0, frameGroup);
    for (const { i, w, pipelineKind, pipeline, geometry, texture, records } of work) {
      pass.setPipeline(pipeline);
      pass.setBindGroup(1, texture.group, [i * DRAW_BYTES]);
      const instances = u32[w + C.WEB_ITEM_INSTANCE_COUNT];
      if (pipelineKind === PIPELINE.SPRITE) {
        if (!instances) continue;
        pass.setVertexBuffer(0, records.buffer, records.offset);
        pass.draw(4, instances);
        draws++;
      } else if (pipelineKind === PIPELINE.EMITTER || pipelineKind === PIPELINE.EMITTER_COLLIDE) {
        pass.setVertexBuffer(0, geometry.vertices);
        pass.setIndexBuffer(geometry.indices, 'uint16');
        for (let r = 0; r < 2; r++) {
          const quads = u32[w + C.WEB_ITEM_RANGE_COUNT + r];
          if (!quads) continue;
          pass.drawIndexed(quads * 6, 1, u32[w + C.WEB_ITEM_RANGE_FIRST + r] * 6);
          draws++;
        }
      } else if (instances) { // mesh kinds and emitter groups: per-vertex geometry, per-instance records
        pass.setVertexBuffer(0, geometry.vertices);
        pass.setVertexBuffer(1, records.buffer);
        pass.setIndexBuffer(geometry.indices, 'uint16');
        const grouped = pipelineKind === PIPELINE.GROUP || pipelineKind === PIPELINE.GROUP_COLLIDE;
        pass.drawIndexed(grouped ? u32[w + C.WEB_ITEM_RANGE_COUNT] * 6 : u32[w + C.WEB_ITEM_INDEX_COUNT], instances);
        draws++;
      }
      polygons += u32[w + C.WEB_ITEM_POLYGONS];
    }
    pass.end();
    hdr?.finish(encoder, canvasView, clear);
    d.queue.submit([encoder.finish()]);
    return { draws, polygons, bytes };
  }

  /** Makes now what the frame written at `frameAddress` (a prepare: every item) would make at first use. */
  prepare(m, frameAddress) {
    if (this.lost) return;
    const u32 = m.HEAPU32, base = frameAddress >>> 2;
    this.#release(u32, base);
    const items = u32[base + C.WEB_FRAME_ITEMS] >>> 2;
    for (let i = 0; i < u32[base + C.WEB_FRAME_COUNT]; i++) {
      const w = items + i * C.WEB_ITEM_WORDS;
      const kind = u32[w + C.WEB_ITEM_PIPELINE];
      this.#pipeline(kind, u32[w + C.WEB_ITEM_BLEND], u32[w + C.WEB_ITEM_RECORD_BYTES], this.#hdrPass?.format, !!this.#hdrPass);
      this.#geometry(m, w, kind);
      this.#texture(m, w);
    }
  }

  /** Every GPU object this backend made, freed (the game's objects are never touched). */
  destroy() {
    this.destroyed = true;
    this.#forgetAll();
    if (this.context) this.context.unconfigure();
    if (this.ownDevice) this.device.destroy();
  }

  #forgetAll() {
    for (const r of this.#resources.values()) { r.vertices.destroy(); r.indices.destroy(); }
    for (const r of this.#records.values()) r.buffer.destroy();
    for (const t of this.#textures.values()) t.texture.destroy();
    this.#stream?.buffer.destroy();
    this.#drawUniforms?.destroy();
    this.#frameUniforms?.destroy();
    this.noDepth?.destroy();
    this.noColor?.destroy();
    this.#hdrPass?.destroyAll();
    this.#resources.clear();
    this.#records.clear();
    this.#textures.clear();
    this.#pipelines.clear();
    this.#frameGroups.clear();
    this.#stream = null;
    this.#drawUniforms = null;
    this.#drawStaging = new Float32Array(0);
    this.#drawKnown = new Float32Array(0);
  }

  /**
   * Hears of the device's loss: `onLost` at once; on Plume's own canvas a new device is asked for and everything made
   * again from the core's copies (`onRestored`); a game hands its new device over with setDevice.
   */
  watch(onLost, onRestored) {
    this.onLost = onLost;
    this.onRestored = onRestored;
    this.#watch(this.device);
  }

  #watch(device) {
    device.lost.then(async () => {
      if (this.device !== device || this.destroyed) return;
      this.lost = true;
      this.onLost();
      if (!this.context) return;
      try {
        const adapter = await navigator.gpu.requestAdapter();
        const next = await adapter.requestDevice();
        if (this.destroyed) {
          next.destroy();
          return;
        }
        this.context.configure({ device: next, format: this.format, alphaMode: 'premultiplied' });
        this.#adopt(next);
      } catch { /* no adapter now: the Plume stays lost and draws nothing */ }
    });
  }

  /** plume.setDevice: the game's new device (after a loss, or another one): everything made again on it. */
  setDevice(device) {
    if (typeof GPUDevice === 'undefined' || !(device instanceof GPUDevice)) {
      throw new this.PlumeError(`setDevice: device must be a GPUDevice, got ${describe(device)}`);
    }
    if (this.context) throw new this.PlumeError("setDevice: Plume's own WebGPU canvas gets a new device by itself after a loss");
    if (device === this.device && !this.lost) return;
    this.#adopt(device);
  }

  #adopt(device) {
    this.#forgetAll();
    this.device = device;
    this.lost = false;
    this.#make();
    this.#watch(device);
    this.onRestored();
  }

  /** GPU objects alive now, by kind (tests: nothing leaks). */
  get objects() {
    return { resources: this.#resources.size, records: this.#records.size, textures: this.#textures.size,
      pipelines: this.#pipelines.size };
  }

  #release(u32, base) {
    const at = u32[base + C.WEB_FRAME_RELEASES] >>> 2;
    for (let r = 0; r < u32[base + C.WEB_FRAME_RELEASE_COUNT]; r++) {
      const word = u32[at + r];
      if (word >= C.WEB_RELEASE_RESOURCE) {
        const slot = word - C.WEB_RELEASE_RESOURCE;
        const resource = this.#resources.get(slot);
        resource?.vertices.destroy();
        resource?.indices.destroy();
        this.#resources.delete(slot);
        this.#records.get(`r${slot}`)?.buffer.destroy();
        this.#records.delete(`r${slot}`);
      } else {
        this.#textures.get(word)?.texture.destroy();
        this.#textures.delete(word);
      }
    }
  }

  // Each item's uniforms as they changed since the last frame (a still scene writes nothing but the clocks that moved).
  #writeDraws(count) {
    const now = this.#drawStaging, known = this.#drawKnown;
    for (let i = 0; i < count; i++) {
      const o = i * DRAW_FLOATS;
      let first = -1, last = -1;
      for (let k = o; k < o + DRAW_FLOATS; k++) {
        if (now[k] !== known[k] || Number.isNaN(now[k])) {
          if (first < 0) first = k;
          last = k;
        }
      }
      if (first < 0) continue;
      first &= ~3; // whole vec4s
      this.device.queue.writeBuffer(this.#drawUniforms, first * 4, now, first, ((last | 3) + 1) - first);
      known.set(now.subarray(first, (last | 3) + 1), first);
    }
  }

  #drawKnown = new Float32Array(0);

  #growDraws(count) {
    const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(count)));
    this.#drawUniforms?.destroy();
    this.#drawUniforms = this.device.createBuffer({ size: capacity * DRAW_BYTES, usage: BUFFER.UNIFORM | BUFFER.COPY_DST,
      label: 'plume draw uniforms' });
    this.#drawStaging = new Float32Array(capacity * DRAW_FLOATS);
    this.#drawKnown = new Float32Array(capacity * DRAW_FLOATS).fill(NaN); // nothing written to the new buffer yet
    for (const t of this.#textures.values()) t.group = null; // bound to the old buffer
  }


  // The frame's bind group for a depth and colour texture pair (the game's, or 1×1 stand-ins), kept for the next frames.
  #frameGroup(depth, color) {
    const d = depth ?? this.noDepth, c = color ?? this.noColor;
    const key = this.#frameGroups.get(d);
    let group = key?.get(c);
    if (!group) {
      if (this.#frameGroups.size > 8) this.#frameGroups.clear(); // textures a game replaced
      group = this.device.createBindGroup({ layout: this.frameLayout, entries: [
        { binding: 0, resource: { buffer: this.#frameUniforms } },
        { binding: 1, resource: d.createView({ aspect: 'depth-only' }) },
        { binding: 2, resource: c.createView() },
      ] });
      if (key) key.set(c, group);
      else this.#frameGroups.set(d, new Map([[c, group]]));
    }
    return group;
  }

  #pipeline(kind, blend, recordBytes, format = this.format, hdr = false) {
    const sprite = kind === PIPELINE.SPRITE;
    const key = `${kind} ${blend} ${sprite ? recordBytes : 0} ${format} ${hdr}`;
    let pipeline = this.#pipelines.get(key);
    if (pipeline) return pipeline;
    const [srcFactor, dstFactor] = BLEND.get(blend) ?? BLEND.get(C.BLEND_ADDITIVE);
    // an HDR target's alpha is coverage: what additive light adds hides nothing of the page behind (gl_backend.c)
    const adds = dstFactor === 'one';
    const alpha = hdr ? { srcFactor: adds ? 'zero' : 'one', dstFactor: adds ? 'one' : 'one-minus-src-alpha', operation: 'add' }
      : { srcFactor, dstFactor, operation: 'add' };
    const blendState = { color: { srcFactor, dstFactor, operation: 'add' }, alpha };
    const f4 = (location, offset) => ({ shaderLocation: location, offset, format: 'float32x4' });
    let vertex, fragment;
    if (kind === PIPELINE.MESH || kind === PIPELINE.MESH_KEYED) {
      const module = this.#modules.mesh;
      vertex = { module, entryPoint: 'vsMesh', constants: { PLUME_MESH_KEYS: kind === PIPELINE.MESH_KEYED ? 1 : 0 }, buffers: [
        { arrayStride: 32, attributes: [{ shaderLocation: 0, offset: 0, format: 'float32x3' },
          { shaderLocation: 1, offset: 12, format: 'float32x3' }, { shaderLocation: 2, offset: 24, format: 'float32x2' }] },
        { arrayStride: RECORD_BYTES, stepMode: 'instance', attributes: [f4(3, 0), f4(4, 16), f4(5, 32), f4(6, 48)] },
      ] };
      fragment = { module, entryPoint: 'fsMesh', constants: { PLUME_MESH_KEYS: kind === PIPELINE.MESH_KEYED ? 1 : 0 } };
    } else if (sprite) {
      const billboard = recordBytes === 28; // particle_system.h's PLUME_SPRITE_BILLBOARD_*: no axis
      const module = this.#modules.sprite;
      vertex = { module, entryPoint: 'vsSprite', buffers: [{ arrayStride: recordBytes, stepMode: 'instance', attributes: [
        { shaderLocation: 1, offset: 0, format: 'float32x3' },
        { shaderLocation: 2, offset: billboard ? 0 : 12, format: 'float32x3' },
        { shaderLocation: 3, offset: billboard ? 12 : 24, format: 'float32x2' },
        { shaderLocation: 4, offset: billboard ? 20 : 32, format: 'unorm8x4' },
        { shaderLocation: 5, offset: billboard ? 24 : 36, format: 'uint16x2' },
      ] }] };
      fragment = { module, entryPoint: 'fsSprite' };
    } else {
      const grouped = kind === PIPELINE.GROUP || kind === PIPELINE.GROUP_COLLIDE;
      const collide = kind === PIPELINE.EMITTER_COLLIDE || kind === PIPELINE.GROUP_COLLIDE ? 1 : 0;
      const module = this.#modules.emitter;
      const buffers = [{ arrayStride: 8, attributes: [{ shaderLocation: 0, offset: 0, format: 'float32x2' }] }];
      if (grouped) buffers.push({ arrayStride: RECORD_BYTES, stepMode: 'instance', attributes: [f4(1, 0), f4(2, 16), f4(3, 32), f4(4, 48)] });
      vertex = { module, entryPoint: grouped ? 'vsGroup' : 'vsEmitter', constants: { PLUME_COLLIDE: collide }, buffers };
      fragment = { module, entryPoint: 'fsEmitter' };
    }
    fragment.targets = [{ format, blend: blendState }];
    pipeline = this.device.createRenderPipeline({ layout: this.layout, vertex, fragment, label: `plume ${key}`,
      primitive: { topology: sprite ? 'triangle-strip' : 'triangle-list' } });
    this.#pipelines.set(key, pipeline);
    return pipeline;
  }

  #buffer(data, usage, label) {
    const size = Math.max(4, Math.ceil(data.byteLength / 4) * 4);
    const buffer = this.device.createBuffer({ size, usage: usage | BUFFER.COPY_DST, label });
    if (data.byteLength % 4 === 0) this.device.queue.writeBuffer(buffer, 0, data);
    else {
      const padded = new Uint8Array(size);
      padded.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      this.device.queue.writeBuffer(buffer, 0, padded);
    }
    return buffer;
  }

  #geometry(m, w, kind) {
    if (kind === PIPELINE.SPRITE) return null;
    const u32 = m.HEAPU32;
    const slot = u32[w + C.WEB_ITEM_RESOURCE], id = u32[w + C.WEB_ITEM_RESOURCE_ID];
    let resource = this.#resources.get(slot);
    if (resource && resource.id === id) return resource;
    if (resource) { resource.vertices.destroy(); resource.indices.destroy(); }
    const vertices = u32[w + C.WEB_ITEM_VERTICES], floats = u32[w + C.WEB_ITEM_VERTEX_COUNT] * u32[w + C.WEB_ITEM_VERTEX_FLOATS];
    const indices = u32[w + C.WEB_ITEM_INDICES], indexCount = u32[w + C.WEB_ITEM_INDEX_COUNT];
    resource = {
      id,
      vertices: this.#buffer(m.HEAPF32.slice(vertices >>> 2, (vertices >>> 2) + floats), BUFFER.VERTEX, `plume vertices ${slot}`),
      indices: this.#buffer(m.HEAPU16.slice(indices >>> 1, (indices >>> 1) + indexCount), BUFFER.INDEX, `plume indices ${slot}`),
    };
    this.#resources.set(slot, resource);
    return resource;
  }

  // A pool's records: a GPU copy per owner (an emitter group's key, else the resource), the changed span uploaded.
  #pool(m, w) {
    const u32 = m.HEAPU32;
    // an emitter group's copy by its table slot (low 16 bits), kept for the group holding the slot now: a new group
    // there replaces the copy (as WebGL's keyed buffers), so groups made and destroyed leave nothing behind
    const owner = u32[w + C.WEB_ITEM_INSTANCE_KEY];
    const key = owner ? `g${owner & 0xffff}` : `r${u32[w + C.WEB_ITEM_RESOURCE]}`;
    const slots = u32[w + C.WEB_ITEM_RECORD_SLOTS], records = u32[w + C.WEB_ITEM_RECORDS];
    let copy = this.#records.get(key);
    if (copy && copy.owner !== owner) {
      copy.buffer.destroy();
      copy = null;
    }
    let first = u32[w + C.WEB_ITEM_UPLOAD_FIRST], count = u32[w + C.WEB_ITEM_UPLOAD_COUNT];
    if (!copy || copy.slots < slots) { // a new copy: every record drawn goes up, not only the changed ones
      copy?.buffer.destroy();
      copy = { buffer: this.device.createBuffer({ size: slots * RECORD_BYTES, usage: BUFFER.VERTEX | BUFFER.COPY_DST,
        label: `plume records ${key}` }), slots, owner };
      this.#records.set(key, copy);
      count = Math.min(slots, Math.max(first + count, u32[w + C.WEB_ITEM_INSTANCE_COUNT]));
      first = 0;
    }
    if (count) this.device.queue.writeBuffer(copy.buffer, first * RECORD_BYTES, m.HEAPU8, records + first * RECORD_BYTES, count * RECORD_BYTES);
    return { buffer: copy.buffer, bytes: count * RECORD_BYTES };
  }

  // A sprite item's records, at its own offset in the frame's stream buffer (sized for the whole frame first: a
  // buffer replaced between two items' uploads would leave the first item drawing a destroyed buffer).
  #sprites(m, w) {
    const u32 = m.HEAPU32;
    const bytes = u32[w + C.WEB_ITEM_INSTANCE_COUNT] * u32[w + C.WEB_ITEM_RECORD_BYTES];
    const offset = this.#streamUsed;
    this.#streamUsed = offset + Math.ceil(bytes / 256) * 256;
    if (bytes) this.device.queue.writeBuffer(this.#stream.buffer, offset, m.HEAPU8, u32[w + C.WEB_ITEM_RECORDS], Math.ceil(bytes / 4) * 4);
    return { buffer: this.#stream.buffer, offset, bytes };
  }

  #streamUsed = 0;

  #reserveStream(bytes) {
    this.#streamUsed = 0;
    if (this.#stream && this.#stream.size >= bytes) return;
    this.#stream?.buffer.destroy();
    const size = Math.max(65536, 2 ** Math.ceil(Math.log2(bytes + 1)));
    this.#stream = { size, buffer: this.device.createBuffer({ size, usage: BUFFER.VERTEX | BUFFER.COPY_DST, label: 'plume sprites' }) };
  }


  #texture(m, w) {
    const u32 = m.HEAPU32;
    const slot = u32[w + C.WEB_ITEM_TEXTURE], id = u32[w + C.WEB_ITEM_TEXTURE_ID];
    let entry = this.#textures.get(slot);
    if (!entry || entry.id !== id) {
      entry?.texture.destroy();
      entry = { id, texture: this.#upload(m, w), group: null };
      this.#textures.set(slot, entry);
    }
    if (!entry.group) {
      if (!this.#drawUniforms) this.#growDraws(64);
      entry.group = this.device.createBindGroup({ layout: this.drawLayout, entries: [
        { binding: 0, resource: { buffer: this.#drawUniforms, size: DRAW_BINDING_BYTES } },
        { binding: 1, resource: entry.texture.createView() },
        { binding: 2, resource: this.sampler },
      ] });
    }
    return entry;
  }

  // The texture's pixels (its normal map under them, as WebGL's), with mipmaps made here: 2×2 averages, as
  // generateMipmap (the core made the sides powers of two).
  #upload(m, w) {
    const u32 = m.HEAPU32;
    const width = u32[w + C.WEB_ITEM_TEXTURE_WIDTH], height = u32[w + C.WEB_ITEM_TEXTURE_HEIGHT];
    const pixels = u32[w + C.WEB_ITEM_TEXTURE_PIXELS], normals = u32[w + C.WEB_ITEM_TEXTURE_NORMALS];
    const fullHeight = normals ? height * 2 : height;
    let level = new Uint8Array(width * fullHeight * 4);
    level.set(m.HEAPU8.subarray(pixels, pixels + width * height * 4));
    if (normals) level.set(m.HEAPU8.subarray(normals, normals + width * height * 4), width * height * 4);
    const levels = Math.floor(Math.log2(Math.max(width, fullHeight))) + 1;
    const texture = this.device.createTexture({ size: [width, fullHeight], format: 'rgba8unorm', mipLevelCount: levels,
      usage: USAGE.TEXTURE_BINDING | USAGE.COPY_DST, label: 'plume texture' });
    let lw = width, lh = fullHeight;
    for (let l = 0; l < levels; l++) {
      this.device.queue.writeTexture({ texture, mipLevel: l }, level, { bytesPerRow: lw * 4 }, [lw, lh]);
      if (l + 1 === levels) break;
      const nw = Math.max(1, lw >> 1), nh = Math.max(1, lh >> 1);
      const next = new Uint8Array(nw * nh * 4);
      for (let y = 0; y < nh; y++) {
        for (let x = 0; x < nw; x++) {
          for (let c = 0; c < 4; c++) {
            const x0 = Math.min(2 * x, lw - 1), x1 = Math.min(2 * x + 1, lw - 1);
            const y0 = Math.min(2 * y, lh - 1), y1 = Math.min(2 * y + 1, lh - 1);
            next[(y * nw + x) * 4 + c] = (level[(y0 * lw + x0) * 4 + c] + level[(y0 * lw + x1) * 4 + c] +
              level[(y1 * lw + x0) * 4 + c] + level[(y1 * lw + x1) * 4 + c] + 2) >> 2;
          }
        }
      }
      level = next;
      lw = nw;
      lh = nh;
    }
    return texture;
  }
}

/**
 * createPlume({ device, format }) or ({ canvas, backend: 'webgpu' | 'auto' }), called by plume.js's createPlume with
 * what it lends: PlumeError, load() (the wasm module) and make(module, backend) (the Plume). Resolves to the Plume, or
 * null where 'auto' found no WebGPU (plume.js goes on with WebGL).
 */
export async function createGpuPlume(options, { PlumeError, load, make }) { // seed and hdr's type: checked by createPlume
  // 'auto' may end on WebGL: its WebGL options apply there and are left alone on WebGPU
  if (options.device !== undefined && options.backend === 'webgl') {
    throw new PlumeError("createPlume: a device is WebGPU's; backend 'webgl' takes { canvas } or { gl }");
  }
  for (const key of options.backend === 'auto' ? [] : ['gl', 'webgl', 'hostState', 'instancing', 'vertexArrays', 'contextAttributes']) {
    if (options[key] !== undefined) throw new PlumeError(`createPlume: ${key} is WebGL's; it does not apply on WebGPU`);
  }
  const gpu = await openWebGpu(options, PlumeError);
  if (!gpu) return null;
  try {
    return make(await load(options.wasm ?? new URL('./plume_webgpu.wasm', import.meta.url), GLUE), gpu);
  } catch (error) {
    gpu.destroy(); // nothing of it stays on the device (nor the own canvas's device)
    throw error;
  }
}

// WebGPU's wasm module (plume_webgpu.wasm: the core without WebGL, frames handed here), loaded and shared as
// plume.js loads WebGL's (its loadModule, with this glue): every WebGPU Plume made from the same `wasm` shares it.
const GLUE = { create: (hooks) => createPlumeWebGpuModule(hooks),
  mismatch: (message) => `the WebAssembly module is not plume_webgpu.wasm of this version (${message}); a WebGPU Plume takes WebGPU's module` };

async function openWebGpu(options, PlumeError) {
  const { device, format, canvas, backend } = options;
  if (device !== undefined) {
    if (typeof GPUDevice === 'undefined' || !(device instanceof GPUDevice)) {
      throw new PlumeError(`createPlume: device must be a GPUDevice (from adapter.requestDevice()), got ${describe(device)}`);
    }
    if (canvas !== undefined) throw new PlumeError('createPlume: pass { device, format } (a game\'s WebGPU device) or { canvas }, not both');
    if (typeof format !== 'string' || !TARGET_FORMATS.includes(format)) {
      throw new PlumeError(`createPlume: format must be the colour format of the targets Plume draws into, one of ${TARGET_FORMATS.join(', ')} ` +
        `(e.g. navigator.gpu.getPreferredCanvasFormat()), got ${describe(format)}`);
    }
    if (options.hdr !== undefined) {
      throw new PlumeError("createPlume: hdr applies to Plume's own canvas; in a game's device the game owns post-processing " +
        "(three's PostProcessing bloom catches colours above 1 in its half-float scene pass)");
    }
    return new GpuBackend(device, format, null, PlumeError);
  }
  if (format !== undefined) throw new PlumeError("createPlume: format goes with { device }; on Plume's own canvas it is the browser's preferred format");
  const gpu = globalThis.navigator?.gpu;
  const adapter = gpu ? await gpu.requestAdapter().catch(() => null) : null;
  if (!adapter) {
    if (backend === 'auto') return null;
    throw new PlumeError(`createPlume: WebGPU is not available in this browser (${gpu ? 'no adapter' : 'navigator.gpu is missing: ' +
      'WebGPU needs a secure context (https or localhost) and a browser that ships it'}); use backend: 'webgl' or 'auto'`);
  }
  if (typeof canvas?.getContext !== 'function') {
    throw new PlumeError(`createPlume: canvas must be an HTMLCanvasElement or OffscreenCanvas, got ${describe(canvas)}`);
  }
  const gpuDevice = await adapter.requestDevice();
  const context = canvas.getContext('webgpu');
  if (!context) {
    gpuDevice.destroy();
    if (backend === 'auto') return null;
    throw new PlumeError('createPlume: this canvas has another kind of context (WebGL or 2D) and cannot draw WebGPU; give Plume a canvas of its own');
  }
  const preferred = gpu.getPreferredCanvasFormat();
  context.configure({ device: gpuDevice, format: preferred, alphaMode: 'premultiplied' });
  return new GpuBackend(gpuDevice, preferred, context, PlumeError, options.hdr === true);
}
