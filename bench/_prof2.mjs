import { openTestPage } from '../tests/browser/harness.mjs';
const session = await openTestPage();
const cdp = await session.page.context().newCDPSession(session.page);
await session.page.evaluate(async () => {
  const { createPlume } = await import('/web/dist/plume.js');
  const { makeCanvas, perspective } = await import('/tests/browser/page_helpers.js');
  const canvas = makeCanvas(128, 128);
  const plume = await createPlume({ canvas, contextAttributes: { antialias: false } });
  window.P = { plume, gl: canvas.getContext('webgl'), effect: plume.createEffect({ layers: [{ sim: 'gpu', rate: 0, burst: 56, life: 2000, speed: [2, 6], shape: 'sphere', size: [1, 5], blend: 'additive' }] }),
    view: new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -60, 1]), projection: perspective(Math.PI / 3, 1, 0.1, 2000) };
});
const frames = (n) => session.page.evaluate((n) => {
  const { plume, effect, view, projection, gl } = window.P;
  const per = 100000 / 56 * 16 / 2000; let owed = 0; const px = new Uint8Array(4);
  for (let f = 0; f < n; f++) { owed += per; for (; owed >= 1; owed--) effect.play([Math.random() * 200 - 100, 0, -Math.random() * 1000]); plume.step(16); plume.render(view, projection); gl.readPixels(0,0,1,1,gl.RGBA,gl.UNSIGNED_BYTE,px); }
}, n);
await frames(200);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await frames(300);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const node of profile.nodes) {
  const key = `${node.callFrame.functionName || "(anon)"} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (counts.get(node.id) ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(8), 'ms', (100 * v / total).toFixed(1).padStart(5) + '%', k);
await session.close();
