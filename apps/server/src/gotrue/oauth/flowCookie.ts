import { hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config/index.js';
import { oauthProviderIds } from '../../config/oauth.js';
import { readCookies, serializeCookie } from './cookies.js';

/**
 * What a sign-in with a provider must remember between `/authorize` and `/callback`. It travels in a
 * cookie rather than a table so that any instance can finish a flow another one started, and so that the
 * flow is bound to the browser that started it: a callback URL replayed in another browser finds no
 * cookie (login CSRF).
 */
const flowSchema = z.object({
  state: z.string().min(1),
  provider: z.enum(oauthProviderIds),
  codeVerifier: z.string().min(1),
  /** Only OpenID Connect flows have one (it is checked in the ID token). */
  nonce: z.string().min(1).optional(),
  /** Already checked by allowedRedirect when the flow started. */
  redirectTo: z.string().min(1),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

/** Long enough to sign in at a provider (with a password manager or a second factor), short enough to expire. */
export const flowLifetimeSeconds = 600;

/** One cookie per flow, named by its state, so sign-ins started in two tabs do not overwrite each other. */
const cookiePrefix = 'quire-oauth-';
const cookiePath = '/callback';

/**
 * Seals flows: encrypted (A256GCM) so the PKCE verifier and nonce stay unreadable even to the browser
 * holding them, and authenticated so they cannot be forged. The key is derived from the JWT secret, which
 * every instance of a deployment shares, under its own label so it can never verify an access token.
 */
export class FlowCookies {
  readonly #key: Uint8Array;
  readonly #secure: boolean;

  constructor(config: Config) {
    this.#key = new Uint8Array(hkdfSync('sha256', config.jwtSecret, '', 'quire oauth flow cookie v1', 32));
    // Browsers drop `Secure` cookies on plain http, which local set-ups and the tests use.
    this.#secure = config.authPublicUrl.startsWith('https:');
  }

  async set(reply: FastifyReply, flow: OAuthFlow, now: Date): Promise<void> {
    const sealed = await new EncryptJWT({ flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + flowLifetimeSeconds * 1000))
      .encrypt(this.#key);
    reply.header(
      'set-cookie',
      serializeCookie(cookiePrefix + flow.state, sealed, {
        path: cookiePath,
        maxAgeSeconds: flowLifetimeSeconds,
        secure: this.#secure,
      }),
    );
  }

  clear(reply: FastifyReply, state: string): void {
    reply.header(
      'set-cookie',
      serializeCookie(cookiePrefix + state, '', { path: cookiePath, maxAgeSeconds: 0, secure: this.#secure }),
    );
  }

  /** The unexpired flow this browser started with `state`, if any. */
  async find(request: FastifyRequest, state: string, now: Date): Promise<OAuthFlow | undefined> {
    const sealed = readCookies(request.headers.cookie).get(cookiePrefix + state);
    const flow = sealed === undefined ? undefined : await this.#open(sealed, now);
    return flow?.state === state ? flow : undefined;
  }

  /**
   * The most recently started unexpired flow of this browser: where to send it back with an error when a
   * callback's state matches none of them, as long as the browser did start a sign-in.
   */
  async latest(request: FastifyRequest, now: Date): Promise<OAuthFlow | undefined> {
    let latest: { flow: OAuthFlow; issuedAt: number } | undefined;
    for (const [name, sealed] of readCookies(request.headers.cookie)) {
      if (!name.startsWith(cookiePrefix)) continue;
      const opened = await this.#openWithTime(sealed, now);
      if (opened !== undefined && (latest === undefined || opened.issuedAt > latest.issuedAt))
        latest = opened;
    }
    return latest?.flow;
  }

  async #open(sealed: string, now: Date): Promise<OAuthFlow | undefined> {
    return (await this.#openWithTime(sealed, now))?.flow;
  }

  async #openWithTime(sealed: string, now: Date): Promise<{ flow: OAuthFlow; issuedAt: number } | undefined> {
    try {
      const { payload } = await jwtDecrypt(sealed, this.#key, {
        currentDate: now,
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const flow = flowSchema.safeParse(payload.flow);
      return flow.success ? { flow: flow.data, issuedAt: payload.iat ?? 0 } : undefined;
    } catch {
      // Expired, tampered with, or sealed under another secret: in every case there is no flow.
      return undefined;
    }
  }
}
