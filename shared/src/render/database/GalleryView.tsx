import type { DatabaseViewModel } from '../../collab/database/model.js';
import { viewRows, visibleFields } from '../../collab/database/views.js';
import { Card } from './Card.js';
import { databaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';

/** A gallery view read-only: the view's rows (order, filters, sorts) as cards in a wrapping grid. */
export function GalleryView(props: DatabaseRenderOptions & { view: DatabaseViewModel }) {
  const { published, view } = props;
  const context = databaseContext(props);
  const fields = visibleFields(published.database, view);
  const rows = viewRows(published.database, view, published.rows);
  return (
    <div className="quire-gallery" data-view-id={view.id}>
      {rows.map((row) => (
        <Card key={row.id} row={row} fields={fields} context={context} />
      ))}
    </div>
  );
}
