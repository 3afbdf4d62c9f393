// `npm pack` makes a package with its code or none at all (issue 17): a clean clone has no web/dist,
// and the prepack check refuses to pack it with a message saying what to build; the built tree packs
// every file package.json's exports name.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('npm pack', () => {
  it('refuses a clean clone (no build) with a message saying what to run', () => {
    const work = mkdtempSync(join(tmpdir(), 'plume-pack-'));
    try {
      const clone = join(work, 'clone');
      const cloned = spawnSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, clone], { encoding: 'utf8' });
      assert.equal(cloned.status, 0, cloned.stderr);
      const packed = spawnSync('npm', ['pack', '--pack-destination', work], { cwd: clone, encoding: 'utf8' });
      assert.notEqual(packed.status, 0, 'npm pack must fail without the build');
      assert.match(packed.stderr, /plume-particles: cannot pack: the build has not made \.\/web\/dist\/inline\.js/);
      assert.match(packed.stderr, /emcmake cmake -S \. -B build\/wasm/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('npm run build builds only the package, with no NODE_PATH, no apt/dpkg/sudo and the vendored cglm and stb', () => {
    // shims that record any call: the build must reach none of the system package tools
    const shims = mkdtempSync(join(tmpdir(), 'plume-shims-'));
    const calls = join(shims, 'calls.log');
    for (const tool of ['apt', 'apt-get', 'dpkg', 'dpkg-query', 'sudo']) {
      writeFileSync(join(shims, tool), `#!/bin/sh\necho "${tool} $*" >> '${calls}'\nexit 1\n`, { mode: 0o755 });
    }
    const env = { ...process.env, PATH: `${shims}:${process.env.PATH}` };
    delete env.NODE_PATH;
    try {
      const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8', env });
      assert.equal(built.status, 0, built.stderr);
      assert.match(built.stdout, /^build: web\/dist is ready \(\d+\.\d+\.\d+\): npm pack makes the package/m);
      // a fresh configure (what a clean clone does) finds cglm and stb in the repository, not in /usr/include
      const configured = spawnSync('emcmake', ['cmake', '-S', ROOT, '-B', join(shims, 'build')], { encoding: 'utf8', env });
      assert.equal(configured.status, 0, configured.stderr);
      const cache = readFileSync(join(shims, 'build', 'CMakeCache.txt'), 'utf8');
      assert.match(cache, new RegExp(`^PLUME_CGLM_DIR:PATH=${ROOT.replace(/\/$/, '')}/third_party/cglm/include$`, 'm'));
      assert.match(cache, new RegExp(`^PLUME_STB_DIR:PATH=${ROOT.replace(/\/$/, '')}/third_party/stb$`, 'm'));
      assert.equal(existsSync(calls) ? readFileSync(calls, 'utf8') : '', '', 'no system package tool was called');
    } finally {
      rmSync(shims, { recursive: true, force: true });
    }
  });

  it('packs every file that main, types and exports name, from the built tree', () => {
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(packed.status, 0, packed.stderr);
    const files = new Set(JSON.parse(packed.stdout)[0].files.map((f) => f.path));
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const named = [pkg.main, pkg.types];
    const walk = (entry) => (typeof entry === 'string' ? named.push(entry) : Object.values(entry).forEach(walk));
    walk(pkg.exports);
    for (const file of named) assert.ok(files.has(file.replace(/^\.\//, '')), `${file} is in the tarball`);
    for (const file of ['web/dist/plume.js', 'web/dist/plume.wasm', 'web/dist/plume.d.ts', 'web/dist/plume_effects.js']) {
      assert.ok(files.has(file), `${file} is in the tarball`);
    }
  });
});
