// A small static file server for the demo, the tests and the benchmark. It sends the
// cross-origin isolation headers, so performance.now() keeps its full resolution.
import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.obj': 'text/plain; charset=utf-8', '.css': 'text/css; charset=utf-8', '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.webm': 'video/webm', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
};

/** Serves rootDir. Options: `prefix` (serve it under that path, as a static host serving a site from a
 *  sub-path does; requests outside it answer 404 and are listed in the returned `outside`), `isolated`
 *  (false: without the cross-origin isolation headers, as an ordinary static host). */
export function startServer(rootDir, port = 0, host = '127.0.0.1', { prefix = '/', isolated = true } = {}) {
  const root = resolve(rootDir);
  const outside = [];
  const server = createServer(async (request, response) => {
    let fullPath;
    try {
      fullPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end(`bad request: ${request.url} does not decode`);
      return;
    }
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
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {}),
        'Cache-Control': 'no-store', 'Accept-Ranges': 'bytes',
      };
      // byte ranges, as static hosts answer them: a <video> seeks (and loops) only in a file it can ask parts of
      // (a range whose last byte comes before its first is not a range: RFC 9110 14.1.1 says ignore it, send all)
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (range && (range[1] || range[2]) && !(range[1] && range[2] && Number(range[2]) < Number(range[1]))) {
        const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        if (start > end || start >= body.length) {
          response.writeHead(416, { 'Content-Range': `bytes */${body.length}`, 'Content-Length': 0 }).end();
          return;
        }
        // with its length: writeHead without one sends the body chunked
        response.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${body.length}`, 'Content-Length': end + 1 - start });
        response.end(body.subarray(start, end + 1));
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': body.length });
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

/** The HTML pages directly in dir as [{ path, title }]: the editor first, then the front page (index.html, as
 *  the folder's URL), then the others by name. */
export async function listPages(dir) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.html'));
  const rank = (name) => (name === 'editor.html' ? 0 : name === 'index.html' ? 1 : 2);
  names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Promise.all(names.map(async (name) => {
    const title = /<title>([^<]*)<\/title>/i.exec(await readFile(join(dir, name), 'utf8'))?.[1].trim() ?? '';
    return { path: name === 'index.html' ? '' : name, title };
  }));
}

// node scripts/static_server.mjs [dir] [port] [--pages]: serves dir (port 0: any free port) and says where once
// listening; --pages lists the URL and title of each of its HTML pages too
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const [dir = 'web', port = '8080'] = args.filter((arg) => !arg.startsWith('--'));
  let url;
  try {
    ({ url } = await startServer(dir, Number(port)));
  } catch (error) {
    console.error(error.code === 'EADDRINUSE'
      ? `Plume: port ${port} is in use (another server?): choose another (npm start takes PORT=${Number(port) + 10})`
      : `Plume: could not serve ${dir}/ on port ${port}: ${error.message}`);
    process.exit(1);
  }
  const pages = args.includes('--pages') ? await listPages(dir) : [];
  const width = Math.max(0, ...pages.map(({ path }) => url.length + path.length));
  console.log([`Plume: serving ${dir}/ at ${url}  (Ctrl+C to stop)`,
    ...pages.map(({ path, title }) => `  ${(url + path).padEnd(width)}  ${title}`)].join('\n'));
}
