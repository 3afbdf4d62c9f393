import { openTestPage } from '../tests/browser/harness.mjs';
const session = await openTestPage();
const out = await session.page.evaluate(async () => {
  const { createPlume } = await import('/web/dist/plume.js');
  const { glowTexturePng } = await import('/web/art.js');
  const { makeCanvas, perspective } = await import('/tests/browser/page_helpers.js');
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  const gl = canvas.getContext('webgl');
  const texture = await plume.loadTexture(await glowTexturePng({ size: 64 }));
  const effect = plume.createEffect({ layers: [{ sim: 'gpu', texture, rate: 0, burst: 56, life: 2000, speed: [2, 6], shape: 'sphere', size: [1, 5], color: ['#ffffffff', '#ffffff00'], blend: 'additive' }] });
  const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]);
  const projection = perspective(Math.PI / 3, 1, 0.1, 2000);
  const per = 100000 / 56 * 16 / 2000;
  let owed = 0; const t = { play: 0, step: 0, render: 0, n: 0, plays: 0 };
  const pixel = new Uint8Array(4);
  for (let f = 0; f < 400; f++) {
    owed += per;
    let a = performance.now();
    for (; owed >= 1; owed--) { effect.play([Math.random() * 200 - 100, Math.random() * 100 - 50, -Math.random() * 1000]); if (f >= 200) t.plays++; }
    let b = performance.now(); plume.step(16); let c = performance.now(); plume.render(view, projection); let d = performance.now();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    if (f >= 200) { t.play += b - a; t.step += c - b; t.render += d - c; t.n++; }
  }
  return { play: t.play / t.n, step: t.step / t.n, render: t.render / t.n, playsPerFrame: t.plays / t.n, live: plume.stats.particles };
});
console.log(out);
await session.close();
