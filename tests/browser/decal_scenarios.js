// Scenarios of decals.test.mjs (issue 31 items 4 and 6): decals seen at a grazing angle against a flat quad on the
// floor, a decal on a floor the host drew into depth, a play's normal, and noise that moves with the emitter's time.
import { createPlume } from '/web/dist/plume.js';
import { linkProgram, lookAt, makeCanvas, perspective, readPixels } from '/tests/browser/page_helpers.js';

const EXACT = { antialias: false, preserveDrawingBuffer: true, alpha: false };
const SIZE = 128;

/** A host-owned context ('webgl1guest' or 'webgl2') and a Plume drawing into it. */
async function hosted(mode) {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext(mode === 'webgl2' ? 'webgl2' : 'webgl', EXACT);
  return { gl, plume: await createPlume({ gl }) };
}

const multiply = (a, b) => {
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) for (let k = 0; k < 4; k++) out[c * 4 + r] += a[k * 4 + r] * b[c * 4 + k];
  return out;
};

// The camera 10° above the floor, 6 units from the origin, looking at it.
const DEG = Math.PI / 180;
const EYE = [0, 6 * Math.sin(10 * DEG), 6 * Math.cos(10 * DEG)];
const VIEW = lookAt(EYE);
const PROJECTION = perspective(30 * DEG, 1, 0.1, 100);

// A 2 × 2 square on the floor around the origin (y = 0), as an OBJ: the reference footprint.
const FLOOR_SQUARE = ['vt 0 0', 'vt 1 0', 'vt 1 1', 'vt 0 1', 'v -1 0 1', 'v 1 0 1', 'v 1 0 -1', 'v -1 0 -1',
  'f 1/1 2/2 3/3 4/4'].join('\n') + '\n';

/** The covered pixels (any channel above 100) of a frame, as 0/1 per pixel, and their count. */
function mask(gl) {
  const { pixels } = readPixels(gl);
  const bits = new Uint8Array(SIZE * SIZE);
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    bits[i] = pixels[i * 4] > 100 || pixels[i * 4 + 1] > 100 || pixels[i * 4 + 2] > 100 ? 1 : 0;
    count += bits[i];
  }
  return { bits, count };
}

function iou(a, b) {
  let both = 0, either = 0;
  for (let i = 0; i < a.bits.length; i++) {
    both += a.bits[i] & b.bits[i];
    either += a.bits[i] | b.bits[i];
  }
  return either ? both / either : 0;
}

function clearFrame(gl, color = [0, 0, 0]) {
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  gl.viewport(0, 0, SIZE, SIZE);
  gl.clearColor(color[0], color[1], color[2], 1);
  gl.clearDepth(1);
  gl.depthMask(true);
  gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
}

// One particle 2 units across on the floor at the origin, white, for ever still: drawn as `render`.
const still = (sim, render, extra = {}) => ({ sim, render, rate: 0, burst: 1, life: 60000, speed: [0, 0], size: 2,
  color: '#ffffffff', blend: 'alpha', ...extra });

/**
 * Seen at 10° above the floor: the covered pixels of a flat 2 × 2 quad on the floor (a mesh kind), of a decal of that
 * size there ('gpu' and 'cpu' layers), and of a camera-facing billboard (which stands up). Returns the IoUs against
 * the reference and the pixel counts.
 */
export async function grazingFootprint(mode) {
  const { gl, plume } = await hosted(mode);
  plume.defineParticle('floorSquare', { mesh: FLOOR_SQUARE, startSize: 1, endSize: 1, maxAge: 60000, spin: false,
    startColor: '#ffffff', endColor: '#ffffff', fade: 'none' });
  const frame = (draw) => {
    clearFrame(gl);
    draw();
    plume.render(VIEW, PROJECTION);
    return mask(gl);
  };
  let square;
  const reference = frame(() => { square = plume.spawn('floorSquare', [0, 0, 0]); });
  plume.kill(square);
  const shown = {};
  for (const [name, layer] of [['gpu', still('gpu', 'decal')], ['cpu', still('cpu', 'decal')],
    ['billboard', still('gpu', 'billboard')], ['turned', still('gpu', 'decal', { rotation: 45 })]]) {
    const effect = plume.createEffect({ layers: [layer] });
    const instance = effect.play([0, 0, 0]);
    plume.step(16);
    shown[name] = frame(() => {});
    instance.kill();
    effect.destroy();
  }
  plume.destroy();
  return {
    reference: reference.count,
    counts: Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v.count])),
    iou: Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, iou(reference, v)])),
  };
}

// The host's floor: a big grey quad at y = 0 drawn into colour and depth with its own program.
function drawFloor(gl) {
  const program = linkProgram(gl,
    'attribute vec3 p; uniform mat4 m; void main() { gl_Position = m * vec4(p, 1.0); }',
    'precision mediump float; void main() { gl_FragColor = vec4(0.25, 0.25, 0.25, 1.0); }');
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-20, 0, 20, 20, 0, 20, -20, 0, -20, 20, 0, -20]), gl.STATIC_DRAW);
  gl.useProgram(program);
  gl.uniformMatrix4fv(gl.getUniformLocation(program, 'm'), false, multiply(PROJECTION, VIEW));
  const at = gl.getAttribLocation(program, 'p');
  gl.enableVertexAttribArray(at);
  gl.vertexAttribPointer(at, 3, gl.FLOAT, false, 0, 0);
  gl.enable(gl.DEPTH_TEST);
  gl.depthFunc(gl.LESS);
  gl.depthMask(true);
  gl.disable(gl.BLEND);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  gl.disableVertexAttribArray(at);
  gl.deleteBuffer(buffer);
  gl.deleteProgram(program);
}

/** Red pixels (the decal over the grey floor) of a red decal ('gpu' or 'cpu') on a floor the host drew into depth,
 *  seen from 10° and from 60° above it, against the same decal without a floor; and a red ball sunk below the floor
 *  (a billboard 1 unit under it), which the floor hides. */
export async function decalOnDepthFloor(mode, sim) {
  const { gl, plume } = await hosted(mode);
  const red = (image) => {
    let n = 0;
    for (let i = 0; i < image.length; i += 4) n += image[i] > 150 && image[i + 1] < 100 ? 1 : 0;
    return n;
  };
  const effect = plume.createEffect({ layers: [still(sim, 'decal', { color: '#ff0000ff' })] });
  const under = plume.createEffect({ layers: [still(sim, 'billboard', { color: '#ff0000ff', position: [0, -1, 0] })] });
  const result = {};
  for (const [name, eye] of [['grazing', EYE], ['above', [0, 6 * Math.sin(60 * DEG), 6 * Math.cos(60 * DEG)]]]) {
    const view = lookAt(eye);
    const instance = effect.play([0, 0, 0]);
    plume.step(16);
    clearFrame(gl);
    plume.render(view, PROJECTION);
    const alone = red(readPixels(gl).pixels);
    clearFrame(gl);
    if (name === 'grazing') drawFloor(gl);
    else { // the floor seen from above: the same program with this view
      const keep = VIEW.slice();
      VIEW.set(view);
      drawFloor(gl);
      VIEW.set(keep);
    }
    plume.render(view, PROJECTION);
    result[name] = { alone, onFloor: red(readPixels(gl).pixels) };
    instance.kill();
  }
  const sunk = under.play([0, 0, 0]);
  plume.step(16);
  clearFrame(gl);
  plume.render(VIEW, PROJECTION);
  const sunkAlone = red(readPixels(gl).pixels);
  clearFrame(gl);
  drawFloor(gl);
  plume.render(VIEW, PROJECTION);
  result.sunk = { alone: sunkAlone, onFloor: red(readPixels(gl).pixels) };
  sunk.kill();
  plume.destroy();
  return result;
}

/** A decal on a wall (normal +Z) seen straight on, from the layer's decal.normal and from play's normal (which wins
 *  over a layer's floor): covered pixels; and the draw's GL getters (none per frame). */
export async function wallDecals(mode, sim) {
  const { gl, plume } = await hosted(mode);
  const view = lookAt([0, 0, 6]);
  const counted = [];
  const show = (layer, options) => {
    const effect = plume.createEffect({ layers: [layer] });
    const instance = effect.play([0, 0, 0], options);
    plume.step(16);
    clearFrame(gl);
    plume.render(view, PROJECTION);
    const m = mask(gl);
    counted.push(m.count);
    instance.kill();
    effect.destroy();
    return m.count;
  };
  const floor = show(still(sim, 'decal'));
  const wall = show(still(sim, 'decal', { decal: { normal: [0, 0, 5] } }));
  const played = show(still(sim, 'decal'), { normal: [0, 0, 1] });
  const billboard = show(still(sim, 'billboard'));
  plume.destroy();
  return { floor, wall, played, billboard };
}

/** Noise that moves with the emitter's time: a steady column (one point, straight up, one speed) of a 'gpu' or 'cpu'
 *  layer emitting a particle every 500 ms (rate 2: a 'gpu' ring's at 0, 500, ...; a 'cpu' flow's at 500, 1000, ...);
 *  where two particles born 500 ms apart are drawn at the same age (300 ms), with noise.speed `speed`, read back
 *  through the pixels: the bright spot's centre [x, y, pixels]. */
export async function movingNoise(mode, sim, speed) {
  const { gl, plume } = await hosted(mode);
  const effect = plume.createEffect({ layers: [{ sim, rate: 2, loop: true, life: 400, speed: [2, 2],
    shape: { type: 'point', angle: 0 }, size: 0.3, color: '#ffffffff', blend: 'additive',
    noise: { strength: 3, scale: 1.3, speed } }] });
  effect.play([0, 0, 0], { seed: 9 });
  const view = lookAt([0, 0.6, 8], [0, 0.6, 0]);
  const centres = [];
  let now = 0;
  for (const at of sim === 'cpu' ? [800, 1300] : [300, 800]) {
    while (now < at) plume.step(20), now += 20;
    clearFrame(gl);
    plume.render(view, PROJECTION);
    const { pixels } = readPixels(gl);
    let sx = 0, sy = 0, n = 0;
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
      const v = pixels[(y * SIZE + x) * 4];
      if (v > 60) sx += x, sy += y, n++;
    }
    centres.push(n ? [sx / n, sy / n, n] : null);
  }
  plume.destroy();
  return centres;
}

// noise.c's field in JavaScript (the C reference the native tests hold the CPU systems to): where a particle of a
// column straight up at 1 unit/s is drawn at `t` s of age and of emitter time.
function noisyColumnAt(t, strength, scale, speed, base) { // born at `base`
  const p = [base[0], base[1] + t, base[2]];
  const period = 62.83185307179586;
  const phase = ((speed * t) % period + period) % period;
  const flow = t + phase;
  const n = [Math.sin(scale * p[1] + 1.7 * Math.sin(scale * 0.7 * p[2]) + 0.9 * flow),
    Math.sin(scale * p[2] + 1.7 * Math.sin(scale * 0.7 * p[0]) + 1.2 * flow),
    Math.sin(scale * p[0] + 1.7 * Math.sin(scale * 0.7 * p[1]) + 0.7 * flow)];
  return p.map((v, i) => v + strength * t * n[i]);
}

/** A noisy column's one particle ('gpu' or 'cpu'), looked at along -Z (ortho, 10 units across): where it is drawn
 *  (the lit pixels' centre) and where the reference puts it, at several times. */
export async function noisyColumn(mode, sim) {
  const { gl, plume } = await hosted(mode);
  const noise = { strength: 1.5, scale: 1.3, speed: 2 };
  const effect = plume.createEffect({ layers: [{ sim, rate: 0, burst: 1, life: 5000, speed: [1, 1],
    shape: { type: 'point', angle: 0 }, size: 0.25, color: '#ffffffff', blend: 'additive', noise }] });
  effect.play([0, -2, 0], { seed: 3 });
  const view = lookAt([0, 0, 10], [0, 0, 0]);
  const projection = new Float32Array([0.2, 0, 0, 0, 0, 0.2, 0, 0, 0, 0, -0.02, 0, 0, 0, 0, 1]); // ortho ±5, ±50 deep
  const samples = [];
  let now = 0;
  for (const at of [400, 1000, 1600, 2400]) {
    while (now < at) plume.step(20), now += 20;
    clearFrame(gl);
    plume.render(view, projection);
    const { pixels } = readPixels(gl);
    let sx = 0, sy = 0, n = 0;
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) {
      if (pixels[(y * SIZE + x) * 4] > 60) sx += x + 0.5, sy += y + 0.5, n++;
    }
    const world = noisyColumnAt(at / 1000, noise.strength, noise.scale, noise.speed, [0, -2, 0]);
    const expected = [(world[0] + 5) / 10 * SIZE, (world[1] + 5) / 10 * SIZE];
    samples.push({ at, drawn: n ? [sx / n, sy / n] : null, expected, world });
  }
  plume.destroy();
  return samples;
}
