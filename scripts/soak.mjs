// One simulated hour of a busy scene in headless Chromium (tests/browser/soak.js), fast-forwarded:
// prints wasm heap, allocated bytes and live GL objects after the first simulated minute and at the end.
//   node scripts/soak.mjs            SOAK_MINUTES=60 SOAK_FRAME_MS=100 SOAK_LOSSES=100 change it
import { openTestPage } from '../tests/browser/harness.mjs';

const options = {
  minutes: Number(process.env.SOAK_MINUTES ?? 60),
  frameMs: Number(process.env.SOAK_FRAME_MS ?? 100),
  losses: Number(process.env.SOAK_LOSSES ?? 100),
};
const session = await openTestPage();
const began = Date.now();
try {
  await session.page.exposeFunction('soakReport', (line) => console.log(JSON.stringify(line)));
  const result = await session.page.evaluate(async (o) => {
    const { soak } = await import('/tests/browser/soak.js');
    return soak({ ...o, report: (line) => window.soakReport(line) });
  }, options);
  const { start, end } = result;
  const MiB = (bytes) => (bytes / 1048576).toFixed(1);
  console.log(`simulated ${options.minutes} min in ${result.frames} frames of ${options.frameMs} ms, ` +
    `${end.lossCount} context losses, ${((Date.now() - began) / 1000).toFixed(0)} s of real time`);
  console.log(`wasm heap: ${MiB(start.heapBytes)} MiB at ${start.simulatedS} s, ${MiB(end.heapBytes)} MiB at ${end.simulatedS} s`);
  console.log(`allocated: ${start.allocatedBytes} bytes at ${start.simulatedS} s, ${end.allocatedBytes} bytes at ${end.simulatedS} s`);
  console.log(`live GL objects: ${JSON.stringify(start.glObjects)} -> ${JSON.stringify(end.glObjects)}`);
  console.log(`final frame: ${result.differingBytes} bytes differ from a fresh Plume's (${result.litPixels} lit pixels)`);
  if (session.problems.length) console.log(`console problems: ${session.problems.join('; ')}`);
  // allocator rounding may leave a reused block a few bytes larger once; a leak grows with time
  const ok = Math.abs(end.allocatedBytes - start.allocatedBytes) <= 64 && end.heapBytes === start.heapBytes &&
    JSON.stringify(end.glObjects) === JSON.stringify(start.glObjects) && result.differingBytes === 0 && !session.problems.length;
  console.log(ok ? 'soak: ok' : 'soak: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await session.close();
}
