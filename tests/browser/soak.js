// A long session fast-forwarded, in the page: a busy scene on a game's WebGL 2 context — continuous
// spawning into three kinds, an effect of every sim played every frame, textures loaded and destroyed,
// a second Plume made, given kinds and a looping effect and destroyed every two simulated minutes, and the context lost and restored `losses` times — with
// heap, allocated bytes and live GL objects sampled after the first simulated minute and at the end.
// Used by scripts/soak.sh (one simulated hour) and tests/browser/soak.test.mjs (a few minutes).
import { createPlume } from '/web/dist/plume.js';
import { explosionObj, glowTexturePng, quadObj, shockwaveObj, solidTexturePng } from '/web/art.js';
import { clear, identity, makeCanvas, perspective, readPixels } from '/tests/browser/page_helpers.js';

const EXACT = { antialias: false, preserveDrawingBuffer: true, alpha: false };
const MARKER_AGE = 1e9; // lives through the whole session

// Counts live GL objects by wrapping the context's create*/delete* methods (own properties shadow the prototype's).
function countObjects(gl) {
  const live = {};
  for (const kind of ['Buffer', 'Texture', 'Program', 'Shader', 'VertexArray', 'Framebuffer', 'Renderbuffer']) {
    const create = gl[`create${kind}`];
    const remove = gl[`delete${kind}`];
    if (typeof create !== 'function') continue;
    live[kind] = 0;
    gl[`create${kind}`] = function (...args) { const o = create.apply(gl, args); if (o) live[kind]++; return o; };
    gl[`delete${kind}`] = function (o) { if (o && !gl.isContextLost()) live[kind]--; return remove.call(gl, o); };
  }
  return live;
}

function markerScene(plume) {
  plume.defineParticle('marker', { mesh: quadObj(0, 0, 1), startSize: 1.5, endSize: 1.5, spin: false, maxAge: MARKER_AGE });
  plume.spawn('marker', [0, 0, 0]);
}

export async function soak({ minutes = 60, frameMs = 100, losses = 100, spawnsPerFrame = 3, report = () => {} } = {}) {
  const canvas = makeCanvas(64, 64);
  const gl = canvas.getContext('webgl2', EXACT);
  canvas.addEventListener('webglcontextlost', (event) => event.preventDefault()); // the game allows restores
  const live = countObjects(gl);
  const plume = await createPlume({ gl, seed: 9 });
  const view = identity();
  view[14] = -10;
  const projection = perspective(1, 1, 0.1, 100);
  const glowPng = await glowTexturePng({ size: 64 });
  const tintPngs = [await solidTexturePng({ size: 16, color: '#80c0ff' }), await solidTexturePng({ size: 16, color: '#ffc080' })];
  const glow = await plume.loadTexture(glowPng);
  plume.defineParticle('boom', { ...explosionObj({ stars: 12 }), texture: glow, capacity: 600, maxAge: 1500 });
  plume.defineParticle('ring', { ...shockwaveObj({ segments: 24 }), capacity: 300, maxAge: 800 });
  markerScene(plume);
  // an effect of every sim, played every frame and ending by itself (instances, emitters, systems and
  // mesh particles come and go all session)
  const burst = plume.createEffect({ name: 'burst', layers: [
    { sim: 'gpu', texture: glow, rate: 0, burst: 20, life: 800, size: [[0, 0.2], [0.2, 0.6], [1, 0.1]], hueShift: 90,
      lighting: {}, volume: true, speedOverLife: [[0, 2], [0.3, 0.2], [1, 0]], rotationOverLife: [0, 180] },
    { sim: 'cpu', rate: 0, burst: 20, life: [400, 800], gravity: [0, -2, 0], size: [0.2], soft: 0.5, erosion: 0.8,
      speedOverLife: [1, 0.2], rotationOverLife: { keys: [0, 90], ease: 'smooth' },
      color: { keys: [[0, [3, 2, 1, 1]], [1, '#0000']], ease: 'smooth' }, lighting: { strength: 0.4 } },
    { sim: 'mesh', mesh: quadObj(0, 0, 1), rate: 0, burst: 2, life: 800, size: [0.3, 1], spin: true, erosion: 0.5, hueShift: 40 },
    // a trail and sub-emitters (births, deaths, intervals) come and go with every play too
    { name: 'rocket', sim: 'cpu', rate: 0, burst: 3, life: 500, speed: [2, 3], size: 0.1, render: 'trail', trail: { length: 200 } },
    { name: 'shard', sim: 'cpu', parent: 'rocket', on: 'death', burst: 8, life: 300, speed: [1, 2], shape: 'sphere', size: 0.1 },
    { sim: 'cpu', parent: 'shard', on: 'birth', burst: 1, life: 200, size: 0.05 }, // a chain: the shards' sparks
    { sim: 'cpu', parent: 'rocket', on: 'interval', interval: 100, life: 300, size: 0.1, capacity: 8 }] });
  let endedInstances = 0;
  // looping plays, one every tenth frame, made again by a seek, moved to another render order and stopped (every sixth
  // one killed instead): a play's whole life through every call that makes its parts again (a period of 60 frames, so
  // the first-minute sample and the end see the same plays)
  const looping = [];
  const handleLooping = (frame) => {
    if (frame % 10 === 0) looping.push({ play: burst.play(spot(), { loop: true }), born: frame });
    for (const entry of looping) {
      const age = frame - entry.born;
      if (age === 5) entry.play.seek(300);
      else if (age === 10) entry.play.renderOrder = 1;
      else if (age === 15 && entry.born % 60 === 50) entry.play.kill();
      else if (age === 15) entry.play.stop();
    }
    while (looping.length && frame - looping[0].born >= 15) looping.shift();
  };
  let depth = null;
  const depthTexture = () => {
    if (depth && gl.isTexture(depth)) return depth;
    depth = WebGL2RenderingContext.prototype.createTexture.call(gl); // the test's, not counted with Plume's objects
    gl.bindTexture(gl.TEXTURE_2D, depth);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.DEPTH_COMPONENT24, 64, 64, 0, gl.DEPTH_COMPONENT, gl.UNSIGNED_INT, null);
    gl.bindTexture(gl.TEXTURE_2D, null);
    return depth;
  };
  const spot = () => [Math.random() * 8 - 4, Math.random() * 8 - 4, Math.random() * 4 - 2];
  // hostile files (issue 28), one every fifth frame, each refused at load: a mesh cycle of 1e-5 ms, a version-1 file of a
  // million spawns, a mesh layer and a texture of its own beside a bad layer. Refused, they leave no kind, texture,
  // particle or GL object: the memory and object counts below stay flat through them.
  const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...new Uint8Array(tintPngs[0])))}`;
  const hostileFiles = [
    (n) => ({ plume: 'effect', version: 2, layers: [{ sim: 'mesh', mesh: quadObj(0, 0, 1 + n / 1e5), rate: 0, burst: 1, duration: 1e-5,
      life: 50, loop: true }] }),
    (n) => ({ plume: 'effect', version: 1, kinds: { q: { mesh: quadObj(0, 0, 2 + n / 1e5) } },
      spawns: Array.from({ length: 100 }, () => ({ kind: 'q', count: 10000, every: 1 })) }),
    (n) => ({ plume: 'effect', version: 2, textures: { t: `${dataUrl}#${n}` }, layers: [
      { sim: 'mesh', mesh: quadObj(0, 0, 3 + n / 1e5), rate: 0, burst: 1 }, { sim: 'gpu', texture: 't', speed: [2, 1] }] }),
  ];
  let hostileRefused = 0;

  const totalFrames = Math.round((minutes * 60000) / frameMs);
  const lossEvery = losses ? Math.max(1, Math.floor(totalFrames / losses)) : Infinity;
  const minuteFrames = Math.round(60000 / frameMs);
  let lossCount = 0;
  let rotating = null; // a texture loaded each simulated minute and destroyed the next
  let start = null;
  const sample = () => ({ simulatedS: Math.round(plume.time / 1000), heapBytes: plume.heapBytes,
    allocatedBytes: plume.allocatedBytes, glObjects: { ...live }, stats: plume.stats });

  for (let frame = 1; frame <= totalFrames; frame++) {
    for (let i = 0; i < spawnsPerFrame; i++) plume.spawn(i % 3 ? 'boom' : 'ring', spot());
    burst.play(spot(), { onEnd: () => { endedInstances++; } });
    handleLooping(frame);
    plume.step(frameMs);
    // fog on every other frame, linear and exp² in turn, and the scene's depth (soft particles) every third
    // frame (set and cleared through every loss and restore; the depth texture made again after each)
    const options = frame % 2 ? {}
      : { fog: frame % 4 ? { color: '#304050', near: 2, far: 40 } : { color: [0.2, 0.3, 0.4], density: 0.03 } };
    if (frame % 3 === 0 && !gl.isContextLost()) options.depthTexture = depthTexture();
    plume.render(view, projection, options);
    if (frame % 5 === 0) {
      try {
        await plume.loadEffect(hostileFiles[(frame / 5) % hostileFiles.length](frame));
        throw new Error(`soak: a hostile file was accepted (frame ${frame})`);
      } catch (error) {
        if (error.name !== 'PlumeError') throw error;
        hostileRefused++;
      }
    }
    if (frame % 50 === 0 && !gl.isContextLost()) plume.restoreContext(); // without a loss: makes nothing
    if (frame % minuteFrames === 0) {
      if (rotating) plume.destroyTexture(rotating);
      rotating = await plume.loadTexture(tintPngs[(frame / minuteFrames) % 2]);
    }
    if (frame % (2 * minuteFrames) === 0) { // a short-lived second Plume with kinds of its own
      const guest = await createPlume({ gl, seed: frame });
      const texture = await guest.loadTexture(glowPng);
      const looping = guest.createEffect({ layers: [{ sim: 'gpu', texture, loop: true }, { sim: 'cpu', loop: true }] });
      looping.play(spot()); // ended by the guest's destroy()
      guest.defineParticle('spark', { mesh: quadObj(0, 0, 0.3), texture });
      guest.defineParticle('blast', { ...explosionObj({ stars: 6 }) });
      for (let i = 0; i < 50; i++) guest.spawn(i % 2 ? 'spark' : 'blast', spot());
      guest.step(16);
      guest.render(view, projection);
      guest.destroy();
    }
    if (frame % lossEvery === 0 && lossCount < losses) {
      lossCount++;
      const lose = gl.getExtension('WEBGL_lose_context');
      const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
      const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
      lose.loseContext();
      plume.render(view, projection); // a frame while lost draws nothing
      await lost;
      await new Promise((resolve) => setTimeout(resolve, 0)); // restoring is allowed once the event is done
      lose.restoreContext();
      await restored;
      for (const kind of Object.keys(live)) live[kind] = 0; // every object died with the context
    }
    if (frame === minuteFrames) {
      start = sample();
      report({ at: 'start', ...start });
    }
  }
  // the end: everything but the marker dies, then the frame is compared with a fresh Plume's
  plume.render(view, projection); // after a loss on the last frame, the objects come back here
  const end = { ...sample(), lossCount, endedInstances, hostileRefused };
  report({ at: 'end', ...end });
  if (rotating) plume.destroyTexture(rotating);
  for (const { play } of looping) play.stop(); // the looping plays not stopped yet end too
  plume.step(5000);
  clear(gl);
  plume.render(view, projection);
  const image = readPixels(gl);
  const elapsed = plume.time;
  plume.destroy();
  const fresh = await createPlume({ gl, seed: 9 });
  markerScene(fresh);
  fresh.step(elapsed);
  clear(gl);
  fresh.render(view, projection);
  const expected = readPixels(gl);
  fresh.destroy();
  let differing = 0;
  for (let i = 0; i < image.pixels.length; i++) if (image.pixels[i] !== expected.pixels[i]) differing++;
  let lit = 0;
  for (let i = 0; i < expected.pixels.length; i += 4) lit += expected.pixels[i] > 0 ? 1 : 0;
  return { start, end, differingBytes: differing, litPixels: lit, frames: totalFrames };
}
