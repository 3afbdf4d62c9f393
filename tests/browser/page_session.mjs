// Opens one of the site's pages (web/*.html) in headless Chromium and records what went wrong while it
// loaded and ran: page errors, console errors, and every request that failed or answered 400 or more.
import { launchBrowser } from './harness.mjs';
import { startServer } from '../../scripts/static_server.mjs';
import { fileURLToPath } from 'node:url';

export { litCount, maxDifference } from './pixels.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function openPage(path, ready, { viewport = { width: 1280, height: 720 } } = {}) {
  const { server, url } = await startServer(ROOT);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(url + path);
  await page.waitForFunction(ready, null, { timeout: 60000 });
  return {
    page,
    problems,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Records what goes wrong on a page from now on: page errors, console errors, failed requests and answers of
 *  400 or more. Returns the (growing) list of messages. */
export function watchProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(`console error: ${message.text()}`); });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => { if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`); });
  return problems;
}

/** A page's { width, height, base64 } frame as { width, height, pixels } (a Buffer of RGBA bytes). */
export const decodeFrame = ({ width, height, base64 }) => ({ width, height, pixels: Buffer.from(base64, 'base64') });
