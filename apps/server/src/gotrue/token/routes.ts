import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/validate.js';
import type { AuthDeps } from '../deps.js';
import { AuthError } from '../errors.js';
import { consumeToken } from '../oneTimeTokens.js';
import { signInWithPassword } from '../password/grant.js';
import { requirePasswordSignIn } from '../password/policy.js';
import { passwordGrantSchema } from '../password/schema.js';
import { matchesChallenge } from '../pkce.js';
import { refreshSession } from '../refresh.js';
import { issueSession, type TokenResponse } from '../sessions.js';
import { pkceGrantSchema, refreshGrantSchema, tokenQuerySchema } from './schema.js';

/**
 * `POST /token?grant_type=refresh_token|pkce|password`: GoTrue's token endpoint; `password` only with
 * QUIRE_PASSWORD_SIGNIN (otherwise GoTrue's answer for a disabled e-mail provider).
 */
export function registerTokenRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/token', async (request): Promise<TokenResponse> => {
    const { grant_type: grantType } = parseRequest(tokenQuerySchema, request.query, 'query');
    switch (grantType) {
      case 'refresh_token':
        return refreshSession(deps, parseRequest(refreshGrantSchema, request.body, 'body').refresh_token);
      case 'pkce':
        return exchangeAuthCode(deps, parseRequest(pkceGrantSchema, request.body, 'body'));
      case 'password':
        requirePasswordSignIn(deps.config, 400);
        return signInWithPassword(deps, parseRequest(passwordGrantSchema, request.body, 'body'), request.ip);
      default:
        throw new AuthError('InvalidRequest', `Unsupported grant type: ${grantType || 'none'}`, {
          status: 400,
          errorCode: 'validation_failed',
          oauthError: 'unsupported_grant_type',
        });
    }
  });
}

function invalidCode(errorCode: string, message: string): AuthError {
  return new AuthError('UserUnAuthorized', message, { status: 400, errorCode, oauthError: 'invalid_grant' });
}

/**
 * The second half of a PKCE sign-in. The code is used up before the verifier is compared, so a wrong
 * verifier burns it: whoever intercepted the code gets one guess, not many.
 */
async function exchangeAuthCode(
  deps: AuthDeps,
  grant: { auth_code: string; code_verifier: string },
): Promise<TokenResponse> {
  const consumed = await consumeToken(deps, 'pkce', grant.auth_code);
  if (!consumed.ok) {
    throw consumed.reason === 'expired'
      ? invalidCode('flow_state_expired', 'The sign-in code has expired')
      : invalidCode('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const { row } = consumed;
  if (row.user_uuid === null || row.code_challenge === null || row.code_challenge_method === null) {
    throw new Error(`PKCE code ${row.id} lacks its user or challenge`);
  }
  const challenge = { challenge: row.code_challenge, method: row.code_challenge_method };
  if (!matchesChallenge(challenge, grant.code_verifier)) {
    throw invalidCode('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  return issueSession(deps, {
    user: { uuid: row.user_uuid },
    provider: row.provider ?? 'email',
    passwordReset: row.password_reset === 1,
  });
}
