// Shared by the package tests: the package as npm publishes it, installed into a fresh app directory.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/static_server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm pack`s the repository and installs the tarball into `appDir` (created, `from` copied in first). */
export function installPackage(appDir, from = null) {
  mkdirSync(appDir, { recursive: true });
  if (from) cpSync(from, appDir, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', appDir], { cwd: ROOT, encoding: 'utf8' });
  const tarball = join(appDir, JSON.parse(packed)[0].filename);
  writeFileSync(join(appDir, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: appDir });
}

/** Serves `dir` on 127.0.0.1 while `run(url)` runs. */
export async function serve(dir, run) {
  const { server, url } = await startServer(dir);
  try {
    return await run(url);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
