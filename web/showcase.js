// showcase.js — how the gallery's effects are pictured: measured, not tuned by hand per picture. Each effect is
// played forward from its start at 60 steps a second (deterministic: the same seed and steps give the same
// particles, sub-emitted ones included, which a seek would not replay); its peak is the frame with the most light
// (lit pixels' brightness above the background, summed), and the picture is framed so the box of what it lit at
// that moment covers a given share of it.
// Used by the landing page's grid, scripts/videos.mjs (the site's video loops) and tests/browser/gallery.test.mjs.
import { orbitView, perspective } from './editor/camera.js';

export const STEP = 1000 / 60;
export const FOV = Math.PI / 4;
const NEAR = 0.05, FAR = 500;
const GAP = 300; // ms of nothing between the plays of a one-shot effect in its loop
const LOOP_MIN = 4000, LOOP_MAX = 8000; // a video loop's length (ms)

/** True when one of the file's layers loops (the effect plays until stopped); in a version-1 file, an emitter
 *  (looped unless `loop: false`) or a system with no duration (it flows for ever), as loadEffect reads them. */
export function loops(file) {
  if (file.version === 1) {
    return (file.emitters ?? []).some((emitter) => emitter.loop !== false) || (file.systems ?? []).some((system) => !system.duration);
  }
  return file.layers?.some((layer) => layer.loop === true) ?? false;
}

/** The part of `bounds` in front of the camera projected by view and projection: the box of its corners in front
 *  and of the points where its edges cross the near plane, [x0, y0, x1, y1] in -1..1; null when none is in front. */
function projectBox({ min, max }, view, projection) {
  const mul = (m, v) => [0, 1, 2, 3].map((r) => m[r] * v[0] + m[4 + r] * v[1] + m[8 + r] * v[2] + m[12 + r] * v[3]);
  const clips = [];
  for (let i = 0; i < 8; i++) clips.push(mul(projection, mul(view, [i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2], 1])));
  const points = clips.filter((c) => c[3] > NEAR);
  // the box's 12 edges join corners one bit apart; one crossing the near plane ends there (clip space is linear)
  for (let i = 0; i < 8; i++) {
    for (const bit of [1, 2, 4]) {
      const a = clips[i], b = clips[i | bit];
      if (i & bit || (a[3] > NEAR) === (b[3] > NEAR)) continue;
      const t = (NEAR - a[3]) / (b[3] - a[3]);
      points.push(a.map((v, k) => v + (b[k] - v) * t));
    }
  }
  if (points.length === 0) return null;
  const rect = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y, , w] of points) {
    rect[0] = Math.min(rect[0], x / w); rect[1] = Math.min(rect[1], y / w);
    rect[2] = Math.max(rect[2], x / w); rect[3] = Math.max(rect[3], y / w);
  }
  return rect;
}

/** The share of the picture (0..1) the projection of `bounds` covers, clipped to the picture (what of it lies
 *  behind the camera covers nothing). */
export function coverage(bounds, view, projection) {
  const rect = projectBox(bounds, view, projection);
  if (!rect) return 0;
  const w = Math.max(0, Math.min(rect[2], 1) - Math.max(rect[0], -1));
  const h = Math.max(0, Math.min(rect[3], 1) - Math.max(rect[1], -1));
  return (w * h) / 4;
}

/**
 * A camera seeing `bounds` from yaw/pitch (radians) at the distance where the box covers `fill` of a picture of
 * `aspect` (found by bisection: the share falls as the camera backs away). Returns { view, projection, coverage,
 * target, distance } (column-major Float32Arrays, as plume.render takes them).
 */
export function frameBounds(bounds, aspect, { yaw = 0, pitch = 0.15, fill = 0.5 } = {}) {
  const target = [0, 1, 2].map((i) => (bounds.min[i] + bounds.max[i]) / 2);
  const radius = Math.max(0.05, Math.hypot(...[0, 1, 2].map((i) => bounds.max[i] - bounds.min[i])) / 2);
  const projection = perspective(FOV, aspect, NEAR, FAR);
  const share = (distance) => coverage(bounds, orbitView(yaw, pitch, distance, target), projection);
  let near = radius * 0.2, far = radius * 200;
  for (let i = 0; i < 48; i++) {
    const middle = Math.sqrt(near * far);
    if (share(middle) > fill) near = middle; else far = middle;
  }
  const view = orbitView(yaw, pitch, far, target);
  return { view, projection, coverage: coverage(bounds, view, projection), target, distance: far };
}

/**
 * How `file` (an effect file) is shown in a loop of LOOP_MIN..LOOP_MAX ms, from a `measure` of it: a one-shot
 * effect is played again every `period` ms (its particles' end and a short gap, a whole number of 30 fps frames)
 * from a fresh instance with the same seed, so the loop's last frame leads into its first; a looping one is shown
 * from `start` (before its peak, the flow full) for LOOP_MIN ms, and so is a one-shot one too long to play whole
 * in LOOP_MAX ms (period 0: a window of it about its peak, LOOP_MAX long; the video fades its seam as a looping
 * effect's). Returns { length, period, start } in ms.
 */
export function loopPlan(file, { peak, end }) {
  const frame = 2 * STEP;
  const about = (length) => Math.max(0, Math.round((peak.time - length / 2) / STEP) * STEP);
  if (loops(file)) return { length: LOOP_MIN, period: 0, start: about(LOOP_MIN) };
  const period = Math.ceil((end + GAP) / frame) * frame;
  if (period > LOOP_MAX) return { length: LOOP_MAX, period: 0, start: Math.min(about(LOOP_MAX), Math.max(0, Math.floor((end - LOOP_MAX) / STEP) * STEP)) };
  const plays = Math.max(1, Math.ceil(LOOP_MIN / period));
  return { length: Math.min(plays * period, LOOP_MAX), period, start: 0 };
}

/**
 * A player of `effect` along `plan`, in steps of STEP: advance(ms) moves it on (a one-shot effect played again,
 * a fresh instance, at every period), kill() ends what plays. The same plan and seed give the same frames.
 */
export function loopPlayer(plume, effect, plan, { seed = 1, position = [0, 0, 0] } = {}) {
  let instance = null, steps = 0; // steps along the loop
  const period = Math.round(plan.period / STEP);
  const restart = () => { instance?.kill(); instance = effect.play(position, { seed }); };
  restart();
  for (let i = Math.round(plan.start / STEP); i > 0; i--) plume.step(STEP);
  return {
    get time() { return steps * STEP; },
    get instance() { return instance; },
    /** Moves on by `ms` (rounded to whole steps). */
    advance(ms) {
      for (let i = Math.round(ms / STEP); i > 0; i--) {
        steps++;
        if (period > 0 && steps % period === 0) restart(); else plume.step(STEP);
      }
    },
    kill() { instance?.kill(); instance = null; },
  };
}

export const BACKGROUND = [0.03, 0.035, 0.055]; // the showcase's night: dark enough for the glow, not black
const ONE_SHOT_LIMIT = 20000; // ms a one-shot effect is measured for at most (it ends by itself before)
const LIT = 40; // a pixel shows the effect when its R + G + B is this much above the background's
const TRIM = 0.01; // of the lit pixels left out at each side of their box (a stray spark does not frame the picture)
const SAMPLE = 6; // steps between the frames the peak is looked for in (100 ms)
const REFINE = 2; // crops: to the peak's lit box, then to that box as the crop draws it
const OVERFLOW = 1.05; // an elongated effect may pass the picture's edge by this much of it (to fill its share)

/**
 * The box of the lit pixels of an RGBA picture (rows bottom-up as readPixels gives them, or top-down: the box is
 * in the same rows), less TRIM of them at each side: { lit (pixels), light (their R + G + B above the floor, summed),
 * box: [x0, y0, x1, y1] in pixels (x1, y1 excluded), share (of the picture's area) }; box null when nothing is lit.
 */
export function litBox(pixels, width, height) {
  const floor = Math.round(BACKGROUND.reduce((a, c) => a + c * 255, 0)) + LIT;
  const columns = new Uint32Array(width), rows = new Uint32Array(height);
  let lit = 0, light = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 4) {
      const sum = pixels[i] + pixels[i + 1] + pixels[i + 2];
      if (sum > floor) { columns[x]++; rows[y]++; lit++; light += sum - floor; }
    }
  }
  if (lit === 0) return { lit, light, box: null, share: 0 };
  const span = (counts) => {
    const cut = lit * TRIM;
    let low = 0, high = counts.length - 1, sum = 0;
    while ((sum += counts[low]) <= cut) low++;
    sum = 0;
    while ((sum += counts[high]) <= cut) high--;
    return [low, high + 1];
  };
  const [x0, x1] = span(columns), [y0, y1] = span(rows);
  return { lit, light, box: [x0, y0, x1, y1], share: ((x1 - x0) * (y1 - y0)) / (width * height) };
}

/** `projection` followed by a crop of the picture to `rect` ([x0, y0, x1, y1], -1..1 with y up): a longer lens. */
function cropped(projection, [x0, y0, x1, y1]) {
  const sx = 2 / (x1 - x0), sy = 2 / (y1 - y0), cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  const crop = [sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, 1, 0, -cx * sx, -cy * sy, 0, 1];
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      out[c * 4 + r] = crop[r] * projection[c * 4] + crop[4 + r] * projection[c * 4 + 1] + crop[8 + r] * projection[c * 4 + 2] + crop[12 + r] * projection[c * 4 + 3];
    }
  }
  return out;
}

/** `framing` cropped so `box` (litBox's, of a picture drawn with it) covers `fill` of the picture, about its centre,
 *  its long side kept within OVERFLOW. */
function cropTo(framing, box, gl, fill) {
  const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
  const [x0, y0, x1, y1] = [box[0] / width * 2 - 1, box[1] / height * 2 - 1, box[2] / width * 2 - 1, box[3] / height * 2 - 1];
  const w = x1 - x0, h = y1 - y0, cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  const zoom = Math.min(Math.sqrt((4 * fill) / (w * h)), (2 * OVERFLOW) / Math.max(w, h));
  return { view: framing.view, projection: cropped(framing.projection, [cx - 1 / zoom, cy - 1 / zoom, cx + 1 / zoom, cy + 1 / zoom]) };
}

/** What the picture holds now, as litBox sees it (drawn with `framing` on plume's own canvas). */
function drawnBox(plume, gl, framing) {
  drawFrame(plume, gl, framing);
  const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
  const pixels = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  return litBox(pixels, width, height);
}

/**
 * Loads gallery `example` ({ name, effect: file, view }) into `plume` (its own canvas, context `gl`: the picture's
 * size and aspect) and measures how to show it: played forward once for its bounds (all of them, over its life),
 * then again, drawn every 100 ms from a camera that sees all of those bounds, its peak is the frame with the most
 * light (litBox's); the picture is then cropped to that frame's lit box so the box covers `fill` of it. Returns
 * { effect, seed, peak: { time, light }, end, framing: { view, projection }, plan (loopPlan) }.
 */
export async function showcase(plume, gl, example, { fill = 0.5 } = {}) {
  const file = example.effect;
  const effect = await plume.loadEffect(structuredClone(file));
  const seed = file.seed ?? 1;
  // (a looping effect with no duration, or a long one, measured for ONE_SHOT_LIMIT too: never for ever)
  const until = loops(file) ? Math.min(file.duration ?? effect.duration, ONE_SHOT_LIMIT) : ONE_SHOT_LIMIT;
  const all = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
  let end = 0;
  const first = effect.play([0, 0, 0], { seed });
  for (let time = 0; time <= until && first.alive; time += STEP) {
    if (time > 0) plume.step(STEP);
    if (!first.alive || plume.stats.particles === 0) continue;
    end = time;
    const { min, max } = first.bounds;
    for (let i = 0; i < 3; i++) { all.min[i] = Math.min(all.min[i], min[i]); all.max[i] = Math.max(all.max[i], max[i]); }
  }
  first.kill();
  if (!Number.isFinite(all.min[0])) throw new Error(`showcase: '${example.name}' shows no particle in ${until} ms`);
  const aspect = gl.drawingBufferWidth / gl.drawingBufferHeight;
  const { yaw = 0, pitch = 0.15 } = example.view ?? {};
  const wide = frameBounds(all, aspect, { yaw, pitch, fill: 0.5 });
  const peak = { time: 0, light: -1, box: null };
  const second = effect.play([0, 0, 0], { seed });
  for (let steps = 0; steps * STEP <= end; steps++) {
    if (steps > 0) plume.step(STEP);
    if (steps % SAMPLE) continue;
    const { light, box } = drawnBox(plume, gl, wide);
    if (light > peak.light) Object.assign(peak, { time: steps * STEP, light, box });
  }
  second.kill();
  // cropped to the peak's lit box, then again to the box drawn that way (the bloom's halo is a few pixels wide
  // whatever the zoom: a box measured small in the wide picture comes out smaller when zoomed)
  let framing = wide, box = peak.box;
  for (let pass = 0; pass < REFINE && box; pass++) {
    framing = cropTo(framing, box, gl, fill);
    if (pass === REFINE - 1) break;
    const again = effect.play([0, 0, 0], { seed });
    for (let steps = Math.round(peak.time / STEP); steps > 0; steps--) plume.step(STEP);
    ({ box } = drawnBox(plume, gl, framing));
    again.kill();
  }
  return { effect, seed, peak: { time: peak.time, light: peak.light }, end, framing, plan: loopPlan(file, { peak, end }) };
}

/** Draws what `plume` holds now with `framing` over the showcase's background, on its own canvas. */
export function drawFrame(plume, gl, framing) {
  gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
  gl.clearColor(...BACKGROUND, 1);
  gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
  plume.render(framing.view, framing.projection);
}
