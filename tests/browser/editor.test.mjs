// The effect editor (web/editor.html): loads clean, exports and imports the effect file with the same
// pixels, and its time slider scrubs back to the pixels seen going forward.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeFrame, litCount, maxDifference, openPage } from './page_session.mjs';
import { saveScreenshot } from './screenshots.mjs';

let session;
before(async () => {
  session = await openPage('web/editor.html', () => window.editor !== undefined && !window.editor.loading, { viewport: { width: 1100, height: 640 } });
});
after(async () => { await session?.close(); });

const idle = () => session.page.waitForFunction(() => !window.editor.loading);

describe('effect editor', () => {
  it('loads with no console errors and no failed requests, showing the example with a panel per part', async () => {
    const { page } = session;
    await page.waitForTimeout(800); // let it play a little
    await saveScreenshot(page, 'editor');
    const names = await page.$$eval('#examples option', (options) => options.map((o) => o.value));
    for (const name of ['explosion', 'campfire', 'torch', 'smoke', 'portal', 'fireworks', 'snow', 'slash']) {
      assert.ok(names.includes(name), `the gallery has '${name}' (${names.join(', ')})`);
    }
    assert.equal(names[0], 'explosion', 'the gallery explosion opens first');
    assert.equal(await page.evaluate(() => window.editor.file.version), 2);
    // the version-1 files of earlier releases stay as examples: their panels
    await page.selectOption('#examples', 'explosion-v1');
    await page.waitForFunction(() => window.editor.file.version === 1 && window.editor.file.name === 'explosion' && !window.editor.loading);
    const folders = await page.$$eval('#panels .lil-gui .lil-title', (titles) => titles.map((t) => t.textContent));
    for (const title of ['Textures', 'Kind: fireball', 'Kind: shockwave', 'Spawn 1: fireball', 'Emitter 1: sparks']) {
      assert.ok(folders.includes(title), `a panel "${title}" (panels: ${folders.join(', ')})`);
    }
    assert.ok(await page.$$eval('#panels canvas.plot', (plots) => plots.length) >= 3, 'plots of the kinds and the emitter');
    assert.deepEqual(session.problems, []);
    assert.doesNotMatch(await page.textContent('#status'), /error|must/i);
  });

  it('export -> import gives the same file and the same pixels', async () => {
    const { page } = session;
    await page.evaluate(() => window.editor.seek(700));
    const before = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.ok(litCount(before, 60) > 200, `the explosion is visible at 700 ms (${litCount(before, 60)} lit pixels)`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    assert.equal(download.suggestedFilename(), 'explosion.plume.json');
    const path = await download.path();
    const exported = JSON.parse(readFileSync(path, 'utf8'));
    assert.equal(exported.plume, 'effect');
    assert.equal(exported.version, 1);
    // show something else, then import the file
    await page.selectOption('#examples', 'portal-v1');
    await page.waitForFunction(() => window.editor.file.name === 'portal' && !window.editor.loading);
    await page.setInputFiles('#import', path);
    await page.waitForFunction(() => window.editor.file.name === 'explosion' && window.editor.effect?.name === 'explosion');
    await idle();
    assert.deepEqual(await page.evaluate(() => window.editor.effect.toJSON()), exported);
    await page.evaluate(() => window.editor.seek(700));
    const after = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.equal(maxDifference(before, after), 0, 'the same pixels after the round trip');
  });

  it('an edit shows at once, and a bad import names the problem and keeps the effect', async () => {
    const { page } = session;
    await page.evaluate(() => window.editor.seek(400));
    const before = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    // turn the sparks emitter's rate slider to its far left through the panel
    const rate = page.locator('.lil-gui .lil-title', { hasText: 'Emitter 1: sparks' }).locator('xpath=..').locator('.lil-controller', { hasText: 'rate /s' }).locator('input').first();
    await rate.fill('1');
    await rate.press('Enter');
    await idle();
    await page.evaluate(() => window.editor.seek(400));
    const edited = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.equal(await page.evaluate(() => window.editor.file.emitters[0].rate), 1);
    assert.ok(maxDifference(before, edited) > 0, 'the picture changed');
    await page.setInputFiles('#import', { name: 'bad.json', mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ plume: 'effect', version: 1, emitters: [{}, {}, { rate: 'fast' }] })) });
    await page.waitForFunction(() => /emitters\[2\]\.rate: must be/.test(document.getElementById('status').textContent));
    assert.equal(await page.evaluate(() => window.editor.effect.name), 'explosion', 'the previous effect stays');
  });

  it('edits CPU systems in a panel of their own and scrubs them back to what 60 Hz play showed', async () => {
    const { page } = session;
    await page.selectOption('#examples', 'forge');
    await page.waitForFunction(() => window.editor.effect?.name === 'forge' && !window.editor.loading);
    const folders = await page.$$eval('#panels .lil-gui .lil-title', (titles) => titles.map((t) => t.textContent));
    assert.ok(folders.includes('System 1: sparks'), `panels: ${folders.join(', ')}`);
    assert.match(await page.textContent('#status'), /1 systems/);
    const frames = await page.evaluate(() => {
      const { editor } = window;
      editor.seek(0);
      for (let i = 0; i < 40; i++) editor.plume.step(1000 / 60); // the editor's clock with systems
      const forward = editor.snapshot();
      for (let i = 0; i < 30; i++) editor.plume.step(1000 / 60);
      editor.seek(40 * (1000 / 60));
      return { forward, back: editor.snapshot(), particles: editor.plume.stats.systemParticles };
    });
    assert.ok(frames.particles > 20, `${frames.particles} system particles`);
    assert.equal(maxDifference(decodeFrame(frames.forward), decodeFrame(frames.back)), 0, 'the same sparks');
  });

  it('edits a version-2 file layer by layer and previews several instances of it, each sim drawn once for all', async () => {
    const { page } = session;
    await page.selectOption('#examples', 'layers');
    await page.waitForFunction(() => window.editor.file.name === 'layers' && window.editor.effect?.name === 'layers' && !window.editor.loading);
    const folders = await page.$$eval('#panels .lil-gui .lil-title', (titles) => titles.map((t) => t.textContent));
    for (const title of ['Layer 1: flash (mesh)', 'Layer 3: sparks (gpu)', 'Layer 4: smoke (cpu)', 'Preview: instances']) {
      assert.ok(folders.includes(title), `panels: ${folders.join(', ')}`);
    }
    assert.match(await page.textContent('#status'), /4 layers \(mesh, mesh, gpu, cpu\)/);
    // snapshot() draws: stats.drawCalls is the last render's
    const one = await page.evaluate(() => { window.editor.seek(300); window.editor.snapshot(); return window.editor.plume.stats; });
    await page.evaluate(() => window.editor.setPreview({ instances: 4, spacing: 3, stagger: 0 }));
    const four = await page.evaluate(() => {
      window.editor.seek(300);
      window.editor.snapshot();
      return { stats: window.editor.plume.stats, plays: window.editor.plays };
    });
    assert.equal(one.instances, 1);
    assert.equal(four.plays, 4);
    assert.equal(four.stats.instances, 4);
    const floor = { gpu: 0, cpu: 0, mesh: 1 }; // the editor's floor grid is one mesh particle
    for (const sim of ['gpu', 'cpu', 'mesh']) {
      assert.equal(four.stats.particlesBySim[sim] - floor[sim], 4 * (one.particlesBySim[sim] - floor[sim]),
        `${sim}: four instances, four times the particles`);
    }
    assert.ok(one.particlesBySim.gpu > 0 && one.particlesBySim.cpu > 0 && one.particlesBySim.mesh > floor.mesh, JSON.stringify(one.particlesBySim));
    assert.equal(four.stats.drawCalls, one.drawCalls, 'every instance of a layer draws in the same calls');
    // an edit through the layer's panel reloads every instance
    const title = page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' });
    await title.click(); // the first layer's folder is open, the others closed
    const burst = title.locator('xpath=..').locator('.lil-controller', { hasText: 'burst' }).locator('input').first();
    await burst.fill('10');
    await burst.press('Enter');
    await page.waitForFunction(() => window.editor.file.layers[2].burst === 10 && !window.editor.loading);
    const edited = await page.evaluate(() => { window.editor.seek(300); return window.editor.plume.stats; });
    assert.equal(edited.particlesBySim.gpu, 4 * 10, 'four instances of 10 sparks');
    await page.evaluate(() => window.editor.setPreview({ instances: 1 }));
    assert.equal(await page.evaluate(() => window.editor.plume.stats.instances), 1);
    // a gpu layer gets speed over life from its button, then edits it on its sliders
    const sparksTitle = page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' });
    const addSpeed = sparksTitle.locator('xpath=..').locator('.lil-controller', { hasText: '+ speed over life' }).locator('button');
    if (!(await addSpeed.isVisible())) await sparksTitle.click(); // the panels were rebuilt: its folder closed
    await addSpeed.click();
    await page.waitForFunction(() => JSON.stringify(window.editor.file.layers[2].speedOverLife) === '[1,0.2]' && !window.editor.loading);
    const again = page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' }).locator('xpath=..');
    const second = again.locator('.lil-controller', { hasText: 'speed × 2' }).locator('input').first();
    if (!(await second.isVisible())) await page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' }).click();
    await second.fill('0.5');
    await second.press('Enter');
    await page.waitForFunction(() => JSON.stringify(window.editor.file.layers[2].speedOverLife) === '[1,0.5]' && !window.editor.loading);
    assert.doesNotMatch(await page.textContent('#status'), /error|must/i);
  });

  it("a layer's look is sliders (hue shift, lighting, erosion, volume, noise, atlas, spin, stretch, light, distortion, decal): an edit shows at once", async () => {
    const { page } = session;
    await page.selectOption('#examples', 'layers');
    await page.waitForFunction(() => window.editor.file.name === 'layers' && window.editor.effect?.name === 'layers' && !window.editor.loading);
    await idle(); // the previous test's last edit may still rebuild the panels
    const layer = () => page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' }).locator('xpath=..');
    // clicked one at a time, each waited for (lil-gui opens a folder over a frame; a rebuild closes them again)
    // a rebuild between a look and a click can close what was opened (the click lands on a detached folder): each
    // attempt is bounded and the next one starts again from the panels as they are then
    const openLook = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await page.waitForFunction(() => !window.editor.loading);
          const look = layer().locator('.lil-title', { hasText: 'look' });
          if (!(await look.isVisible())) {
            await page.locator('.lil-gui .lil-title', { hasText: 'Layer 3: sparks (gpu)' }).click({ timeout: 5000 });
            await look.waitFor({ state: 'visible', timeout: 5000 });
          }
          const hue = layer().locator('.lil-controller', { hasText: 'hue shift °/s' }).locator('input').first();
          if (!(await hue.isVisible())) {
            await look.click({ timeout: 5000 });
            await hue.waitFor({ state: 'visible', timeout: 5000 });
          }
          return;
        } catch (error) {
          if (error?.name !== 'TimeoutError' || attempt === 5) throw error;
        }
      }
    };
    assert.equal(await page.evaluate(() => window.editor.plume.hdr !== false), true, 'the editor draws through the HDR path');
    await openLook();
    const labels = await layer().locator('.lil-gui', { has: page.locator('.lil-title', { hasText: 'look' }) }).last()
      .locator('.lil-controller .lil-name').allTextContents();
    for (const name of ['hue shift °/s', 'lighting', 'erosion', 'volume', 'noise', 'noise scale', 'noise speed', 'atlas columns',
      'atlas fps', 'spin °/s min', 'stretch', 'light intensity', 'light range', 'light colour', 'distortion px', 'decal',
      'decal normal x']) {
      assert.ok(labels.includes(name), `the look offers ${name}: ${labels.join(', ')}`);
    }
    await page.evaluate(() => window.editor.seek(300));
    const before = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    const edit = async (name, value) => { // each edit reloads and rebuilds the panels: open the look again
      for (let attempt = 1; ; attempt++) {
        await idle();
        await openLook();
        const input = layer().locator('.lil-controller', { hasText: name }).locator('input').first();
        try {
          await input.fill(value, { timeout: 5000 });
          await input.press('Enter', { timeout: 5000 });
          return;
        } catch (error) {
          if (error?.name !== 'TimeoutError' || attempt === 5) throw error;
        }
      }
    };
    await edit('hue shift °/s', '300');
    await page.waitForFunction(() => window.editor.file.layers[2].hueShift === 300);
    await edit('light intensity', '6');
    await page.waitForFunction(() => window.editor.file.layers[2].hueShift === 300 && window.editor.file.layers[2].light?.intensity === 6 &&
      !window.editor.loading);
    await page.evaluate(() => window.editor.seek(300));
    const after = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.ok(maxDifference(before, after) > 0, 'the picture changed');
    assert.ok((await page.evaluate(() => window.editor.plume.lights().length)) > 0, 'the layer lights now');
    // distortion: the sparks push the page's backdrop (its grid lines) about under them
    await edit('distortion px', '40');
    await page.waitForFunction(() => window.editor.file.layers[2].distortion === 40 && !window.editor.loading);
    await page.evaluate(() => window.editor.seek(300));
    const distorted = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.ok(maxDifference(after, distorted) > 0, 'the distortion shows in the preview');
    // the backdrop's lines bent: pixels off the lines' lattice that now have a line's colour (on a flat backdrop a
    // distorting layer would only hide its sparks)
    const step = await page.evaluate(() => Math.round(40 * devicePixelRatio));
    const lineish = (frame, i) => Math.abs(frame.pixels[i] - 16) <= 3 && Math.abs(frame.pixels[i + 1] - 17) <= 3 &&
      Math.abs(frame.pixels[i + 2] - 23) <= 3;
    let bent = 0;
    for (let y = 0; y < distorted.height; y++) {
      for (let x = 0; x < distorted.width; x++) {
        const i = (y * distorted.width + x) * 4;
        if (x % step > 2 && y % step > 2 && lineish(distorted, i) && !lineish(after, i)) bent++;
      }
    }
    assert.ok(bent > 20, `the sparks bend the backdrop's lines (${bent} pixels of a line off its place)`);
    // decal: a normal slider makes the layer a decal lying on the surface it faces
    await edit('decal normal z', '1');
    await page.waitForFunction(() => window.editor.file.layers[2].render === 'decal' &&
      JSON.stringify(window.editor.file.layers[2].decal?.normal) === '[0,1,1]' && !window.editor.loading);
    await page.evaluate(() => window.editor.seek(300));
    const decal = decodeFrame(await page.evaluate(() => window.editor.snapshot()));
    assert.ok(maxDifference(distorted, decal) > 0, 'the decal shows in the preview');
    assert.doesNotMatch(await page.textContent('#status'), /error|must/i);
  });

  it("a trail layer's scroll is a slider; ticking 'decal' on it makes it a decal (its trail settings go, nothing is refused)", async () => {
    const { page } = session;
    await page.selectOption('#examples', 'slash');
    await page.waitForFunction(() => window.editor.file.name === 'slash' && window.editor.effect?.name === 'slash' && !window.editor.loading);
    await idle();
    const title = page.locator('.lil-gui .lil-title', { hasText: 'Layer 2: blade (cpu)' });
    const layer = title.locator('xpath=..');
    const decal = layer.locator('.lil-controller', { hasText: 'decal' }).filter({ hasNotText: 'normal' }).locator('input');
    const openLook = async () => {
      for (let attempt = 1; !(await decal.isVisible()); attempt++) { // a rebuild may close what was opened: open again
        await idle();
        if (!(await layer.locator('.lil-title', { hasText: 'look' }).isVisible())) await title.click();
        await layer.locator('.lil-title', { hasText: 'look' }).click();
        await page.waitForTimeout(200);
        assert.ok(attempt < 6, "the blade's look folder opens");
      }
    };
    await openLook();
    // a trail's own sliders: its texture's flow along it
    const scroll = layer.locator('.lil-controller', { hasText: 'trail scroll' }).locator('input').first();
    await scroll.fill('4', { timeout: 5000 });
    await scroll.press('Enter');
    await page.waitForFunction(() => window.editor.file.layers[1].trail?.scroll === 4 && !window.editor.loading);
    await openLook();
    await decal.check();
    await page.waitForFunction(() => window.editor.file.layers[1].render === 'decal' && !window.editor.loading);
    assert.equal(await page.evaluate(() => window.editor.file.layers[1].trail), undefined, 'the trail settings went');
    assert.doesNotMatch(await page.textContent('#status'), /error|must|needs/i);
  });

  it('scrubbing the time slider back to a time shows the pixels seen at that time going forward', async () => {
    const { page } = session;
    await page.selectOption('#examples', 'campfire-v1');
    await page.waitForFunction(() => window.editor.file.version === 1 && window.editor.effect?.name === 'campfire' && !window.editor.loading);
    const forwardFrames = await page.evaluate(() => {
      const { editor } = window;
      editor.seek(0);
      const shots = {};
      for (let t = 0; t < 1600; t += 16) {
        if (t === 704 || t === 1200) shots[t] = editor.snapshot();
        editor.plume.step(16);
      }
      return shots;
    });
    const forward = Object.fromEntries(Object.entries(forwardFrames).map(([t, frame]) => [t, decodeFrame(frame)]));
    const scrub = async (ms) => decodeFrame(await page.evaluate((value) => {
      const slider = document.getElementById('time');
      slider.value = String(value);
      slider.dispatchEvent(new Event('input'));
      return window.editor.snapshot();
    }, ms));
    const at704 = await scrub(704);
    const at1200 = await scrub(1200);
    assert.ok(litCount(forward[704], 60) > 200);
    // mesh particles come back re-spawned with their ages: at a large page clock their float ages can round
    // a colour level apart from the forward frame's (the rest is exact)
    assert.ok(maxDifference(forward[704], at704) <= 1, `back to 704 ms (${maxDifference(forward[704], at704)})`);
    assert.ok(maxDifference(forward[1200], at1200) <= 1, `forward again to 1200 ms (${maxDifference(forward[1200], at1200)})`);
    assert.equal(await page.textContent('#play'), '▶ play', 'scrubbing paused playback');
    assert.deepEqual(session.problems, []);
  });

  it('the camera turns, pans, zooms, frames the effect with F or a double-click, resets with R, and stays above the floor', async () => {
    const { page } = session;
    await page.selectOption('#examples', 'explosion');
    await page.waitForFunction(() => window.editor.file.name === 'explosion' && window.editor.file.version === 2 && !window.editor.loading);
    await page.evaluate(() => window.editor.seek(600)); // paused: the bounds hold still
    const state = () => page.evaluate(() => window.editor.camera.state());
    const box = await page.locator('#view').boundingBox();
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const home = await state();
    // drag right and far down-to-up: it turns, and the pitch stops where the eye is still above the floor (y = 0)
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 60, cy - 500, { steps: 6 });
    await page.mouse.up();
    const low = await state();
    assert.ok(low.yaw < home.yaw - 0.3, `a drag to the right turns the camera (yaw ${home.yaw} -> ${low.yaw})`);
    const eyeY = low.target[1] + low.distance * Math.sin(low.pitch);
    assert.ok(eyeY >= 0.14 && eyeY < 0.2, `the eye stops just above the floor (y = ${eyeY})`);
    // a right-drag pans: the target moves, the distance does not
    await page.mouse.move(cx, cy);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(cx - 120, cy, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    const panned = await state();
    assert.ok(Math.hypot(panned.target[0] - low.target[0], panned.target[2] - low.target[2]) > 0.5, 'a right-drag pans');
    assert.equal(panned.distance, low.distance);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((d) => window.editor.camera.state().distance > d * 1.5, low.distance);
    // F frames what the instances show: the target at the centre of their bounds, all of it in view
    await page.keyboard.press('f');
    const framed = await state();
    const { min, max } = await page.evaluate(() => window.editor.bounds());
    framed.target.forEach((v, i) => assert.ok(Math.abs(v - (min[i] + max[i]) / 2) < 1e-9,
      `target[${i}] ${v} at the bounds' centre ${(min[i] + max[i]) / 2}`));
    const radius = Math.hypot(...max.map((v, i) => v - min[i])) / 2;
    const aspect = box.width / box.height; // the narrower field of view holds them
    const half = Math.min(Math.PI / 6, Math.atan(Math.tan(Math.PI / 6) * aspect));
    assert.ok(framed.distance * Math.sin(half) >= radius, `the bounds (radius ${radius}) fit at ${framed.distance}`);
    await page.keyboard.press('Alt+r'); // with a modifier the key is the browser's, not the camera's
    assert.deepEqual((await state()).target, framed.target, 'Alt+R leaves the camera alone');
    assert.ok(framed.distance < 80 && framed.distance > 2, `framed at ${framed.distance}`);
    assert.notDeepEqual(framed.target, panned.target, 'F moved the target to the effect');
    await page.mouse.dblclick(cx, cy);
    assert.deepEqual((await state()).target, framed.target, 'a double-click frames the same');
    await page.keyboard.press('r');
    assert.deepEqual(await state(), home, 'R goes back home');
    assert.deepEqual(session.problems, []);
  });
});
