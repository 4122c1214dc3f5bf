import type { PublishedDatabase } from '../../collab/database/published.js';
import type { DatabaseLabels } from './labels.js';

/** Props shared by the grid, board and calendar: data and callbacks only, as for documents. */
export interface DatabaseRenderOptions {
  published: PublishedDatabase;
  /** The address that opens a row (the page's `?r=`); undefined leaves rows unlinked. */
  linkToRow?: (rowId: string) => string | undefined;
  labels?: Partial<DatabaseLabels> | undefined;
  /**
   * The address of a row of another database, opened on the page `viewId` that the blob's
   * `database_relations` names for it; undefined (or no such page) leaves the related row unlinked.
   */
  linkToRelatedRow?: (viewId: string, rowId: string) => string | undefined;
}
