// The demo page (web/index.html hosting the C game in web/game): it loads cleanly, shows the ship and
// its engine glow, holding space sets off explosions, the HUD tells the truth, a lost context is
// announced and survived, and a browser without WebGL gets a message instead of a blank page.
// One page load for the game, one for the no-WebGL case.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './harness.mjs';
import { saveScreenshot } from './screenshots.mjs';
import { startServer } from '../../scripts/static_server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIEWPORT = { width: 800, height: 450 };

let server, url, browser, page;
const problems = []; // console errors, page errors, failed requests and HTTP errors of the game's page
const requested = [];
const logged = []; // the page's console lines

function watch(target, into) {
  target.on('pageerror', (error) => into.push(`page error: ${error.message}`));
  target.on('console', (message) => {
    if (message.type() === 'error') into.push(`console: ${message.text()}`);
    else logged.push(message.text());
  });
  target.on('requestfailed', (request) => into.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  target.on('response', (response) => {
    requested.push(response.url());
    if (response.status() >= 400) into.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

before(async () => {
  ({ server, url } = await startServer(ROOT));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: VIEWPORT });
  watch(page, problems);
  await page.goto(`${url}web/index.html`);
  await page.waitForFunction(() => window.demo !== undefined && window.demo.stats().frames > 5, null, { timeout: 60000 });
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Pixels of the game's next frame, read back right after it is drawn (bottom row first). */
const readFrame = async () => {
  const frame = await page.evaluate(async () => {
    const { width, height, pixels } = await window.demo.readPixels();
    let binary = '';
    for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width, height, base64: btoa(binary) };
  });
  return { width: frame.width, height: frame.height, pixels: Buffer.from(frame.base64, 'base64') };
};

function pixelsNear(frame, [cx, cy], radius, test) {
  let count = 0;
  for (let y = Math.max(0, Math.round(cy - radius)); y < Math.min(frame.height, cy + radius); y++) {
    for (let x = Math.max(0, Math.round(cx - radius)); x < Math.min(frame.width, cx + radius); x++) {
      const i = (y * frame.width + x) * 4;
      if (test(frame.pixels[i], frame.pixels[i + 1], frame.pixels[i + 2])) count++;
    }
  }
  return count;
}

const isBlack = (r, g, b) => r + g + b < 40;
const isFire = (r, g, b) => r > 170 && g > 90 && r > b + 60; // explosions: hot, bright, warm
// the engine glow's white-hot core; the orange nozzle plate and the exhaust alone light ~14 such pixels
const isWhiteHot = (r, g, b) => r >= 250 && g >= 160 && b >= 80;

describe('demo page', () => {
  it('loads the game with its progress bar gone, a favicon, no console errors and no failed requests', async () => {
    assert.equal(await page.isHidden('#loading'), true, 'the loading screen is gone');
    assert.equal(await page.$eval('#progress', (bar) => bar.value), 1, 'its progress bar ran to the end');
    assert.equal(await page.isHidden('#message'), true, 'no message over the game');
    const icon = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="icon"]');
      const response = await fetch(link.href);
      return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
    });
    assert.equal(icon.status, 200, 'the favicon is served');
    assert.match(icon.text, /^<svg/, 'the favicon is an SVG');
    assert.equal(icon.type, 'image/svg+xml', 'served as one (a browser ignores an icon of another type)');
    assert.ok(requested.some((address) => address.endsWith('/web/dist/demo/game.wasm')), 'the game\'s wasm was loaded');
    const stats = await page.evaluate(() => window.demo.stats());
    assert.ok(stats.webglVersion === 1 || stats.webglVersion === 2, `a WebGL context (${stats.webglVersion})`);
    assert.deepEqual(problems, []);
  });

  it('shows the ship and its engine glow before anything is fired', async () => {
    const frame = await readFrame();
    const { ship, glow } = await page.evaluate(() => window.demo.probes());
    const stats = await page.evaluate(() => window.demo.stats());
    assert.equal(stats.explosions, 0, 'nothing fired yet');
    assert.ok(ship[0] > 0 && ship[0] < frame.width && ship[1] > 0 && ship[1] < frame.height, `ship on screen at ${ship}`);
    // the hull and wings are lit grey-blue; the sky around them is nearly black
    const hull = pixelsNear(frame, ship, 60, (r, g, b) => b > 70 && b >= r && r + g + b > 150);
    assert.ok(hull > 800, `the ship's blue-grey hull and wings are drawn (${hull} pixels)`);
    const flame = pixelsNear(frame, glow, 16, isWhiteHot);
    assert.ok(flame > 150, `the engine glow burns at the nozzle (${flame} white-hot pixels)`);
    assert.ok(stats.meshLive >= 1 && stats.emitterLive > 0, 'the glow is a live mesh particle, the exhaust a live emitter');
  });

  it('sets off explosions in front of the ship while space is held, lighting pixels that were black', async () => {
    const before = await readFrame();
    const statsBefore = await page.evaluate(() => window.demo.stats());
    const { ship } = await page.evaluate(() => window.demo.probes());
    // a second of the game's time (30 explosions a second): on a loaded machine that takes longer, the
    // game's step being capped at 100 ms a frame
    await page.keyboard.down('Space');
    await page.waitForFunction(() => window.demo.stats().explosions >= 30, null, { timeout: 60000 });
    const during = await readFrame();
    const statsDuring = await page.evaluate(() => window.demo.stats());
    await saveScreenshot(page, 'index-hud');
    await page.keyboard.up('Space');

    assert.ok(statsDuring.explosions > statsBefore.explosions, `explosions fired (${statsDuring.explosions})`);
    assert.ok(statsDuring.meshLive > statsBefore.meshLive + 5,
      `live mesh particles rose from ${statsBefore.meshLive} to ${statsDuring.meshLive}`);
    assert.ok(statsDuring.live > statsBefore.live, 'the live count rose');
    // before the first explosion the only CPU particles are the engine's heat trail (45 a second, under 0.5 s)
    assert.ok(statsBefore.cpuSystemLive > 0 && statsBefore.cpuSystemLive <= 30,
      `the heat trail streams from the nozzle (${statsBefore.cpuSystemLive} CPU particles before any debris)`);
    assert.ok(statsDuring.cpuSystemLive > statsBefore.cpuSystemLive + 100,
      `debris sparks fly from the CPU particle system (${statsDuring.cpuSystemLive})`);
    assert.ok(statsDuring.created > statsBefore.created, 'particles were created');
    assert.ok(statsDuring.emitterLive > statsBefore.emitterLive + 100,
      `the blast (flash, fireball flipbook and embers: an effect played at every explosion, through the C effect API) rose the GPU particles from ${statsBefore.emitterLive} to ${statsDuring.emitterLive}`);
    // ahead of the ship is above it on screen: count pixels there that went from black to fire
    let lit = 0;
    for (let y = Math.round(ship[1] + 20); y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const i = (y * before.width + x) * 4;
        if (isBlack(before.pixels[i], before.pixels[i + 1], before.pixels[i + 2]) &&
            isFire(during.pixels[i], during.pixels[i + 1], during.pixels[i + 2])) lit++;
      }
    }
    assert.ok(lit > 3000, `explosions lit ${lit} pixels ahead of the ship that were black`);
    const size = statSync(new URL('../../build/screenshots/index-hud.png', import.meta.url)).size;
    assert.ok(size > 10000, `a screenshot of the page was written (${size} bytes)`);
  });

  it('shows in its HUD the numbers stats() returns, and counts the draw calls the frame makes', async () => {
    await page.keyboard.down('Space'); // a busy frame: particles of every kind
    const seen = await page.evaluate(async () => {
      const { gl } = window.demo;
      await window.demo.nextFrame();
      // count this frame's draw calls on the context itself
      let calls = 0;
      const wrapped = [];
      const instancing = gl.getExtension('ANGLE_instanced_arrays');
      for (const [target, name] of [[gl, 'drawArrays'], [gl, 'drawElements'], [gl, 'drawArraysInstanced'],
        [gl, 'drawElementsInstanced'], [instancing, 'drawArraysInstancedANGLE'], [instancing, 'drawElementsInstancedANGLE']]) {
        if (!target || typeof target[name] !== 'function') continue;
        const original = target[name];
        target[name] = function (...args) { calls++; return original.apply(this, args); };
        wrapped.push([target, name, original]);
      }
      await window.demo.nextFrame();
      for (const [target, name, original] of wrapped) target[name] = original;
      return { counter: document.getElementById('counter').textContent, counts: document.getElementById('counts').textContent,
        stats: window.demo.stats(), calls };
    });
    await page.keyboard.up('Space');
    const { stats } = seen;
    const counter = seen.counter.match(/^(\d+\.\d) fps \((\d+) polies\)$/);
    assert.ok(counter, `the book's counter: "${seen.counter}"`);
    assert.equal(counter[1], stats.fps.toFixed(1));
    assert.equal(Number(counter[2]), stats.polygons);
    const counts = seen.counts.replace(/,/g, '').match(/^(\d+) live · (\d+) created · (\d+) draw calls · (\d+\.\d\d) ms CPU$/);
    assert.ok(counts, `the counts line: "${seen.counts}"`);
    assert.deepEqual(counts.slice(1, 4).map(Number), [stats.live, stats.created, stats.drawCalls]);
    assert.equal(counts[4], stats.cpuMs.toFixed(2));
    // the stats themselves add up, and agree with what the GL context saw
    assert.equal(stats.polygons, stats.particlePolygons + stats.scenePolygons);
    assert.equal(stats.live, stats.meshLive + stats.emitterLive + stats.cpuSystemLive);
    assert.ok(stats.particlePolygons > 336, `explosions drawn (${stats.particlePolygons} particle polygons)`);
    assert.equal(seen.calls, stats.drawCalls, 'draw calls counted on the WebGL context');
  });

  it('lights the asteroids with its explosions: a cluster by a blast is brighter and warmer with the lights than the same frame without', async () => {
    // the earlier tests' explosions have gone dark: this blast is the only light
    await page.waitForFunction(() => window.demo.stats().lights === 0, null, { timeout: 60000 });
    const target = await page.evaluate(() => window.demo.blastInView());
    assert.ok(target, 'an asteroid cluster is in view');
    // a few frames for the blast's flash to rise (its light peaks 50 ms in), then the same moment drawn twice
    for (let i = 0; i < 3; i++) await page.evaluate(() => window.demo.nextFrame());
    await page.evaluate(() => window.demo.pause(true));
    let lit, dark, lights, lightsOff;
    try {
      lit = await readFrame();
      lights = (await page.evaluate(() => window.demo.stats())).lights;
      await page.evaluate(() => window.demo.setLights(false));
      dark = await readFrame();
      lightsOff = (await page.evaluate(() => window.demo.stats())).lights;
    } finally {
      await page.evaluate(() => { window.demo.setLights(true); window.demo.pause(false); });
    }
    assert.equal(lights, 1, 'the blast\'s light reached the scene');
    assert.equal(lightsOff, 0, 'and with the lights off none did');
    // the particles are the same in both frames (time held still): what differs is the rocks' lighting
    let brighter = 0, red = 0, blue = 0, elsewhere = 0;
    for (let y = 0; y < lit.height; y++) {
      for (let x = 0; x < lit.width; x++) {
        const i = (y * lit.width + x) * 4;
        const dr = lit.pixels[i] - dark.pixels[i], db = lit.pixels[i + 2] - dark.pixels[i + 2];
        const near = Math.hypot(x - target[0], y - target[1]) < 120;
        if (!near) { if (dr !== 0) elsewhere++; continue; }
        if (dr > 10) brighter++;
        red += dr;
        blue += db;
      }
    }
    assert.ok(brighter > 300, `${brighter} pixels of the cluster round the blast are brighter lit`);
    assert.ok(red > 3 * Math.max(blue, 1), `and lit orange (red gained ${red}, blue ${blue})`);
    assert.ok(elsewhere < brighter / 4, `the light stays near the blast (${elsewhere} pixels changed farther away)`);
  });

  it('draws its particles through the HDR path: half floats, a bloom and a tonemap that keeps a pile of explosions orange where the canvas alone clips it white', async () => {
    const stats = await page.evaluate(() => window.demo.stats());
    assert.equal(stats.hdr, 'half-float', 'WebGL 2 renders to half floats');
    const fired = stats.explosions;
    await page.keyboard.down('Space');
    await page.waitForFunction((n) => window.demo.stats().explosions >= n + 30, fired, { timeout: 60000 });
    await page.keyboard.up('Space');
    await page.evaluate(() => window.demo.pause(true));
    let hdr, clipped, off;
    try {
      hdr = await readFrame();
      await page.evaluate(() => window.demo.setHdr(false));
      clipped = await readFrame();
      off = (await page.evaluate(() => window.demo.stats())).hdr;
    } finally {
      await page.evaluate(() => { window.demo.setHdr(true); window.demo.pause(false); });
    }
    assert.equal(off, false, 'switched off, the particles draw straight onto the canvas');
    const count = (frame, test) => pixelsNear(frame, [frame.width / 2, frame.height / 2], Math.max(frame.width, frame.height), test);
    const flatWhite = (frame, i) => frame.pixels[i] >= 250 && frame.pixels[i + 1] >= 250 && frame.pixels[i + 2] >= 250;
    // flat white in one frame and not the other: the particles' doing (stars and the ship's highlights are in both);
    // the engine glow is white by its colour (a white-hot core, and its bloom), so its nozzle is left out
    const { glow } = await page.evaluate(() => window.demo.probes());
    const white = [0, 0];
    for (let i = 0; i < hdr.pixels.length; i += 4) {
      const x = (i / 4) % hdr.width, y = Math.floor(i / 4 / hdr.width);
      if (Math.hypot(x - glow[0], y - glow[1]) < 30) continue;
      if (flatWhite(hdr, i) && !flatWhite(clipped, i)) white[0]++;
      if (flatWhite(clipped, i) && !flatWhite(hdr, i)) white[1]++;
    }
    const hot = (r, g, b) => r >= 200 && r > b + 60; // a bright warm hue
    const warm = [count(hdr, hot), count(clipped, hot)];
    assert.ok(white[1] > 50, `without the tonemap the pile clips to flat white (${white[1]} pixels)`);
    assert.ok(white[0] < white[1] / 20, `with it, ${white[0]} pixels are flat white where the canvas alone has ${white[1]}`);
    assert.ok(warm[0] > 5000, `the explosions keep their hue (${warm[0]} bright warm pixels; ${warm[1]} clipped)`);
  });

  it('flies with the arrow keys and WASD, looks around while the mouse drags, fires from the touch button', async () => {
    const stats = () => page.evaluate(() => window.demo.stats());
    const frames = async (n) => { for (let i = 0; i < n; i++) await page.evaluate(() => window.demo.nextFrame()); };
    let before = await stats();
    await page.keyboard.down('ArrowLeft');
    await frames(8);
    await page.keyboard.up('ArrowLeft');
    let after = await stats();
    assert.ok(after.shipYaw > before.shipYaw + 0.05, `ArrowLeft turns left (yaw ${before.shipYaw} -> ${after.shipYaw})`);
    before = after;
    await page.keyboard.down('KeyD');
    await frames(8);
    await page.keyboard.up('KeyD');
    after = await stats();
    assert.ok(after.shipYaw < before.shipYaw - 0.05, `D turns right (yaw ${before.shipYaw} -> ${after.shipYaw})`);
    before = after;
    await page.keyboard.down('KeyW');
    await frames(8);
    after = await stats();
    await page.keyboard.up('KeyW');
    assert.ok(after.shipSpeed > before.shipSpeed + 1, `W speeds up (${before.shipSpeed} -> ${after.shipSpeed})`);

    // mouse look: dragging sideways swings the camera round the ship (which stays in the middle), so the
    // nozzle behind it shifts sideways on screen
    const nozzleOffset = async () => {
      const { ship, glow } = await page.evaluate(() => window.demo.probes());
      return glow[0] - ship[0];
    };
    const start = await nozzleOffset();
    const x = VIEWPORT.width / 2, y = VIEWPORT.height / 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 200, y, { steps: 4 });
    await frames(2);
    const dragged = await nozzleOffset();
    await page.mouse.up();
    assert.ok(Math.abs(dragged - start) > 15, `the nozzle's offset from the ship went from ${start} to ${dragged} pixels`);

    // the FIRE button (shown on touch screens) fires while pressed
    const fired = (await stats()).explosions;
    await page.evaluate(() => { document.getElementById('fire').style.display = 'block'; });
    const button = await page.$('#fire');
    const box = await button.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await frames(4);
    await page.mouse.up();
    await page.evaluate(() => { document.getElementById('fire').style.display = ''; });
    const firedAfter = (await stats()).explosions;
    assert.ok(firedAfter > fired, `the FIRE button fired (${fired} -> ${firedAfter} explosions)`);
    await frames(2);
    const idle = (await stats()).explosions;
    await frames(4);
    assert.equal((await stats()).explosions, idle, 'and stops when let go');
  });

  it('logs the book\'s heartbeat of particle stats every five seconds', async () => {
    const heartbeat = () => logged.find((line) => line.startsWith('heartbeat: '));
    for (let waited = 0; !heartbeat() && waited < 8000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    assert.match(heartbeat() ?? '(none)', /^heartbeat: \d+\.\d fps, \d+\.\d\d ms CPU a frame, \d+ particles live \(\d+ mesh, \d+ emitter\), \d+ created, \d+ polies, \d+ draw calls$/);
    assert.ok(logged.some((line) => /^Plume demo: WebGL [12], (instanced|batched fallback); 4 particle kinds; HDR through (half floats|8 bits)$/.test(line)),
      'the start line names the WebGL version, the drawing path, the four kinds and the HDR target');
  });

  it('says so when the WebGL context is lost, and draws again once the browser restores it', async () => {
    // the extension object is kept: a lost context answers getExtension with null
    await page.evaluate(() => { window.loseContext = window.demo.gl.getExtension('WEBGL_lose_context'); window.loseContext.loseContext(); });
    await page.waitForFunction(() => document.getElementById('message').dataset.kind === '2', null, { timeout: 10000 });
    assert.match(await page.textContent('#message'), /context was lost/);
    assert.equal(await page.isVisible('#message'), true);
    await page.evaluate(() => window.loseContext.restoreContext());
    await page.waitForFunction(() => document.getElementById('message').dataset.kind === '0', null, { timeout: 10000 });
    assert.equal(await page.isHidden('#message'), true, 'the message goes once the context is back');
    await page.evaluate(async () => { await window.demo.nextFrame(); await window.demo.nextFrame(); });
    const frame = await readFrame();
    const { ship, glow } = await page.evaluate(() => window.demo.probes());
    const hull = pixelsNear(frame, ship, 60, (r, g, b) => b > 70 && b >= r && r + g + b > 150);
    assert.ok(hull > 800, `the ship is drawn again (${hull} pixels)`);
    assert.ok(pixelsNear(frame, glow, 16, isWhiteHot) > 150, 'and its glow');
    assert.deepEqual(problems, []);
  });

  it('with ?hud=0 shows the game alone (no counters, help or FIRE button, even on a touch screen): the screenshot the docs show', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: false });
    const bare = await context.newPage();
    const bareProblems = [];
    watch(bare, bareProblems);
    await bare.goto(`${url}web/index.html?hud=0`);
    await bare.waitForFunction(() => window.demo?.stats().frames > 5, null, { timeout: 60000 });
    const overlays = await bare.evaluate(() => ({
      hud: window.demo.hud,
      shown: [...document.querySelectorAll('#hud, #fire, #help, #counter')]
        .filter((element) => element.getClientRects().length > 0).map((element) => element.id),
      coarse: matchMedia('(pointer: coarse)').matches,
    }));
    assert.equal(overlays.hud, false);
    assert.deepEqual(overlays.shown, [], 'nothing drawn over the game');
    // explosions fired over a frame are spread over its time: a busy sky of explosions at different ages
    await bare.keyboard.down('Space');
    await bare.waitForFunction(() => window.demo.stats().explosions >= 24, null, { timeout: 60000 });
    await bare.keyboard.up('Space');
    await saveScreenshot(bare, 'index');
    await context.close();
    assert.deepEqual(bareProblems, []);
    // the page as it always was keeps its HUD
    assert.equal(await page.evaluate(() => window.demo.hud), true);
    assert.ok(await page.evaluate(() => document.getElementById('hud').getClientRects().length > 0), 'the HUD shows by default');
  });

  it('with ?lights=0&hdr=0 starts without the explosions\' lights and the HDR path', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const plain = await context.newPage();
    const plainProblems = [];
    watch(plain, plainProblems);
    await plain.goto(`${url}web/index.html?lights=0&hdr=0`);
    await plain.waitForFunction(() => window.demo?.stats().frames > 5, null, { timeout: 60000 });
    assert.ok(await plain.evaluate(() => window.demo.blastInView()), 'a blast by a cluster in view');
    const seen = await plain.evaluate(async () => {
      for (let i = 0; i < 3; i++) await window.demo.nextFrame();
      return window.demo.stats();
    });
    await context.close();
    assert.equal(seen.hdr, false, 'the particles draw straight onto the canvas');
    assert.equal(seen.lights, 0, 'no light reaches the asteroids');
    assert.deepEqual(plainProblems, []);
  });

  it('runs on WebGL 1 when the browser has no WebGL 2, through the 8-bit HDR target where it renders to no half floats', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const webgl1Problems = [];
    const webgl1 = await context.newPage();
    await webgl1.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
      };
      // a phone's WebGL 1: half-float textures, but nothing that draws into them
      const getExtension = WebGLRenderingContext.prototype.getExtension;
      WebGLRenderingContext.prototype.getExtension = function (name) {
        return /^(EXT_color_buffer_half_float|WEBGL_color_buffer_float)$/.test(name) ? null : getExtension.call(this, name);
      };
    });
    watch(webgl1, webgl1Problems);
    await webgl1.goto(`${url}web/index.html`);
    await webgl1.waitForFunction(() => window.demo?.stats().frames > 5, null, { timeout: 60000 });
    const seen = await webgl1.evaluate(async () => {
      const { width, height, pixels } = await window.demo.readPixels();
      const { ship, glow } = window.demo.probes();
      const near = ([cx, cy], radius, test) => {
        let count = 0;
        for (let y = Math.max(0, Math.round(cy - radius)); y < Math.min(height, cy + radius); y++) {
          for (let x = Math.max(0, Math.round(cx - radius)); x < Math.min(width, cx + radius); x++) {
            const i = (y * width + x) * 4;
            if (test(pixels[i], pixels[i + 1], pixels[i + 2])) count++;
          }
        }
        return count;
      };
      return { version: window.demo.stats().webglVersion, hdr: window.demo.stats().hdr,
        isWebGl1: window.demo.gl instanceof WebGLRenderingContext,
        hull: near(ship, 60, (r, g, b) => b > 70 && b >= r && r + g + b > 150),
        flame: near(glow, 16, (r, g, b) => r >= 250 && g >= 160 && b >= 80) };
    });
    await context.close();
    assert.equal(seen.version, 1);
    assert.ok(seen.isWebGl1, 'a WebGL 1 context');
    assert.equal(seen.hdr, 'rgba8', 'the particles draw into an 8-bit target (colours kept / 4) before the tonemap');
    assert.ok(seen.hull > 800, `the ship is drawn (${seen.hull} pixels)`);
    assert.ok(seen.flame > 150, `and its glow (${seen.flame} pixels)`);
    assert.deepEqual(webgl1Problems, []);
  });

  it('explains that WebGL is unavailable instead of showing a blank page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const noWebGlProblems = [];
    const noWebGl = await context.newPage();
    await noWebGl.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return /webgl/i.test(type) ? null : getContext.call(this, type, ...rest);
      };
    });
    watch(noWebGl, noWebGlProblems);
    await noWebGl.goto(`${url}web/index.html`);
    await noWebGl.waitForFunction(() => document.getElementById('message').dataset.kind === '1', null, { timeout: 60000 });
    assert.equal(await noWebGl.isVisible('#message'), true);
    assert.match(await noWebGl.textContent('#message'), /WebGL is not available.*needs WebGL/s);
    assert.equal(await noWebGl.isHidden('#loading'), true, 'the progress bar gives way to the message');
    assert.equal(await noWebGl.evaluate(() => window.demo), undefined, 'no game is running');
    await saveScreenshot(noWebGl, 'index-no-webgl');
    await context.close();
    assert.deepEqual(noWebGlProblems, []);
  });
});
