// panels.js — one lil-gui panel per part of the effect file (textures, each kind, spawn, emitter and
// system), editing the file object in place. Every edit calls onChange(); edits that add or remove parts
// rebuild the panels.
import GUI from '../dist/demo/vendor/lil-gui.esm.min.js';
import { explosionObj, glowTexturePng, quadObj, shockwaveObj } from '../art.js';
import { pngDataUrl } from './examples.js';
import { drawPlot, emitterCurves, isColor, kindCurves, parseColor, readKeys, writeKeys } from './plots.js';

const MESHES = {
  'explosion stars': () => explosionObj({ stars: 40, seed: 7 }),
  'shockwave ring': () => shockwaveObj({ segments: 32 }),
  quad: () => ({ mesh: quadObj(0, 0, 1) }),
};
const BLENDS = ['additive', 'additive-ignore-alpha', 'alpha', 'premultiplied'];
const SHAPES = ['point', 'sphere', 'box', 'cone', 'ring'];
const hex2 = (c) => Math.round(Math.min(Math.max(c, 0), 1) * 255).toString(16).padStart(2, '0');

/**
 * A colour picker plus an alpha slider over `target[key]` (or `target[key][index]`), written back as
 * '#rrggbbaa'.
 */
function colorControls(folder, label, read, write, changed) {
  const [r, g, b, a] = parseColor(read());
  const proxy = { [label]: `#${hex2(r)}${hex2(g)}${hex2(b)}`, [`${label} alpha`]: a };
  const apply = () => { write(`${proxy[label]}${hex2(proxy[`${label} alpha`])}`); changed(); };
  folder.addColor(proxy, label).onChange(apply);
  folder.add(proxy, `${label} alpha`, 0, 1, 0.01).onChange(apply);
}

/** A number field that may be a number or [min, max]: two sliders. */
function rangeControls(folder, object, key, label, min, max, step, fallback, changed) {
  const pair = typeof object[key] === 'number' ? [object[key], object[key]] : object[key] ?? fallback;
  const proxy = { [`${label} min`]: pair[0], [`${label} max`]: pair[1] };
  const apply = () => {
    const lo = proxy[`${label} min`], hi = Math.max(lo, proxy[`${label} max`]);
    object[key] = [lo, hi];
    changed();
  };
  folder.add(proxy, `${label} min`, min, max, step).onChange(apply);
  folder.add(proxy, `${label} max`, min, max, step).onChange(apply);
}

/**
 * The look of a layer as sliders (issue 31: sliders, not text): hue shift, lighting, erosion, volume, noise, the atlas
 * and its rate, spin, stretch, a trail's length and scroll, its light (intensity, range, colour), distortion and decal (render: 'decal' and its surface normal). A field is
 * written to the layer only once its slider moves, so a layer keeps the defaults it was given; fields its sim refuses
 * are not offered. `onStructure` rebuilds the panels (a decal changes the render shown above).
 */
function lookControls(parent, layer, sim, changed, onStructure) {
  const folder = parent.addFolder('look');
  const num = (label, read, write, min, max, step) => {
    const proxy = { [label]: read() };
    folder.add(proxy, label, min, max, step).onChange(() => { write(proxy[label]); changed(); });
  };
  const lighting = () => (layer.lighting = { direction: [-0.5, -1, -0.3], strength: 0.6, ...layer.lighting });
  num('hue shift °/s', () => layer.hueShift ?? 0, (v) => { layer.hueShift = v; }, -360, 360, 1);
  num('lighting', () => layer.lighting?.strength ?? 0, (v) => { lighting().strength = v; }, 0, 1, 0.01);
  for (const [k, axis] of ['x', 'y', 'z'].entries()) {
    num(`light from ${axis}`, () => (layer.lighting?.direction ?? [-0.5, -1, -0.3])[k], (v) => {
      const direction = [...lighting().direction];
      direction[k] = v;
      if (direction.some((c) => c !== 0)) layer.lighting.direction = direction;
    }, -1, 1, 0.05);
  }
  num('erosion', () => layer.erosion ?? 0, (v) => { layer.erosion = v; }, 0, 1, 0.01);
  const flags = { volume: layer.volume ?? false };
  folder.add(flags, 'volume').onChange(() => { layer.volume = flags.volume; changed(); });
  if (sim !== 'mesh') { // turbulence that drifts with the layer's time: gpu and cpu layers
    num('noise', () => layer.noise?.strength ?? 0, (v) => { layer.noise = { scale: 1, ...layer.noise, strength: v }; }, 0, 5, 0.05);
    num('noise scale', () => layer.noise?.scale ?? 1, (v) => { layer.noise = { strength: 0, ...layer.noise, scale: v }; }, 0.05, 10, 0.05);
    num('noise speed', () => layer.noise?.speed ?? 0, (v) => { layer.noise = { strength: 0, scale: 1, ...layer.noise, speed: v }; },
      0, 10, 0.05);
  }
  const atlas = () => (layer.atlas = { cols: 1, rows: 1, ...layer.atlas });
  num('atlas columns', () => layer.atlas?.cols ?? 1, (v) => { atlas().cols = v; }, 1, 16, 1);
  num('atlas rows', () => layer.atlas?.rows ?? 1, (v) => { atlas().rows = v; }, 1, 16, 1);
  num('atlas fps', () => layer.atlas?.fps ?? 0, (v) => {
    if (v > 0) atlas().fps = v;
    else if (layer.atlas) delete atlas().fps; // 0: once over the life
  }, 0, 60, 1);
  rangeControls(folder, layer, 'spin', 'spin °/s', -720, 720, 1, [0, 0], changed);
  if (sim !== 'mesh') num('stretch', () => layer.stretch ?? 0, (v) => { layer.stretch = v; }, 0, 1, 0.01);
  if (layer.render === 'trail') { // a ribbon's span and the flow of its texture along it (texture lengths a second)
    num('trail length ms', () => layer.trail?.length ?? 500, (v) => { layer.trail = { ...layer.trail, length: v }; }, 16, 2000, 1);
    num('trail scroll', () => layer.trail?.scroll ?? 0, (v) => { layer.trail = { ...layer.trail, scroll: v }; }, -10, 10, 0.1);
  }
  const light = () => (layer.light = { intensity: 0, range: 5, color: '#ffb060', ...layer.light });
  num('light intensity', () => (typeof layer.light?.intensity === 'number' ? layer.light.intensity : 0),
    (v) => { light().intensity = v; }, 0, 20, 0.1);
  num('light range', () => (typeof layer.light?.range === 'number' ? layer.light.range : 5), (v) => { light().range = v; }, 0.1, 50, 0.1);
  const [lr, lg, lb] = layer.light?.color === undefined ? [1, 0.69, 0.38] : parseColor(layer.light.color);
  const lightColor = { 'light colour': `#${hex2(lr)}${hex2(lg)}${hex2(lb)}` }; // HDR channels above 1 show as 1
  folder.addColor(lightColor, 'light colour').onChange(() => { light().color = lightColor['light colour']; changed(); });
  if (sim !== 'mesh') {
    // pixels the particles push the scene behind them (main.js draws a backdrop for them to bend while one distorts)
    num('distortion px', () => layer.distortion ?? 0, (v) => { layer.distortion = v; }, 0, 64, 1);
    // a decal lies on a surface facing its normal: moving a slider makes the layer one (render: 'decal')
    const decal = { decal: layer.render === 'decal' };
    const makeDecal = () => { // a decal is a style of its own: a trail's settings would be refused beside it
      layer.render = 'decal';
      delete layer.trail;
    };
    folder.add(decal, 'decal').onChange(() => {
      if (decal.decal) makeDecal();
      else { delete layer.render; delete layer.decal; }
      onStructure();
    });
    for (const [k, axis] of ['x', 'y', 'z'].entries()) {
      num(`decal normal ${axis}`, () => (layer.decal?.normal ?? [0, 1, 0])[k], (v) => {
        const normal = [...(layer.decal?.normal ?? [0, 1, 0])];
        normal[k] = v;
        if (normal.some((c) => c !== 0)) { makeDecal(); layer.decal = { ...layer.decal, normal }; }
      }, -1, 1, 0.05);
    }
  }
  folder.close();
}

function plotIn(folder, curves) {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 64;
  canvas.className = 'plot';
  folder.$children.prepend(canvas);
  const redraw = () => drawPlot(canvas, curves());
  redraw();
  return redraw;
}

/**
 * Keys dragged on a layer's plot: a size key (white) or a colour key's alpha (amber) moves in time and value;
 * the layer's field is rewritten as keys with times ([[t, v], ...]), its ease kept. `changed` reloads.
 */
function dragKeysOn(canvas, layer, changed) {
  let grabbed = null;
  const at = (event) => {
    const box = canvas.getBoundingClientRect();
    return [(event.clientX - box.left) * (canvas.width / box.width), (event.clientY - box.top) * (canvas.height / box.height)];
  };
  canvas.addEventListener('pointerdown', (event) => {
    const { sizeKeys, colorKeys } = emitterCurves(layer);
    const scale = canvas.plotScale;
    if (!scale) return;
    const [x, y] = at(event);
    const place = (t, value, max) => [t * (scale.width - 1), 3 + scale.plotHeight * (1 - Math.min(value / max, 1))];
    const candidates = [
      ...sizeKeys.keys.map((k, i) => ({ field: 'size', i, p: place(k.t, k.v, scale.sizeMax), max: scale.sizeMax })),
      ...colorKeys.keys.map((k, i) => ({ field: 'color', i, p: place(k.t, k.v[3], 1), max: 1 })),
    ].map((c) => ({ ...c, d: Math.hypot(c.p[0] - x, c.p[1] - y) })).sort((a, b) => a.d - b.d);
    if (!candidates.length || candidates[0].d > 8) return;
    grabbed = candidates[0];
    canvas.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!grabbed) return;
    const scale = canvas.plotScale;
    const [x, y] = at(event);
    const curve = readKeys(layer[grabbed.field], grabbed.field === 'size' ? (v) => typeof v === 'number' : isColor,
      grabbed.field === 'size' ? [0.5, 1] : ['#ffffffff', '#ffffff00']);
    const keys = curve.keys;
    const lo = grabbed.i > 0 ? keys[grabbed.i - 1].t : 0, hi = grabbed.i + 1 < keys.length ? keys[grabbed.i + 1].t : 1;
    keys[grabbed.i].t = Math.min(hi, Math.max(lo, x / (scale.width - 1))); // keys keep their order
    const value = Math.max(0, (1 - (y - 3) / scale.plotHeight) * grabbed.max);
    if (grabbed.field === 'size') keys[grabbed.i].v = Math.round(value * 1000) / 1000;
    else {
      const rgba = parseColor(keys[grabbed.i].v);
      keys[grabbed.i].v = [rgba[0], rgba[1], rgba[2], Math.round(Math.min(value, 1) * 1000) / 1000];
    }
    layer[grabbed.field] = writeKeys(curve);
    changed();
  });
  const release = () => { if (grabbed) { grabbed = null; changed(true); } };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
}

// Keys over life the panels edit: their label, the default the runtime uses, a slider's range for a value.
const KEY_FIELDS = {
  size: { label: 'size', initial: [0.5, 1], range: (v) => [0, Math.max(5, v * 2)] },
  color: { label: 'colour', initial: ['#ffffffff', '#ffffff00'] },
  speedOverLife: { label: 'speed ×', initial: [1, 0.2], range: (v) => [0, Math.max(3, v * 2)] },
  rotationOverLife: { label: 'turn °', initial: [0, 90], range: () => [-720, 720] },
};

/** A layer's keys over life (size, colour, speed, rotation): a value (and a time, for keys with times) each. */
function keyControls(folder, layer, field, changed) {
  const { label: name, initial, range } = KEY_FIELDS[field];
  const isNumber = field !== 'color';
  const curve = readKeys(layer[field], isNumber ? (v) => typeof v === 'number' : isColor, initial);
  const write = () => { layer[field] = curve.timed || curve.ease !== 'linear' ? writeKeys(curve) : curve.keys.map((k) => k.v); changed(); };
  curve.keys.forEach((key, k) => {
    const label = `${name} ${k + 1}`;
    if (isNumber) {
      const proxy = { [label]: key.v };
      folder.add(proxy, label, ...range(key.v), 0.01).onChange(() => { key.v = proxy[label]; write(); });
    } else if (typeof key.v === 'string') {
      colorControls(folder, label, () => key.v, (v) => { key.v = v; }, write);
    } else { // an array colour (HDR): its channels
      const proxy = { [`${label} rgba`]: JSON.stringify(key.v) };
      folder.add(proxy, `${label} rgba`).onFinishChange(() => {
        try { key.v = JSON.parse(proxy[`${label} rgba`]); write(); } catch { /* not JSON: kept as it was */ }
      });
    }
    if (curve.timed) {
      const time = { [`${label} t`]: key.t };
      folder.add(time, `${label} t`, 0, 1, 0.01).onChange(() => { key.t = time[`${label} t`]; write(); });
    }
  });
}

function vectorControls(folder, object, key, label, range, changed) {
  const value = object[key] ?? [0, 0, 0];
  const proxy = { [`${label} x`]: value[0], [`${label} y`]: value[1], [`${label} z`]: value[2] };
  for (const axis of ['x', 'y', 'z']) {
    folder.add(proxy, `${label} ${axis}`, -range, range, 0.01).onChange(() => {
      object[key] = [proxy[`${label} x`], proxy[`${label} y`], proxy[`${label} z`]];
      changed();
    });
  }
}

/** Builds the panels into `container` for `file`; returns { destroy }. `preview` ({ instances, spacing,
 *  stagger }) is edited in place and onPreview() called: how many instances of the effect the view plays. */
export function buildPanels(container, file, { onChange, onStructure, systems = false, preview = null, onPreview = () => {} }) {
  const gui = new GUI({ container, title: `Effect: ${file.name ?? 'untitled'}`, width: 320 });
  const top = { name: file.name ?? '', duration: file.duration ?? 2000, seed: file.seed ?? 0 };
  gui.add(top, 'name').onFinishChange(() => { file.name = top.name || undefined; onChange(); });
  gui.add(top, 'duration', 100, 10000, 10).name('duration ms').onChange(() => { file.duration = top.duration; onChange(); });
  gui.add(top, 'seed', 0, 1000, 1).onChange(() => { file.seed = top.seed; onChange(); });
  if (preview) {
    const folder = gui.addFolder('Preview: instances');
    folder.add(preview, 'instances', 1, 16, 1).onChange(onPreview);
    folder.add(preview, 'spacing', 0, 10, 0.1).name('spacing (x)').onChange(onPreview);
    folder.add(preview, 'stagger', 0, 2000, 10).name('stagger ms').onChange(onPreview);
    folder.close();
  }

  const textures = gui.addFolder('Textures');
  file.textures ??= {};
  for (const name of Object.keys(file.textures)) {
    const folder = textures.addFolder(name);
    const preview = new Image(48, 48);
    preview.className = 'preview';
    preview.src = file.textures[name];
    folder.$children.prepend(preview);
    const glow = { inner: '#fff7e0', middle: '#ff9a2e' };
    const regenerate = async () => {
      file.textures[name] = pngDataUrl(await glowTexturePng({ size: 64, inner: glow.inner, middle: glow.middle }));
      preview.src = file.textures[name];
      onChange();
    };
    folder.addColor(glow, 'inner').name('glow inner').onFinishChange(regenerate);
    folder.addColor(glow, 'middle').name('glow middle').onFinishChange(regenerate);
    folder.close();
  }
  textures.add({ add: async () => {
    let n = 1;
    while (file.textures[`glow${n}`]) n++;
    file.textures[`glow${n}`] = pngDataUrl(await glowTexturePng({ size: 64 }));
    onStructure();
  } }, 'add').name('+ add a glow texture');
  textures.close();

  const textureNames = () => ['(none)', ...Object.keys(file.textures)];
  const textureControl = (folder, part, changed) => {
    const proxy = { texture: part.texture ?? '(none)' };
    folder.add(proxy, 'texture', textureNames()).onChange(() => {
      part.texture = proxy.texture === '(none)' ? undefined : proxy.texture;
      changed();
    });
  };

  if (file.version === 2) {
    file.layers ??= [];
    file.layers.forEach((layer, i) => layerPanel(gui, file, layer, i, onChange, onStructure, textureControl));
    gui.add({ add: () => { file.layers.push({ name: `layer ${file.layers.length + 1}`, sim: 'gpu', rate: 40, life: 1200 }); onStructure(); } },
      'add').name('+ add a layer');
    return gui;
  }

  file.kinds ??= {};
  for (const [name, kind] of Object.entries(file.kinds)) {
    const folder = gui.addFolder(`Kind: ${name}`);
    const redraw = plotIn(folder, () => kindCurves(kind));
    const changed = () => { redraw(); onChange(); };
    const meshes = { mesh: '(from file)' };
    folder.add(meshes, 'mesh', ['(from file)', ...Object.keys(MESHES)]).onChange(() => {
      if (meshes.mesh === '(from file)') return;
      const { mesh, mesh2 } = MESHES[meshes.mesh]();
      kind.mesh = mesh;
      if (mesh2) kind.mesh2 = mesh2; else delete kind.mesh2;
      changed();
    });
    textureControl(folder, kind, changed);
    const fields = { blend: kind.blend ?? 'additive', fade: kind.fade ?? 'linear', startSize: kind.startSize ?? 1,
      endSize: kind.endSize ?? 50, maxAge: kind.maxAge ?? 1000, spin: kind.spin ?? true, pointDown: kind.pointDown ?? false,
      depthTest: kind.depthTest ?? false };
    const write = (key) => () => { kind[key] = fields[key]; changed(); };
    folder.add(fields, 'blend', BLENDS).onChange(write('blend'));
    folder.add(fields, 'fade', ['linear', 'book', 'none']).onChange(write('fade'));
    colorControls(folder, 'start colour', () => kind.startColor, (v) => { kind.startColor = v; }, changed);
    colorControls(folder, 'end colour', () => kind.endColor ?? kind.startColor, (v) => { kind.endColor = v; }, changed);
    folder.add(fields, 'startSize', 0.01, 10, 0.01).onChange(write('startSize'));
    folder.add(fields, 'endSize', 0.01, 10, 0.01).onChange(write('endSize'));
    folder.add(fields, 'maxAge', 50, 5000, 10).name('maxAge ms').onChange(write('maxAge'));
    folder.add(fields, 'spin').onChange(write('spin'));
    folder.add(fields, 'pointDown').onChange(write('pointDown'));
    folder.add(fields, 'depthTest').onChange(write('depthTest'));
  }

  file.spawns ??= [];
  file.spawns.forEach((spawn, i) => {
    const folder = gui.addFolder(`Spawn ${i + 1}: ${spawn.kind}`);
    const fields = { kind: spawn.kind, at: spawn.at ?? 0, count: spawn.count ?? 1, every: spawn.every ?? 0, spread: spawn.spread ?? 0 };
    const write = (key) => () => { spawn[key] = fields[key]; onChange(); };
    folder.add(fields, 'kind', Object.keys(file.kinds)).onChange(write('kind'));
    folder.add(fields, 'at', 0, 5000, 10).name('at ms').onChange(write('at'));
    folder.add(fields, 'count', 1, 50, 1).onChange(write('count'));
    folder.add(fields, 'every', 0, 1000, 10).name('every ms').onChange(write('every'));
    folder.add(fields, 'spread', 0, 5, 0.05).onChange(write('spread'));
    vectorControls(folder, spawn, 'position', 'position', 5, onChange);
    folder.add({ remove: () => { file.spawns.splice(i, 1); onStructure(); } }, 'remove').name('− remove this spawn');
    folder.close();
  });
  if (Object.keys(file.kinds).length) {
    gui.add({ add: () => { file.spawns.push({ kind: Object.keys(file.kinds)[0], at: 0 }); onStructure(); } }, 'add')
      .name('+ add a spawn');
  }

  file.emitters ??= [];
  file.emitters.forEach((emitter, i) => {
    const folder = gui.addFolder(`Emitter ${i + 1}${emitter.name ? `: ${emitter.name}` : ''}`);
    const redraw = plotIn(folder, () => emitterCurves(emitter));
    const changed = () => { redraw(); onChange(); };
    textureControl(folder, emitter, changed);
    const shape = typeof emitter.shape === 'string' ? { type: emitter.shape } : emitter.shape ?? {};
    const fields = { rate: emitter.rate ?? 20, life: emitter.life ?? 1500, loop: emitter.loop ?? true,
      duration: emitter.duration ?? 1000, burst: emitter.burst ?? 0, delay: emitter.delay ?? 0, drag: emitter.drag ?? 0,
      blend: emitter.blend ?? 'additive', billboard: emitter.billboard ?? 'camera', stretch: emitter.stretch ?? 0,
      seed: emitter.seed ?? 0, shape: shape.type ?? 'point', radius: shape.radius ?? 1, angle: shape.angle ?? 25,
      surface: shape.surface ?? false, noise: emitter.noise?.strength ?? 0 };
    const write = (key) => () => { emitter[key] = fields[key]; changed(); };
    const writeShape = () => {
      emitter.shape = { type: fields.shape, radius: fields.radius, angle: fields.angle, surface: fields.surface };
      changed();
    };
    folder.add(fields, 'rate', 1, 2000, 1).name('rate /s').onChange(write('rate'));
    folder.add(fields, 'life', 50, 5000, 10).name('life ms').onChange(write('life'));
    folder.add(fields, 'loop').onChange(write('loop'));
    folder.add(fields, 'duration', 10, 5000, 10).name('duration ms').onChange(write('duration'));
    folder.add(fields, 'burst', 0, 500, 1).onChange(write('burst'));
    folder.add(fields, 'delay', 0, 5000, 10).name('delay ms').onChange(write('delay'));
    folder.add(fields, 'shape', SHAPES).onChange(writeShape);
    folder.add(fields, 'radius', 0, 5, 0.01).onChange(writeShape);
    folder.add(fields, 'angle', 0, 180, 1).name('angle °').onChange(writeShape);
    folder.add(fields, 'surface').onChange(writeShape);
    rangeControls(folder, emitter, 'speed', 'speed', 0, 20, 0.05, [1, 2], changed);
    vectorControls(folder, emitter, 'gravity', 'gravity', 20, changed);
    folder.add(fields, 'drag', 0, 5, 0.01).onChange(write('drag'));
    const sizes = typeof emitter.size === 'number' ? [emitter.size] : [...(emitter.size ?? [0.5, 1])];
    sizes.forEach((_, k) => {
      const proxy = { [`size ${k + 1}`]: sizes[k] };
      folder.add(proxy, `size ${k + 1}`, 0, 5, 0.01).onChange(() => { sizes[k] = proxy[`size ${k + 1}`]; emitter.size = [...sizes]; changed(); });
    });
    const colors = emitterColorKeys(emitter);
    colors.forEach((_, k) => colorControls(folder, `colour ${k + 1}`, () => colors[k], (v) => { colors[k] = v; emitter.color = [...colors]; },
      changed));
    rangeControls(folder, emitter, 'spin', 'spin °/s', -720, 720, 1, [0, 0], changed);
    folder.add(fields, 'blend', BLENDS.filter((b) => b !== 'additive-ignore-alpha')).onChange(write('blend'));
    folder.add(fields, 'billboard', ['camera', 'velocity', 'plane']).onChange(write('billboard'));
    folder.add(fields, 'stretch', 0, 0.5, 0.005).onChange(write('stretch'));
    folder.add(fields, 'noise', 0, 5, 0.05).name('noise strength').onChange(() => {
      emitter.noise = { ...(emitter.noise ?? {}), strength: fields.noise };
      changed();
    });
    folder.add(fields, 'seed', 0, 1000, 1).onChange(write('seed'));
    vectorControls(folder, emitter, 'position', 'position', 5, changed);
    folder.add({ remove: () => { file.emitters.splice(i, 1); onStructure(); } }, 'remove').name('− remove this emitter');
    if (i > 0) folder.close();
  });
  gui.add({ add: () => { file.emitters.push({ name: `emitter ${file.emitters.length + 1}`, rate: 60, life: 1200 }); onStructure(); } }, 'add')
    .name('+ add an emitter');

  (file.systems ?? []).forEach((system, i) => systemPanel(gui, file, system, i, onChange, onStructure, textureControl));
  if (systems) {
    gui.add({ add: () => {
      file.systems ??= [];
      file.systems.push({ name: `system ${file.systems.length + 1}`, rate: 40, life: [800, 1200], velocity: [0, 2, 0],
        velocityRandom: [1, 0.5, 1], size: 0.2, capacity: 1000 });
      onStructure();
    } }, 'add').name('+ add a CPU system');
  }
  return gui;
}

function emitterColorKeys(emitter) {
  if (emitter.color === undefined) return ['#ffffffff', '#ffffff00'];
  if (typeof emitter.color === 'string' || (Array.isArray(emitter.color) && typeof emitter.color[0] === 'number')) return [emitter.color];
  return [...emitter.color];
}

/** CPU systems: their desc is plain data, edited field by field (numbers, booleans, strings, [min, max]). */
function systemPanel(gui, file, system, i, onChange, onStructure, textureControl) {
  const folder = gui.addFolder(`System ${i + 1}${system.name ? `: ${system.name}` : ''}`);
  textureControl(folder, system, onChange);
  for (const [key, value] of Object.entries(system)) {
    if (key === 'texture' || key === 'name') continue;
    if (key === 'size' && Array.isArray(value)) { // keys over life
      value.forEach((_, k) => {
        const proxy = { [`size ${k + 1}`]: value[k] };
        folder.add(proxy, `size ${k + 1}`, 0, 5, 0.01).onChange(() => { value[k] = proxy[`size ${k + 1}`]; onChange(); });
      });
    } else if (key === 'color' && Array.isArray(value) && value.every((c) => typeof c === 'string')) {
      value.forEach((_, k) => colorControls(folder, `colour ${k + 1}`, () => value[k], (v) => { value[k] = v; }, onChange));
    } else if (typeof value === 'number') {
      const limit = Math.max(10, Math.abs(value) * 4);
      const whole = key === 'capacity' || key === 'burst' || key === 'seed'; // integers the desc check insists on
      const least = key === 'capacity' || key === 'seed' ? 1 : value < 0 ? -limit : 0;
      const control = folder.add(system, key, least, limit);
      if (whole) control.step(1);
      control.onChange(onChange);
    } else if (typeof value === 'boolean' || typeof value === 'string') {
      folder.add(system, key).onFinishChange(onChange);
    } else if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number')) {
      const limit = Math.max(10, ...value.map((v) => Math.abs(v) * 4));
      rangeControls(folder, system, key, key, Math.min(0, ...value) < 0 ? -limit : 0, limit, 0.01, value, onChange);
    } else if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'number')) {
      vectorControls(folder, system, key, key, Math.max(10, ...value.map((v) => Math.abs(v) * 4)), onChange);
    }
  }
  folder.add({ remove: () => { file.systems.splice(i, 1); onStructure(); } }, 'remove').name('− remove this system');
}

// Fields some sims refuse (by name, in the runtime: layer_desc.js SIM_FIELDS), with the sims that take
// them: dropped when a layer changes to a sim that refuses them, so the switch loads.
const TAKEN_BY = {
  noise: ['gpu', 'cpu'], distortion: ['gpu', 'cpu'], decal: ['gpu', 'cpu'], timeScale: ['gpu'],
  wind: ['cpu'], sort: ['cpu'], sizeRandom: ['cpu'], colorRandom: ['cpu'], space: ['cpu'], velocity: ['cpu'],
  velocityRandom: ['cpu'], positionRandom: ['cpu'], period: ['cpu'], manual: ['cpu'],
  stretch: ['gpu', 'cpu'], atlas: ['gpu', 'cpu'],
  mesh: ['mesh'], mesh2: ['mesh'], kind: ['mesh'], fade: ['mesh'], pointDown: ['mesh'], billboard: ['mesh'],
  volume: ['gpu', 'cpu'], trail: ['cpu'], parent: ['cpu'], on: ['cpu'], interval: ['cpu'],
  speedOverLife: ['gpu', 'cpu'], rotationOverLife: ['gpu', 'cpu'],
};
const RENDERS = { gpu: ['billboard', 'velocity', 'plane', 'decal'], cpu: ['billboard', 'velocity', 'spark', 'trail', 'decal'], mesh: ['mesh'] };
const SIMS = ['gpu', 'cpu', 'mesh'];

/** A layer of a version-2 file: one vocabulary for every sim (README, "One vocabulary"). */
function layerPanel(gui, file, layer, i, onChange, onStructure, textureControl) {
  const sim = layer.sim ?? 'gpu';
  const folder = gui.addFolder(`Layer ${i + 1}${layer.name ? `: ${layer.name}` : ''} (${sim})`);
  const redraw = plotIn(folder, () => emitterCurves(layer));
  const changed = () => { redraw(); onChange(); };
  const simProxy = { sim };
  folder.add(simProxy, 'sim', SIMS).onChange(() => {
    for (const [key, sims] of Object.entries(TAKEN_BY)) if (!sims.includes(simProxy.sim)) delete layer[key];
    if (layer.render && !RENDERS[simProxy.sim].includes(layer.render)) delete layer.render;
    layer.sim = simProxy.sim;
    if (simProxy.sim === 'mesh' && !layer.mesh && !layer.kind) layer.mesh = quadObj(0, 0, 1);
    onStructure();
  });
  textureControl(folder, layer, changed);
  const shape = typeof layer.shape === 'string' ? { type: layer.shape } : layer.shape ?? {};
  const fields = { rate: layer.rate ?? 20, burst: layer.burst ?? 0, duration: layer.duration ?? 1000, delay: layer.delay ?? 0,
    loop: layer.loop ?? false, blend: layer.blend ?? 'additive', depthTest: layer.depthTest ?? true, drag: layer.drag ?? 0,
    shape: shape.type ?? 'point', radius: shape.radius ?? 1, angle: shape.angle ?? (shape.type === 'sphere' ? 180 : 25),
    surface: shape.surface ?? false, render: layer.render ?? RENDERS[sim][0] };
  const write = (key) => () => { layer[key] = fields[key]; changed(); };
  const writeShape = () => {
    layer.shape = { type: fields.shape, radius: fields.radius, angle: fields.angle, surface: fields.surface };
    changed();
  };
  folder.add(fields, 'rate', 0, 2000, 1).name('rate /s').onChange(write('rate'));
  folder.add(fields, 'burst', 0, 500, 1).onChange(write('burst'));
  folder.add(fields, 'duration', 10, 5000, 10).name('duration ms').onChange(write('duration'));
  folder.add(fields, 'delay', 0, 5000, 10).name('delay ms').onChange(write('delay'));
  folder.add(fields, 'loop').onChange(write('loop'));
  if (typeof layer.life === 'number' || layer.life === undefined || sim === 'gpu') {
    const life = { life: typeof layer.life === 'number' ? layer.life : 1500 };
    folder.add(life, 'life', 50, 5000, 10).name('life ms').onChange(() => { layer.life = life.life; changed(); });
  } else {
    rangeControls(folder, layer, 'life', 'life ms', 50, 5000, 10, [1000, 1500], changed);
  }
  folder.add(fields, 'shape', SHAPES).onChange(writeShape);
  folder.add(fields, 'radius', 0, 5, 0.01).onChange(writeShape);
  folder.add(fields, 'angle', 0, 180, 1).name('angle °').onChange(writeShape);
  folder.add(fields, 'surface').onChange(writeShape);
  rangeControls(folder, layer, 'speed', 'speed', 0, 20, 0.05, sim === 'mesh' ? [0, 0] : [1, 2], changed);
  vectorControls(folder, layer, 'gravity', 'gravity', 20, changed);
  folder.add(fields, 'drag', 0, 5, 0.01).onChange(write('drag'));
  if (sim === 'mesh') { // two keyframes: birth and death values
    const sizes = typeof layer.size === 'number' ? [layer.size] : [...(layer.size ?? [0.5, 1])];
    sizes.forEach((_, k) => {
      const proxy = { [`size ${k + 1}`]: sizes[k] };
      folder.add(proxy, `size ${k + 1}`, 0, 5, 0.01).onChange(() => { sizes[k] = proxy[`size ${k + 1}`]; layer.size = [...sizes]; changed(); });
    });
    const colors = emitterColorKeys(layer);
    colors.forEach((_, k) => colorControls(folder, `colour ${k + 1}`, () => colors[k], (v) => { colors[k] = v; layer.color = [...colors]; },
      changed));
  } else {
    keyControls(folder, layer, 'size', changed);
    keyControls(folder, layer, 'color', changed);
    for (const field of ['speedOverLife', 'rotationOverLife']) { // shown once the layer has them; a button adds them
      if (layer[field] !== undefined) keyControls(folder, layer, field, changed);
      else {
        folder.add({ add: () => { layer[field] = [...KEY_FIELDS[field].initial]; onStructure(); } }, 'add')
          .name(`+ ${field === 'speedOverLife' ? 'speed' : 'rotation'} over life`);
      }
    }
    // drag keys on the plot; the panel is rebuilt when the drag ends (its sliders show the new keys)
    dragKeysOn(folder.$children.querySelector('canvas.plot'), layer, (done) => (done ? onStructure() : changed()));
  }
  folder.add(fields, 'blend', sim === 'gpu' ? BLENDS.filter((b) => b !== 'additive-ignore-alpha') : BLENDS).onChange(write('blend'));
  folder.add(fields, 'render', RENDERS[sim]).onChange(() => { // a decal's normal goes with render: 'decal'
    layer.render = fields.render;
    if (fields.render !== 'decal') delete layer.decal;
    changed();
  });
  folder.add(fields, 'depthTest').onChange(write('depthTest'));
  vectorControls(folder, layer, 'position', 'position', 5, changed);
  lookControls(folder, layer, sim, changed, onStructure);
  if (i > 0) {
    folder.add({ up: () => { file.layers.splice(i - 1, 0, ...file.layers.splice(i, 1)); onStructure(); } }, 'up')
      .name('↑ draw earlier');
  }
  folder.add({ remove: () => { file.layers.splice(i, 1); onStructure(); } }, 'remove').name('− remove this layer');
  if (i > 0) folder.close();
}
