// gallery.js — the editor's gallery: eight effects made only from Plume's generated art ('plume:smoke', ...)
// and the features of issue 16 (keys with times, speed and rotation over life, the look, trails, sub-emitters). Each is an effect file of
// version 2 (plain data: an exported file is complete on its own). tests/browser/gallery.test.mjs draws each at
// three moments into docs/gallery.png.

/** The gallery: { name, effect, view } in the order the editor lists them; `view` is where the editor's camera
 *  goes when the example opens (its size on screen: a torch seen close, fireworks from afar). */
export function galleryEffects() {
  return [
    { name: 'explosion', effect: explosion(), view: { target: [0, 1.4, 0], distance: 8.5 } },
    { name: 'campfire', effect: campfire(), view: { target: [0, 1, 0], distance: 5 } },
    { name: 'torch', effect: torch(), view: { target: [0, 0.7, 0], distance: 3, pitch: 0.15 } },
    { name: 'smoke', effect: smoke(), view: { target: [0.8, 2.6, 0], distance: 9, pitch: 0.15 } },
    { name: 'portal', effect: portal(), view: { target: [0, 0.6, 0], distance: 6, pitch: 0.45 } },
    { name: 'fireworks', effect: fireworks(), view: { target: [0, 4, 0], distance: 13, pitch: 0.1 } },
    { name: 'snow', effect: snow(), view: { target: [0, 1.5, 0], distance: 8 } },
    { name: 'slash', effect: slash(), view: { target: [0, 1.2, 0], distance: 4.5, yaw: 0, pitch: 0.1 } },
  ];
}

const file = (name, duration, layers, extra = {}) => ({ plume: 'effect', version: 2, name, duration, seed: 7, ...extra, layers });

// layered: a flash, a fireball flipbook, smoke that lingers and dissolves, sparks with trails, a shockwave, debris
// trailing smoke (a sub-emitter)
function explosion() {
  return file('explosion', 3000, [
    { name: 'flash', sim: 'gpu', texture: 'plume:flare', rate: 0, burst: 1, life: 260, speed: [0, 0],
      size: [[0, 1.5], [0.2, 5], [1, 6]], color: [[0, [2.2, 2, 1.6, 0.9]], [1, '#ff802000']] },
    { name: 'fireball', sim: 'gpu', texture: 'plume:fire', rate: 0, burst: 14, life: 900, shape: { type: 'sphere', radius: 0.4 },
      speed: [0.6, 1.6], drag: 1, speedOverLife: [[0, 1.8], [0.35, 0.3], [1, 0.1]], size: [[0, 0.8], [0.25, 2.2], [1, 2.8]],
      rotation: [0, 360], spin: [-40, 40],
      color: [[0, '#fff0c0'], [0.3, '#ffa040e0'], [0.7, '#a03010a0'], [1, '#20100000']], lighting: { strength: 0.35 } },
    // the smoke rises from the fire as it burns out, not over its first flare
    { name: 'smoke', sim: 'cpu', texture: 'plume:smoke', blend: 'alpha', rate: 0, burst: 16, delay: 150, life: [2200, 2900],
      shape: { type: 'sphere', radius: 0.6 }, speed: [0.4, 1.1], drag: 0.9, gravity: [0, 0.35, 0], size: [[0, 1.2], [1, 3.6]],
      color: [[0, '#40404000'], [0.25, '#585450a0'], [0.6, '#4a484690'], [1, '#38383800']], rotation: [0, 360], spin: [-20, 20],
      rotationOverLife: { keys: [0, 45], ease: 'smooth' },
      lighting: { direction: [-0.4, -1, -0.3], strength: 0.55 }, erosion: 0.75, soft: 0.5 },
    { name: 'shockwave', sim: 'gpu', texture: 'plume:ring', render: 'plane', rate: 0, burst: 1, life: 600, speed: [0, 0],
      size: { keys: [0.5, 7], ease: 'smooth' }, color: [[0, '#c8e0ffc0'], [1, '#4080ff00']], position: [0, -0.2, 0] },
    { name: 'sparks', sim: 'cpu', texture: 'plume:trail', rate: 0, burst: 36, life: [500, 1000], shape: 'sphere',
      speed: [5, 9], gravity: [0, -9, 0], drag: 0.6, size: 0.12, color: [[0, [3, 2.4, 1.5, 1]], [1, '#ff402000']],
      render: 'trail', trail: { length: 220, width: [[0, 0.04], [0.1, 0.12], [1, 0]] } },
    { name: 'debris', sim: 'cpu', texture: 'plume:debris', blend: 'alpha', rate: 0, burst: 8, life: [1200, 1600],
      shape: { type: 'sphere', radius: 0.3 }, speed: [3, 6], direction: [0, 1, 0], gravity: [0, -9, 0], size: 0.35,
      rotation: [0, 360], spin: [-400, 400], color: [[0, '#d0c8c0'], [0.85, '#a09890ff'], [1, '#a0989000']],
      atlas: { cols: 2, rows: 2, fps: 0 } },
    { name: 'debris smoke', sim: 'cpu', parent: 'debris', on: 'interval', interval: 60, texture: 'plume:smoke', blend: 'alpha',
      life: [700, 1000], speed: [0, 0.2], size: [[0, 0.3], [1, 1.1]], color: [[0, '#50505080'], [1, '#40404000']],
      erosion: 0.6, capacity: 400 },
  ]);
}

function campfire() {
  return file('campfire', 4000, [
    { name: 'glow', sim: 'gpu', texture: 'plume:glow', rate: 6, loop: true, life: 900, speed: [0, 0], position: [0, 0.5, 0],
      size: [3.2, 3.6], color: [[0, '#ff702000'], [0.5, '#ff702050'], [1, '#ff702000']] },
    { name: 'flames', sim: 'gpu', texture: 'plume:fire', rate: 34, loop: true, life: 900, shape: { type: 'cone', radius: 0.35, angle: 8 },
      speed: [0.9, 1.5], size: [[0, 0.9], [0.5, 0.8], [1, 0.3]], rotation: [-10, 10],
      color: [[0, '#ffe0a0'], [0.5, '#ff8030d0'], [1, '#60100000']], noise: { strength: 0.3, scale: 2 } },
    { name: 'embers', sim: 'gpu', texture: 'plume:spark', rate: 10, loop: true, life: 1800, shape: { type: 'sphere', radius: 0.3 },
      speed: [1, 2.2], gravity: [0, 0.4, 0], size: 0.08, color: [[0, [2, 1.2, 0.5, 1]], [1, '#ff402000']],
      noise: { strength: 1.2, scale: 1.2 } },
    { name: 'smoke', sim: 'cpu', texture: 'plume:smoke', blend: 'alpha', rate: 9, loop: true, life: [2600, 3400], position: [0, 1.3, 0],
      shape: { type: 'cone', radius: 0.25, angle: 12 }, speed: [0.5, 0.9], drag: 0.15, wind: [0.25, 0, 0],
      size: [[0, 0.7], [1, 2.8]], color: [[0, '#30303000'], [0.2, '#4a4846a0'], [1, '#3a3a3a00']], rotation: [0, 360],
      lighting: { direction: [-1, -0.6, 0], strength: 0.45 }, erosion: 0.6 },
  ]);
}

function torch() {
  return file('torch', 3000, [
    { name: 'flame', sim: 'gpu', texture: 'plume:fire', rate: 40, loop: true, life: 600, shape: { type: 'cone', radius: 0.1, angle: 6 },
      speed: [1, 1.6], size: [[0, 0.45], [0.4, 0.5], [1, 0.15]], color: [[0, '#fff4d0'], [0.5, '#ff9040d0'], [1, '#80200000']] },
    { name: 'halo', sim: 'gpu', texture: 'plume:glow', rate: 8, loop: true, life: 500, speed: [0, 0], position: [0, 0.35, 0],
      size: [1.6, 1.8], color: [[0, '#ffa04000'], [0.5, '#ffa04040'], [1, '#ffa04000']] },
    { name: 'sparks', sim: 'cpu', texture: 'plume:trail', rate: 6, loop: true, life: [500, 900],
      shape: { type: 'cone', radius: 0.1, angle: 25 },
      speed: [1.5, 2.5], gravity: [0, -1, 0], size: 0.09, color: [[0, [2, 1.4, 0.6, 1]], [1, '#ff402000']],
      render: 'trail', trail: { length: 150 } },
  ]);
}

function smoke() {
  return file('smoke', 5000, [
    { name: 'column', sim: 'cpu', texture: 'plume:smoke', blend: 'alpha', rate: 12, loop: true, life: [3500, 4500],
      shape: { type: 'cone', radius: 0.4, angle: 10 }, speed: [0.7, 1.1], drag: 0.1, wind: [0.35, 0.05, 0],
      size: [[0, 0.8], [0.4, 2.2], [1, 3.6]], color: [[0, '#5a585600'], [0.15, '#6a6663c0'], [0.7, '#55535090'], [1, '#48484800']],
      rotation: [0, 360], spin: [-15, 15], lighting: { direction: [-1, -0.8, -0.2], strength: 0.6 }, erosion: 0.7, soft: 0.5 },
  ]);
}

function portal() {
  return file('portal', 4000, [
    { name: 'ring', sim: 'gpu', texture: 'plume:ring', render: 'plane', rate: 3, loop: true, life: 1200, speed: [0, 0],
      size: [[0, 3.4], [1, 3.0]], color: [[0, '#a060ff00'], [0.4, '#a060ffc0'], [1, '#4020ff00']],
      hueShift: 40 },
    { name: 'swirl', sim: 'gpu', texture: 'plume:glow', rate: 160, loop: true, life: 1400,
      shape: { type: 'ring', radius: 1.5, surface: true }, direction: [0, 1, 0], speed: [0.2, 0.6], size: [[0, 0.05], [0.3, 0.22], [1, 0]],
      color: [[0, '#ffffff'], [0.3, '#c070ff'], [1, '#3010a000']], noise: { strength: 0.5, scale: 1.5 }, hueShift: 60 },
    { name: 'core', sim: 'gpu', texture: 'plume:flare', rate: 4, loop: true, life: 800, speed: [0, 0], rotation: [0, 90],
      size: { keys: [1, 2.2, 1], ease: 'smooth' }, color: [[0, '#8040ff00'], [0.5, '#c090ffa0'], [1, '#8040ff00']] },
  ]);
}

function fireworks() {
  return file('fireworks', 2800, [
    { name: 'rocket', sim: 'cpu', texture: 'plume:trail', rate: 0, burst: 3, life: [800, 1000],
      shape: { type: 'cone', radius: 0.5, angle: 15 }, speed: [6, 7], gravity: [0, -3, 0], size: 0.22,
      color: [[0, '#fff0d0'], [1, '#ffc080']], render: 'trail', trail: { length: 300 } },
    { name: 'trail smoke', sim: 'cpu', parent: 'rocket', on: 'interval', interval: 35, texture: 'plume:smoke', blend: 'alpha',
      life: [600, 900], speed: [0, 0.1], size: [[0, 0.15], [1, 0.5]], color: [[0, '#70707060'], [1, '#50505000']] },
    // thin glowing streaks, gold to magenta to a violet that fades, each tapering to nothing behind its head
    { name: 'burst', sim: 'cpu', texture: 'plume:trail', blend: 'additive', parent: 'rocket', on: 'death', burst: 80,
      life: [1200, 1700], shape: 'sphere', speed: [3.5, 4.5], drag: 1.3, gravity: [0, -2.2, 0], size: 0.07,
      color: [[0, [3, 2.4, 1.4, 1]], [0.2, [2.8, 1.2, 0.4, 1]], [0.55, [2.2, 0.35, 1.6, 0.9]], [1, '#4020ff00']],
      render: 'trail', trail: { length: 420 } },
  ]);
}

function snow() {
  return file('snow', 6000, [
    { name: 'flakes', sim: 'gpu', texture: 'plume:glow', rate: 70, loop: true, life: 5000, position: [0, 3, 0],
      shape: { type: 'box', size: [8, 0.2, 4] }, direction: [0, -1, 0], speed: [0.5, 0.9], noise: { strength: 0.5, scale: 0.7 },
      size: [0.16, 0.3], color: [[0, '#ffffff00'], [0.1, '#ffffffe0'], [0.9, '#e8f0ffd0'], [1, '#e8f0ff00']], blend: 'alpha' },
  ]);
}

// a sword swipe: one particle thrown in an arc leaves a ribbon with a soft cross-section (plume:trail: brightest along
// its middle, nothing at its edges) whose streaks flow back along it, a crescent by its width keys: a white-hot edge
// inside a wider blue glow that follows the same path
function slash() {
  const swing = { sim: 'cpu', texture: 'plume:trail', rate: 0, burst: 1, life: 440, position: [-1.1, 0.5, 0],
    shape: { type: 'point', angle: 0 }, direction: [1, 1.6, 0], speed: [10, 10], gravity: [0, -40, 0], render: 'trail' };
  return file('slash', 480, [
    { name: 'glow', ...swing, color: [[0, [0.5, 0.9, 2.4, 0.8]], [0.6, [0.3, 0.6, 1.6, 0.6]], [1, '#2050ff00']],
      trail: { length: 400, width: [[0, 0.3], [0.3, 1.3], [0.7, 0.9], [1, 0]], scroll: 2 } },
    { name: 'blade', ...swing, color: [[0, [3, 3.2, 3.6, 1]], [0.5, [1.6, 2, 2.8, 0.9]], [1, '#80b0ff00']],
      trail: { length: 400, width: [[0, 0.12], [0.3, 0.45], [0.7, 0.3], [1, 0]], scroll: 3 } },
    { name: 'glints', sim: 'cpu', parent: 'blade', on: 'interval', interval: 30, texture: 'plume:spark', burst: 2,
      life: [250, 450], speed: [0.5, 1.5], shape: 'sphere', size: 0.06, color: [[0, '#e0f0ff'], [1, '#4080ff00']] },
  ]);
}
