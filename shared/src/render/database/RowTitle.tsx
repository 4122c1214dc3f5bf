import type { RowModel } from '../../collab/database/model.js';
import type { DatabaseContext } from './context.js';

/** A row's icon and title, linked to its row page when the caller gives an address. */
export function RowTitle({ row, context }: { row: RowModel; context: DatabaseContext }) {
  const title = context.rowTitle(row.id) ?? context.labels.untitled;
  const href = context.linkToRow(row.id);
  const content = (
    <>
      {row.icon === undefined ? null : <span className="quire-row-icon">{row.icon}</span>}
      <span className="quire-row-name">{title}</span>
    </>
  );
  return href === undefined ? (
    <span className="quire-row-title">{content}</span>
  ) : (
    <a className="quire-row-title" href={href} data-row-id={row.id}>
      {content}
    </a>
  );
}
