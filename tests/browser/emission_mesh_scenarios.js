// Scenarios of emission_mesh.test.mjs: layers whose shape is a mesh ({ type: 'mesh', mesh }), on every sim, and
// PlumeObject's emitFrom. Each returns the particles' birth positions (world space) for the test to check.
import { setup } from '/tests/browser/scenarios.js';
import { quadObj } from '/web/art.js';

// Two separated triangles in the plane z = 0: A (area 0.5) at x in [0, 1], B (area 1.5, 3× A's) at x in [5, 8].
export const TWO = [0, 0, 0, 1, 0, 0, 0, 1, 0, 5, 0, 0, 8, 0, 0, 5, 1, 0];
const TWO_OBJ = 'v 0 0 0\nv 1 0 0\nv 0 1 0\nv 5 0 0\nv 8 0 0\nv 5 1 0\nf 1 2 3\nf 4 5 6\n';

async function withPlume(run) {
  const { plume } = await setup('webgl1', 32, { seed: 5 });
  try {
    return await run(plume);
  } finally {
    plume.destroy();
  }
}

// The effects made on the Plume (plume.createEffect calls, recorded): PlumeObject's derived effects among them.
function recordEffects(plume) {
  const effects = [];
  const create = plume.createEffect.bind(plume);
  plume.createEffect = (...args) => {
    const effect = create(...args);
    effects.push(effect);
    return effect;
  };
  return effects;
}

// A mesh layer's particles where they are shown: its kind's positions (every play of the effect's layer 0)
function meshPositions(plume, effect) {
  const positions = plume.kindPositions(Object.values(effect.kinds)[0]);
  return Array.from({ length: positions.length / 3 }, (_, i) => [positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]]);
}

function cpuPositions(system) {
  const { positions, count } = system.particles;
  return Array.from({ length: count }, (_, i) => [positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]]);
}

const layerOf = (sim, mesh, extra = {}) => ({
  sim, rate: 0, burst: 3000, life: 10000, speed: 0, gravity: [0, 0, 0], shape: { type: 'mesh', mesh },
  ...(sim === 'mesh' ? { mesh: quadObj(), size: 0.05 } : { texture: 'plume:glow', size: 0.05 }), ...extra,
});

/** A 'cpu' or 'mesh' layer emitting from TWO ({ positions }, { positions, indices } or OBJ text), played at `at`. */
export async function births(sim, form, at = [0, 0, 0], seed = 9) {
  return withPlume(async (plume) => {
    const mesh = form === 'obj' ? TWO_OBJ : form === 'indexed' ? { positions: new Float32Array(TWO), indices: [0, 1, 2, 3, 4, 5] }
      : { positions: TWO };
    const effect = plume.createEffect({ layers: [layerOf(sim, mesh)] });
    effect.play(at, { seed });
    plume.step(1);
    const points = sim === 'cpu' ? cpuPositions(effect.systems[0]) : meshPositions(plume, effect);
    // the same seed again: the same points (seeks stay exact)
    effect.play(at, { seed });
    plume.step(1);
    const again = sim === 'cpu' ? cpuPositions(effect.systems[0]) : meshPositions(plume, effect).slice(points.length);
    return { points, again };
  });
}

/** normal: true: a mesh layer with speed leaves along the triangles' normal (+z here). */
export async function normals(sim) {
  return withPlume(async (plume) => {
    const effect = plume.createEffect({ layers: [layerOf(sim, { positions: TWO }, {
      burst: 200, speed: 1, shape: { type: 'mesh', mesh: { positions: TWO }, normal: true, angle: 0 } })] });
    effect.play([0, 0, 0], { seed: 3 });
    plume.step(1);
    if (sim === 'cpu') return Array.from(effect.systems[0].particles.velocities.slice(0, 3 * 200));
    return null;
  });
}

/** What each refused mesh says. */
export async function refusals() {
  return withPlume(async (plume) => {
    const message = (desc) => {
      try {
        plume.createEffect(desc);
        return 'accepted';
      } catch (error) {
        return error.message;
      }
    };
    return {
      gpu: message({ layers: [{ sim: 'gpu', shape: { type: 'mesh', mesh: { positions: TWO } } }] }),
      index: message({ layers: [layerOf('cpu', { positions: TWO, indices: [0, 1, 9] })] }),
      meshIndex: message({ layers: [layerOf('mesh', { positions: TWO, indices: [0, 1, 9] })] }),
      flat: message({ layers: [layerOf('cpu', { positions: [0, 0, 0, 1, 1, 1, 2, 2, 2] })] }),
      flatSystem: (() => {
        try {
          plume.addSystem({ shape: { type: 'mesh', mesh: { positions: [0, 0, 0, 1, 1, 1, 2, 2, 2] } } });
          return 'accepted';
        } catch (error) {
          return error.message;
        }
      })(),
      missing: message({ layers: [{ sim: 'cpu', shape: { type: 'mesh' } }] }),
      obj: message({ layers: [layerOf('mesh', 'v 0 0 0\nf 1 2 3\n')] }),
      many: message({ layers: [layerOf('cpu', 'v 0 0 0\nv 1 0 0\nv 0 1 0\n' + 'f 1 2 3\n'.repeat(65537))] }),
    };
  });
}

/**
 * PlumeObject.play(effect, target, { emitFrom: mesh }): a three.js mesh of TWO, moved and turned; the particles must
 * be born on it in the world. `skinned`: a SkinnedMesh whose one bone moves it. Returns the points and the mesh's
 * world matrix.
 */
export async function emitFrom(sim, targetIsMesh, skinned = false) {
  const THREE = await import('three');
  const { PlumeObject } = await import('/web/dist/plume_three.js');
  return withPlume(async (plume) => {
    const effects = recordEffects(plume); // PlumeObject derives an effect on the mesh: its latest play's system
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(TWO, 3));
    let mesh;
    const holder = new THREE.Group();
    holder.position.set(0, 5, -2);
    holder.rotation.set(0.3, 0.7, 0);
    let bone = null;
    if (skinned) {
      geometry.setAttribute('skinIndex', new THREE.Uint16BufferAttribute(new Array(24).fill(0), 4));
      geometry.setAttribute('skinWeight', new THREE.Float32BufferAttribute(Array.from({ length: 6 }, () => [1, 0, 0, 0]).flat(), 4));
      mesh = new THREE.SkinnedMesh(geometry, new THREE.MeshBasicMaterial());
      bone = new THREE.Bone();
      mesh.add(bone);
    } else {
      mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial());
    }
    mesh.position.set(2, 0, 1);
    mesh.scale.set(2, 2, 2);
    holder.add(mesh);
    const scene = new THREE.Scene();
    scene.add(holder);
    scene.updateMatrixWorld(true);
    if (skinned) {
      mesh.bind(new THREE.Skeleton([bone]));
      bone.position.set(0, 0, 3); // the pose: every vertex 3 along the mesh's z (in its space)
      scene.updateMatrixWorld(true);
      mesh.skeleton.update();
    }
    const particles = new PlumeObject(plume);
    scene.add(particles);
    const effect = plume.createEffect({ layers: [layerOf(sim, { positions: [0, 0, 0, 1, 0, 0, 0, 1, 0] })] });
    // a play's mesh particles: what its kind shows beyond what it showed before (the plays share the kind)
    const shown = () => (sim === 'mesh' ? plume.kindPositions(Object.values(effect.kinds)[0]).length / 3 : 0);
    const play = () => {
      const before = shown();
      const instance = particles.play(effect, targetIsMesh ? mesh : [1, 2, 3], { emitFrom: mesh, seed: 4 });
      plume.step(1);
      const derived = effects.findLast((e) => e.playing);
      return { instance, points: sim === 'cpu' ? cpuPositions(derived.systems[0]) : meshPositions(plume, effect).slice(before) };
    };
    const first = play();
    const matrixBefore = Array.from(mesh.matrixWorld.elements);
    const second = play(); // unmoved: the same derived effect, the same points
    mesh.position.x += 10; // moved: born where it is now
    scene.updateMatrixWorld(true);
    if (skinned) mesh.skeleton.update();
    const third = play();
    const refused = (() => {
      try {
        particles.play(plume.createEffect({ layers: [{ sim: 'gpu' }] }), [0, 0, 0], { emitFrom: mesh });
        return 'accepted';
      } catch (error) {
        return error.message;
      }
    })();
    return { first: first.points, second: second.points, third: third.points, matrix: Array.from(mesh.matrixWorld.elements),
      matrixBefore,
      alive: first.instance.alive, originalPlays: effect.instances, refused };
  });
}
