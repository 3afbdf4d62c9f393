// The docs a user reads must say what the code does (issue 17): the README stays a short user's page that links
// into docs/; every link resolves; the API reference covers every exported name and is regenerated from the
// declarations; every limit in docs/limits.md is the value its constant has in the source; every documented
// download size is what the build measures; the C recipe compiles. No browser: node and gcc only.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exportedDeclarations, memberNames } from '../../scripts/api_docs.mjs';
import { headingAnchor } from '../../scripts/markdown_anchor.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const REQUIRED_DOCS = ['guide', 'api', 'integrations', 'limits', 'ARCHITECTURE', 'internals', 'benchmarks'].map((d) => `docs/${d}.md`);
const MARKDOWN = ['README.md', 'CHANGELOG.md', 'third_party/README.md',
  ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Markdown without its fenced code blocks (links and headings inside code are not links or headings). */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

const anchorsOf = (text) => new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingAnchor(m[1])));

describe('docs', () => {
  it('the README is a user\'s page of at most 25 KB that links to every doc', () => {
    const readme = read('README.md');
    const bytes = Buffer.byteLength(readme);
    assert.ok(bytes <= 25 * 1024, `README.md is ${bytes} bytes`);
    for (const doc of REQUIRED_DOCS) {
      assert.ok(existsSync(join(ROOT, doc)), `${doc} exists`);
      assert.ok(readme.includes(`](${doc})`), `README links to ${doc}`);
    }
    const version = JSON.parse(read('package.json')).version;
    const tarballs = [...readme.matchAll(/plume-particles-(\d+\.\d+\.\d+)\.tgz/g)].map((m) => m[1]);
    assert.ok(tarballs.length > 0, 'the README names the tarball npm pack makes');
    for (const named of tarballs) assert.equal(named, version, 'the README\'s tarball name has the package\'s version');
    for (const section of ['## Install', '## A complete page', '## Effects: layers played as instances', '## Documentation']) {
      assert.ok(readme.includes(`\n${section}`), `README has "${section}"`);
    }
  });

  it('every relative link and anchor in the markdown resolves', () => {
    const broken = [];
    for (const file of MARKDOWN) {
      const text = read(file);
      for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split('#');
        const absolute = path ? resolve(ROOT, dirname(file), path) : join(ROOT, file);
        if (!existsSync(absolute)) { broken.push(`${file}: ${target} (no such file)`); continue; }
        if (anchor && absolute.endsWith('.md') && !anchorsOf(readFileSync(absolute, 'utf8')).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });

  it('docs/api.md is generated from the declarations and names every export and member', async () => {
    const check = spawnSync(process.execPath, [join(ROOT, 'scripts/api_docs.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    const api = read('docs/api.md');
    const headings = new Set([...api.matchAll(/^### \w+ `([^`]+)`/gm)].map((m) => m[1]));
    for (const file of ['web/src/plume.d.ts', 'web/src/plume_three.d.ts', 'web/src/plume_module.d.ts']) {
      const names = exportedDeclarations(file).map((d) => d.name);
      assert.ok(names.length > 0, `${file} exports names`);
      for (const name of names) assert.ok(headings.has(name), `${name} (${file}) has a heading in docs/api.md`);
      for (const [owner, members] of memberNames(file)) {
        const start = api.search(new RegExp(`^### \\w+ \`${owner}\``, 'm'));
        const section = api.slice(start, api.indexOf('\n### ', start + 1) >>> 0);
        for (const member of members) assert.match(section, new RegExp(`\\b${member}\\b`), `${owner}.${member} in ${owner}'s section of docs/api.md`);
      }
    }
    // and the declarations cover what the modules really export (a runtime export missing from the types
    // would be missing from the reference too)
    const declared = new Set(exportedDeclarations('web/src/plume.d.ts').map((d) => d.name));
    for (const name of Object.keys(await import(join(ROOT, 'web/dist/plume.js')))) {
      assert.ok(declared.has(name), `plume.js exports ${name}: declared and documented`);
    }
    const declaredThree = new Set(exportedDeclarations('web/src/plume_three.d.ts').map((d) => d.name));
    for (const name of Object.keys(await import(join(ROOT, 'web/dist/plume_three.js')))) {
      assert.ok(declaredThree.has(name), `plume_three.js exports ${name}: declared and documented`);
    }
  });

  it('every limit in docs/limits.md is the value of its constant in the source', () => {
    const limits = read('docs/limits.md');
    const rows = [...limits.matchAll(/^\|([^|\n]+)\|\s*([\d,]+)[^|\n]*\|\s*`([A-Z_]+)` in `([^`]+)`\s*\|$/gm)];
    const dataRows = limits.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| limit |'));
    assert.equal(rows.length, dataRows.length, 'every row of docs/limits.md has a value and a constant the test reads');
    const wrong = [];
    for (const [, what, documented, constant, file] of rows) {
      const value = constantValue(read(file), constant);
      assert.notEqual(value, undefined, `${constant} is defined in ${file}`);
      if (value !== Number(documented.replace(/,/g, ''))) wrong.push(`${what.trim()}: docs ${documented}, ${constant} = ${value}`);
    }
    assert.deepEqual(wrong, []);
    // a new PLUME_*MAX_* in a public header, or MAX_* constant of the JavaScript, must be documented
    for (const header of readdirSync(join(ROOT, 'include/plume'))) {
      for (const [, name] of read(`include/plume/${header}`).matchAll(/^#define (PLUME_(?:\w+_)?MAX_\w+)\s/gm)) {
        assert.ok(limits.includes(`\`${name}\``), `${name} (include/plume/${header}) is in docs/limits.md`);
      }
    }
    for (const file of readdirSync(join(ROOT, 'web/src')).filter((f) => f.endsWith('.js'))) {
      for (const [, name, value] of read(`web/src/${file}`).matchAll(/^const (MAX_\w+) = ([^;]+);/gm)) {
        if (/^C\./.test(value)) continue; // a C constant under another name: documented as the C one
        assert.ok(limits.includes(`\`${name}\` in \`web/src/${file}\``), `${name} (web/src/${file}) is in docs/limits.md`);
      }
    }
  });

  it('every documented download size is what the build measures', () => {
    const gz = (name) => gzipSync(readFileSync(join(ROOT, 'web/dist', name)), { level: 9 }).length / 1024;
    const measured = { js: gz('plume.js'), wasm: gz('plume.wasm') };
    const pattern = /plume\.js (\d+\.\d) KB \+ plume\.wasm (\d+\.\d) KB = (\d+\.\d) KB gzipped/g;
    const tolerance = 0.3; // KB: a doc may lag a commit's few hundred bytes, not a feature
    let found = 0;
    for (const file of ['docs/size.md', 'README.md']) {
      for (const [, js, wasm, total] of read(file).matchAll(pattern)) {
        found++;
        assert.ok(Math.abs(js - measured.js) <= tolerance, `${file}: plume.js ${js} KB, measured ${measured.js.toFixed(1)}`);
        assert.ok(Math.abs(wasm - measured.wasm) <= tolerance, `${file}: plume.wasm ${wasm} KB, measured ${measured.wasm.toFixed(1)}`);
        assert.ok(Math.abs(total - measured.js - measured.wasm) <= tolerance, `${file}: ${total} KB in all`);
      }
    }
    assert.ok(found >= 2, 'docs/size.md and the README state the size in node scripts/size.mjs\'s words');
    const budget = /within (\d+) KB gzipped/.exec(read('tests/browser/download_size.test.mjs'))[1];
    assert.match(read('docs/size.md'), new RegExp(`holds plume\\.js \\+ plume\\.wasm to ${budget} KB`), 'docs/size.md states the test\'s budget');
    for (const file of MARKDOWN) {
      for (const [stated] of read(file).matchAll(/plume\.wasm`? (?:within|to) (\d+) KB/g)) {
        assert.equal(/\d+/.exec(stated)[0], budget, `${file}: "${stated}" is the test's budget`);
      }
    }
  });

  it('every public C header can be used from C++ (extern "C"), and a C++ game links the core', () => {
    const include = join(ROOT, 'include/plume');
    for (const name of readdirSync(include).filter((f) => f.endsWith('.h'))) {
      const text = read(`include/plume/${name}`);
      if (!/^[a-z_][\w ]*\*?\s*plume_\w+\(/m.test(text)) continue; // declares no function
      assert.match(text, /#ifdef __cplusplus\s*\nextern "C" \{/, `${name}: its functions need C linkage for C++ games`);
    }
    const core = join(ROOT, 'build/native/libplume_core.a');
    if (spawnSync('g++', ['--version']).status !== 0 || !existsSync(core)) return; // the text check above still holds
    const work = mkdtempSync(join(tmpdir(), 'plume-cxx-'));
    try {
      const file = join(work, 'game.cpp');
      writeFileSync(file, `#include <plume/effect.h>
#include <plume/gl_backend.h>
int main() {
    plume_system *ctx = plume_system_create(nullptr);
    plume_effect_desc desc = {};
    desc.layer_count = 1;
    desc.layers[0].gpu.burst = 4;
    plume_effect fx;
    plume_emitter_group group;
    int ok = plume_effect_create(ctx, &desc, &fx) == PLUME_OK &&
             plume_emitter_group_create(ctx, &desc.layers[0].gpu, &group) == PLUME_OK;
    plume_system_destroy(ctx);
    return ok ? 0 : 1;
}
`);
      // the native core is built with the sanitizers (CMake's PLUME_SANITIZE): the program links them too
      const built = spawnSync('g++', ['-std=c++11', '-fsanitize=address,undefined', `-I${join(ROOT, 'include')}`, file, core,
        '-lm', '-o', join(work, 'game')], { encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
      const ran = spawnSync(join(work, 'game'), { encoding: 'utf8' });
      assert.equal(ran.status, 0, ran.stderr);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('the C game recipe in docs/integrations.md compiles against the public headers', () => {
    const recipe = read('docs/integrations.md');
    const blocks = [...recipe.matchAll(/^```c\n([\s\S]*?)^```/gm)].map((m) => m[1]).filter((c) => c.includes('#include'));
    assert.ok(blocks.length >= 1, 'a complete C file in docs/integrations.md');
    const work = mkdtempSync(join(tmpdir(), 'plume-recipe-'));
    try {
      blocks.forEach((code, i) => {
        const file = join(work, `recipe${i}.c`);
        writeFileSync(file, code);
        const compiled = spawnSync('gcc', ['-std=c11', '-Wall', '-Wextra', '-Werror', '-fsyntax-only',
          `-I${join(ROOT, 'include')}`, `-I${join(ROOT, 'third_party/cglm/include')}`, file], { encoding: 'utf8' });
        assert.equal(compiled.status, 0, compiled.stderr);
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

/** The value of `#define NAME expr`, `const NAME = expr` or `-sNAME=value` in a source file. */
function constantValue(source, name) {
  const match = new RegExp(`^#define ${name}\\s+([^/\\n]+)`, 'm').exec(source) ??
    new RegExp(`^(?:export )?const ${name} = ([^;/\\n]+)`, 'm').exec(source) ??
    // a link flag: the module's (CMakeLists.txt also links the demo game)
    new RegExp(`-s${name}=(\\d+)`).exec(source.slice(source.indexOf('target_link_options(plume_module')));
  if (!match) return undefined;
  let expr = match[1].trim().replace(/\b(\d+(?:\.\d+)?(?:e\d+)?)[uUfF]+\b/g, '$1');
  // constants defined by other constants of the same file
  expr = expr.replace(/\bPLUME_[A-Z_]+\b/g, (other) => `(${constantValue(source, other)})`);
  assert.match(expr, /^[\d\s.()+\-*<>e]+$/, `${name} is a plain expression: ${expr}`);
  return Function(`return (${expr});`)();
}
