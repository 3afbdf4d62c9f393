// Opens the test page in headless Chromium (the system's, driven by playwright-core) served from
// the repository root by the project's own static server.
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static_server.mjs';
import { fileURLToPath } from 'node:url';
import { join as joinPath } from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
];

// WebGPU in headless Chromium (SwiftShader's Vulkan: a WebGPU canvas presents too): docs/testing.md
export const WEBGPU_ARGS = ['--enable-unsafe-webgpu', '--enable-features=Vulkan', '--use-vulkan=swiftshader'];

export async function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Starts server + browser and returns { page, close }. Page errors fail loudly. `browserArgs`: more Chromium flags
 *  (e.g. --js-flags=--expose-gc for a test that collects garbage). */
export async function openTestPage(path = 'tests/browser/page.html', ready = () => window.pageReady === true, browserArgs = []) {
  const { server, url } = await startServer(ROOT);
  const browser = await launchBrowser(browserArgs);
  const page = await browser.newPage();
  // PLUME_DIST=dist-safe: the page loads the memory-safety build (web/dist-safe) wherever it asks for web/dist
  const dist = process.env.PLUME_DIST;
  if (dist && dist !== 'dist') {
    await page.route(/\/web\/dist\//, (route) => {
      const file = new URL(route.request().url()).pathname.replace(/^\/web\/dist\//, '');
      return route.fulfill({ path: joinPath(ROOT, 'web', dist, file) });
    });
  }
  const problems = [];
  // PLUME_ECHO_CONSOLE=1: the page's console printed here and long stacks (an AddressSanitizer build's report: see
  // docs/testing.md)
  if (process.env.PLUME_ECHO_CONSOLE) await page.addInitScript(() => { Error.stackTraceLimit = 100; });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (process.env.PLUME_ECHO_CONSOLE) console.log('PAGE:', message.text());
    // 404s are expected where a test fetches a missing texture on purpose
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  await page.goto(url + path);
  await page.waitForFunction(ready, null, { timeout: 30000 });
  return {
    page,
    problems,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * run(name, ...args) for a test file: calls export `name` of a scenario module inside the test page; an
 * argument '@x' stands for that module's export x. getSession: () => the openTestPage session.
 */
export function scenarioRunner(getSession, modulePath) {
  return (name, ...args) => getSession().page.evaluate(async ([path, n, a]) => {
    const s = await import(path);
    const resolve = (v) => (typeof v === 'string' && v.startsWith('@') ? s[v.slice(1)] : v);
    return s[n](...a.map(resolve));
  }, [modulePath, name, args]);
}
