import { nameLimits } from '@quire/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 2px 4px;
  border: 1px solid var(--quire-primary);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
`;

/**
 * Inline rename: Enter or leaving the field saves, Escape cancels (`null`). Bounded by the server's name
 * limit; `required` (a space) turns an emptied name into a cancel rather than a save.
 */
export function RenameInput({
  initial,
  required = false,
  onDone,
}: {
  initial: string;
  required?: boolean;
  onDone: (name: string | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  // Enter unmounts the field, which may also blur it: one save only.
  const finished = useRef(false);
  const finish = (name: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(required && name === '' ? null : name);
  };
  return (
    <Input
      autoFocus
      data-testid="sidebar-rename-input"
      dir="auto"
      maxLength={nameLimits.view}
      aria-label={t('workspace.sidebar.rename', 'Rename')}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
      }}
      onFocus={(event) => {
        event.target.select();
      }}
      onBlur={() => {
        finish(value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(value.trim());
        if (event.key === 'Escape') finish(null);
      }}
    />
  );
}
