import { type ContractRow } from './row.js';

/** The account and the server. */
export const accountRows: ContractRow[] = [
  { route: 'GET /config.json', as: 'anonymous' },
  { route: 'GET /api/health', as: 'anonymous' },
  { route: 'GET /api/server-info', as: 'anonymous' },
  { route: 'GET /api/server-info/auth-providers', as: 'anonymous' },
  {
    route: 'GET /api/user/verify/{access_token}',
    as: 'anonymous',
    params: (_vars, ctx) => ({ access_token: ctx.users.Owner.authorization.replace(/^Bearer /, '') }),
  },
  { route: 'GET /api/user/profile' },
  { route: 'POST /api/user/update', body: () => ({ name: 'Contract Owner', metadata: { icon_url: 'x' } }) },
  { route: 'GET /api/user/workspace' },
];
