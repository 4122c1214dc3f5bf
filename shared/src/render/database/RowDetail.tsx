import type { ReactNode } from 'react';
import { cellValue } from '../../collab/database/cells.js';
import { pickView } from '../../collab/database/views.js';
import { FieldCell } from './CellView.js';
import { databaseContext } from './context.js';
import { defaultDatabaseLabels, type DatabaseLabels } from './labels.js';
import type { DatabaseRenderOptions } from './options.js';
import { shownRowIds } from './shown.js';

interface Props extends DatabaseRenderOptions {
  rowId: string;
  /** The view whose field order the properties follow. */
  viewId?: string | undefined;
  /** The row's document, drawn by the caller (DocumentView of the row document), or nothing. */
  document?: ReactNode;
}

/**
 * A row opened as a page: icon, title, every field of the row as a property, then its document. Only a row
 * that a shown view draws (`shownRowIds`): any other id draws nothing, even when the copy holds the row.
 */
export function RowDetail(props: Props) {
  const { published } = props;
  const context = databaseContext(props);
  const row = shownRowIds(published).has(props.rowId) ? published.rows.get(props.rowId) : undefined;
  if (row === undefined) return null;
  const view = pickView(published.database, props.viewId);
  const order = [...(view?.fieldOrder ?? []), ...Object.keys(published.database.fields)];
  const fields = order
    .filter((id, index) => order.indexOf(id) === index)
    .map((id) => published.database.fields[id])
    .filter((field) => field !== undefined && !field.isPrimary);
  return (
    <article className="quire-row-detail" data-row-id={row.id}>
      <h1 className="quire-row-detail-title">
        {row.icon === undefined ? null : <span className="quire-row-icon">{row.icon}</span>}
        {context.rowTitle(row.id) ?? context.labels.untitled}
      </h1>
      <dl className="quire-row-properties">
        {fields.map((field) =>
          field === undefined ? null : (
            <div key={field.id} className="quire-row-property" data-field-id={field.id}>
              <dt>{field.name}</dt>
              <dd>
                <FieldCell field={field} value={cellValue(field, row)} context={context} />
              </dd>
            </div>
          ),
        )}
      </dl>
      {props.document ?? null}
    </article>
  );
}

/**
 * `?r=` on a published database: the link back to the database, then the row (`RowDetail`). The server draws
 * it and the publish remote hydrates the same nodes, so both draw it with this one component.
 */
export function RowPage(props: Props & { backHref: string }) {
  const labels = databaseContext(props).labels;
  return (
    <div className="quire-row-page">
      <a className="quire-row-back" href={props.backHref}>
        {labels.backToDatabase}
      </a>
      <RowDetail {...props} />
    </div>
  );
}

/**
 * `?r=` naming a row the page cannot open — unknown, drawn by no shown view, or whose document does not
 * decode: the way back and a note that the row is not part of the page, with nothing of the id or of any row.
 * The server draws it (without the page's heading, as above a row) and the publish remote hydrates the same
 * nodes, so both draw it with this one component.
 */
export function RowMissing(props: { backHref: string; labels?: Partial<DatabaseLabels> | undefined }) {
  const labels = { ...defaultDatabaseLabels, ...props.labels };
  return (
    <div className="quire-row-missing">
      <a className="quire-row-back" href={props.backHref}>
        {labels.backToDatabase}
      </a>
      <p role="alert">{labels.rowNotFound}</p>
    </div>
  );
}
