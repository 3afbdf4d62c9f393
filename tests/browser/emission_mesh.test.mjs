// Emission from a mesh's surface (shape: { type: 'mesh', mesh }) in headless Chromium: 'cpu' and 'mesh' layers' particles
// are born on the mesh's triangles, spread by area, the same for the same seed; gpu layers refuse it by name; and
// PlumeObject.play's emitFrom takes a three.js mesh (and a skinned one) in its world transform at play time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });
const run = scenarioRunner(() => session, '/tests/browser/emission_mesh_scenarios.js');

const EPS = 1e-4;
// Which triangle of TWO (scenarios) a point of the plane z = 0 lies on: 'A', 'B' or null.
function triangleOf([x, y, z]) {
  if (Math.abs(z) > EPS) return null;
  if (x >= -EPS && y >= -EPS && x + y <= 1 + EPS) return 'A';
  if (x >= 5 - EPS && y >= -EPS && (x - 5) / 3 + y <= 1 + EPS) return 'B';
  return null;
}

function checkSpread(points, what) {
  assert.ok(points.length >= 2000, `${what}: particles were born (${points.length})`);
  const counts = { A: 0, B: 0 };
  for (const p of points) {
    const t = triangleOf(p);
    assert.ok(t, `${what}: ${p.map((v) => v.toFixed(4)).join(', ')} lies on a triangle of the mesh`);
    counts[t]++;
  }
  const ratio = counts.B / counts.A;
  assert.ok(ratio > 2.6 && ratio < 3.4, `${what}: the triangle of 3× the area gets about 3× the particles (${counts.B} / ${counts.A} = ${ratio.toFixed(2)})`);
}

// column-major 4x4 inverse applied to a point (affine)
function inverseApply(m, p) {
  const [a, b, c, d, e, f, g, h, i] = [m[0], m[4], m[8], m[1], m[5], m[9], m[2], m[6], m[10]];
  const q = [p[0] - m[12], p[1] - m[13], p[2] - m[14]];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  const inv = [(e * i - f * h), -(b * i - c * h), (b * f - c * e), -(d * i - f * g), (a * i - c * g), -(a * f - c * d),
    (d * h - e * g), -(a * h - b * g), (a * e - b * d)].map((v) => v / det);
  return [0, 1, 2].map((r) => inv[3 * r] * q[0] + inv[3 * r + 1] * q[1] + inv[3 * r + 2] * q[2]);
}

describe('emission from a mesh', () => {
  for (const sim of ['cpu', 'mesh']) {
    for (const form of ['positions', 'indexed', 'obj']) {
      it(`${sim} layer, mesh as ${form}: born on the triangles, spread by area, the same for the same seed`, async () => {
        const { points, again } = await run('births', sim, form, [10, -3, 2]);
        checkSpread(points.map(([x, y, z]) => [x - 10, y + 3, z - 2]), `${sim} ${form}`);
        assert.deepEqual(again, points, 'the same seed: the same points');
      });
    }
  }

  it("cpu: normal: true leaves along the triangle's normal", async () => {
    const velocities = await run('normals', 'cpu');
    for (let i = 0; i < velocities.length; i += 3) {
      assert.ok(Math.abs(velocities[i]) < 1e-4 && Math.abs(velocities[i + 1]) < 1e-4 && Math.abs(velocities[i + 2] - 1) < 1e-4,
        `velocity ${velocities.slice(i, i + 3)} is +z at speed 1`);
    }
  });

  it('refusals name the layer and the mistake; gpu layers say which sims can', async () => {
    const m = await run('refusals');
    assert.match(m.gpu, /layers\[0\].*gpu layers cannot emit from a mesh; use sim: 'cpu' or 'mesh'/);
    assert.match(m.index, /layers\[0\]\W+shape.*index 9/);
    assert.match(m.meshIndex, /layers\[0\]\W+shape.*index 9/);
    // triangles with no area together: the core's table refuses them, in the same words for effects and systems
    assert.equal(m.flat, 'createEffect: layers[0]: shape.mesh has triangles with no area (every one is degenerate)');
    assert.equal(m.flatSystem, 'addSystem: shape.mesh has triangles with no area (every one is degenerate)');
    assert.match(m.missing, /layers\[0\]\W+shape.*mesh/);
    assert.match(m.obj, /line 2/);
    assert.match(m.many, /65537 triangles.*at most 65536/);
  });

  for (const sim of ['cpu', 'mesh']) {
    for (const [targetIsMesh, skinned] of [[true, false], [false, false], [true, true]]) {
      it(`PlumeObject emitFrom (${sim}, at ${targetIsMesh ? 'the mesh' : 'a position'}${skinned ? ', skinned' : ''}): born on the mesh in the world`, async () => {
        const r = await run('emitFrom', sim, targetIsMesh, skinned);
        const local = (points, matrix = r.matrix) => points.map((p) => {
          const q = inverseApply(matrix, p);
          return [q[0], q[1], q[2] - (skinned ? 3 : 0)];
        });
        // r.matrix is the mesh's world transform after it moved (10 along its turned parent's x): the third play,
        // made after the move, is born on the mesh where it is now
        checkSpread(local(r.first, r.matrixBefore), `${sim} emitFrom`);
        checkSpread(local(r.third), `${sim} emitFrom, moved`);
        assert.deepEqual(r.second, r.first, 'an unmoved mesh: the same points for the same seed');
        assert.equal(r.originalPlays, 0, 'the derived effect plays, not the given one');
        assert.match(r.refused, /gpu layers cannot emit from a mesh/);
      });
    }
  }
});
