import { cellValue } from '../../collab/database/cells.js';
import type { DatabaseViewModel } from '../../collab/database/model.js';
import { viewRows, visibleFields } from '../../collab/database/views.js';
import { FieldCell } from './CellView.js';
import { databaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';
import { RowTitle } from './RowTitle.js';

const defaultColumnWidth = 150;
const maxColumnWidth = 1200;

/**
 * A grid view read-only: a table with the view's visible fields as columns (its order and widths) and its
 * rows (order, filters, sorts); the primary cell opens the row.
 */
export function GridView(props: DatabaseRenderOptions & { view: DatabaseViewModel }) {
  const { published, view } = props;
  const context = databaseContext(props);
  const fields = visibleFields(published.database, view);
  const rows = viewRows(published.database, view, published.rows);
  const widthOf = (fieldId: string) =>
    Math.min(maxColumnWidth, Math.max(40, view.fieldSettings[fieldId]?.width ?? defaultColumnWidth));
  return (
    <div className="quire-grid" data-view-id={view.id}>
      <table className="quire-grid-table">
        <colgroup>
          {fields.map((field) => (
            <col key={field.id} style={{ width: `${widthOf(field.id)}px` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {fields.map((field) => (
              <th key={field.id} scope="col" data-field-id={field.id} data-field-type={field.type}>
                {field.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row-id={row.id}>
              {fields.map((field) => (
                <td key={field.id} data-field-id={field.id}>
                  {field.isPrimary ? (
                    <RowTitle row={row} context={context} />
                  ) : (
                    <FieldCell field={field} value={cellValue(field, row)} context={context} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
