import * as Y from 'yjs';
import { emptyDatabase } from '../../../collab/database.js';
import {
  encodePublishedDatabaseBlob,
  readPublishedDatabase,
  type PublishedDatabase,
} from '../../../collab/database/published.js';
import { decodeDoc, encodeDoc, yArray, yMap } from '../../../collab/yjs.js';
import { ViewLayout, type DatabaseViewLayout } from '../../../collab/layouts.js';

export interface FieldSpec {
  id: string;
  name: string;
  ty: number;
  typeOption?: Record<string, unknown>;
}

/**
 * A database of `layout` with the given extra fields and rows (cells by field id; the primary field is
 * 'name'), as the publish blob would carry it.
 */
export function buildPublished(params: {
  layout?: DatabaseViewLayout;
  fields: FieldSpec[];
  rows: { id: string; name: string; cells?: Record<string, { ty: number; data: unknown }> }[];
}): PublishedDatabase {
  const viewId = 'view-1';
  const databaseId = 'db-1';
  const doc = decodeDoc(
    emptyDatabase({
      databaseId,
      viewId,
      name: 'Test',
      layout: params.layout ?? ViewLayout.Grid,
      now: new Date(0),
    }),
  );
  const database = doc.getMap('data').get('database') as Y.Map<unknown>;
  const fields = database.get('fields') as Y.Map<unknown>;
  const view = (database.get('views') as Y.Map<Y.Map<unknown>>).get(viewId) as Y.Map<unknown>;
  const primaryId =
    [...fields.keys()].find((id) => (fields.get(id) as Y.Map<unknown>).get('is_primary') === true) ?? '';
  doc.transact(() => {
    for (const field of params.fields) {
      fields.set(
        field.id,
        yMap({
          id: field.id,
          name: field.name,
          ty: field.ty,
          is_primary: false,
          type_option: yMap({ [String(field.ty)]: yMap(field.typeOption ?? {}) }),
        }),
      );
      (view.get('field_orders') as Y.Array<unknown>).push([{ id: field.id }]);
    }
    (view.get('row_orders') as Y.Array<unknown>).push(params.rows.map((row) => ({ id: row.id, height: 36 })));
  });
  const rows = new Map<string, Uint8Array>();
  for (const row of params.rows) {
    const rowDoc = new Y.Doc();
    const cells = Object.entries(row.cells ?? {}).map(([fieldId, cell]): [string, unknown] => [
      fieldId,
      yMap({ field_type: cell.ty, data: Array.isArray(cell.data) ? yArray(cell.data) : cell.data }),
    ]);
    rowDoc.getMap('data').set(
      'data',
      yMap({
        id: row.id,
        database_id: databaseId,
        created_at: 0,
        last_modified: 0,
        cells: yMap(
          Object.fromEntries([
            [primaryId, yMap({ field_type: 0, data: row.name })] as [string, unknown],
            ...cells,
          ]),
        ),
      }),
    );
    rows.set(row.id, encodeDoc(rowDoc));
  }
  const blob = encodePublishedDatabaseBlob({
    database: encodeDoc(doc),
    rows,
    rowDocuments: new Map(),
    visibleViewIds: [viewId],
  });
  return readPublishedDatabase(JSON.parse(JSON.stringify(blob)) as unknown);
}
