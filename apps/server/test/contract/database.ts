import { callApi } from '../matrix/context.js';
import { type ContractRow, record } from './row.js';

const database = 'GET /api/workspace/{workspace_id}/database';
const path = '/api/workspace/{workspace_id}/database/{database_id}';
const inDatabase = (vars: Record<string, string>) => ({ database_id: vars.database ?? '' });

/** AppFlowy's database REST API over a grid page made for it (its database id kept as `database`). */
export const databaseRows: ContractRow[] = [
  {
    route: database,
    setup: async (vars, ctx) => {
      const spaces = await ctx.server.database.db
        .selectFrom('views')
        .select('view_id')
        .where('workspace_id', '=', ctx.workspaceId)
        .where('is_space', '=', 1)
        .where('space_permission', '=', 0)
        .execute();
      const created = await callApi(ctx.apiUrl, 'POST', `/api/workspace/${ctx.workspaceId}/page-view`, {
        authorization: ctx.users.Owner.authorization,
        body: { parent_view_id: spaces[0]?.view_id, layout: 1, name: 'Contract database' },
      });
      const { collab_id } = await ctx.server.database.db
        .selectFrom('views')
        .select('collab_id')
        .where('view_id', '=', String(record(created.data).view_id))
        .executeTakeFirstOrThrow();
      vars.database = collab_id;
    },
  },
  { route: `GET ${path}/fields`, params: inDatabase },
  {
    route: `POST ${path}/fields`,
    params: inDatabase,
    body: () => ({ name: 'Contract field', field_type: 1 }),
  },
  { route: `GET ${path}/row`, params: inDatabase },
  {
    route: `POST ${path}/row`,
    params: inDatabase,
    body: () => ({ cells: { Name: 'Contract API row', Done: true }, document: '# Notes\n\nA line' }),
    keep: (data, vars) => (vars.apirow = String(data)),
  },
  {
    route: `PUT ${path}/row`,
    params: inDatabase,
    body: () => ({ pre_hash: 'contract', cells: { Name: 'Upserted' } }),
  },
  { route: `GET ${path}/row/detail`, params: inDatabase, query: '?ids={apirow}&with_doc=true' },
  { route: `GET ${path}/row/updated`, params: inDatabase },
  {
    route: 'POST /api/workspace/{workspace_id}/database/import-csv',
    query: '?parent_view_id={general}&name=Contract%20CSV',
    body: () => Buffer.from('Name,Count\nFirst,1\nSecond,2\n'),
  },
];
