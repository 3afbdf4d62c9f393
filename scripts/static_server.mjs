// A small static file server for the demo, the tests and the benchmark. It sends the
// cross-origin isolation headers, so performance.now() keeps its full resolution.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.obj': 'text/plain; charset=utf-8', '.css': 'text/css; charset=utf-8', '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
};

/** Serves rootDir. Options: `prefix` (serve it under that path, as a static host serving a site from a
 *  sub-path does; requests outside it answer 404 and are listed in the returned `outside`), `isolated`
 *  (false: without the cross-origin isolation headers, as an ordinary static host). */
export function startServer(rootDir, port = 0, host = '127.0.0.1', { prefix = '/', isolated = true } = {}) {
  const root = resolve(rootDir);
  const outside = [];
  const server = createServer(async (request, response) => {
    const fullPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (!fullPath.startsWith(prefix)) {
      outside.push(fullPath);
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${fullPath} (outside ${prefix})`);
      return;
    }
    const path = `/${fullPath.slice(prefix.length)}`;
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {}),
        'Cache-Control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${path}`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise({ server, outside, url: `http://${host}:${server.address().port}${prefix}` }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'web', port = '8080'] = process.argv.slice(2);
  const { url } = await startServer(dir, Number(port));
  console.log(`Plume: serving ${dir}/ at ${url}  (Ctrl+C to stop)`);
}
