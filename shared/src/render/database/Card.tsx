import { cellValue } from '../../collab/database/cells.js';
import type { DatabaseField, RowModel } from '../../collab/database/model.js';
import { FieldCell } from './CellView.js';
import type { DatabaseContext } from './context.js';
import { RowTitle } from './RowTitle.js';

/** A row as a board card: its title, then its other shown fields that have a value. */
export function Card({
  row,
  fields,
  context,
}: {
  row: RowModel;
  fields: DatabaseField[];
  context: DatabaseContext;
}) {
  return (
    <div className="quire-card" data-row-id={row.id}>
      <RowTitle row={row} context={context} />
      {fields
        .filter((field) => !field.isPrimary)
        .map((field) => {
          const value = cellValue(field, row);
          return value.kind === 'empty' ? null : (
            <div key={field.id} className="quire-card-field" data-field-id={field.id}>
              <FieldCell field={field} value={value} context={context} />
            </div>
          );
        })}
    </div>
  );
}
