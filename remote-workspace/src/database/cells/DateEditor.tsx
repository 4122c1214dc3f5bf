import { dateParts, FieldType } from '@quire/shared/collab';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { writeCell } from '../data/commands';
import { EditorBox, EditorInput, exitOf, type CellEditorProps } from './editorTypes';

const Row = styled.label`
  display: flex;
  gap: 6px;
  align-items: center;
  padding: 4px 8px;
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own date and time pickers (input type=date/time) over a UTC date cell. */
export function DateEditor({ store, field, row, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const cell = row.cells[field.id];
  const seconds = cell === undefined || Array.isArray(cell.data) ? NaN : Number(cell.data);
  const parts = Number.isFinite(seconds) && cell?.data !== '' ? dateParts(seconds) : undefined;
  const [day, setDay] = useState(
    parts === undefined ? '' : `${parts.year}-${pad(parts.month + 1)}-${pad(parts.day)}`,
  );
  const [time, setTime] = useState(parts === undefined ? '' : `${pad(parts.hour)}:${pad(parts.minute)}`);
  const [includeTime, setIncludeTime] = useState(cell?.includeTime === true);
  const closed = useRef(false);
  const commit = () => {
    if (closed.current) return;
    closed.current = true;
    if (day === '') {
      writeCell(store, row.id, field.id, null);
      return;
    }
    const when = Date.parse(`${day}T${includeTime && time !== '' ? time : '00:00'}:00Z`);
    if (!Number.isFinite(when)) return;
    writeCell(store, row.id, field.id, {
      type: FieldType.DateTime,
      data: String(Math.floor(when / 1000)),
      includeTime,
    });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const exit = exitOf(event);
    if (exit === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (exit === 'cancel') closed.current = true;
    else commit();
    onClose(exit === 'cancel' ? 'stay' : exit);
  };
  return (
    <EditorBox
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          commit();
          onClose('stay');
        }
      }}
    >
      <EditorInput
        type="date"
        autoFocus
        value={day}
        aria-label={t('workspace.database.cell.date', 'Date')}
        onChange={(event) => {
          setDay(event.target.value);
        }}
      />
      <Row>
        <input
          type="checkbox"
          checked={includeTime}
          onChange={(event) => {
            setIncludeTime(event.target.checked);
          }}
        />
        {t('workspace.database.cell.includeTime', 'Include time')}
      </Row>
      {includeTime ? (
        <EditorInput
          type="time"
          value={time}
          aria-label={t('workspace.database.cell.time', 'Time')}
          onChange={(event) => {
            setTime(event.target.value);
          }}
        />
      ) : null}
    </EditorBox>
  );
}
