// Screenshots of the pages, taken by their tests: written to build/screenshots/<name>.png, and also
// to docs/screenshots/<name>.png (the README's pictures) when PLUME_DOC_SCREENSHOTS=1, so refreshing
// the README's pictures is one test run:  PLUME_DOC_SCREENSHOTS=1 node --test tests/browser/demo.test.mjs
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOT_DIR = join(ROOT, 'build', 'screenshots');
export const DOC_SCREENSHOT_DIR = join(ROOT, 'docs', 'screenshots');

/** Saves what `page` shows now as build/screenshots/<name>.png and returns the path. */
export async function saveScreenshot(page, name, options = {}) {
  if (!/^[a-z0-9_-]+$/.test(name)) throw new Error(`screenshot name "${name}": use a-z, 0-9, - and _`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ ...options, path, type: 'png' });
  if (process.env.PLUME_DOC_SCREENSHOTS === '1') {
    mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
    copyFileSync(path, join(DOC_SCREENSHOT_DIR, `${name}.png`));
  }
  return path;
}
