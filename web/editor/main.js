// main.js — the effect editor: the effect file is the document. Panels edit it, every edit reloads it
// into the same runtime a game uses (plume.loadEffect), and the time slider seeks it. The view plays
// one instance of the effect, or several side by side (the preview panel): each is a play of the
// same effect, sought together.
import { createPlume } from '../dist/plume.js';
import { exampleEffects, layeredExample, systemExample } from './examples.js';
import { galleryEffects } from './gallery.js';
import { floorGridObj } from '../art.js';
import { buildPanels } from './panels.js';
import { orbitCamera } from './camera.js';

const $ = (id) => document.getElementById(id);
const view = $('view');
const slider = $('time');
const readout = $('readout');
const status = $('status');
const playButton = $('play');
const KIND_BUDGET = 256; // kinds live as long as their Plume: past this many, start a fresh Plume

let canvas = $('scene');
let plume = null;
let effect = null;
let file = null;
let gui = null;
let playing = true;
let loopPlayback = true;
let loading = null;     // the load in progress (edits made meanwhile reload once it ends)
let reloadWanted = false;
let kindsDefined = new Set();
const places = new WeakMap(); // instance -> where it was put (as text)
let plays = []; // the instances the view shows: plays[0] is the one the slider and readout follow
const preview = { instances: 1, spacing: 2.5, stagger: 0 };
/** What the instances show now: the union of their bounds (null when nothing shows). */
function shownBounds() {
  const boxes = plays.filter((p) => p?.alive).map((p) => p.bounds).filter((b) => b.min.every((v, i) => v <= b.max[i]));
  if (boxes.length === 0) return null;
  return { min: [0, 1, 2].map((i) => Math.min(...boxes.map((b) => b.min[i]))), max: [0, 1, 2].map((i) => Math.max(...boxes.map((b) => b.max[i]))) };
}
const camera = orbitCamera(view, { boundsOf: shownBounds }); // F or a double-click frames shownBounds()

/** Where instance i of the preview stands: a row along x, centred. */
function placeOf(i) {
  return [(i - (preview.instances - 1) / 2) * preview.spacing, 0, 0];
}

let shownTime = 0; // the first instance's time when last seen alive (an ended one has none)

/** The time the slider shows: the first instance's. */
function currentTime() {
  if (plays[0]?.alive) shownTime = plays[0].time;
  return shownTime;
}

/** Shows every instance of the preview at `ms` (instance i `stagger` × i later), playing again those
 *  that ended with the seed they had, and ending the ones past the preview's count. */
function seekAll(ms) {
  if (!effect) return;
  for (let i = 0; i < preview.instances; i++) {
    const before = plays[i], place = placeOf(i);
    // a play moved after its particles are out keeps them where they were born (and its gpu layers
    // draw on their own): when the row changes, the instance is played again in its new place
    const moved = before?.alive && places.get(before) !== String(place);
    if (moved) before.kill();
    if (!before?.alive) {
      const seed = before ? before.seed : i === 0 ? undefined : (file.seed ?? 0) + i;
      plays[i] = effect.play(place, seed === undefined ? {} : { seed });
    }
    places.set(plays[i], String(place));
    plays[i].seek(Math.max(0, ms - i * preview.stagger));
  }
  for (const extra of plays.splice(preview.instances)) extra.kill();
}

function showStatus(message, isError = false) {
  status.textContent = message;
  status.className = isError ? 'error' : '';
}

async function freshPlume() {
  if (plume) {
    plume.destroy(); // releases the context: the next Plume gets a new canvas
    const next = document.createElement('canvas');
    next.id = 'scene';
    canvas.replaceWith(next);
    canvas = next;
  }
  // HDR (bloom and a filmic tonemap) as the gallery and the site draw, unless ?hdr=0
  plume = await createPlume({ canvas, seed: 1, hdr: new URLSearchParams(location.search).get('hdr') !== '0' });
  kindsDefined = new Set();
  // the ground: a grid drawn by Plume itself (a mesh kind that lives as long as the Plume), so the effects
  // stand on something and their scale reads
  plume.defineParticle('editor floor', { mesh: floorGridObj(), blend: 'additive', fade: 'none', startSize: 1, endSize: 1,
    maxAge: 3.6e6, spin: false, startColor: '#262c38' });
  plume.spawn('editor floor', [0, 0, 0]);
}

/** Loads `file` (the editor's document) at the current time; keeps the old effect when the file is wrong. */
async function reload() {
  if (loading) { reloadWanted = true; return loading; }
  loading = (async () => {
    const time = currentTime();
    try {
      if (kindsDefined.size > KIND_BUDGET) {
        effect = null;
        await freshPlume();
      }
      const next = await plume.loadEffect(JSON.parse(JSON.stringify(file)));
      for (const name of Object.values(next.kinds)) kindsDefined.add(name);
      effect?.destroy();
      effect = next;
      plays = [];
      shownTime = 0;
      seekAll(Math.min(time, duration()));
      showStatus(file.version === 2
        ? `${file.name ?? 'effect'}: ${(file.layers ?? []).length} layers (${(file.layers ?? []).map((l) => l.sim ?? 'gpu').join(', ')})` +
          `${preview.instances > 1 ? `, ${preview.instances} instances` : ''}`
        : `${file.name ?? 'effect'}: ${Object.keys(file.kinds ?? {}).length} kinds, ${(file.spawns ?? []).length} spawns, ` +
          `${(file.emitters ?? []).length} emitters, ${(file.systems ?? []).length} systems`);
    } catch (error) {
      showStatus(error.message, true);
    }
  })();
  await loading;
  loading = null;
  if (reloadWanted) { reloadWanted = false; await reload(); }
}

/** The length of the timeline: the file's duration (version 2: when set), else the effect's (its layers'
 *  longest cycle). */
function duration() {
  if (file?.version === 2 && file.duration !== undefined) return file.duration;
  if (effect) return effect.duration;
  return file?.duration ?? 2000;
}

/** CPU particles re-simulate at 60 steps a second when sought: such effects step at 60 Hz. */
function simulatesOnCpu() {
  return (file.systems ?? []).length > 0 || (file.layers ?? []).some((l) => l.sim === 'cpu');
}

function rebuildPanels() {
  gui?.destroy();
  gui = buildPanels($('panels'), file, { onChange: () => reload(), onStructure: () => { rebuildPanels(); reload(); },
    systems: typeof plume.addSystem === 'function', preview, onPreview: () => seekAll(currentTime()) });
}

/** Opens another effect file; a file that does not load is refused (thrown) and the current effect stays. */
async function open(effectFile) {
  const trial = await plume.loadEffect(JSON.parse(JSON.stringify(effectFile)));
  for (const name of Object.values(trial.kinds)) kindsDefined.add(name);
  trial.destroy();
  file = effectFile;
  effect?.destroy();
  effect = null;
  plays = [];
  rebuildPanels();
  await reload();
  slider.max = String(duration());
}

function setPlaying(value) {
  playing = value;
  playButton.textContent = playing ? '❚❚ pause' : '▶ play';
}

/** Whether a part of the document distorts (a layer's, an emitter's or a system's `distortion` above 0). */
function distorts() {
  return [...(file?.layers ?? []), ...(file?.emitters ?? []), ...(file?.systems ?? [])].some((part) => part?.distortion > 0);
}

/** A faint grid of lines behind the effect, drawn by the page while something distorts (Plume copies what the page
 *  drew for distorting layers to displace: on a flat colour a heat haze would show nothing). Below the tests' "lit"
 *  level (channel sum 60). */
function drawBackdrop(gl, width, height) {
  const step = Math.round(40 * devicePixelRatio), line = Math.max(1, Math.round(devicePixelRatio));
  gl.enable(gl.SCISSOR_TEST);
  gl.clearColor(0.062, 0.068, 0.09, 1);
  for (let x = step; x < width; x += step) { gl.scissor(x, 0, line, height); gl.clear(gl.COLOR_BUFFER_BIT); }
  for (let y = step; y < height; y += step) { gl.scissor(0, y, width, line); gl.clear(gl.COLOR_BUFFER_BIT); }
  gl.disable(gl.SCISSOR_TEST);
}

function draw() {
  const gl = canvas.getContext('webgl');
  const width = Math.round(canvas.clientWidth * devicePixelRatio), height = Math.round(canvas.clientHeight * devicePixelRatio);
  if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
  gl.clearColor(0.04, 0.045, 0.06, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  if (distorts()) drawBackdrop(gl, width, height);
  plume.render(camera.view(), camera.projection(width / height));
}

let last = performance.now();
let carry = 0;
function frame(now) {
  const ms = Math.max(0, Math.min(now - last, 100));
  last = now;
  if (playing && effect && !loading) {
    // A clock a time scrubbed back to can reproduce exactly: CPU systems re-simulate at 60 steps a second,
    // so an effect with systems steps at 60 Hz; otherwise whole milliseconds, exact in the GPU's floats
    // (fractional clocks can differ in the last bit of an age).
    carry += ms;
    const tick = simulatesOnCpu() ? 1000 / 60 : 1;
    while (carry >= tick) {
      const steps = tick === 1 ? Math.floor(carry) : 1;
      plume.step(steps * tick);
      carry -= steps * tick;
    }
    if (currentTime() >= duration() || !plays[0]?.alive) {
      if (loopPlayback) seekAll(0);
      else setPlaying(false);
    }
  }
  if (plume && !plume.destroyed) draw();
  const t = effect ? Math.min(currentTime(), duration()) : 0;
  slider.max = String(duration());
  if (document.activeElement !== slider) slider.value = String(t);
  readout.textContent = `${(t / 1000).toFixed(2)} s / ${(duration() / 1000).toFixed(2)} s`;
  const stats = plume?.destroyed === false ? plume.stats : null;
  if (stats) {
    const { gpu, cpu, mesh } = stats.particlesBySim;
    $('stats').textContent = `${stats.instances} instances · ${stats.particles} particles (gpu ${gpu}, cpu ${cpu}, mesh ${mesh}) · ` +
      `${stats.drawCalls} draw calls`;
  }
  requestAnimationFrame(frame);
}

// ---- controls ----
playButton.addEventListener('click', () => {
  if (!playing && effect && currentTime() >= duration()) seekAll(0);
  setPlaying(!playing);
});
slider.addEventListener('input', () => {
  setPlaying(false); // scrubbing pauses
  seekAll(Number(slider.value));
});
$('loop').addEventListener('change', (event) => { loopPlayback = event.target.checked; });
$('restart').addEventListener('click', () => { seekAll(0); setPlaying(true); });

$('export').addEventListener('click', () => {
  const text = JSON.stringify(effect ? effect.toJSON() : file, null, 2);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = `${(file.name ?? 'effect').replace(/[^\w.-]+/g, '_')}.plume.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});
$('import').addEventListener('change', async (event) => {
  const chosen = event.target.files?.[0];
  if (!chosen) return;
  try {
    const chosenFile = JSON.parse(await chosen.text());
    await open(chosenFile);
  } catch (error) {
    showStatus(`${chosen.name}: ${error.message}`, true);
  }
  event.target.value = '';
});

// Pixels as base64 text: a test reads a whole frame back quickly (an array of numbers is slow to pass).
function toBase64(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

// ---- start ----
try {
  await freshPlume();
  // the gallery first (generated art, version 2); then the version-1 files of earlier releases, renamed
  const examples = typeof plume.addSystem === 'function' ? galleryEffects() : [];
  for (const example of await exampleEffects()) examples.push({ ...example, name: `${example.name}-v1` });
  if (typeof plume.addSystem === 'function') examples.push(await systemExample()); // CPU particle systems
  examples.push(await layeredExample({ cpu: typeof plume.addSystem === 'function' })); // version 2: layers
  const select = $('examples');
  for (const { name } of examples) select.add(new Option(name, name));
  // an example sends the camera to its view (the gallery's: each seen at its size; others: the default)
  const openExample = (example) => {
    camera.look(example.view ?? {}, { instant: true, asHome: true });
    return open(structuredClone(example.effect));
  };
  select.addEventListener('change', () => openExample(examples.find((e) => e.name === select.value))
    .catch((error) => showStatus(error.message, true)));
  await openExample(examples[0]);
  requestAnimationFrame(frame);
  // for tests and the console: the document, the runtime, and deterministic control
  window.editor = {
    get plume() { return plume; },
    get effect() { return effect; },
    get file() { return file; },
    get loading() { return loading !== null; },
    open,
    reload,
    pause: () => setPlaying(false),
    play: () => setPlaying(true),
    seek: (ms) => { setPlaying(false); seekAll(ms); },
    /** The preview's instances: { instances, spacing, stagger } (numbers as the panel takes them). */
    setPreview(settings) { Object.assign(preview, settings); seekAll(currentTime()); rebuildPanels(); },
    get plays() { return plays.length; },
    /** The camera: frame(box?), reset(), state(); what it frames. */
    camera,
    bounds: shownBounds,
    /** Draws now and reads the pixels back in the same task (the drawing buffer is not kept). */
    snapshot() {
      draw();
      const gl = canvas.getContext('webgl');
      const pixels = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
      gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return { width: gl.drawingBufferWidth, height: gl.drawingBufferHeight, base64: toBase64(pixels) };
    },
  };
} catch (error) {
  showStatus(`The editor could not start: ${error.message}`, true);
}
