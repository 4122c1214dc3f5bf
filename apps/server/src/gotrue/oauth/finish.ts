import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrCreateUserForIdentity } from '../accounts.js';
import { AuthError } from '../errors.js';
import { redirectWithError, redirectWithTokens } from '../redirects.js';
import { issueSession, type TokenResponse } from '../sessions.js';
import type { OAuthContext } from './context.js';
import { sendCallbackErrorPage } from './errorPage.js';
import { providerFailure, providerLabel, signInFailure, type SignInFailure } from './failures.js';
import type { OAuthFlow } from './flowCookie.js';
import { identify, type IdentifyResult } from './identify.js';
import { callbackParams, type CallbackParams } from './schema.js';

/** The `type` of the token redirect after a provider sign-in (magic links say `magiclink`). */
export const oauthRedirectType = 'oauth';

/**
 * `GET /callback`: the provider sends the browser back here. Only a flow this browser started (its cookie,
 * named by the state) may finish; the flow is used up whatever happens. Every outcome is a redirect to
 * the flow's `redirect_to` — with tokens in the hash, or with `error` and `error_description` — except a
 * callback that matches no flow of this browser at all, which gets a plain 400 page.
 */
export async function finishSignIn(
  context: OAuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: URLSearchParams,
): Promise<FastifyReply> {
  const { deps, cookies } = context;
  const now = deps.now();
  reply.header('cache-control', 'no-store');
  const params = readParams(raw);
  const flow = params?.state === undefined ? undefined : await cookies.find(request, params.state, now);
  if (params === undefined || flow === undefined) {
    request.log.warn({ state: params?.state !== undefined }, 'oauth callback without a matching flow');
    const latest = await cookies.latest(request, now);
    if (latest === undefined) return sendCallbackErrorPage(reply, deps.config.publicUrl);
    return sendFailure(
      reply,
      latest,
      signInFailure(
        'invalid_request',
        'The sign-in could not be verified (invalid or expired state); please try again',
        { errorCode: 'bad_oauth_state' },
      ),
    );
  }
  cookies.clear(reply, flow.state);
  const outcome = await signIn(context, flow, params);
  if ('failure' in outcome) {
    request.log.warn(
      { err: outcome.failure.cause, provider: flow.provider, error: outcome.failure.error },
      'oauth sign-in failed',
    );
    return sendFailure(reply, flow, outcome.failure);
  }
  let tokens: TokenResponse;
  try {
    const { user } = await findOrCreateUserForIdentity(deps, {
      provider: flow.provider,
      providerUserId: outcome.profile.providerUserId,
      email: outcome.profile.email,
      name: outcome.profile.name,
      avatarUrl: outcome.profile.avatarUrl,
      emailVerified: true,
    });
    tokens = await issueSession(deps, { user, provider: flow.provider });
  } catch (error) {
    if (error instanceof AuthError) {
      const { oauthError, errorCode } = error.detail;
      return sendFailure(
        reply,
        flow,
        signInFailure(oauthError ?? errorCode, error.message, { errorCode, cause: error }),
      );
    }
    request.log.error({ err: error, provider: flow.provider }, 'oauth sign-in failed on the server');
    return sendFailure(
      reply,
      flow,
      signInFailure('server_error', 'The sign-in failed on the server', {
        errorCode: 'unexpected_failure',
        cause: error,
      }),
    );
  }
  return redirectWithTokens(reply, flow.redirectTo, tokens, oauthRedirectType);
}

/** A repeated parameter makes the answer unreadable rather than ambiguous. */
function readParams(raw: URLSearchParams): CallbackParams | undefined {
  const keys = [...raw.keys()];
  if (new Set(keys).size !== keys.length) return undefined;
  const parsed = callbackParams.safeParse(Object.fromEntries(raw));
  return parsed.success ? parsed.data : undefined;
}

async function signIn(
  { clients, callbackUrl }: OAuthContext,
  flow: OAuthFlow,
  params: CallbackParams,
): Promise<IdentifyResult> {
  const provider = clients.provider(flow.provider);
  if (provider === undefined) {
    return {
      failure: signInFailure('server_error', `${providerLabel(flow.provider)} sign-in is not enabled`, {
        errorCode: 'provider_disabled',
      }),
    };
  }
  if (params.error !== undefined)
    return { failure: providerFailure(provider.id, params.error, params.error_description) };
  if (params.code === undefined) {
    return {
      failure: signInFailure('invalid_request', `${providerLabel(provider.id)} sent no authorization code`, {
        errorCode: 'bad_oauth_callback',
      }),
    };
  }
  let client;
  try {
    client = await clients.get(provider);
  } catch (error) {
    return {
      failure: signInFailure('server_error', `${providerLabel(provider.id)} cannot be reached right now`, {
        cause: error,
      }),
    };
  }
  const answer = new URL(callbackUrl);
  answer.searchParams.set('code', params.code);
  answer.searchParams.set('state', flow.state);
  // RFC 9207's iss is checked against an OpenID Connect issuer; plain OAuth2 has none to check it against.
  if (params.iss !== undefined && provider.endpoints.kind === 'oidc')
    answer.searchParams.set('iss', params.iss);
  return identify(client, flow, answer, params.user);
}

function sendFailure(reply: FastifyReply, flow: OAuthFlow, failure: SignInFailure): FastifyReply {
  return redirectWithError(reply, flow.redirectTo, failure.error, failure.description, failure.errorCode);
}
