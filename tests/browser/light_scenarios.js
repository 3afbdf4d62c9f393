// Scenarios of lights.test.mjs: a layer's `light` reported by plume.lights() on every sim, and PlumeObject driving
// three.js PointLights from it (a wall lit by an explosion beside it).
import { createPlume } from '/web/dist/plume.js';
import { makeCanvas } from '/tests/browser/page_helpers.js';
import { threeStage } from '/tests/browser/three_stage.js';
import { quadObj } from '/web/art.js';

const FLASH = { color: [1, 0.5, 0.25], intensity: [[0, 0], [0.1, 8], [1, 0]], range: 6 };
const BY_SIM = {
  gpu: { sim: 'gpu' },
  cpu: { sim: 'cpu' },
  mesh: { sim: 'mesh', mesh: quadObj(0, 0, 1) },
};

/** An explosion (a burst living 1000 ms, its light flashing) of `sim` at [2, 3, 4] with the layer 1 unit up: what
 *  plume.lights() says at 50, 100 and 550 ms, and after its end; the instance's end; every max refused. */
export async function explosionLights(sim) {
  const plume = await createPlume({ canvas: makeCanvas(16, 16) });
  const boom = plume.createEffect({ layers: [
    { ...BY_SIM[sim], rate: 0, burst: 12, life: 1000, speed: [0, 0], position: [0, 1, 0], light: FLASH },
    { ...BY_SIM[sim], rate: 10, life: 300, duration: 200 }, // unlit
  ] });
  const before = plume.lights();
  const instance = boom.play([2, 3, 4]);
  const at = [];
  for (const ms of [50, 50, 450]) {
    plume.step(ms);
    at.push(plume.lights());
  }
  let steps = 0;
  while (instance.alive && steps++ < 200) plume.step(16);
  const after = plume.lights();
  const refused = [-1, 1.5, '8', 65, NaN, null].map((max) => {
    try {
      plume.lights(max);
      return 'accepted';
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  });
  plume.destroy();
  return { before, at, after, ended: !instance.alive, refused };
}

/** Lights brightest first, bounded by max; a looping fire's light stays; a standalone emitter's and system's too. */
export async function brightestFirst() {
  const plume = await createPlume({ canvas: makeCanvas(16, 16) });
  const made = [];
  for (let i = 0; i < 5; i++) {
    const e = plume.createEmitter({ rate: 10, loop: true, light: { intensity: i + 1, color: '#ff8000' } });
    e.setPosition([i, 0, 0]);
    made.push(e);
  }
  const system = plume.addSystem({ rate: 10, position: [0, 2, 0], light: { intensity: 10, range: [2, 4] } });
  system.setTransform([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 0, 0, 1]);
  const fire = plume.createEffect({ layers: [{ sim: 'cpu', rate: 20, loop: true, light: { intensity: [1, 3], color: [1, 0.6, 0.2] } }] });
  fire.play([0, 0, -5]);
  for (let i = 0; i < 120; i++) plume.step(16);
  const three = plume.lights(3);
  const all = plume.lights(64);
  const none = plume.lights(0);
  plume.destroy();
  return { three, count: all.length, none };
}

/** GL calls made by 1000 calls of plume.lights() with lights playing: every function of the context counted. */
export async function lightsMakeNoGlCalls() {
  const canvas = makeCanvas(16, 16);
  const plume = await createPlume({ canvas });
  const gl = canvas.getContext('webgl');
  plume.createEffect({ layers: [{ rate: 50, loop: true, light: { intensity: 2 } }] }).play([0, 0, 0]);
  plume.step(16);
  plume.render(new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -5, 1]),
    new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, -1, 0, 0, -0.2, 0]));
  let calls = 0;
  const originals = [];
  for (let proto = Object.getPrototypeOf(gl); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (typeof descriptor.value !== 'function' || name === 'constructor' || Object.hasOwn(gl, name)) continue;
      const original = descriptor.value;
      gl[name] = function (...args) { calls++; return original.apply(this, args); };
      originals.push(name);
    }
  }
  let seen = 0;
  for (let i = 0; i < 1000; i++) seen += plume.lights().length;
  const wrapped = originals.length;
  for (const name of originals) delete gl[name];
  plume.destroy();
  return { calls, seen, wrapped };
}

/** createEffect / createEmitter / addSystem with a bad light: the messages. */
export async function badLights() {
  const plume = await createPlume({ canvas: makeCanvas(16, 16) });
  const tries = {
    range: () => plume.createEffect({ layers: [{ light: { intensity: 1, range: -1 } }] }),
    meshRange: () => plume.createEffect({ layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1), light: { intensity: 1, range: 0 } }] }),
    intensity: () => plume.createEffect({ layers: [{ sim: 'cpu', light: { intensity: [[0, 1], [0.5, -2]] } }] }),
    missing: () => plume.createEffect({ layers: [{ light: { color: '#fff' } }] }),
    color: () => plume.createEffect({ layers: [{ light: { intensity: 1, color: [100, 0, 0] } }] }),
    black: () => plume.createEffect({ layers: [{ light: { intensity: 1, color: '#000' } }] }),
    unknown: () => plume.createEffect({ layers: [{ light: { intensity: 1, radius: 3 } }] }),
    notObject: () => plume.createEffect({ layers: [{ light: 4 }] }),
    emitter: () => plume.createEmitter({ light: { intensity: 2e6 } }),
    system: () => plume.addSystem({ light: { intensity: 1, cycle: -5 } }),
  };
  const out = {};
  for (const [name, make] of Object.entries(tries)) {
    try {
      make();
      out[name] = 'accepted';
    } catch (error) {
      out[name] = `${error.name}: ${error.message}`;
    }
  }
  out.lights = plume.lights(); // nothing was made
  plume.destroy();
  return out;
}

/**
 * A grey wall (three's MeshStandardMaterial) lit dimly, an explosion with a light 1 unit in front of it and to the
 * left; the wall's mean brightness on the right half (where no particle is drawn) over frames 0..`frames`, with
 * PlumeObject's lights on (`lights` pool size) or off (0). Also the PointLights it holds, and how many a scene with
 * an unlit effect gets.
 */
export async function litWall(lights) {
  const SIZE = 64;
  const { THREE, renderer, plume, scene } = await threeStage(SIZE);
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  scene.add(new THREE.AmbientLight(0xffffff, 0.3));
  const wall = new THREE.Mesh(new THREE.PlaneGeometry(8, 8), new THREE.MeshStandardMaterial({ color: 0x808080, roughness: 1 }));
  scene.add(wall);
  const camera = new THREE.PerspectiveCamera(60, 1, 0.1, 50);
  camera.position.set(0, 0, 5);
  camera.updateMatrixWorld();
  const object = new PlumeObject(plume, { lights });
  scene.add(object);
  const boom = plume.createEffect({ layers: [{ rate: 0, burst: 8, life: 1000, speed: [0, 0.5], size: [0.2], color: ['#ffaa00'],
    light: { color: '#ffaa66', intensity: [[0, 0], [0.1, 20], [1, 0]], range: 6 } }] });
  const unlit = plume.createEffect({ layers: [{ rate: 20, loop: true, size: [0.1] }] });
  unlit.play([-3, -3, 0.5]);
  renderer.render(scene, camera);
  const poolBefore = object.pointLights.length; // an unlit effect makes no PointLight (no recompile of the scene)
  boom.play([-1.5, 0, 1]);
  const gl = renderer.getContext();
  const wallRight = () => {
    const pixels = new Uint8Array(SIZE * SIZE * 4);
    gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    let sum = 0, n = 0;
    for (let y = 8; y < SIZE - 8; y++) {
      for (let x = SIZE / 2 + 4; x < SIZE - 4; x++) {
        const i = (y * SIZE + x) * 4;
        sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
        n++;
      }
    }
    return sum / n;
  };
  const frames = [];
  for (const ms of [100, 400, 1000]) {
    plume.step(ms);
    renderer.render(scene, camera);
    frames.push(wallRight());
  }
  const pool = object.pointLights.length;
  object.dispose();
  const afterDispose = object.children.length;
  plume.destroy();
  renderer.dispose();
  return { frames, poolBefore, pool, afterDispose };
}
