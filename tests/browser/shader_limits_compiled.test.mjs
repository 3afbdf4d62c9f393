// Plume's programs as the GPU compiles them, against OpenGL ES 2's minimums: the active uniforms
// (vertex + fragment together, in vec4 slots) within 128 + 16, the active attributes within 8.
// shader_limits.test.mjs checks each stage's declarations from the source; this one asks the
// driver about the programs Plume really links (instanced, batched and emitter).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

describe('compiled programs within OpenGL ES 2 minimums', () => {
  it('counts active uniform vectors and attributes of every program Plume links', async () => {
    const programs = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const out = [];
      for (const instancing of [true, false]) {
        const gl = helpers.makeCanvas(16, 16).getContext('webgl');
        const linked = [];
        const link = gl.linkProgram;
        gl.linkProgram = function linkProgram(program) { linked.push(program); return link.call(gl, program); };
        const plume = await api.createPlume({ gl, instancing });
        plume.defineParticle('q', { mesh: art.quadObj() });
        plume.spawn('q', [0, 0, 0]);
        plume.defineParticle('keyed', { mesh: art.quadObj(), color: ['#ffffff', '#ffffff00'] }); // its own program
        plume.spawn('keyed', [0, 0, 0]);
        if (plume.createEmitter) plume.createEmitter({ rate: 10 });
        plume.step(100);
        plume.render(helpers.identity(), helpers.perspective(1, 1, 0.1, 10));
        delete gl.linkProgram;
        const SLOTS = { [gl.FLOAT]: 1, [gl.FLOAT_VEC2]: 1, [gl.FLOAT_VEC3]: 1, [gl.FLOAT_VEC4]: 1, [gl.INT]: 1,
          [gl.BOOL]: 1, [gl.FLOAT_MAT2]: 2, [gl.FLOAT_MAT3]: 3, [gl.FLOAT_MAT4]: 4, [gl.SAMPLER_2D]: 0 };
        for (const program of linked) {
          if (!gl.getProgramParameter(program, gl.LINK_STATUS)) continue;
          let vectors = 0;
          // less the fragment shaders' own: fog_fragment.glsl's, the texture, a plain kind's uItem[3] (particle.frag's;
          // a keyed kind's uItem[23] is its vertex shader's)
          let vertexVectors = 0;
          const uniforms = [];
          for (let i = 0; i < gl.getProgramParameter(program, gl.ACTIVE_UNIFORMS); i++) {
            const info = gl.getActiveUniform(program, i);
            vectors += (SLOTS[info.type] ?? 4) * info.size;
            const fragment = /^u(Plume|FogColor|Texture)/.test(info.name) || (info.name.startsWith('uItem') && info.size === 3);
            if (!fragment) vertexVectors += (SLOTS[info.type] ?? 4) * info.size;
            uniforms.push(`${info.name}×${info.size}`);
          }
          out.push({ instancing, vectors, vertexVectors, uniforms, attributes: gl.getProgramParameter(program, gl.ACTIVE_ATTRIBUTES) });
        }
        plume.destroy();
      }
      return out;
    });
    console.log(programs.map((p) => `${p.instancing ? 'instanced' : 'batched'} path: ${p.vectors} uniform vectors, ${p.attributes} attributes`).join('\n'));
    assert.ok(programs.length >= 3, `programs linked: ${programs.length}`);
    for (const program of programs) {
      assert.ok(program.vectors <= 128 + 16, `${program.vectors} uniform vectors: ${program.uniforms.join(', ')}`);
      assert.ok(program.attributes <= 8, `${program.attributes} attributes`);
    }
    // the batched fallback is the tightest: 28 instances × 4 vec4 + view-projection + time + camera, the kind's colours
    // and look + fog
    const batched = programs.find((p) => !p.instancing && p.uniforms.some((u) => u.startsWith('uInstances')));
    assert.ok(batched && batched.vectors >= 120, `the batched program really holds its instance array (${batched?.vectors})`);
    // both batched mesh programs (plain and keyed) leave 3 of the vertex shader's 128 spare
    const batchedMesh = programs.filter((p) => !p.instancing && p.uniforms.some((u) => u.startsWith('uInstances')) &&
      p.uniforms.some((u) => u.startsWith('uCamera')));
    assert.equal(batchedMesh.length, 2, `the plain and the keyed batched mesh programs: ${batchedMesh.map((p) => p.uniforms.join(', ')).join(' | ')}`);
    for (const program of batchedMesh) {
      assert.ok(program.vertexVectors <= 125, `${program.vertexVectors} vertex uniform vectors: ${program.uniforms.join(', ')}`);
    }
  });
});
