// The frame-cost benchmark page: what one frame costs a game, on every way Plume reaches WebGL,
// against a floor. Every setup keeps 1,200 instances alive with 2 spawns and 2 deaths a frame
// (the pre-filled instances die 2 per 16 ms frame, new ones live 9.6 s), split over 1, 4 or 8
// kinds. Setups run frame by frame in turn (interleaved), so drift hits them all alike.
//   own-N     Plume's own canvas (WebGL 1)
//   guest1-N  a game's WebGL 1 context, createPlume({ gl }) (hostState 'track')
//   guest2-N  a game's WebGL 2 context
//   floor     a hand-written WebGL 1 page drawing the same instances in one instanced draw, with
//             every particle computed in the vertex shader from its index and the time: no
//             uploads, no state changes, no allocation per frame — what no library can beat.
// Per frame: CPU = main-thread time of clear + spawns + step + render; GPU-inclusive = that plus a
// 1-pixel readPixels, which waits for the GPU to finish the frame.
import { createPlume } from '/web/dist/plume.js';
import { explosionObj, glowTexturePng, randomGenerator } from '/web/art.js';
import { makeCanvas, perspective } from '/tests/browser/page_helpers.js';
import { keyframeVertices, multiply, quantiles } from '/bench/bench.js';

const SIZE = 128;
const LIVE = 1200;
const SPAWNS_PER_FRAME = 2;
const FRAME_MS = 16;
const LIFE_MS = (LIVE / SPAWNS_PER_FRAME) * FRAME_MS; // 9,600 ms: deaths match spawns
const MESH = explosionObj({ stars: 8 }); // 48 triangles, two keyframes

const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -40, 1]);
const projection = perspective(Math.PI / 3, 1, 0.1, 200);
const pixel = new Uint8Array(4);

function spot(random) { return [random() * 40 - 20, random() * 40 - 20, random() * 20 - 10]; }

async function plumeSetup(name, kinds, contextType) {
  const canvas = makeCanvas(SIZE, SIZE);
  let gl;
  let plume;
  if (contextType === 'own') {
    plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
    gl = canvas.getContext('webgl');
  } else {
    gl = canvas.getContext(contextType, { antialias: false });
    plume = await createPlume({ gl });
  }
  const texture = await plume.loadTexture(await glowTexturePng({ size: 64 }));
  const names = Array.from({ length: kinds }, (_, k) => `kind${k}`);
  for (const kind of names) {
    plume.defineParticle(kind, { ...MESH, texture, startSize: 0.5, endSize: 2, maxAge: LIFE_MS, capacity: LIVE });
  }
  const random = randomGenerator(7);
  // pre-filled so that 2 die every frame from the first measured one
  for (let i = 0; i < LIVE; i++) plume.spawn(names[i % kinds], spot(random), (i + 1) * (FRAME_MS / SPAWNS_PER_FRAME));
  plume.prepare?.(); // (absent before the draw list: the benchmark also measures older builds)
  let next = 0;
  const frame = () => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    for (let s = 0; s < SPAWNS_PER_FRAME; s++) plume.spawn(names[next++ % kinds], spot(random));
    plume.step(FRAME_MS);
    plume.render(view, projection);
  };
  return { name, gl, frame, stats: () => plume.stats, destroy: () => plume.destroy() };
}

const FLOOR_VERTEX = `
attribute vec3 aStart; attribute vec3 aEnd; attribute vec2 aUv; attribute vec4 aInstance; // xyz, phase
uniform mat4 uViewProjection; uniform float uTime;
varying vec2 vUv; varying vec4 vTint;
void main() {
  float age = mod(uTime - aInstance.w, ${LIFE_MS.toFixed(1)});
  float t = age / ${LIFE_MS.toFixed(1)};
  vec3 p = (aStart * (1.0 - t) + aEnd * t) * (0.5 + 1.5 * t) + aInstance.xyz;
  vUv = aUv; vTint = vec4(1.0 - t, 1.0 - t, 1.0 - t, 1.0);
  gl_Position = uViewProjection * vec4(p, 1.0);
}`;
const FLOOR_FRAGMENT = `precision mediump float; uniform sampler2D uTexture; varying vec2 vUv; varying vec4 vTint;
void main() { gl_FragColor = texture2D(uTexture, vUv) * vTint; }`;

async function floorSetup() {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext('webgl', { antialias: false });
  const angle = gl.getExtension('ANGLE_instanced_arrays');
  const program = gl.createProgram();
  for (const [type, source] of [[gl.VERTEX_SHADER, FLOOR_VERTEX], [gl.FRAGMENT_SHADER, FLOOR_FRAGMENT]]) {
    const shader = gl.createShader(type);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  ['aStart', 'aEnd', 'aUv', 'aInstance'].forEach((name, i) => gl.bindAttribLocation(program, i, name));
  gl.linkProgram(program);
  gl.useProgram(program);
  const { vertices, vertexCount } = keyframeVertices(MESH.mesh, MESH.mesh2);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, vertices, gl.STATIC_DRAW);
  [[0, 3, 0], [1, 3, 12], [2, 2, 24]].forEach(([index, size, offset]) => {
    gl.enableVertexAttribArray(index);
    gl.vertexAttribPointer(index, size, gl.FLOAT, false, 32, offset);
  });
  const random = randomGenerator(7);
  const instances = new Float32Array(LIVE * 4);
  for (let i = 0; i < LIVE; i++) instances.set([...spot(random), -i * (FRAME_MS / SPAWNS_PER_FRAME)], i * 4);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, instances, gl.STATIC_DRAW);
  gl.enableVertexAttribArray(3);
  gl.vertexAttribPointer(3, 4, gl.FLOAT, false, 16, 0);
  angle.vertexAttribDivisorANGLE(3, 1);
  const image = await createImageBitmap(new Blob([await glowTexturePng({ size: 64 })], { type: 'image/png' }));
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  gl.generateMipmap(gl.TEXTURE_2D);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE);
  gl.uniformMatrix4fv(gl.getUniformLocation(program, 'uViewProjection'), false, multiply(projection, view));
  const uTime = gl.getUniformLocation(program, 'uTime');
  let time = 0;
  const frame = () => {
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    time += FRAME_MS;
    gl.uniform1f(uTime, time);
    angle.drawArraysInstancedANGLE(gl.TRIANGLES, 0, vertexCount, LIVE);
  };
  return { name: 'floor', gl, frame, stats: () => ({ drawCalls: 1, particlesActive: LIVE }), destroy: () => {} };
}

// Every method call on the context (and its WebGL 1 extension objects) while counting is on.
const GETTER = /^(get|is|check)|^readPixels$|^finish$/;
function countAllCalls(gl) {
  const counts = { calls: 0, getters: 0, bytes: 0, on: false };
  const undo = [];
  const targets = [gl, gl.getExtension('ANGLE_instanced_arrays'), gl.getExtension('OES_vertex_array_object')]
    .filter(Boolean);
  for (const target of targets) {
    for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, name);
        if (typeof descriptor.value !== 'function' || name === 'constructor' || undo.some(([t, n]) => t === target && n === name)) continue;
        const hadOwn = Object.hasOwn(target, name);
        const current = target[name];
        undo.push([target, name, hadOwn, current]);
        target[name] = function counted(...args) {
          if (counts.on) {
            counts.calls++;
            if (GETTER.test(name)) counts.getters++;
            if (name === 'bufferSubData' || name === 'bufferData') counts.bytes += uploadBytes(name, args);
          }
          return current.apply(target, args);
        };
      }
    }
  }
  counts.uninstall = () => {
    for (const [target, name, hadOwn, current] of undo.reverse()) {
      if (hadOwn) target[name] = current;
      else delete target[name];
    }
  };
  return counts;
}

// bufferData(target, data, usage[, srcOffset, length]); bufferSubData(target, offset, data[, srcOffset, length])
function uploadBytes(name, args) {
  const data = name === 'bufferData' ? args[1] : args[2];
  if (typeof data === 'number' || !data) return 0;
  const length = args[4];
  return length ? length * (data.BYTES_PER_ELEMENT ?? 1) : data.byteLength;
}

// What 'track' costs the game's own rendering: a synthetic game frame of 1,000 state-setting calls
// (program, buffers, blending, depth, textures, as an engine's draw loop makes between draws), timed
// on a context without Plume and on one with a Plume attached, interleaved.
export async function trackingOverhead(frames = 200) {
  const contexts = [];
  for (const attached of [false, true]) {
    const gl = makeCanvas(8, 8).getContext('webgl2');
    const plume = attached ? await createPlume({ gl }) : null;
    const buffers = [gl.createBuffer(), gl.createBuffer()];
    const textures = [gl.createTexture(), gl.createTexture()];
    const frame = () => {
      for (let i = 0; i < 100; i++) { // 10 calls each
        const k = i & 1;
        gl.useProgram(null);
        gl.bindBuffer(gl.ARRAY_BUFFER, buffers[k]);
        gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buffers[1 - k]);
        gl.enable(gl.BLEND);
        gl.blendFunc(k ? gl.ONE : gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
        gl.disable(gl.BLEND);
        gl.depthFunc(k ? gl.LESS : gl.LEQUAL);
        gl.depthMask(!k);
        gl.activeTexture(gl.TEXTURE0 + k);
        gl.bindTexture(gl.TEXTURE_2D, textures[k]);
      }
    };
    contexts.push({ gl, plume, frame, times: [] });
  }
  for (let f = 0; f < frames + 20; f++) {
    for (const context of contexts) {
      const start = performance.now();
      context.frame();
      const end = performance.now();
      if (f >= 20) context.times.push(end - start);
    }
  }
  for (const { plume } of contexts) plume?.destroy();
  return { without: quantiles(contexts[0].times).median, with: quantiles(contexts[1].times).median };
}

/** Runs every setup for `frames` measured frames (interleaved), then counts GL calls over 10 more. */
export async function run(frames = 240, warmup = 30) {
  const setups = [];
  for (const kinds of [1, 4, 8]) {
    setups.push(await plumeSetup(`own-${kinds}`, kinds, 'own'));
    setups.push(await plumeSetup(`guest1-${kinds}`, kinds, 'webgl'));
    setups.push(await plumeSetup(`guest2-${kinds}`, kinds, 'webgl2'));
  }
  setups.push(await floorSetup());
  const times = setups.map(() => ({ cpu: [], total: [] }));
  for (let f = 0; f < warmup + frames; f++) {
    setups.forEach((setup, i) => {
      const start = performance.now();
      setup.frame();
      const cpuEnd = performance.now();
      setup.gl.readPixels(0, 0, 1, 1, setup.gl.RGBA, setup.gl.UNSIGNED_BYTE, pixel);
      const end = performance.now();
      if (f >= warmup) {
        times[i].cpu.push(cpuEnd - start);
        times[i].total.push(end - start);
      }
    });
    if (f % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const rows = setups.map((setup, i) => {
    const counts = countAllCalls(setup.gl);
    counts.on = true;
    const COUNTED = 10;
    for (let f = 0; f < COUNTED; f++) setup.frame();
    counts.on = false;
    counts.uninstall();
    const stats = setup.stats();
    setup.gl.readPixels(0, 0, 1, 1, setup.gl.RGBA, setup.gl.UNSIGNED_BYTE, pixel);
    const row = {
      name: setup.name, cpu: quantiles(times[i].cpu).median, total: quantiles(times[i].total).median,
      glCalls: counts.calls / COUNTED, getters: counts.getters / COUNTED, bytes: counts.bytes / COUNTED,
      drawCalls: stats.drawCalls, live: stats.particlesActive,
    };
    setup.destroy();
    return row;
  });
  return { rows, isolated: crossOriginIsolated };
}
