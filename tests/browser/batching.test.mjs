// Every play of a 'gpu' layer is a member of one emitter group (issue 14): one draw call for all of
// them (instanced; a few batches without instancing), 64 bytes uploaded per play and none in a frame
// without plays, the picture each play would draw as an emitter of its own, ends reported by the core.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';
import { maxDifference } from './pixels.mjs';
import { readFileSync } from 'node:fs';

// plays one batch holds without instancing (the records go as uniforms)
const GROUP_COPIES = Number(/#define PLUME_GROUP_COPIES (\d+)/.exec(readFileSync(new URL('../../src/gl/gl_pipeline_emitter.c', import.meta.url), 'utf8'))[1]);

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/batching_scenarios.js');
const MODES = ['webgl1', 'noInstancing', 'webgl2', 'webgl1guest', 'noVertexArrays', 'noInstancingNoVertexArrays'];

describe('plays of a gpu layer drawn together', () => {
  it('a steady frame sends only what changed: no uniform the program already holds, no attribute pointers again', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const r = await run('steadyFrameCalls', mode);
      const total = (calls) => Object.values(calls).reduce((a, b) => a + b, 0);
      const uniforms = (calls) => Object.entries(calls).filter(([name]) => name.startsWith('uniform')).map(([name, n]) => `${name} ${n}`);
      // the group's clock is the one uniform every frame sends (its records' times count from it)
      assert.deepEqual(uniforms(r.steady), ['uniform2f 1'], `${mode}: a still camera's frame sends no per-frame uniform again`);
      assert.equal(r.steady.vertexAttribPointer, undefined, `${mode}: the group's records stay pointed at in its vertex array`);
      assert.equal(r.steady.enable, undefined, `${mode}: the depth test left on between frames on Plume's own canvas`);
      assert.ok(total(r.steady) <= 8, `${mode}: ${total(r.steady)} GL calls in a steady frame: ${JSON.stringify(r.steady)}`);
      // a moved camera: the view-projection, the fog's depth row and the group's settings (they hold the camera)
      assert.equal(r.moved.uniformMatrix4fv, 1, `${mode}: the moved camera's view-projection sent`);
      assert.equal(r.moved.uniform4fv, 2, `${mode}: and the fog's depth row and the group's settings`);
      assert.ok(r.lit > 100, `${mode}: the moved frame draws the plays (${r.lit} lit)`);
    }
  });

  it('draw what each play would draw as an emitter of its own, through seeks, stops and time scales, in a call per time scale', async () => {
    const pictures = {};
    for (const mode of MODES) {
      const { frames, instancing } = await run('groupMatchesEmitters', mode);
      pictures[mode] = frames.map((f) => f.grouped.image);
      frames.forEach((frame, i) => {
        const lit = frame.grouped.image.pixels.filter((v, k) => k % 4 === 0 && v > 40).length;
        assert.ok(lit > 200, `${mode} frame ${i}: particles drawn (${lit} lit)`);
        const diff = maxDifference(frame.grouped.image, frame.alone.image);
        assert.ok(diff <= 3, `${mode} frame ${i}: the group's picture is each emitter's (max difference ${diff})`);
        if (i === 0) assert.ok(frame.alone.draws >= 5, `${mode}: five emitters, a draw or two each (${frame.alone.draws})`);
        // a group per (layer, loop, time scale): five plays at three time scales are three draws
        // (later frames: a group whose plays all ended draws nothing)
        if (i === 0) assert.equal(frame.grouped.draws, 3, `${mode}: five plays at time scales 1, 0.5 and 2, three draws`);
        assert.ok(frame.grouped.draws <= 3, `${mode} frame ${i}: ${frame.grouped.draws} draws`);
        assert.equal(frame.grouped.stats, frame.grouped.draws);
        assert.equal(frame.grouped.instanced, instancing ? frame.grouped.draws : 0, mode);
      });
    }
    for (const mode of MODES.slice(1)) {
      pictures[mode].forEach((picture, i) => assert.equal(maxDifference(picture, pictures.webgl1[i]), 0,
        `${mode} frame ${i}: the same pixels as instanced WebGL 1`));
    }
  });

  it('one draw for 500 plays (instanced) or PLUME_GROUP_COPIES plays a batch; 64 bytes uploaded per play, none in a frame without', async () => {
    for (const mode of ['webgl1', 'webgl2', 'noInstancing']) {
      const r = await run('drawsAndUploads', mode, 500);
      assert.equal(r.particles, 500 * 56, `${mode}: every particle counted`);
      const draws = r.instancing ? 1 : Math.ceil(500 / GROUP_COPIES);
      assert.equal(r.idle.draws, draws, `${mode}: draw calls`);
      assert.equal(r.idle.statsDraws, draws);
      if (r.instancing) {
        assert.ok(r.first.uploaded >= 500 * 64, `${mode}: the first frame sends every record (${r.first.uploaded} bytes)`);
        assert.equal(r.idle.uploaded, 0, `${mode}: a frame without plays uploads nothing`);
        assert.equal(r.idle.bufferBytes, 0, `${mode}: WebGL saw no upload`);
        assert.equal(r.threePlays.uploaded, 3 * 64, `${mode}: three plays, 64 bytes each`);
        assert.equal(r.threePlays.bufferBytes, 3 * 64);
      } else {
        assert.equal(r.idle.bufferBytes, 0, `${mode}: records go as uniforms, no buffer upload`);
      }
    }
  });

  it('end by themselves at the step an emitter of their own ends, each once, freeing what they made', async () => {
    for (const mode of ['webgl1', 'noInstancing']) {
      const r = await run('endsByPoll', mode);
      assert.equal(r.made, 300);
      assert.equal(r.mismatchCount, 0, `${mode}: ${JSON.stringify(r.mismatches)}`);
      assert.equal(r.ended, 300, `${mode}: onEnd once each`);
      assert.equal(r.instances, 0);
      assert.equal(r.statsInstances, 0);
      assert.equal(r.emitters, 0, `${mode}: the members were freed`);
    }
  });

  it('a member moved once its particles are out is drawn on its own with its path; destroying the effect frees the group', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const r = await run('movingMembers', mode);
      assert.equal(r.before.draws, 1, `${mode}: three plays, one draw`);
      assert.equal(r.after.draws, 2, `${mode}: the moved one on its own`);
      assert.ok(r.after.oldPlace > 40, `${mode}: particles born before the move stay where they were born`);
      assert.ok(r.after.newPlace > 40, `${mode}: new ones start at the new place`);
      assert.ok(r.after.early > 40 && r.after.earlyOld === 0, `${mode}: moved before its first particle: only the new place`);
      assert.ok(r.after.still > 40);
      assert.match(r.textureWhileUsed, /^PlumeError: destroyTexture: .*effect/, mode);
      assert.deepEqual(r.gone, { emitters: 0, alive: [false, false, false] });
      assert.equal(r.textureAfter, 'ok');
    }
  });

  it('end when they should under pressure: onEnd that plays again, a member the game may not destroy; loop far out in time', async () => {
    for (const mode of ['webgl1', 'noInstancing']) {
      const r = await run('endsUnderPressure', mode);
      assert.deepEqual(r.oneShots, { ended: 60, alive: 0 }, `${mode}: every one-shot play ended once, though onEnd played again`);
      assert.ok(r.litFar > 20, `${mode}: a looping play past 1e9 ms of its own time draws (${r.litFar} lit pixels)`);
      assert.match(r.refused, /^destroy: emitter \d+ plays for an effect instance: stop, seek, move or kill the instance \(the PlumeInstance's/,
        `${mode}: an instance's emitter is its own: destroying it through effect.emitters is refused`);
      assert.equal(r.memberPlaysOn, true, `${mode}: the refused destroy changed nothing`);
      assert.equal(r.emitters, 0, `${mode}: nothing left behind once the instance was killed`);
    }
  });

  it('draw the same picture after the context is lost and restored', async () => {
    for (const mode of ['webgl1', 'noInstancing', 'webgl2']) {
      const { pictures } = await run('groupContextLoss', mode);
      assert.equal(maxDifference(pictures[0], pictures[1]), 0, mode);
    }
  });
});
