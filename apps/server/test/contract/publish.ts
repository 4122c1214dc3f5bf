import { publishFrames } from '../publish.js';
import { publishedGridWithRow } from '../publishedDatabase.js';
import { type ContractRow } from './row.js';

/** The row of the contract's published grid (its document is read by the row-document rows). */
const contractRow = '1f1f1f1f-2222-4333-8444-555555555555';

/** Publishing: settings, then the public reads, then unpublishing. */
export const publishRows: ContractRow[] = [
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
    route: 'PUT /api/workspace/{workspace_id}/page-view/{view_id}/publish-exclusion',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ excluded: false }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/page-view/{view_id}/publish-exclusion',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
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
    route: 'GET /api/workspace/published/{namespace}/{publish_name}/events',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
  },
  {
    route: 'POST /api/workspace/published/{namespace}/{publish_name}/events',
    as: 'anonymous',
    params: (vars) => ({ namespace: vars.namespace ?? '', publish_name: 'contract-page' }),
  },
  {
    route: 'GET /api/workspace/published/{namespace}/{publish_name}/rows/{row_id}/document',
    as: 'anonymous',
    setup: async (vars, ctx) => {
      await publishedGridWithRow(ctx, {
        authorization: ctx.users.Owner.authorization,
        parentViewId: vars.general ?? '',
        publishName: 'contract-grid',
        rowId: contractRow,
      });
    },
    params: (vars) => ({
      namespace: vars.namespace ?? '',
      publish_name: 'contract-grid',
      row_id: contractRow,
    }),
  },
  {
    route: 'POST /api/workspace/published/{namespace}/{publish_name}/rows/{row_id}/document',
    as: 'anonymous',
    params: (vars) => ({
      namespace: vars.namespace ?? '',
      publish_name: 'contract-grid',
      row_id: contractRow,
    }),
    body: () => ({ password: 'unused' }),
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
];
