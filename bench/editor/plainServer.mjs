// Plain BlockNote (bench/editor/plain), bundled for production with esbuild, and the generated documents as its
// storage (`doc-<size>.json`), served from 127.0.0.1: the reference the editor benches compare Quire's with.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { generateDocument, toBlockNote } from './content.mjs';
import { repoRoot } from '../lib/quire.mjs';

/** `sourcemap`: also writes main.js.map (the profiler reads it to name BlockNote's functions). */
export async function servePlain(sizes, { sourcemap = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-plain-'));
  const here = join(repoRoot, 'bench/editor/plain');
  await build({
    entryPoints: [join(here, 'main.jsx')],
    bundle: true,
    minify: true,
    sourcemap,
    format: 'esm',
    target: 'es2022',
    outdir: dir,
    jsx: 'automatic',
    conditions: ['style'],
    nodePaths: [join(repoRoot, 'remote-workspace/node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file' },
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'index.html'), readFileSync(join(here, 'index.html')));
  for (const size of sizes) {
    writeFileSync(join(dir, `doc-${size}.json`), JSON.stringify(toBlockNote(generateDocument(size))));
  }
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.map': 'application/json',
  };
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
