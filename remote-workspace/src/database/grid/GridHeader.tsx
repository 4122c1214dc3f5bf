import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { DatabaseField } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ColumnResizer } from '../fields/ColumnResizer';
import { fieldGlyph } from '../fields/fieldKinds';
import { fieldDragId } from './gridDrag';
import type { VirtualColumn } from './GridRow';
import { ADD_FIELD_WIDTH, Frozen, Gutter, HeaderBar } from './gridStyles';

const HeaderCell = styled.div`
  position: relative;
  box-sizing: border-box;
  height: 100%;
  border-right: 1px solid var(--quire-border);
`;

const HeaderButton = styled.button`
  display: flex;
  gap: 6px;
  align-items: center;
  width: 100%;
  height: 100%;
  padding: 0 8px;
  overflow: hidden;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover:enabled {
    background: var(--quire-hover);
  }

  &:disabled {
    cursor: default;
  }
`;

const AddCell = styled.div`
  position: absolute;
  top: 0;
  width: ${ADD_FIELD_WIDTH}px;
  height: 100%;
`;

const AddButton = styled.button`
  width: ${ADD_FIELD_WIDTH}px;
  height: 100%;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  font-size: 18px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

interface Props {
  fields: readonly DatabaseField[];
  primaryWidth: number;
  columns: readonly VirtualColumn[];
  width: number;
  /** Where the "+" column starts. */
  addLeft: number;
  readOnly: boolean;
  widthOf: (field: DatabaseField) => number;
  onFieldMenu: (field: DatabaseField, anchor: HTMLElement) => void;
  onAddField: (anchor: HTMLElement) => void;
  onResize: (fieldId: string, width: number) => void;
  onResized: (fieldId: string, width: number) => void;
}

/** The header row: field names with their type glyphs, the primary frozen, a resizing edge, and "+". */
export function GridHeader(props: Props) {
  const { t } = useTranslation();
  const { fields, primaryWidth, columns, width, readOnly } = props;
  const cell = (field: DatabaseField, size: number, left: number | undefined) => (
    <FieldHeader key={field.id} field={field} size={size} left={left} {...props} />
  );
  const primary = fields[0];
  return (
    <HeaderBar role="row" aria-rowindex={1} style={{ width }}>
      <Frozen>
        <Gutter />
        {primary === undefined ? null : cell(primary, primaryWidth, undefined)}
      </Frozen>
      {columns.map((column) => {
        const field = fields[column.column];
        return field === undefined ? null : cell(field, column.size, column.start);
      })}
      {readOnly ? null : (
        // A row may own only cells: "+" sits in a cell of its own (not a column header: it names no field).
        <AddCell role="gridcell" style={{ left: props.addLeft }}>
          <AddButton
            type="button"
            aria-label={t('workspace.database.field.add', 'New field')}
            onClick={(event) => {
              props.onAddField(event.currentTarget);
            }}
          >
            +
          </AddButton>
        </AddCell>
      )}
    </HeaderBar>
  );
}

/** One field's header cell: its menu button, its resizing edge, dragged onto another column's place. */
function FieldHeader(props: Props & { field: DatabaseField; size: number; left: number | undefined }) {
  const { field, size, left, readOnly } = props;
  const data = { kind: 'field', fieldId: field.id } as const;
  // The primary field stays first: it is neither dragged nor a place to drop on.
  const locked = readOnly || field.isPrimary;
  const drag = useDraggable({ id: fieldDragId(field.id), data, disabled: locked });
  const drop = useDroppable({ id: fieldDragId(field.id), data, disabled: locked });
  return (
    <HeaderCell
      ref={drop.setNodeRef}
      role="columnheader"
      data-field-id={field.id}
      style={{
        ...(left === undefined
          ? { width: size, flex: 'none' }
          : { position: 'absolute', top: 0, left, width: size }),
        opacity: drag.isDragging ? 0.5 : undefined,
        boxShadow: drop.isOver && !drag.isDragging ? 'inset 2px 0 0 var(--quire-primary)' : undefined,
      }}
    >
      <HeaderButton
        ref={drag.setNodeRef}
        {...drag.listeners}
        type="button"
        disabled={readOnly}
        aria-haspopup={readOnly ? undefined : 'menu'}
        onClick={(event) => {
          props.onFieldMenu(field, event.currentTarget);
        }}
      >
        <span aria-hidden="true">{fieldGlyph(field.type)}</span>
        <span>{field.name}</span>
      </HeaderButton>
      {readOnly ? null : (
        <ColumnResizer
          fieldName={field.name}
          width={size}
          onResize={(next) => {
            props.onResize(field.id, next);
          }}
          onResized={(next) => {
            props.onResized(field.id, next);
          }}
        />
      )}
    </HeaderCell>
  );
}
