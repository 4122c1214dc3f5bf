import type { FastifyReply } from 'fastify';

/**
 * The answer to a callback that belongs to no sign-in this browser started (no flow cookie): there is no
 * known, checked address to send the browser back to, so it gets a plain page instead of a redirect.
 */
export function sendCallbackErrorPage(reply: FastifyReply, publicUrl: string): FastifyReply {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head>
<body>
<h1>Sign-in failed</h1>
<p>This sign-in link has expired, was already used, or was started in another browser.</p>
<p><a href="${publicUrl}/login">Start again</a></p>
</body></html>
`,
    );
}
