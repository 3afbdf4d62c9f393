// The peer workload of bench/effects.js on WebGPU (issue 30): plays of one effect (56-particle bursts, 2 s life) with a
// 'gpu' or a 'cpu' layer drawn by Plume's WebGPU backend into a 128×128 texture, against the floor — a hand-written
// WebGPU page drawing every burst in one instanced draw, everything in the vertex shader (per burst: origin and birth
// time, written once). Measured per 16 ms frame: main-thread CPU ms of play + step + render (the GPU's work is waited
// for outside the timing), draw calls, bytes written to vertex buffers and to uniform buffers (the encoder's and
// queue's calls wrapped).
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng } from '/web/art.js';

const BURST = 56;
const LIFE_MS = 2000;
const FRAME_MS = 16;
const SIZE = 128;
const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
// WebGPU's depth in [0, 1]: the same camera as bench/effects.js's
const f = 1 / Math.tan(Math.PI / 6), near = 0.1, far = 2000;
const projection = new Float32Array([f, 0, 0, 0, 0, f, 0, 0, 0, 0, far / (near - far), -1, 0, 0, far * near / (near - far), 0]);

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}
const place = (rnd) => [rnd() * 200 - 100, rnd() * 100 - 50, -rnd() * 1000];
const playsPerFrame = (live) => (live / BURST) * (FRAME_MS / LIFE_MS);

// Every draw and every byte written, on this page's WebGPU (wrapped once; counted while `counting` is set).
const counts = { draws: 0, bytes: 0, uniformBytes: 0, counting: false };
function wrapOnce() {
  if (counts.wrapped) return;
  counts.wrapped = true;
  for (const name of ['draw', 'drawIndexed']) {
    const original = GPURenderPassEncoder.prototype[name];
    GPURenderPassEncoder.prototype[name] = function (...args) { if (counts.counting) counts.draws++; return original.apply(this, args); };
  }
  const write = GPUQueue.prototype.writeBuffer;
  GPUQueue.prototype.writeBuffer = function (buffer, offset, data, dataOffset = 0, size) {
    if (counts.counting) {
      const bytes = size !== undefined ? size * (data.BYTES_PER_ELEMENT ?? 1) : data.byteLength - dataOffset * (data.BYTES_PER_ELEMENT ?? 1);
      if (buffer.usage & GPUBufferUsage.UNIFORM) counts.uniformBytes += bytes;
      else counts.bytes += bytes;
    }
    return write.call(this, buffer, offset, data, dataOffset, size);
  };
}

async function device() {
  const adapter = await navigator.gpu.requestAdapter();
  return adapter.requestDevice();
}

// 'gpu-still': the gpu workload with its plays stopped once warm — a frame that plays nothing (the goal: no bytes
// uploaded but the clocks).
async function plumeSetup(sim, live, still = false) {
  const gpu = await device();
  const target = gpu.createTexture({ size: [SIZE, SIZE], format: 'rgba8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const plume = await createPlume({ device: gpu, format: 'rgba8unorm' });
  const texture = await plume.loadTexture(await glowTexturePng({ size: 64 }));
  const layer = { sim, texture, rate: 0, burst: BURST, life: LIFE_MS, speed: [2, 6], shape: 'sphere', size: [1, 5],
    color: ['#ffffffff', '#ffffff00'], blend: 'additive' };
  const effect = plume.createEffect({ name: 'burst', layers: [layer] });
  const rnd = random(7);
  let owed = 0;
  let warm = false;
  const frame = () => {
    owed += playsPerFrame(live);
    for (; owed >= 1; owed--) if (!(still && warm)) effect.play(place(rnd));
    plume.step(FRAME_MS);
    plume.render(view, projection, { target });
  };
  return { gpu, frame, warmed: () => { warm = true; }, live: () => plume.stats.particles,
    destroy: () => { plume.destroy(); gpu.destroy(); } };
}

const FLOOR_WGSL = `
struct U { viewProjection: mat4x4f, now: vec4f };
@group(0) @binding(0) var<uniform> u: U;
@group(0) @binding(1) var tex: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;
struct V { @builtin(position) position: vec4f, @location(0) uv: vec2f, @location(1) alpha: f32 };
fn hash(n: f32) -> f32 { return fract(sin(n) * 43758.5453); }
@vertex fn vs(@location(0) corner: vec2f, @location(1) index: f32, @location(2) burst: vec4f) -> V {
  let age = (u.now.x - burst.w) / ${LIFE_MS.toFixed(1)};
  let seed = index + burst.w * 0.013;
  let z = hash(seed) * 2.0 - 1.0;
  let phi = hash(seed + 1.7) * 6.2831853;
  let dir = vec3f(sqrt(1.0 - z * z) * cos(phi), sqrt(1.0 - z * z) * sin(phi), z);
  let speed = mix(2.0, 6.0, hash(seed + 3.1));
  let centre = burst.xyz + dir * speed * age * 2.0;
  let size = mix(1.0, 5.0, age) * 0.5;
  var clip = u.viewProjection * vec4f(centre, 1.0);
  clip = vec4f(clip.xy + corner * size * vec2f(u.viewProjection[0][0], u.viewProjection[1][1]), clip.zw);
  var out: V;
  out.position = select(clip, vec4f(2.0, 2.0, 2.0, 1.0), age < 0.0 || age >= 1.0);
  out.uv = corner * 0.5 + 0.5;
  out.alpha = 1.0 - age;
  return out;
}
@fragment fn fs(v: V) -> @location(0) vec4f { return textureSample(tex, samp, v.uv) * vec4f(1.0, 1.0, 1.0, v.alpha); }`;

async function floorSetup(live) {
  const gpu = await device();
  const target = gpu.createTexture({ size: [SIZE, SIZE], format: 'rgba8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const module = gpu.createShaderModule({ code: FLOOR_WGSL });
  const blend = { srcFactor: 'src-alpha', dstFactor: 'one', operation: 'add' };
  const pipeline = gpu.createRenderPipeline({ layout: 'auto',
    vertex: { module, entryPoint: 'vs', buffers: [
      { arrayStride: 12, attributes: [{ shaderLocation: 0, offset: 0, format: 'float32x2' }, { shaderLocation: 1, offset: 8, format: 'float32' }] },
      { arrayStride: 16, stepMode: 'instance', attributes: [{ shaderLocation: 2, offset: 0, format: 'float32x4' }] }] },
    fragment: { module, entryPoint: 'fs', targets: [{ format: 'rgba8unorm', blend: { color: blend, alpha: blend } }] } });
  const corners = new Float32Array(BURST * 4 * 3), indices = new Uint16Array(BURST * 6);
  for (let p = 0; p < BURST; p++) {
    [[-1, -1], [1, -1], [1, 1], [-1, 1]].forEach(([x, y], c) => corners.set([x, y, p], (p * 4 + c) * 3));
    indices.set([0, 1, 2, 0, 2, 3].map((i) => p * 4 + i), p * 6);
  }
  const make = (data, usage) => {
    const buffer = gpu.createBuffer({ size: Math.ceil(data.byteLength / 4) * 4, usage: usage | GPUBufferUsage.COPY_DST });
    gpu.queue.writeBuffer(buffer, 0, data.buffer, 0, Math.ceil(data.byteLength / 4) * 4 <= data.buffer.byteLength ? Math.ceil(data.byteLength / 4) * 4 : data.byteLength);
    return buffer;
  };
  const vertexBuffer = make(corners, GPUBufferUsage.VERTEX);
  const indexBuffer = make(indices, GPUBufferUsage.INDEX);
  const ring = Math.ceil(live / BURST) + 64;
  const burstBuffer = gpu.createBuffer({ size: ring * 16, usage: GPUBufferUsage.VERTEX | GPUBufferUsage.COPY_DST });
  const uniforms = gpu.createBuffer({ size: 80, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
  const bitmap = await createImageBitmap(new Blob([await glowTexturePng({ size: 64 })]));
  const texture = gpu.createTexture({ size: [bitmap.width, bitmap.height], format: 'rgba8unorm',
    usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST | GPUTextureUsage.RENDER_ATTACHMENT });
  gpu.queue.copyExternalImageToTexture({ source: bitmap }, { texture }, [bitmap.width, bitmap.height]);
  const group = gpu.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [
    { binding: 0, resource: { buffer: uniforms } }, { binding: 1, resource: texture.createView() },
    { binding: 2, resource: gpu.createSampler({ magFilter: 'linear', minFilter: 'linear' }) }] });
  const vp = new Float32Array(20);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) {
    let sum = 0;
    for (let k = 0; k < 4; k++) sum += projection[k * 4 + r] * view[c * 4 + k];
    vp[c * 4 + r] = sum;
  }
  const rnd = random(7);
  let now = 0, owed = 0, next = 0;
  const one = new Float32Array(4);
  const frame = () => {
    now += FRAME_MS;
    owed += playsPerFrame(live);
    for (; owed >= 1; owed--) {
      one.set([...place(rnd), now]);
      gpu.queue.writeBuffer(burstBuffer, (next++ % ring) * 16, one);
    }
    vp[16] = now;
    gpu.queue.writeBuffer(uniforms, 0, vp);
    const encoder = gpu.createCommandEncoder();
    const pass = encoder.beginRenderPass({ colorAttachments: [{ view: target.createView(), loadOp: 'clear', clearValue: [0, 0, 0, 1], storeOp: 'store' }] });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group);
    pass.setVertexBuffer(0, vertexBuffer);
    pass.setVertexBuffer(1, burstBuffer);
    pass.setIndexBuffer(indexBuffer, 'uint16');
    pass.drawIndexed(indices.length, ring);
    pass.end();
    gpu.queue.submit([encoder.finish()]);
  };
  return { gpu, frame, live: () => live, destroy: () => gpu.destroy() };
}

/** One setup ('gpu', 'cpu' or 'floor') at `live` particles on WebGPU: warm up for a life, then measure `frames`. */
export async function run(setupName, live, frames) {
  wrapOnce();
  const setup = setupName === 'floor' ? await floorSetup(live)
    : await plumeSetup(setupName === 'gpu-still' ? 'gpu' : setupName, live, setupName === 'gpu-still');
  try {
    for (let t = 0; t < LIFE_MS + 200; t += FRAME_MS) setup.frame();
  } catch (error) {
    setup.destroy();
    return { setup: setupName, live, failed: error.message };
  }
  await setup.gpu.queue.onSubmittedWorkDone();
  setup.warmed?.();
  const cpu = [];
  counts.draws = counts.bytes = counts.uniformBytes = 0;
  for (let i = 0; i < frames; i++) {
    counts.counting = true;
    const start = performance.now();
    setup.frame();
    cpu.push(performance.now() - start);
    counts.counting = false;
    await setup.gpu.queue.onSubmittedWorkDone(); // the frame is done before the next starts
  }
  const alive = setup.live();
  const result = { setup: setupName, live: alive, cpuMedian: percentile(cpu, 0.5), cpuP95: percentile(cpu, 0.95),
    draws: counts.draws / frames, bytes: counts.bytes / frames, uniformBytes: counts.uniformBytes / frames };
  setup.destroy();
  return result;
}
