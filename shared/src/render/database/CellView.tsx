import { exhaustive } from '../../errors/exhaustive.js';
import type { CellValue } from '../../collab/database/cells.js';
import type { DatabaseField, RowModel } from '../../collab/database/model.js';
import type { DatabaseContext } from './context.js';
import { safeHref } from '../safe-url.js';
import type { DatabaseLabels } from './labels.js';
import { optionTint } from './selectColors.js';

interface Props {
  value: CellValue;
  labels: DatabaseLabels;
  /** A related row's title, when the row is in the published copy. */
  rowTitle: (rowId: string) => string | undefined;
  /** Where a related row opens (relation cells); undefined leaves it unlinked. */
  linkToRelated?: ((rowId: string) => string | undefined) | undefined;
}

/** One cell's content, by its value kind; text always as React text (escaped). */
export function CellView({ value, labels, rowTitle, linkToRelated }: Props) {
  switch (value.kind) {
    case 'empty':
      return null;
    case 'text':
      return <span className="quire-cell-text">{value.text}</span>;
    case 'url': {
      const href = safeHref(value.url);
      return href === undefined ? (
        <span className="quire-cell-text">{value.url}</span>
      ) : (
        <a className="quire-cell-url" href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {value.url}
        </a>
      );
    }
    case 'select':
      return (
        <span className="quire-cell-options">
          {value.options.map((option) => {
            const tint = optionTint(option.color);
            return (
              <span
                key={option.id}
                className="quire-cell-option"
                style={tint === undefined ? undefined : { backgroundColor: tint }}
              >
                {option.name}
              </span>
            );
          })}
        </span>
      );
    case 'checkbox':
      return (
        <input
          type="checkbox"
          className="quire-checkbox"
          checked={value.checked}
          disabled
          readOnly
          aria-label={value.checked ? labels.checked : labels.unchecked}
        />
      );
    case 'checklist': {
      const done = value.items.filter((item) => item.checked).length;
      return (
        <span className="quire-cell-checklist" title={value.items.map((item) => item.name).join(', ')}>
          <progress max={value.items.length} value={done} />
          <span>
            {done}/{value.items.length}
          </span>
        </span>
      );
    }
    case 'relation':
      return (
        <span className="quire-cell-relation">
          {value.rowIds.map((rowId) => {
            const href = linkToRelated?.(rowId);
            const title = rowTitle(rowId) ?? labels.linkedRow;
            return href === undefined ? (
              <span key={rowId} className="quire-cell-related">
                {title}
              </span>
            ) : (
              <a key={rowId} className="quire-cell-related" href={href} data-related-row-id={rowId}>
                {title}
              </a>
            );
          })}
        </span>
      );
    case 'files':
      return <span className="quire-cell-text">{value.names.join(', ')}</span>;
    default:
      return exhaustive(value);
  }
}

/** The title of a row: its primary cell's text, or the 'untitled' label. */
export function rowTitleOf(
  row: RowModel | undefined,
  primaryFieldId: string | undefined,
): string | undefined {
  if (row === undefined) return undefined;
  const cell = primaryFieldId === undefined ? undefined : row.cells[primaryFieldId];
  const text = cell === undefined ? '' : Array.isArray(cell.data) ? cell.data.join(', ') : cell.data;
  return text.trim();
}

/** A row's value of one field as the view draws it: with its labels, its row titles and its field's row links. */
export function FieldCell({
  field,
  value,
  context,
}: {
  field: DatabaseField;
  value: CellValue;
  context: DatabaseContext;
}) {
  return (
    <CellView
      value={value}
      labels={context.labels}
      rowTitle={context.rowTitle}
      linkToRelated={context.relatedRowLink(field)}
    />
  );
}
