import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';

/** The origin of `url`; relative URLs (remotes served by this server) resolve against `base`. */
function originOf(url: string, base?: string): string {
  return new URL(url, base).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The Content-Security-Policy of the pages this server hosts. Scripts come only from this origin and from
 * wherever a remote is released (QUIRE_REMOTES); no inline script is allowed anywhere. Inline styles are allowed
 * because styled-components writes its rules into <style> elements at run time. Images may come from any
 * https origin (avatars of third-party sign-in providers, icon and cover URLs users pick); stylesheets and fonts
 * also from the configured font service (QUIRE_FONT_SERVICE_URL, QUIRE_FONT_FILES_URL).
 */
export function contentSecurityPolicy(config: Config): string {
  const remoteOrigins = Object.values(config.remotes).map((url) => originOf(url, config.publicUrl));
  const { runtime } = config;
  const scripts = unique(["'self'", ...remoteOrigins]);
  const connections = unique([
    "'self'",
    originOf(runtime.apiBaseUrl),
    originOf(runtime.authBaseUrl),
    originOf(runtime.wsUrl),
    ...remoteOrigins,
  ]);
  // A page's chosen font: the service's stylesheet and the font files it names (none when it is off).
  const fontStyles = runtime.fontStylesheetUrl ? [originOf(runtime.fontStylesheetUrl)] : [];
  const fontFiles = config.fontFilesUrl === null ? [] : [originOf(config.fontFilesUrl)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${unique(["'self'", "'unsafe-inline'", ...fontStyles]).join(' ')}`,
    "img-src 'self' data: blob: https:",
    `font-src ${unique(["'self'", 'data:', ...fontFiles]).join(' ')}`,
    `connect-src ${connections.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${originOf(runtime.authBaseUrl)}`,
    // No page of ours may be framed (clickjacking); published pages may opt in later.
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer of both services carries. */
export function installSecurityHeaders(app: FastifyInstance, policy: string): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    done(null, payload);
  });
}

/** The auth service answers JSON, redirects and one plain error page: nothing there may load anything. */
export const authServicePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
