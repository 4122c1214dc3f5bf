import type { DatabaseViewModel } from '../../collab/database/model.js';
import type { PublishedDatabase } from '../../collab/database/published.js';
import { viewRows } from '../../collab/database/views.js';

/** The views a published database shows: its visible views, or all of them when none are named. */
export function shownViews(props: { published: PublishedDatabase }): DatabaseViewModel[] {
  const { database, visibleViewIds } = props.published;
  if (visibleViewIds.length === 0) return database.views;
  return database.views.filter((view) => visibleViewIds.includes(view.id));
}

const shownRowsOf = new WeakMap<PublishedDatabase, ReadonlySet<string>>();

/**
 * The rows a reader can reach through the shown views: those one of them draws (its listed rows, filtered).
 * Only these are opened as a page (`?r=`) or linked to: a row the copy holds that no shown view draws is
 * never drawn. Computed once per published database (read-only once read).
 */
export function shownRowIds(published: PublishedDatabase): ReadonlySet<string> {
  const known = shownRowsOf.get(published);
  if (known !== undefined) return known;
  const ids = new Set<string>();
  for (const view of shownViews({ published })) {
    for (const row of viewRows(published.database, view, published.rows)) ids.add(row.id);
  }
  shownRowsOf.set(published, ids);
  return ids;
}
