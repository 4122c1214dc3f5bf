/**
 * The two cookie operations the OAuth flow needs, done here rather than through @fastify/cookie: that
 * plugin loads its parser asynchronously on registration, and these few lines only ever handle cookies
 * this service wrote itself (token-safe names, base64url values).
 */
export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax cookies accompany.
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The request's cookies by name (the first of duplicates, as browsers send the most specific first). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}
