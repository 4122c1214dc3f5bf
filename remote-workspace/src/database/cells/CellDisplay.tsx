import { exhaustive } from '@quire/shared';
import { cellValue, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { safeHref } from '@quire/shared/render';
import styled from 'styled-components';
import { optionBackground } from './optionColor';

export const OptionChip = styled.span`
  display: inline-block;
  max-width: 100%;
  margin-right: 4px;
  padding: 0 6px;
  overflow: hidden;
  border-radius: var(--quire-radius-small);
  color: var(--quire-text);
  font-size: 12px;
  line-height: 20px;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: middle;
`;

// The text's colour, underlined: the primary colour on a hovered or selected row is below 3:1 (axe).
const Link = styled.a`
  color: var(--quire-text);
  text-decoration: underline;
`;

const Progress = styled.span`
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

/** A cell as the grid shows it when not editing, from the model's one formatting (cellValue). */
export function CellDisplay({ field, row }: { field: DatabaseField; row: RowModel }) {
  const value = cellValue(field, row);
  switch (value.kind) {
    case 'empty':
      return null;
    case 'text':
      return <>{value.text}</>;
    case 'url': {
      // A bare address (example.com) is taken as https; one with a scheme goes to safeHref as written, which
      // refuses every scheme but the web's and mail's.
      const href = safeHref(/^[a-z][a-z0-9+.-]*:/i.test(value.url) ? value.url : `https://${value.url}`);
      return href === undefined ? (
        <>{value.url}</>
      ) : (
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          onClick={(e) => {
            e.stopPropagation();
          }}
        >
          {value.url}
        </Link>
      );
    }
    case 'select':
      return (
        <>
          {value.options.map((option) => (
            <OptionChip key={option.id} style={{ background: optionBackground(option.color) }}>
              {option.name}
            </OptionChip>
          ))}
        </>
      );
    case 'checkbox':
      return <span aria-hidden="true">{value.checked ? '☑' : '☐'}</span>;
    case 'checklist': {
      const done = value.items.filter((item) => item.checked).length;
      return (
        <Progress>
          <progress max={value.items.length} value={done} /> {done}/{value.items.length}
        </Progress>
      );
    }
    case 'relation':
      return <>{value.rowIds.length}</>;
    case 'files':
      return <>{value.names.join(', ')}</>;
    default:
      return exhaustive(value);
  }
}
