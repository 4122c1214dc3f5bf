import { primaryField } from '../../collab/database/views.js';
import type { DatabaseField } from '../../collab/database/model.js';
import { rowTitleOf } from './CellView.js';
import { defaultDatabaseLabels, type DatabaseLabels } from './labels.js';
import type { DatabaseRenderOptions } from './options.js';
import { shownRowIds } from './shown.js';

export interface DatabaseContext {
  labels: DatabaseLabels;
  primary: DatabaseField | undefined;
  /** A row's title for relations (undefined when the row is not published). */
  rowTitle: (rowId: string) => string | undefined;
  linkToRow: (rowId: string) => string | undefined;
  /**
   * Where the rows a relation field points at open: of this database, their `?r=` when a shown view draws
   * them; of another, the page `database_relations` names for that database, through `linkToRelatedRow`.
   */
  relatedRowLink: (field: DatabaseField) => (rowId: string) => string | undefined;
}

export function databaseContext(options: DatabaseRenderOptions): DatabaseContext {
  const { published } = options;
  const primary = primaryField(published.database);
  const labels = { ...defaultDatabaseLabels, ...options.labels };
  return {
    labels,
    primary,
    rowTitle: (rowId) => {
      const title = rowTitleOf(published.rows.get(rowId), primary?.id);
      return title === undefined ? undefined : title === '' ? labels.untitled : title;
    },
    linkToRow: (rowId) => options.linkToRow?.(rowId),
    relatedRowLink: (field) => {
      const target = field.typeOption.database_id;
      if (typeof target !== 'string' || target === '' || target === published.database.id) {
        // Only rows a shown view draws open as a page (`shownRowIds`).
        return (rowId) => (shownRowIds(published).has(rowId) ? options.linkToRow?.(rowId) : undefined);
      }
      const viewId = published.relations[target];
      return (rowId) => (viewId === undefined ? undefined : options.linkToRelatedRow?.(viewId, rowId));
    },
  };
}
