// Plume in three's WebGPURenderer on WebGPU (issue 30): a WebGPU Plume on three's device, drawn by PlumeObject after
// three submits each render — into the canvas's frame target or a PassNode's, hidden by three's depth.
import { createPlume } from '/web/dist/plume.js';
import { makeCanvas } from '/tests/browser/page_helpers.js';

const SIZE = 128;

/**
 * A particle at (0, 1, 0) seen from (0, 1, 5); options: crate (a grey box in front of it), draws (PlumeObject draws),
 * post (PostProcessing: pass() then bloom), soft (the particle sits on the floor, its layer soft), color.
 * Returns RGB at the centre, beside the particle, and on the floor, and what three and Plume say.
 */
export async function threeWebGpu({ crate = false, draws = true, post = false, soft = 0, color = '#ff8000', intensity = 1 } = {}) {
  const THREE = await import('three/webgpu');
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  const canvas = makeCanvas(SIZE, SIZE);
  const renderer = new THREE.WebGPURenderer({ canvas, antialias: false });
  renderer.setPixelRatio(1);
  renderer.setSize(SIZE, SIZE, false);
  await renderer.init();
  const plume = await createPlume({ device: renderer.backend.device, format: 'rgba16float' });
  const errors = [];
  renderer.backend.device.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x000000);
  const camera = new THREE.PerspectiveCamera(50, 1, 0.1, 100);
  camera.position.set(0, 1, 5);
  camera.lookAt(0, 1, 0);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(20, 20), new THREE.MeshBasicMaterial({ color: 0x204060 }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = soft ? 0.9 : 0;
  scene.add(floor);
  if (crate) {
    const box = new THREE.Mesh(new THREE.BoxGeometry(0.6, 0.6, 0.6), new THREE.MeshBasicMaterial({ color: 0x808080 }));
    box.position.set(0, 1, 2.5);
    scene.add(box);
  }
  const object = new PlumeObject(plume);
  object.draws = draws;
  scene.add(object);
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [1.2],
    blend: 'alpha', color: [intensity > 1 ? [intensity, intensity * 0.5, 0, 1] : color], texture: 'plume:glow', ...(soft ? { soft } : {}) }] });
  object.play(effect, [0, 1, 0]);
  plume.step(16);
  let output = null;
  if (post) {
    const { bloom } = await import('three/addons/tsl/display/BloomNode.js');
    output = new THREE.PostProcessing(renderer);
    const scenePass = THREE.TSL.pass(scene, camera);
    const colour = scenePass.getTextureNode('output');
    output.outputNode = colour.add(bloom(colour, 1.5, 0.2, 0.9));
  }
  const reported = [];
  const report = globalThis.reportError;
  globalThis.reportError = (error) => reported.push(String(error?.message ?? error));
  let pixels;
  try {
    if (output) output.render();
    else renderer.render(scene, camera);
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0); // in the task that drew
    pixels = context.getImageData(0, 0, SIZE, SIZE).data;
  } finally {
    globalThis.reportError = report;
  }
  const at = (x, y) => Array.from(pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
  const row = (y) => Array.from({ length: 5 }, (_, i) => at(64, y - 2 + i));
  const out = { backend: renderer.backend.isWebGPUBackend ? 'webgpu' : 'webgl', centre: at(64, 64), beside: at(100, 64),
    near: at(84, 64), floor: at(64, 120), above: row(58), onFloor: at(64, 66), reported, errors, drawCalls: plume.stats.drawCalls };
  plume.destroy();
  renderer.dispose();
  return out;
}

/** A distorting particle over three's floor edge, PlumeObject drawing on WebGPU: the pixels it changed against the
 *  same frame without Plume, and whether any is the particle's own colour (a distorting layer shows the scene). */
export async function threeDistortion() {
  const THREE = await import('three/webgpu');
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  const canvas = makeCanvas(SIZE, SIZE);
  const renderer = new THREE.WebGPURenderer({ canvas, antialias: false });
  renderer.setPixelRatio(1);
  renderer.setSize(SIZE, SIZE, false);
  await renderer.init();
  const plume = await createPlume({ device: renderer.backend.device, format: 'rgba16float' });
  const errors = [];
  renderer.backend.device.addEventListener('uncapturederror', (event) => errors.push(event.error.message));
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x000000);
  const camera = new THREE.PerspectiveCamera(50, 1, 0.1, 100);
  camera.position.set(0, 1, 5);
  camera.lookAt(0, 1, 0);
  for (let i = 0; i < 6; i++) { // stripes behind the particle: something to displace
    const stripe = new THREE.Mesh(new THREE.PlaneGeometry(0.25, 4), new THREE.MeshBasicMaterial({ color: i % 2 ? 0xffffff : 0x2040ff }));
    stripe.position.set(-0.75 + i * 0.3, 1, -1);
    scene.add(stripe);
  }
  const object = new PlumeObject(plume);
  scene.add(object);
  plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 1, life: 1e6, speed: [0, 0], size: [1.6], distortion: 10,
    texture: 'plume:glow', color: ['#ff00ff'] }] }).play([0, 1, 0]);
  plume.step(16);
  const frame = (draws) => {
    object.draws = draws;
    renderer.render(scene, camera);
    const copy = document.createElement('canvas');
    copy.width = copy.height = SIZE;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0);
    return context.getImageData(0, 0, SIZE, SIZE).data;
  };
  const without = frame(false), withIt = frame(true);
  let changed = 0, magenta = 0;
  for (let i = 0; i < without.length; i += 4) {
    if (Math.abs(without[i] - withIt[i]) + Math.abs(without[i + 2] - withIt[i + 2]) > 60) changed++;
    if (withIt[i] > 200 && withIt[i + 1] < 60 && withIt[i + 2] > 200) magenta++;
  }
  const draws = plume.stats.drawCalls;
  plume.destroy();
  renderer.dispose();
  return { changed, magenta, errors, draws };
}
