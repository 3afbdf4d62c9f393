// The peer workload as plays of one effect (issue 14): 56-particle bursts at random places in a
// 200×100×1000 box in front of the camera, 2 s life, sizes 1 -> 5, alpha 1 -> 0, additive, plays
// spread evenly so `live` particles are alive. Measured per 16 ms frame: main-thread CPU ms of
// play + step + render (median, p95), draw calls, buffer bytes and uniform bytes (GL calls wrapped).
// Setups: the effect with a 'gpu' layer, with a 'cpu' layer, and the floor — a hand-written WebGL 1
// page drawing every burst in one instanced draw, everything in the vertex shader (per burst: origin
// and birth time, uploaded once).
import { createPlume } from '/web/dist/plume.js';
import { glowTexturePng } from '/web/art.js';
import { makeCanvas, perspective } from '/tests/browser/page_helpers.js';

const BURST = 56;
const LIFE_MS = 2000;
const FRAME_MS = 16;
const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
const projection = perspective(Math.PI / 3, 1, 0.1, 2000);

function counters(gl) {
  const counts = { draws: 0, bytes: 0, uniformBytes: 0 };
  const wrap = (name, count) => {
    const original = gl[name].bind(gl);
    gl[name] = (...args) => { count(...args); return original(...args); };
  };
  for (const name of ['drawElements', 'drawArrays']) wrap(name, () => { counts.draws++; });
  const ext = gl.getExtension('ANGLE_instanced_arrays');
  if (ext) {
    for (const name of ['drawElementsInstancedANGLE', 'drawArraysInstancedANGLE']) {
      const original = ext[name].bind(ext);
      ext[name] = (...args) => { counts.draws++; return original(...args); };
    }
  }
  wrap('bufferData', (target, data) => { counts.bytes += typeof data === 'number' ? 0 : data?.byteLength ?? 0; });
  wrap('bufferSubData', (target, offset, data) => { counts.bytes += data?.byteLength ?? 0; });
  wrap('uniform4fv', (location, data) => { counts.uniformBytes += data.length * 4; });
  wrap('uniformMatrix4fv', () => { counts.uniformBytes += 64; });
  return counts;
}

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

export function random(seed) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}
export const place = (rnd) => [rnd() * 200 - 100, rnd() * 100 - 50, -rnd() * 1000];

// Plays per frame so that `live` particles are alive: live / BURST bursts over LIFE_MS.
export const playsPerFrame = (live) => (live / BURST) * (FRAME_MS / LIFE_MS);

async function plumeSetup(sim, live) {
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(await glowTexturePng({ size: 64 }));
  const layer = { sim, texture, rate: 0, burst: BURST, life: LIFE_MS, speed: [2, 6], shape: 'sphere', size: [1, 5],
    color: ['#ffffffff', '#ffffff00'], blend: 'additive' };
  const effect = plume.createEffect({ name: 'burst', layers: [layer] });
  const rnd = random(7);
  let owed = 0;
  const frame = () => {
    owed += playsPerFrame(live);
    for (; owed >= 1; owed--) effect.play(place(rnd));
    plume.step(FRAME_MS);
    plume.render(view, projection);
  };
  return { gl, frame, live: () => plume.stats.particles, destroy: () => plume.destroy() };
}

const FLOOR_VS = `
attribute vec2 aCorner;      // per vertex: corner (-1..1)
attribute float aIndex;      // per vertex: particle index in the burst
attribute vec4 aBurst;       // per instance: origin xyz, birth ms
uniform mat4 uViewProjection;
uniform float uNow;
varying vec2 vUv;
varying float vAlpha;
float hash(float n) { return fract(sin(n) * 43758.5453); }
void main() {
  float age = (uNow - aBurst.w) / ${LIFE_MS.toFixed(1)};
  float seed = aIndex + aBurst.w * 0.013;
  float z = hash(seed) * 2.0 - 1.0, phi = hash(seed + 1.7) * 6.2831853;
  vec3 dir = vec3(sqrt(1.0 - z * z) * cos(phi), sqrt(1.0 - z * z) * sin(phi), z);
  float speed = mix(2.0, 6.0, hash(seed + 3.1));
  vec3 centre = aBurst.xyz + dir * speed * age * 2.0;
  float size = mix(1.0, 5.0, age) * 0.5;
  vec4 clip = uViewProjection * vec4(centre, 1.0);
  clip.xy += aCorner * size * vec2(uViewProjection[0][0], uViewProjection[1][1]);
  gl_Position = age < 0.0 || age >= 1.0 ? vec4(2.0, 2.0, 2.0, 1.0) : clip;
  vUv = aCorner * 0.5 + 0.5;
  vAlpha = 1.0 - age;
}`;
const FLOOR_FS = `
precision mediump float;
uniform sampler2D uTexture;
varying vec2 vUv;
varying float vAlpha;
void main() { gl_FragColor = texture2D(uTexture, vUv) * vec4(1.0, 1.0, 1.0, vAlpha); }`;

async function floorSetup(live) {
  const canvas = makeCanvas(128, 128);
  const gl = canvas.getContext('webgl', { antialias: false });
  const ext = gl.getExtension('ANGLE_instanced_arrays');
  const compile = (type, source) => { const s = gl.createShader(type); gl.shaderSource(s, source); gl.compileShader(s); return s; };
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl.VERTEX_SHADER, FLOOR_VS));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, FLOOR_FS));
  gl.linkProgram(program);
  gl.useProgram(program);
  const corners = new Float32Array(BURST * 4 * 3), indices = new Uint16Array(BURST * 6);
  for (let p = 0; p < BURST; p++) {
    [[-1, -1], [1, -1], [1, 1], [-1, 1]].forEach(([x, y], c) => corners.set([x, y, p], (p * 4 + c) * 3));
    indices.set([0, 1, 2, 0, 2, 3].map((i) => p * 4 + i), p * 6);
  }
  const vertexBuffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, vertexBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, corners, gl.STATIC_DRAW);
  const at = (name) => gl.getAttribLocation(program, name);
  gl.enableVertexAttribArray(at('aCorner'));
  gl.vertexAttribPointer(at('aCorner'), 2, gl.FLOAT, false, 12, 0);
  gl.enableVertexAttribArray(at('aIndex'));
  gl.vertexAttribPointer(at('aIndex'), 1, gl.FLOAT, false, 12, 8);
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, indices, gl.STATIC_DRAW);
  const ring = Math.ceil(live / BURST) + 64; // a ring of bursts; the oldest is overwritten once dead
  const burstBuffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, burstBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, ring * 16, gl.DYNAMIC_DRAW);
  gl.enableVertexAttribArray(at('aBurst'));
  gl.vertexAttribPointer(at('aBurst'), 4, gl.FLOAT, false, 0, 0);
  ext.vertexAttribDivisorANGLE(at('aBurst'), 1);
  const texture = gl.createTexture();
  const bitmap = await createImageBitmap(new Blob([await glowTexturePng({ size: 64 })]));
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, bitmap);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE);
  const uNow = gl.getUniformLocation(program, 'uNow');
  const vp = new Float32Array(16);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) {
    let sum = 0;
    for (let k = 0; k < 4; k++) sum += projection[k * 4 + r] * view[c * 4 + k];
    vp[c * 4 + r] = sum;
  }
  gl.uniformMatrix4fv(gl.getUniformLocation(program, 'uViewProjection'), false, vp);
  const rnd = random(7);
  let now = 0, owed = 0, next = 0;
  const one = new Float32Array(4);
  const frame = () => {
    now += FRAME_MS;
    owed += playsPerFrame(live);
    for (; owed >= 1; owed--) {
      one.set([...place(rnd), now]);
      gl.bufferSubData(gl.ARRAY_BUFFER, (next++ % ring) * 16, one);
    }
    gl.uniform1f(uNow, now);
    ext.drawElementsInstancedANGLE(gl.TRIANGLES, indices.length, gl.UNSIGNED_SHORT, 0, ring);
  };
  return { gl, frame, live: () => live, destroy: () => gl.getExtension('WEBGL_lose_context')?.loseContext() };
}

/** One setup ('gpu', 'cpu' or 'floor') at `live` particles: warm up for a life, then measure `frames`. */
export async function run(setupName, live, frames) {
  const setup = setupName === 'floor' ? await floorSetup(live) : await plumeSetup(setupName, live);
  const { gl } = setup;
  const pixel = new Uint8Array(4);
  try {
    for (let t = 0; t < LIFE_MS + 200; t += FRAME_MS) setup.frame(); // a full life of plays
  } catch (error) { // a limit the workload reaches is a result too
    setup.destroy();
    return { setup: setupName, live, failed: error.message };
  }
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  const counts = counters(gl);
  const cpu = [];
  for (let f = 0; f < frames; f++) {
    const start = performance.now();
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    setup.frame();
    cpu.push(performance.now() - start);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel); // the frame is done before the next starts
  }
  const alive = setup.live();
  setup.destroy();
  return { setup: setupName, live: alive, cpuMedian: percentile(cpu, 0.5), cpuP95: percentile(cpu, 0.95),
    draws: counts.draws / frames, bytes: counts.bytes / frames, uniformBytes: counts.uniformBytes / frames };
}
