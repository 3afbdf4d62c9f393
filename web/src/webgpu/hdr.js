// Plume's own WebGPU canvas in HDR (createPlume({ canvas, backend: 'webgpu', hdr: true })): the particles drawn into a
// half-float target, then hdr.js's passes — what rises above 1 at 1/2 size, blurred at 1/4 and 1/8, and the
// particles with their bloom through the filmic shoulder onto the canvas — with shaders/wgsl/hdr.wgsl.
import hdrWgsl from '../../../shaders/wgsl/hdr.wgsl';

const LEVELS = 3;
const USAGE = globalThis.GPUTextureUsage ?? { TEXTURE_BINDING: 4, RENDER_ATTACHMENT: 16 };

export class GpuHdr {
  format = 'rgba16float';
  #device;
  #canvasFormat;
  #targets = []; // [0] the particles, [1] the threshold at 1/2, then per level (1/4, 1/8) its texture and its blur's half-way
  #pipelines;
  #sampler;
  #uniforms = []; // per blur pass: its texel step

  constructor(device, canvasFormat) {
    this.#device = device;
    this.#canvasFormat = canvasFormat;
    const module = device.createShaderModule({ code: hdrWgsl, label: 'plume hdr' });
    const make = (entryPoint, format, blend) => device.createRenderPipeline({ layout: 'auto', label: `plume hdr ${entryPoint}`,
      vertex: { module, entryPoint: 'vsTriangle' },
      fragment: { module, entryPoint, targets: [{ format, ...(blend ? { blend } : {}) }] } });
    const over = { srcFactor: 'one', dstFactor: 'one-minus-src-alpha', operation: 'add' };
    this.#pipelines = { threshold: make('fsThreshold', this.format), down: make('fsDown', this.format),
      blur: make('fsBlur', this.format), composite: make('fsComposite', canvasFormat, { color: over, alpha: over }) };
    this.#sampler = device.createSampler({ magFilter: 'linear', minFilter: 'linear' });
  }

  /** The particles' target for a canvas of width × height (made, or made again at another size). */
  target(width, height) {
    if (this.#targets[0]?.width !== width || this.#targets[0]?.height !== height) this.#resize(width, height);
    return this.#targets[0];
  }

  #resize(width, height) {
    this.destroy();
    for (let i = 0; i < LEVELS * 2; i++) {
      const shift = i < 2 ? i : (i >> 1) + 1; // 1, 1/2, 1/4, 1/4, 1/8, 1/8
      this.#targets.push(this.#device.createTexture({ size: [Math.max(1, width >> shift), Math.max(1, height >> shift)],
        format: this.format, usage: USAGE.TEXTURE_BINDING | USAGE.RENDER_ATTACHMENT, label: `plume hdr ${i}` }));
    }
  }

  /** The bloom and the tonemap, encoded after the particles' pass: onto `canvasView` (cleared first when `clear`). */
  finish(encoder, canvasView, clear) {
    const d = this.#device, t = this.#targets;
    let uniform = 0;
    const pass = (pipeline, from, view, { step, load = false } = {}) => {
      const entries = [{ binding: 0, resource: from.createView() }, { binding: 1, resource: this.#sampler }];
      if (step) {
        const buffer = this.#uniforms[uniform] ??= d.createBuffer({ size: 16, usage: 64 | 8 }); // UNIFORM | COPY_DST
        d.queue.writeBuffer(buffer, 0, new Float32Array([step[0] / from.width, step[1] / from.height, 0, 0]));
        entries.push({ binding: 2, resource: { buffer } });
        uniform++;
      }
      if (pipeline === this.#pipelines.composite) {
        entries.push({ binding: 3, resource: t[2].createView() }, { binding: 4, resource: t[4].createView() });
      }
      const group = d.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries });
      const p = encoder.beginRenderPass({ colorAttachments: [{ view, loadOp: load ? 'load' : 'clear', clearValue: [0, 0, 0, 0],
        storeOp: 'store' }] });
      p.setPipeline(pipeline);
      p.setBindGroup(0, group);
      p.draw(3);
      p.end();
    };
    pass(this.#pipelines.threshold, t[0], t[1].createView());
    for (let level = 1; level < LEVELS; level++) {
      const texture = t[level * 2], across = t[level * 2 + 1];
      pass(this.#pipelines.down, t[level === 1 ? 1 : level * 2 - 2], texture.createView());
      pass(this.#pipelines.blur, texture, across.createView(), { step: [1, 0] });
      pass(this.#pipelines.blur, across, texture.createView(), { step: [0, 1] });
    }
    pass(this.#pipelines.composite, t[0], canvasView, { load: !clear });
  }

  destroy() {
    for (const texture of this.#targets) texture.destroy();
    this.#targets = [];
  }

  destroyAll() {
    this.destroy();
    for (const buffer of this.#uniforms) buffer.destroy();
    this.#uniforms = [];
  }
}
