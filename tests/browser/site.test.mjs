// The online demo as a static site (issue 17): scripts/site.sh writes build/site/, which must work from any
// static host under any path prefix. Served here under /plume/ by a plain server (no cross-origin isolation
// headers), every page loads with no console error, no failed request and no request outside the prefix, every
// page's canvas is drawn, every link between pages and docs resolves, the landing page shows the install
// command and links to the docs, and it holds a video loop of every gallery example (each decoded here at its
// peak and 0.1 s before its end, 4 to 8 s long) in a grid where a click plays the effect live (pixels read back).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './harness.mjs';
import { watchProblems } from './page_session.mjs';
import { startServer } from '../../scripts/static_server.mjs';
import { clearVideos } from '../../scripts/videos.mjs';
import { galleryEffects } from '../../web/editor/gallery.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE = join(ROOT, 'build/site-test');
const PREFIX = '/plume/';

// each page, what says it is ready, and how many draw calls Plume made in its last frame (the engines draw
// their own scenes too, so a drawn canvas alone would not show that Plume did)
const PAGES = {
  'index.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
  'game.html': [() => window.demo !== undefined && window.demo.stats().frames > 5, () => window.demo.stats().drawCalls],
  'editor.html': [() => window.editor !== undefined && !window.editor.loading, () => window.editor.plume.stats.drawCalls],
  'stress.html?mode=gpu&count=20000': [() => window.stress !== undefined, () => window.stress.plume.stats.drawCalls],
  'three.html': [() => window.threeDemo !== undefined, () => window.threeDemo.plume.stats.drawCalls],
  'three_scene.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
  'babylon.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
  'pixi.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
  // WebGPU pages: on WebGL where the browser has no WebGPU (this one), as a game's page would be
  'three_webgpu.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
  'webgpu.html': [() => window.pageReady === true, () => window.pageStats().drawCalls],
};

let server, origin, outside, browser;
before(async () => {
  const built = spawnSync(join(ROOT, 'scripts/site.sh'), [SITE], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  // an ordinary static host: no cross-origin isolation headers, the site under a sub-path
  ({ server, outside } = await startServer(SITE, 0, '127.0.0.1', { prefix: PREFIX, isolated: false }));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** Opens a page of the site, waits for `ready`, and returns what went wrong and the links it holds. */
async function visit(path, ready = () => document.readyState === 'complete', viewport = { width: 800, height: 500 }, init = null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const problems = watchProblems(page);
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}${PREFIX}`) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) {
      problems.push(`request outside ${PREFIX}: ${request.url()}`);
    }
  });
  await page.goto(`${origin}${PREFIX}${path}`);
  await page.waitForFunction(ready, null, { timeout: 60000 }).catch((error) => {
    throw new Error(`${path} never got ready (${error.message}): ${problems.join('; ') || 'no error reported'}`);
  });
  const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.href));
  return { page, context, problems, links };
}

/** Share of a canvas's pixels that differ from its most common colour: 0 for a blank canvas. */
async function drawnShare(page) {
  // only the canvas counts: the text and panels a page lays over it are hidden for the picture
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll('*')) {
      if (element.tagName !== 'CANVAS' && !element.querySelector('canvas')) element.style.visibility = 'hidden';
    }
  });
  const canvas = page.locator('canvas').first();
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const c = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    c.drawImage(bitmap, 0, 0);
    const { data } = c.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = (data[i] >> 3) << 10 | (data[i + 1] >> 3) << 5 | data[i + 2] >> 3;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const background = Math.max(...counts.values());
    return 1 - background / (data.length / 4);
  }, png);
}

/** A raw GET (fetch would mend the path), as { status, headers, body }. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

/**
 * A video of the page's origin (src relative to the page), in the page: { duration, width, height, lit (pixels of
 * its frame at `at` s whose R + G + B > 80), peakProblem (why that frame is not there), end: its frame 0.1 s before
 * its end, { time, shown (share of its pixels not black), moved (share of them unlike the frame 1 s before) } or
 * { problem } where it is not there (seeking fails, or nothing comes in 30 s) }. A file cut short still says how
 * long it was, and seeking past what is left of it shows its last whole frame: the same frame both times.
 */
function inspectVideo(page, src, at) {
  return page.evaluate(async ({ src, at }) => {
    const element = Object.assign(document.createElement('video'), { muted: true, src });
    await new Promise((resolve, reject) => { element.onloadedmetadata = resolve; element.onerror = () => reject(new Error(`${src}: ${element.error?.message}`)); });
    const { duration, videoWidth, videoHeight } = element;
    const g = new OffscreenCanvas(videoWidth, videoHeight).getContext('2d', { willReadFrequently: true });
    const seek = (time) => new Promise((resolve) => {
      const timer = setTimeout(() => resolve(`no frame at ${time.toFixed(2)} s in 30 s`), 30000);
      element.onseeked = () => { clearTimeout(timer); resolve(null); };
      element.onerror = () => { clearTimeout(timer); resolve(`error seeking to ${time.toFixed(2)} s: ${element.error?.message}`); };
      element.currentTime = time;
    });
    const draw = () => {
      g.clearRect(0, 0, videoWidth, videoHeight);
      g.drawImage(element, 0, 0);
      return g.getImageData(0, 0, videoWidth, videoHeight).data;
    };
    const peakProblem = await seek(at);
    let lit = 0;
    const data = draw();
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] > 80) lit++;
    const problem = await seek(duration - 1.1) ?? await seek(duration - 0.1);
    let end = { problem };
    // up to three tries: under load a drawn frame can still be the one before the seek (a file cut short shows its
    // last whole frame at both times, every try)
    for (let attempt = 0; !problem && attempt < 3 && !(end.moved > 0.01); attempt++) {
      if (attempt > 0) await seek(duration - 0.1);
      const last = draw();
      await seek(duration - 1.1);
      const before = draw();
      let shown = 0, moved = 0;
      for (let i = 0; i < last.length; i += 4) {
        if (last[i] + last[i + 1] + last[i + 2] >= 12) shown++;
        if (Math.abs(last[i] - before[i]) + Math.abs(last[i + 1] - before[i + 1]) + Math.abs(last[i + 2] - before[i + 2]) > 24) moved++;
      }
      end = { time: duration - 0.1, shown: shown / (last.length / 4), moved: moved / (last.length / 4) };
    }
    return { duration, width: videoWidth, height: videoHeight, lit, peakProblem, end };
  }, { src, at });
}

/** Whether inspectVideo found the last frame there: the showcase's night (not black), unlike the frame 1 s before. */
const endDecodes = ({ end }) => !end.problem && end.shown > 0.9 && end.moved > 0.01;
const endSays = ({ end }) => end.problem ?? `${(end.shown * 100).toFixed(1)}% of its pixels not black, ${(end.moved * 100).toFixed(1)}% unlike 1 s before`;

describe('the site (scripts/site.sh) under a path prefix', () => {
  it('is served by scripts/static_server.mjs: a malformed path answers 400, byte ranges as RFC 9110 says, each with its length', async () => {
    const bad = await get(`${PREFIX}%E0%A4%A`);
    assert.equal(bad.status, 400, 'a path that does not decode is a bad request (and the server lives on)');
    const whole = readFileSync(join(SITE, 'index.html'));
    const check = async (range, status, body, contentRange) => {
      const reply = await get(`${PREFIX}index.html`, range ? { range } : {});
      assert.equal(reply.status, status, `${range}: ${status}`);
      assert.equal(reply.headers['transfer-encoding'], undefined, `${range}: not chunked`);
      assert.equal(reply.headers['content-length'], String(body.length), `${range}: its Content-Length`);
      assert.deepEqual(reply.body, body, `${range}: its body`);
      assert.equal(reply.headers['content-range'], contentRange, `${range}: its Content-Range`);
    };
    await check(null, 200, whole, undefined);
    await check('bytes=5-9', 206, whole.subarray(5, 10), `bytes 5-9/${whole.length}`);
    await check('bytes=-4', 206, whole.subarray(whole.length - 4), `bytes ${whole.length - 4}-${whole.length - 1}/${whole.length}`);
    await check(`bytes=${whole.length - 2}-`, 206, whole.subarray(whole.length - 2), `bytes ${whole.length - 2}-${whole.length - 1}/${whole.length}`);
    await check(`bytes=${whole.length}-`, 416, Buffer.alloc(0), `bytes */${whole.length}`);
    // last before first: not a valid range, so ignored (the whole file), not unsatisfiable
    await check('bytes=5-3', 200, whole, undefined);
    assert.equal((await get(`${PREFIX}index.html`)).status, 200, 'the server still answers');
  });

  it('every page loads from /plume/ with no error, no failed request, nothing outside the prefix, its canvas drawn', async () => {
    const links = new Set();
    for (const [path, [ready, plumeDrawCalls]] of Object.entries(PAGES)) {
      const { page, context, problems, links: found } = await visit(path, ready);
      await page.waitForTimeout(300);
      const calls = await page.evaluate(plumeDrawCalls);
      assert.ok(calls > 0, `${path}: Plume drew (${calls} draw calls in the last frame)`);
      const share = await drawnShare(page);
      console.log(`${path}: ${(share * 100).toFixed(2)}% of the canvas drawn`);
      assert.ok(share > 0.005, `${path}: the canvas is drawn (${(share * 100).toFixed(2)}% of its pixels differ from the background)`);
      assert.deepEqual(problems, [], `${path}`);
      found.forEach((link) => links.add(link));
      for (const link of found.filter((l) => l.startsWith(origin))) {
        assert.ok(!new URL(link).pathname.endsWith('/'), `${path}: ${link} names a file (hosts without index files serve no folder)`);
      }
      await context.close();
    }
    assert.deepEqual(outside, [], 'no request left the prefix');
    // every page the landing page and the pages link to exists (fetched: the docs are checked below)
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      assert.ok(url.pathname.startsWith(PREFIX), `${link} stays under ${PREFIX}`);
      const response = await fetch(`${origin}${url.pathname}`);
      assert.equal(response.status, 200, `${link} (linked from a page) exists`);
    }
  });

  it('the landing page says what Plume is, shows the install command and links to the docs', async () => {
    const { page, context, links } = await visit('', PAGES['index.html'][0]);
    const text = await page.textContent('body');
    assert.match(text, /particle effects for browser games/i);
    assert.match(await page.textContent('#install'), /^npm install plume-particles$/);
    for (const doc of ['docs/guide.html', 'docs/api.html', 'docs/integrations.html']) { // (and ./ links are index.html: no folder URLs)
      assert.ok(links.includes(`${origin}${PREFIX}${doc}`), `the landing page links to ${doc}`);
    }
    for (const page of ['game.html', 'editor.html', 'stress.html', 'three.html', 'three_scene.html', 'babylon.html', 'pixi.html',
      'three_webgpu.html', 'webgpu.html']) {
      assert.ok(links.includes(`${origin}${PREFIX}${page}`), `the landing page links to ${page}`);
    }
    const stats = await page.evaluate(() => window.pageStats());
    assert.ok(stats.particles > 0, `live effects on the landing page (${stats.particles} particles)`);
    await context.close();
  });

  it('the docs are pages of the site whose links and anchors all resolve', async () => {
    const docs = readdirSync(join(SITE, 'docs')).filter((f) => f.endsWith('.html'));
    assert.ok(['index.html', 'guide.html', 'api.html', 'integrations.html', 'limits.html', 'internals.html',
      'benchmarks.html'].every((d) => docs.includes(d)), `docs rendered: ${docs.join(', ')}`);
    const broken = [];
    for (const doc of docs) {
      const html = readFileSync(join(SITE, 'docs', doc), 'utf8');
      assert.doesNotMatch(html, /href="[^"]*\.md(#[^"]*)?"/, `${doc}: no link to markdown left`);
      for (const [, href] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
        if (/^[a-z]+:/i.test(href)) continue;
        const target = new URL(href, `${origin}${PREFIX}docs/${doc}`);
        if (!target.pathname.startsWith(PREFIX)) { broken.push(`${doc}: ${href} leaves the prefix`); continue; }
        let file = join(SITE, decodeURIComponent(target.pathname.slice(PREFIX.length)));
        try { if (statSync(file).isDirectory()) file = join(file, 'index.html'); } catch { broken.push(`${doc}: ${href}`); continue; }
        if (target.hash && file.endsWith('.html') && !readFileSync(file, 'utf8').includes(`id="${decodeURIComponent(target.hash.slice(1))}"`)) {
          broken.push(`${doc}: ${href} (no such heading)`);
        }
      }
    }
    assert.deepEqual(broken, []);
    // one doc page in the browser: no console error there either
    const { problems, context } = await visit('docs/guide.html');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the site holds a video loop of every gallery example: each decodes in Chromium, lasts 4 to 8 s at 30 fps', async () => {
    const names = galleryEffects().map((e) => e.name);
    const manifest = JSON.parse(readFileSync(join(SITE, 'videos/videos.json'), 'utf8'));
    const { page, context, problems } = await visit('', PAGES['index.html'][0]);
    for (const name of names) {
      const entry = manifest.videos.find((v) => v.name === name);
      assert.ok(entry && statSync(join(SITE, 'videos', entry.file)).size > 10000, `${name}: videos/${name}.webm is there`);
      assert.ok(entry.frames / (entry.length / 1000) >= 30 - 1e-6, `${name}: ${entry.frames} frames in ${entry.length} ms`);
      // a frame at the effect's peak (its time in the loop: the plan of a looping effect starts before it)
      const at = (entry.peak - entry.plan.start) / 1000;
      const video = await inspectVideo(page, `videos/${entry.file}`, at);
      console.log(`${name}: ${video.duration.toFixed(2)} s, ${video.width} x ${video.height}, ${video.lit} lit pixels at ${at.toFixed(2)} s, ` +
        `its last frame: ${endSays(video)}`);
      assert.ok(video.duration >= 4 && video.duration <= 8.05, `${name}: the video lasts ${video.duration} s`);
      assert.ok(video.lit > video.width * video.height * 0.01, `${name}: a decoded frame shows the effect (${video.peakProblem ?? `${video.lit} lit pixels`})`);
      assert.ok(endDecodes(video), `${name}: its last frame decodes (${endSays(video)})`);
    }
    // the landing page's grid: a cell per example, playing its loop; a click plays the effect live over it
    const cells = await page.evaluate(() => [...document.querySelectorAll('#gallery figure')].map((f) => [f.dataset.name, f.querySelector('video').getAttribute('src')]));
    assert.deepEqual(cells, names.map((n) => [n, `videos/${n}.webm`]));
    await page.click('#gallery figure[data-name="explosion"]');
    await page.waitForFunction(() => window.galleryLive.name === 'explosion' && window.galleryLive.frames > 5, null, { timeout: 30000 });
    const live = await page.evaluate(() => {
      const canvas = document.getElementById('live');
      const gl = canvas.getContext('webgl');
      const pixels = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
      gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      let lit = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 80) lit++;
      const cell = document.querySelector('#gallery figure[data-name="explosion"]').getBoundingClientRect();
      const over = canvas.getBoundingClientRect();
      return { lit, total: pixels.length / 4, shown: getComputedStyle(canvas).display, offset: Math.abs(cell.left - over.left) + Math.abs(cell.top - over.top) };
    });
    console.log(`live explosion over its cell: ${live.lit} of ${live.total} pixels lit`);
    assert.equal(live.shown, 'block');
    assert.ok(live.offset < 2, `the live canvas lies over the cell (${live.offset} px off)`);
    assert.ok(live.lit > live.total * 0.01, `the live effect draws (${live.lit} of ${live.total} pixels lit)`);
    assert.deepEqual(problems, []);
    // and the check of the last frame fails for a file cut short (its header still says how long it was; checked
    // after the page's problems: Chromium reports the file's end as a failed request)
    const whole = readFileSync(join(SITE, 'videos', `${names[0]}.webm`));
    writeFileSync(join(SITE, 'videos', 'cut-short.webm'), whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cut = await inspectVideo(page, 'videos/cut-short.webm', 0);
    console.log(`${names[0]} cut to 60% of its bytes: ${cut.duration.toFixed(2)} s, its last frame: ${endSays(cut)}`);
    assert.ok(!endDecodes(cut), `the last frame of ${names[0]}.webm cut short does not decode`);
    rmSync(join(SITE, 'videos', 'cut-short.webm'));
    await context.close();
  });

  it('scripts/videos.mjs clears only the loops and videos.json it wrote from the folder it is given, never a folder', () => {
    const out = mkdtempSync(join(tmpdir(), 'plume-videos-'));
    try {
      mkdirSync(join(out, 'keep'));
      for (const file of ['a.webm', 'b.webm', 'mine.webm', 'notes.txt', 'keep/c.webm']) writeFileSync(join(out, file), 'x');
      writeFileSync(join(out, 'videos.json'), JSON.stringify({ videos: [{ file: 'a.webm' }, { file: 'b.webm' }, { file: '../escape.webm' }, { file: 'keep' }] }));
      clearVideos(out);
      assert.deepEqual(readdirSync(out, { recursive: true }).sort(), ['keep', 'keep/c.webm', 'mine.webm', 'notes.txt']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('the live cell: one Plume however fast the hovers come, its effect on the real clock on a 120 Hz display', async () => {
    // a 120 Hz display: animation frames every 1000/120 ms; each frame of the live cell noted with its effect's time
    const display = () => {
      window.liveFrames = [];
      window.requestAnimationFrame = (callback) => setTimeout(() => {
        const now = performance.now(), before = window.galleryLive?.frames;
        callback(now);
        if (window.galleryLive && window.galleryLive.frames !== before) window.liveFrames.push([now, window.galleryLive.time]);
      }, 1000 / 120);
    };
    const { page, context, problems } = await visit('', PAGES['index.html'][0], undefined, display);
    // two hovers before the first one's Plume is made
    await page.evaluate(() => {
      for (const name of ['explosion', 'fireworks']) {
        document.querySelector(`#gallery figure[data-name="${name}"]`).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      }
    });
    await page.waitForFunction(() => window.galleryLive.name === 'fireworks' && window.galleryLive.frames > 5, null, { timeout: 30000 });
    const clock = await page.evaluate(async () => {
      const from = window.liveFrames.length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return { frames: window.liveFrames.slice(from), plumes: window.galleryLive.plumes };
    });
    // the real time between its frames, less what a stall of the page (a frame over 100 ms late) is not caught up
    let real = 0;
    for (let i = 1; i < clock.frames.length; i++) real += Math.min(clock.frames[i][0] - clock.frames[i - 1][0], 100);
    const effect = clock.frames.at(-1)[1] - clock.frames[0][1];
    console.log(`live cell at 120 Hz: ${effect.toFixed(0)} ms of the effect in ${real.toFixed(0)} ms (${clock.frames.length} frames), ${clock.plumes} Plume made`);
    assert.equal(clock.plumes, 1, 'one Plume made for the live cell');
    assert.ok(clock.frames.length > 3, `the live cell drew (${clock.frames.length} frames in 2 s)`);
    assert.ok(Math.abs(effect - real) <= 2 * (1000 / 60), `the live effect keeps real time (${effect.toFixed(0)} ms in ${real.toFixed(0)} ms)`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
