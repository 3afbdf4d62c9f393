// Scenes for tests/browser/distortion.test.mjs: a layer's `distortion` (issue 31 item 3) over a checkerboard the
// game drew, handed to render as its colorTexture; read back from the canvas.
import { createPlume } from '/web/dist/plume.js';
import { countGetters, identity, linkProgram, makeCanvas, ortho, readPixels } from '/tests/browser/page_helpers.js';
import { composerParts, threeStage } from '/tests/browser/three_stage.js';

const SIZE = 96;
const CELL = 6; // checkerboard squares, pixels
const HALF_WIDTH = 2; // the particle: a square of 4 world units in a 10-unit view, 38.4 pixels across, at the centre
const EXACT = { antialias: false, preserveDrawingBuffer: true, alpha: false };

/** A SIZE × SIZE black-and-white checkerboard texture (nearest, clamped): the game's scene colour. */
function checkerTexture(gl) {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const v = (Math.floor(x / CELL) + Math.floor(y / CELL)) % 2 ? 255 : 0;
      pixels.set([v, v, 255 - v, 255], (y * SIZE + x) * 4);
    }
  }
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, SIZE, SIZE, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  for (const [name, value] of [[gl.TEXTURE_MIN_FILTER, gl.NEAREST], [gl.TEXTURE_MAG_FILTER, gl.NEAREST],
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE], [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE]]) gl.texParameteri(gl.TEXTURE_2D, name, value);
  gl.bindTexture(gl.TEXTURE_2D, null);
  return texture;
}

/** The game's frame: the checkerboard over the whole canvas, drawn with a program of its own. */
function gameDrawer(gl, texture) {
  const program = linkProgram(gl, 'attribute vec2 p;varying vec2 v;void main(){v=p*0.5+0.5;gl_Position=vec4(p,0.0,1.0);}',
    'precision mediump float;varying vec2 v;uniform sampler2D t;void main(){gl_FragColor=texture2D(t,v);}', { p: 0 });
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  return () => {
    gl.useProgram(program);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.disable(gl.BLEND);
    gl.disable(gl.DEPTH_TEST);
    gl.viewport(0, 0, SIZE, SIZE);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  };
}

/** Pixels that differ between two images, inside the particle's square (1 px margin kept out) and outside it;
 *  insideSwapped: pixels inside where the checkerboard's colour (yellow or blue: red above blue or not) differs. */
function compare(a, b) {
  const lo = SIZE / 2 - HALF_WIDTH * SIZE / 10, hi = SIZE / 2 + HALF_WIDTH * SIZE / 10;
  let inside = 0, outside = 0, insidePixels = 0, insideSwapped = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      const differs = a.pixels[i] !== b.pixels[i] || a.pixels[i + 1] !== b.pixels[i + 1] || a.pixels[i + 2] !== b.pixels[i + 2];
      const inX = x + 1 > lo && x < hi, inY = y + 1 > lo && y < hi;
      if (x >= lo + 1 && x < hi - 1 && y >= lo + 1 && y < hi - 1) {
        insidePixels++;
        if (differs) inside++;
        if ((a.pixels[i] > a.pixels[i + 2]) !== (b.pixels[i] > b.pixels[i + 2])) insideSwapped++;
      } else if (!(inX && inY) && differs) outside++;
    }
  }
  return { inside, insidePixels, insideSwapped, outside };
}

/**
 * A checkerboard the game drew, and over it one particle of a layer with `distortion` (options.strength;
 * null: the field left out) on `sim`, rendered with render's colorTexture (the checkerboard's texture) unless
 * options.noColor. Returns how many pixels differ from the checkerboard inside the particle and outside it, the
 * warnings said over three renders, the GL error, getters and draw calls of the later frames, and the frame's pixels.
 */
export async function checker(options = {}) {
  const { webgl = 1, sim = 'gpu', strength = 16, noColor = false, hostState, texture: art } = options;
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext(webgl === 2 ? 'webgl2' : 'webgl', EXACT);
  const scene = checkerTexture(gl);
  const drawGame = gameDrawer(gl, scene);
  const plume = await createPlume({ gl, ...(hostState ? { hostState } : {}) });
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => { warnings.push(args.join(' ')); };
  try {
    const layer = { sim, rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: HALF_WIDTH * 2, color: ['#ffffff'], depthTest: false,
      ...(strength !== null ? { distortion: strength } : {}), ...(art ? { texture: art } : {}) };
    plume.createEffect({ layers: [layer] }).play([0, 0, 0]);
    plume.step(16);
    drawGame();
    const reference = readPixels(gl);
    const frame = () => {
      drawGame();
      plume.render(identity(), ortho(-5, 5, -5, 5), noColor ? undefined : { colorTexture: scene });
    };
    frame();
    const getters = countGetters(gl);
    let draws = 0;
    const instanced = webgl === 2 ? ['drawElementsInstanced', 'drawArraysInstanced'] : [];
    const counted = {};
    for (const name of ['drawElements', 'drawArrays', ...instanced]) {
      counted[name] = gl[name];
      gl[name] = function (...args) { draws++; return counted[name].apply(this, args); };
    }
    const angle = webgl === 1 ? gl.getExtension('ANGLE_instanced_arrays') : null;
    const angleDraws = angle ? ['drawElementsInstancedANGLE', 'drawArraysInstancedANGLE'].map((name) => [name, angle[name]]) : [];
    for (const [name, original] of angleDraws) angle[name] = function (...args) { draws++; return original.apply(this, args); };
    getters.on = true;
    draws = 0;
    plume.render(identity(), ortho(-5, 5, -5, 5), noColor ? undefined : { colorTexture: scene }); // Plume's calls only
    const plumeDraws = draws;
    getters.on = false;
    getters.uninstall();
    for (const name of Object.keys(counted)) gl[name] = counted[name];
    for (const [name, original] of angleDraws) angle[name] = original;
    frame();
    const image = readPixels(gl);
    return { ...compare(image, reference), warnings, glError: gl.getError(), getters: getters.total,
      gettersByName: getters.byName, draws: plumeDraws, pixels: Array.from(image.pixels) };
  } finally {
    console.warn = warn;
    plume.destroy();
  }
}

/** What render refuses as a colorTexture (the messages), and that a refused render left the next one working. */
export async function badColorTextures() {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext('webgl', EXACT);
  const other = makeCanvas(8, 8).getContext('webgl');
  const plume = await createPlume({ gl });
  plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6, speed: [0, 0], distortion: 8 }] }).play([0, 0, 0]);
  const deleted = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, deleted);
  gl.deleteTexture(deleted);
  const cube = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_CUBE_MAP, cube);
  gl.bindTexture(gl.TEXTURE_CUBE_MAP, null);
  // a framebuffer whose colour is the texture handed over: a feedback loop
  const target = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, target);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 8, 8, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  gl.bindTexture(gl.TEXTURE_2D, null);
  const framebuffer = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, target, 0);
  const messages = [];
  const attempt = (value) => {
    try {
      plume.render(identity(), ortho(-5, 5, -5, 5), { colorTexture: value });
      messages.push(null);
    } catch (error) {
      messages.push(String(error));
    }
  };
  attempt(target);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  for (const value of [42, 'texture', {}, { isTexture: true }, other.createTexture(), deleted, cube]) attempt(value);
  attempt(checkerTexture(gl)); // a good one after the refusals
  const glError = gl.getError();
  plume.destroy();
  return { messages, glError };
}

/**
 * three.js: a checkerboard plane (MeshBasicMaterial) behind a distorting particle, drawn by `path`: 'pass'
 * (RenderPass, PlumePass, OutputPass) or 'object' (PlumeObject in the scene, straight to the canvas). Returns the
 * pixel differences between the frame with the particle playing and the same frame without it.
 */
export async function threeChecker(path, webglVersion = 2) {
  void webglVersion; // three.js is WebGL 2 only
  const { THREE, renderer, plume, scene } = await threeStage(SIZE, null);
  const { EffectComposer, RenderPass, OutputPass, PlumeObject, PlumePass } = await composerParts();
  const data = new Uint8Array(16 * 16 * 4);
  for (let i = 0; i < 256; i++) {
    const v = ((i % 16) + Math.floor(i / 16)) % 2 ? 255 : 0;
    data.set([v, v, 255 - v, 255], i * 4);
  }
  const checkers = new THREE.DataTexture(data, 16, 16);
  checkers.magFilter = checkers.minFilter = THREE.NearestFilter;
  checkers.needsUpdate = true;
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(10, 10), new THREE.MeshBasicMaterial({ map: checkers }));
  scene.add(plane);
  const camera = new THREE.OrthographicCamera(-5, 5, 5, -5, 0.1, 100);
  camera.position.set(0, 0, 10);
  camera.updateMatrixWorld();
  const object = new PlumeObject(plume);
  scene.add(object);
  let composer = null;
  if (path === 'pass') {
    object.draws = false;
    composer = new EffectComposer(renderer);
    composer.setPixelRatio(1);
    composer.setSize(SIZE, SIZE);
    composer.addPass(new RenderPass(scene, camera));
    composer.addPass(new PlumePass(plume, scene, camera));
    composer.addPass(new OutputPass());
  }
  const effect = plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: HALF_WIDTH * 2,
    distortion: 16, depthTest: false }] });
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => { warnings.push(args.join(' ')); };
  const gl = renderer.getContext();
  try {
    const draw = () => (composer ? composer.render() : renderer.render(scene, camera));
    draw();
    const reference = readPixels(gl);
    effect.play([0, 0, 1]);
    plume.step(16);
    draw();
    draw();
    const image = readPixels(gl);
    return { ...compare(image, reference), warnings, glError: gl.getError() };
  } finally {
    console.warn = warn;
    plume.destroy();
    renderer.dispose();
  }
}

/** The checkerboard drawn with clears alone (scissored): on Plume's own canvas the page changes no state Plume keeps. */
function clearChecker(gl) {
  gl.enable(gl.SCISSOR_TEST);
  for (let y = 0; y < SIZE; y += CELL) {
    for (let x = 0; x < SIZE; x += CELL) {
      const v = (x / CELL + y / CELL) % 2 ? 1 : 0;
      gl.scissor(x, y, CELL, CELL);
      gl.clearColor(v, v, 1 - v, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
  }
  gl.disable(gl.SCISSOR_TEST);
}

/** Plume's own canvas: the page's checkerboard displaced by a distorting layer (copied by Plume), with or without hdr. */
export async function ownCanvas({ webgl = 1, hdr = false } = {}) {
  const canvas = makeCanvas(SIZE, SIZE);
  const plume = await createPlume({ canvas, contextAttributes: EXACT, hdr, webgl });
  const gl = canvas.getContext(webgl === 2 ? 'webgl2' : 'webgl');
  const drawGame = () => clearChecker(gl);
  try {
    plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: HALF_WIDTH * 2, distortion: 16,
      depthTest: false }] }).play([0, 0, 0]);
    plume.step(16);
    drawGame();
    const reference = readPixels(gl);
    drawGame();
    plume.render(identity(), ortho(-5, 5, -5, 5));
    drawGame();
    plume.render(identity(), ortho(-5, 5, -5, 5));
    const image = readPixels(gl);
    return { ...compare(image, reference), glError: gl.getError(), path: plume.hdr };
  } finally {
    plume.destroy();
  }
}


/**
 * The game's texture on unit 2 and its active unit, read after a distorting render under `hostState`: Plume binds the
 * scene's colour on unit 2 and must put the game's back.
 */
export async function unit2Kept(hostState, webgl = 1) {
  const canvas = makeCanvas(SIZE, SIZE);
  const gl = canvas.getContext(webgl === 2 ? 'webgl2' : 'webgl', EXACT);
  const scene = checkerTexture(gl);
  const plume = await createPlume({ gl, hostState });
  try {
    plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6, speed: [0, 0], distortion: 8, depthTest: false }] }).play([0, 0, 0]);
    plume.step(16);
    const mine = gl.createTexture();
    gl.activeTexture(gl.TEXTURE2);
    gl.bindTexture(gl.TEXTURE_2D, mine);
    gl.activeTexture(gl.TEXTURE3);
    plume.render(identity(), ortho(-5, 5, -5, 5), { colorTexture: scene });
    plume.render(identity(), ortho(-5, 5, -5, 5), { colorTexture: scene });
    const active = gl.getParameter(gl.ACTIVE_TEXTURE) - gl.TEXTURE0;
    gl.activeTexture(gl.TEXTURE2);
    const kept = hostState === 'reset' ? gl.getParameter(gl.TEXTURE_BINDING_2D) === null : gl.getParameter(gl.TEXTURE_BINDING_2D) === mine;
    return { active, kept, glError: gl.getError() };
  } finally {
    plume.destroy();
  }
}
