// Writes the online demo as a static site (default build/site/): the landing page (web/home.html becomes
// index.html), the game (web/index.html becomes game.html), the editor, the stress page, the three.js pages,
// the package they load (web/dist), the docs rendered to HTML (README.md becomes docs/index.html) and a video loop
// of every gallery effect for the landing page's grid (videos/, rendered by scripts/videos.mjs in headless Chromium).
// Every URL is relative, so the folder works from any static host under any path prefix.
// Usage: node scripts/site.mjs [outDir] [--cached-videos] (after the package build; scripts/site.sh does both).
// --cached-videos: the loops already in build/videos as they are, none rendered (npm start: no browser run).
import MarkdownIt from 'markdown-it';
import { headingAnchor } from './markdown_anchor.mjs';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const cachedVideos = args.includes('--cached-videos');
const out = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, 'build/site'));

if (!existsSync(join(root, 'web/dist/plume.js')) || !existsSync(join(root, 'web/dist/demo/game.wasm'))) {
  console.error('site: web/dist is not built: run npm run build (or scripts/site.sh, which does) first');
  process.exit(1);
}

// --- the pages: web/ as served in development, with the landing page as the site's front door
const PAGE_NAMES = { 'home.html': 'index.html', 'index.html': 'game.html' };
const siteName = (webName) => PAGE_NAMES[webName] ?? webName;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const entry of readdirSync(join(root, 'web'))) {
  const from = join(root, 'web', entry);
  if (entry.endsWith('.html')) {
    // links between pages: "./" is the game in web/, the landing page on the site
    const html = readFileSync(from, 'utf8')
      .replaceAll('href="./"', `href="${siteName('index.html')}"`)
      .replaceAll('href="home.html"', 'href="index.html"'); // a file, not a folder URL: hosts without index files work
    writeFileSync(join(out, siteName(entry)), html);
  } else if (entry === 'dist') {
    cpSync(from, join(out, 'dist'), { recursive: true, filter: (path) => !path.endsWith('.d.ts') });
  } else if (entry === 'editor' || entry.endsWith('.js') || entry.endsWith('.svg')) {
    cpSync(from, join(out, entry), { recursive: true });
  }
}

// --- the docs: markdown rendered to HTML, links that pointed at markdown now pointing at the pages
const DOCS = new Map([ // repository path -> site path
  ['README.md', 'docs/index.html'], ['CHANGELOG.md', 'docs/changelog.html'], ['third_party/README.md', 'docs/third_party.html'],
  ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => [`docs/${f}`, `docs/${f.replace(/\.md$/, '.html')}`]),
]);
const COPIED = new Map([['LICENSE', 'docs/LICENSE.txt'], ['third_party/cglm/LICENSE', 'docs/cglm-LICENSE.txt'],
  ['third_party/stb/LICENSE', 'docs/stb-LICENSE.txt']]);
for (const [from, to] of COPIED) cpSync(join(root, from), join(out, to));
for (const image of ['docs/screenshots', 'docs/explosion.png', 'docs/gallery.png']) {
  if (existsSync(join(root, image))) cpSync(join(root, image), join(out, image), { recursive: true });
}

// --- the gallery's video loops (build/videos, kept between builds while what they are made from is unchanged;
// without them the landing page's cells play the effects live only)
const videos = join(root, 'build/videos');
if (!cachedVideos) await (await import('./videos.mjs')).renderVideos(videos); // (loads playwright-core: only then)
if (existsSync(join(videos, 'videos.json'))) cpSync(videos, join(out, 'videos'), { recursive: true });
else { // none rendered yet: the landing page finds an empty list (no request of it fails) and plays the cells live
  mkdirSync(join(out, 'videos'), { recursive: true });
  writeFileSync(join(out, 'videos', 'videos.json'), JSON.stringify({ videos: [] }));
}

/** Where a link written in `source` (a repository path) points on the site, relative to `page`; null: nowhere. */
function siteLink(source, page, href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const [path, anchor] = href.split('#');
  const target = posix.normalize(posix.join(posix.dirname(source), path));
  let sitePath = DOCS.get(target) ?? COPIED.get(target);
  if (!sitePath && target.startsWith('docs/') && existsSync(join(root, target))) sitePath = target; // images
  if (!sitePath && /^web\/[^/]+\.html$/.test(target)) sitePath = siteName(target.slice(4));
  if (!sitePath) return null; // a source file: the site does not host the repository
  const link = posix.relative(posix.dirname(page), sitePath) || posix.basename(sitePath);
  return anchor ? `${link}#${anchor}` : link;
}

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
markdown.core.ruler.push('heading_ids', (state) => {
  state.tokens.forEach((token, i) => {
    if (token.type === 'heading_open') token.attrSet('id', headingAnchor(state.tokens[i + 1].children.map((c) => c.content).join('')));
  });
});

const TEMPLATE = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Plume</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; background: #0b0e17; color: #dde3ee; font: 16px/1.6 system-ui, sans-serif; }
  nav { position: sticky; top: 0; background: #0f1424; border-bottom: 1px solid #1f2740; padding: 8px 20px; font-size: 15px; }
  nav a { margin-right: 14px; }
  main { max-width: 980px; margin: 0 auto; padding: 10px 20px 60px; }
  a { color: #7fb6ff; }
  h1, h2, h3 { color: #fff; line-height: 1.25; }
  code { font: 0.92em ui-monospace, monospace; background: #141a2b; padding: 1px 4px; border-radius: 4px; }
  pre { background: #10151f; border: 1px solid #1f2740; border-radius: 8px; padding: 12px; overflow-x: auto; }
  pre code { background: none; padding: 0; }
  table { border-collapse: collapse; display: block; overflow-x: auto; font-size: 14px; }
  th, td { border: 1px solid #263050; padding: 5px 8px; vertical-align: top; }
  img { max-width: 100%; }
</style>
</head>
<body>
<nav><a href="../index.html">Plume</a><a href="index.html">overview</a><a href="guide.html">guide</a><a href="api.html">API</a>
<a href="integrations.html">integrations</a><a href="limits.html">limits</a><a href="building.html">building</a>
<a href="../game.html">game</a><a href="../editor.html">editor</a></nav>
<main>
${body}
</main>
</body>
</html>
`;

for (const [source, page] of DOCS) {
  const tokens = markdown.parse(readFileSync(join(root, source), 'utf8'), {});
  const rewrite = (token) => {
    for (const child of token.children ?? []) rewrite(child);
    const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null;
    if (!attr) return;
    const link = siteLink(source, page, token.attrGet(attr));
    if (link !== null) token.attrSet(attr, link);
    else if (token.type === 'link_open') token.meta = { ...token.meta, unlinked: true };
  };
  tokens.forEach(rewrite);
  // links to files the site does not host become plain text
  for (const token of tokens) {
    if (!token.children) continue;
    let depth = 0;
    token.children = token.children.filter((child) => {
      if (child.type === 'link_open' && child.meta?.unlinked) { depth++; return false; }
      if (child.type === 'link_close' && depth > 0) { depth--; return false; }
      return true;
    });
  }
  const title = readFileSync(join(root, source), 'utf8').match(/^# (.+)$/m)?.[1] ?? 'Plume';
  mkdirSync(dirname(join(out, page)), { recursive: true });
  writeFileSync(join(out, page), TEMPLATE(title.replace(/[<>&]/g, ''), markdown.renderer.render(tokens, markdown.options, {})));
}

const files = [];
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).forEach((e) =>
  (e.isDirectory() ? walk(join(dir, e.name)) : files.push(join(dir, e.name))));
walk(out);
console.log(`site: wrote ${out.startsWith(root) ? relative(root, out) : out}/ (${files.length} files; pages: ${files.filter((f) => f.endsWith('.html')).length})` +
  ' — serve it from any static host, under any path');
