// Prints two benchmark tables from one headless Chromium run:
// 1. frame cost (bench/frame_cost.js): CPU and GPU-inclusive ms of a frame with steady spawns and
//    deaths, GL calls, getters and bytes per frame, on Plume's own canvas and as a guest in a game's
//    WebGL 1 and 2 contexts, with 1, 4 and 8 kinds, against a hand-written floor;
// 2. Plume against the book's one-draw-per-explosion way at 300, 3,000 and 30,000 live explosions.
import { startServer } from '../scripts/static_server.mjs';
import { launchBrowser, WEBGPU_ARGS } from '../tests/browser/harness.mjs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const COUNTS = (process.env.BENCH_COUNTS ?? '300,3000,30000').split(',').map(Number);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 60);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const wants = (table) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === table;
// The peers' table imports three.js, three.quarks and Babylon.js (npm dev dependencies): bench/peers.js bundled with
// them into build/bench/, where the page finds it (Plume and the page's own modules stay the page's:
// /web/dist/plume.js, /bench/effects.js).
if (wants('peers')) {
  await build({
    entryPoints: [`${ROOT}bench/peers.js`], outdir: `${ROOT}build/bench`, bundle: true, splitting: true, format: 'esm',
    minify: true, target: 'es2022', logLevel: 'warning',
    plugins: [{ name: 'page-paths', setup(b) { b.onResolve({ filter: /^\/(web|tests|bench)\// }, (args) => ({ path: args.path, external: true })); } }],
  });
}

const { server, url } = await startServer(ROOT);
const browser = await launchBrowser([...WEBGPU_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit', '--enable-precise-memory-info',
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding']);
const page = await browser.newPage();
page.on('pageerror', (error) => { console.error('page error:', error.message); process.exitCode = 1; });
await page.goto(`${url}bench/bench.html`);
await page.waitForFunction(() => window.benchReady === true);
const isolated = await page.evaluate(() => crossOriginIsolated);

// The peer workload as plays of one effect (bench/effects.js); BENCH_ONLY=effects prints just this table.
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'effects') {
  const totals = (process.env.BENCH_EFFECT_COUNTS ?? '10000,100000,1000000').split(',').map(Number);
  const rows = [];
  for (const live of totals) {
    const frames = live >= 1000000 ? 10 : live >= 100000 ? 20 : 60;
    for (const setup of ['floor', 'gpu', 'cpu']) {
      rows.push({ frames, ...(await page.evaluate(([s, n, f]) => window.effects.run(s, n, f), [setup, live, frames])) });
      console.error(`measured ${setup} at ${live} live particles (${frames} frames)`);
    }
  }
  console.log(`Effect plays (56-particle bursts, 2 s life) — headless Chromium, SwiftShader, 128×128 canvas, medians, ` +
    `timer ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
  console.log('| setup | live particles | frames | CPU median ms | CPU p95 ms | ÷ floor | draw calls | buffer bytes/frame | uniform bytes/frame |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const floor = rows.find((f) => f.setup === 'floor' && f.frames === r.frames && !f.failed);
    if (r.failed) {
      console.log(`| ${r.setup} | ${r.live} | — | cannot: ${r.failed} | | | | | |`);
      continue;
    }
    console.log(`| ${r.setup} | ${r.live} | ${r.frames} | ${r.cpuMedian.toFixed(3)} | ${r.cpuP95.toFixed(3)} | ` +
      `${(r.cpuMedian / Math.max(floor.cpuMedian, 0.005)).toFixed(1)}× | ${r.draws.toFixed(1)} | ${Math.round(r.bytes)} | ${Math.round(r.uniformBytes)} |`);
  }
  const gpu = rows.filter((r) => r.setup === 'gpu' && !r.failed);
  if (gpu.length > 1) {
    const [low, high] = [gpu[0], gpu[gpu.length - 1]];
    console.log(`gpu plays, flat in particle count: ${high.live} live cost ${(high.cpuMedian / low.cpuMedian).toFixed(2)}× ` +
      `what ${low.live} cost (goal ≤ 1.2×)`);
  }
  console.log('Goals (issue 14): gpu plays ≤ 1.5× the floor\'s CPU, ≤ 2 draw calls, ≤ 64 bytes a play; cpu plays ≥ 2× cheaper ' +
    'than plain JavaScript (bench/systems.js measures that pair).');
  console.log('');
  if (process.env.BENCH_ONLY) {
    await browser.close();
    server.close();
    process.exit(0);
  }
}

// The same workload on WebGPU (bench/effects_webgpu.js, issue 30); BENCH_ONLY=webgpu prints just this table.
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'webgpu') {
  const totals = (process.env.BENCH_EFFECT_COUNTS ?? '10000,100000,1000000').split(',').map(Number);
  const rows = [];
  for (const live of totals) {
    const frames = live >= 1000000 ? 10 : live >= 100000 ? 20 : 60;
    // the cpu effect at 1,000,000 live particles streams 28 MB a frame: SwiftShader's GPU process gives out (left out)
    for (const setup of ['floor', 'gpu', 'gpu-still', ...(live >= 1000000 ? [] : ['cpu'])]) {
      rows.push({ frames, ...(await page.evaluate(([s, n, f]) => window.effectsWebGpu.run(s, n, f), [setup, live, frames])) });
      console.error(`measured WebGPU ${setup} at ${live} live particles (${frames} frames)`);
    }
  }
  console.log('Effect plays on WebGPU (56-particle bursts, 2 s life) — headless Chromium, WebGPU on SwiftShader, 128×128 target, ' +
    `medians, timer ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
  console.log('| setup | live particles | frames | CPU median ms | CPU p95 ms | ÷ floor | draw calls | buffer bytes/frame | uniform bytes/frame |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const floor = rows.find((f) => f.setup === 'floor' && f.frames === r.frames && !f.failed);
    if (r.failed) {
      console.log(`| ${r.setup} | ${r.live} | — | cannot: ${r.failed} | | | | | |`);
      continue;
    }
    console.log(`| ${r.setup} | ${r.live} | ${r.frames} | ${r.cpuMedian.toFixed(3)} | ${r.cpuP95.toFixed(3)} | ` +
      `${(r.cpuMedian / Math.max(floor.cpuMedian, 0.005)).toFixed(1)}× | ${r.draws.toFixed(1)} | ${Math.round(r.bytes)} | ${Math.round(r.uniformBytes)} |`);
  }
  console.log('Goals (issue 30): gpu plays ≤ 2× the floor\'s CPU, 1 draw a layer, nothing uploaded in a frame without plays.');
  console.log('');
  if (process.env.BENCH_ONLY) {
    await browser.close();
    server.close();
    process.exit(0);
  }
}

// GPU emitters (bench/emitters.js); BENCH_ONLY=emitters prints just this table.
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'emitters') {
  const totals = (process.env.BENCH_EMITTER_COUNTS ?? '10000,100000,1000000').split(',').map(Number);
  const rows = [];
  await page.evaluate(() => window.emitters.run(10000, 5)); // warm-up
  for (const live of totals) {
    for (const moving of [0, 10]) {
      const frames = live >= 1000000 ? 8 : live >= 100000 ? 20 : 60;
      rows.push({ moving, frames, ...(await page.evaluate(([n, f, m]) => window.emitters.run(n, f, m), [live, frames, moving])) });
      console.error(`measured ${live} emitter particles, ${moving} moving (${frames} frames)`);
    }
  }
  console.log(`GPU emitters — headless Chromium, SwiftShader, 100 emitters, 128×128 canvas, medians, timer ` +
    `${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
  console.log('| live particles | moving emitters | frames | CPU median ms | CPU p95 ms | CPU+GPU median ms | draw calls | buffer bytes/frame | uniform bytes/frame |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.live} | ${r.moving} | ${r.frames} | ${r.cpuMedian.toFixed(3)} | ${r.cpuP95.toFixed(3)} | ` +
      `${r.totalMedian.toFixed(1)} | ${r.draws} | ${r.bytes} | ${r.uniformBytes} |`);
  }
  const still = rows.filter((r) => r.moving === 0);
  console.log(`CPU median at ${still[still.length - 1].live} ÷ at ${still[0].live}: ` +
    `${(still[still.length - 1].cpuMedian / still[0].cpuMedian).toFixed(2)}× (goal ≤ 1.2×)`);
  console.log('');
  if (process.env.BENCH_ONLY) {
    await browser.close();
    server.close();
    process.exit(0);
  }
}

// CPU particle systems (bench/systems.js): 100 systems, 100,000 live particles, against the same
// simulation and buffer fill in plain JavaScript. BENCH_ONLY=systems prints just this table.
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'systems') {
  const frames = Number(process.env.BENCH_SYSTEM_FRAMES ?? 40);
  const perSystem = Number(process.env.BENCH_SYSTEM_PARTICLES ?? 1000);
  const render = process.env.BENCH_SYSTEM_RENDER ?? 'billboard'; // 'spark' or 'velocity': Plume's 40-byte records
  const { rows } = await page.evaluate(([f, n, r]) => window.systems.run(f, 100, n, false, r), [frames, perSystem, render]);
  const js = rows.find((r) => r.name === 'js');
  const names = { 'plume-guest1': "Plume in a game's WebGL 1 context", 'plume-guest2': "Plume in a game's WebGL 2 context",
    js: 'plain JavaScript baseline (own WebGL 1 context)' };
  console.log(`CPU particle systems — headless Chromium, SwiftShader, 100 systems, ~${perSystem * 100} live ${render}s, ` +
    `~${perSystem * 1.6} spawns and deaths per 16 ms frame, ${frames} interleaved frames, timer ` +
    `${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
  console.log('| setup | live | CPU median ms | CPU p95 ms | step ms | render ms | JS ÷ this | CPU+GPU ms | draw calls | bytes uploaded/frame |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${names[r.name]} | ${r.live} | ${r.cpuMedian.toFixed(2)} | ${r.cpuP95.toFixed(2)} | ${r.stepMedian.toFixed(2)} | ` +
      `${r.drawMedian.toFixed(2)} | ${(js.cpuMedian / r.cpuMedian).toFixed(2)}× | ${r.totalMedian.toFixed(0)} | ${r.draws.toFixed(1)} | ` +
      `${r.bytes.toFixed(0)} |`);
  }
  console.log('Goal: Plume at least 2× cheaper than the JavaScript baseline (JS ÷ this ≥ 2).');
  console.log('');
  if (process.env.BENCH_ONLY) {
    await browser.close();
    server.close();
    process.exit(0);
  }
}

// The peer workload simulated on the CPU by Plume, Babylon.js and three.quarks (bench/peers.js); BENCH_ONLY=peers
// prints just this table (BENCH_PEER_COUNTS=10000,100000 picks its live particle counts).
if (wants('peers')) {
  await page.evaluate(() => window.loadPeers());
  const totals = (process.env.BENCH_PEER_COUNTS ?? '10000,100000').split(',').map(Number);
  const names = await page.evaluate(() => window.peers.SETUP_NAMES);
  const rows = [];
  for (const live of totals) {
    const frames = live >= 100000 ? 20 : 60;
    for (const setup of names) {
      rows.push({ frames, ...(await page.evaluate(([s, n, f]) => window.peers.run(s, n, f), [setup, live, frames])) });
      console.error(`measured ${setup} at ${live} live particles (${frames} frames)`);
    }
  }
  const labels = { 'plume-system': 'Plume, one CPU system (addSystem, burst)', babylon: 'Babylon.js, one ParticleSystem',
    'quarks-system': 'three.quarks, one ParticleSystem', 'plume-plays': "Plume, plays of a 'cpu' layer (a system a play)",
    'quarks-each': 'three.quarks, a ParticleSystem a burst (batched)', 'plume-gpu': "Plume, plays of a 'gpu' layer" };
  // each row against Plume's cpu row of the same form: one system, or a system a burst
  const plumeOf = { 'plume-system': 'plume-system', babylon: 'plume-system', 'quarks-system': 'plume-system',
    'plume-plays': 'plume-plays', 'quarks-each': 'plume-plays', 'plume-gpu': 'plume-plays' };
  console.log('The peer workload on the CPU (56-particle bursts, 2 s life) — headless Chromium, SwiftShader, each library on ' +
    `its own 128×128 canvas, medians, timer ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
  console.log('| setup | live particles | frames | CPU median ms | CPU p95 ms | this ÷ Plume (same form) | draw calls | bytes uploaded/frame | lit pixels |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const plume = rows.find((p) => p.setup === plumeOf[r.setup] && p.frames === r.frames && !p.failed);
    if (r.failed) {
      console.log(`| ${labels[r.setup]} | ${r.live} | — | cannot: ${r.failed} | | | | | |`);
      continue;
    }
    console.log(`| ${labels[r.setup]} | ${r.live} | ${r.frames} | ${r.cpuMedian.toFixed(3)} | ${r.cpuP95.toFixed(3)} | ` +
      `${plume ? `${(r.cpuMedian / plume.cpuMedian).toFixed(2)}×` : '—'} | ${r.draws.toFixed(1)} | ${Math.round(r.bytes)} | ` +
      `${(r.lit * 100).toFixed(1)}% |`);
  }
  console.log("Goal (issue 29): Plume's CPU systems at least 5× below Babylon.js's ParticleSystem and three.quarks at 10,000 and " +
    '100,000 live particles (this ÷ Plume ≥ 5 on the peers\' rows).');
  console.log('');
  if (process.env.BENCH_ONLY) {
    await browser.close();
    server.close();
    process.exit(0);
  }
}

const FRAME_COST_FRAMES = Number(process.env.BENCH_FRAME_COST_FRAMES ?? 240);
const cost = await page.evaluate((f) => window.frameCost.run(f), FRAME_COST_FRAMES);
const byName = Object.fromEntries(cost.rows.map((row) => [row.name, row]));
const floor = byName.floor;
console.log(`Frame cost — headless Chromium, SwiftShader, 1,200 live instances of 48 triangles, 2 spawns and 2 deaths ` +
  `a frame, ${FRAME_COST_FRAMES} interleaved frames, medians, timer ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}`);
console.log('| setup | kinds | CPU ms | ÷ floor | ÷ own canvas | CPU+GPU ms | ÷ floor | GL calls/frame | getters/frame | bytes/frame | draw calls |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const SETUP_NAMES = { own: "Plume's own canvas", guest1: "a game's WebGL 1 context", guest2: "a game's WebGL 2 context" };
for (const row of cost.rows) {
  const [kind, kinds = '1'] = row.name.split('-');
  const own = byName[`own-${kinds}`];
  const label = kind === 'floor' ? 'floor: one hand-written instanced draw' : SETUP_NAMES[kind];
  console.log(`| ${label} | ${kind === 'floor' ? '—' : kinds} | ${row.cpu.toFixed(3)} | ${(row.cpu / floor.cpu).toFixed(2)}× | ` +
    `${kind === 'floor' ? '—' : `${(row.cpu / own.cpu).toFixed(2)}×`} | ${row.total.toFixed(3)} | ${(row.total / floor.total).toFixed(2)}× | ` +
    `${row.glCalls.toFixed(1)} | ${row.getters.toFixed(1)} | ${row.bytes.toFixed(0)} | ${row.drawCalls} |`);
}
for (const kind of ['own', 'guest1', 'guest2']) {
  const one = byName[`${kind}-1`];
  const eight = byName[`${kind}-8`];
  console.log(`${SETUP_NAMES[kind]}: 8 kinds ÷ 1 kind = ${(eight.cpu / one.cpu).toFixed(2)}× CPU (goal ≤ 1.5×); ` +
    `GL calls per extra kind: ${((eight.glCalls - one.glCalls) / 7).toFixed(1)}`);
}
for (const kinds of ['1', '4', '8']) {
  console.log(`${kinds} kind(s): guest WebGL 1 ÷ own = ${(byName[`guest1-${kinds}`].cpu / byName[`own-${kinds}`].cpu).toFixed(2)}×, ` +
    `guest WebGL 2 ÷ own = ${(byName[`guest2-${kinds}`].cpu / byName[`own-${kinds}`].cpu).toFixed(2)}× (goal ≤ 1.2×)`);
}
const overhead = await page.evaluate(() => window.frameCost.trackingOverhead());
console.log(`hostState 'track' on the game's own calls: a frame of 1,000 state-setting calls takes ` +
  `${overhead.without.toFixed(3)} ms on a context without Plume, ${overhead.with.toFixed(3)} ms with a Plume attached ` +
  `(${(((overhead.with - overhead.without) / 1000) * 1e6).toFixed(0)} ns a call)`);
console.log('');
if (process.env.BENCH_SKIP_BOOK) {
  await browser.close();
  server.close();
  process.exit(0);
}

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
