import type { FastifyInstance } from 'fastify';
import { noCache } from './cacheControl.js';
import { escapeHtml } from '../text/html.js';

/**
 * Single-segment paths, so they can never shadow a published page at `/{namespace}/{publishName}`, and file
 * names, so the shell's router never claims them.
 */
export const legalPagePaths = { terms: '/terms.html', privacy: '/privacy.html' } as const;

const pages = {
  terms: { title: 'Terms of use', variable: 'QUIRE_TERMS_URL' },
  privacy: { title: 'Privacy policy', variable: 'QUIRE_PRIVACY_URL' },
} as const;

/**
 * Every self-hosted server has its own operator and therefore its own terms and policy; the product cannot
 * write them. Until the operator links theirs (QUIRE_TERMS_URL, QUIRE_PRIVACY_URL), these pages say so plainly
 * instead of the login links leading nowhere.
 */
export function registerLegalPages(app: FastifyInstance, publicUrl: string): void {
  for (const kind of ['terms', 'privacy'] as const) {
    const { title, variable } = pages[kind];
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${title}</h1>
<p>The operator of this Quire server (<code>${escapeHtml(publicUrl)}</code>) has not published a ${title.toLowerCase()} page yet.
Ask them for it before you sign in.</p>
<p>Operators: set <code>${variable}</code> to the address of your own page and the sign-in screens will link to it.</p>
</body>
</html>
`;
    app.get(legalPagePaths[kind], (_request, reply) => {
      void reply.header('cache-control', noCache).type('text/html; charset=utf-8').send(html);
    });
  }
}
