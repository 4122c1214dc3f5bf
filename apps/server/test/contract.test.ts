// The API contract: every route of @quire/shared/contract is called with a real session and its answer parsed
// with the contract's schema (strict objects: a field a presenter adds, drops or retypes fails here). Rows run
// in order over one world, because later ones use what earlier ones made (a page, a second workspace, …).
import {
  apiRoutes,
  dataEnvelopeSchema,
  emptyEnvelopeSchema,
  errorEnvelopeSchema,
  type ApiRoute,
} from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import type { z } from 'zod';
import { backends, useTestServer } from './harness.js';
import { callApi, createMatrixContext } from './matrix/context.js';
import { publishFrames } from './publish.js';
import type { MatrixContext, MatrixRole } from './matrix/types.js';

type Vars = Record<string, string>;

interface ContractRow {
  /** `METHOD path` exactly as in the contract's route table. */
  route: string;
  as?: MatrixRole | 'anonymous';
  /** Values for the path's `{name}` parameters beyond `workspace_id` (the matrix workspace unless given). */
  params?: (vars: Vars, ctx: MatrixContext) => Vars;
  query?: string;
  body?: (vars: Vars, ctx: MatrixContext) => unknown;
  /** Keeps what later rows need from the answer's data. */
  keep?: (data: unknown, vars: Vars) => void;
}

const record = (value: unknown) => value as Record<string, unknown>;
const firstSpaceId = (folder: unknown) => String(record((record(folder).children as unknown[])[0]).view_id);

const trashPage: ContractRow = {
  route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/move-to-trash',
  params: (vars) => ({ view_id: vars.page ?? '' }),
};

const rows: ContractRow[] = [
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
  { route: 'GET /api/workspace', query: '?include_member_count=true&include_role=true' },
  {
    route: 'POST /api/workspace',
    body: () => ({ workspace_name: 'Second' }),
    keep: (data, vars) => (vars.second = String(record(data).workspace_id)),
  },
  {
    route: 'PATCH /api/workspace',
    body: (vars) => ({ workspace_id: vars.second, workspace_name: 'Second, renamed' }),
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/open',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/invite',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    body: (_vars, ctx) => [
      { email: ctx.users.Member.user.email, role: 'Member' },
      { email: ctx.users.Guest.user.email, role: 'Guest' },
    ],
  },
  {
    route: 'POST /api/workspace/{workspace_id}/invite-code',
    body: () => ({ validity_period_hours: 24 }),
    keep: (data, vars) => (vars.code = String(record(data).code)),
  },
  { route: 'GET /api/workspace/{workspace_id}/invite-code', as: 'Member' },
  { route: 'GET /api/invite-code-info', as: 'NonMember', query: '?code={code}' },
  {
    route: 'POST /api/workspace/join-by-invite-code',
    as: 'NonMember',
    body: (vars) => ({ code: vars.code }),
  },
  { route: 'DELETE /api/workspace/{workspace_id}/invite-code' },
  {
    route: 'GET /api/workspace/invite',
    as: 'Member',
    query: '?status=Pending',
    keep: (data, vars) => (vars.invite = String(record((data as unknown[])[0]).invite_id)),
  },
  {
    route: 'GET /api/workspace/invite/{invite_id}',
    as: 'Member',
    params: (vars) => ({ invite_id: vars.invite ?? '' }),
  },
  {
    route: 'POST /api/workspace/accept-invite/{invite_id}',
    as: 'Member',
    params: (vars) => ({ invite_id: vars.invite ?? '' }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/invite',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    keep: (data, vars) => (vars.pendingInvite = String(record((data as unknown[])[0]).invite_id)),
  },
  {
    route: 'DELETE /api/workspace/{workspace_id}/invite/{invite_id}',
    params: (vars) => ({ workspace_id: vars.second ?? '', invite_id: vars.pendingInvite ?? '' }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    body: (_vars, ctx) => ({ email: ctx.users.Member.user.email, role: 'Guest' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/leave',
    as: 'Member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  { route: 'GET /api/workspace/{workspace_id}/workspace-profile' },
  {
    route: 'PUT /api/workspace/{workspace_id}/update-member-profile',
    body: () => ({
      name: 'Owner here',
      description: 'Runs the place',
      avatar_url: 'https://example.com/a.png',
    }),
  },
  { route: 'GET /api/workspace/{workspace_id}/mentionable-person', as: 'Guest' },
  {
    route: 'DELETE /api/workspace/{workspace_id}/member',
    body: (_vars, ctx) => [ctx.users.Guest.user.email],
  },
  {
    route: 'POST /api/workspace/{workspace_id}/space',
    body: () => ({
      space_permission: 1,
      name: 'Contract space',
      space_icon: 'space_icon_3',
      space_icon_color: '',
    }),
    keep: (data, vars) => (vars.space = String(record(data).view_id)),
  },
  {
    route: 'PATCH /api/workspace/{workspace_id}/space/{view_id}',
    params: (vars) => ({ view_id: vars.space ?? '' }),
    body: () => ({ name: 'Contract space, renamed', space_icon_color: '#112233' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view',
    body: (vars) => ({ parent_view_id: vars.space, layout: 0, name: 'Contract page' }),
    keep: (data, vars) => (vars.page = String(record(data).view_id)),
  },
  {
    route: 'PATCH /api/workspace/{workspace_id}/page-view/{view_id}',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({
      name: 'Contract page, renamed',
      icon: { ty: 0, value: '📄' },
      extra: { cover: { type: 'color', value: '#ffcc00' }, font: 'serif', fontLayout: 'large' },
    }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/update-name',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ name: 'Contract page, named' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/update-icon',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ icon: { ty: 0, value: '📘' } }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/remove-icon',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/folder',
    query: '?depth=10',
    keep: (data, vars) => (vars.general = firstSpaceId(data)),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/view/{view_id}',
    params: (_vars, ctx) => ({ view_id: ctx.workspaceId }),
    query: '?depth=6',
  },
  {
    route: 'POST /api/workspace/{workspace_id}/add-recent-pages',
    body: (vars) => ({ recent_view_ids: [vars.page] }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/page-view/{view_id}',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/append-block',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ blocks: [{ type: 'paragraph', data: { delta: [{ insert: 'Appended' }] } }] }),
  },
  {
    route: 'GET /api/workspace/v1/{workspace_id}/collab/{object_id}',
    params: (vars) => ({ object_id: vars.page ?? '' }),
    query: '?collab_type=0',
  },
  {
    route: 'POST /api/workspace/v1/{workspace_id}/collab/{object_id}/web-update',
    params: (vars) => ({ object_id: vars.page ?? '' }),
    body: () => ({ doc_state: [0, 0], collab_type: 0 }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/move',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: (vars) => ({ new_parent_view_id: vars.general, prev_view_id: null }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/duplicate',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({}),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/favorite',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ is_favorite: true, is_pinned: true }),
  },
  // Publishing: the page published, listed, changed, given a namespace and made the default, read by the
  // public, then unpublished one way and the other.
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/publish',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ publish_name: 'contract-page', comments_enabled: true }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/publish',
    body: (vars) => publishFrames([{ view_id: vars.page, publish_name: 'contract-page' }]),
  },
  { route: 'GET /api/workspace/{workspace_id}/published-info' },
  {
    route: 'PATCH /api/workspace/{workspace_id}/publish',
    body: (vars) => [{ view_id: vars.page, duplicate_enabled: false, indexing: false }],
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/publish-namespace',
    body: (_vars, ctx) => ({
      old_namespace: ctx.workspaceId,
      new_namespace: `ns-${ctx.workspaceId.slice(0, 8)}`,
    }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/publish-namespace',
    keep: (data, vars) => (vars.namespace = String(data)),
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/publish-default',
    body: (vars) => ({ view_id: vars.page }),
  },
  { route: 'GET /api/workspace/{workspace_id}/publish-default', as: 'Member' },
  {
    route: 'GET /api/workspace/v1/published/{namespace}/{publish_name}',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
  },
  {
    route: 'POST /api/workspace/v1/published/{namespace}/{publish_name}',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
    body: () => ({ password: 'unused' }),
  },
  {
    route: 'POST /api/workspace/published/{namespace}/{publish_name}/blob',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
  },
  {
    route: 'GET /api/workspace/published/{namespace}',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '' }),
  },
  {
    route: 'GET /api/workspace/published/{namespace}/{publish_name}/blob',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
  },
  {
    route: 'GET /api/workspace/v1/published-info/{view_id}',
    as: 'anonymous',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  {
    route: 'GET /api/workspace/published-outline/{namespace}',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '' }),
  },
  { route: 'DELETE /api/workspace/{workspace_id}/publish-default' },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/unpublish',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  { route: 'DELETE /api/workspace/{workspace_id}/publish', body: (vars) => [vars.page] },
  { route: 'GET /api/workspace/{workspace_id}/favorite' },
  { route: 'GET /api/workspace/{workspace_id}/recent' },
  // The trash in one page's life: trashed, listed, restored; trashed again and restored with all; trashed
  // again and deleted for good; then the (empty) trash emptied.
  trashPage,
  { route: 'GET /api/workspace/{workspace_id}/trash' },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/restore-from-trash',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  trashPage,
  { route: 'POST /api/workspace/{workspace_id}/restore-all-pages-from-trash' },
  trashPage,
  {
    route: 'DELETE /api/workspace/{workspace_id}/trash/{view_id}',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
  { route: 'POST /api/workspace/{workspace_id}/delete-all-pages-from-trash' },
  {
    route: 'PUT /api/file_storage/{workspace_id}/v1/blob/{parent_dir}',
    params: (vars) => ({ parent_dir: vars.general ?? '' }),
    body: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
    keep: (data, vars) => (vars.file = String(record(data).file_id)),
  },
  {
    route: 'GET /api/file_storage/{workspace_id}/v1/blob/{parent_dir}/{file_id}',
    as: 'anonymous',
    params: (vars) => ({ parent_dir: vars.general ?? '', file_id: vars.file ?? '' }),
  },
  { route: 'GET /api/file_storage/{workspace_id}/usage' },
  { route: 'DELETE /api/workspace/{workspace_id}', params: (vars) => ({ workspace_id: vars.second ?? '' }) },
];

const keyOf = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const routesByKey = new Map(apiRoutes.map((route) => [keyOf(route), route]));

function successSchema(route: ApiRoute): z.ZodType {
  if (route.enveloped === false) return route.response ?? emptyEnvelopeSchema;
  return route.response === null ? emptyEnvelopeSchema : dataEnvelopeSchema(route.response);
}

/** The routes Fastify serves under /api (plus /config.json), read from its route tree. */
function servedRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const served: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([^)]*)\)$/.exec(line.trimEnd());
    if (match === null) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!path.startsWith('/api/') && path !== '/config.json') continue;
    const openApiPath = path.replace(/:([a-z_]+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') served.push(`${method} ${openApiPath}`);
    }
  }
  return served;
}

describe.each(backends)('API contract on $name', ({ name }) => {
  const current = useTestServer(name);

  it('the table covers exactly the contract, and the contract exactly the served API routes', () => {
    expect([...new Set(rows.map((row) => row.route))].sort()).toEqual([...routesByKey.keys()].sort());
    const served = servedRoutes(current().server.api.printRoutes({ commonPrefix: false }));
    expect([...new Set(served)].sort()).toEqual([...routesByKey.keys()].sort());
  });

  it('every route answers what its contract schema says (real sessions, one world)', async () => {
    const { server, apiUrl } = current();
    const ctx = await createMatrixContext(server, apiUrl);
    const vars: Vars = {};
    for (const row of rows) {
      const route = routesByKey.get(row.route);
      if (route === undefined) throw new Error(`${row.route} is not in the contract`);
      const params: Vars = { workspace_id: ctx.workspaceId, ...row.params?.(vars, ctx) };
      const path = route.path.replace(/\{([a-z_]+)\}/g, (_whole, key: string) =>
        encodeURIComponent(params[key] ?? ''),
      );
      const as = row.as ?? 'Owner';
      const authorization = as === 'anonymous' ? undefined : ctx.users[as].authorization;
      const url = `${path}${(row.query ?? '').replace(/\{([a-z]+)\}/g, (_whole, key: string) => vars[key] ?? '')}`;
      let answer: unknown;
      if (route.file) {
        // A file: its bytes, whatever they are; the row's check is that it is there for whoever asks.
        const response = await fetch(`${apiUrl}${url}`);
        await response.arrayBuffer();
        expect({ route: row.route, status: response.status }).toEqual({ route: row.route, status: 200 });
        continue;
      }
      if (route.rawBody) {
        const body = row.body?.(vars, ctx);
        const response = await fetch(`${apiUrl}${url}`, {
          method: route.method,
          headers: { ...(authorization === undefined ? {} : { authorization }) },
          body: Buffer.isBuffer(body) ? body : JSON.stringify(body),
        });
        answer = await response.json();
      } else if (route.enveloped === false) {
        answer = await (await fetch(`${apiUrl}${url}`)).json();
      } else {
        const called = await callApi(apiUrl, route.method, url, {
          authorization,
          body: row.body?.(vars, ctx),
        });
        answer = {
          code: called.code,
          message: called.message,
          ...(called.data === undefined ? {} : { data: called.data }),
        };
      }
      const parsed = successSchema(route).safeParse(answer);
      // The route and the issues are in the failure, so a drifting presenter is named.
      expect({ route: row.route, issues: parsed.success ? [] : parsed.error.issues }).toEqual({
        route: row.route,
        issues: [],
      });
      const data = record(answer).data;
      row.keep?.(data, vars);
    }
  });

  it.each([
    [
      'a layout of the wrong type',
      'POST',
      '/api/workspace/{ws}/page-view',
      { parent_view_id: '{ws}', layout: '0' },
    ],
    ['an unknown layout', 'POST', '/api/workspace/{ws}/page-view', { parent_view_id: '{ws}', layout: 9 }],
    ['a name that is not a string', 'POST', '/api/workspace/{ws}/space', { space_permission: 0, name: 42 }],
    [
      'an icon of an unknown type',
      'PATCH',
      '/api/workspace/{ws}/page-view/{ws}',
      { name: 'x', icon: { ty: 7, value: 'x' } },
    ],
    [
      'a favourite flag as text',
      'POST',
      '/api/workspace/{ws}/page-view/{ws}/favorite',
      { is_favorite: 'yes' },
    ],
    ['a workspace id that is not a UUID', 'GET', '/api/workspace/not-a-uuid/folder', undefined],
    ['a depth beyond the limit', 'GET', '/api/workspace/{ws}/folder?depth=99', undefined],
  ])(
    'refuses a request that does not parse (%s) with the envelope 1008, nothing changed',
    async (_case, method, path, body) => {
      const { server, apiUrl } = current();
      const ctx = await createMatrixContext(server, apiUrl);
      const fill = (text: string) => text.replaceAll('{ws}', ctx.workspaceId);
      const before = await callApi(apiUrl, 'GET', fill('/api/workspace/{ws}/folder?depth=10'), {
        authorization: ctx.users.Owner.authorization,
      });
      const answer = await callApi(apiUrl, method, fill(path), {
        authorization: ctx.users.Owner.authorization,
        body: body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body))),
      });
      expect(answer.status).toBe(200);
      expect(errorEnvelopeSchema.parse({ code: answer.code, message: answer.message })).toMatchObject({
        code: ErrorCode.InvalidRequest,
      });
      const after = await callApi(apiUrl, 'GET', fill('/api/workspace/{ws}/folder?depth=10'), {
        authorization: ctx.users.Owner.authorization,
      });
      expect(after.data).toEqual(before.data);
    },
  );
});
