// The floor page (bench/database/floor), bundled for production with esbuild, and the bench's rows as its data
// (`rows.json`), served from 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { columns } from './data.mjs';
import { repoRoot } from '../lib/quire.mjs';

export async function serveFloor(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-floor-'));
  const here = join(repoRoot, 'bench/database/floor');
  await build({
    entryPoints: [join(here, 'main.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: dir,
    jsx: 'automatic',
    // The workspace's own React and TanStack Virtual, the versions Quire's grid ships.
    nodePaths: [join(repoRoot, 'remote-workspace/node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'index.html'), readFileSync(join(here, 'index.html')));
  writeFileSync(join(dir, 'rows.json'), JSON.stringify({ columns, rows }));
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = pathname === '/' ? 'index.html' : pathname.slice(1);
    try {
      const body = readFileSync(join(dir, file));
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
