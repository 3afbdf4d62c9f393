// The tiny game the package tests bundle (tests/browser/package.test.mjs): import the installed
// package by name, draw one white quad, read the centre pixel back.
import { createPlume, version } from 'plume-particles';

const QUAD = 'v -5 -5 0\nv 5 -5 0\nv 5 5 0\nv -5 5 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3 4/4\n';
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
const ORTHO = [0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, -0.01, 0, 0, 0, 0, 1]; // x, y in -10..10

async function main() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  document.body.append(canvas);
  const plume = await createPlume({ canvas });
  plume.defineParticle('quad', { mesh: QUAD, spin: false, startSize: 1, endSize: 1, maxAge: 100000 });
  plume.spawn('quad', [0, 0, 0]);
  plume.step(16);
  const gl = canvas.getContext('webgl'); // the context Plume made
  gl.clearColor(0, 0, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  plume.render(IDENTITY, ORTHO);
  const pixel = new Uint8Array(4);
  gl.readPixels(32, 32, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  const corner = new Uint8Array(4);
  gl.readPixels(1, 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, corner);
  const wasmFetched = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.wasm(\?|$)/.test(name));
  const drawCalls = plume.stats.drawCalls;
  // effect files come in a second file (plume_effects.js), imported on demand: the bundler must carry it
  const effect = await plume.loadEffect({ plume: 'effect', version: 1, name: 'empty', duration: 500 });
  effect.play([0, 0, 0]);
  window.result = { centre: [...pixel], corner: [...corner], wasmFetched, drawCalls, effect: `${effect.name} ${effect.duration}`,
    version, wasmVersion: plume.version };
}

main().catch((error) => { window.result = { error: `${error.name}: ${error.message}` }; });
