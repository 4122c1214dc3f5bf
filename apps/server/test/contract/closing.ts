import { type ContractRow, record, trashPage } from './row.js';

/** Lists, the trash in one page's life, files, and last the second workspace deleted. */
export const closingRows: ContractRow[] = [
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
