// GPU emitter benchmark page: 100 stationary emitters (plus a variant where 10 of them move) totalling
// 10,000 / 100,000 / 1,000,000 live particles. Per frame: CPU = main-thread ms of clear + step +
// render; GPU-inclusive = that plus a 1-pixel readPixels (it waits for the frame). GL traffic is counted
// by wrapping the context: draw calls, bytes of buffer uploads, bytes of uniforms.
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng } from '/web/art.js';
import { makeCanvas, perspective } from '/tests/browser/page_helpers.js';

const EMITTERS = 100;
const FRAME_MS = 16;
const LIFE_MS = 1000;
const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -40, 1]);
const projection = perspective(Math.PI / 3, 1, 0.1, 200);
const pixel = new Uint8Array(4);

function counters(gl) {
  const counts = { draws: 0, bytes: 0, uniformBytes: 0 };
  const wrap = (name, count) => {
    const original = gl[name].bind(gl);
    gl[name] = (...args) => { count(...args); return original(...args); };
  };
  wrap('drawElements', () => { counts.draws++; });
  wrap('drawArrays', () => { counts.draws++; });
  wrap('bufferData', (target, data) => { counts.bytes += typeof data === 'number' ? 0 : data?.byteLength ?? 0; });
  wrap('bufferSubData', (target, offset, data) => { counts.bytes += data?.byteLength ?? 0; });
  wrap('uniform4fv', (location, data, offset = 0, length = 0) => { counts.uniformBytes += (length || data.length - offset) * 4; });
  wrap('uniformMatrix4fv', () => { counts.uniformBytes += 64; });
  return counts;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

/** live: particles alive in total; moving: emitters that move every frame. */
export async function run(live, frames, moving = 0) {
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(await glowTexturePng({ size: 64 }));
  const rate = live / EMITTERS / (LIFE_MS / 1000);
  const emitters = [];
  for (let i = 0; i < EMITTERS; i++) {
    const emitter = plume.createEmitter({ texture, rate, life: LIFE_MS, speed: [1, 3], gravity: [0, -2, 0],
      size: [0.2, 0.5], shape: { type: 'sphere', radius: 0.5 }, seed: i });
    emitter.setPosition([(i % 10) * 4 - 18, Math.floor(i / 10) * 4 - 18, 0]);
    emitters.push(emitter);
  }
  plume.step(LIFE_MS); // a full ring everywhere
  plume.render(view, projection); // programs and buffers
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  const counts = counters(gl);
  const cpu = [];
  const total = [];
  let t = 0;
  for (let f = 0; f < frames; f++) {
    const start = performance.now();
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    plume.step(FRAME_MS);
    t += FRAME_MS;
    for (let m = 0; m < moving; m++) {
      const i = m * 10;
      emitters[i].setPosition([(i % 10) * 4 - 18 + Math.sin(t / 300), Math.floor(i / 10) * 4 - 18, 0]);
    }
    plume.render(view, projection);
    const cpuEnd = performance.now();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    cpu.push(cpuEnd - start);
    total.push(performance.now() - start);
  }
  const stats = plume.stats;
  plume.destroy();
  return {
    live: stats.emitterParticles, cpuMedian: percentile(cpu, 0.5), cpuP95: percentile(cpu, 0.95),
    totalMedian: percentile(total, 0.5), draws: counts.draws / frames, bytes: counts.bytes / frames,
    uniformBytes: counts.uniformBytes / frames,
  };
}
