// Compiles WGSL programs in headless Chromium's WebGPU (SwiftShader) and prints every message of the compiler:
// node scripts/wgsl_check.mjs shaders/wgsl/common.wgsl shaders/wgsl/sprite.wgsl [...]  (the files are joined, in
// order, (start with shaders/wgsl/slots.wgsl)). Exit 1 on any error.
import { readFile } from 'node:fs/promises';
import { launchBrowser, WEBGPU_ARGS } from '../tests/browser/harness.mjs';
import { startServer } from './static_server.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = process.argv.slice(2);
const code = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
const { server, url } = await startServer(root);
const browser = await launchBrowser(WEBGPU_ARGS);
try {
  const page = await browser.newPage();
  await page.goto(url + 'tests/browser/page.html');
  const messages = await page.evaluate(async (source) => {
    const adapter = await navigator.gpu.requestAdapter();
    const device = await adapter.requestDevice();
    const module = device.createShaderModule({ code: source });
    const info = await module.getCompilationInfo();
    return info.messages.map((m) => `${m.type} ${m.lineNum}:${m.linePos} ${m.message}\n    ${source.split('\n')[m.lineNum - 1]}`);
  }, code);
  for (const m of messages) console.log(m);
  console.log(messages.some((m) => m.startsWith('error')) ? 'FAILED' : 'compiled');
  process.exitCode = messages.some((m) => m.startsWith('error')) ? 1 : 0;
} finally {
  await browser.close();
  server.close();
}
