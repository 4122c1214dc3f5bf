import { maxCollabUpdateBytes, type AuthProviders, type ServerInfo } from '@quire/shared/contract';
import type { FastifyInstance } from 'fastify';
import { currentAuthSettings } from '../../gotrue/settings.js';
import { okEnvelope } from '../../http/envelope.js';
import type { RouteContext } from '../context.js';

/** What AppFlowy Web asks before signing in: the server's features and its sign-in methods. No auth. */
export function registerServerInfoRoutes(app: FastifyInstance, { config, version }: RouteContext): void {
  app.get('/api/server-info', () => {
    const info: ServerInfo = {
      enable_page_history: false,
      ai_enabled: false,
      max_update_bytes: maxCollabUpdateBytes,
      version,
    };
    return okEnvelope(info);
  });

  app.get('/api/server-info/auth-providers', () => {
    const settings = currentAuthSettings(config);
    // GoTrue's `email` provider is password sign-in here (magic links are always on).
    const { email: password, ...external } = settings.external;
    const oauth = Object.entries(external)
      .filter(([, enabled]) => enabled)
      .map(([id]) => id as AuthProviders['providers'][number]);
    const providers: AuthProviders['providers'] = [
      'magic_link',
      ...(password ? (['password'] as const) : []),
      ...oauth,
    ];
    const answer: AuthProviders = {
      count: providers.length,
      providers,
      signup_disabled: settings.disable_signup,
      mailer_autoconfirm: settings.mailer_autoconfirm,
    };
    return okEnvelope(answer);
  });
}
