// createPlume({ gl, hostState }): what Plume costs and leaves behind in a context the game owns.
//   'track' (default): no getter at all in steady-state frames, the game's state put back exactly;
//   'query': the game's state read back and put back around every call;
//   'reset': nothing read, WebGL's defaults left behind for the game to resync.
// Plus: a caching engine that changes its state between Plume's renders keeps drawing the same
// pixels, two Plumes share one context, and the last destroy() leaves the context as if Plume
// had never met it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => {
  session = await openTestPage();
  await session.page.evaluate(`window.__host = { makeHost: ${makeHost.toString()} }`);
});
after(async () => { await session?.close(); });

// Runs in the page. A small engine that, like three.js, caches the GL state it set and only sets
// what differs from its cache: if Plume left anything changed, its next frame draws wrong pixels.
// It draws two overlapping triangles with different programs, blending, depth and attributes.
function makeHost(type) {
  const { helpers } = window;
  const canvas = helpers.makeCanvas(64, 64);
  const webgl2 = type === 'webgl2';
  const gl = canvas.getContext(webgl2 ? 'webgl2' : 'webgl', { antialias: false, preserveDrawingBuffer: true });
  const vaoExt = type === 'webgl+vao' ? gl.getExtension('OES_vertex_array_object') : null;
  const compile = (vertex, fragment) => helpers.linkProgram(gl, vertex, fragment, { position: 0, shade: 5 });
  const vertex = 'attribute vec3 position; attribute float shade; varying float v; ' +
    'void main(){ v = shade; gl_Position = vec4(position, 1.0); }';
  const programs = [
    compile(vertex, 'precision mediump float; varying float v; void main(){ gl_FragColor = vec4(v, 0.2, 0.1, 0.6); }'),
    compile(vertex, 'precision mediump float; varying float v; void main(){ gl_FragColor = vec4(0.1, v, 0.7, 0.5); }'),
  ];
  const makeBuffer = (data) => {
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(data), gl.STATIC_DRAW);
    return buffer;
  };
  const meshes = [
    { program: programs[0], position: makeBuffer([-0.9, -0.9, 0.2, 0.8, -0.7, 0.2, -0.2, 0.9, 0.2]),
      shade: makeBuffer([1, 0.5, 0.1]), blend: [gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA], depth: gl.LESS, cull: false },
    { program: programs[1], position: makeBuffer([-0.8, 0.7, 0.5, 0.9, 0.9, -0.3, 0.1, -0.9, 0.5]),
      shade: makeBuffer([0.2, 0.9, 0.6]), blend: [gl.ONE, gl.ONE], depth: gl.LEQUAL, cull: true },
  ];
  const vaos = meshes.map(() => (webgl2 ? gl.createVertexArray() : vaoExt ? vaoExt.createVertexArrayOES() : null));
  const bindVao = (vao) => (webgl2 ? gl.bindVertexArray(vao) : vaoExt.bindVertexArrayOES(vao));
  const cache = {};
  const set = (key, value, apply) => { if (cache[key] !== value) { apply(value); cache[key] = value; } };
  const setCap = (cap, on) => set(`cap${cap}`, on, (v) => (v ? gl.enable(cap) : gl.disable(cap)));
  const draw = () => {
    gl.clearColor(0.05, 0.05, 0.1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    meshes.forEach((mesh, i) => {
      set('program', mesh.program, (p) => gl.useProgram(p));
      setCap(gl.BLEND, true);
      set('blend', mesh.blend.join(), () => gl.blendFunc(mesh.blend[0], mesh.blend[1]));
      setCap(gl.DEPTH_TEST, true);
      set('depth', mesh.depth, (f) => gl.depthFunc(f));
      set('mask', true, (m) => gl.depthMask(m));
      setCap(gl.CULL_FACE, mesh.cull);
      if (vaos[i]) {
        set('vao', vaos[i], (vao) => {
          bindVao(vao);
          if (!cache[`vaoReady${i}`]) {
            gl.bindBuffer(gl.ARRAY_BUFFER, mesh.position);
            gl.enableVertexAttribArray(0);
            gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 0);
            gl.bindBuffer(gl.ARRAY_BUFFER, mesh.shade);
            gl.enableVertexAttribArray(5);
            gl.vertexAttribPointer(5, 1, gl.FLOAT, false, 0, 0);
            cache[`vaoReady${i}`] = true;
          }
        });
      } else {
        set(`attr0`, mesh.position, (buffer) => {
          set('arrayBuffer', buffer, (b) => gl.bindBuffer(gl.ARRAY_BUFFER, b));
          gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 0, 0);
        });
        set(`attr5`, mesh.shade, (buffer) => {
          set('arrayBuffer', buffer, (b) => gl.bindBuffer(gl.ARRAY_BUFFER, b));
          gl.vertexAttribPointer(5, 1, gl.FLOAT, false, 0, 0);
        });
        set('enabled0', true, () => gl.enableVertexAttribArray(0));
        set('enabled5', true, () => gl.enableVertexAttribArray(5));
      }
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    });
  };
  return { canvas, gl, draw, webgl2 };
}

// Runs in the page: a host frame, then Plume's steady frames with spawns and deaths; counts getters.
async function steadyFrames([type, hostState]) {
  const { helpers, art, plume: api } = window;
  const host = window.__host.makeHost(type);
  const { gl } = host;
  host.draw();
  const hostOnly = helpers.readPixels(gl);
  const plume = await api.createPlume({ gl, hostState });
  const texture = await plume.loadTexture(await art.glowTexturePng({ size: 32 }));
  plume.defineParticle('a', { ...art.explosionObj(), texture, startSize: 0.2, endSize: 0.6, maxAge: 300 });
  plume.defineParticle('b', { mesh: art.quadObj(), blend: 'alpha', startSize: 0.3, endSize: 0.3, maxAge: 200 });
  const view = helpers.identity();
  view[14] = -4;
  const projection = helpers.perspective(1, 1, 0.1, 50);
  const frame = (i) => {
    plume.spawn('a', [(i % 5) - 2, (i % 3) - 1, 0]);
    if (i % 2) plume.spawn('b', [(i % 4) - 1.5, 0.5, 0]);
    plume.step(40);
    host.draw();
    plume.render(view, projection);
  };
  frame(0); // the first frame builds programs and uploads meshes
  const getters = helpers.countGetters(gl);
  getters.on = true;
  let lit = 0;
  const differences = [];
  for (let i = 1; i <= 30; i++) {
    frame(i);
    if (i % 10 === 0) {
      getters.on = false;
      lit = Math.max(lit, helpers.maxDifference(hostOnly, helpers.readPixels(gl)));
      if (hostState !== 'reset') { // the caching engine trusts its cache: its frame must be exact
        host.draw();
        differences.push(helpers.maxDifference(hostOnly, helpers.readPixels(gl)));
      }
      getters.on = true;
    }
  }
  getters.on = false;
  const stats = plume.stats;
  getters.uninstall();
  const glError = gl.getError();
  plume.destroy();
  return { getters: getters.total, byName: getters.byName, lit, differences, stats, glError };
}

describe('steady-state frames on a game context', () => {
  for (const type of ['webgl', 'webgl+vao', 'webgl2']) {
    it(`make no GL getter call with hostState 'track', and the engine's next frame is exact (${type})`, async () => {
      const r = await session.page.evaluate(steadyFrames, [type, 'track']);
      assert.equal(r.getters, 0, `getters called: ${JSON.stringify(r.byName)}`);
      assert.ok(r.lit > 40, 'Plume drew particles over the host frame');
      assert.ok(r.stats.drawCalls >= 1 && r.stats.particlesActive > 0);
      assert.deepEqual(r.differences, [0, 0, 0], 'host frames after Plume equal the host-only frame');
      assert.equal(r.glError, 0);
    });
  }
  it("read the host's state back with hostState 'query' (today's behaviour, for prototype-calling hosts)", async () => {
    const r = await session.page.evaluate(steadyFrames, ['webgl', 'query']);
    assert.ok(r.getters >= 30 * 16, `expected getters every frame, got ${r.getters}`);
    assert.deepEqual(r.differences, [0, 0, 0]);
  });
  it("make no getter call and leave WebGL defaults with hostState 'reset'", async () => {
    const r = await session.page.evaluate(steadyFrames, ['webgl2', 'reset']);
    assert.equal(r.getters, 0, `getters called: ${JSON.stringify(r.byName)}`);
    assert.ok(r.lit > 40);
    const left = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const gl = helpers.makeCanvas(32, 32).getContext('webgl2');
      const program = gl.createProgram();
      gl.useProgram(null);
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.DST_COLOR, gl.SRC_COLOR);
      gl.enable(gl.DEPTH_TEST);
      gl.depthMask(false);
      gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
      gl.activeTexture(gl.TEXTURE4);
      const plume = await api.createPlume({ gl, hostState: 'reset' });
      plume.defineParticle('q', { mesh: art.quadObj() });
      plume.spawn('q', [0, 0, 0]);
      plume.render(helpers.identity(), helpers.identity());
      const state = helpers.snapshotState(gl);
      plume.destroy();
      return { program: state.program, arrayBuffer: state.arrayBuffer, blend: state.blend,
        blendSrc: state.blendSrcRgb, blendDst: state.blendDstRgb, depthTest: state.depthTest,
        depthMask: state.depthMask, activeTexture: state.activeTexture, vertexArray: state.vertexArray,
        unused: program === null };
    });
    assert.deepEqual(left, { program: null, arrayBuffer: null, blend: false, blendSrc: 1, blendDst: 0,
      depthTest: false, depthMask: true, activeTexture: 0x84c0, vertexArray: null, unused: false });
  });
  it('rejects an unknown hostState with a PlumeError listing the choices', async () => {
    const message = await session.page.evaluate(async () => {
      const gl = window.helpers.makeCanvas(8, 8).getContext('webgl');
      try { await window.plume.createPlume({ gl, hostState: 'keep' }); return 'no error'; } catch (e) { return `${e.name}: ${e.message}`; }
    });
    assert.match(message, /^PlumeError: createPlume: hostState must be one of track, query, reset, got 'keep'/);
  });
});

describe('sharing a context', () => {
  it('two Plumes on one context draw, keep the host state, and the last destroy() leaves no trace', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const host = window.__host.makeHost('webgl');
      const { gl, canvas } = host;
      const methodsBefore = Object.fromEntries(['bindBuffer', 'useProgram', 'enable', 'pixelStorei', 'blendFunc']
        .map((name) => [name, gl[name]]));
      const keysBefore = Reflect.ownKeys(gl).map(String).sort();
      const canvasKeysBefore = Reflect.ownKeys(canvas).map(String).sort();
      const vaoExt = gl.getExtension('OES_vertex_array_object');
      const angle = gl.getExtension('ANGLE_instanced_arrays');
      const lose = gl.getExtension('WEBGL_lose_context');
      const extensionKeysBefore = [vaoExt, angle, lose].map((e) => Reflect.ownKeys(e).length);
      host.draw();
      const hostOnly = helpers.readPixels(gl);
      const first = await api.createPlume({ gl });
      const second = await api.createPlume({ gl });
      const view = helpers.identity();
      view[14] = -4;
      const projection = helpers.perspective(1, 1, 0.1, 50);
      for (const [plume, x] of [[first, -1], [second, 1]]) {
        plume.defineParticle('q', { mesh: art.quadObj(), startSize: 0.4, endSize: 0.4, spin: false, maxAge: 1e6 });
        plume.spawn('q', [x, 0, 0]);
      }
      host.draw();
      first.render(view, projection);
      second.render(view, projection);
      const both = helpers.readPixels(gl);
      host.draw();
      const hostAfterBoth = helpers.maxDifference(hostOnly, helpers.readPixels(gl));
      first.destroy();
      host.draw();
      second.render(view, projection);
      const secondOnly = helpers.readPixels(gl);
      host.draw();
      const hostAfterSecond = helpers.maxDifference(hostOnly, helpers.readPixels(gl));
      second.destroy();
      host.draw();
      const hostAfterDestroy = helpers.maxDifference(hostOnly, helpers.readPixels(gl));
      const methodsRestored = Object.entries(methodsBefore).every(([name, fn]) => gl[name] === fn &&
        gl[name] === Object.getPrototypeOf(gl)[name]);
      return {
        bothLit: helpers.maxDifference(hostOnly, both),
        secondLit: helpers.maxDifference(hostOnly, secondOnly),
        firstGone: helpers.maxDifference(both, secondOnly),
        hostAfterBoth, hostAfterSecond, hostAfterDestroy, methodsRestored,
        keys: [keysBefore, Reflect.ownKeys(gl).map(String).sort()],
        canvasKeys: [canvasKeysBefore, Reflect.ownKeys(canvas).map(String).sort()],
        extensionKeys: [extensionKeysBefore, [vaoExt, angle, lose].map((e) => Reflect.ownKeys(e).length)],
        glError: gl.getError(),
      };
    });
    assert.ok(r.bothLit > 100 && r.secondLit > 100, 'both Plumes drew');
    assert.ok(r.firstGone > 100, "the destroyed Plume's particle is gone");
    assert.equal(r.hostAfterBoth, 0);
    assert.equal(r.hostAfterSecond, 0);
    assert.equal(r.hostAfterDestroy, 0);
    assert.equal(r.methodsRestored, true, "the context's methods are the prototype's again");
    assert.deepEqual(r.keys[1], r.keys[0], 'no property left on the context');
    assert.deepEqual(r.canvasKeys[1], r.canvasKeys[0], 'no property left on the canvas');
    assert.deepEqual(r.extensionKeys[1], r.extensionKeys[0], 'no property left on the extension objects');
    assert.equal(r.glError, 0);
  });
});

describe('sharing a context with other code', () => {
  it('two copies of plume.js share one observer; a debugging tool that wraps gl after Plume keeps its wrapper', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const copy2 = await import('/web/dist/plume.js?second-copy'); // another bundle's copy: its own module instance
      const host = window.__host.makeHost('webgl');
      const { gl } = host;
      const prototype = Object.getPrototypeOf(gl);
      host.draw();
      const hostOnly = helpers.readPixels(gl);
      const view = helpers.identity();
      view[14] = -4;
      const projection = helpers.perspective(1, 1, 0.1, 50);
      const first = await api.createPlume({ gl });
      const second = await copy2.createPlume({ gl });
      // a Spector-style tool wraps useProgram after both attached
      let toolSaw = 0;
      const beneath = gl.useProgram;
      const tool = function toolUseProgram(program) { toolSaw++; return beneath.call(gl, program); };
      gl.useProgram = tool;
      for (const [plume, x] of [[first, -1], [second, 1]]) {
        plume.defineParticle('q', { mesh: art.quadObj(), startSize: 0.4, endSize: 0.4, spin: false, maxAge: 1e6 });
        plume.spawn('q', [x, 0, 0]);
      }
      const problems = [];
      const frame = (plumes) => {
        host.draw();
        for (const plume of plumes) {
          try { plume.render(view, projection); } catch (error) { problems.push(error.message); }
        }
        const lit = helpers.readPixels(gl);
        host.draw();
        return { lit: helpers.maxDifference(hostOnly, lit), host: helpers.maxDifference(hostOnly, helpers.readPixels(gl)) };
      };
      const both = frame([first, second]);
      first.destroy();
      const secondAlone = frame([second]);
      second.destroy();
      const afterAll = frame([]);
      const sawBefore = toolSaw;
      gl.useProgram(null);
      return {
        both, secondAlone, afterAll, problems, glError: gl.getError(),
        toolKept: gl.useProgram === tool && toolSaw === sawBefore + 1,
        othersRestored: ['bindBuffer', 'enable', 'blendFunc', 'pixelStorei'].every((name) => gl[name] === prototype[name]),
        shared: Object.getOwnPropertySymbols(gl).map(String),
      };
    });
    assert.deepEqual(r.problems, [], 'no Plume call failed');
    assert.ok(r.both.lit > 100 && r.secondAlone.lit > 100, 'both copies drew');
    assert.equal(r.both.host, 0, 'host frame exact after both copies rendered');
    assert.equal(r.secondAlone.host, 0, "host frame exact after the first copy's Plume was destroyed");
    assert.equal(r.afterAll.host, 0);
    assert.equal(r.glError, 0);
    assert.equal(r.toolKept, true, "the tool's wrapper survives Plume's destroy() and still sees calls");
    assert.equal(r.othersRestored, true, 'methods nobody else wrapped are the prototype\'s again');
    assert.deepEqual(r.shared, [], 'the shared observer record is gone');
  });

  it('keeps attribute state right when the game deletes a buffer an attribute points at (no vertex arrays)', async () => {
    const r = await session.page.evaluate(async () => {
      const { helpers, art, plume: api } = window;
      const gl = helpers.makeCanvas(32, 32).getContext('webgl');
      const plume = await api.createPlume({ gl, vertexArrays: false });
      plume.defineParticle('q', { mesh: art.quadObj() });
      plume.spawn('q', [0, 0, 0]);
      const buffer = gl.createBuffer();
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(8), gl.STATIC_DRAW);
      gl.vertexAttribPointer(2, 2, gl.FLOAT, false, 0, 0);
      gl.bindBuffer(gl.ARRAY_BUFFER, null);
      gl.deleteBuffer(buffer); // GL detaches it from attribute 2
      const before = helpers.snapshotState(gl);
      plume.render(helpers.identity(), helpers.identity());
      const after = helpers.snapshotState(gl);
      const error = gl.getError();
      plume.destroy();
      return { error, differences: helpers.diffState(before, after) };
    });
    assert.equal(r.error, 0, 'no INVALID_OPERATION left for the game');
    assert.deepEqual(r.differences, []);
  });
});
