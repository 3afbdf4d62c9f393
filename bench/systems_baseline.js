// The JavaScript baseline of the CPU particle-system benchmark: the simulation and buffer fill Plume's
// C core does (include/plume/particle_system.h documents the model), written the way a careful JavaScript
// library would: struct-of-arrays typed arrays allocated once, dead particles swapped out of the live
// range, no allocation per frame, one staging buffer uploaded with one bufferSubData per flush and
// drawn with instancing. Same record layout, same shader work per particle, so what differs between
// the two is the language the per-particle loops run in.
//
// The model (include/plume/particle_system.h, "The simulation model"), per step of ms: life -= ms, a dead
// particle replaced by the last live one; v = (v + (gravity + wind)·dt)·exp(−drag·dt), previous =
// position, position += v·dt, rotation += spin·dt, then size, colour and atlas frame looked up at the
// particle's age from keys over life; then the flow spawns floor(acc / period) particles, each drawing
// 15 random numbers. The fill converts each live particle to a 40-byte record.

import { randomGenerator } from '/web/art.js';

const RECORD_BYTES = 40; // position xyz, axis xyz, size, rotation (f32); RGBA8; frame u16; corner u8×2
export const BUFFER_PARTICLES = 16384;

function keysAt(keys, count, stride, offset, t) {
  if (count < 2) return keys[offset];
  const x = t * (count - 1);
  let i = Math.floor(x);
  if (i > count - 2) i = count - 2;
  const a = keys[i * stride + offset];
  return a + (keys[(i + 1) * stride + offset] - a) * (x - i);
}

const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** desc: { position, positionRandom, velocity, velocityRandom, capacity, rate, life: [min, max] ms,
 *  size: keys, sizeRandom, color: RGBA keys flattened, colorRandom, rotation, spin (radians), gravity,
 *  drag, frames, fps } */
export class BaselineSystem {
  constructor(desc, seed) {
    const n = desc.capacity;
    this.desc = desc;
    this.random = randomGenerator(seed); // mulberry32: as cheap as Plume's PCG32
    this.capacity = n;
    this.count = 0;
    this.acc = 0;
    this.period = 1000 / desc.rate;
    this.wind = new Float32Array(3);
    this.position = new Float32Array(n * 3);
    this.previous = new Float32Array(n * 3);
    this.velocity = new Float32Array(n * 3);
    this.colorOffset = new Float32Array(n * 4);
    this.color = new Float32Array(n * 4);
    this.sizeScale = new Float32Array(n);
    this.size = new Float32Array(n);
    this.rotation = new Float32Array(n);
    this.spin = new Float32Array(n);
    this.life = new Float32Array(n);
    this.maxLife = new Float32Array(n);
    this.frameStart = new Uint16Array(n);
    this.frame = new Uint16Array(n);
  }

  #lookAtAge(i) {
    const d = this.desc;
    const maxLife = this.maxLife[i], life = this.life[i];
    const t = maxLife > 0 ? 1 - life / maxLife : 1;
    this.size[i] = keysAt(d.size, d.size.length, 1, 0, t) * this.sizeScale[i];
    const colors = d.color.length / 4;
    for (let c = 0; c < 4; c++) this.color[i * 4 + c] = clamp01(keysAt(d.color, colors, 4, c, t) + this.colorOffset[i * 4 + c]);
    const advanced = d.fps > 0 ? Math.floor(((maxLife - life) * d.fps) / 1000) : 0;
    this.frame[i] = (this.frameStart[i] + advanced) % d.frames;
  }

  #spawn(n) {
    const d = this.desc;
    const r = this.random;
    for (let k = 0; k < n && this.count < this.capacity; k++) {
      const i = this.count++;
      for (let a = 0; a < 3; a++) this.position[i * 3 + a] = this.previous[i * 3 + a] = d.position[a] + (r() * 2 - 1) * d.positionRandom[a];
      for (let a = 0; a < 3; a++) this.velocity[i * 3 + a] = d.velocity[a] + (r() * 2 - 1) * d.velocityRandom[a];
      this.life[i] = this.maxLife[i] = d.life[0] + r() * (d.life[1] - d.life[0]);
      this.sizeScale[i] = 1 + (r() * 2 - 1) * d.sizeRandom;
      for (let c = 0; c < 4; c++) this.colorOffset[i * 4 + c] = (r() * 2 - 1) * d.colorRandom[c];
      this.rotation[i] = d.rotation[0] + r() * (d.rotation[1] - d.rotation[0]);
      this.spin[i] = d.spin[0] + r() * (d.spin[1] - d.spin[0]);
      this.frameStart[i] = Math.floor(r() * d.frames);
      this.#lookAtAge(i);
    }
  }

  step(ms) {
    const d = this.desc;
    const dt = ms / 1000;
    const { position, previous, velocity, colorOffset, sizeScale, rotation, spin, life, maxLife, frameStart } = this;
    for (let i = 0; i < this.count;) { // 1. age; the dead replaced by the last live particle
      life[i] -= ms;
      if (life[i] > 0) { i++; continue; }
      const last = --this.count;
      if (i === last) break;
      for (let a = 0; a < 3; a++) {
        position[i * 3 + a] = position[last * 3 + a];
        previous[i * 3 + a] = previous[last * 3 + a];
        velocity[i * 3 + a] = velocity[last * 3 + a];
      }
      for (let c = 0; c < 4; c++) colorOffset[i * 4 + c] = colorOffset[last * 4 + c];
      sizeScale[i] = sizeScale[last]; rotation[i] = rotation[last]; spin[i] = spin[last];
      life[i] = life[last]; maxLife[i] = maxLife[last]; frameStart[i] = frameStart[last];
    }
    const ax = (d.gravity[0] + this.wind[0]) * dt, ay = (d.gravity[1] + this.wind[1]) * dt;
    const az = (d.gravity[2] + this.wind[2]) * dt;
    const damp = Math.exp(-d.drag * dt);
    for (let i = 0; i < this.count; i++) { // 2. integrate
      const p = i * 3;
      const x = (velocity[p] + ax) * damp, y = (velocity[p + 1] + ay) * damp, z = (velocity[p + 2] + az) * damp;
      velocity[p] = x; velocity[p + 1] = y; velocity[p + 2] = z;
      previous[p] = position[p]; previous[p + 1] = position[p + 1]; previous[p + 2] = position[p + 2];
      position[p] += x * dt; position[p + 1] += y * dt; position[p + 2] += z * dt;
      rotation[i] += spin[i] * dt;
      this.#lookAtAge(i);
    }
    this.acc += ms; // 3. spawn
    let n = Math.floor(this.acc / this.period);
    const room = this.capacity - this.count;
    if (n > room) { n = room; this.acc = 0; } else this.acc -= n * this.period;
    this.#spawn(n);
  }
}

// One staging buffer and one dynamic GL buffer shared by every system, as in Plume.
export class BaselineRenderer {
  constructor(gl) {
    this.gl = gl;
    this.angle = gl.getExtension('ANGLE_instanced_arrays');
    const staging = new ArrayBuffer(BUFFER_PARTICLES * RECORD_BYTES);
    this.f32 = new Float32Array(staging);
    this.u8 = new Uint8Array(staging);
    this.u16 = new Uint16Array(staging);
    this.used = 0;
    this.drawCalls = 0;
    this.uploadedBytes = 0;
    const program = gl.createProgram();
    for (const [type, source] of [[gl.VERTEX_SHADER, VERTEX], [gl.FRAGMENT_SHADER, FRAGMENT]]) {
      const shader = gl.createShader(type);
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader));
      gl.attachShader(program, shader);
    }
    ['aCorner', 'aPosition', 'aSize', 'aColor'].forEach((name, i) => gl.bindAttribLocation(program, i, name));
    gl.linkProgram(program);
    this.program = program;
    this.uViewProjection = gl.getUniformLocation(program, 'uViewProjection');
    this.uRight = gl.getUniformLocation(program, 'uRight');
    this.uUp = gl.getUniformLocation(program, 'uUp');
    this.corners = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.corners);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-0.5, -0.5, 0.5, -0.5, 0.5, 0.5, -0.5, 0.5]), gl.STATIC_DRAW);
    this.dynamic = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.dynamic);
    gl.bufferData(gl.ARRAY_BUFFER, staging.byteLength, gl.DYNAMIC_DRAW);
    this.indices = gl.createBuffer();
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indices);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, new Uint16Array([0, 1, 2, 0, 2, 3]), gl.STATIC_DRAW);
  }

  begin(viewProjection, view, texture) {
    const { gl, angle } = this;
    gl.useProgram(this.program);
    gl.uniformMatrix4fv(this.uViewProjection, false, viewProjection);
    gl.uniform3f(this.uRight, view[0], view[4], view[8]);
    gl.uniform3f(this.uUp, view[1], view[5], view[9]);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.SRC_ALPHA, gl.ONE);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.corners);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.dynamic);
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 3, gl.FLOAT, false, RECORD_BYTES, 0);
    gl.enableVertexAttribArray(2);
    gl.vertexAttribPointer(2, 2, gl.FLOAT, false, RECORD_BYTES, 24);
    gl.enableVertexAttribArray(3);
    gl.vertexAttribPointer(3, 4, gl.UNSIGNED_BYTE, true, RECORD_BYTES, 32);
    for (const a of [1, 2, 3]) angle.vertexAttribDivisorANGLE(a, 1);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indices);
    this.used = 0;
  }

  // Writes a system's live particles into the staging buffer, flushing whenever it fills.
  fill(system) {
    const { f32, u8, u16 } = this;
    const { position, size, rotation, color, frame } = system;
    for (let i = 0; i < system.count; i++) {
      if (this.used === BUFFER_PARTICLES) this.flush();
      const r = this.used * (RECORD_BYTES / 4);
      const p = i * 3;
      f32[r] = position[p]; f32[r + 1] = position[p + 1]; f32[r + 2] = position[p + 2];
      f32[r + 3] = 0; f32[r + 4] = 0; f32[r + 5] = 0; // axis: billboards have none
      f32[r + 6] = size[i];
      f32[r + 7] = rotation[i];
      const b = r * 4 + 32;
      u8[b] = color[i * 4] * 255 + 0.5;
      u8[b + 1] = color[i * 4 + 1] * 255 + 0.5;
      u8[b + 2] = color[i * 4 + 2] * 255 + 0.5;
      u8[b + 3] = color[i * 4 + 3] * 255 + 0.5;
      u16[(b + 4) >> 1] = frame[i];
      this.used++;
    }
  }

  flush() {
    if (this.used === 0) return;
    const { gl } = this;
    const bytes = this.used * RECORD_BYTES;
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.u8.subarray(0, bytes));
    this.angle.drawElementsInstancedANGLE(gl.TRIANGLES, 6, gl.UNSIGNED_SHORT, 0, this.used);
    this.drawCalls++;
    this.uploadedBytes += bytes;
    this.used = 0;
  }
}

const VERTEX = `
attribute vec2 aCorner; attribute vec3 aPosition; attribute vec2 aSize; attribute vec4 aColor;
uniform mat4 uViewProjection; uniform vec3 uRight; uniform vec3 uUp;
varying vec2 vUv; varying vec4 vColor;
void main() {
  float c = cos(aSize.y), s = sin(aSize.y);
  vec2 corner = vec2(c * aCorner.x - s * aCorner.y, s * aCorner.x + c * aCorner.y) * aSize.x;
  vec3 p = aPosition + uRight * corner.x + uUp * corner.y;
  vUv = aCorner + 0.5; vColor = aColor;
  gl_Position = uViewProjection * vec4(p, 1.0);
}`;
const FRAGMENT = `precision mediump float; uniform sampler2D uTexture; varying vec2 vUv; varying vec4 vColor;
void main() { gl_FragColor = texture2D(uTexture, vUv) * vColor; }`;
