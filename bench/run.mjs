// Prints the benchmark table: main-thread CPU ms of one frame (step + render), draw calls and
// bytes uploaded per frame, and the wasm heap, for Plume and for the book's one-draw-per-explosion
// way, at 300, 3,000 and 30,000 live explosions of 336 triangles, in one headless Chromium run.
import { startServer } from '../scripts/static_server.mjs';
import { launchBrowser } from '../tests/browser/harness.mjs';
import { fileURLToPath } from 'node:url';

const COUNTS = (process.env.BENCH_COUNTS ?? '300,3000,30000').split(',').map(Number);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 60);

const { server, url } = await startServer(fileURLToPath(new URL('..', import.meta.url)));
const browser = await launchBrowser(['--disable-gpu-vsync', '--disable-frame-rate-limit', '--enable-precise-memory-info',
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding']);
const page = await browser.newPage();
page.on('pageerror', (error) => { console.error('page error:', error.message); process.exitCode = 1; });
await page.goto(`${url}bench/bench.html`);
await page.waitForFunction(() => window.benchReady === true);
const isolated = await page.evaluate(() => crossOriginIsolated);

// a discarded warm-up pass, so the first measured row does not pay for JIT compilation
await page.evaluate(async () => { await window.bench.runPlume(300, 10); await window.bench.runBook(300, 10); });

const rows = [];
for (const count of COUNTS) {
  const frames = count >= 30000 ? Math.max(10, Math.floor(FRAMES / 2)) : FRAMES;
  const plume = await page.evaluate(([n, f]) => window.bench.runPlume(n, f), [count, frames]);
  const book = await page.evaluate(([n, f]) => window.bench.runBook(n, f), [count, frames]);
  rows.push({ count, plume, book });
  console.error(`measured ${count} live explosions (${frames} frames each)`);
}
await browser.close();
server.close();

const ms = (value) => value.toFixed(3).padStart(9);
console.log(`Plume benchmark — headless Chromium, SwiftShader, ${FRAMES} frames (half at 30,000), ` +
  `timer ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
console.log('| live explosions | triangles | Plume median ms | Plume p95 ms | Plume draws/frame | Plume bytes/frame | ' +
  'spawn µs | wasm heap / allocated MiB | book median ms | book p95 ms | book draws/frame | book ÷ Plume |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const mib = (bytes) => (bytes / 1048576).toFixed(1);
for (const { count, plume, book } of rows) {
  console.log(`| ${count} | ${plume.polygons} | ${ms(plume.median)} | ${ms(plume.p95)} | ${plume.drawsPerFrame} | ` +
    `${plume.bytesPerFrame} | ${plume.spawnMicroseconds.toFixed(2)} | ${mib(plume.heapBytes)} / ${mib(plume.allocatedBytes)} | ` +
    `${ms(book.median)} | ${ms(book.p95)} | ${book.drawsPerFrame} | ${(book.median / plume.median).toFixed(0)}× |`);
}
const first = rows[0];
const last = rows[rows.length - 1];
console.log(`Plume median at ${last.count} ÷ at ${first.count}: ${(last.plume.median / first.plume.median).toFixed(2)}× ` +
  '(goal: within 1.5×)');
console.log(`book ÷ Plume at ${last.count}: ${(last.book.median / last.plume.median).toFixed(0)}× (goal: at least 20×)`);
