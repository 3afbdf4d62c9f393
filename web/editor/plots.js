// plots.js — small canvas-2D plots of a part's size, colour and alpha over its life (0 at birth, 1 at
// death), computed as the shaders compute them: kinds interpolate start -> end and fade; emitters and
// layers walk up to 8 keys with times (evenly spaced when none are given), linear or smooth
// (src/core/curve.h's plume_curve_segment). Layers' size and alpha keys can be dragged on the plot.

/** A colour of the file ('#rgb(a)', '#rrggbb(aa)' or [r, g, b, a?] with 1 full) as [r, g, b, a] in 0..1. */
export function parseColor(value, fallback = [1, 1, 1, 1]) {
  if (typeof value === 'string') {
    const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
    if (!hex) return fallback;
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g);
    const rgba = digits.map((d) => parseInt(d, 16) / 255);
    return rgba.length === 3 ? [...rgba, 1] : rgba;
  }
  if (Array.isArray(value)) return [value[0], value[1], value[2], value[3] ?? 1];
  return fallback;
}

/** Linear interpolation of evenly spaced keys at t in 0..1 (one key: constant). */
export function keyAt(keys, t) {
  if (keys.length === 1) return keys[0];
  const x = Math.min(Math.max(t, 0), 1) * (keys.length - 1);
  const i = Math.min(Math.floor(x), keys.length - 2);
  const f = x - i;
  return Array.isArray(keys[0]) ? keys[i].map((v, c) => v + (keys[i + 1][c] - v) * f) : keys[i] + (keys[i + 1] - keys[i]) * f;
}

/**
 * Keys over life as the file writes them (a value, a list, [[t, v], ...] or { keys, ease }) as
 * { keys: [{ t, v }], ease, timed }. `isValue(v)` tells a single value from a list.
 */
export function readKeys(value, isValue, fallback) {
  let ease = 'linear';
  let list = value ?? fallback;
  if (list !== null && typeof list === 'object' && !Array.isArray(list) && 'keys' in list) {
    ease = list.ease ?? 'linear';
    list = list.keys;
  }
  if (isValue(list)) list = [list];
  const timed = list.some((k) => Array.isArray(k) && k.length === 2 && !isValue(k));
  const keys = timed ? list.map(([t, v]) => ({ t, v })) : list.map((v, i) => ({ t: list.length > 1 ? i / (list.length - 1) : 0, v }));
  return { keys, ease, timed };
}

/** The file's form of `curve` (readKeys' result): timed keys, with { keys, ease } when the ease is not linear. */
export function writeKeys(curve) {
  const keys = curve.keys.map(({ t, v }) => [Math.round(t * 1000) / 1000, v]);
  return curve.ease === 'linear' ? keys : { keys, ease: curve.ease };
}

/** The curve at t: the last segment starting at or before t, eased (as plume_curve_segment). */
export function curveAt(curve, t) {
  const k = curve.keys;
  if (k.length === 1) return k[0].v;
  let i = 0;
  while (i + 2 < k.length && t >= k[i + 1].t) i++;
  const span = k[i + 1].t - k[i].t;
  let f = span > 1e-6 ? (t - k[i].t) / span : t >= k[i + 1].t ? 1 : 0;
  f = Math.min(Math.max(f, 0), 1);
  if (curve.ease === 'smooth') f = f * f * (3 - 2 * f);
  const a = k[i].v, b = k[i + 1].v;
  return Array.isArray(a) ? a.map((v, c) => v + (b[c] - v) * f) : a + (b - a) * f;
}

const isNumber = (v) => typeof v === 'number';
export const isColor = (v) => typeof v === 'string' || (Array.isArray(v) && (v.length === 3 || v.length === 4) && v.every(isNumber));

/** { size(t), color(t) -> [r, g, b], alpha(t) } of a kind (with the spawn's life for the book fade's wobble). */
export function kindCurves(kind) {
  const start = parseColor(kind.startColor);
  const end = parseColor(kind.endColor, start);
  const s0 = kind.startSize ?? 1, s1 = kind.endSize ?? 50, maxAge = kind.maxAge ?? 1000;
  const fade = kind.fade ?? 'linear';
  return {
    size: (t) => s0 + (s1 - s0) * t,
    color: (t) => keyAt([start, end], t).slice(0, 3).map((c) => (fade === 'book' ? c * (1 - t) : c)),
    alpha: (t) => {
      const a = keyAt([start, end], t)[3];
      if (fade === 'none') return a;
      if (fade === 'book') return a * (0.5 * Math.sin(((t * maxAge - 250) / 1000) * 2 * Math.PI) + 0.5);
      return a * (1 - t);
    },
  };
}

export function emitterCurves(emitter) {
  const size = readKeys(emitter.size, isNumber, [0.5, 1]);
  const color = readKeys(emitter.color, isColor, ['#ffffffff', '#ffffff00']);
  const rgba = { ...color, keys: color.keys.map(({ t, v }) => ({ t, v: parseColor(v) })) };
  return { size: (t) => curveAt(size, t), color: (t) => curveAt(rgba, t).slice(0, 3), alpha: (t) => curveAt(rgba, t)[3],
    sizeKeys: size, colorKeys: rgba };
}

/** Draws the curves into `canvas`: a colour band along the bottom, size (white) and alpha (amber) lines. */
export function drawPlot(canvas, curves) {
  const g = canvas.getContext('2d');
  const { width: w, height: h } = canvas;
  const band = 10;
  g.fillStyle = '#16181d';
  g.fillRect(0, 0, w, h);
  for (let x = 0; x < w; x++) {
    const t = x / (w - 1);
    const [r, gr, b] = curves.color(t).map((c) => Math.round(Math.min(c, 1) * 255));
    g.fillStyle = `rgb(${r},${gr},${b})`;
    g.fillRect(x, h - band, 1, band);
  }
  const plotHeight = h - band - 6;
  let maxSize = 0;
  for (let x = 0; x < w; x++) maxSize = Math.max(maxSize, curves.size(x / (w - 1)));
  const line = (f, scale, color) => {
    g.strokeStyle = color;
    g.lineWidth = 1.5;
    g.beginPath();
    for (let x = 0; x < w; x++) {
      const y = 3 + plotHeight * (1 - Math.min(f(x / (w - 1)) / scale, 1));
      if (x) g.lineTo(x, y); else g.moveTo(x, y);
    }
    g.stroke();
  };
  line(curves.size, maxSize || 1, '#e8e8e8');
  line(curves.alpha, 1, '#ffb000');
  // the keys, where a drag can take them
  const dot = (t, value, scale, color) => {
    g.fillStyle = color;
    g.fillRect(t * (w - 1) - 3, 3 + plotHeight * (1 - Math.min(value / scale, 1)) - 3, 6, 6);
  };
  for (const { t, v } of curves.sizeKeys?.keys ?? []) dot(t, v, maxSize || 1, '#e8e8e8');
  for (const { t, v } of curves.colorKeys?.keys ?? []) dot(t, v[3], 1, '#ffb000');
  canvas.plotScale = { sizeMax: maxSize || 1, plotHeight, width: w };
  g.fillStyle = '#9aa';
  g.font = '10px system-ui, sans-serif';
  g.fillText(`size ≤ ${+maxSize.toFixed(2)}`, 4, 12);
  g.fillStyle = '#ffb000';
  g.fillText('alpha', w - 34, 12);
}
