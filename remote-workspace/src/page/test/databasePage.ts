import { createDatabase, type DatabaseViewLayout } from '@quire/shared/collab';
import * as Y from 'yjs';
import { WS, folder } from './renderPage';

const DATABASE = 'c0a80000-0000-4000-8000-0000000000db';

const answer = (docState: Uint8Array, objectId: string) => ({
  doc_state: Array.from(docState),
  state_vector: Array.from(Y.encodeStateVectorFromUpdate(docState)),
  version: 1,
  object_id: objectId,
});

/**
 * The fake API's routes of a grid, board or calendar page `page`: the page view (whose collab names the
 * database), the database collab and its rows, as AppFlowy's defaults make them.
 */
export function databasePageRoutes(layout: DatabaseViewLayout): Record<string, unknown> {
  const created = createDatabase({
    databaseId: DATABASE,
    viewId: 'page',
    name: 'Plans',
    layout,
    now: new Date(),
  });
  const routes: Record<string, unknown> = {
    [`GET /api/workspace/${WS}/page-view/page`]: {
      view: folder({ layout }),
      data: { encoded_collab: Array.from(created.database), row_data: {} },
      owner: null,
      last_editor: null,
    },
    [`GET /api/workspace/v1/${WS}/collab/${DATABASE}`]: answer(created.database, DATABASE),
  };
  for (const row of created.rows) {
    routes[`GET /api/workspace/v1/${WS}/collab/${row.rowId}`] = answer(row.docState, row.rowId);
  }
  return routes;
}
