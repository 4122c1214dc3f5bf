import { cellValue } from '../../collab/database/cells.js';
import type { DatabaseViewModel } from '../../collab/database/model.js';
import { viewRows, visibleFields } from '../../collab/database/views.js';
import { FieldCell } from './CellView.js';
import { databaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';
import { RowTitle } from './RowTitle.js';

/** A list view read-only: one line per row (order, filters, sorts), its title then its shown fields that have a value. */
export function ListView(props: DatabaseRenderOptions & { view: DatabaseViewModel }) {
  const { published, view } = props;
  const context = databaseContext(props);
  const fields = visibleFields(published.database, view).filter((field) => !field.isPrimary);
  const rows = viewRows(published.database, view, published.rows);
  return (
    <ul className="quire-list" data-view-id={view.id}>
      {rows.map((row) => (
        <li key={row.id} className="quire-list-row" data-row-id={row.id}>
          <RowTitle row={row} context={context} />
          {fields.map((field) => {
            const value = cellValue(field, row);
            return value.kind === 'empty' ? null : (
              <span key={field.id} className="quire-list-field" data-field-id={field.id}>
                <FieldCell field={field} value={value} context={context} />
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
