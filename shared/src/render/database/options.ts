import type { PublishedDatabase } from '../../collab/database/published.js';
import type { DatabaseLabels } from './labels.js';

/** Props shared by the grid, board and calendar: data and callbacks only, as for documents. */
export interface DatabaseRenderOptions {
  published: PublishedDatabase;
  /** The address that opens a row (the page's `?r=`); undefined leaves rows unlinked. */
  linkToRow?: (rowId: string) => string | undefined;
  labels?: Partial<DatabaseLabels>;
}
