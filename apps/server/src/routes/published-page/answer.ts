import { createHash } from 'node:crypto';

/** A page's whole HTML as it is sent, with the entity tag a browser revalidates it with. */
export interface PageAnswer {
  body: Buffer;
  /** A strong entity tag, quoted: the body's digest. */
  etag: string;
}

/** Encodes `html` once, so that each request sends the same bytes instead of building them again. */
export function pageAnswer(html: string): PageAnswer {
  const body = Buffer.from(html, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}
