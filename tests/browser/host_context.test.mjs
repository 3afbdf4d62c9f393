// Plume as a guest in a context the game owns: GL state is left as found, and a three.js scene
// drawn around Plume in one WebGL 2 context shows exactly the pixels of a three.js-only frame.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

// Runs in the page: sets unusual host state, calls each Plume method, diffs the state after each.
async function stateAfterEachCall([setup, hostState, vertexArrays = true]) {
  const { helpers, art, plume: api } = window;
  const canvas = helpers.makeCanvas(64, 64);
  const contextType = setup === 'webgl2' ? 'webgl2' : 'webgl';
  const gl = canvas.getContext(contextType, { antialias: false, preserveDrawingBuffer: true });
  const webgl2 = contextType === 'webgl2';

  // a host that has its own program, buffers, attributes with divisors, textures and odd state
  const program = helpers.linkProgram(gl, 'attribute vec4 p; attribute vec4 q; void main(){ gl_Position = p + q; }',
    'precision mediump float; void main(){ gl_FragColor = vec4(1.0); }');
  gl.useProgram(program);
  if (webgl2) {
    gl.bindVertexArray(gl.createVertexArray());
  } else if (setup === 'webgl+vao') { // a WebGL 1 engine drawing from OES_vertex_array_object
    const ext = gl.getExtension('OES_vertex_array_object');
    ext.bindVertexArrayOES(ext.createVertexArrayOES());
  }
  const hostBuffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, hostBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(64), gl.STATIC_DRAW);
  for (const i of [0, 3, 5]) {
    gl.enableVertexAttribArray(i);
    gl.vertexAttribPointer(i, 2, gl.FLOAT, false, 16, 8);
  }
  const divisor = webgl2 ? (i, d) => gl.vertexAttribDivisor(i, d)
    : (i, d) => gl.getExtension('ANGLE_instanced_arrays').vertexAttribDivisorANGLE(i, d);
  divisor(3, 2);
  divisor(5, 1);
  const elements = gl.createBuffer();
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, elements);
  const otherBuffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, otherBuffer);
  const textures = [gl.createTexture(), gl.createTexture()];
  gl.activeTexture(gl.TEXTURE0);
  gl.bindTexture(gl.TEXTURE_2D, textures[0]);
  gl.activeTexture(gl.TEXTURE3);
  gl.bindTexture(gl.TEXTURE_2D, textures[1]);
  gl.enable(gl.BLEND);
  gl.blendFuncSeparate(gl.SRC_COLOR, gl.DST_ALPHA, gl.ONE, gl.ZERO);
  gl.blendEquationSeparate(gl.FUNC_SUBTRACT, gl.FUNC_ADD);
  gl.enable(gl.DEPTH_TEST);
  gl.depthFunc(gl.GREATER);
  gl.depthMask(false);
  gl.enable(gl.CULL_FACE);
  gl.cullFace(gl.FRONT);
  gl.viewport(3, 5, 40, 30);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, true);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  const reference = helpers.snapshotState(gl);

  const report = {};
  const check = async (label, call) => {
    const result = await call();
    report[label] = helpers.diffState(reference, helpers.snapshotState(gl));
    return result;
  };
  const plume = await check('createPlume', () => api.createPlume({ gl, hostState, vertexArrays }));
  const texture = await check('loadTexture', async () => plume.loadTexture(await art.glowTexturePng({ size: 60 })));
  await check('defineParticle', () => plume.defineParticle('boom', { ...art.explosionObj(), texture }));
  await check('spawn', () => { for (let i = 0; i < 40; i++) plume.spawn('boom', [i % 5, 0, -3]); });
  await check('step', () => plume.step(100));
  const view = helpers.identity();
  const projection = helpers.perspective(1, 1, 0.1, 50);
  await check('render (first: uploads everything)', () => plume.render(view, projection));
  await check('render (steady)', () => { plume.step(16); plume.render(view, projection); });
  await check('render (after new spawns)', () => { plume.spawn('boom', [0, 0, -2]); plume.render(view, projection); });
  await check('restoreContext', () => plume.restoreContext());
  await check('render (after restoreContext)', () => plume.render(view, projection));
  const drew = plume.stats.drawCalls;
  await check('destroy', () => plume.destroy());
  return { report, drew, glError: gl.getError() };
}

describe('GL state of a host context', () => {
  for (const [type, hostState, vertexArrays] of [['webgl', 'track'], ['webgl+vao', 'track'], ['webgl2', 'track'], ['webgl', 'query'],
    ['webgl+vao', 'query'], ['webgl2', 'query'], ['webgl', 'track', false], ['webgl+vao', 'track', false],
    ['webgl+vao', 'query', false], ['webgl2', 'track', false]]) {
    it(`is unchanged after every call (${type}, hostState '${hostState}'${vertexArrays === false ? ', no vertex arrays' : ''})`, async () => {
      const { report, drew, glError } = await session.page.evaluate(stateAfterEachCall, [type, hostState, vertexArrays]);
      assert.equal(drew, 1, 'Plume really drew');
      for (const [call, differences] of Object.entries(report)) {
        assert.deepEqual(differences, [], `${call} changed host state: ${differences.join('; ')}`);
      }
      assert.equal(glError, 0, 'no GL error left for the host to find');
    });
  }
});

describe('three.js in the same WebGL 2 context', () => {
  it('draws exactly the pixels of a three.js-only frame after Plume has drawn', async () => {
    const result = await session.page.evaluate(async () => {
      const THREE = await import('three');
      const { helpers, art, plume: api } = window;
      const canvas = helpers.makeCanvas(96, 96);
      const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
      renderer.setPixelRatio(1);
      renderer.setSize(96, 96, false);
      const gl = renderer.getContext();
      const scene = new THREE.Scene();
      scene.background = new THREE.Color(0x102030);
      const camera = new THREE.PerspectiveCamera(60, 1, 0.1, 100);
      camera.position.set(0, 1, 5);
      camera.lookAt(0, 0, 0);
      // textured, lit, transparent and depth-tested objects: much state for Plume to disturb
      const data = new Uint8Array(16 * 16 * 4).map((_, i) => ((i >> 2) % 7) * 36);
      const texture = new THREE.DataTexture(data, 16, 16);
      texture.needsUpdate = true;
      scene.add(new THREE.Mesh(new THREE.BoxGeometry(1.5, 1.5, 1.5), new THREE.MeshStandardMaterial({ map: texture })));
      const glass = new THREE.Mesh(new THREE.SphereGeometry(1, 24, 16),
        new THREE.MeshBasicMaterial({ color: 0x44ff88, transparent: true, opacity: 0.4 }));
      glass.position.set(1.2, 0.3, 1);
      scene.add(glass);
      scene.add(new THREE.AmbientLight(0xffffff, 0.4));
      const light = new THREE.DirectionalLight(0xffffff, 1.5);
      light.position.set(2, 3, 4);
      scene.add(light);

      renderer.render(scene, camera);
      const threeOnly = helpers.readPixels(gl);

      const plume = await api.createPlume({ gl });
      const glow = await plume.loadTexture(await art.glowTexturePng());
      plume.defineParticle('boom', { ...art.explosionObj(), texture: glow, startSize: 0.5, endSize: 2, depthTest: true });
      for (let i = 0; i < 12; i++) plume.spawn('boom', [i % 4 - 1.5, Math.floor(i / 4) - 1, 0]);
      plume.step(200);

      renderer.render(scene, camera);
      plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements);
      const withParticles = helpers.readPixels(gl);
      renderer.render(scene, camera); // three.js again, trusting its cached state
      const afterPlume = helpers.readPixels(gl);
      plume.render(camera.matrixWorldInverse.elements, camera.projectionMatrix.elements);
      renderer.render(scene, camera);
      const secondRound = helpers.readPixels(gl);
      plume.destroy();
      renderer.render(scene, camera);
      const afterDestroy = helpers.readPixels(gl);
      return {
        changedByParticles: helpers.maxDifference(threeOnly, withParticles),
        afterPlume: helpers.maxDifference(threeOnly, afterPlume),
        secondRound: helpers.maxDifference(threeOnly, secondRound),
        afterDestroy: helpers.maxDifference(threeOnly, afterDestroy),
        webgl2: gl instanceof WebGL2RenderingContext,
      };
    });
    assert.equal(result.webgl2, true, 'three.js made a WebGL 2 context');
    assert.ok(result.changedByParticles > 50, 'Plume drew visible particles into the three.js frame');
    assert.equal(result.afterPlume, 0, 'three.js frame after Plume');
    assert.equal(result.secondRound, 0, 'three.js frame after a second Plume render');
    assert.equal(result.afterDestroy, 0, 'three.js frame after Plume was destroyed');
  });
});
