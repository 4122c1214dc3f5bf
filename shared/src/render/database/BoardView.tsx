import type { BoardColumn } from '../../collab/database/views.js';
import type { DatabaseViewModel } from '../../collab/database/model.js';
import { boardColumns, viewRows, visibleFields } from '../../collab/database/views.js';
import { Card } from './Card.js';
import { databaseContext, type DatabaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';
import { optionTint } from './selectColors.js';

function ColumnTitle({
  column,
  fieldName,
  context,
}: {
  column: BoardColumn;
  fieldName: string;
  context: DatabaseContext;
}) {
  if (column.ungrouped) {
    return <span>{context.labels.noValue.replace('{field}', fieldName)}</span>;
  }
  if (column.checked !== undefined) {
    return <span>{column.checked ? context.labels.checked : context.labels.unchecked}</span>;
  }
  const tint = column.option === undefined ? undefined : optionTint(column.option.color);
  return (
    <span className="quire-cell-option" style={tint === undefined ? undefined : { backgroundColor: tint }}>
      {column.option?.name ?? ''}
    </span>
  );
}

/** A board view read-only: one column per group of the grouping field, the rows as cards. */
export function BoardView(props: DatabaseRenderOptions & { view: DatabaseViewModel }) {
  const { published, view } = props;
  const context = databaseContext(props);
  const fields = visibleFields(published.database, view);
  const columns = boardColumns(published.database, view, viewRows(published.database, view, published.rows));
  const fieldName = published.database.fields[view.grouping?.fieldId ?? '']?.name ?? '';
  return (
    <div className="quire-board" data-view-id={view.id}>
      {columns.map((column) => (
        <section key={column.id} className="quire-board-column" data-group-id={column.id}>
          <header className="quire-board-column-title">
            <ColumnTitle column={column} fieldName={fieldName} context={context} />
            <span className="quire-board-count">{column.rows.length}</span>
          </header>
          <div className="quire-board-cards">
            {column.rows.map((row) => (
              <Card key={row.id} row={row} fields={fields} context={context} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
