import {
  calculate,
  CalculationType,
  formatDate,
  type DatabaseField,
  type RowModel,
} from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Menu, MenuItem, MenuSeparator } from '../ui/Menu';
import { calculationName, calculationsFor } from './calculationNames';
import type { VirtualColumn } from './GridRow';
import { Frozen, Gutter, ROW_HEIGHT } from './gridStyles';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 15;
  height: ${ROW_HEIGHT}px;
  border-top: 1px solid var(--quire-border);
  background: var(--quire-background);
`;

const Cell = styled.button`
  box-sizing: border-box;
  height: 100%;
  padding: 0 8px;
  overflow: hidden;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 12px;
  text-align: right;
  white-space: nowrap;
  cursor: pointer;

  &:hover:enabled {
    background: var(--quire-hover);
  }

  &:disabled {
    cursor: default;
  }
`;

interface Props {
  fields: readonly DatabaseField[];
  rows: readonly RowModel[];
  widthOf: (field: DatabaseField) => number;
  columns: readonly VirtualColumn[];
  width: number;
  /** The view's calculation per field id. */
  calculations: Record<string, number>;
  readOnly: boolean;
  onChange: (fieldId: string, type: CalculationType | null) => void;
}

/** The calculation row under the grid: per field, the view's calculation over the rows shown. */
export function CalculationRow(props: Props) {
  const { t } = useTranslation();
  const { fields, rows, columns, width, calculations, readOnly } = props;
  const [open, setOpen] = useState<{ field: DatabaseField; anchor: HTMLElement } | null>(null);
  const cell = (field: DatabaseField, size: number, left: number | undefined) => {
    const type = calculations[field.id];
    const result = type === undefined ? '' : calculate(type, field, rows);
    // A date calculation answers unix seconds, shown in the field's date format.
    const value =
      result !== '' && (type === CalculationType.DateEarliest || type === CalculationType.DateLatest)
        ? formatDate(Number(result), field.typeOption, false)
        : result;
    return (
      <Cell
        key={field.id}
        type="button"
        disabled={readOnly}
        data-field-id={field.id}
        style={
          left === undefined
            ? { width: size, flex: 'none' }
            : { position: 'absolute', top: 0, left, width: size }
        }
        onClick={(event) => {
          setOpen({ field, anchor: event.currentTarget });
        }}
      >
        {type === undefined
          ? readOnly
            ? ''
            : t('workspace.database.calculation.add', 'Calculate')
          : `${calculationName(t, type)} ${value}`}
      </Cell>
    );
  };
  const primary = fields[0];
  return (
    <Bar data-testid="database-calculations" style={{ width }}>
      <Frozen>
        <Gutter />
        {primary === undefined ? null : cell(primary, props.widthOf(primary), undefined)}
      </Frozen>
      {columns.map((column) => {
        const field = fields[column.column];
        return field === undefined ? null : cell(field, column.size, column.start);
      })}
      {open === null ? null : (
        <Menu
          label={t('workspace.database.calculation.menu', 'Calculation')}
          anchor={open.anchor}
          onClose={() => {
            setOpen(null);
          }}
        >
          {calculationsFor(open.field).map((type) => (
            <MenuItem
              key={type}
              role="menuitemradio"
              aria-checked={calculations[open.field.id] === type}
              onClick={() => {
                props.onChange(open.field.id, type);
                setOpen(null);
              }}
            >
              {calculationName(t, type)}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem
            onClick={() => {
              props.onChange(open.field.id, null);
              setOpen(null);
            }}
          >
            {t('workspace.database.calculation.none', 'None')}
          </MenuItem>
        </Menu>
      )}
    </Bar>
  );
}
