// The benchmark page: Plume (one draw call per kind, ages on the GPU) against the book's way
// (one draw call per live explosion, its age sent as uniforms every frame), same mesh, same
// camera, same counts. It measures main-thread CPU time of one frame's step + render.
import { createPlume } from '/web/dist/plume.js';
import { explosionObj, glowTexturePng, randomGenerator } from '/web/art.js';
// the same call counting and camera the browser tests use
import { countCalls, makeCanvas as makeSizedCanvas, perspective } from '/tests/browser/page_helpers.js';

const SIZE = 128;

export function multiply(a, b) { // column-major a × b
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) {
    let sum = 0;
    for (let k = 0; k < 4; k++) sum += a[k * 4 + r] * b[c * 4 + k];
    out[c * 4 + r] = sum;
  }
  return out;
}

function positions(count) {
  const random = randomGenerator(4242);
  return Array.from({ length: count }, () => [random() * 40 - 20, random() * 40 - 20, -30 - random() * 40]);
}

export function quantiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

const makeCanvas = () => makeSizedCanvas(SIZE, SIZE);

async function measure(frames, gl, counts, frame) {
  const times = [];
  let bytes = 0;
  let draws = 0;
  for (let i = 0; i < frames; i++) {
    counts.reset();
    const start = performance.now();
    frame();
    times.push(performance.now() - start);
    bytes += counts.bufferBytes;
    draws += counts.drawCalls;
    gl.finish(); // let the GPU process catch up outside the timed part
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { ...quantiles(times), drawsPerFrame: draws / frames, bytesPerFrame: bytes / frames };
}

/** Plume: N live explosions, then `frames` frames of step(16) + render. */
export async function runPlume(count, frames) {
  const canvas = makeCanvas();
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const counts = countCalls(gl);
  const texture = await plume.loadTexture(await glowTexturePng());
  plume.defineParticle('explosion', { ...explosionObj(), texture, capacity: count, maxAge: 1e9 });
  const spots = positions(count);
  const spawnStart = performance.now();
  for (const at of spots) plume.spawn('explosion', at);
  const spawnMs = performance.now() - spawnStart;
  const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const projection = perspective(Math.PI / 3, 1, 0.1, 200);
  plume.render(view, projection); // the first frame uploads the spawns
  gl.finish();
  const result = await measure(frames, gl, counts, () => {
    plume.step(16);
    plume.render(view, projection);
  });
  result.alive = plume.stats.particlesActive;
  result.polygons = plume.stats.totalPolycount;
  result.heapBytes = plume.heapBytes;
  result.allocatedBytes = plume.allocatedBytes;
  result.spawnMicroseconds = (spawnMs * 1000) / count;
  plume.destroy();
  canvas.remove();
  return result;
}

const BOOK_VERTEX = `
attribute vec3 aStart; attribute vec3 aEnd; attribute vec2 aUv;
uniform mat4 uModelViewProjection; uniform vec4 uAgeScale; uniform vec4 uRgbaScale;
varying vec2 vUv; varying vec4 vTint;
void main() {
  vec3 p = aStart * uAgeScale.x + aEnd * uAgeScale.y;
  vUv = aUv; vTint = uRgbaScale;
  gl_Position = uModelViewProjection * vec4(p * uAgeScale.w, 1.0);
}`;
const BOOK_FRAGMENT = `precision mediump float; uniform sampler2D uTexture; varying vec2 vUv; varying vec4 vTint;
void main() { gl_FragColor = texture2D(uTexture, vUv) * vTint; }`;

function parseObj(text) {
  const v = [];
  const vt = [];
  const out = [];
  for (const line of text.split('\n')) {
    const [keyword, ...rest] = line.trim().split(/\s+/);
    if (keyword === 'v') v.push(rest.map(Number));
    else if (keyword === 'vt') vt.push(rest.map(Number));
    else if (keyword === 'f') {
      const corners = rest.map((corner) => corner.split('/').map(Number));
      for (let i = 1; i + 1 < corners.length; i++) out.push(corners[0], corners[i], corners[i + 1]);
    }
  }
  return { v, vt, corners: out };
}

/**
 * Both keyframes as non-indexed triangles for a hand-written baseline: per vertex start xyz, end xyz,
 * uv (v flipped, as Plume uploads it). Returns { vertices: Float32Array, vertexCount }.
 */
export function keyframeVertices(mesh, mesh2) {
  const start = parseObj(mesh);
  const end = parseObj(mesh2);
  const vertices = new Float32Array(start.corners.length * 8);
  start.corners.forEach(([vi, ti], i) => {
    vertices.set(start.v[vi - 1], i * 8);
    vertices.set(end.v[end.corners[i][0] - 1], i * 8 + 3);
    vertices.set([start.vt[ti - 1][0], 1 - start.vt[ti - 1][1]], i * 8 + 6);
  });
  return { vertices, vertexCount: start.corners.length };
}

/** The book's way: each live explosion aged on the CPU, its uniforms set and drawn on its own. */
export async function runBook(count, frames) {
  const canvas = makeCanvas();
  const gl = canvas.getContext('webgl', { antialias: false });
  const counts = countCalls(gl);
  const compile = (type, source) => {
    const shader = gl.createShader(type);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    return shader;
  };
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl.VERTEX_SHADER, BOOK_VERTEX));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, BOOK_FRAGMENT));
  gl.bindAttribLocation(program, 0, 'aStart');
  gl.linkProgram(program);
  const { mesh, mesh2 } = explosionObj();
  const { vertices, vertexCount } = keyframeVertices(mesh, mesh2);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, vertices, gl.STATIC_DRAW);
  const location = (name) => gl.getAttribLocation(program, name);
  [['aStart', 3, 0], ['aEnd', 3, 12], ['aUv', 2, 24]].forEach(([name, size, offset]) => {
    gl.enableVertexAttribArray(location(name));
    gl.vertexAttribPointer(location(name), size, gl.FLOAT, false, 32, offset);
  });
  const image = await createImageBitmap(new Blob([await glowTexturePng()], { type: 'image/png' }));
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  gl.generateMipmap(gl.TEXTURE_2D);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
  gl.useProgram(program);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE);
  const uMvp = gl.getUniformLocation(program, 'uModelViewProjection');
  const uAge = gl.getUniformLocation(program, 'uAgeScale');
  const uRgba = gl.getUniformLocation(program, 'uRgbaScale');
  const projection = perspective(Math.PI / 3, 1, 0.1, 200);
  const random = randomGenerator(1);
  const particles = positions(count).map(([x, y, z]) => {
    const spin = random() * Math.PI * 2;
    const c = Math.cos(spin);
    const s = Math.sin(spin);
    const model = new Float32Array([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, x, y, z, 1]);
    return { age: 0, maxAge: 1e9, scale1: 1, scale2: 50, model, mvp: new Float32Array(16) };
  });
  const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const viewProjection = multiply(projection, view);
  const wobble010 = (ms) => 0.5 * Math.sin(((ms - 250) / 1000) * Math.PI * 2) + 0.5;
  const result = await measure(frames, gl, counts, () => {
    for (const p of particles) p.age += 16; // step: every particle aged on the CPU
    for (const p of particles) { // render: one draw call per particle
      const t = Math.min(Math.max(p.age / p.maxAge, 0), 1);
      const scale = p.scale1 + (p.scale2 - p.scale1) * t;
      p.mvp.set(multiply(viewProjection, p.model));
      gl.uniformMatrix4fv(uMvp, false, p.mvp);
      gl.uniform4f(uAge, 1 - t, t, wobble010(p.age), scale);
      gl.uniform4f(uRgba, 1 - t, 1 - t, 1 - t, wobble010(p.age));
      gl.drawArrays(gl.TRIANGLES, 0, vertexCount);
    }
  });
  result.alive = count;
  result.polygons = count * (vertexCount / 3);
  canvas.remove();
  return result;
}
