import { Button, Dialog } from '@quire/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mentionDate } from './mentionDates';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;

  input {
    padding: 6px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-medium);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

/** A day picked in the browser's date field ('2026-04-18') as AppFlowy stores a date mention's date. */
export function pickedMentionDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 is not a day: the Date rolls over, and the picked day is refused.
  if (day.getMonth() !== Number(match[2]) - 1) return null;
  return mentionDate(0, day);
}

interface Props {
  open: boolean;
  /** The picked day, as a date mention's date. */
  onPick: (date: string) => void;
  onClose: () => void;
}

/** The '@' menu's "Pick a date…": any day, in the browser's own date field (keyboard and screen readers included). */
export function DatePickerDialog({ open, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(() => mentionDate(0).slice(0, 10));
  const picked = pickedMentionDate(value);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('workspace.editor.mention.pickDateTitle', 'Mention a date')}
    >
      <Form
        data-testid="mention-date-picker"
        onSubmit={(event) => {
          event.preventDefault();
          if (picked !== null) onPick(picked);
        }}
      >
        <label htmlFor={id}>{t('workspace.editor.mention.dateLabel', 'Date')}</label>
        <input
          id={id}
          type="date"
          value={value}
          data-testid="mention-date-input"
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
        <Actions>
          <Button size="small" variant="ghost" onClick={onClose}>
            {t('workspace.editor.mention.cancel', 'Cancel')}
          </Button>
          <Button type="submit" size="small" variant="primary" disabled={picked === null}>
            {t('workspace.editor.mention.insertDate', 'Insert')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
