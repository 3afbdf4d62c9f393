// Renders a video loop of every gallery effect (web/editor/gallery.js) for the site's landing page: in headless
// Chromium, through the HDR path, framed and timed as web/showcase.js measures them, frame by frame at 30 fps (the
// effect stepped 1000/60 ms twice a frame, never by the wall clock: the same files every run), encoded by
// WebCodecs' VP9 encoder and written as WebM (scripts/lib/webm.mjs), with videos.json: each loop's file, length
// and framing (the landing page draws the live effect with the same camera).
// Usage: node scripts/videos.mjs [outDir] (default build/videos; skipped when its inputs did not change).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTestPage } from '../tests/browser/harness.mjs';
import { webm } from './lib/webm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const VIDEO = { size: 320, fps: 30, codec: 'vp09.00.10.08', bitrate: 600_000, keyEvery: 60, fade: 0.5 };
// what the videos are made from: a change to any of them renders them again
const INPUTS = ['web/dist/plume.js', 'web/dist/plume.wasm', 'web/dist/plume_hdr.js', 'web/showcase.js', 'web/editor/gallery.js',
  'web/editor/camera.js', 'web/art.js', 'scripts/videos.mjs', 'scripts/lib/webm.mjs'];

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) hash.update(input).update(readFileSync(join(root, input)));
  return hash.update(JSON.stringify(VIDEO)).digest('hex').slice(0, 16);
}

/** Removes what an earlier run wrote into `out`: the .webm files its videos.json names, and videos.json; never a
 *  folder, nor a file it did not write (`out` may be any folder given on the command line). */
export function clearVideos(out) {
  const manifestPath = join(out, 'videos.json');
  if (!existsSync(manifestPath)) return;
  let videos = [];
  try { ({ videos = [] } = JSON.parse(readFileSync(manifestPath, 'utf8'))); } catch { /* not ours to read: only it goes */ }
  for (const { file } of Array.isArray(videos) ? videos : []) {
    if (typeof file === 'string' && /^[\w.-]+\.webm$/.test(file)) rmSync(join(out, file), { force: true });
  }
  rmSync(manifestPath, { force: true });
}

/** Writes <name>.webm for every gallery example and videos.json into `out`; returns the manifest. */
export async function renderVideos(out = join(root, 'build/videos')) {
  const hash = inputsHash();
  const manifestPath = join(out, 'videos.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.hash === hash && manifest.videos.every((v) => existsSync(join(out, v.file)))) return manifest;
  }
  clearVideos(out);
  mkdirSync(out, { recursive: true });
  const started = Date.now();
  const session = await openTestPage();
  const videos = [];
  let bytes = 0, measuring = 0; // the figures docs/building.md points to: this line prints them, never a copy
  try {
    const { page, problems } = session;
    const names = await page.evaluate(async () => (await import('/web/editor/gallery.js')).galleryEffects().map((e) => e.name));
    for (const name of names) {
      const video = await page.evaluate(renderOne, { name, video: VIDEO });
      if (problems.length) throw new Error(`videos: ${name}: ${problems.join('; ')}`);
      const frames = video.frames.map((f) => ({ ...f, data: Buffer.from(f.data, 'base64') }));
      const file = `${name}.webm`;
      const bytesOut = webm({ width: VIDEO.size, height: VIDEO.size, codec: 'vp9', fps: VIDEO.fps, duration: video.length, frames });
      writeFileSync(join(out, file), bytesOut);
      bytes += bytesOut.length;
      measuring += video.ms.measure;
      videos.push({ name, file, length: video.length, frames: frames.length, peak: video.peak, plan: video.plan, framing: video.framing });
      if (process.env.PLUME_VIDEOS_VERBOSE) console.log(`videos: ${name}: measured in ${video.ms.measure} ms, ${frames.length} frames in ${video.ms.frames} ms`);
    }
  } finally {
    await session.close();
  }
  const manifest = { hash, size: VIDEO.size, fps: VIDEO.fps, videos };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`videos: ${videos.length} loops (${videos.reduce((n, v) => n + v.frames, 0)} frames, ${(bytes / 1e6).toFixed(2)} MB) in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s, ${(measuring / 1000).toFixed(1)} s of it measuring, into ${relative(root, out) || out}/`);
  return manifest;
}

/** In the page: one example's loop, measured, drawn frame by frame and encoded. */
async function renderOne({ name, video }) {
  const { galleryEffects } = await import('/web/editor/gallery.js');
  const { showcase, drawFrame, loopPlayer, STEP } = await import('/web/showcase.js');
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = video.size;
  document.body.append(canvas);
  const plume = await window.plume.createPlume({ canvas, hdr: true, seed: 1, contextAttributes: { preserveDrawingBuffer: true } });
  const gl = canvas.getContext('webgl');
  try {
    const example = galleryEffects().find((e) => e.name === name);
    const started = performance.now();
    const shown = await showcase(plume, gl, example);
    const measured = performance.now();
    const frames = [];
    let failure = null;
    const encoder = new VideoEncoder({
      output: (chunk) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        let text = '';
        for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
        frames.push({ data: btoa(text), timestamp: chunk.timestamp, key: chunk.type === 'key' });
      },
      error: (error) => { failure = error; },
    });
    encoder.configure({ codec: video.codec, width: video.size, height: video.size, bitrate: video.bitrate, framerate: video.fps });
    const count = Math.round((shown.plan.length / 1000) * video.fps);
    const stepsPerFrame = Math.round(1000 / video.fps / STEP);
    // a looping effect's loop has a seam (its flow at the end is not its flow at the start): its first frames fade
    // from the frames that follow its last, drawn first (the same steps from the same start give the same frames)
    const fade = shown.plan.period > 0 ? 0 : Math.round(video.fps * video.fade);
    const tail = [];
    if (fade) {
      const ahead = loopPlayer(plume, shown.effect, shown.plan, { seed: shown.seed });
      ahead.advance(count * stepsPerFrame * STEP);
      for (let i = 0; i < fade; i++) {
        drawFrame(plume, gl, shown.framing);
        const copy = new OffscreenCanvas(video.size, video.size);
        copy.getContext('2d').drawImage(canvas, 0, 0);
        tail.push(copy);
        ahead.advance(stepsPerFrame * STEP);
      }
      ahead.kill();
    }
    const blend = new OffscreenCanvas(video.size, video.size);
    const g = blend.getContext('2d');
    const loop = loopPlayer(plume, shown.effect, shown.plan, { seed: shown.seed });
    for (let i = 0; i < count && !failure; i++) {
      drawFrame(plume, gl, shown.framing);
      let source = canvas;
      if (i < fade) {
        g.globalAlpha = 1;
        g.drawImage(canvas, 0, 0);
        g.globalAlpha = 1 - i / fade;
        g.drawImage(tail[i], 0, 0);
        source = blend;
      }
      const frame = new VideoFrame(source, { timestamp: Math.round((i * 1e6) / video.fps), duration: Math.round(1e6 / video.fps) });
      encoder.encode(frame, { keyFrame: i % video.keyEvery === 0 });
      frame.close();
      loop.advance(stepsPerFrame * STEP);
      while (encoder.encodeQueueSize > 4) await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
    }
    await encoder.flush();
    encoder.close();
    loop.kill();
    if (failure) throw failure;
    const ms = { measure: Math.round(measured - started), frames: Math.round(performance.now() - measured) };
    return { frames, ms, length: (count * 1000) / video.fps, peak: shown.peak.time, plan: shown.plan,
      framing: { view: [...shown.framing.view], projection: [...shown.framing.projection] } };
  } finally {
    plume.destroy();
    canvas.remove();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await renderVideos(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
