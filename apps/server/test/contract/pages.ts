import { type ContractRow, record, firstSpaceId } from './row.js';

/** Spaces, pages, their collabs, moves, duplicates and favourites. */
export const pageRows: ContractRow[] = [
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
    route: 'POST /api/workspace/v1/{workspace_id}/collab_list',
    body: (vars) => ({ params_list: [{ object_id: vars.page, collab_type: 0 }] }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/collab_list',
    body: (vars) => [{ object_id: vars.page, collab_type: 0 }],
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
];
