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
import { accountRows } from './contract/account.js';
import { closingRows } from './contract/closing.js';
import { commentRows } from './contract/comments.js';
import { databaseRows } from './contract/database.js';
import { duplicateAccessRows } from './contract/duplicateAccess.js';
import { pageRows } from './contract/pages.js';
import { publishRows } from './contract/publish.js';
import { record, type ContractRow, type Vars } from './contract/row.js';
import { workspaceRows } from './contract/workspace.js';

// Rows run in this order over one world: later areas use what earlier ones made.
const rows: ContractRow[] = [
  ...accountRows,
  ...workspaceRows,
  ...pageRows,
  ...publishRows,
  ...duplicateAccessRows,
  ...commentRows,
  ...databaseRows,
  ...closingRows,
];

const keyOf = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const routesByKey = new Map(apiRoutes.map((route) => [keyOf(route), route]));

function successSchema(route: ApiRoute): z.ZodType {
  if (route.enveloped === false) return route.response ?? emptyEnvelopeSchema;
  return route.response === null ? emptyEnvelopeSchema : dataEnvelopeSchema(route.response);
}

/** The first server-sent event of a stream (its lines without the blank line), then the stream is dropped. */
async function firstEvent(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
      if (done) return text;
      text += decoder.decode(value, { stream: true });
      const event = text.split('\n\n').find((block) => block.startsWith('event:'));
      if (event !== undefined) return event;
    }
  } finally {
    await reader.cancel();
  }
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
      await row.setup?.(vars, ctx);
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
      if (route.stream) {
        // A stream: it starts with the copy's version at once; the row reads that far and hangs up.
        const response = await fetch(`${apiUrl}${url}`, { method: route.method });
        expect({ route: row.route, type: response.headers.get('content-type') }).toEqual({
          route: row.route,
          type: 'text/event-stream; charset=utf-8',
        });
        expect(await firstEvent(response)).toMatch(/^event: version\ndata: \S+$/);
        continue;
      }
      if (route.rawBody) {
        const body = row.body?.(vars, ctx);
        const response = await fetch(`${apiUrl}${url}`, {
          method: route.method,
          headers: {
            'content-type': 'application/octet-stream',
            ...(authorization === undefined ? {} : { authorization }),
          },
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
