// A plain static file server with CORS, standing in for wherever a team publishes a remote's build (a CDN or
// another host): the shell only learns the remote's address from /remotes.json.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from './ports.js';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export interface StaticServer {
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

export async function serveStatic(rootDir: string, port?: number): Promise<StaticServer> {
  const listenPort = port ?? (await freePort());
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(rootDir, path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(rootDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
