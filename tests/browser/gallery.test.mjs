// The gallery (issue 16): every example effect of the editor, made from Plume's generated art, drawn in the
// editor's own view at three moments of its life. Each frame must show the effect (lit pixels) and must not be a
// saturated blob (at most 20% of the frame with every channel >= 250). The frames are put together into one
// contact sheet, build/screenshots/gallery.png (and docs/gallery.png with PLUME_DOC_SCREENSHOTS=1), for a
// reviewer to judge by eye.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeFrame, litCount, openPage } from './page_session.mjs';
import { DOC_SCREENSHOT_DIR, SCREENSHOT_DIR } from './screenshots.mjs';

const GALLERY = ['explosion', 'campfire', 'torch', 'smoke', 'portal', 'fireworks', 'snow', 'slash'];
const MOMENTS = [0.15, 0.4, 0.75]; // of each effect's timeline
const SATURATED_SHARE = 0.2;

let session;
before(async () => {
  session = await openPage('web/editor.html', () => window.editor !== undefined && !window.editor.loading, { viewport: { width: 900, height: 560 } });
});
after(async () => { await session?.close(); });

/** Share of the frame's pixels with every channel >= 250. */
function saturated({ width, height, pixels }) {
  let n = 0;
  for (let i = 0; i < width * height * 4; i += 4) if (pixels[i] >= 250 && pixels[i + 1] >= 250 && pixels[i + 2] >= 250) n++;
  return n / (width * height);
}

describe('gallery', () => {
  it('every example shows itself at three moments, never a saturated blob; the contact sheet is written', async () => {
    const { page } = session;
    const shots = await page.evaluate(async ({ names, moments }) => {
      const { editor } = window;
      const canvas = document.getElementById('scene');
      const cell = { w: 240, h: 150 }, label = 18;
      const sheet = new OffscreenCanvas(cell.w * moments.length, (cell.h + label) * names.length);
      const g = sheet.getContext('2d');
      g.fillStyle = '#0b0c10';
      g.fillRect(0, 0, sheet.width, sheet.height);
      const frames = {};
      const select = document.getElementById('examples');
      for (const [row, name] of names.entries()) {
        select.value = name;
        select.dispatchEvent(new Event('change'));
        const deadline = performance.now() + 20000;
        while ((editor.file.name !== name || editor.loading) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const duration = editor.file.duration ?? editor.effect.duration;
        g.fillStyle = '#c8ccd4';
        g.font = '13px sans-serif';
        g.fillText(name, 6, row * (cell.h + label) + 13);
        frames[name] = [];
        editor.seek(0);
        let played = 0;
        for (const [col, moment] of moments.entries()) {
          // played forward at the editor's 60 steps a second (a seek does not replay sub-emitted particles)
          while (played + 1000 / 60 <= duration * moment) { editor.plume.step(1000 / 60); played += 1000 / 60; }
          const frame = editor.snapshot(); // drawn now: the canvas still holds it in this task
          g.drawImage(canvas, col * cell.w, row * (cell.h + label) + label, cell.w, cell.h);
          frames[name].push({ ...frame, at: Math.round(played), particles: editor.plume.stats.particles });
        }
      }
      const bytes = new Uint8Array(await (await sheet.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { frames, sheet: btoa(text) };
    }, { names: GALLERY, moments: MOMENTS });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const path = join(SCREENSHOT_DIR, 'gallery.png');
    writeFileSync(path, Buffer.from(shots.sheet, 'base64'));
    if (process.env.PLUME_DOC_SCREENSHOTS === '1') copyFileSync(path, join(DOC_SCREENSHOT_DIR, '..', 'gallery.png'));
    for (const name of GALLERY) {
      for (const frame of shots.frames[name]) {
        const image = decodeFrame(frame);
        const lit = litCount(image, 60);
        assert.ok(frame.particles > 1, `${name} at ${frame.at} ms: particles alive (${frame.particles})`);
        assert.ok(lit > 150, `${name} at ${frame.at} ms: the effect shows (${lit} lit pixels)`);
        const share = saturated(image);
        assert.ok(share <= SATURATED_SHARE, `${name} at ${frame.at} ms: ${(share * 100).toFixed(1)}% of the frame saturated`);
      }
    }
    assert.deepEqual(session.problems, []);
  });
});
