#!/usr/bin/env node
// export_effects.mjs — writes the editor's gallery (web/editor/gallery.js) as effect files: effects/<name>.plume.json,
// one per example, shipped in the package as plume-particles/effects/<name>.plume.json (package.json's "files", and
// an "exports" entry each, which this script keeps in step). The gallery's examples are version-2 effect files
// already (plain data, generated textures by name: 'plume:fire' stays a name), so a file is the example itself as
// JSON; `plume.loadEffect(url or parsed object)` plays it. tests/browser/effect_files.test.mjs checks the files are
// what this script makes now, so they cannot go stale.
// Usage: node scripts/export_effects.mjs [--check]   (--check: write nothing, exit 1 and say what differs)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EFFECTS_DIR = 'effects';
const SUFFIX = '.plume.json';
const WIDTH = 110; // a value whose JSON fits on its line stays on it: key lists read as they are written in gallery.js

/** JSON with two-space indentation, like the editor's export (JSON.stringify(file, null, 2)), but a value short
 *  enough for one line written on it (`"size": [[0, 1.5], [0.2, 5], [1, 6]]`). Parses to the same data. */
export function formatJson(value, indent = '', lead = 0) {
  const inline = (v) => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`);
      return entries.length ? `{ ${entries.join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const one = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + lead + one.length <= WIDTH) return one;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + formatJson(v, inner, key.length);
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** The gallery's examples: [{ name, file }] with file the effect file's path in the repository. */
export async function galleryFiles() {
  const { galleryEffects } = await import(pathToFileURL(join(ROOT, 'web/editor/gallery.js')).href);
  return galleryEffects().map(({ name, effect }) => {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(name)) throw new Error(`export_effects: gallery example name ${JSON.stringify(name)} is not a plain file name`);
    return { name, effect, file: `${EFFECTS_DIR}/${name}${SUFFIX}`, text: `${formatJson(effect)}\n` };
  });
}

/** package.json with one "./effects/<name>.plume.json" export per example, after the others (replacing old ones). */
export function withEffectExports(pkg, examples) {
  const exports = Object.fromEntries(Object.entries(pkg.exports).filter(([key]) => !key.startsWith(`./${EFFECTS_DIR}/`)));
  for (const { file } of examples) exports[`./${file}`] = `./${file}`;
  return { ...pkg, exports };
}

/** What differs between the repository and what this script makes: a list of sentences (empty: up to date). */
export async function staleEffects() {
  const examples = await galleryFiles();
  const problems = [];
  for (const { file, text } of examples) {
    const path = join(ROOT, file);
    if (!existsSync(path)) problems.push(`${file} is missing`);
    else if (readFileSync(path, 'utf8') !== text) problems.push(`${file} differs from web/editor/gallery.js`);
  }
  const made = new Set(examples.map(({ file }) => file));
  const dir = join(ROOT, EFFECTS_DIR);
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry.endsWith(SUFFIX) && !made.has(`${EFFECTS_DIR}/${entry}`)) problems.push(`${EFFECTS_DIR}/${entry} is not a gallery example`);
  }
  const pkgText = readFileSync(join(ROOT, 'package.json'), 'utf8');
  const pkg = JSON.parse(pkgText);
  if (JSON.stringify(withEffectExports(pkg, examples).exports) !== JSON.stringify(pkg.exports)) {
    problems.push('package.json "exports" lacks or has extra "./effects/..." entries');
  }
  if (!pkg.files.includes(`${EFFECTS_DIR}/*${SUFFIX}`)) problems.push(`package.json "files" lacks "${EFFECTS_DIR}/*${SUFFIX}"`);
  return problems;
}

/** Writes effects/ (removing files of examples no longer in the gallery) and package.json's effect exports. */
export async function writeEffects() {
  const examples = await galleryFiles();
  const dir = join(ROOT, EFFECTS_DIR);
  mkdirSync(dir, { recursive: true });
  const made = new Set(examples.map(({ file }) => file));
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith(SUFFIX) && !made.has(`${EFFECTS_DIR}/${entry}`)) rmSync(join(dir, entry));
  }
  for (const { file, text } of examples) writeFileSync(join(ROOT, file), text);
  const pkgPath = join(ROOT, 'package.json');
  const pkgText = readFileSync(pkgPath, 'utf8');
  const pkg = withEffectExports(JSON.parse(pkgText), examples);
  if (!pkg.files.includes(`${EFFECTS_DIR}/*${SUFFIX}`)) pkg.files = [...pkg.files, `${EFFECTS_DIR}/*${SUFFIX}`];
  const next = `${JSON.stringify(pkg, null, 2)}\n`;
  if (next !== pkgText) writeFileSync(pkgPath, next);
  return examples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = await staleEffects();
    if (problems.length) {
      console.error(`export_effects: the effect files are out of date:\n  ${problems.join('\n  ')}\n` +
        'Run node scripts/export_effects.mjs to write them from web/editor/gallery.js.');
      process.exit(1);
    }
    console.log('export_effects: effects/ matches the gallery');
  } else {
    const examples = await writeEffects();
    console.log(`export_effects: wrote ${examples.map(({ file }) => file).join(', ')}`);
  }
}
