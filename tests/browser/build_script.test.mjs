// The build scripts on a copied or moved checkout, and `npm start` from a fresh clone — in seconds, with no real
// build: cmake and emcmake are stubs on PATH that record their arguments (and, for serve.sh, a "build" that copies
// the real web/dist in). A build directory whose CMakeCache.txt names another source tree would build THAT tree
// and write into its web/dist while reporting success: build.sh and setup.sh must say so and configure afresh.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

let work;
before(() => { work = mkdtempSync(join(tmpdir(), 'plume-build-script-')); });
after(() => { if (work) rmSync(work, { recursive: true, force: true }); });

/** A CMakeCache.txt as CMake writes it, for source tree `source` and build directory `build`. */
function writeCache(dir, source, build = dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'CMakeCache.txt'), [
    '# This is the CMakeCache file.', 'CMAKE_BUILD_TYPE:STRING=MinSizeRel', `plume_SOURCE_DIR:STATIC=${source}`,
    `CMAKE_CACHEFILE_DIR:INTERNAL=${build}`, `CMAKE_HOME_DIRECTORY:INTERNAL=${source}`, ''].join('\n'));
  writeFileSync(join(dir, 'Makefile'), `# builds ${source}\n`);
}

/** A directory of stubs that append "tool args..." to calls.log: cmake and emcmake (the build, optionally `onBuild`
 *  shell run by `cmake --build`), npm, and the system package tools, which must never be reached. */
function stubs(name, { onBuild = '', dpkgInstalled = false } = {}) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'calls.log');
  writeFileSync(log, '');
  const record = (tool, body = '') => writeFileSync(join(dir, tool), `#!/bin/sh\necho "${tool} $*" >> '${log}'\n${body}\n`, { mode: 0o755 });
  record('cmake', `[ "$1" = --build ] && { ${onBuild || ':'}; }\nexit 0`);
  record('emcmake', 'exit 0');
  for (const tool of ['apt', 'apt-get', 'sudo']) record(tool, 'exit 1');
  // npm: node_modules is a link to the checkout's own, which an `npm ci` here would replace
  record('npm', 'exit 0');
  // setup.sh asks dpkg-query whether each Debian package is installed
  record('dpkg-query', dpkgInstalled ? "printf 'install ok installed'" : 'exit 1');
  const env = { ...process.env, PATH: `${dir}:${process.env.PATH}` };
  delete env.NODE_PATH;
  return { env, calls: () => readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) };
}

/** A fresh clone of the checkout in `name`, as git would make it (tracked files, and new ones not ignored: no
 *  build/, no web/dist), with node_modules a link to the checkout's own. */
function fakeTree(name) {
  const tree = join(work, name);
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(tree, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}

describe('a build directory of another source tree (a copied or moved checkout)', () => {
  const forget = (cwd, dir) => spawnSync('bash', ['-c', 'set -euo pipefail; source scripts/lib/cmake_cache.sh; plume_forget_foreign_build "$1"', 'build', dir],
    { cwd, encoding: 'utf8' });

  it('plume_forget_foreign_build removes a cache of another tree or build directory, and keeps this tree\'s', () => {
    const tree = fakeTree('detect');
    writeCache(join(tree, 'build/mine'), tree);
    writeCache(join(tree, 'build/theirs'), '/somewhere/else/plume', '/somewhere/else/plume/build/theirs');
    writeCache(join(tree, 'build/copied'), tree, join(tree, 'build/elsewhere'));
    const mine = forget(tree, 'build/mine');
    assert.equal(mine.status, 0, mine.stderr);
    assert.equal(mine.stderr, '');
    assert.ok(existsSync(join(tree, 'build/mine/CMakeCache.txt')), 'this tree\'s build directory stays');
    const theirs = forget(tree, 'build/theirs');
    assert.equal(theirs.status, 0, theirs.stderr);
    assert.match(theirs.stderr, /build\/theirs was configured for another source tree \(\/somewhere\/else\/plume\), not this one/);
    assert.ok(!existsSync(join(tree, 'build/theirs')), 'the other tree\'s build directory is removed');
    const copied = forget(tree, 'build/copied');
    assert.match(copied.stderr, /build\/copied was copied from .*build\/elsewhere/);
    assert.ok(!existsSync(join(tree, 'build/copied')));
    assert.equal(forget(tree, 'build/none').status, 0, 'no build directory: nothing to do');
  });

  it('build.sh says so, configures a fresh build/wasm here and builds it (the other tree untouched)', () => {
    const original = fakeTree('original');
    const copy = join(work, 'copy');
    cpSync(original, copy, { recursive: true, verbatimSymlinks: true });
    writeCache(join(original, 'build/wasm'), original);
    writeCache(join(copy, 'build/wasm'), original, join(original, 'build/wasm')); // as cp -r leaves it
    const { env, calls } = stubs('stubs-build');
    const built = spawnSync('bash', ['scripts/build.sh'], { cwd: copy, encoding: 'utf8', env });
    assert.equal(built.status, 0, built.stderr);
    assert.match(built.stderr, new RegExp(`build: build/wasm was configured for another source tree \\(${original}\\), not this one`));
    assert.deepEqual(calls().map((c) => c.replace(/ -j \d+$/, '')),
      ['emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=MinSizeRel', 'cmake --build build/wasm']);
    assert.ok(!existsSync(join(copy, 'build/wasm/Makefile')), 'the copied build directory is gone');
    assert.ok(existsSync(join(original, 'build/wasm/CMakeCache.txt')), 'the original tree keeps its own');

    // in the original tree, its own cache: no configure, only the build
    const again = stubs('stubs-build-again');
    const rebuilt = spawnSync('bash', ['scripts/build.sh'], { cwd: original, encoding: 'utf8', env: again.env });
    assert.equal(rebuilt.status, 0, rebuilt.stderr);
    assert.doesNotMatch(rebuilt.stderr, /another source tree/);
    assert.deepEqual(again.calls().map((c) => c.split(' ').slice(0, 3).join(' ')), ['cmake --build build/wasm']);
  });

  it('setup.sh checks build/native, build/wasm and build/wasm-safe alike', () => {
    const tree = fakeTree('setup');
    for (const dir of ['native', 'wasm', 'wasm-safe']) writeCache(join(tree, 'build', dir), '/the/original/plume');
    mkdirSync(join(tree, 'web/dist'), { recursive: true });
    writeFileSync(join(tree, 'web/dist/plume.wasm'), '');
    const { env, calls } = stubs('stubs-setup', { dpkgInstalled: true });
    const setup = spawnSync('bash', ['scripts/setup.sh'], { cwd: tree, encoding: 'utf8', env });
    assert.equal(setup.status, 0, setup.stderr);
    for (const dir of ['native', 'wasm', 'wasm-safe']) {
      assert.match(setup.stderr, new RegExp(`setup: build/${dir} was configured for another source tree \\(/the/original/plume\\)`));
    }
    const configured = calls().filter((c) => / -B /.test(c)).map((c) => c.replace(/^(emcmake )?cmake -S \. -B (\S+).*$/, '$2'));
    assert.deepEqual(configured, ['build/native', 'build/wasm', 'build/wasm-safe'], `each configured afresh: ${calls().join('; ')}`);
    assert.ok(!calls().some((c) => /^(apt|apt-get|sudo) /.test(c)), `no system package tool: ${calls().join('; ')}`);
  });
});

describe('npm start (scripts/serve.sh)', () => {
  /** Runs serve.sh in `tree` on free ports until it lists the editor; returns { output, editor (its HTTP status) }. */
  async function serveOnce(tree, env) {
    const child = spawn('bash', ['scripts/serve.sh'], { cwd: tree, env: { ...env, PORT: '0' }, detached: true });
    let output = '';
    child.stdout.on('data', (data) => { output += data; });
    child.stderr.on('data', (data) => { output += data; });
    try {
      const editorUrl = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no editor URL in 60 s:\n${output}`)), 60000);
        const look = () => {
          const match = /^\s+(http:\/\/127\.0\.0\.1:\d+\/editor\.html)\s/m.exec(output);
          if (match) { clearTimeout(timer); resolve(match[1]); }
        };
        child.stdout.on('data', look);
        child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`serve.sh ended (${code}):\n${output}`)); });
      });
      const response = await fetch(editorUrl);
      const lilGui = await fetch(new URL('dist/demo/vendor/lil-gui.esm.min.js', editorUrl));
      return { output, editor: response.status, lilGui: lilGui.status };
    } finally {
      process.kill(-child.pid, 'SIGTERM'); // serve.sh, its two servers
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', resolve)));
    }
  }

  it('from a fresh clone: builds web/dist with build.sh alone (no apt, no native or memory-safety build), then serves the editor', async () => {
    const tree = fakeTree('fresh');
    const { env, calls } = stubs('stubs-serve', { onBuild: `cp -r '${ROOT}/web/dist' web/dist` });
    const { output, editor, lilGui } = await serveOnce(tree, env);
    assert.match(output, /serve: web\/dist is not built \(web\/dist\/plume\.js is missing\): building it \(scripts\/build\.sh\)/);
    assert.equal(editor, 200, output);
    assert.equal(lilGui, 200, 'what the editor loads from web/dist is served');
    assert.match(output, /http:\/\/127\.0\.0\.1:\d+\/\s+Plume — the spaceship demo/, 'the game\'s URL is listed');
    assert.match(output, /serving build\/site\/ at http:\/\/127\.0\.0\.1:\d+\//, 'the site is served too');
    assert.deepEqual(calls().map((c) => c.split(' ').slice(0, 4).join(' ')),
      ['emcmake cmake -S .', 'cmake --build build/wasm -j'], 'only the package build: no build/native, no build/wasm-safe');

    // built: it only serves
    const again = stubs('stubs-serve-again');
    const second = await serveOnce(tree, again.env);
    assert.equal(second.editor, 200, second.output);
    assert.doesNotMatch(second.output, /building/);
    assert.deepEqual(again.calls(), [], 'nothing built, nothing installed');
  });

  it('without the toolchain it says what is missing', () => {
    const tree = fakeTree('no-tools');
    // PATH: node, npm and the few shell tools the scripts use; no cmake, no emcmake
    const bin = join(work, 'node-only');
    mkdirSync(bin, { recursive: true });
    for (const tool of ['bash', 'node', 'npm', 'dirname', 'basename', 'sed', 'paste', 'head', 'nproc']) {
      const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      symlinkSync(found, join(bin, tool));
    }
    const served = spawnSync('/bin/bash', ['scripts/serve.sh'], { cwd: tree, encoding: 'utf8',
      env: { ...process.env, PATH: bin, PORT: '0' } });
    assert.notEqual(served.status, 0);
    assert.match(served.stderr, /build: 'cmake' not found/);
    assert.match(served.stderr, /serve: web\/dist could not be built/);
  });
});
