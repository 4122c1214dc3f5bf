import type { FastifyReply } from 'fastify';
import { noCache } from './cacheControl.js';
import type { StaticBuild } from './builds.js';

/** The 503 page for a front-end build that is not there (yet): says which one and how to get it. */
export function sendMissingBuild(reply: FastifyReply, build: StaticBuild): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Quire is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Front-end build missing</h1>
<p>The build <code>${build.label}</code> was not found, so <code>${build.urlPrefix}</code> cannot be served.</p>
<p>Build the front ends (<code>npm start</code> does it) or point <code>QUIRE_WEB_ROOT</code> at a checkout that has them.</p>
</body>
</html>
`;
  return reply
    .code(503)
    .header('cache-control', noCache)
    .header('retry-after', '30')
    .type('text/html; charset=utf-8')
    .send(html);
}
