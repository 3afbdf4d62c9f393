// Scenarios of three_fit.test.mjs: Plume as a three.js game uses it (composer, colour management, renderers).
import { createPlume } from '/web/dist/plume.js';
import { makeCanvas } from '/tests/browser/page_helpers.js';
import { composerParts, threeStage } from '/tests/browser/three_stage.js';

const SIZE = 64;

// A 4 × 4 canvas of one colour: a texture three and Plume both take.
function flatCanvas(css) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 4;
  const context = canvas.getContext('2d');
  context.fillStyle = css;
  context.fillRect(0, 0, 4, 4);
  return canvas;
}

/**
 * The same colour as a three.js mesh (left) and as particles (right: a coloured one, up; a white one with a
 * texture of that colour, down), drawn by `path`: 'object' (PlumeObject to the canvas), 'composer' (RenderPass,
 * PlumePass, OutputPass), 'objectInComposer' (PlumeObject drawn by the composer's RenderPass), 'srgbTarget'
 * (PlumeObject in a render target whose texture is sRGB, read back from it). `blend`: the particles' blend with an
 * alpha of `alpha`, against a mesh of that opacity and three's blending of the same kind. Returns the RGB read at the
 * mesh and at each particle.
 */
export async function sameColour(path, css = '#404040', blend = 'alpha', alpha = 1) {
  const { THREE, canvas, renderer, plume, scene } = await threeStage(SIZE);
  const { EffectComposer, RenderPass, OutputPass, PlumeObject, PlumePass } = await composerParts();
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 10);
  camera.position.set(0, 0, 5);
  camera.updateMatrixWorld();
  const additive = blend !== 'alpha';
  const material = new THREE.MeshBasicMaterial({ color: new THREE.Color(css), transparent: alpha < 1 || additive, opacity: alpha,
    blending: additive ? THREE.AdditiveBlending : THREE.NormalBlending, depthWrite: false });
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(0.8, 1.6), material);
  mesh.position.set(-0.5, 0, 0);
  scene.add(mesh);
  const object = new PlumeObject(plume);
  scene.add(object);
  const texture = await plume.loadTexture(flatCanvas(css));
  const layer = { sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [0.7], blend };
  const a = Math.round(alpha * 255).toString(16).padStart(2, '0');
  object.play(plume.createEffect({ layers: [{ ...layer, color: [css + a] }] }), [0.5, 0.45, 0]);
  object.play(plume.createEffect({ layers: [{ ...layer, color: [`#ffffff${a}`], texture }] }), [0.5, -0.45, 0]);
  plume.step(16);
  let read = null;
  if (path === 'object') renderer.render(scene, camera);
  else if (path === 'srgbTarget') {
    const target = new THREE.WebGLRenderTarget(SIZE, SIZE, { colorSpace: THREE.SRGBColorSpace });
    renderer.setRenderTarget(target);
    renderer.render(scene, camera);
    const pixels = new Uint8Array(SIZE * SIZE * 4);
    renderer.readRenderTargetPixels(target, 0, 0, SIZE, SIZE, pixels);
    renderer.setRenderTarget(null);
    read = (x, y) => Array.from(pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
  } else {
    const composer = new EffectComposer(renderer);
    composer.setPixelRatio(1);
    composer.setSize(SIZE, SIZE);
    composer.addPass(new RenderPass(scene, camera));
    if (path === 'composer') {
      object.draws = false;
      composer.addPass(new PlumePass(plume, scene, camera));
    }
    composer.addPass(new OutputPass());
    composer.render();
  }
  const gl = renderer.getContext();
  const at = (x, y) => {
    const pixel = new Uint8Array(4);
    gl.readPixels(x, y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    return Array.from(pixel.slice(0, 3));
  };
  const get = read ?? at;
  const out = { mesh: get(16, 32), coloured: get(48, 46), textured: get(48, 18) };
  plume.destroy();
  renderer.dispose();
  return out;
}

/**
 * three's WebGPURenderer on its WebGL 2 backend (forceWebGL, as three falls back where WebGPU is missing): a mesh of
 * `css` (left), a particle of `css` (right, top) and a particle half behind a mesh in front of it (right, bottom:
 * its left half hidden). PlumeObject draws them ('object'), or the manual recipe does (plume.render after
 * renderer.render). Returns the RGB read at each place, and what was reported.
 */
export async function webgpuRendererOnWebGL(path, css = '#404040') {
  const THREE = await import('three/webgpu');
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  const canvas = makeCanvas(SIZE, SIZE);
  const renderer = new THREE.WebGPURenderer({ canvas, forceWebGL: true, antialias: false });
  renderer.setPixelRatio(1);
  renderer.setSize(SIZE, SIZE, false);
  await renderer.init();
  const plume = await createPlume({ gl: renderer.backend.gl });
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x000000);
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 10);
  camera.position.set(0, 0, 5);
  camera.updateMatrixWorld();
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(0.8, 1.6), new THREE.MeshBasicMaterial({ color: new THREE.Color(css) }));
  mesh.position.set(-0.5, 0, 0);
  scene.add(mesh);
  const front = new THREE.Mesh(new THREE.PlaneGeometry(0.5, 0.6), new THREE.MeshBasicMaterial({ color: new THREE.Color('#0000ff') }));
  front.position.set(0.25, -0.5, 1); // covers the bottom particle's left half, in front of it
  scene.add(front);
  const object = new PlumeObject(plume);
  object.draws = path === 'object';
  scene.add(object);
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [0.7],
    blend: 'alpha', color: [css] }] });
  object.play(effect, [0.5, 0.5, 0]);
  object.play(effect, [0.5, -0.5, 0]);
  plume.step(16);
  const reported = [];
  const report = globalThis.reportError;
  globalThis.reportError = (error) => reported.push(String(error?.message ?? error));
  let pixels;
  try {
    renderer.render(scene, camera);
    if (path === 'manual') plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements);
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0); // in the task that drew: the drawing buffer is still there
    pixels = context.getImageData(0, 0, SIZE, SIZE).data;
  } finally {
    globalThis.reportError = report;
  }
  const at = (x, y) => Array.from(pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
  const out = { mesh: at(16, 32), particle: at(48, 16), hidden: at(44, 48), shown: at(56, 48), reported };
  plume.destroy();
  renderer.dispose();
  return out;
}

/**
 * A square particle of `color` drawn by PlumePass into an EffectComposer (half-float buffers), then three's
 * UnrealBloomPass with a threshold of 1.5 (luminance: a colour clamped to 1 would not pass it) and OutputPass.
 * Returns the RGB at the centre and at 2, 6 and 10 pixels beyond the particle's right edge.
 */
export async function bloomHalo(color) {
  const size = 96;
  const { THREE, renderer, plume, scene } = await threeStage(size);
  const { EffectComposer, RenderPass, OutputPass, PlumePass } = await composerParts();
  const { UnrealBloomPass } = await import('three/addons/postprocessing/UnrealBloomPass.js');
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 10);
  camera.position.set(0, 0, 5);
  camera.updateMatrixWorld();
  plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [0.5], blend: 'alpha',
    depthTest: false, color: [color] }] }).play([0, 0, 0]);
  plume.step(16);
  const composer = new EffectComposer(renderer); // its buffers are HalfFloatType
  composer.setPixelRatio(1);
  composer.setSize(size, size);
  composer.addPass(new RenderPass(scene, camera));
  composer.addPass(new PlumePass(plume, scene, camera));
  composer.addPass(new UnrealBloomPass(new THREE.Vector2(size, size), 1, 0.4, 1.5));
  composer.addPass(new OutputPass());
  composer.render();
  const gl = renderer.getContext();
  const at = (x, y) => {
    const pixel = new Uint8Array(4);
    gl.readPixels(x, y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    return Array.from(pixel.slice(0, 3));
  };
  const edge = size / 2 + size * 0.25 / 2; // the square spans 0.5 of the 2-unit view: 24 pixels
  const out = { type: composer.renderTarget1.texture.type === THREE.HalfFloatType ? 'half-float' : 'other',
    centre: at(size / 2, size / 2), beyond: [2, 6, 10].map((d) => at(edge + d, size / 2)) };
  plume.destroy();
  renderer.dispose();
  return out;
}
