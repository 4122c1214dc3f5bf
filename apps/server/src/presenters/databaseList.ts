import { isViewLayout, type DatabaseList } from '@quire/shared/contract';
import type { ViewRow } from '../db/schema.js';
import { readStored } from '../stored/format.js';
import { viewIconFormat } from '../stored/formats.js';

/** AppFlowy's AFDatabase[]: each database with its pages as FolderViewMinimal (id, name, icon, layout). */
export function presentDatabaseList(databases: { databaseId: string; views: ViewRow[] }[]): DatabaseList {
  return databases.map(({ databaseId, views }) => ({
    id: databaseId,
    views: views.flatMap((view) =>
      isViewLayout(view.layout)
        ? [
            {
              view_id: view.view_id,
              name: view.name,
              icon: view.icon === null ? null : readStored(viewIconFormat, view.icon),
              layout: view.layout,
            },
          ]
        : [],
    ),
  }));
}
