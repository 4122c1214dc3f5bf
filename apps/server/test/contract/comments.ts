import { type ContractRow, record } from './row.js';

const onPage = (vars: Record<string, string>) => ({ view_id: vars.page ?? '' });

/** Comments and reactions on the page, published again for them; a Guest writes, nobody reads. */
export const commentRows: ContractRow[] = [
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/publish',
    params: onPage,
    body: () => ({ publish_name: 'contract-comments', comments_enabled: true }),
  },
  {
    route: 'POST /api/workspace/published-info/{view_id}/comment',
    as: 'Guest',
    params: onPage,
    body: () => ({ content: 'A contract comment', reply_comment_id: null }),
  },
  {
    route: 'GET /api/workspace/published-info/{view_id}/comment',
    as: 'anonymous',
    params: onPage,
    keep: (data, vars) => {
      const [newest] = record(data).comments as unknown[];
      vars.comment = String(record(newest).comment_id);
    },
  },
  {
    route: 'POST /api/workspace/published-info/{view_id}/comment/list',
    as: 'anonymous',
    params: onPage,
    body: () => ({}),
  },
  {
    route: 'POST /api/workspace/published-info/{view_id}/reaction',
    as: 'Guest',
    params: onPage,
    body: (vars) => ({ comment_id: vars.comment, reaction_type: '👍' }),
  },
  {
    route: 'GET /api/workspace/published-info/{view_id}/reaction',
    as: 'anonymous',
    params: onPage,
    query: '?comment_id={comment}',
  },
  {
    route: 'POST /api/workspace/published-info/{view_id}/reaction/list',
    as: 'anonymous',
    params: onPage,
    query: '?comment_id={comment}',
    body: () => ({}),
  },
  {
    route: 'DELETE /api/workspace/published-info/{view_id}/reaction',
    as: 'Guest',
    params: onPage,
    body: (vars) => ({ comment_id: vars.comment, reaction_type: '👍' }),
  },
  {
    route: 'DELETE /api/workspace/published-info/{view_id}/comment',
    as: 'Guest',
    params: onPage,
    body: (vars) => ({ comment_id: vars.comment }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/unpublish',
    params: onPage,
  },
];
