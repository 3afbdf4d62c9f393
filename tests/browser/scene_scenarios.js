// Scenes for tests/browser/scene.test.mjs: Plume inside a game's 3D scene (issue 15) — particles hidden
// by what the scene drew in front of them, with depth testing on by default on every path.
import { setup } from '/tests/browser/scenarios.js';
import { clear, countGetters, depthTarget, drawOpaque, identity, linkProgram, lookAt, ortho, readPixels } from '/tests/browser/page_helpers.js';
import { quadObj } from '/web/art.js';

const SIZE = 32;

/** The game's opaque wall: a quad over the left half of the view at NDC depth `z` (nearer than 0),
 *  drawn with the game's own program, writing depth. */
function drawWall(gl, z = -0.5) {
  const program = linkProgram(gl, 'attribute vec2 p; uniform float z; void main() { gl_Position = vec4(p, z, 1.0); }',
    'precision mediump float; void main() { gl_FragColor = vec4(0.0, 0.0, 1.0, 1.0); }');
  gl.useProgram(program);
  gl.uniform1f(gl.getUniformLocation(program, 'z'), z);
  drawOpaque(gl, program, [-1, -1, 0, -1, -1, 1, 0, 1]);
  gl.deleteProgram(program);
}

/** On Plume's own canvas the game's draws would confuse its state cache: the scene's depth is a
 *  depth clear of the left half instead (what a wall at that depth leaves). */
function clearLeftDepth(gl, depth) {
  const mask = gl.getParameter(gl.DEPTH_WRITEMASK);
  gl.depthMask(true);
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(0, 0, SIZE / 2, SIZE);
  gl.clearDepth(depth);
  gl.clear(gl.DEPTH_BUFFER_BIT);
  gl.clearDepth(1);
  gl.disable(gl.SCISSOR_TEST);
  gl.depthMask(mask);
}

/** Each way of making particles, made full-view and white, with `depthTest` as given (undefined: the default). */
function makeEach(plume, depthTest) {
  const extra = depthTest === undefined ? {} : { depthTest };
  const layer = { rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [12], ...extra };
  const effects = {
    gpu: () => plume.createEffect({ layers: [{ sim: 'gpu', ...layer }] }).play([0, 0, 0]),
    cpu: () => plume.createEffect({ layers: [{ sim: 'cpu', ...layer }] }).play([0, 0, 0]),
    mesh: () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), ...layer }] }).play([0, 0, 0]),
    kind: () => {
      plume.defineParticle(`wall${depthTest}`, { mesh: quadObj(0, 0, 12), startSize: 1, endSize: 1, maxAge: 1e6, spin: false, ...extra });
      plume.spawn(`wall${depthTest}`, [0, 0, 0]);
    },
    emitter: () => plume.createEmitter({ rate: 0, burst: 1, life: 1e6, loop: false, speed: [0, 0], size: [12], ...extra }),
    system: () => plume.addSystem({ rate: 0, burst: 1, life: [1e6, 1e6], velocity: [0, 0, 0], velocityRandom: [0, 0, 0],
      size: [12, 12], color: ['#ffffffff'], ...extra }),
  };
  return effects;
}

/**
 * For every way of making particles: the left half of the view is the game's wall (blue, nearer than
 * the particles), the right half open. Returns the pixel in each half per way.
 */
export async function hiddenByTheScene(mode, depthTest) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const guest = mode !== 'webgl1';
  const results = {};
  try {
    for (const [name, make] of Object.entries(makeEach(plume, depthTest))) {
      const made = make();
      plume.step(16);
      clear(gl);
      if (guest) drawWall(gl);
      else clearLeftDepth(gl, 0.25);
      plume.render(identity(), ortho(-5, 5, -5, 5));
      const { pixels } = readPixels(gl);
      const at = (x, y) => Array.from(pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
      results[name] = { wall: at(8, 16), open: at(24, 16), drawCalls: plume.stats.drawCalls };
      // one at a time: remove what was made
      if (made?.kill) made.kill();
      else if (made?.destroy) made.destroy();
      else if (made?.remove) made.remove();
      else plume.step(2e6); // the kind's instance dies
    }
  } finally {
    plume.destroy();
  }
  return results;
}

/** A canvas made without a depth buffer: the first frame that draws warns once that nothing can hide particles. */
export async function noDepthBuffer() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 16;
  const gl = canvas.getContext('webgl', { depth: false });
  const { createPlume } = await import('/web/dist/plume.js');
  const plume = await createPlume({ gl });
  const warnings = [];
  const warn = console.warn;
  console.warn = (message) => warnings.push(String(message));
  try {
    plume.render(identity(), ortho(-5, 5, -5, 5)); // nothing drawn yet: nothing said
    plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6 }] }).play([0, 0, 0]);
    plume.step(16);
    for (let i = 0; i < 3; i++) plume.render(identity(), ortho(-5, 5, -5, 5));
  } finally {
    console.warn = warn;
    plume.destroy();
  }
  return warnings;
}

/**
 * A flat quad (4 units, modelled in the XY plane) drawn as a kind and as a mesh layer, with billboard
 * 'none', 'camera' and 'axis', seen from the side (+x: the XY plane edge-on) and from 45° above the front.
 * Returns lit pixels and the lit box's height in pixels per (way, billboard, view).
 */
export async function facingMeshes(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const views = { side: lookAt([10, 0, 0]), above: lookAt([0, 10, 10]) };
  const results = {};
  try {
    for (const billboard of ['none', 'camera', 'axis']) {
      const makers = {
        kind: () => {
          plume.defineParticle(`flat-${billboard}`, { mesh: quadObj(0, 0, 4), startSize: 1, endSize: 1, maxAge: 1e6, spin: false,
            billboard });
          plume.spawn(`flat-${billboard}`, [0, 0, 0]);
          return null;
        },
        layer: () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1, life: 1e6,
          size: [4], billboard }] }).play([0, 0, 0]),
      };
      for (const [way, make] of Object.entries(makers)) {
        const made = make();
        plume.step(16);
        for (const [name, view] of Object.entries(views)) {
          clear(gl);
          plume.render(view, ortho(-5, 5, -5, 5));
          const { pixels } = readPixels(gl);
          let lit = 0, top = -1, bottom = SIZE;
          for (let y = 0; y < SIZE; y++) {
            for (let x = 0; x < SIZE; x++) {
              if (pixels[(y * SIZE + x) * 4] > 60) { lit++; top = Math.max(top, y); bottom = Math.min(bottom, y); }
            }
          }
          results[`${way} ${billboard} ${name}`] = { lit, height: lit ? top - bottom + 1 : 0 };
        }
        if (made) made.kill();
        else plume.step(2e6);
      }
    }
  } finally {
    plume.destroy();
  }
  return results;
}

/**
 * Full-view white half-alpha particles 5 units in front of the camera, for each sim and blend, rendered with linear
 * fog (near 0, far 10: smoothstep gives 0.5 there), exp² fog (density 0.1: 1 - e^-0.25), and none. Red fog.
 */
export async function fogged(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const view = identity();
  view[14] = -5;
  const results = {};
  try {
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      for (const blend of ['alpha', 'additive', 'premultiplied', 'additive-ignore-alpha']) {
        // half alpha: the premultiplied term (the fog's colour times alpha) shows
        const layer = { sim, blend, rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [12], color: ['#ffffff80'] };
        if (sim === 'mesh') layer.mesh = quadObj(0, 0, 1);
        const instance = plume.createEffect({ layers: [layer] }).play([0, 0, 0]);
        plume.step(16);
        const shot = (options) => {
          clear(gl);
          plume.render(view, ortho(-5, 5, -5, 5), options);
          const { pixels } = readPixels(gl);
          const at = (16 * SIZE + 16) * 4;
          return Array.from(pixels.slice(at, at + 3));
        };
        results[`${sim} ${blend}`] = {
          linear: shot({ fog: { color: '#ff0000', near: 0, far: 10 } }),
          exp2: shot({ fog: { color: [1, 0, 0], density: 0.1 } }),
          none: shot(),
        };
        instance.kill();
      }
    }
    const attempt = (call) => { try { call(); return 'ok'; } catch (error) { return `${error.name}: ${error.message}`; } };
    results.errors = {
      both: attempt(() => plume.render(view, ortho(-5, 5, -5, 5), { fog: { near: 1, far: 2, density: 1 } })),
      order: attempt(() => plume.render(view, ortho(-5, 5, -5, 5), { fog: { near: 5, far: 2 } })),
      unknown: attempt(() => plume.render(view, ortho(-5, 5, -5, 5), { fogg: {} })),
      color: attempt(() => plume.render(view, ortho(-5, 5, -5, 5), { fog: { color: 'red' } })),
    };
  } finally {
    plume.destroy();
  }
  return results;
}

/** Plume's own canvas: after a render depth writes are back on (a game's depth clear works), and a game's
 *  depthMask(true) between frames does not make particles write depth (they would hide each other). */
export async function ownCanvasDepthWrites() {
  const { gl, plume } = await setup('webgl1', SIZE, { seed: 1 });
  try {
    const make = (name, color, z) => {
      plume.defineParticle(name, { mesh: quadObj(0, 0, 6), startSize: 1, endSize: 1, maxAge: 1e6, spin: false,
        startColor: color, fade: 'none' });
      plume.spawn(name, [0, 0, z]);
    };
    make('red', '#ff0000', 1);   // nearer the camera
    make('green', '#00ff00', -1); // behind it, drawn after it (definition order)
    plume.step(16);
    const centre = () => {
      clear(gl); // colour and depth, as a game clears its frame
      plume.render(identity(), ortho(-5, 5, -5, 5));
      const { pixels } = readPixels(gl);
      return Array.from(pixels.slice((16 * SIZE + 16) * 4, (16 * SIZE + 16) * 4 + 3));
    };
    const first = centre();
    const writesAfter = gl.getParameter(gl.DEPTH_WRITEMASK);
    gl.depthMask(true); // the game draws its own things with depth writes
    const second = centre();
    gl.clearDepth(0); // a near depth everywhere: the particles are hidden
    gl.clearColor(0, 0, 0, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    gl.clearDepth(1);
    plume.render(identity(), ortho(-5, 5, -5, 5));
    const hidden = Array.from(readPixels(gl).pixels.slice((16 * SIZE + 16) * 4, (16 * SIZE + 16) * 4 + 3));
    return { first, writesAfter, second, hidden };
  } finally {
    plume.destroy();
  }
}

/** Textures from images a game already holds (an <img>, a canvas, an ImageBitmap, ImageData, a three.js
 *  Texture) draw the same pixels as the same picture's PNG bytes; images Plume cannot read say why. */
export async function texturesFromImages(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  // a 4×4 picture: left half orange, right half teal (so a flip or a swap of channels shows)
  const picture = new OffscreenCanvas(4, 4);
  const g = picture.getContext('2d');
  g.fillStyle = '#ff8000';
  g.fillRect(0, 0, 2, 4);
  g.fillStyle = '#00c0a0';
  g.fillRect(2, 0, 2, 4);
  const png = await picture.convertToBlob({ type: 'image/png' });
  const pngUrl = URL.createObjectURL(png);
  const img = new Image();
  img.src = pngUrl;
  const element = document.createElement('canvas');
  element.width = element.height = 4;
  element.getContext('2d').drawImage(picture, 0, 0);
  const sources = {
    png: () => png,
    img: () => img,
    canvas: () => element,
    offscreenCanvas: () => picture,
    imageBitmap: () => createImageBitmap(picture),
    imageData: () => g.getImageData(0, 0, 4, 4),
    threeTexture: () => ({ isTexture: true, image: element }), // what a THREE.Texture looks like to Plume
  };
  const frames = {};
  const attempt = async (call) => { try { await call(); return 'ok'; } catch (error) { return `${error.name}: ${error.message}`; } };
  try {
    for (const [name, make] of Object.entries(sources)) {
      const texture = await plume.loadTexture(await make());
      const instance = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), texture, blend: 'alpha',
        rate: 0, burst: 1, life: 1e6, size: [4], color: ['#ffffffff'] }] }).play([0, 0, 0]);
      plume.step(16);
      clear(gl);
      plume.render(identity(), ortho(-5, 5, -5, 5));
      const { pixels } = readPixels(gl);
      const at = (x, y) => Array.from(pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
      frames[name] = { left: at(13, 16), right: at(19, 16) };
      instance.kill();
    }
    const broken = new Image();
    broken.src = 'data:image/png;base64,AAAA';
    const big = new OffscreenCanvas(5000, 8);
    const errors = {
      broken: await attempt(() => plume.loadTexture(broken)),
      empty: await attempt(() => plume.loadTexture(new OffscreenCanvas(0, 0))),
      tooBig: await attempt(() => plume.loadTexture(big)),
      textureWithoutImage: await attempt(() => plume.loadTexture({ isTexture: true, image: null })),
      number: await attempt(() => plume.loadTexture(42)),
    };
    return { frames, errors };
  } finally {
    URL.revokeObjectURL(pngUrl);
    plume.destroy();
  }
}

// A white square of a gpu layer (additive) and one of a cpu layer (alpha) filling the view at depth 5, `soft` wide.
function playSoftSquares(plume, soft) {
  const layer = { rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [12], color: ['#ffffff'], soft };
  plume.createEffect({ layers: [{ sim: 'gpu', ...layer, blend: 'additive' }, { sim: 'cpu', ...layer, blend: 'alpha' }] })
    .play([0, 0, -5]);
}

/**
 * The floor the depth-texture scenarios' game draws: a plane whose view depth goes from 3 at the left edge to 7 at
 * the right under ortho(-5, 5, -5, 5) (near -100, far 100: view depth d is NDC z d / 100), crossing particles at
 * depth 5 in the middle column. Returns draw(framebuffer): bound, cleared, the floor drawn (writing depth).
 */
function slantedFloor(gl) {
  const program = linkProgram(gl, 'attribute vec2 p; void main() { gl_Position = vec4(p, (5.0 + 2.0 * p.x) / 100.0, 1.0); }',
    'precision mediump float; void main() { gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0); }');
  return (framebuffer) => {
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.viewport(0, 0, SIZE, SIZE);
    clear(gl);
    drawOpaque(gl, program, [-1, -1, 1, -1, -1, 1, 1, 1]);
  };
}

/**
 * Soft particles. The game draws a floor into its render target — a plane whose view depth goes from 3 at
 * the left edge to 7 at the right, crossing the particles (full-view, white, at depth 5) in the middle —
 * with a depth texture; Plume then draws every way of making particles with `soft` (0: hard) and that
 * depth texture, into the same target ('attached': Plume must detach the texture for the draw) or onto the
 * canvas ('separate': a depth pre-pass). Returns each way's red channel along the middle row, left to right,
 * and what was said on the console.
 */
export async function softParticles(mode, soft, placement = 'attached', withDepth = true, volume = undefined) {
  // 'webgl1batched': a game's WebGL 1 context, Plume told not to instance
  const batched = mode === 'webgl1batched';
  const { gl, plume } = await setup(batched ? 'webgl1guest' : mode, SIZE, { seed: 1, ...(batched ? { instancing: false } : {}) });
  const { depth, framebuffer } = depthTarget(gl, SIZE);
  const floor = slantedFloor(gl);
  const drawFloor = () => {
    floor(framebuffer);
    if (placement === 'separate') {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      clear(gl);
    }
  };
  const layer = { rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [12], color: ['#ffffff'], soft, ...(volume === undefined ? {} : { volume }) };
  const at = [0, 0, -5];
  const allWays = {
    gpu: () => plume.createEffect({ layers: [{ sim: 'gpu', ...layer, blend: 'additive' }] }).play(at),
    cpu: () => plume.createEffect({ layers: [{ sim: 'cpu', ...layer, blend: 'alpha' }] }).play(at),
    mesh: () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), ...layer, blend: 'premultiplied' }] }).play(at),
    kind: () => {
      plume.defineParticle(`soft${soft}`, { mesh: quadObj(0, 0, 12), startSize: 1, endSize: 1, maxAge: 1e6, spin: false,
        blend: 'additive-ignore-alpha', soft });
      plume.spawn(`soft${soft}`, at);
    },
    emitter: () => {
      const emitter = plume.createEmitter({ rate: 0, burst: 1, life: 1e6, loop: false, speed: [0, 0], size: [12],
        color: ['#ffffff'], blend: 'alpha', soft, ...(volume === undefined ? {} : { volume }) });
      emitter.setPosition(at);
      return emitter;
    },
    system: () => plume.addSystem({ rate: 0, burst: 1, life: [1e6, 1e6], velocity: [0, 0, 0], velocityRandom: [0, 0, 0],
      position: at, size: [12, 12], color: ['#ffffffff'], blend: 'premultiplied', soft, ...(volume === undefined ? {} : { volume }) }),
  };
  // volume: the sims that have it (a mesh has its own depth)
  const ways = volume === undefined ? allWays
    : Object.fromEntries(Object.entries(allWays).filter(([name]) => !['mesh', 'kind'].includes(name)));
  const rows = {};
  const warnings = [];
  const hostTexture = gl.createTexture(); // the game's, on unit 1 during Plume's render
  gl.bindTexture(gl.TEXTURE_2D, hostTexture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  gl.bindTexture(gl.TEXTURE_2D, null);
  const warn = console.warn;
  console.warn = (message) => warnings.push(String(message));
  try {
    for (const [name, make] of Object.entries(ways)) {
      const made = make();
      plume.step(16);
      drawFloor();
      // the game's texture on unit 1 and its active unit 3: Plume binds the depth on unit 1, and puts both back
      gl.activeTexture(gl.TEXTURE1);
      gl.bindTexture(gl.TEXTURE_2D, hostTexture);
      gl.activeTexture(gl.TEXTURE3);
      plume.render(identity(), ortho(-5, 5, -5, 5), withDepth ? { depthTexture: depth } : undefined);
      if (gl.getParameter(gl.ACTIVE_TEXTURE) !== gl.TEXTURE3) throw new Error(`${name}: the active texture unit changed`);
      gl.activeTexture(gl.TEXTURE1);
      if (gl.getParameter(gl.TEXTURE_BINDING_2D) !== hostTexture) throw new Error(`${name}: texture unit 1 was not put back`);
      gl.activeTexture(gl.TEXTURE0);
      const error = gl.getError();
      if (error) throw new Error(`${name}: GL error ${error} after render`);
      if (placement === 'attached' &&
        gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) !== depth) throw new Error(`${name}: the depth texture was not attached again`);
      const { pixels } = readPixels(gl);
      rows[name] = Array.from({ length: SIZE }, (_, x) => pixels[(16 * SIZE + x) * 4]);
      if (made?.kill) made.kill();
      else if (made?.destroy) made.destroy();
      else if (made?.remove) made.remove();
      else plume.step(2e6);
    }
  } finally {
    console.warn = warn;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    plume.destroy();
  }
  return { rows, warnings };
}

/**
 * Order: additive fire (orange) at z = +1.5 and alpha smoke (grey, alpha 0.8) at z = -1.5, overlapping in
 * the view, seen from +z (the fire in front) and from -z (the smoke in front). The smoke's and the fire's
 * sims as given; `smokeOrder`: the smoke's play renderOrder; `setOrder`: then set on the instance. Returns
 * the centre pixel from each side, and stats.
 */
export async function smokeAndFire(mode, smokeSim, fireSim, smokeOrder = undefined, setOrder = undefined) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const layer = (sim, extra) => ({ sim, rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [6], ...extra,
    ...(sim === 'mesh' ? { mesh: quadObj(0, 0, 1), billboard: 'camera' } : {}) });
  const fire = plume.createEffect({ layers: [layer(fireSim, { color: ['#ff8000'], blend: 'additive' })] });
  const smoke = plume.createEffect({ layers: [layer(smokeSim, { color: ['#808080cc'], blend: 'alpha' })] });
  const results = {};
  try {
    // the smoke is played first: collection order alone would draw it first from both sides
    const smokeInstance = smoke.play([0, 0, -1.5], smokeOrder === undefined ? {} : { renderOrder: smokeOrder });
    fire.play([0, 0, 1.5]);
    if (setOrder !== undefined) smokeInstance.renderOrder = setOrder;
    plume.step(16);
    for (const [side, eye] of [['fireInFront', [0, 0, 10]], ['smokeInFront', [0, 0, -10]]]) {
      clear(gl);
      plume.render(lookAt(eye), ortho(-5, 5, -5, 5));
      const { pixels } = readPixels(gl);
      const at = (16 * SIZE + 16) * 4;
      results[side] = Array.from(pixels.slice(at, at + 3));
    }
    results.renderOrder = smokeInstance.renderOrder;
  } finally {
    plume.destroy();
  }
  return results;
}

/** A camera at (0, 0, 10) looking at a playing effect, given its world matrix instead of its view (`wrong`),
 *  or its view. Returns what was said on the console over three frames. */
export async function cameraWorldMatrix(wrong) {
  const { plume } = await setup('webgl1', SIZE, { seed: 1 });
  const warnings = [];
  const warn = console.warn;
  console.warn = (message) => warnings.push(String(message));
  try {
    plume.createEffect({ layers: [{ rate: 0, burst: 1, life: 1e6 }] }).play([0, 0, 0]);
    plume.step(16);
    const view = identity();
    view[14] = wrong ? 10 : -10;
    for (let i = 0; i < 59; i++) plume.render(view, ortho(-5, 5, -5, 5));
    warnings.push(`after 59: ${warnings.length}`); // a camera turned away for a moment is not a mistake
    for (let i = 0; i < 60; i++) plume.render(view, ortho(-5, 5, -5, 5));
  } finally {
    console.warn = warn;
    plume.destroy();
  }
  return warnings;
}

/** The messages of soft particles' and renderOrder's mistakes. */
export async function depthAndOrderErrors() {
  const { plume } = await setup('webgl1', SIZE, { seed: 1 });
  const other = document.createElement('canvas').getContext('webgl2');
  const messages = {};
  const attempt = (label, call) => {
    try { call(); messages[label] = 'no error'; } catch (error) { messages[label] = `${error.name}: ${error.message}`; }
  };
  try {
    const v = identity();
    const p = ortho(-5, 5, -5, 5);
    attempt('object', () => plume.render(v, p, { depthTexture: {} }));
    attempt('three', () => plume.render(v, p, { depthTexture: { isTexture: true, isDepthTexture: true } }));
    attempt('other context', () => plume.render(v, p, { depthTexture: other.createTexture() }));
    attempt('near alone', () => plume.render(v, p, { near: 1, far: 10 }));
    attempt('far <= near', () => plume.render(v, p, { depthTexture: other.createTexture(), near: 5, far: 5 }));
    attempt('layer soft', () => plume.createEffect({ layers: [{ soft: -1 }] }));
    attempt('kind soft', () => plume.defineParticle('k', { mesh: quadObj(0, 0, 1), soft: NaN }));
    const gpu = plume.createEffect({ layers: [{ rate: 0, burst: 1 }] });
    attempt('play renderOrder', () => gpu.play([0, 0, 0], { renderOrder: 1.5 }));
    const mesh = plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 1 }] });
    attempt('mesh renderOrder', () => mesh.play([0, 0, 0], { renderOrder: 2 }));
    attempt('mesh effect renderOrder', () => plume.createEffect({ renderOrder: 1, layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1) }] }));
    attempt('kind renderOrder', () => plume.defineParticle('k2', { mesh: quadObj(0, 0, 1), renderOrder: 'last' }));
    const instance = gpu.play([0, 0, 0]);
    attempt('set renderOrder', () => { instance.renderOrder = 'front'; });
  } finally {
    plume.destroy();
  }
  return messages;
}

/**
 * Two instances of one alpha layer (all its plays are one draw): the first played 1 s before the second, so
 * it has faded from white to grey; the first at z = +1.5, the second at z = -1.5. Seen from +z and from -z,
 * the nearer must cover the farther. Returns the centre pixel from each side.
 */
export async function instancesOfOneLayer(mode, sim, sort = undefined) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const effect = plume.createEffect({ layers: [{ sim, rate: 0, burst: 1, life: 2000, speed: [0, 0], size: sim === 'mesh' ? [6, 6] : [6],
    color: ['#ffffffcc', '#000000cc'], blend: 'alpha', ...(sort === undefined ? {} : { sort }),
    ...(sim === 'mesh' ? { mesh: quadObj(0, 0, 1), billboard: 'camera' } : {}) }] });
  const results = {};
  try {
    effect.play([0, 0, 1.5]);
    plume.step(1000);
    effect.play([0, 0, -1.5]);
    plume.step(1);
    for (const [side, eye] of [['olderInFront', [0, 0, 10]], ['youngerInFront', [0, 0, -10]]]) {
      clear(gl);
      plume.render(lookAt(eye), ortho(-5, 5, -5, 5));
      const { pixels } = readPixels(gl);
      results[side] = pixels[(16 * SIZE + 16) * 4];
    }
    results.drawCalls = plume.stats.drawCalls;
  } finally {
    plume.destroy();
  }
  return results;
}

/**
 * What a frame with a depth texture costs the game (issue: soft particles stalled three's composer every frame).
 * The game draws the floor into its target with an attached depth texture; Plume draws a soft gpu and a soft cpu
 * layer (`soft`: true) or hard ones into that target with the depth texture, 20 frames after a first. Counts GL
 * getters and attachment changes over those frames; the middle row's red channel of the last.
 */
export async function depthFrameCost(mode, soft) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const { depth, framebuffer } = depthTarget(gl, SIZE);
  const floor = slantedFloor(gl);
  playSoftSquares(plume, soft ? 1 : 0);
  const getters = countGetters(gl);
  const attachments = { count: 0 };
  const attach = gl.framebufferTexture2D;
  gl.framebufferTexture2D = function (...args) {
    if (getters.on) attachments.count++;
    return attach.apply(this, args);
  };
  const frame = () => {
    floor(framebuffer);
    getters.on = counting; // Plume's calls only
    plume.step(16);
    plume.render(identity(), ortho(-5, 5, -5, 5), { depthTexture: depth });
    getters.on = false;
  };
  let counting = false;
  try {
    frame();
    counting = true;
    for (let i = 0; i < 20; i++) frame();
    const attachedAfter = gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) === depth;
    const glError = gl.getError();
    const { pixels } = readPixels(gl);
    const row = Array.from({ length: SIZE }, (_, x) => pixels[(16 * SIZE + x) * 4]);
    return { getters: getters.total, byName: getters.byName, attachments: attachments.count, attachedAfter, glError, row };
  } finally {
    getters.uninstall();
    delete gl.framebufferTexture2D;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    plume.destroy();
  }
}

/**
 * The game changes its target's depth between frames, as engines do (a second depth texture, a renderbuffer, the
 * first again; WebGL 2: another read framebuffer bound): 'track' follows each change without asking WebGL. Each
 * frame's GL error, what is attached after it, and whether the soft layers faded into the floor; getters counted.
 */
export async function depthTargetChanges(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const webgl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext;
  const { depth: first, framebuffer } = depthTarget(gl, SIZE);
  const second = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, second);
  for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER]) gl.texParameteri(gl.TEXTURE_2D, p, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, webgl2 ? gl.DEPTH_COMPONENT24 : gl.DEPTH_COMPONENT, SIZE, SIZE, 0, gl.DEPTH_COMPONENT,
    gl.UNSIGNED_INT, null);
  const renderbuffer = gl.createRenderbuffer();
  gl.bindRenderbuffer(gl.RENDERBUFFER, renderbuffer);
  gl.renderbufferStorage(gl.RENDERBUFFER, gl.DEPTH_COMPONENT16, SIZE, SIZE);
  const other = gl.createFramebuffer();
  const floor = slantedFloor(gl);
  playSoftSquares(plume, 1);
  const getters = countGetters(gl);
  const attachedDepth = () => {
    const type = gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE);
    const name = gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME);
    return name === first ? 'first' : name === second ? 'second' : type === gl.RENDERBUFFER ? 'renderbuffer' : String(type);
  };
  const frames = [];
  const frame = (name, attach, depthTexture, readOther = false) => {
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    attach();
    floor(framebuffer);
    if (readOther) gl.bindFramebuffer(gl.READ_FRAMEBUFFER, other);
    const before = getters.total;
    getters.on = true;
    plume.step(16);
    plume.render(identity(), ortho(-5, 5, -5, 5), { depthTexture });
    getters.on = false;
    const asked = getters.total - before;
    if (readOther) gl.bindFramebuffer(gl.READ_FRAMEBUFFER, framebuffer);
    const glError = gl.getError();
    const { pixels } = readPixels(gl);
    const row = Array.from({ length: SIZE }, (_, x) => pixels[(16 * SIZE + x) * 4]);
    frames.push({ name, glError, asked, attached: attachedDepth(), faded: row.filter((v) => v > 20 && v < 235).length >= 6 });
  };
  const attachTexture = (texture) => () => gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.TEXTURE_2D, texture, 0);
  try {
    frame('first', () => {}, first);
    frame('first again', () => {}, first);
    frame('second', attachTexture(second), second);
    frame('renderbuffer', () => gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, renderbuffer), second);
    frame('first back', attachTexture(first), first);
    if (webgl2) frame('another read framebuffer', () => {}, first, true);
    return { frames, getters: getters.total, byName: getters.byName };
  } finally {
    getters.uninstall();
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    plume.destroy();
  }
}

/**
 * A game's hooked draw call throws in the middle of Plume's soft frame (a debugging wrapper, an engine's
 * assertion): Plume detached the depth texture for its draws; after the exception the game's target has its depth
 * again. Returns what render threw and what is attached after.
 */
export async function depthAfterHostThrow(mode) {
  const { gl, plume } = await setup(mode, SIZE, { seed: 1 });
  const { depth, framebuffer } = depthTarget(gl, SIZE);
  const floor = slantedFloor(gl);
  playSoftSquares(plume, 1);
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'];
  let armed = false;
  for (const name of names) {
    const original = gl[name];
    if (typeof original !== 'function') continue;
    gl[name] = function (...args) {
      if (armed) {
        armed = false;
        throw new Error('the game\'s hook threw');
      }
      return original.apply(this, args);
    };
  }
  try {
    floor(framebuffer);
    plume.step(16);
    armed = true;
    let thrown = 'nothing';
    try {
      plume.render(identity(), ortho(-5, 5, -5, 5), { depthTexture: depth });
    } catch (error) {
      thrown = error.message;
    }
    const attached = gl.getFramebufferAttachmentParameter(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.FRAMEBUFFER_ATTACHMENT_OBJECT_NAME) === depth;
    return { thrown, attached };
  } finally {
    for (const name of names) delete gl[name];
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    plume.destroy();
  }
}
